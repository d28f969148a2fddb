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
  WarningGroup Group; ///< of a warning: the --emit-htg ones (named HTG...) are -Wnano-htg
};
constexpr WarningGroup groupOfName(const char *Name) {
  return Name[0] == 'H' && Name[1] == 'T' && Name[2] == 'G' ? WarningGroup::HTG : WarningGroup::Sequential;
}
constexpr DiagInfo Table[] = {
#define NANO_DIAG(Name, Level, Text) {DiagnosticIDs::Level, Text, groupOfName(#Name)},
#include "nanocc/Diagnostics.def"
#undef NANO_DIAG
};
} // namespace

const char *warningGroupName(WarningGroup Group) {
  return Group == WarningGroup::HTG ? "nano-htg" : "nano-sequential";
}

bool isNanoWarningOption(llvm::StringRef W) {
  W.consume_front("no-");
  W.consume_front("error=");
  return W == "nano" || W == warningGroupName(WarningGroup::Sequential) || W == warningGroupName(WarningGroup::HTG);
}

WarningMapping mapNanoWarnings(const DiagnosticsEngine &Engine, WarningGroup Group,
                               llvm::ArrayRef<std::string> Extra) {
  if (Engine.getIgnoreAllWarnings()) return WarningMapping::Ignored;
  bool Enabled = true;
  std::optional<bool> AsError; // -W[no-]error=nano..., else -Werror decides
  std::vector<std::string> Options = Engine.getDiagnosticOptions().Warnings;
  Options.insert(Options.end(), Extra.begin(), Extra.end());
  for (llvm::StringRef W : Options) { // in order: the last one wins
    if (!isNanoWarningOption(W)) continue;
    llvm::StringRef Name = W;
    Name.consume_front("no-");
    Name.consume_front("error=");
    if (Name != "nano" && Name != warningGroupName(Group)) continue; // the other group's
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

Diagnoser::Diagnoser(DiagnosticsEngine &Engine, llvm::ArrayRef<std::string> WarningOptions) : Engine(Engine) {
  for (WarningGroup G : {WarningGroup::Sequential, WarningGroup::HTG})
    Warnings[static_cast<unsigned>(G)] = mapNanoWarnings(Engine, G, WarningOptions);
  for (unsigned I = 0; I < static_cast<unsigned>(Diag::NumDiags); ++I) {
    DiagnosticIDs::Level Level = Table[I].Level;
    std::string Text = Table[I].Text;
    const WarningMapping Mapping = Warnings[static_cast<unsigned>(Table[I].Group)];
    const std::string Option = std::string("-W") + warningGroupName(Table[I].Group);
    if (Level == DiagnosticIDs::Warning && Mapping == WarningMapping::Error) {
      Level = DiagnosticIDs::Error;
      Text += " [-Werror," + Option + "]";
    } else if (Level == DiagnosticIDs::Warning && Mapping == WarningMapping::Ignored) {
      Level = DiagnosticIDs::Ignored; // its notes are dropped with it
    } else if (Level == DiagnosticIDs::Warning) {
      Text += " [" + Option + "]"; // as clang names a warning's option
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
      (Table[I].Level == DiagnosticIDs::Warning &&
       Warnings[static_cast<unsigned>(Table[I].Group)] == WarningMapping::Error))
    ++Errors;
  return Engine.Report(Loc, IDs[I]);
}

} // namespace nanocc
