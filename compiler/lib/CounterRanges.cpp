//===- CounterRanges.cpp - Values of loop counters where they are read ----===//
#include "nanocc/CounterRanges.h"
#include "nanocc/AccessAnalysis.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace nanocc {

namespace {

/// Every reference to one variable inside a statement, and its declaration.
struct References : RecursiveASTVisitor<References> {
  const VarDecl *V;
  std::vector<const DeclRefExpr *> Refs;
  const DeclStmt *Declaration = nullptr;
  explicit References(const VarDecl *V) : V(V) {}
  bool VisitDeclRefExpr(DeclRefExpr *DR) {
    if (DR->getDecl() == V) Refs.push_back(DR);
    return true;
  }
  bool VisitDeclStmt(DeclStmt *DS) {
    for (const Decl *D : DS->decls())
      if (D == V) Declaration = DS;
    return true;
  }
};

const Stmt *parentSkippingParens(const ParentMap &PM, const Stmt *S) {
  const Stmt *P = PM.getParent(S);
  while (P && isa<ParenExpr>(P)) P = PM.getParent(P);
  return P;
}

/// A descendant of \p Ancestor (or it)?
bool within(const ParentMap &PM, const Stmt *S, const Stmt *Ancestor) {
  for (; S; S = PM.getParent(S))
    if (S == Ancestor) return true;
  return false;
}

/// The top-level conjuncts of a condition, left to right.
void conjuncts(const Expr *E, std::vector<const Expr *> &Out) {
  const Expr *Bare = E->IgnoreParenImpCasts();
  if (auto *BO = dyn_cast<BinaryOperator>(Bare); BO && BO->getOpcode() == BO_LAnd) {
    conjuncts(BO->getLHS(), Out);
    conjuncts(BO->getRHS(), Out);
    return;
  }
  Out.push_back(E);
}

/// Can control enter \p S other than from its start: a label, or a case of
/// a switch around it?
bool hasEntry(const Stmt *S, bool InSwitch = false) {
  if (!S) return false;
  if (isa<LabelStmt>(S) || (isa<SwitchCase>(S) && !InSwitch)) return true;
  bool Inner = InSwitch || isa<SwitchStmt>(S);
  return llvm::any_of(S->children(), [&](const Stmt *C) { return hasEntry(C, Inner); });
}

/// Is \p Later sequenced after \p Earlier in one iteration of the loop \p L
/// that contains both (\p Earlier in its body or condition)? Decided at their
/// closest common ancestor: statements of a block in order, the condition of
/// `?:`, `if`, `&&`, `||` and the left operand of `,` before the rest, the
/// body of a `for` before its increment, the condition of L before its body.
bool sequencedAfter(const ParentMap &PM, const Stmt *Later, const Stmt *Earlier, const Stmt *L) {
  std::vector<const Stmt *> Chain; // Earlier up to L
  for (const Stmt *S = Earlier; S; S = PM.getParent(S)) {
    Chain.push_back(S);
    if (S == L) break;
  }
  const Stmt *Cm = nullptr, *P = Later;
  while (P && llvm::find(Chain, P) == Chain.end()) {
    Cm = P;
    P = PM.getParent(P);
  }
  if (!P || !Cm) return false;
  auto At = llvm::find(Chain, P);
  if (At == Chain.begin()) return false; // Later contains Earlier
  const Stmt *Cu = *(At - 1);
  auto IndexIn = [](const Stmt *Parent, const Stmt *Child) {
    int I = 0;
    for (const Stmt *C : Parent->children()) {
      if (C == Child) return I;
      ++I;
    }
    return -1;
  };
  if (P == L && isa<WhileStmt, ForStmt>(L)) {
    if (auto *F = dyn_cast<ForStmt>(L)) return (Cu == F->getBody() && Cm == F->getInc()) || Cu == F->getCond();
    return Cu == cast<WhileStmt>(L)->getCond();
  }
  if (isa<CompoundStmt>(P) || isa<DeclStmt>(P)) return IndexIn(P, Cu) < IndexIn(P, Cm);
  if (auto *CO = dyn_cast<AbstractConditionalOperator>(P)) return Cu == CO->getCond();
  if (auto *If = dyn_cast<IfStmt>(P)) return Cu == If->getCond();
  if (auto *BO = dyn_cast<BinaryOperator>(P))
    return (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr || BO->getOpcode() == BO_Comma) &&
           Cu == BO->getLHS();
  return false;
}

/// `V op U` (or `U op V`) with U over invariant variables: the bound it sets
/// on V while true, for a counter stepping Up (an upper bound) or down.
std::optional<SymRef> guardBound(const Expr *Conjunct, const VarDecl *V, bool Up, ASTContext &Ctx,
                                 llvm::function_ref<bool(const ValueDecl *)> Invariant) {
  auto *BO = dyn_cast<BinaryOperator>(Conjunct->IgnoreParenImpCasts());
  if (!BO || !BO->isRelationalOp()) return std::nullopt;
  const Expr *L = BO->getLHS()->IgnoreParenImpCasts(), *R = BO->getRHS()->IgnoreParenImpCasts();
  BinaryOperatorKind Op = BO->getOpcode();
  auto IsV = [V](const Expr *E) {
    auto *DR = dyn_cast<DeclRefExpr>(E);
    return DR && DR->getDecl() == V;
  };
  if (IsV(R) && !IsV(L)) {
    std::swap(L, R);
    Op = BinaryOperator::reverseComparisonOp(Op);
  }
  if (!IsV(L) || IsV(R)) return std::nullopt;
  // The comparison must be of the values as written (no sign change).
  QualType Common = BO->getLHS()->getType();
  if (!Common->isIntegerType() || Common->isSignedIntegerType() != L->getType()->isSignedIntegerType() ||
      Common->isSignedIntegerType() != R->getType()->isSignedIntegerType())
    return std::nullopt;
  for (const ValueDecl *D : varsIn(R))
    if (!Invariant(D)) return std::nullopt;
  SymRef B = toSym(R, Ctx);
  if (hasOpaque(B)) return std::nullopt;
  SymRef One = Sym::constant(1);
  switch (Op) {
  case BO_LT: return Up ? std::optional<SymRef>(B - One) : std::nullopt;
  case BO_LE: return Up ? std::optional<SymRef>(B) : std::nullopt;
  case BO_GT: return Up ? std::nullopt : std::optional<SymRef>(B + One);
  case BO_GE: return Up ? std::nullopt : std::optional<SymRef>(B);
  default: return std::nullopt;
  }
}

/// The initialiser of \p V as a bound: its variables keep their value
/// throughout Root, or are the variables of canonical loops whose body
/// declares V (each iteration initialises it again).
std::optional<SymRef> initialValue(const VarDecl *V, const DeclStmt *Declaration, const ParentMap &PM,
                                   ASTContext &Ctx, llvm::function_ref<bool(const ValueDecl *)> Invariant) {
  for (const ValueDecl *D : varsIn(V->getInit())) {
    if (Invariant(D)) continue;
    bool LoopVariable = false;
    for (const Stmt *S = PM.getParent(Declaration); S && !LoopVariable; S = PM.getParent(S)) {
      auto *For = dyn_cast<ForStmt>(S);
      if (!For || !within(PM, Declaration, For->getBody())) continue;
      std::string Why;
      SourceLocation Where;
      auto L = matchCanonicalLoop(For, Ctx, Why, Where);
      LoopVariable = L && L->Var == D;
    }
    if (!LoopVariable) return std::nullopt;
  }
  SymRef Init = toSym(V->getInit(), Ctx);
  if (hasOpaque(Init)) return std::nullopt;
  return Init;
}

/// One change of a counter: `k++`, `--k`, `k += 2`, `k -= 3` (a constant).
struct Step {
  const Expr *E = nullptr;
  int64_t Size = 1; ///< how far one step moves the counter (> 0)
};

/// What makes \p V a counter: its steps (all up or all down), its
/// declaration in Root, and the parent map of Root.
struct Counter {
  const VarDecl *V = nullptr;
  bool Up = true;
  std::vector<Step> Steps;
  const DeclStmt *Declaration = nullptr;
  bool unitSteps() const {
    return llvm::all_of(Steps, [](const Step &S) { return S.Size == 1; });
  }
};

/// \p P (the parent of a reference to V) as a step of V: `++`/`--`, or
/// `+=`/`-=` of a non-zero integer constant; \p Up says which way it moves.
std::optional<Step> asStep(const Stmt *P, const DeclRefExpr *DR, bool &Up, const ASTContext &Ctx) {
  if (auto *UO = dyn_cast_or_null<UnaryOperator>(P); UO && UO->isIncrementDecrementOp()) {
    Up = UO->isIncrementOp();
    return Step{UO, 1};
  }
  auto *CA = dyn_cast_or_null<CompoundAssignOperator>(P);
  if (!CA || CA->getLHS()->IgnoreParens() != DR ||
      (CA->getOpcode() != BO_AddAssign && CA->getOpcode() != BO_SubAssign))
    return std::nullopt;
  Expr::EvalResult ER;
  if (!CA->getRHS()->getType()->isIntegerType() || !CA->getRHS()->EvaluateAsInt(ER, Ctx)) return std::nullopt;
  llvm::APSInt By = ER.Val.getInt();
  if (By.isZero() || By.getSignificantBits() > 32) return std::nullopt;
  int64_t Value = By.getExtValue();
  Up = (CA->getOpcode() == BO_AddAssign) == (Value > 0);
  return Step{CA, Value > 0 ? Value : -Value};
}

/// Is \p S inside a loop of \p Root?
bool inLoop(const ParentMap &PM, const Stmt *S, const Stmt *Root) {
  for (const Stmt *P = PM.getParent(S); P && P != Root; P = PM.getParent(P))
    if (isa<WhileStmt, ForStmt, DoStmt, CXXForRangeStmt>(P)) return true;
  return false;
}

/// \p V as a counter where \p Point runs. A `for` loop that sets it again
/// (`for (k = lo; k < hi; k++)`, outside any loop, after \p Point and after
/// every step outside such loops) ends the counter's part of the code: its
/// steps in those loops are not the counter's.
std::optional<Counter> asCounter(const VarDecl *V, const Stmt *Point, const Stmt *Root, const ParentMap &PM,
                                 const ASTContext &Ctx) {
  if (!V || !V->hasLocalStorage() || !V->getType()->isIntegerType() || !V->getInit()) return std::nullopt;
  References All(V);
  All.TraverseStmt(const_cast<Stmt *>(Root));
  if (!All.Declaration) return std::nullopt;
  Counter C;
  C.V = V;
  C.Declaration = All.Declaration;
  std::vector<const ForStmt *> Resets;
  std::vector<std::pair<Step, bool>> Steps; // and whether it moves up
  for (const DeclRefExpr *DR : All.Refs) {
    if (DR->refersToEnclosingVariableOrCapture()) return std::nullopt; // a lambda may run anywhere
    const Stmt *P = parentSkippingParens(PM, DR);
    if (auto *IC = dyn_cast_or_null<ImplicitCastExpr>(P); IC && IC->getCastKind() == CK_LValueToRValue)
      continue;
    if (auto *BO = dyn_cast_or_null<BinaryOperator>(P);
        BO && BO->getOpcode() == BO_Assign && BO->getLHS()->IgnoreParens() == DR) {
      auto *F = dyn_cast_or_null<ForStmt>(PM.getParent(BO));
      if (!F || F->getInit() != BO || inLoop(PM, F, Root) || within(PM, Point, F) ||
          !sequencedAfter(PM, F, Point, Root))
        return std::nullopt;
      Resets.push_back(F);
      continue;
    }
    bool StepUp = true;
    std::optional<Step> S = asStep(P, DR, StepUp, Ctx);
    if (!S) return std::nullopt;
    Steps.push_back({*S, StepUp});
  }
  std::optional<bool> Up;
  for (const auto &[S, StepUp] : Steps) {
    if (llvm::any_of(Resets, [&](const ForStmt *F) { return within(PM, S.E, F); })) continue;
    for (const ForStmt *F : Resets)
      if (!sequencedAfter(PM, F, S.E, Root)) return std::nullopt;
    if (Up && *Up != StepUp) return std::nullopt;
    Up = StepUp;
    C.Steps.push_back(S);
  }
  if (!Up || (!V->getType()->isSignedIntegerType() && !*Up)) return std::nullopt; // wraps below zero
  C.Up = *Up;
  return C;
}

/// The bound that the test of the innermost loop around \p Point sets on the
/// counter where \p Point runs (rule: a conjunct of the loop's condition
/// evaluated before it, no step of the counter sequenced between; steps
/// inside \p Point itself are after it when \p AtStart, else only \p OwnStep).
std::optional<SymRef> testedBound(const Counter &C, const Stmt *Point, const Expr *OwnStep,
                                  bool AtStart, const ParentMap &PM, ASTContext &Ctx,
                                  llvm::function_ref<bool(const ValueDecl *)> Invariant) {
  const Stmt *L = PM.getParent(Point);
  while (L && !isa<WhileStmt, ForStmt, DoStmt, CXXForRangeStmt>(L)) L = PM.getParent(L);
  if (!L || !isa<WhileStmt, ForStmt>(L) || hasEntry(L)) return std::nullopt;
  const Expr *Cond = isa<WhileStmt>(L) ? cast<WhileStmt>(L)->getCond() : cast<ForStmt>(L)->getCond();
  const Stmt *Body = isa<WhileStmt>(L) ? cast<WhileStmt>(L)->getBody() : cast<ForStmt>(L)->getBody();
  bool InCond = Cond && within(PM, Point, Cond);
  if (!Cond || (!InCond && !within(PM, Point, Body))) return std::nullopt;
  std::vector<const Expr *> Tests;
  conjuncts(Cond, Tests);
  std::optional<SymRef> Bound;
  for (const Expr *T : Tests) {
    if (InCond && within(PM, Point, T)) break;
    if ((Bound = guardBound(T, C.V, C.Up, Ctx, Invariant))) break;
  }
  if (!Bound) return std::nullopt;
  for (const Step &S : C.Steps) {
    if (!within(PM, S.E, L) || S.E == OwnStep || (AtStart && within(PM, S.E, Point))) continue;
    if (within(PM, S.E, Cond) || !sequencedAfter(PM, S.E, Point, L)) return std::nullopt;
  }
  return Bound;
}

/// The counter's values anywhere after its declaration: from its initialiser
/// to the furthest value a step can reach, each step running after a test
/// (testedBound) of its loop; nullopt when a step is untested.
std::optional<CounterRange> anywhereRange(const Counter &C, const SymRef &Init, const ParentMap &PM,
                                          ASTContext &Ctx, llvm::function_ref<bool(const ValueDecl *)> Invariant,
                                          llvm::function_ref<bool(const SymRef &)> NonNegative) {
  SymRef Far = Init;
  for (const Step &S : C.Steps) {
    std::optional<SymRef> B = testedBound(C, S.E, S.E, false, PM, Ctx, Invariant);
    if (!B) return std::nullopt;
    SymRef After = C.Up ? *B + Sym::constant(S.Size) : *B - Sym::constant(S.Size);
    SymRef Ahead = C.Up ? After - Far : Far - After; // >= 0: After lies beyond Far
    if (NonNegative(Ahead)) Far = After;
    else if (!NonNegative(Sym::constant(0) - Ahead))
      Far = Sym::binary(C.Up ? Sym::Max : Sym::Min, Far, After);
  }
  return C.Up ? CounterRange{Init, Far} : CounterRange{Far, Init};
}

/// The full expression holding \p E (its outermost expression).
const Expr *fullExpression(const ParentMap &PM, const Expr *E) {
  const Stmt *P = PM.getParent(E);
  while (P && isa<Expr>(P)) {
    E = cast<Expr>(P);
    P = PM.getParent(E);
  }
  return E;
}

/// The (steps of A, steps of any of B) counts over the evaluation paths of
/// \p S; nullopt when there are too many paths to list.
using StepCounts = std::set<std::pair<int, int>>;
std::optional<StepCounts> stepCounts(const Stmt *S, const Counter &A, const std::vector<Counter> &B) {
  if (!S) return StepCounts{{0, 0}};
  if (isa<StmtExpr, LambdaExpr, BinaryConditionalOperator>(S)) return std::nullopt;
  auto Join = [](const StepCounts &X, const StepCounts &Y) -> std::optional<StepCounts> {
    StepCounts Out;
    for (auto [A1, B1] : X)
      for (auto [A2, B2] : Y) Out.insert({A1 + A2, B1 + B2});
    if (Out.size() > 16) return std::nullopt;
    return Out;
  };
  std::optional<StepCounts> Own = StepCounts{{0, 0}};
  if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp())
    if (auto *DR = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens())) {
      if (DR->getDecl() == A.V) Own = StepCounts{{1, 0}};
      for (const Counter &C : B)
        if (DR->getDecl() == C.V) Own = StepCounts{{0, 1}};
    }
  auto Alternatives = [&](const Expr *First, const Expr *X, const Expr *Y) -> std::optional<StepCounts> {
    auto F = stepCounts(First, A, B), TX = stepCounts(X, A, B), TY = Y ? stepCounts(Y, A, B) : StepCounts{{0, 0}};
    if (!F || !TX || !TY) return std::nullopt;
    StepCounts Either = *TX;
    Either.insert(TY->begin(), TY->end());
    return Join(*F, Either);
  };
  if (auto *CO = dyn_cast<ConditionalOperator>(S)) return Alternatives(CO->getCond(), CO->getTrueExpr(), CO->getFalseExpr());
  if (auto *BO = dyn_cast<BinaryOperator>(S); BO && (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr))
    return Alternatives(BO->getLHS(), BO->getRHS(), nullptr);
  for (const Stmt *Child : S->children()) {
    auto CC = stepCounts(Child, A, B);
    if (!CC || !(Own = Join(*Own, *CC))) return std::nullopt;
  }
  return Own;
}

