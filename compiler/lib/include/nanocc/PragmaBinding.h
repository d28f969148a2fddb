//===- PragmaBinding.h - Attach recorded pragmas to the AST -*- C++ -*-===//
#ifndef NANOCC_PRAGMABINDING_H
#define NANOCC_PRAGMABINDING_H

namespace clang {
class ASTContext;
}

namespace nanocc {

class Diagnoser;
struct PragmaTable;

/// Binds each pragma to the statement that follows it in the same block (or, for
/// `declare`, to the function declaration that follows), and reports pragmas
/// with no suitable statement. Invalid pragmas are left unbound.
void bindPragmas(clang::ASTContext &Ctx, PragmaTable &Table, Diagnoser &Diags);

} // namespace nanocc

#endif // NANOCC_PRAGMABINDING_H
