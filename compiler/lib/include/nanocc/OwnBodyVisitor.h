//===- OwnBodyVisitor.h - Walking one function's own statements -*- C++ -*-===//
//
// A statement may hold the bodies of other functions: a lambda, a block, the
// members of a local class. A `return` there leaves that function, and a
// `__func__` there names it; walks that look for the enclosing function's own
// statements derive from OwnBodyVisitor and test `OtherBodies == 0`.
//
#ifndef NANOCC_OWNBODYVISITOR_H
#define NANOCC_OWNBODYVISITOR_H

#include "clang/AST/RecursiveASTVisitor.h"

namespace nanocc {

/// A RecursiveASTVisitor (CRTP: `struct V : OwnBodyVisitor<V>`) counting how
/// many other functions' bodies enclose the node being visited.
template <typename Derived> struct OwnBodyVisitor : clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;
  unsigned OtherBodies = 0; ///< 0: the node belongs to the walked function itself

  bool TraverseLambdaExpr(clang::LambdaExpr *E) {
    ++OtherBodies;
    bool R = Base::TraverseLambdaExpr(E);
    return --OtherBodies, R;
  }
  bool TraverseBlockExpr(clang::BlockExpr *E) {
    ++OtherBodies;
    bool R = Base::TraverseBlockExpr(E);
    return --OtherBodies, R;
  }
  bool TraverseCXXRecordDecl(clang::CXXRecordDecl *D) {
    ++OtherBodies;
    bool R = Base::TraverseCXXRecordDecl(D);
    return --OtherBodies, R;
  }
};

} // namespace nanocc

#endif
