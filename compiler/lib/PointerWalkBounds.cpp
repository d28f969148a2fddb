//===- PointerWalkBounds.cpp - Where a walking pointer stops --------------===//
#include "nanocc/PointerWalkBounds.h"

#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace nanocc {

namespace {

bool namesVar(const Expr *E, const VarDecl *V) {
  const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DR && DR->getDecl() == V;
}

/// `++V` or `V++`.
bool incrementsVar(const Expr *E, const VarDecl *V) {
  const auto *UO = E ? dyn_cast<UnaryOperator>(E->IgnoreParens()) : nullptr;
  return UO && UO->isIncrementOp() && namesVar(UO->getSubExpr(), V);
}

/// The End of `V != End`, `V < End`, `End != V` or `End > V`.
const VarDecl *endTested(const Expr *Cond, const VarDecl *V) {
  const auto *BO = Cond ? dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts()) : nullptr;
  if (!BO) return nullptr;
  const Expr *Other = nullptr;
  if ((BO->getOpcode() == BO_NE || BO->getOpcode() == BO_LT) && namesVar(BO->getLHS(), V))
    Other = BO->getRHS();
  else if ((BO->getOpcode() == BO_NE || BO->getOpcode() == BO_GT) && namesVar(BO->getRHS(), V))
    Other = BO->getLHS();
  const auto *DR = Other ? dyn_cast<DeclRefExpr>(Other->IgnoreParenImpCasts()) : nullptr;
  const auto *End = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  return End && End != V && End->getType()->isPointerType() ? End : nullptr;
}

/// Does \p S change \p V (`++V`, `V--`, an assignment, its address taken)?
struct Changes : RecursiveASTVisitor<Changes> {
  const VarDecl *V;
  bool Found = false;
  explicit Changes(const VarDecl *V) : V(V) {}
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if ((UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf) && namesVar(UO->getSubExpr(), V))
      Found = true;
    return !Found;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp() && namesVar(BO->getLHS(), V)) Found = true;
    return !Found;
  }
};

bool changes(const Stmt *S, const VarDecl *V) {
  if (!S) return false;
  Changes C(V);
  C.TraverseStmt(const_cast<Stmt *>(S));
  return C.Found;
}

} // namespace

const VarDecl *pointerWalkEnd(const VarDecl *V, const Expr *Access, const Stmt *Root) {
  if (!V || !Access || !Root) return nullptr;
  ParentMap PM(const_cast<Stmt *>(Root));
  const Stmt *Child = Access;
  for (const Stmt *P = PM.getParent(Access); P; Child = P, P = PM.getParent(P)) {
    const auto *For = dyn_cast<ForStmt>(P);
    if (For && Child == For->getBody() && incrementsVar(For->getInc(), V) && !changes(For->getBody(), V) &&
        !changes(For->getCond(), V))
      if (const VarDecl *End = endTested(For->getCond(), V)) return End;
    if (P == Root) break;
  }
  return nullptr;
}

} // namespace nanocc
