//===- LoopLowering.h - `#pragma nano loop` -> nano_parallel_for/reduce -*- C++ -*-===//
#ifndef NANOCC_LOOPLOWERING_H
#define NANOCC_LOOPLOWERING_H

#include "nanocc/AccessAnalysis.h"
#include "nanocc/Pragma.h"

namespace nanocc {

struct LoweringContext;

/// A reduction found in (or named for) a loop.
struct Reduction {
  const clang::VarDecl *Var = nullptr;
  ReductionOp Op = ReductionOp::Add;
  /// Min/Max whose update replaces a NaN value of the variable by the next
  /// element (fmin/fmax, `m = m > e ? m : e`): a NaN starting value gives way to
  /// the chunks' partial results.
  bool IgnoresNaN = false;
};

/// Checks the loop (canonical form, loop-carried dependences, reductions) and
/// reports errors; returns false when it cannot run in parallel. \p Privates
/// receives the scalars declared outside the loop that every iteration writes
/// before reading them: each chunk gets its own copy, and the chunk that runs
/// the last iteration stores its copy back (the value of the sequential loop).
bool checkParallelLoop(LoweringContext &LC, const NanoPragma &P, const clang::ForStmt *For,
                       const clang::FunctionDecl *F, CanonicalLoop &Loop,
                       std::vector<Reduction> &Reductions, std::vector<const clang::VarDecl *> &Privates);

/// Replaces the loop by a call of nano_parallel_for (or nano_parallel_reduce)
/// on an outlined chunk function; false, with a diagnostic and nothing
/// rewritten, when the loop cannot run in parallel.
bool lowerParallelLoop(LoweringContext &LC, const NanoPragma &P, const clang::FunctionDecl *F);

} // namespace nanocc

#endif // NANOCC_LOOPLOWERING_H
