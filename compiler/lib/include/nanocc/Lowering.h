//===- Lowering.h - Rewrite the main file's directives into runtime calls -*- C++ -*-===//
#ifndef NANOCC_LOWERING_H
#define NANOCC_LOWERING_H

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Rewriter;
} // namespace clang

namespace nanocc {

class Diagnoser;
struct PragmaTable;
struct TranslateOptions;

/// A macro the program defines in its own files, and where.
struct UserMacro {
  std::string Name;
  clang::SourceLocation Defined;
  /// The parameters its definition stringizes or pastes (quotedParameters), or
  /// passes on to a macro that does (addPassedOnQuotedParameters).
  std::vector<std::string> QuotedParameters;
  /// Parameters passed to a call whose callee is another parameter
  /// (`#define CALL3(f, x, y, z) f(x, y, z)`), with that parameter's
  /// position: quoted only when the invocation passes a macro there
  /// (`CALL3(add3, p, q, 3)` with add3 a function quotes nothing).
  std::map<std::string, unsigned> QuotedThroughCallee;
};

/// Lowers every bound directive of the main file into \p Rewrite: pragma lines
/// are blanked, the runtime header is included, tasks are outlined, loops and
/// parallel regions are turned into runtime calls. The header and the helpers
/// the lowering defines are shielded from \p Macros defined before them.
void lowerTranslationUnit(clang::ASTContext &Ctx, PragmaTable &Table,
                          Diagnoser &Diags, const TranslateOptions &Opts,
                          const std::vector<UserMacro> &Macros, clang::Rewriter &Rewrite);

} // namespace nanocc

#endif // NANOCC_LOWERING_H
