//===- EveryIteration.cpp - Whether an access runs in every iteration -----===//
#include "nanocc/EveryIteration.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace nanocc {
namespace {

/// Walks the body counting the branches around the current node (Branches > 0:
/// it may be skipped) and notes any jump.
class EveryIterationFinder : public RecursiveASTVisitor<EveryIterationFinder> {
public:
  EveryIterationFinder(SourceLocation Loc, const SourceManager *ByFileLoc) : Loc(Loc), SM(ByFileLoc) {}

  const Expr *Found = nullptr; ///< the outermost expression beginning at Loc
  bool Unconditional = false;  ///< it is under no branch and after no jump

  bool TraverseStmt(Stmt *S) {
    if (!S) return true;
    // A jump may skip what follows it in the body (source order), not what
    // came before it in this iteration.
    if (isa<BreakStmt, ContinueStmt, GotoStmt, ReturnStmt, IndirectGotoStmt, CXXThrowExpr>(S)) Jumped = true;
    if (!SM && !Found && isa<Expr>(S) && S->getBeginLoc() == Loc) {
      Found = cast<Expr>(S);
      Unconditional = Branches == 0 && !Jumped;
    }
    // In a macro's expansion every expression has the file location of the
    // macro's use: each of them must run in every iteration and none be a call.
    if (SM && isa<Expr>(S) && SM->getFileLoc(S->getBeginLoc()) == Loc) {
      const Expr *E = cast<Expr>(S)->IgnoreParenImpCasts();
      bool Call = isa<CallExpr>(E) && !isa<CXXOperatorCallExpr>(E);
      Unconditional = (Found ? Unconditional : true) && Branches == 0 && !Jumped && !Call;
      if (!Found) Found = cast<Expr>(S);
    }
    if (auto *If = dyn_cast<IfStmt>(S)) {
      walk(If->getInit());
      walk(If->getConditionVariableDeclStmt());
      walk(If->getCond());
      branch(If->getThen());
      branch(If->getElse());
      return true;
    }
    if (auto *Switch = dyn_cast<SwitchStmt>(S)) {
      walk(Switch->getInit());
      walk(Switch->getConditionVariableDeclStmt());
      walk(Switch->getCond());
      branch(Switch->getBody());
      return true;
    }
    if (auto *C = dyn_cast<AbstractConditionalOperator>(S)) {
      walk(C->getCond());
      branch(C->getTrueExpr());
      branch(C->getFalseExpr());
      return true;
    }
    if (auto *B = dyn_cast<BinaryOperator>(S); B && B->isLogicalOp()) {
      walk(B->getLHS());
      branch(B->getRHS());
      return true;
    }
    if (isa<ForStmt, WhileStmt, CXXForRangeStmt>(S)) { // may run no time (a do body runs once at least)
      ++Branches;
      RecursiveASTVisitor::TraverseStmt(S);
      --Branches;
      return true;
    }
    return RecursiveASTVisitor::TraverseStmt(S);
  }

private:
  void walk(Stmt *S) { TraverseStmt(S); }
  void branch(Stmt *S) {
    ++Branches;
    TraverseStmt(S);
    --Branches;
  }

  SourceLocation Loc;
  const SourceManager *SM; ///< set: Loc is a file location, matched through macros
  unsigned Branches = 0;
  bool Jumped = false;
};

} // namespace

bool runsInEveryIteration(SourceLocation Loc, const Stmt *Body, const SourceManager &SM) {
  EveryIterationFinder Finder(Loc, nullptr);
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
  if (!Finder.Found && Loc.isMacroID()) return false;
  if (!Finder.Found) { // an access written in a macro's expansion
    EveryIterationFinder InMacro(SM.getFileLoc(Loc), &SM);
    InMacro.TraverseStmt(const_cast<Stmt *>(Body));
    return InMacro.Found && InMacro.Unconditional;
  }
  if (!Finder.Unconditional) return false;
  // A call's accesses are its callee's, which may be conditional there; an
  // operator call (`v[i]`, `*it`) is the access itself.
  const Expr *E = Finder.Found->IgnoreParenImpCasts();
  return !isa<CallExpr>(E) || isa<CXXOperatorCallExpr>(E);
}

} // namespace nanocc
