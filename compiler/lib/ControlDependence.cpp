//===- ControlDependence.cpp - Branches of a parallel block as conditional nodes -===//
//
// In a `parallel` block, an if/else or switch is decomposed by control
// dependence: a statement of a branch runs exactly when the branch condition
// selects it, so it becomes a node (or stays merged in the creator) carrying
// that execution condition. Structured control flow is required, so that the
// control dependences follow from the syntax: every statement of a branch is
// control dependent on the if/switch that contains it, with the branch's edge
// condition; nested ones conjoin. For a switch, a top-level statement runs when
// the value hits a label from which it is reached by falling through.
//
// Code generation (TaskLowering) keeps the if/switch in the creating
// nano-thread: the creator evaluates the condition once, after waiting for the
// nodes that write what it reads, and creates only the nodes of the taken
// branch. That is correct (the condition is evaluated once, where the
// sequential program evaluates it) and cheap (no task for a skipped branch).
//
// Clang's CFG checks the structure: the statement's CFG is built, control
// dependences are computed from post-dominance frontiers (clang's
// ControlDependencyCalculator), and every branch condition the CFG finds a
// statement control dependent on, directly or transitively, must be one of the
// conditions the structure gave it; otherwise (a call that does not return in
// a branch, say) the statement is not split. Each node's controller, shown by
// --explain, is its nearest control dependence on the CFG.
//
//===----------------------------------------------------------------------===//
#include "nanocc/ControlDependence.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/StateChanges.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Analysis/Analyses/Dominators.h"
#include "clang/Analysis/CFG.h"

#include <deque>
#include <map>
#include <memory>

using namespace clang;

namespace nanocc {

namespace {

/// Finds what makes control flow leave the statement other than by its end.
/// Breaks of a loop inside are fine; breaks of a switch only where \p
/// AllowedBreaks lists them (a case's last statement), since the switch is split.
struct JumpFinder : RecursiveASTVisitor<JumpFinder> {
  const std::set<const Stmt *> &AllowedBreaks;
  std::string Found;
  int LoopDepth = 0;
  explicit JumpFinder(const std::set<const Stmt *> &Allowed) : AllowedBreaks(Allowed) {}

  bool TraverseStmt(Stmt *S) {
    if (!S) return true;
    bool Loop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
    LoopDepth += Loop;
    bool R = RecursiveASTVisitor::TraverseStmt(S);
    LoopDepth -= Loop;
    return R;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitReturnStmt(ReturnStmt *) { return note("a 'return'"); }
  bool VisitGotoStmt(GotoStmt *) { return note("a 'goto'"); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return note("a 'goto'"); }
  bool VisitLabelStmt(LabelStmt *) { return note("a label"); }
  bool VisitContinueStmt(ContinueStmt *) { return LoopDepth ? true : note("a 'continue'"); }
  bool VisitBreakStmt(BreakStmt *B) {
    return LoopDepth || AllowedBreaks.count(B) ? true : note("a 'break' inside a branch");
  }
  bool note(const char *What) {
    if (Found.empty()) Found = What;
    return true;
  }
};

std::string lineOf(const Stmt *S, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  return std::to_string(SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc())).getLine());
}

std::string conjoin(const std::string &Outer, const std::string &Inner) {
  if (Outer.empty()) return Inner;
  if (Inner.empty()) return Outer;
  return "(" + Outer + ") && (" + Inner + ")";
}

class Splitter {
public:
  Splitter(ASTContext &Ctx, const SummaryTable *Summaries, std::vector<BranchStatement> &Out)
      : Ctx(Ctx), Summaries(Summaries), Out(Out) {}

  std::string WhyNot;
  std::vector<const Expr *> Conditions;

  /// Adds the statements of \p S under \p Cond; if/switch are split.
  bool add(const Stmt *S, const std::string &Cond, std::vector<const Expr *> CondExprs,
           const std::string &Controller) {
    if (auto *If = dyn_cast<IfStmt>(S)) return splitIf(If, Cond, CondExprs);
    if (auto *Sw = dyn_cast<SwitchStmt>(S)) return splitSwitch(Sw, Cond, CondExprs);
    Out.push_back({S, Cond, CondExprs, Controller});
    return true;
  }

private:
  bool checkCondition(const Expr *C, const char *What) {
    if (!C) return fail(std::string("the ") + What + " has no condition");
    // Evaluated once by the creator, as in the elision; a call that only
    // reads (by its summary) is not a side effect.
    if (mayChangeState(C, Summaries))
      return fail(std::string("the condition of the ") + What + " has side effects");
    Conditions.push_back(C);
    return true;
  }
  bool fail(std::string Why) {
    if (WhyNot.empty()) WhyNot = std::move(Why);
    return false;
  }
  bool addBranch(const Stmt *Branch, const std::string &Cond, const std::vector<const Expr *> &CondExprs,
                 const std::string &Controller) {
    if (auto *C = dyn_cast<CompoundStmt>(Branch)) {
      for (const Stmt *X : C->body())
        if (!add(X, Cond, CondExprs, Controller)) return false;
      return true;
    }
    return add(Branch, Cond, CondExprs, Controller);
  }

