//===- Diagnostics.cpp - Registration of nanocc's custom diagnostics ------===//
#include "nanocc/Diagnostics.h"

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

Diagnoser::Diagnoser(DiagnosticsEngine &Engine) : Engine(Engine) {
  for (unsigned I = 0; I < static_cast<unsigned>(Diag::NumDiags); ++I)
    IDs[I] = Engine.getDiagnosticIDs()->getCustomDiagID(Table[I].Level, Table[I].Text);
}

DiagnosticBuilder Diagnoser::report(SourceLocation Loc, Diag D) {
  unsigned I = static_cast<unsigned>(D);
  if (Table[I].Level == DiagnosticIDs::Error)
    ++Errors;
  return Engine.Report(Loc, IDs[I]);
}

} // namespace nanocc
