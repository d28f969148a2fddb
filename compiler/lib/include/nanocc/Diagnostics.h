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
#include "llvm/ADT/ArrayRef.h"

#include <map>
#include <string>

namespace nanocc {

enum class Diag {
#define NANO_DIAG(Name, Level, Text) Name,
#include "nanocc/Diagnostics.def"
#undef NANO_DIAG
  NumDiags
};

/// The groups of nanocc's warnings, both in -Wnano: -Wnano-sequential (parallelism
/// lost: a task or statement run in the creator, an ignored pragma) and -Wnano-htg
/// (what an --emit-htg document leaves out; the program is not affected).
enum class WarningGroup { Sequential, HTG };
inline constexpr unsigned NumWarningGroups = 2;
/// The option name of \p Group without the -W ("nano-sequential").
const char *warningGroupName(WarningGroup Group);

/// How the command line maps one group of nanocc's warnings: clang 19 applies no
/// warning option to custom diagnostics, so the Diagnoser does, from the engine's
/// -w/-Werror and the -W options in order.
enum class WarningMapping { Warning, Error, Ignored };
/// \p Extra: options given to the plugin (`-fplugin-arg-nano-Wno-nano-sequential`),
/// after the engine's; clang itself warns about -W options it does not know.
WarningMapping mapNanoWarnings(const clang::DiagnosticsEngine &Engine, WarningGroup Group,
                               llvm::ArrayRef<std::string> Extra = {});

/// Is \p Option (without the leading -W) one of nanocc's warning options:
/// [no-][error=]nano[-sequential|-htg]?
bool isNanoWarningOption(llvm::StringRef Option);

/// Maps nanocc diagnostics to custom IDs of one DiagnosticsEngine.
class Diagnoser {
public:
  explicit Diagnoser(clang::DiagnosticsEngine &Engine, llvm::ArrayRef<std::string> WarningOptions = {});
  clang::DiagnosticBuilder report(clang::SourceLocation Loc, Diag D);
  clang::DiagnosticsEngine &engine() { return Engine; }
  bool hasErrors() const { return Errors > 0; }
  unsigned errorCount() const { return Errors; }
  /// Remarks (--explain) are only reported when enabled.
  bool remarksEnabled() const { return Remarks; }
  void enableRemarks(bool On) { Remarks = On; }

  /// While one is alive, the errors and warnings reported are remarks of
  /// --explain (dropped with their notes without it), their text after
  /// \p Prefix, and count as no error: for a parallelisation the compiler
  /// tries on its own, where a reason not to is no mistake of the user's.
  class Tentative {
  public:
    Tentative(Diagnoser &D, std::string Prefix) : D(D), Saved(std::move(D.TentativePrefix)) {
      D.TentativePrefix = std::move(Prefix);
    }
    ~Tentative() { D.TentativePrefix = std::move(Saved); }
    Tentative(const Tentative &) = delete;
    Tentative &operator=(const Tentative &) = delete;

  private:
    Diagnoser &D;
    std::string Saved;
  };

private:
  unsigned tentativeID(unsigned I);

  clang::DiagnosticsEngine &Engine;
  unsigned IDs[static_cast<unsigned>(Diag::NumDiags)];
  WarningMapping Warnings[NumWarningGroups] = {}; ///< per group, the mapping of its Warning-level entries
  unsigned Errors = 0;
  bool Remarks = false;
  std::string TentativePrefix; ///< non-empty while a Tentative is alive
  std::map<std::pair<unsigned, std::string>, unsigned> TentativeIDs; ///< by (diagnostic, prefix)
};

} // namespace nanocc

#endif // NANOCC_DIAGNOSTICS_H
