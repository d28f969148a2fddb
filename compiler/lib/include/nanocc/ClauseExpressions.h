//===- ClauseExpressions.h - Clause expressions checked at their pragma -*- C++ -*-===//
//
// The expressions of if/cost/workers/schedule/in/out/inout clauses are copied
// into the generated code. An error in one would surface there: at the
// statement's line, in generated text, once per copy. This check runs when the
// pragma is bound and reports such errors once, at their column in the pragma.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_CLAUSEEXPRESSIONS_H
#define NANOCC_CLAUSEEXPRESSIONS_H

#include "clang/AST/Type.h"

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace htg {
struct Access;
} // namespace htg

namespace nanocc {

class Diagnoser;
class SummaryTable;
struct NanoPragma;

/// Checks every expression clause of \p P (bound to P.Function) in the scope of
/// that function: C expression syntax, declared names, and '*' applied to an
/// operand that is certainly not a pointer. Only certain errors are reported;
/// constructs the check does not model are left to the compiler. Returns false
/// after reporting at least one error.
bool checkClauseExpressions(clang::ASTContext &Ctx, const NanoPragma &P, Diagnoser &Diags);

/// Once the summaries are built: a call in an expression clause of \p P to a
/// function that writes memory or global state (by its summary; an external
/// function without `declare` writes every global, LANGUAGE.md) is a side
/// effect the sequential elision never has: an error. Returns false after one.
bool checkClauseCalls(const NanoPragma &P, const SummaryTable &Summaries, Diagnoser &Diags);
/// The type of the lvalue an in/out/inout clause of a pragma in \p F names
/// (`p->val`: int; `a[0:n]`: the element type), so the effective-type rule
/// applies to it; null when unsure (no declaration of that name in F or at
/// file scope, several of different types, a selector that does not fit).
clang::QualType clauseLvalueType(const htg::Access &A, const clang::FunctionDecl *F);

} // namespace nanocc

#endif // NANOCC_CLAUSEEXPRESSIONS_H