/// A counter stepped only together with exactly one step of other counters
/// (`tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++]`): between full expressions,
/// k - k0 equals the sum of (c - c0) over those counters, so where \p Read's
/// full expression starts, k lies within the sum of their ranges there.
std::optional<CounterRange> tiedRange(const Counter &K, const DeclRefExpr *Read, const Expr *OwnStep,
                                      const Stmt *Root, const ParentMap &PM, ASTContext &Ctx,
                                      llvm::function_ref<bool(const ValueDecl *)> Invariant,
                                      llvm::function_ref<bool(const SymRef &)> NonNegative) {
  if (!K.Up || K.Steps.empty() || !K.unitSteps()) return std::nullopt; // the sums count steps of one
  const Expr *ReadFull = fullExpression(PM, Read);
  // The partners: the other counters stepped in the full expressions that step K.
  std::vector<Counter> Partners;
  std::set<const Expr *> Full;
  for (const Step &S : K.Steps) Full.insert(fullExpression(PM, S.E));
  struct Stepped : RecursiveASTVisitor<Stepped> {
    std::set<const VarDecl *> Vars;
    bool VisitUnaryOperator(UnaryOperator *UO) {
      if (UO->isIncrementDecrementOp())
        if (auto *DR = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens()))
          if (auto *VD = dyn_cast<VarDecl>(DR->getDecl())) Vars.insert(VD);
      return true;
    }
  } InFull;
  for (const Expr *E : Full) InFull.TraverseStmt(const_cast<Expr *>(E));
  for (const VarDecl *V : InFull.Vars) {
    if (V == K.V) continue;
    std::optional<Counter> C = asCounter(V, ReadFull, Root, PM, Ctx);
    if (!C || !C->Up || !C->unitSteps()) return std::nullopt;
    Partners.push_back(*C);
  }
  if (Partners.empty()) return std::nullopt;
  // Every full expression that steps any of them keeps the sums equal, and
  // all are declared in one block, with invariant initialisers, before any step.
  const Stmt *Block = PM.getParent(K.Declaration);
  std::vector<const Counter *> All{&K};
  for (const Counter &C : Partners) All.push_back(&C);
  SymRef Offset = toSym(K.V->getInit(), Ctx); // k0 - sum of c0
  for (const Counter *C : All) {
    if (PM.getParent(C->Declaration) != Block) return std::nullopt;
    if (!llvm::all_of(varsIn(C->V->getInit()), Invariant)) return std::nullopt;
    if (C != &K) Offset = Offset - toSym(C->V->getInit(), Ctx);
    for (const Step &S : C->Steps) Full.insert(fullExpression(PM, S.E));
  }
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Counter *C : All)
    for (const Expr *F : Full)
      if (!SM.isBeforeInTranslationUnit(C->Declaration->getEndLoc(), F->getBeginLoc())) return std::nullopt;
  if (hasOpaque(Offset)) return std::nullopt;
  for (const Expr *F : Full) {
    std::optional<StepCounts> Counts = stepCounts(F, K, Partners);
    if (!Counts) return std::nullopt;
    for (auto [Ks, Cs] : *Counts)
      if (Ks != Cs) return std::nullopt;
  }
  // K is read before any step of it in its full expression.
  for (const Step &S : K.Steps)
    if (S.E != OwnStep && within(PM, S.E, ReadFull)) return std::nullopt;
  SymRef First = Offset, Last = Offset;
  for (const Counter &C : Partners) {
    SymRef Init = toSym(C.V->getInit(), Ctx);
    std::optional<CounterRange> R;
    if (std::optional<SymRef> B = testedBound(C, ReadFull, nullptr, true, PM, Ctx, Invariant))
      R = CounterRange{Init, *B};
    else
      R = anywhereRange(C, Init, PM, Ctx, Invariant, NonNegative);
    if (!R) return std::nullopt;
    First = First + R->First;
    Last = Last + R->Last;
  }
  return CounterRange{First, Last};
}

