//===- UnchangedField.cpp - Whether a statement changes one field of a variable -===//
#include "nanocc/UnchangedField.h"

#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace nanocc {

namespace {
const Stmt *parentOf(const ParentMap &PM, const Stmt *S) {
  const Stmt *P = PM.getParent(S);
  while (P && isa<ParenExpr>(P)) P = PM.getParent(P);
  return P;
}
} // namespace

bool leavesFieldUnchanged(const Stmt *S, const VarDecl *V, llvm::StringRef Field) {
  const RecordDecl *RD = V->getType()->getAsRecordDecl();
  if (!S || !RD || RD->isUnion() || V->getType()->isReferenceType()) return false;
  struct Uses : RecursiveASTVisitor<Uses> {
    const VarDecl *V = nullptr;
    std::vector<const DeclRefExpr *> Found;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (D->getDecl() == V) Found.push_back(D);
      return true;
    }
  } U;
  U.V = V;
  U.TraverseStmt(const_cast<Stmt *>(S));
  ParentMap PM(const_cast<Stmt *>(S));
  for (const DeclRefExpr *D : U.Found) {
    const Stmt *P = parentOf(PM, D);
    const auto *ME = dyn_cast_or_null<MemberExpr>(P);
    if (!ME || ME->isArrow()) {
      // The whole variable: only its value read.
      const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(P);
      if (!Cast || Cast->getCastKind() != CK_LValueToRValue) return false;
      continue;
    }
    if (ME->getMemberDecl()->getName() != Field) continue; // another field: never this one's bytes
    const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(parentOf(PM, ME));
    if (!Cast || Cast->getCastKind() != CK_LValueToRValue) return false; // the field itself written or bound
  }
  return true;
}

} // namespace nanocc
