//===- EveryIteration.h - Whether an access runs in every iteration -*- C++ -*-===//
#ifndef NANOCC_EVERYITERATION_H
#define NANOCC_EVERYITERATION_H

#include "clang/Basic/SourceLocation.h"

namespace clang {
class SourceManager;
class Stmt;
} // namespace clang

namespace nanocc {

/// Whether the expression of the loop body \p Body that begins at \p Loc is
/// evaluated in every iteration, as the access itself: not under a branch
/// (if, switch, `?:`, the right of `&&` / `||`), not in an inner loop that may
/// run no time (a `do` body runs), after no jump (break, continue, goto,
/// return, throw) that could skip it, and not a call (whose accesses its
/// callee makes, maybe conditionally). An access in a macro's expansion is
/// matched by the macro's use: every expression there must qualify. False when
/// no expression of the body begins there.
bool runsInEveryIteration(clang::SourceLocation Loc, const clang::Stmt *Body, const clang::SourceManager &SM);

} // namespace nanocc

#endif // NANOCC_EVERYITERATION_H