/// A counter stepped by one, at most once per iteration of one canonical
/// `for` loop of step 1 that runs once (not inside another loop) and nowhere
/// else (`if (a[j] < p) swap(a[++i], a[j]);` over j, Lomuto's partition):
/// after its declaration it holds at most its initialiser plus that loop's
/// trip count away from it.
std::optional<CounterRange> tripCountedRange(const Counter &C, const SymRef &Init, const Stmt *Root,
                                             const ParentMap &PM, ASTContext &Ctx,
                                             llvm::function_ref<bool(const ValueDecl *)> Invariant,
                                             llvm::function_ref<bool(const SymRef &)> NonNegative) {
  if (C.Steps.empty() || !C.unitSteps()) return std::nullopt;
  const ForStmt *Loop = nullptr;
  for (const Step &S : C.Steps) {
    const Stmt *L = PM.getParent(S.E);
    while (L && !isa<WhileStmt, ForStmt, DoStmt, CXXForRangeStmt>(L)) L = PM.getParent(L);
    auto *F = dyn_cast_or_null<ForStmt>(L);
    if (!F || (Loop && F != Loop) || !within(PM, S.E, F->getBody())) return std::nullopt;
    Loop = F;
  }
  if (inLoop(PM, Loop, Root) || hasEntry(Loop)) return std::nullopt;
  std::string Why;
  SourceLocation Where;
  std::optional<CanonicalLoop> L = matchCanonicalLoop(Loop, Ctx, Why, Where);
  if (!L || L->StepExpr || L->Diverges) return std::nullopt; // (its variable unchanged by the body)
  for (const Expr *Bound : {L->Lb, L->Ub})
    for (const ValueDecl *D : varsIn(Bound))
      if (!Invariant(D)) return std::nullopt;
  std::optional<StepCounts> Counts = stepCounts(Loop->getBody(), C, {});
  if (!Counts || llvm::any_of(*Counts, [](const std::pair<int, int> &N) { return N.first > 1; }))
    return std::nullopt;
  auto [First, Last] = loopVariableBounds(*L, Ctx);
  if (!First || !Last || hasOpaque(First) || hasOpaque(Last)) return std::nullopt;
  SymRef Span = L->StepSign > 0 ? Last - First : First - Last;
  SymRef Trips = Span + Sym::constant(1); // at least 0 where the code says so, else max(0, ...)
  if (!NonNegative(Trips)) Trips = Sym::binary(Sym::Max, Sym::constant(0), Trips);
  return C.Up ? CounterRange{Init, Init + Trips} : CounterRange{Init - Trips, Init};
}

} // namespace

