//===- RegionSurroundings.cpp - The code of a function around its regions -===//
#include "nanocc/RegionSurroundings.h"
#include "nanocc/ControlDependence.h"
#include "nanocc/FileScopeTypes.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/TaskLowering.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtObjC.h"

#include <map>
#include <set>

using namespace clang;

namespace nanocc {

const Stmt *jumpOutOf(const Stmt *S, const Stmt *Top, ASTContext &Ctx, bool InLoop, bool InSwitch) {
  if (!S || isa<LambdaExpr, BlockExpr>(S)) return nullptr;
  if (isa<ReturnStmt, IndirectGotoStmt>(S)) return S;
  if (isa<BreakStmt>(S) && !InLoop && !InSwitch) return S;
  if (isa<ContinueStmt>(S) && !InLoop) return S;
  if (const auto *G = dyn_cast<GotoStmt>(S)) {
    const LabelStmt *L = G->getLabel()->getStmt();
    SourceManager &SM = Ctx.getSourceManager();
    if (!L || !containsRange(SM, stmtRange(Top, Ctx), SM.getExpansionLoc(L->getBeginLoc()))) return S;
  }
  InLoop |= isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
  InSwitch |= isa<SwitchStmt>(S);
  for (const Stmt *C : S->children())
    if (const Stmt *J = jumpOutOf(C, Top, Ctx, InLoop, InSwitch)) return J;
  return nullptr;
}

namespace {
/// The type of `a + b` for integers of types \p A and \p B (C's usual
/// arithmetic conversions).
QualType commonIntegerType(QualType A, QualType B, ASTContext &Ctx) {
  auto Promote = [&](QualType T) {
    T = T.getCanonicalType().getUnqualifiedType();
    return Ctx.isPromotableIntegerType(T) ? Ctx.getPromotedIntegerType(T) : T;
  };
  A = Promote(A), B = Promote(B);
  if (Ctx.hasSameType(A, B)) return A;
  bool ASigned = A->isSignedIntegerType();
  if (ASigned == B->isSignedIntegerType()) return Ctx.getIntegerTypeOrder(A, B) >= 0 ? A : B;
  QualType U = ASigned ? B : A, S = ASigned ? A : B;
  if (Ctx.getIntegerTypeOrder(U, S) >= 0) return U;
  if (Ctx.getTypeSize(S) > Ctx.getTypeSize(U)) return S;
  return Ctx.getCorrespondingUnsignedType(S);
}
} // namespace

const char *jumpKeyword(const Stmt *J) {
  return isa<ReturnStmt>(J) ? "return" : isa<BreakStmt>(J) ? "break" : isa<ContinueStmt>(J) ? "continue" : "goto";
}

namespace {
std::optional<SequentialLoop> computeSequentialLoop(const ForStmt *For, LoweringContext &LC, std::string *WhyNot) {
  ASTContext &Ctx = LC.Ctx;
  auto Fail = [&](const std::string &Why) -> std::optional<SequentialLoop> {
    if (WhyNot) *WhyNot = Why;
    return std::nullopt;
  };
  std::string Why;
  SourceLocation Where;
  std::optional<CanonicalLoop> L = matchCanonicalLoop(For, Ctx, Why, Where, &LC.Summaries);
  if (!L) return Fail(Why);
  if (!L->DeclaresVar) return Fail("it does not declare its variable");
  // `i -= s` counts down whatever the sign of s says.
  const auto *Inc = dyn_cast_or_null<BinaryOperator>(For->getInc() ? For->getInc()->IgnoreParens() : nullptr);
  if (L->StepSign < 0 || (Inc && Inc->getOpcode() == BO_SubAssign) || (L->Rel != BO_LT && L->Rel != BO_LE))
    return Fail("it counts down");
  if (L->Diverges) return Fail("its step moves away from its bound");
  QualType VarType = L->Var->getType().getCanonicalType().getUnqualifiedType();
  QualType LbType = L->Lb->IgnoreParenImpCasts()->getType(), UbType = L->Ub->IgnoreParenImpCasts()->getType();
  if (!VarType->isIntegerType() || VarType->isEnumeralType() || VarType->isBooleanType() ||
      Ctx.getTypeSize(VarType) < Ctx.getTypeSize(Ctx.IntTy))
    return Fail("its variable's type '" + L->Var->getType().getAsString() + "' is not an integer type as wide as 'int'");
  if (!LbType->isIntegerType() || !UbType->isIntegerType()) return Fail("a bound is not an integer");
  if (const Stmt *J = jumpOutOf(For->getBody(), For->getBody(), Ctx)) {
    const char *What = jumpKeyword(J);
    unsigned Line = Ctx.getSourceManager().getPresumedLoc(Ctx.getSourceManager().getExpansionLoc(J->getBeginLoc())).getLine();
    return Fail("its body's '" + std::string(What) + "' at line " + std::to_string(Line) + " leaves the body");
  }
  SequentialLoop Out;
  Out.Var = L->Var;
  Out.From = exprText(L->Lb, Ctx);
  Out.To = exprText(L->Ub, Ctx);
  if (L->Rel == BO_LE) Out.To = "(" + Out.To + ") + 1";
  Out.Step = L->StepExpr ? exprText(L->StepExpr, Ctx) : "1";
  // The program compares in its variable's type; so does the document's.
  if (!Ctx.hasSameType(commonIntegerType(LbType, UbType, Ctx), VarType)) {
    std::string Type = printFileScopeDecl(L->Var->getType().getUnqualifiedType(), "", Ctx);
    Out.From = "(" + Type + ")(" + Out.From + ")";
    Out.To = "(" + Type + ")(" + Out.To + ")";
  }
  return Out;
}

std::string computeCapturedCondition(const IfStmt *If, LoweringContext &LC) {
  AccessQuery Q{LC.Ctx, &LC.Summaries, nullptr};
  std::set<const ValueDecl *> Read, Written;
  bool ReadsUnnamed = false, WritesUnnamed = false, ConditionWrites = false;
  for (const Access &A : collectAccesses(If->getCond(), Q)) {
    if (A.Ref.Var && A.Ref.Kind == BaseKind::Object) Read.insert(A.Ref.Var);
    else ReadsUnnamed = true; // through a pointer, a callee's globals
    // A condition with a side effect (`tick()`, `x++ > 0`) runs once: each arm
    // testing it again would repeat the effect (bb60 1, 2).
    ConditionWrites |= A.Write;
  }
  for (const Stmt *Arm : {If->getThen(), If->getElse()})
    if (Arm)
      for (const Access &A : collectAccesses(Arm, Q)) {
        if (!A.Write) continue;
        if (A.Ref.Var && A.Ref.Kind == BaseKind::Object) Written.insert(A.Ref.Var);
        else WritesUnnamed = true;
      }
  bool Changes = ConditionWrites || (ReadsUnnamed && (WritesUnnamed || !Written.empty())) ||
                 (WritesUnnamed && !Read.empty()) ||
                 llvm::any_of(Read, [&](const ValueDecl *V) { return Written.count(V) > 0; });
  if (!Changes) return "";
  PresumedLoc P = LC.Ctx.getSourceManager().getPresumedLoc(LC.Ctx.getSourceManager().getExpansionLoc(If->getBeginLoc()));
  return "nano_if_" + std::to_string(P.getLine()) + "_" + std::to_string(P.getColumn());
}

std::optional<std::vector<BranchStatement>> computeSwitchArms(const SwitchStmt *Switch, LoweringContext &LC,
                                                              std::string *WhyNot) {
  ASTContext &Ctx = LC.Ctx;
  const FunctionDecl *F = nullptr;
  for (DynTypedNode N = DynTypedNode::create(*Switch);;) {
    auto Parents = Ctx.getParents(N);
    if (Parents.empty()) break;
    if ((F = Parents[0].get<FunctionDecl>())) break;
    if (Parents[0].get<LambdaExpr>() || Parents[0].get<BlockExpr>()) break;
    N = Parents[0];
  }
  std::vector<BranchStatement> Arms;
  std::string Why = "it is not in a function";
  if (!F || !splitBranches(Switch, Ctx, &LC.Summaries, computeAliasFacts(F), ConditionTiming::WhenReady, Arms, Why)) {
    if (WhyNot) *WhyNot = Why;
    return std::nullopt;
  }
  return Arms;
}

} // namespace

struct RegionSurroundingsMemo {
  template <class T> struct Answer {
    T Value;
    std::string WhyNot;
  };
  std::map<const ForStmt *, Answer<std::optional<SequentialLoop>>> Loops;
  std::map<const SwitchStmt *, Answer<std::optional<std::vector<BranchStatement>>>> Switches;
  std::map<const IfStmt *, std::string> Captures;
};

namespace {
RegionSurroundingsMemo &memoOf(LoweringContext &LC) {
  if (!LC.RegionMemo) LC.RegionMemo = std::make_shared<RegionSurroundingsMemo>();
  return *LC.RegionMemo;
}
} // namespace

std::optional<SequentialLoop> sequentialLoopOfRegions(const Stmt *S, LoweringContext &LC, std::string *WhyNot) {
  const auto *For = dyn_cast<ForStmt>(S);
  if (!For || LC.LoopNodes.count(For)) return std::nullopt;
  auto [It, New] = memoOf(LC).Loops.try_emplace(For);
  if (New) It->second.Value = computeSequentialLoop(For, LC, &It->second.WhyNot);
  if (WhyNot) *WhyNot = It->second.WhyNot;
  return It->second.Value;
}

std::string capturedCondition(const IfStmt *If, LoweringContext &LC) {
  auto [It, New] = memoOf(LC).Captures.try_emplace(If);
  if (New) It->second = computeCapturedCondition(If, LC);
  return It->second;
}

std::optional<std::vector<BranchStatement>> switchArms(const SwitchStmt *Switch, LoweringContext &LC,
                                                       std::string *WhyNot) {
  auto [It, New] = memoOf(LC).Switches.try_emplace(Switch);
  if (New) It->second.Value = computeSwitchArms(Switch, LC, &It->second.WhyNot);
  if (WhyNot) *WhyNot = It->second.WhyNot;
  return It->second.Value;
}

std::string regionCondition(const Stmt *S, LoweringContext &LC, std::vector<const Expr *> &Reads) {
  ASTContext &Ctx = LC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  // The conditions found so far, innermost last, with the `if` of each.
  std::vector<std::pair<const IfStmt *, std::string>> Terms;
  std::vector<std::pair<const IfStmt *, const Expr *>> TermReads;
  std::vector<std::string> Outer; // of split switches: each covers the ifs above the arm's statement
  auto Inside = [&](const Stmt *Inner, const Stmt *Outer) {
    CharSourceRange R = stmtRange(Outer, Ctx);
    SourceLocation L = SM.getExpansionLoc(Inner->getBeginLoc());
    return !SM.isBeforeInTranslationUnit(L, R.getBegin()) && SM.isBeforeInTranslationUnit(L, R.getEnd());
  };
  for (const Stmt *Child = S;;) {
    auto Parents = Ctx.getParents(*Child);
    const Stmt *P = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (!P || isa<LambdaExpr, BlockExpr, CapturedStmt>(P)) break; // the function's body reached
    if (const auto *For = dyn_cast<ForStmt>(P); For && For->getBody() == Child && sequentialLoopOfRegions(For, LC))
      break; // its loop node evaluates the rest each iteration
    if (const auto *If = dyn_cast<IfStmt>(P); If && !If->getInit() && !If->getConditionVariable() && !If->isConsteval()) {
      if (If->getThen() == Child || If->getElse() == Child) {
        std::string Captured = capturedCondition(If, LC);
        std::string Test = Captured.empty() ? exprText(If->getCond(), Ctx) : Captured;
        Terms.insert(Terms.begin(), {If, If->getThen() == Child ? "(" + Test + ")" : "!(" + Test + ")"});
        if (Captured.empty()) TermReads.push_back({If, If->getCond()});
      }
    }
    // A switch split into arms (splitBranches): the arm's condition holds
    // the ifs between the switch and the arm's statement; those below it stay.
    if (const auto *Switch = dyn_cast<SwitchStmt>(P); Switch && Switch->getBody() == Child)
      if (std::optional<std::vector<BranchStatement>> Arms = switchArms(Switch, LC))
        for (const BranchStatement &Arm : *Arms)
          if (Inside(S, Arm.S)) {
            auto Above = [&](const IfStmt *If) { return !Inside(If, Arm.S); };
            llvm::erase_if(Terms, [&](const auto &T) { return Above(T.first); });
            llvm::erase_if(TermReads, [&](const auto &T) { return Above(T.first); });
            for (const auto &[If, Term] : Terms) Outer.push_back(Term);
            Terms.clear();
            for (const auto &[If, E] : TermReads) Reads.push_back(E);
            TermReads.clear();
            Outer.insert(Outer.begin(), "(" + Arm.Condition + ")");
            Reads.insert(Reads.end(), Arm.ConditionExprs.begin(), Arm.ConditionExprs.end());
            break;
          }
    Child = P;
  }
  std::string Condition;
  for (const auto &[If, Term] : Terms) Condition += (Condition.empty() ? "" : " && ") + Term;
  for (const std::string &Term : Outer) Condition += (Condition.empty() ? "" : " && ") + Term;
  for (const auto &[If, E] : TermReads) Reads.push_back(E);
  return Condition;
}

} // namespace nanocc
