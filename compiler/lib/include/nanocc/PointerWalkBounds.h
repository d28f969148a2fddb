//===- PointerWalkBounds.h - Where a walking pointer stops -*- C++ -*-===//
//
// A pointer that a statement only advances (`for (; lo != hi; ++lo) *lo = 0;`)
// reaches memory from its value on entry on; when the loop that advances it
// tests it against an end pointer that the statement leaves alone, every
// access through it in that loop's body lies before that end: the walk covers
// [entry value, end), a section the call site can register.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_POINTERWALKBOUNDS_H
#define NANOCC_POINTERWALKBOUNDS_H

namespace clang {
class Expr;
class Stmt;
class VarDecl;
} // namespace clang

namespace nanocc {

/// The end pointer that bounds \p V where \p Access (an access through V,
/// inside \p Root) runs, or null. \p Access must lie in the body of a `for`
/// loop of \p Root whose increment is `++V` or `V++`, whose condition is
/// `V != End`, `V < End`, `End != V` or `End > V`, and whose body and
/// condition change V nowhere. The caller checks the rest: that \p Root
/// changes V only by incrementing it and End not at all, and that the access
/// lies within the element V points to.
const clang::VarDecl *pointerWalkEnd(const clang::VarDecl *V, const clang::Expr *Access, const clang::Stmt *Root);

} // namespace nanocc

#endif // NANOCC_POINTERWALKBOUNDS_H