  bool splitIf(const IfStmt *If, const std::string &Cond, std::vector<const Expr *> CondExprs) {
    if (If->getInit() || If->getConditionVariable() || If->isConsteval() || If->isConstexpr())
      return fail("the 'if' declares a variable or is evaluated at compile time");
    if (!checkCondition(If->getCond(), "'if'")) return false;
    std::string C = exprText(If->getCond(), Ctx);
    std::string Controller = "if at line " + lineOf(If, Ctx);
    CondExprs.push_back(If->getCond());
    if (!addBranch(If->getThen(), conjoin(Cond, C), CondExprs, Controller)) return false;
    if (const Stmt *Else = If->getElse())
      return addBranch(Else, conjoin(Cond, "!(" + C + ")"), CondExprs, Controller);
    return true;
  }

  bool splitSwitch(const SwitchStmt *Sw, const std::string &Cond, std::vector<const Expr *> CondExprs) {
    if (Sw->getInit() || Sw->getConditionVariable()) return fail("the 'switch' declares a variable");
    if (!checkCondition(Sw->getCond(), "'switch'")) return false;
    auto *Body = dyn_cast<CompoundStmt>(Sw->getBody());
    if (!Body) return fail("the body of the 'switch' is not a block");
    std::string V = exprText(Sw->getCond(), Ctx);
    std::string Controller = "switch at line " + lineOf(Sw, Ctx);
    CondExprs.push_back(Sw->getCond());
    // Every label of this switch must be a top-level statement of its body.
    std::vector<std::string> AllLabels;
    unsigned TopLevelLabels = 0;
    for (const Stmt *X : Body->body())
      for (const Stmt *L = X; isa<SwitchCase>(L); L = cast<SwitchCase>(L)->getSubStmt()) {
        ++TopLevelLabels;
        if (auto *Case = dyn_cast<CaseStmt>(L)) {
          if (Case->caseStmtIsGNURange()) return fail("the 'switch' has a case range");
          AllLabels.push_back(exprText(Case->getLHS(), Ctx));
        }
      }
    unsigned AllCases = 0;
    for (const SwitchCase *SC = Sw->getSwitchCaseList(); SC; SC = SC->getNextSwitchCase()) ++AllCases;
    if (AllCases != TopLevelLabels) return fail("a label of the 'switch' is nested in one of its statements");
    // Falls-through walk: Active = labels from which the statement is reached.
    std::vector<std::string> Active;
    bool Default = false, Reachable = false;
    for (const Stmt *X : Body->body()) {
      while (auto *SC = dyn_cast<SwitchCase>(X)) {
        if (!Reachable) Active.clear(), Default = false;
        Reachable = true;
        if (auto *Case = dyn_cast<CaseStmt>(SC)) Active.push_back(exprText(Case->getLHS(), Ctx));
        else Default = true;
        X = SC->getSubStmt();
      }
      if (isa<BreakStmt>(X)) {
        Reachable = false;
        continue;
      }
      if (!Reachable) continue; // dead code: stays as written
      std::string Selected;
      if (Default) {
        // Reached from default: the value matches no label outside Active.
        std::string Others;
        for (const std::string &L : AllLabels)
          if (std::find(Active.begin(), Active.end(), L) == Active.end())
            Others += (Others.empty() ? "" : " || ") + ("(" + V + ") == (" + L + ")");
        Selected = Others.empty() ? "" : "!(" + Others + ")";
      } else {
        for (const std::string &L : Active)
          Selected += (Selected.empty() ? "" : " || ") + ("(" + V + ") == (" + L + ")");
      }
      if (!add(X, conjoin(Cond, Selected), CondExprs, Controller)) return false;
    }
    return true;
  }

