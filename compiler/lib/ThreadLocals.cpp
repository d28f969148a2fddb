//===- ThreadLocals.cpp - Thread-local variables in outlined code ---------===//
#include "nanocc/ThreadLocals.h"
#include "nanocc/Summaries.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace nanocc {

bool isThreadLocalGlobal(const ValueDecl *V) {
  const auto *VD = dyn_cast_or_null<VarDecl>(V);
  return VD && VD->getTLSKind() != VarDecl::TLS_None && !VD->isStaticLocal() && !VD->hasLocalStorage();
}

std::string threadLocalProblem(const Stmt *S, const SummaryTable &Summaries, const std::string &What) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const SummaryTable &Table;
    std::string Problem;
    explicit Finder(const SummaryTable &T) : Table(T) {}
    bool threadLocal(const ValueDecl *V) {
      const auto *VD = dyn_cast_or_null<VarDecl>(V);
      return VD && VD->getTLSKind() != VarDecl::TLS_None;
    }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (isThreadLocalGlobal(D->getDecl()) && D->hasQualifier())
        Problem = "it names the thread-local variable '" + D->getDecl()->getNameAsString() +
                  "' with a qualifier, which the outlined copy cannot rename to the creator's object (name it "
                  "without the qualifier)";
      return Problem.empty();
    }
    bool VisitMemberExpr(MemberExpr *M) {
      if (threadLocal(M->getMemberDecl()))
        Problem = "it names the thread-local variable '" + M->getMemberDecl()->getNameAsString() +
                  "' as a member, which the outlined copy cannot rename to the creator's object (name it "
                  "without the object)";
      return Problem.empty();
    }
    bool VisitCallExpr(CallExpr *CE) {
      const FunctionDecl *FD = CE->getDirectCallee();
      const FunctionSummary *Summary = FD ? Table.lookup(FD->getDefinition() ? FD->getDefinition() : FD) : nullptr;
      if (!Summary) return true;
      for (const SummaryAccess &A : Summary->Accesses)
        if (A.Global && threadLocal(A.Global)) {
          Problem = "'" + FD->getNameAsString() + "' uses the thread-local variable '" + A.Global->getNameAsString() +
                    "'";
          return false;
        }
      return true;
    }
  } F(Summaries);
  F.TraverseStmt(const_cast<Stmt *>(S));
  if (F.Problem.empty()) return "";
  return F.Problem + ", and " + What + " may run on another thread, which has its own copy";
}

} // namespace nanocc
