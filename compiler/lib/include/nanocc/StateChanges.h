//===- StateChanges.h - Does evaluating an expression change state? -*- C++ -*-===//
//
// Expressions the generated code evaluates more than once (a loop bound, a
// task argument that also gives an access's range) must not change the
// program's state, or the translation would change what the program does.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_STATECHANGES_H
#define NANOCC_STATECHANGES_H

#include <vector>

namespace clang {
class CallExpr;
class CXXConstructExpr;
class Expr;
class FunctionDecl;
} // namespace clang

namespace nanocc {

class SummaryTable;

/// Functions declared `const` or `pure`, and builtins Clang knows to be free
/// of side effects.
bool declaredWithoutSideEffects(const clang::FunctionDecl *FD);

/// `std::span<double>(v)`, `std::string_view(str)`, and the implicit conversion
/// of an argument to such a parameter: building a standard view only reads
/// what it is built from (its arguments are traversed on their own) and keeps
/// its address; what the view reaches is accessed where the view is used.
bool isStandardViewConstruction(const clang::CXXConstructExpr *CE);

/// Calls that only read: const member functions (`v.size()`), functions
/// declared `const`/`pure`, builtins Clang knows to be free of side effects,
/// and (given \p Summaries) functions that only read (functionOnlyReads).
bool isReadOnlyCall(const clang::CallExpr *CE, const SummaryTable *Summaries = nullptr);

/// The outermost parts of \p E whose evaluation may change the program's
/// state: assignments, increments and decrements, calls that are not
/// read-only, `new`, `delete`, `throw`, non-trivial constructions and
/// statement expressions.
std::vector<const clang::Expr *> stateChangingParts(const clang::Expr *E,
                                                    const SummaryTable *Summaries = nullptr);

/// True when \p E has a state-changing part.
bool mayChangeState(const clang::Expr *E, const SummaryTable *Summaries = nullptr);

} // namespace nanocc

#endif // NANOCC_STATECHANGES_H