  ASTContext &Ctx;
  const SummaryTable *Summaries;
  std::vector<BranchStatement> &Out;
};

/// Breaks that end a case of one of the switches in \p S (top-level
/// statements of a switch body, possibly under its labels).
void collectCaseBreaks(const Stmt *S, std::set<const Stmt *> &Out) {
  if (!S) return;
  if (auto *Sw = dyn_cast<SwitchStmt>(S))
    if (auto *Body = dyn_cast<CompoundStmt>(Sw->getBody()))
      for (const Stmt *X : Body->body()) {
        while (auto *SC = dyn_cast<SwitchCase>(X)) X = SC->getSubStmt();
        if (isa<BreakStmt>(X)) Out.insert(X);
      }
  for (const Stmt *Ch : S->children()) collectCaseBreaks(Ch, Out);
}

const Expr *conditionOf(const Stmt *Controller) {
  if (auto *If = dyn_cast<IfStmt>(Controller)) return If->getCond();
  if (auto *Sw = dyn_cast<SwitchStmt>(Controller)) return Sw->getCond();
  return nullptr;
}

/// Control dependences of the statements inside one if/switch, computed on
/// Clang's CFG of that statement alone (it has no jumps out: JumpFinder).
class CFGControl {
public:
  CFGControl(const Stmt *S, ASTContext &Ctx) : Parents(const_cast<Stmt *>(S)) {
    CFG::BuildOptions Options;
    Options.setAllAlwaysAdd();                // every statement is an element of a block
    Options.PruneTriviallyFalseEdges = false; // `if (N > 2)` keeps both branches, as the split does
    Graph = CFG::buildCFG(nullptr, const_cast<Stmt *>(S), &Ctx, Options);
    if (!Graph) return;
    for (CFGBlock *B : *Graph) {
      for (const CFGElement &E : *B)
        if (std::optional<CFGStmt> CS = E.getAs<CFGStmt>()) BlockOf.try_emplace(CS->getStmt(), B);
      if (const Stmt *T = B->getTerminatorStmt()) BlockOf.try_emplace(T, B);
    }
    Dependences = std::make_unique<ControlDependencyCalculator>(Graph.get());
  }

  bool built() const { return Dependences != nullptr; }

  /// The if/switch statements outside \p X whose conditions decide whether X
  /// runs, directly or through other branches, nearest first. Empty when X has
  /// no block of its own (nothing in it is evaluated).
  std::vector<const Stmt *> controllersOf(const Stmt *X) {
    std::vector<const Stmt *> Out;
    CFGBlock *First = firstBlock(X);
    if (!First) return Out;
    std::set<CFGBlock *> Seen{First};
    std::deque<CFGBlock *> Work{First};
    while (!Work.empty()) {
      CFGBlock *B = Work.front();
      Work.pop_front();
      for (CFGBlock *D : Dependences->getControlDependencies(B)) {
        if (!Seen.insert(D).second) continue;
        Work.push_back(D);
        const Stmt *Owner = branchOwner(D->getTerminatorStmt());
        if (Owner && !within(Owner, X) && std::find(Out.begin(), Out.end(), Owner) == Out.end())
          Out.push_back(Owner);
      }
    }
    return Out;
  }

private:
  /// The block of the first statement of \p X evaluated (pre-order).
  CFGBlock *firstBlock(const Stmt *X) const {
    if (!X) return nullptr;
    if (auto It = BlockOf.find(X); It != BlockOf.end()) return It->second;
    for (const Stmt *Child : X->children())
      if (CFGBlock *B = firstBlock(Child)) return B;
    return nullptr;
  }

  /// The statement whose branch a terminator takes: an if, switch or loop for
  /// its own terminator; the if/switch whose condition holds a short-circuit
  /// or conditional operator; otherwise the expression holding the operator.
  const Stmt *branchOwner(const Stmt *T) const {
    if (!T || !isa<Expr>(T)) return T;
    const Stmt *Top = T;
    while (const Stmt *P = Parents.getParent(Top)) {
      if (!isa<Expr>(P)) return conditionOf(P) == Top ? P : Top;
      Top = P;
    }
    return Top;
  }

  bool within(const Stmt *Inner, const Stmt *Outer) const {
    for (const Stmt *P = Inner; P; P = Parents.getParent(P))
      if (P == Outer) return true;
    return false;
  }

