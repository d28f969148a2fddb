//===- IterationDependence.h - Do accesses of different iterations overlap? -*- C++ -*-===//
//
// The loop-carried tests of LoopDependence.cpp (a `#pragma nano loop` body
// against itself), shared with wait placement: a task created in one iteration
// of a loop may still run while its creator executes later iterations, so a
// statement of the creator in the same loop is compared with the task across
// iterations as well as within one.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_ITERATIONDEPENDENCE_H
#define NANOCC_ITERATIONDEPENDENCE_H

#include "nanocc/Access.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace nanocc {

enum class CarriedVerdict { Independent, Dependent, Unprovable };

/// The values a loop variable takes: Start, Start ± Step, ... up to End
/// (inclusive, in the loop's direction). Null bounds: unknown.
struct IterationValues {
  SymRef Start, End;
  int64_t Direction = 1; ///< +1 counting up, -1 counting down
};

/// Compares iteration i's access A with iteration i+k's access B (k a non-zero
/// multiple of Step), every atom but \p Var having one value in both: ZIV,
/// strong SIV with the exact distance, and a scan of nearby distances. With
/// \p Values, both iterations must be among the loop's values (short loops are
/// compared exhaustively), so `a[i] = a[0]` from i = 1 is independent.
/// \p Symbolic is set when other atoms than Var take part (sampled values).
CarriedVerdict carriedDependence(const Access &A, const Access &B, const std::string &Var, int64_t Step,
                                 bool &Symbolic, const IterationValues &Values = {});

/// Dimension-wise test for subscripted arrays (`m[i][j]` in a loop over `j`): true when
/// some dimension's subscripts are `a*var + cA` and `a*var + cB` with constants a != 0 and
/// cA - cB, and iterations that differ by a multiple of Step never give them equal
/// values; or, with \p Values, subscripts whose values over the loop's iterations
/// never meet (`a[i][j]` and `a[k][j]` for i from k + 1). A dimension whose
/// subscripts mention a name of \p Varying (values that change between
/// iterations besides Var) proves nothing.
bool independentByDimension(const Access &A, const Access &B, const std::string &Var, int64_t Step,
                            const std::set<std::string> &Varying = {}, const IterationValues &Values = {});

/// Joint dimension-wise test (Access::SubscriptSpans): true when no two
/// different iterations of the loop (\p Values) have, in every dimension, the
/// span of A's subscript in one meet the span of B's in the other. Triangular
/// sweeps (`m[i][j] = m[j][i]` for j < i) differ in no single dimension but in
/// none jointly. Iteration pairs are compared exhaustively for up to 96
/// iterations, else the first and last 48 of them, in every sample of the
/// other atoms; false when the spans or the loop's values are unknown.
bool independentBySpans(const Access &A, const Access &B, const std::string &Var, int64_t Step,
                        const IterationValues &Values);

/// What changes from one iteration of a loop to the next.
struct IterationSpace {
  std::string Var;   ///< canonical loop variable, empty when there is none (while, do)
  int64_t Step = 1;  ///< distance between the variable's values of consecutive iterations
  /// Names of the variables whose values may differ between iterations other
  /// than Var: assigned, incremented or address-taken in the loop, or declared in it.
  std::set<std::string> Varying;
  /// Of Varying: a range-based for's reference variable over an array or a
  /// standard container, which names another element in each iteration
  /// (`for (auto &row : rows)`; not an element that is a pointer), with the
  /// element's size in bytes: accesses within its referent in two iterations
  /// are of two objects.
  std::map<const clang::ValueDecl *, int64_t> DistinctObjects;
};

IterationSpace iterationSpaceOf(const clang::Stmt *Loop, clang::ASTContext &Ctx);

/// May access A, made in one iteration of loop \p L, and access B, made in a
/// different iteration, touch the same memory with at least one writing?
/// Anything not provable is a conflict.
bool mayConflictAcrossIterations(const Access &A, const Access &B, const IterationSpace &L,
                                 const AliasFacts &Facts);

} // namespace nanocc

#endif // NANOCC_ITERATIONDEPENDENCE_H
