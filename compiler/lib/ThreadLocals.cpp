//===- ThreadLocals.cpp - Thread-local variables in outlined code ---------===//
#include "nanocc/ThreadLocals.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <set>

using namespace clang;

namespace nanocc {

bool isThreadLocalGlobal(const ValueDecl *V) {
  const auto *VD = dyn_cast_or_null<VarDecl>(V);
  return VD && VD->getTLSKind() != VarDecl::TLS_None && !VD->isStaticLocal() && !VD->hasLocalStorage();
}

namespace {

bool isThreadLocal(const ValueDecl *V) {
  const auto *VD = dyn_cast_or_null<VarDecl>(V);
  return VD && VD->getTLSKind() != VarDecl::TLS_None;
}

/// Finds a thread-local variable that code runs on: in the code itself when
/// \p Direct (not what the outlined copy renames), and in every function it
/// calls, constructor and destructor it runs, default argument and default
/// member initializer it evaluates, transitively (those of this file).
struct Reach : RecursiveASTVisitor<Reach> {
  std::set<const FunctionDecl *> Seen;
  /// The closures of the lambdas the statement writes: their bodies are part
  /// of it (renamed with it), not code it calls.
  std::set<const CXXRecordDecl *> Written;
  const VarDecl *Found = nullptr;
  const FunctionDecl *Through = nullptr; // the function of the outermost call that reaches it
  bool Direct = true;

  bool shouldVisitImplicitCode() const { return true; }
  bool found(const VarDecl *V) {
    Found = V;
    return false;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) {
    if (Direct && isThreadLocal(D->getDecl())) return found(cast<VarDecl>(D->getDecl()));
    return true;
  }
  bool VisitMemberExpr(MemberExpr *M) {
    if (Direct && isThreadLocal(M->getMemberDecl())) return found(cast<VarDecl>(M->getMemberDecl()));
    return true;
  }
  bool VisitCXXDefaultArgExpr(CXXDefaultArgExpr *E) { return inDirect([&] { return TraverseStmt(E->getExpr()); }); }
  bool VisitCXXDefaultInitExpr(CXXDefaultInitExpr *E) { return inDirect([&] { return TraverseStmt(E->getExpr()); }); }
  bool VisitCallExpr(CallExpr *CE) { return function(CE->getDirectCallee()); }
  bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
    const CXXConstructorDecl *Ctor = CE->getConstructor();
    if (!function(Ctor)) return false;
    // The object dies too (a temporary, a local, a member).
    const CXXRecordDecl *RD = Ctor ? Ctor->getParent() : nullptr;
    return !RD || !RD->hasDefinition() || function(RD->getDestructor());
  }

  template <class Walk> bool inDirect(Walk W) {
    bool Was = Direct;
    Direct = true;
    bool Go = W();
    Direct = Was;
    return Go;
  }
  /// Walks the definition of \p FD (its body, a constructor's initializers).
  bool function(const FunctionDecl *FD) {
    if (!FD) return true;
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || !Seen.insert(Def).second) return true;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(Def); MD && Written.count(MD->getParent())) return true;
    const FunctionDecl *Outer = Through;
    if (!Through) Through = FD;
    bool Go = inDirect([&] {
      if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
        for (const CXXCtorInitializer *Init : Ctor->inits())
          if (Init->getInit() && !TraverseStmt(Init->getInit())) return false;
      return !Def->getBody() || TraverseStmt(Def->getBody());
    });
    if (Go) Through = Outer;
    return Go;
  }
};

} // namespace

std::string threadLocalProblem(const Stmt *S, const std::string &What) {
  // Named in the statement: renamed to the creator's copy, unless qualified
  // or a member, which the rename cannot reach.
  struct Named : RecursiveASTVisitor<Named> {
    std::string Problem;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (isThreadLocalGlobal(D->getDecl()) && D->hasQualifier())
        Problem = "it names the thread-local variable '" + D->getDecl()->getNameAsString() +
                  "' with a qualifier, which the outlined copy cannot rename to the creator's object";
      return Problem.empty();
    }
    bool VisitMemberExpr(MemberExpr *M) {
      if (isThreadLocal(M->getMemberDecl()))
        Problem = "it names the thread-local variable '" + M->getMemberDecl()->getNameAsString() +
                  "' as a member, which the outlined copy cannot rename to the creator's object";
      return Problem.empty();
    }
  } N;
  N.TraverseStmt(const_cast<Stmt *>(S));
  std::string Problem = N.Problem;
  if (Problem.empty()) {
    Reach R;
    R.Direct = false;
    struct Lambdas : RecursiveASTVisitor<Lambdas> {
      std::set<const CXXRecordDecl *> *Out;
      bool VisitLambdaExpr(LambdaExpr *L) {
        Out->insert(L->getLambdaClass());
        return true;
      }
    } L;
    L.Out = &R.Written;
    L.TraverseStmt(const_cast<Stmt *>(S));
    R.TraverseStmt(const_cast<Stmt *>(S));
    if (!R.Found) return "";
    Problem = R.Through ? "'" + R.Through->getNameAsString() + "' uses the thread-local variable '" +
                              R.Found->getNameAsString() + "'"
                        : "a default argument or member initializer it evaluates uses the thread-local variable '" +
                              R.Found->getNameAsString() + "'";
  }
  return Problem + ", and " + What + " may run on another thread, which has its own copy";
}

} // namespace nanocc
