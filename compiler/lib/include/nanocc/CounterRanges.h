//===- CounterRanges.h - Values of loop counters where they are read -*- C++ -*-===//
//
// A subscript driven by a while-loop counter (`while (k < n) v[k++] = 0;`,
// `while (j >= 0 && a[j] > key) j--;`) is not affine in a canonical loop
// variable, but the loop's condition bounds it where the body reads it. The
// range is derived from the code, never assumed: without a guard that provably
// runs before the read, the subscript stays unbounded.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_COUNTERRANGES_H
#define NANOCC_COUNTERRANGES_H

#include "nanocc/SymExpr.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace clang {
class ASTContext;
class Expr;
class Stmt;
class ValueDecl;
class VarDecl;
} // namespace clang

namespace nanocc {

/// Inclusive bounds of a counter's value.
struct CounterRange {
  SymRef First, Last;
};

/// The values the counter \p V may hold where the access \p Access (an lvalue
/// inside \p Root whose subscript reads V once, `v[k]` or `v[k++]`) reads it;
/// nullopt when they cannot be derived. A counter is an integer variable
/// declared in \p Root with an initialiser and changed only upwards or only
/// downwards, by `++`/`--` or by `+=`/`-=` of integer constants (no other
/// assignment, no address taken): its values run from the initialiser in the
/// direction of its steps, to the first of
///  - the test of the innermost loop around the read: a `while` or `for`
///    whose condition has a conjunct comparing V with a bound (`V < n`,
///    `V >= lo`) evaluated before the read, with no step of V sequenced
///    between them (the read's own postfix step comes after it);
///  - the furthest value its steps reach, when every step runs after such a
///    test of its own loop (`while (k < n && s[k]) k++;` leaves k <= n,
///    `while (k < n) k += 2;` leaves k <= n + 1);
///  - for a counter stepped by `++` only together with exactly one `++` of other
///    counters (`tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++]`), the sum of
///    their ranges where the read's full expression starts;
///  - for a counter stepped by one, at most once per iteration of one
///    canonical `for` of step 1 that runs once, and nowhere else (Lomuto's
///    `a[++i]` over j), its initialiser plus that loop's trip count. This is
///    the only rule for a prefix step read (`a[++i]`): it covers every value.
/// \p NonNegative proves an expression >= 0 where the read runs (it keeps a
/// min/max out of a bound).
/// \p Invariant tells which variables keep their value throughout \p Root:
/// bounds may use only those, an initialiser also the variables of the
/// canonical loops whose body declares V.
std::optional<CounterRange> counterRangeAt(const clang::VarDecl *V, const clang::Expr *Access,
                                           const clang::Stmt *Root, clang::ASTContext &Ctx,
                                           llvm::function_ref<bool(const clang::ValueDecl *)> Invariant,
                                           llvm::function_ref<bool(const SymRef &)> NonNegative);

} // namespace nanocc

#endif // NANOCC_COUNTERRANGES_H
