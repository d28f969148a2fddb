//===- Lowering.h - Rewrite the main file's directives into runtime calls -*- C++ -*-===//
#ifndef NANOCC_LOWERING_H
#define NANOCC_LOWERING_H

namespace clang {
class ASTContext;
class Rewriter;
} // namespace clang

namespace nanocc {

class Diagnoser;
struct PragmaTable;
struct TranslateOptions;

/// Lowers every bound directive of the main file into \p Rewrite: pragma lines
/// are blanked, the runtime header is included, tasks are outlined, loops and
/// parallel regions are turned into runtime calls.
void lowerTranslationUnit(clang::ASTContext &Ctx, PragmaTable &Table,
                          Diagnoser &Diags, const TranslateOptions &Opts,
                          clang::Rewriter &Rewrite);

} // namespace nanocc

#endif // NANOCC_LOWERING_H
