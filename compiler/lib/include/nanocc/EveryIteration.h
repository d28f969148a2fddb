//===- EveryIteration.h - Whether an access runs in every iteration -*- C++ -*-===//
#ifndef NANOCC_EVERYITERATION_H
#define NANOCC_EVERYITERATION_H

#include "clang/Basic/SourceLocation.h"

namespace clang {
class Stmt;
} // namespace clang

namespace nanocc {

/// Whether the expression of the loop body \p Body that begins at \p Loc is
/// evaluated in every iteration: not under a branch (if, switch, `?:`, the
/// right of `&&` / `||`), not in an inner loop, and the body has no jump
/// (break, continue, goto, return, throw) that could skip it. False when no
/// expression of the body begins there (an access inside a called function).
bool runsInEveryIteration(clang::SourceLocation Loc, const clang::Stmt *Body);

} // namespace nanocc

#endif // NANOCC_EVERYITERATION_H
