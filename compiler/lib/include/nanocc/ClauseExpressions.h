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

namespace clang {
class ASTContext;
} // namespace clang

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

} // namespace nanocc

#endif // NANOCC_CLAUSEEXPRESSIONS_H
