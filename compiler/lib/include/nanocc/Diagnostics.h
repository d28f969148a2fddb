//===- Diagnostics.h - Every diagnostic the translator reports -*- C++ -*-===//
//
// All user-facing messages of nanocc are declared here, in one table: lowercase,
// no trailing period. They are reported through clang's DiagnosticsEngine with
// custom IDs registered on first use.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_DIAGNOSTICS_H
#define NANOCC_DIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"

namespace nanocc {

enum class Diag {
#define NANO_DIAG(Name, Level, Text) Name,
#include "nanocc/Diagnostics.def"
#undef NANO_DIAG
  NumDiags
};

/// Maps nanocc diagnostics to custom IDs of one DiagnosticsEngine.
class Diagnoser {
public:
  explicit Diagnoser(clang::DiagnosticsEngine &Engine);
  clang::DiagnosticBuilder report(clang::SourceLocation Loc, Diag D);
  clang::DiagnosticsEngine &engine() { return Engine; }
  bool hasErrors() const { return Errors > 0; }
  unsigned errorCount() const { return Errors; }
  /// Remarks (--explain) are only reported when enabled.
  bool remarksEnabled() const { return Remarks; }
  void enableRemarks(bool On) { Remarks = On; }

private:
  clang::DiagnosticsEngine &Engine;
  unsigned IDs[static_cast<unsigned>(Diag::NumDiags)];
  unsigned Errors = 0;
  bool Remarks = false;
};

} // namespace nanocc

#endif // NANOCC_DIAGNOSTICS_H