  ParentMap Parents;
  std::unique_ptr<CFG> Graph;
  std::unique_ptr<ControlDependencyCalculator> Dependences;
  std::map<const Stmt *, CFGBlock *> BlockOf;
};

std::string controllerName(const Stmt *C) {
  if (isa<IfStmt>(C)) return "if";
  if (isa<SwitchStmt>(C)) return "switch";
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(C)) return "loop";
  return "condition";
}

/// Checks the split \p Result against the CFG of \p S and names each
/// statement's controller after its nearest CFG control dependence.
bool checkAgainstCFG(const Stmt *S, ASTContext &Ctx, std::vector<BranchStatement> &Result, std::string &WhyNot) {
  CFGControl Control(S, Ctx);
  if (!Control.built()) {
    WhyNot = "Clang could not build its control-flow graph";
    return false;
  }
  for (BranchStatement &B : Result) {
    if (isa<DeclStmt, NullStmt>(B.S)) continue; // never a node
    std::vector<const Stmt *> Controllers = Control.controllersOf(B.S);
    for (const Stmt *C : Controllers) {
      const Expr *Cond = conditionOf(C);
      if (!Cond || std::find(B.ConditionExprs.begin(), B.ConditionExprs.end(), Cond) == B.ConditionExprs.end()) {
        WhyNot = "Clang's control-flow graph makes the statement at line " + lineOf(B.S, Ctx) +
                 " control dependent on the " + controllerName(C) + " at line " + lineOf(C, Ctx) +
                 ", which its structure does not show (a call that does not return?)";
        return false;
      }
    }
    if (!Controllers.empty())
      B.Controller = controllerName(Controllers.front()) + " at line " + lineOf(Controllers.front(), Ctx);
  }
  return true;
}

} // namespace

bool splitBranches(const Stmt *S, ASTContext &Ctx, const SummaryTable *Summaries, const AliasFacts &Facts,
                   ConditionTiming Timing, std::vector<BranchStatement> &Out, std::string &WhyNot) {
  if (!isa<IfStmt, SwitchStmt>(S)) return false;
  std::set<const Stmt *> CaseBreaks;
  collectCaseBreaks(S, CaseBreaks);
  JumpFinder Jumps(CaseBreaks);
  // The if/switch itself is not a loop: its own breaks are checked.
  for (const Stmt *Ch : S->children()) Jumps.TraverseStmt(const_cast<Stmt *>(Ch));
  if (!Jumps.Found.empty()) {
    WhyNot = "it contains " + Jumps.Found;
    return false;
  }
  std::vector<BranchStatement> Result;
  Splitter Split(Ctx, Summaries, Result);
  if (!Split.add(S, "", {}, "")) {
    WhyNot = Split.WhyNot;
    return false;
  }
  // In an HTG each node evaluates its condition when it becomes ready: the
  // condition must keep its value for the statements it controls, so none of
  // them may follow a statement of the if/switch that writes what the
  // condition reads (bb57 1: not even one in the other branch, whose node
  // would run after the write and see it). The creator of the lowering
  // evaluates each condition once, where the program does, after the nodes
  // that write what it reads: later writes do not matter there.
  AccessQuery Q{Ctx, Summaries, nullptr};
  std::vector<AccessList> Done(Timing == ConditionTiming::WhenReady ? Result.size() : 0);
  for (size_t I = 0; I < Done.size(); ++I) Done[I] = collectAccesses(Result[I].S, Q);
  for (const Expr *C : Timing == ConditionTiming::WhenReady ? Split.Conditions : std::vector<const Expr *>()) {
    AccessList Reads = collectAccesses(C, Q);
    for (size_t J = 0; J < Result.size(); ++J) {
      const std::vector<const Expr *> &Controls = Result[J].ConditionExprs;
      if (std::find(Controls.begin(), Controls.end(), C) == Controls.end()) continue;
      for (size_t I = 0; I < J; ++I)
        for (const Access &W : Done[I])
          for (const Access &R : Reads)
            if (W.Write && conflicts(R, W, Facts)) {
              WhyNot = "the statement at line " + lineOf(Result[I].S, Ctx) + " writes '" +
                       (W.Ref.Var ? W.Ref.Var->getNameAsString() : W.Text) +
                       "', which a condition reads, before the statement at line " + lineOf(Result[J].S, Ctx) +
                       " that the condition controls";
              return false;
            }
    }
  }
  if (!checkAgainstCFG(S, Ctx, Result, WhyNot)) return false;
  Out = std::move(Result);
  return true;
}

} // namespace nanocc
