//===- StateChanges.cpp - Does evaluating an expression change state? -----===//
#include "nanocc/StateChanges.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/Summaries.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "nanocc/Unevaluated.h"
#include "clang/Basic/Builtins.h"

using namespace clang;

namespace nanocc {

bool declaredWithoutSideEffects(const FunctionDecl *FD) {
  if (FD->hasAttr<ConstAttr>() || FD->hasAttr<PureAttr>()) return true;
  const Builtin::Context &Builtins = FD->getASTContext().BuiltinInfo;
  unsigned ID = FD->getBuiltinID();
  return ID && (Builtins.isConst(ID) || Builtins.isPure(ID));
}

namespace {
/// A standard library member that hands out access to the object's elements
/// (`v.data()`, `v.begin()`, `v[i]`) without changing anything, whichever
/// overload (const or not) is called.
bool isStandardAccessor(const CXXMethodDecl *MD) {
  if (!MD->getParent()->isInStdNamespace()) return false;
  if (MD->getOverloadedOperator() == OO_Subscript || MD->getOverloadedOperator() == OO_Star ||
      MD->getOverloadedOperator() == OO_Arrow)
    return true;
  if (!MD->getIdentifier()) return false;
  llvm::StringRef N = MD->getName();
  return N == "data" || N == "begin" || N == "end" || N == "rbegin" || N == "rend" || N == "front" ||
         N == "back" || N == "at" || N == "get" || N == "size" || N == "empty";
}

} // namespace

bool isStandardViewConstruction(const CXXConstructExpr *CE) {
  const CXXRecordDecl *RD = CE->getConstructor()->getParent();
  return RD->isInStdNamespace() && isViewType(CE->getType(), RD->getASTContext());
}

bool isReadOnlyCall(const CallExpr *CE, const SummaryTable *Summaries) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD) return false;
  if (auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->isInstance())
    return MD->isConst() || isStandardAccessor(MD);
  return Summaries ? functionOnlyReads(FD, *Summaries) : declaredWithoutSideEffects(FD);
}

std::vector<const Expr *> stateChangingParts(const Expr *E, const SummaryTable *Summaries) {
  struct Finder : EvaluatedCodeVisitor<Finder> {
    const SummaryTable *Summaries;
    std::vector<const Expr *> Parts;
    explicit Finder(const SummaryTable *S) : Summaries(S) {}
    bool changesState(Stmt *S) {
      if (auto *BO = dyn_cast<BinaryOperator>(S)) return BO->isAssignmentOp();
      if (auto *UO = dyn_cast<UnaryOperator>(S)) return UO->isIncrementDecrementOp();
      if (auto *CE = dyn_cast<CallExpr>(S)) return !isReadOnlyCall(CE, Summaries);
      if (auto *CE = dyn_cast<CXXConstructExpr>(S)) return !CE->getConstructor()->isTrivial() && !isStandardViewConstruction(CE);
      return isa<CXXNewExpr, CXXDeleteExpr, CXXThrowExpr, StmtExpr>(S);
    }
    // False skips S and what it contains: the outermost part stands for it.
    bool dataTraverseStmtPre(Stmt *S) {
      if (!isa<Expr>(S) || !changesState(S)) return true;
      Parts.push_back(cast<Expr>(S));
      return false;
    }
  } F(Summaries);
  F.TraverseStmt(const_cast<Expr *>(E));
  return F.Parts;
}

bool mayChangeState(const Expr *E, const SummaryTable *Summaries) {
  return !stateChangingParts(E, Summaries).empty();
}

} // namespace nanocc