std::optional<CounterRange> counterRangeAt(const VarDecl *V, const Expr *Access, const Stmt *Root,
                                           ASTContext &Ctx,
                                           llvm::function_ref<bool(const ValueDecl *)> Invariant,
                                           llvm::function_ref<bool(const SymRef &)> NonNegative) {
  if (!Root || !Access) return std::nullopt;
  ParentMap PM(const_cast<Stmt *>(Root));
  std::optional<Counter> C = asCounter(V, Access, Root, PM, Ctx);
  if (!C) return std::nullopt;
  // The read: one reference inside the access; a step of it must be postfix.
  References InAccess(V);
  InAccess.TraverseStmt(const_cast<Expr *>(Access));
  if (InAccess.Refs.size() != 1) return std::nullopt;
  const DeclRefExpr *Read = InAccess.Refs.front();
  const UnaryOperator *OwnStep = dyn_cast_or_null<UnaryOperator>(parentSkippingParens(PM, Read));
  if (OwnStep && !OwnStep->isIncrementDecrementOp()) OwnStep = nullptr;
  std::optional<SymRef> Init = initialValue(V, C->Declaration, PM, Ctx, Invariant);
  if (!Init) return std::nullopt;
  // A prefix step reads the stepped value: only a range of every value it holds covers it.
  if (OwnStep && OwnStep->isPrefix()) return tripCountedRange(*C, *Init, Root, PM, Ctx, Invariant, NonNegative);
  if (std::optional<SymRef> B = testedBound(*C, Access, OwnStep, false, PM, Ctx, Invariant))
    return C->Up ? CounterRange{*Init, *B} : CounterRange{*B, *Init};
  if (std::optional<CounterRange> R = anywhereRange(*C, *Init, PM, Ctx, Invariant, NonNegative)) return R;
  if (std::optional<CounterRange> R = tiedRange(*C, Read, OwnStep, Root, PM, Ctx, Invariant, NonNegative)) return R;
  return tripCountedRange(*C, *Init, Root, PM, Ctx, Invariant, NonNegative);
}

} // namespace nanocc
