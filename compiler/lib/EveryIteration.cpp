//===- EveryIteration.cpp - Whether an access runs in every iteration -----===//
#include "nanocc/EveryIteration.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace nanocc {
namespace {

/// Walks the body counting the branches around the current node (Branches > 0:
/// it may be skipped) and notes any jump.
class EveryIterationFinder : public RecursiveASTVisitor<EveryIterationFinder> {
public:
  explicit EveryIterationFinder(SourceLocation Loc) : Loc(Loc) {}

  bool Found = false;       ///< an expression begins at Loc
  bool Unconditional = false; ///< the first one found is under no branch
  bool Jumps = false;       ///< the body may leave an iteration early

  bool TraverseStmt(Stmt *S) {
    if (!S) return true;
    if (isa<BreakStmt, ContinueStmt, GotoStmt, ReturnStmt, IndirectGotoStmt, CXXThrowExpr>(S)) Jumps = true;
    if (!Found && isa<Expr>(S) && S->getBeginLoc() == Loc) {
      Found = true;
      Unconditional = Branches == 0;
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
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S)) { // may run no time
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
  unsigned Branches = 0;
};

} // namespace

bool runsInEveryIteration(SourceLocation Loc, const Stmt *Body) {
  EveryIterationFinder Finder(Loc);
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
  return Finder.Found && Finder.Unconditional && !Finder.Jumps;
}

} // namespace nanocc
