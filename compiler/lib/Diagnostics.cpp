//===- Diagnostics.cpp - Registration of nanocc's custom diagnostics ------===//
#include "nanocc/Diagnostics.h"

#include "clang/Basic/DiagnosticOptions.h"

#include <optional>
#include <string>
#include <vector>

using namespace clang;

namespace nanocc {

namespace {
struct DiagInfo {
  DiagnosticIDs::Level Level;
  const char *Text;
};
constexpr DiagInfo Table[] = {
#define NANO_DIAG(Name, Level, Text) {DiagnosticIDs::Level, Text},
#include "nanocc/Diagnostics.def"
#undef NANO_DIAG
};
} // namespace

bool isNanoWarningOption(llvm::StringRef W) {
  W.consume_front("no-");
  W.consume_front("error=");
  return W == "nano" || W == "nano-sequential";
}

WarningMapping mapNanoWarnings(const DiagnosticsEngine &Engine, llvm::ArrayRef<std::string> Extra) {
  if (Engine.getIgnoreAllWarnings()) return WarningMapping::Ignored;
  bool Enabled = true;
  std::optional<bool> AsError; // -W[no-]error=nano..., else -Werror decides
  std::vector<std::string> Options = Engine.getDiagnosticOptions().Warnings;
  Options.insert(Options.end(), Extra.begin(), Extra.end());
  for (llvm::StringRef W : Options) { // in order: the last one wins
    if (!isNanoWarningOption(W)) continue;
    bool Positive = !W.consume_front("no-");
    if (W.consume_front("error=")) {
      AsError = Positive;
      Enabled |= Positive; // -Werror=group also enables the group
    } else {
      Enabled = Positive;
    }
  }
  if (!Enabled) return WarningMapping::Ignored;
  return AsError.value_or(Engine.getWarningsAsErrors()) ? WarningMapping::Error : WarningMapping::Warning;
}

Diagnoser::Diagnoser(DiagnosticsEngine &Engine, llvm::ArrayRef<std::string> WarningOptions)
    : Engine(Engine), Warnings(mapNanoWarnings(Engine, WarningOptions)) {
  for (unsigned I = 0; I < static_cast<unsigned>(Diag::NumDiags); ++I) {
    DiagnosticIDs::Level Level = Table[I].Level;
    std::string Text = Table[I].Text;
    if (Level == DiagnosticIDs::Warning && Warnings == WarningMapping::Error) {
      Level = DiagnosticIDs::Error;
      Text += " [-Werror,-Wnano-sequential]";
    } else if (Level == DiagnosticIDs::Warning && Warnings == WarningMapping::Ignored) {
      Level = DiagnosticIDs::Ignored; // its notes are dropped with it
    } else if (Level == DiagnosticIDs::Warning) {
      Text += " [-Wnano-sequential]"; // as clang names a warning's option
    }
    IDs[I] = Engine.getDiagnosticIDs()->getCustomDiagID(Level, Text);
  }
}

unsigned Diagnoser::tentativeID(unsigned I) {
  auto [It, New] = TentativeIDs.try_emplace({I, TentativePrefix}, 0);
  if (New) {
    // The advice for a pragma's loop becomes advice for a loop written without one.
    std::string Text = Table[I].Text;
    const std::string PragmaAdvice = "add 'independent' to the pragma";
    if (size_t At = Text.find(PragmaAdvice); At != std::string::npos)
      Text.replace(At, PragmaAdvice.size(), "write '#pragma nano loop independent' before the loop");
    It->second = Engine.getDiagnosticIDs()->getCustomDiagID(Remarks ? DiagnosticIDs::Remark : DiagnosticIDs::Ignored,
                                                            TentativePrefix + Text);
  }
  return It->second;
}

DiagnosticBuilder Diagnoser::report(SourceLocation Loc, Diag D) {
  unsigned I = static_cast<unsigned>(D);
  if (!TentativePrefix.empty() && (Table[I].Level == DiagnosticIDs::Error || Table[I].Level == DiagnosticIDs::Warning))
    return Engine.Report(Loc, tentativeID(I));
  if (Table[I].Level == DiagnosticIDs::Error ||
      (Table[I].Level == DiagnosticIDs::Warning && Warnings == WarningMapping::Error))
    ++Errors;
  return Engine.Report(Loc, IDs[I]);
}

} // namespace nanocc
