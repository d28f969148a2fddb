//===- LoopDependence.cpp - Is a `#pragma nano loop` safe to run in parallel? -===//
//
// 1. canonical form (matchCanonicalLoop);
// 2. scalars written in the body and declared outside it must be reductions
//    (recognised forms or the reduction clause);
// 3. every pair of accesses (one a write) is tested for a loop-carried
//    dependence: same base -> the byte ranges of iterations i and i+k are
//    compared (ZIV when the subscript does not depend on i, strong SIV with the
//    exact distance, and a scan of nearby distances that subsumes the GCD test
//    for the small coefficients of real subscripts); different bases that may
//    alias, or accesses that cannot be bounded, are unprovable. Symbolic sizes
//    are taken as non-negative. `independent` skips step 3.
//
//===----------------------------------------------------------------------===//
#include "nanocc/LoopLowering.h"
#include "nanocc/IterationDependence.h"
#include "nanocc/ContainerBuffers.h"
#include "nanocc/EveryIteration.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/HTGAccessText.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/ReferenceArguments.h"
#include "nanocc/Summaries.h"
#include "nanocc/TaskLowering.h"

#include "clang/AST/ASTContext.h"
#include <limits>
#include <numeric>
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "nanocc/Unevaluated.h"

using namespace clang;

namespace nanocc {

namespace {

/// The period of access \p A when it is an array element whose subscript is the
/// loop variable \p Var, times and plus constants, modulo a positive constant
/// K (`a[i % 7]`, `h[(i + 1) % 16]`, `a[(2 * i) % 8]`): the number of values of
/// the variable after which the subscript repeats (K / gcd(K, factor)); 0
/// otherwise.
unsigned long long periodicSubscript(const Access &A, const Stmt *Body, const VarDecl *Var, ASTContext &Ctx) {
  struct Finder : RecursiveASTVisitor<Finder> {
    SourceLocation Loc;
    const Expr *Index = nullptr; // of `a[e]`, or of `v[e]` (a container's operator[])
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
      if (!Index && E->getBeginLoc() == Loc) Index = E->getIdx();
      return !Index;
    }
    bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
      if (!Index && E->getOperator() == OO_Subscript && E->getNumArgs() == 2 && E->getBeginLoc() == Loc)
        Index = E->getArg(1);
      return !Index;
    }
  } F;
  F.Loc = A.Loc;
  F.TraverseStmt(const_cast<Stmt *>(Body));
  if (!F.Index) return 0;
  const auto *Rem = dyn_cast<BinaryOperator>(F.Index->IgnoreParenImpCasts());
  if (!Rem || Rem->getOpcode() != BO_Rem) return 0;
  std::optional<llvm::APSInt> K = Rem->getRHS()->getIntegerConstantExpr(Ctx);
  if (!K || K->isNegative() || K->isZero()) return 0;
  const Expr *Base = Rem->getLHS()->IgnoreParenImpCasts();
  if (const auto *Plus = dyn_cast<BinaryOperator>(Base);
      Plus && (Plus->getOpcode() == BO_Add || Plus->getOpcode() == BO_Sub) &&
      Plus->getRHS()->getIntegerConstantExpr(Ctx))
    Base = Plus->getLHS()->IgnoreParenImpCasts();
  // `(c * i + d) % K` repeats every K / gcd(K, c) values of i (`(2 * i) % 8`: 4).
  unsigned long long Factor = 1;
  if (const auto *Times = dyn_cast<BinaryOperator>(Base); Times && Times->getOpcode() == BO_Mul) {
    const Expr *Other = Times->getRHS();
    std::optional<llvm::APSInt> C = Times->getLHS()->getIntegerConstantExpr(Ctx);
    if (!C) {
      C = Times->getRHS()->getIntegerConstantExpr(Ctx);
      Other = Times->getLHS();
    }
    if (!C || C->isZero() || C->getSignificantBits() > 62) return 0;
    Factor = C->abs().getZExtValue();
    Base = Other->IgnoreParenImpCasts();
  }
  const auto *DR = dyn_cast<DeclRefExpr>(Base);
  if (!DR || DR->getDecl() != Var) return 0;
  return K->getZExtValue() / std::gcd(K->getZExtValue(), Factor);
}

/// The period of a byte offset \p Lo of the form `((c * v + d) % K) * s + e`
/// in the loop variable \p Var (constants c, d, K, s, e), as a callee's
/// summary maps `cache[k]` with `k` bound to `i % 100`: K / gcd(K, c); 0
/// otherwise.
unsigned long long periodicOffset(const SymRef &Lo, const std::string &Var) {
  SymRef S = Lo;
  auto StripConstant = [](SymRef &X, bool Scale) {
    while (X && (X->K == Sym::Add || X->K == Sym::Sub || (Scale && X->K == Sym::Mul))) {
      if (constValue(X->R)) X = X->L;
      else if (X->K != Sym::Sub && constValue(X->L)) X = X->R;
      else break;
    }
  };
  StripConstant(S, /*Scale=*/true);
  if (!S || S->K != Sym::Rem) return 0;
  std::optional<int64_t> K = constValue(S->R);
  if (!K || *K <= 0) return 0;
  SymRef Base = S->L;
  StripConstant(Base, /*Scale=*/false);
  int64_t Factor = 1;
  if (Base && Base->K == Sym::Mul) {
    std::optional<int64_t> C = constValue(Base->L);
    SymRef Other = Base->R;
    if (!C) {
      C = constValue(Base->R);
      Other = Base->L;
    }
    if (!C || *C == 0 || *C == INT64_MIN) return 0;
    Factor = *C < 0 ? -*C : *C;
    Base = Other;
  }
  if (!Base || Base->K != Sym::Atom || Base->Name != Var) return 0;
  return static_cast<unsigned long long>(*K / std::gcd(*K, Factor));
}

} // namespace

namespace {

const VarDecl *declOf(const Expr *E) {
  if (!E) return nullptr;
  if (auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DR->getDecl());
  return nullptr;
}

unsigned countUses(const Stmt *S, const VarDecl *V) {
  if (!S) return 0;
  unsigned N = 0;
  if (auto *DR = dyn_cast<DeclRefExpr>(S))
    if (DR->getDecl() == V) ++N;
  for (const Stmt *C : evaluatedChildren(S)) N += countUses(C, V);
  return N;
}

bool sameExpr(const Expr *A, const Expr *B, ASTContext &Ctx) {
  return exprText(A, Ctx) == exprText(B, Ctx);
}

/// The reduction `(a < b) ? a : b` computes (Min; Max for `>`, or with the
/// branches swapped), or none.
std::optional<ReductionOp> conditionalMinMax(const ConditionalOperator *CO, ASTContext &Ctx) {
  auto *C = dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParenImpCasts());
  if (!C || !C->isRelationalOp()) return std::nullopt;
  const Expr *T = CO->getTrueExpr(), *F = CO->getFalseExpr();
  bool Less = C->getOpcode() == BO_LT || C->getOpcode() == BO_LE;
  if (sameExpr(C->getLHS(), T, Ctx) && sameExpr(C->getRHS(), F, Ctx))
    return Less ? ReductionOp::Min : ReductionOp::Max;
  if (sameExpr(C->getLHS(), F, Ctx) && sameExpr(C->getRHS(), T, Ctx))
    return Less ? ReductionOp::Max : ReductionOp::Min;
  return std::nullopt;
}

/// The reduction a call of two-argument function \p FD computes on a variable of
/// type \p VarType: the C library's fmin/fmax and std::min/std::max by their
/// names; a function of the program only by its body (`return a < b ? a : b;` of
/// its two parameters), whatever its name (a `max` that adds is no reduction),
/// whose parameters and result have the variable's type (an `int imin(int, int)`
/// would narrow a `long`'s private starting value), and that no override can replace.
std::optional<ReductionOp> minMaxFunction(const FunctionDecl *FD, QualType VarType, ASTContext &Ctx) {
  StringRef N = FD->getIdentifier() ? FD->getName() : StringRef();
  bool Library = FD->isInStdNamespace() || Ctx.getSourceManager().isInSystemHeader(FD->getLocation());
  if (Library) {
    if (N == "fmin" || N == "fminf" || N == "fminl" || N == "min") return ReductionOp::Min;
    if (N == "fmax" || N == "fmaxf" || N == "fmaxl" || N == "max") return ReductionOp::Max;
    return std::nullopt;
  }
  const FunctionDecl *Def = FD->getDefinition();
  const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  if (!Body || Body->size() != 1 || Def->getNumParams() != 2) return std::nullopt;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Def); MD && MD->isVirtual()) return std::nullopt;
  for (QualType T : {Def->getReturnType(), Def->getParamDecl(0)->getType(), Def->getParamDecl(1)->getType()})
    if (!Ctx.hasSameUnqualifiedType(T.getNonReferenceType(), VarType)) return std::nullopt;
  const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
  const auto *CO = Ret && Ret->getRetValue() ? dyn_cast<ConditionalOperator>(Ret->getRetValue()->IgnoreParenImpCasts())
                                             : nullptr;
  if (!CO) return std::nullopt;
  const auto *C = dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParenImpCasts());
  if (!C) return std::nullopt;
  const VarDecl *L = declOf(C->getLHS()), *R = declOf(C->getRHS());
  auto IsParam = [Def](const VarDecl *P) { return P == Def->getParamDecl(0) || P == Def->getParamDecl(1); };
  return L != R && IsParam(L) && IsParam(R) ? conditionalMinMax(CO, Ctx) : std::nullopt;
}

/// Recognises the reduction statements of a loop body.
class ReductionFinder : public EvaluatedCodeVisitor<ReductionFinder> {
public:
  /// \p Declared: the variables of the loop's reduction clauses and their
  /// operators; for them an update through a function that only reads
  /// (`mn = imin(mn, a[i])`) is the declared operator, as the user states.
  ReductionFinder(ASTContext &Ctx, std::map<std::string, ReductionOp> Declared, const SummaryTable &Summaries)
      : Ctx(Ctx), Declared(std::move(Declared)), Summaries(Summaries) {}
  std::map<const VarDecl *, std::pair<ReductionOp, unsigned>> Found; // op, uses covered
  std::set<const VarDecl *> Broken;
  /// Updates that convert their result to a narrower kind of value at every
  /// step (`long s; s += 0.5`, `bool b; b += x`): no reduction, since the
  /// chunks' partial results would be rounded otherwise than the elision's.
  struct Truncation {
    const Stmt *Update;
    std::string Why, Accumulate; ///< the message's reason and the type to accumulate in
  };
  std::map<const VarDecl *, Truncation> Truncating;
  std::map<const VarDecl *, const Stmt *> Pointers; ///< pointers updated like a reduction (`p += n`)
  /// Min/max updates in which a NaN value of the variable gives way to the
  /// next element (`m = fmax(m, e)`, `m = m > e ? m : e`).
  std::set<const VarDecl *> IgnoringNaN;

  /// \p Computed: the type the update computes in before it converts the
  /// result to V's type (null: V's own).
  void note(const VarDecl *V, ReductionOp Op, const Stmt *S, QualType Computed = QualType()) {
    if (!V || !V->getType()->isScalarType()) return;
    QualType T = V->getType();
    if (T->isAnyPointerType()) Pointers.emplace(V, S);
    const bool Logical = Op == ReductionOp::BitAnd || Op == ReductionOp::BitOr || Op == ReductionOp::LogAnd ||
                         Op == ReductionOp::LogOr || Op == ReductionOp::Min || Op == ReductionOp::Max;
    const bool ToBool = T->isBooleanType() && !Logical;
    const bool ToInteger = !Computed.isNull() && T->isIntegralOrEnumerationType() && !T->isBooleanType() &&
                           (Computed->isRealFloatingType() || Computed->isComplexType());
    if ((ToBool || ToInteger) && !Truncating.count(V)) {
      const PrintingPolicy &PP = Ctx.getPrintingPolicy();
      // Only updates written as expressions convert (an `if` update is min or max).
      const auto *UpdateExpr = dyn_cast<Expr>(S);
      const std::string Update = UpdateExpr ? "'" + exprText(UpdateExpr, Ctx) + "'" : "the update";
      const std::string Accumulate = Computed.isNull() ? "int" : Computed.getAsString(PP);
      Truncating[V] = {S,
                       ToBool ? Update + " converts the result to true or false at every update"
                              : Update + " computes in '" + Accumulate + "' and converts the result to '" +
                                    T.getAsString(PP) + "' at every update",
                       Accumulate};
    }
    auto It = Found.find(V);
    if (It != Found.end() && It->second.first != Op) {
      Broken.insert(V);
      return;
    }
    Found[V].first = Op;
    Found[V].second += countUses(S, V);
  }

  /// Whether the value of E is discarded: E is a statement of its own (or the
  /// increment of a for, the left operand of a comma, cast to void). An update
  /// whose value is used (`a[c++]`, `x = (s += e)`) reads V: it is no reduction.
  bool valueDiscarded(const Expr *E) {
    for (;;) {
      auto Parents = Ctx.getParents(*E);
      if (Parents.size() != 1) return false;
      const Stmt *P = Parents[0].get<Stmt>();
      if (!P) return false;
      if (isa<ParenExpr>(P) || isa<ExprWithCleanups>(P)) { E = cast<Expr>(P); continue; }
      if (auto *C = dyn_cast<CastExpr>(P)) {
        if (!C->getType()->isVoidType()) return false;
        return true;
      }
      if (auto *B = dyn_cast<BinaryOperator>(P)) {
        if (B->getOpcode() != BO_Comma) return false;
        if (B->getLHS()->IgnoreParens() == E->IgnoreParens()) return true;
        E = B; // the right operand: discarded when the comma's value is
        continue;
      }
      if (isa<Expr>(P)) return false;
      if (isa<CompoundStmt>(P) || isa<SwitchCase>(P) || isa<LabelStmt>(P) || isa<AttributedStmt>(P)) return true;
      if (auto *I = dyn_cast<IfStmt>(P)) return I->getThen() == E || I->getElse() == E;
      if (auto *F = dyn_cast<ForStmt>(P)) return F->getBody() == E || F->getInc() == E;
      if (auto *W = dyn_cast<WhileStmt>(P)) return W->getBody() == E;
      if (auto *D = dyn_cast<DoStmt>(P)) return D->getBody() == E;
      return false;
    }
  }

  bool VisitUnaryOperator(UnaryOperator *UO) {
    // c++, ++c, c--, --c as statements: c += 1 / c -= 1, a '+' reduction (counting).
    if (!UO->isIncrementDecrementOp()) return true;
    const VarDecl *V = declOf(UO->getSubExpr());
    if (!V || !V->getType()->isArithmeticType() || V->getType()->isBooleanType()) return true;
    if (valueDiscarded(UO)) note(V, ReductionOp::Add, UO);
    return true;
  }

  bool VisitCompoundAssignOperator(CompoundAssignOperator *CA) {
    const VarDecl *V = declOf(CA->getLHS());
    if (!V || countUses(CA->getRHS(), V) || !valueDiscarded(CA)) return true;
    QualType Computed = CA->getComputationResultType();
    switch (CA->getOpcode()) {
    case BO_AddAssign: case BO_SubAssign: note(V, ReductionOp::Add, CA, Computed); break;
    case BO_MulAssign: note(V, ReductionOp::Mul, CA, Computed); break;
    case BO_AndAssign: note(V, ReductionOp::BitAnd, CA, Computed); break;
    case BO_OrAssign: note(V, ReductionOp::BitOr, CA, Computed); break;
    case BO_XorAssign: note(V, ReductionOp::BitXor, CA, Computed); break;
    default: break;
    }
    return true;
  }

  /// Whether V is an operand of the chain E of operators of Op's family
  /// (+ and - together), never as the right operand of a '-'.
  static bool reaches(const Expr *E, const VarDecl *V, BinaryOperatorKind Op) {
    auto Family = [](BinaryOperatorKind K) { return K == BO_Sub ? BO_Add : K; };
    E = E->IgnoreParenImpCasts();
    if (declOf(E) == V) return true;
    auto *B = dyn_cast<BinaryOperator>(E);
    if (!B || Family(B->getOpcode()) != Family(Op)) return false;
    return reaches(B->getLHS(), V, Op) || (B->getOpcode() != BO_Sub && reaches(B->getRHS(), V, Op));
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() != BO_Assign || isa<CompoundAssignOperator>(BO)) return true;
    const VarDecl *V = declOf(BO->getLHS());
    if (!V || !valueDiscarded(BO)) return true;
    const Expr *R = BO->getRHS()->IgnoreParenImpCasts();
    if (auto *RB = dyn_cast<BinaryOperator>(R)) {
      // V = V op e, V = e op V, or a chain of the same operator (`s = s + a + b`).
      if (countUses(R, V) == 1 && reaches(R, V, RB->getOpcode())) {
        QualType Computed = RB->getType();
        switch (RB->getOpcode()) {
        case BO_Add: case BO_Sub: note(V, ReductionOp::Add, BO, Computed); break;
        case BO_Mul: note(V, ReductionOp::Mul, BO, Computed); break;
        case BO_And: note(V, ReductionOp::BitAnd, BO, Computed); break;
        case BO_Or: note(V, ReductionOp::BitOr, BO, Computed); break;
        case BO_Xor: note(V, ReductionOp::BitXor, BO, Computed); break;
        case BO_LAnd: note(V, ReductionOp::LogAnd, BO); break;
        case BO_LOr: note(V, ReductionOp::LogOr, BO); break;
        default: break;
        }
      }
      return true;
    }
    if (auto *CO = dyn_cast<ConditionalOperator>(R)) {
      // V = (V < e) ? V : e   /  V = (e > V) ? e : V  ...  (e itself without V:
      // `s = s < s - x ? s : s - x` is no reduction)
      if (countUses(R, V) == 2)
        if (std::optional<ReductionOp> Op = conditionalMinMax(CO, Ctx)) {
          note(V, *Op, BO);
          // A comparison with NaN is false: when the false branch is e, a NaN
          // value of V gives way to the next element.
          if (declOf(CO->getFalseExpr()) != V) IgnoringNaN.insert(V);
        }
      return true;
    }
    if (auto *CE = dyn_cast<CallExpr>(R))
      if (auto *FD = CE->getDirectCallee()) {
        std::optional<ReductionOp> MinMax = CE->getNumArgs() == 2 ? minMaxFunction(FD, V->getType(), Ctx) : std::nullopt;
        if (MinMax && countUses(R, V) == 1 &&
            (declOf(CE->getArg(0)) == V || declOf(CE->getArg(1)) == V)) {
          note(V, *MinMax, BO);
          // fmin/fmax ignore a NaN operand; std::min(a, b) and std::max(a, b)
          // return a when the comparison is false, as it is with a NaN.
          StringRef Name = FD->getIdentifier() ? FD->getName() : "";
          if (Name.starts_with("fmin") || Name.starts_with("fmax") ||
              ((Name == "min" || Name == "max") && declOf(CE->getArg(0)) != V))
            IgnoringNaN.insert(V);
        } else if (auto It = Declared.find(V->getNameAsString());
                   It != Declared.end() && countUses(R, V) == 1 && functionOnlyReads(FD, Summaries) &&
                   llvm::any_of(CE->arguments(), [&](const Expr *A) { return declOf(A) == V; })) {
          note(V, It->second, BO);
        }
      }
    return true;
  }

  bool VisitIfStmt(IfStmt *If) {
    // if (e > s) s = e;   (max)   if (e < s) s = e;   (min)
    // Guarded: if (g && e < s) s = e; with g not using s (an `if (g)` around it).
    if (If->getElse() || If->getInit() || If->getConditionVariable()) return true;
    const Stmt *Then = If->getThen();
    if (auto *CS = dyn_cast<CompoundStmt>(Then))
      if (CS->size() == 1) Then = CS->body_front();
    auto *A = dyn_cast<BinaryOperator>(Then);
    if (!A || A->getOpcode() != BO_Assign) return true;
    const VarDecl *V = declOf(A->getLHS());
    if (!V) return true;
    std::vector<const Expr *> Conjuncts;
    std::function<void(const Expr *)> Split = [&](const Expr *E) {
      E = E->IgnoreParenImpCasts();
      if (const auto *L = dyn_cast<BinaryOperator>(E); L && L->getOpcode() == BO_LAnd) {
        Split(L->getLHS());
        Split(L->getRHS());
      } else {
        Conjuncts.push_back(E);
      }
    };
    Split(If->getCond());
    const BinaryOperator *C = nullptr;
    for (const Expr *E : Conjuncts) {
      if (!varsIn(E).count(V)) { // a guard; after the compare it runs only when v improves
        if (C && E->HasSideEffects(Ctx)) return true;
        continue;
      }
      const auto *R = dyn_cast<BinaryOperator>(E);
      if (C || !R || !R->isRelationalOp()) return true;
      C = R;
    }
    if (!C) return true;
    bool Greater = C->getOpcode() == BO_GT || C->getOpcode() == BO_GE;
    const Expr *E = A->getRHS();
    if (declOf(C->getRHS()) == V && sameExpr(C->getLHS(), E, Ctx))
      note(V, Greater ? ReductionOp::Max : ReductionOp::Min, If);
    else if (declOf(C->getLHS()) == V && sameExpr(C->getRHS(), E, Ctx))
      note(V, Greater ? ReductionOp::Min : ReductionOp::Max, If);
    return true;
  }

private:
  ASTContext &Ctx;
  std::map<std::string, ReductionOp> Declared;
  const SummaryTable &Summaries;
};

/// How an iteration uses a scalar declared outside the loop that it writes.
enum class ScalarUse {
  WrittenFirst,    ///< every read follows a write of the same iteration, every path writes it
  SometimesWritten, ///< every read follows a write, but some path through the iteration does not write
  ReadFirst        ///< some read may see another iteration's value (or a use cannot be followed)
};

/// Follows one iteration of a loop body in evaluation order, keeping whether
/// V has certainly been written on the current path. Branches merge by "and";
/// an inner loop's body may run zero times; a switch body is checked with the
/// state at its condition (its cases are jump targets); a `continue` of the
/// body ends the iteration. Uses it cannot follow (address taken, a non-const
/// reference argument, a lambda, goto, try) make V read-first.
class WriteFirstFinder {
public:
  explicit WriteFirstFinder(const VarDecl *V) : V(V) {}

  ScalarUse classify(const Stmt *Body) {
    bool W = stmt(Body, false);
    if (!Ok) return ScalarUse::ReadFirst;
    return W && ExitsWrite ? ScalarUse::WrittenFirst : ScalarUse::SometimesWritten;
  }

private:
  const VarDecl *V;
  bool Ok = true;          ///< no read before a write so far
  bool ExitsWrite = true;  ///< every `continue` of the body is reached after a write
  unsigned LoopDepth = 0;  ///< inner loops and switches entered

  bool isV(const Expr *E) const {
    auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DR && DR->getDecl() == V;
  }
  bool mentions(const Stmt *S) const {
    if (!S) return false;
    if (auto *DR = dyn_cast<DeclRefExpr>(S))
      if (DR->getDecl() == V) return true;
    for (const Stmt *C : evaluatedChildren(S))
      if (mentions(C)) return true;
    return false;
  }
  void read(bool W) {
    if (!W) Ok = false;
  }

  /// State after evaluating E from state W.
  bool expr(const Expr *E, bool W) {
    if (!E) return W;
    E = E->IgnoreParens();
    if (auto *DR = dyn_cast<DeclRefExpr>(E)) {
      if (DR->getDecl() == V) read(W);
      return W;
    }
    if (auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isAssignmentOp() && isV(BO->getLHS())) {
        if (BO->isCompoundAssignmentOp()) read(W);
        expr(BO->getRHS(), W);
        return true;
      }
      if (BO->isLogicalOp()) {
        bool L = expr(BO->getLHS(), W);
        expr(BO->getRHS(), L); // may not run
        return L;
      }
      if (BO->getOpcode() == BO_Comma) return expr(BO->getRHS(), expr(BO->getLHS(), W));
    }
    if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() == UO_AddrOf && isV(UO->getSubExpr())) {
        Ok = false;
        return W;
      }
    }
    if (auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      bool C = expr(CO->getCond(), W);
      bool T = expr(CO->getTrueExpr(), C), F = expr(CO->getFalseExpr(), C);
      return T && F;
    }
    if (auto *CE = dyn_cast<CallExpr>(E))
      for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
        const ParmVarDecl *P = parameterOfArgument(CE, I);
        QualType T = P ? P->getType() : QualType();
        if (P && T->isReferenceType() && !T->getPointeeType().isConstQualified() && isV(CE->getArg(I))) Ok = false;
      }
    if (isa<LambdaExpr>(E) || isa<BlockExpr>(E)) {
      if (mentions(E)) Ok = false;
      return W;
    }
    for (const Stmt *C : evaluatedChildren(E))
      if (auto *CE = dyn_cast_or_null<Expr>(C)) W = expr(CE, W);
      else if (C && mentions(C)) Ok = false;
    return W;
  }

  /// State after executing S from state W (true after a jump: nothing flows on).
  bool stmt(const Stmt *S, bool W) {
    if (!S) return W;
    if (auto *E = dyn_cast<Expr>(S)) return expr(E, W);
    if (auto *C = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Child : C->body()) W = stmt(Child, W);
      return W;
    }
    if (auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D)) W = expr(VD->getInit(), W);
      return W;
    }
    if (auto *If = dyn_cast<IfStmt>(S)) {
      W = stmt(If->getInit(), W);
      if (auto *CV = If->getConditionVariableDeclStmt()) W = stmt(CV, W);
      W = expr(If->getCond(), W);
      bool T = stmt(If->getThen(), W);
      bool F = If->getElse() ? stmt(If->getElse(), W) : W;
      return T && F;
    }
    if (auto *For = dyn_cast<ForStmt>(S)) {
      W = stmt(For->getInit(), W);
      W = expr(For->getCond(), W);
      ++LoopDepth;
      stmt(For->getBody(), W);
      expr(For->getInc(), W);
      --LoopDepth;
      return W;
    }
    if (auto *Wh = dyn_cast<WhileStmt>(S)) {
      W = expr(Wh->getCond(), W);
      ++LoopDepth;
      stmt(Wh->getBody(), W);
      --LoopDepth;
      return W;
    }
    if (auto *Do = dyn_cast<DoStmt>(S)) {
      ++LoopDepth;
      bool B = stmt(Do->getBody(), W);
      --LoopDepth;
      // A break or continue in the body can skip the rest of it.
      if (containsJump(Do->getBody())) B = W;
      return expr(Do->getCond(), B);
    }
    if (auto *RF = dyn_cast<CXXForRangeStmt>(S)) {
      W = stmt(RF->getInit(), W);
      W = stmt(RF->getRangeStmt(), W);
      ++LoopDepth;
      stmt(RF->getBody(), W);
      --LoopDepth;
      return W;
    }
    if (auto *Sw = dyn_cast<SwitchStmt>(S)) {
      W = stmt(Sw->getInit(), W);
      W = expr(Sw->getCond(), W);
      ++LoopDepth;
      if (auto *Body = dyn_cast_or_null<CompoundStmt>(Sw->getBody()))
        for (const Stmt *Child : Body->body()) stmt(Child, W);
      else
        stmt(Sw->getBody(), W);
      --LoopDepth;
      return W;
    }
    if (auto *SC = dyn_cast<SwitchCase>(S)) return stmt(SC->getSubStmt(), W);
    if (isa<ContinueStmt>(S)) {
      if (LoopDepth == 0 && !W) ExitsWrite = false;
      return true;
    }
    if (isa<BreakStmt>(S)) return true;
    if (isa<NullStmt>(S)) return W;
    // goto, labels, try, asm...: not followed.
    if (mentions(S) || isa<GotoStmt, LabelStmt, IndirectGotoStmt>(S)) Ok = false;
    return W;
  }

  static bool containsJump(const Stmt *S) {
    if (!S) return false;
    if (isa<BreakStmt, ContinueStmt>(S)) return true;
    for (const Stmt *C : S->children())
      if (containsJump(C)) return true;
    return false;
  }
};

/// An access of a whole variable of a class type of the program's own (a
/// struct passed by reference to a callee that changes it), not of elements
/// or fields of it: "the same element" would not describe it.
static bool wholeClassObject(const MemRef &R) {
  if (R.Kind != BaseKind::Object || R.RecordField || !R.Var) return false;
  const RecordDecl *RD = R.Var->getType().getNonReferenceType()->getAsRecordDecl();
  const auto *CXX = dyn_cast_or_null<CXXRecordDecl>(RD);
  return RD && !(CXX && CXX->isInStdNamespace());
}

std::string baseName(const MemRef &R) {
  if (R.Var) return R.Var->getNameAsString();
  return R.ExprText;
}

/// \p Name of memory reached through \p R, with a container's or view's
/// elements named by the container (`v`, not `v.data()`).
static std::string byContainer(const MemRef &R, std::string Name) {
  return R.ContainerData ? containerOfBuffer(std::move(Name)) : Name;
}

/// Are the two container references different containers (named variables
/// that are not references or fields of them, or containers of different
/// types), whose buffers
/// therefore cannot overlap? \p ThisClass: the class of the member function
/// holding the loop, if any.
bool distinctContainers(const MemRef &A, const MemRef &B, const CXXRecordDecl *ThisClass) {
  // A container variable (`v.data()`), or a non-static container member of
  // *this named in a member function (`v_.data()`, `this->g.d.data()`: no
  // variable in the expression): distinct names are distinct objects. Through
  // a reference (`hd.res`, `hd.g.d` of `Holder &hd`) only paths from the same
  // reference are: two references may name one object.
  // The fields `Text` names from an object of type T (`.cells`, `.g.d`), through
  // no union and no reference field, appended to Path; false otherwise.
  // ... ending at a container that owns its elements: two views (`std::span` a
  // and b, bb59 1) may show one buffer whatever their names.
  auto Fields = [](QualType T, llvm::StringRef Text, std::string &Path) {
    auto Owner = [](QualType C) {
      C = C.getNonReferenceType();
      return ownsHeapBuffer(C) || holdsElementsInline(C);
    };
    while (Text.consume_front(".")) {
      llvm::StringRef Field = Text.take_while([](char C) { return isalnum(C) || C == '_'; });
      Text = Text.drop_front(Field.size());
      const RecordDecl *RD = T->getAsRecordDecl();
      const FieldDecl *FD = nullptr;
      if (RD && !RD->isUnion())
        for (const FieldDecl *F : RD->fields())
          if (F->getIdentifier() && F->getName() == Field) FD = F;
      if (!FD || FD->getType()->isReferenceType()) return false;
      T = FD->getType();
      Path += "." + Field.str();
    }
    return Text.empty() && Owner(T);
  };
  auto Named = [&](const MemRef &R) -> std::string {
    llvm::StringRef Text(R.ExprText);
    if (!Text.consume_back(".data()")) return "";
    if (R.ExprVars.empty()) {
      Text.consume_front("this->");
      std::string Path = "this";
      if (ThisClass) return Fields(QualType(ThisClass->getTypeForDecl(), 0), ("." + Text).str(), Path) ? Path : "";
      return ""; // a member of a class not known here: its type cannot be checked
    }
    auto *VD = R.ExprVars.size() == 1 ? dyn_cast<VarDecl>(*R.ExprVars.begin()) : nullptr;
    if (!VD || !Text.consume_front(VD->getName())) return "";
    const bool Reference = VD->getType()->isReferenceType();
    if (Reference && !Text.starts_with(".")) return ""; // the referenced container itself
    std::string Path = (Reference ? "reference " : "variable ") + VD->getNameAsString();
    return Fields(VD->getType().getNonReferenceType(), Text, Path) ? Path : "";
  };
  if (distinctContainerTypes(A, B)) return true;
  std::string NA = Named(A), NB = Named(B);
  // A reference parameter is bound when the call starts, before any automatic
  // variable of the call exists: it never names a container one owns (`out`
  // and a local copy; not a view, which may show any buffer).
  auto RootVar = [](const MemRef &R) {
    return R.ExprVars.size() == 1 ? dyn_cast<VarDecl>(*R.ExprVars.begin()) : nullptr;
  };
  auto EntryReferenceAndLocal = [](const VarDecl *Ref, const VarDecl *Local, llvm::StringRef LocalName) {
    return Ref && Local && isa<ParmVarDecl>(Ref) && Ref->getType()->isReferenceType() &&
           LocalName.starts_with("variable ") && Local->hasLocalStorage() &&
           Ref->getParentFunctionOrMethod() == Local->getParentFunctionOrMethod();
  };
  const VarDecl *VA = RootVar(A), *VB = RootVar(B);
  if (EntryReferenceAndLocal(VA, VB, NB) || EntryReferenceAndLocal(VB, VA, NA)) return true;
  // The root before the first field: a reference's paths compare only with its own.
  auto Root = [](llvm::StringRef Name) { return Name.take_until([](char C) { return C == '.'; }); };
  auto ThroughReference = [](llvm::StringRef Name) { return Name.starts_with("reference "); };
  if ((ThroughReference(NA) || ThroughReference(NB)) && Root(NA) != Root(NB)) return false;
  return !NA.empty() && !NB.empty() && NA != NB;
}

/// The variables the bound and step of \p L read.
std::set<const VarDecl *> boundVars(const CanonicalLoop &L) {
  struct Finder : EvaluatedCodeVisitor<Finder> {
    std::set<const VarDecl *> Out;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (auto *V = dyn_cast<VarDecl>(D->getDecl())) Out.insert(V);
      return true;
    }
    // `a.size()` of a std::array is its type's extent, whatever a holds.
    bool TraverseCXXMemberCallExpr(CXXMemberCallExpr *MC) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      const CXXRecordDecl *RD = MD ? MD->getParent() : nullptr;
      if (RD && RD->isInStdNamespace() && RD->getIdentifier() && RD->getName() == "array" && MD->getIdentifier() &&
          llvm::is_contained({"size", "max_size", "empty"}, MD->getName()))
        return true;
      return RecursiveASTVisitor::TraverseCXXMemberCallExpr(MC);
    }
    // So is `std::size(a)` of an array.
    bool TraverseCallExpr(CallExpr *C) {
      return isArrayExtentCall(C) || RecursiveASTVisitor::TraverseCallExpr(C);
    }
  } F;
  for (const Expr *E : {L.Ub, L.StepExpr})
    if (E) F.TraverseStmt(const_cast<Expr *>(E));
  return F.Out;
}

/// The local pointers of \p F that may hold the address of its local \p V: those
/// initialised or assigned from an expression naming V (`&n`) or such a pointer.
/// A parameter never holds the address of a local of the same invocation.
std::set<const ValueDecl *> localPointersTo(const VarDecl *V, const FunctionDecl *F) {
  struct Finder : RecursiveASTVisitor<Finder> {
    std::set<const ValueDecl *> Named, Holders;
    bool Changed = false;
    bool names(const Stmt *S) const {
      if (!S) return false;
      if (auto *DR = dyn_cast<DeclRefExpr>(S))
        if (Named.count(DR->getDecl())) return true;
      for (const Stmt *C : S->children())
        if (names(C)) return true;
      return false;
    }
    void note(const ValueDecl *P, const Expr *From) {
      auto *PV = dyn_cast_or_null<VarDecl>(P);
      if (!PV || isa<ParmVarDecl>(PV) || PV->hasGlobalStorage() || Holders.count(PV) || !names(From)) return;
      Holders.insert(PV);
      Named.insert(PV);
      Changed = true;
    }
    bool VisitVarDecl(VarDecl *VD) {
      note(VD, VD->getInit());
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *BO) {
      if (BO->getOpcode() == BO_Assign)
        if (auto *DR = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts())) note(DR->getDecl(), BO->getRHS());
      return true;
    }
  } Fd;
  Fd.Named.insert(V);
  do { // until no pointer copied from a holder is new
    Fd.Changed = false;
    Fd.TraverseStmt(F->getBody());
  } while (Fd.Changed);
  return Fd.Holders;
}

/// Whether \p R lies in the buffer a std::vector or std::basic_string
/// allocates (`v[i]`): no variable is stored there.
bool inAllocatedBuffer(const MemRef &R) {
  const CXXRecordDecl *RD = R.ContainerData && !R.ContainerType.isNull() ? R.ContainerType->getAsCXXRecordDecl() : nullptr;
  return RD && RD->isInStdNamespace() && RD->getIdentifier() &&
         (RD->getName() == "vector" || RD->getName() == "basic_string");
}

/// Whether the bound and step of \p L use \p V only to ask its size
/// (`v.size()`, `s.length()`, `v.empty()`): they read no element of it.
bool boundAsksOnlySize(const CanonicalLoop &L, const VarDecl *V) {
  struct Uses : EvaluatedCodeVisitor<Uses> {
    const VarDecl *V;
    int All = 0, Sizes = 0;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      All += D->getDecl() == V;
      return true;
    }
    bool VisitCXXMemberCallExpr(CXXMemberCallExpr *MC) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      const auto *Obj = MC->getImplicitObjectArgument() ? dyn_cast<DeclRefExpr>(MC->getImplicitObjectArgument()->IgnoreParenImpCasts()) : nullptr;
      if (Obj && Obj->getDecl() == V && MD && MD->getIdentifier() &&
          llvm::is_contained({"size", "length", "empty", "capacity", "max_size"}, MD->getName()))
        ++Sizes;
      return true;
    }
  } U;
  U.V = V;
  for (const Expr *E : {L.Ub, L.StepExpr})
    if (E) U.TraverseStmt(const_cast<Expr *>(E));
  return U.All == U.Sizes;
}

/// What the bound and step of a loop read: the elision reads them before every
/// iteration. Collected once per loop, for the checks below.
struct LoopControlReads {
  AccessList Reads;      ///< the bound's reads, then the step's
  size_t BoundCount = 0; ///< how many of Reads are the bound's
  /// The bound or the step, whichever Reads[I] is in.
  const Expr *in(size_t I, const CanonicalLoop &L) const { return I < BoundCount ? L.Ub : L.StepExpr; }
};

LoopControlReads loopControlReads(const CanonicalLoop &L, const AccessQuery &Q) {
  LoopControlReads C;
  for (const Expr *E : {L.Ub, L.StepExpr}) {
    if (E && !isConstantBound(E, Q.Ctx)) // a constant reads nothing at run time
      for (Access &A : collectAccesses(E, Q)) C.Reads.push_back(std::move(A));
    if (E == L.Ub) C.BoundCount = C.Reads.size();
  }
  return C;
}

/// A write of the body that may change a variable of the bound or step through
/// memory (`*pn = 50` with `pn = &n`, a call writing it), which matchCanonicalLoop
/// cannot see: it only knows direct assignments. The lowering evaluates the bound
/// once, so such a loop would run another trip count than its elision; `independent`
/// asserts nothing about it. A local counts when its address escapes, for writes
/// through a local pointer that may hold its address (or whose own address
/// escapes), a global pointer, any other
/// pointer expression or a call; a global only when the write names it (a call
/// whose summary writes it): any pointer may reach a global, and refusing every
/// loop over a global bound that writes through a pointer would refuse ordinary
/// programs. A call the file cannot see (no body, no `declare`: every global, as
/// LANGUAGE.md assumes; a callable of unknown targets) reaches a global and an
/// escaped local, which such code may have kept the address of; the C library's
/// own state (printf) reaches neither.
const Access *writeReachingBound(const CanonicalLoop &L, const AccessList &Acc, const AliasFacts &Facts,
                                 const FunctionDecl *F, const AccessList &BoundReads, const VarDecl *&BoundVar) {
  // A write into a container's allocated elements reaches the bound only where
  // they may overlap (`i < v[0]`, not `i < m.rows()` returning a field of the
  // object); a named variable's own bytes are never in such a buffer.
  auto BoundReadsBuffer = [&](const Access &W) {
    return llvm::any_of(BoundReads, [&](const Access &B) {
      return B.Ref.Kind != BaseKind::Object && mayAlias(B.Ref, W.Ref, Facts);
    });
  };
  for (const VarDecl *V : boundVars(L)) {
    if (V == L.Var || V->getType().isConstQualified()) continue;
    MemRef Bound;
    Bound.Kind = BaseKind::Object;
    Bound.Var = V;
    Bound.Unbounded = true;
    Bound.ElemType = V->getType();
    bool Local = !V->hasGlobalStorage() && Facts.Escaped.count(V);
    std::set<const ValueDecl *> Holders = Local ? localPointersTo(V, F) : std::set<const ValueDecl *>();
    auto MayHold = [&](const MemRef &R) {
      if (R.Kind != BaseKind::Pointee) return true;
      auto *P = dyn_cast<VarDecl>(R.Var);
      return !P || P->hasGlobalStorage() || Holders.count(P) > 0 || Facts.Escaped.count(P) > 0;
    };
    // Elements of a container's buffer change no size (resizing writes the object).
    bool OnlySize = boundAsksOnlySize(L, V);
    for (const Access &A : Acc) {
      if (!A.Write || (inAllocatedBuffer(A.Ref) && (OnlySize || !BoundReadsBuffer(A)))) continue;
      // A bound reading the elements of V (`i < v[0]`) is reached by writes into V's buffer.
      const bool Unseen = (A.Ref.Kind == BaseKind::AllGlobals && !A.LibraryState) ||
                          (A.Ref.Kind == BaseKind::Unknown && mayAlias(Bound, A.Ref, Facts));
      bool Reaches = A.Ref.Kind == BaseKind::Object ? A.Ref.Var == V && writeReachesReads(A, BoundReads)
                     : !OnlySize && A.Ref.ContainerData && A.Ref.ExprVars.count(V)
                         ? true
                         : Unseen ? V->hasGlobalStorage() || Local
                                  : Local && MayHold(A.Ref) && mayAlias(Bound, A.Ref, Facts);
      if (!Reaches) continue;
      BoundVar = V;
      return &A;
    }
  }
  return nullptr;
}

/// An object the bound or step of a loop reads through a pointer or a reference
/// (`v->n`, `r.size()`, `*pn`, `p[0]`, `n_` through `this`): its type, the
/// pointer or reference as written, and which of the two reads it.
struct BoundPointee {
  QualType Type;
  std::string Through;
  const Expr *In; ///< the bound or the step
};

std::vector<BoundPointee> boundPointees(const CanonicalLoop &L, const ASTContext &Ctx) {
  struct Finder : EvaluatedCodeVisitor<Finder> {
    const ASTContext *Ctx = nullptr;
    const Expr *In = nullptr;
    std::vector<BoundPointee> Out;
    void addPointee(const Expr *Pointer) {
      QualType T = Pointer->getType()->getPointeeType();
      const Expr *P = Pointer->IgnoreParenImpCasts();
      if (!T.isNull()) Out.push_back({T, isa<CXXThisExpr>(P) ? "this" : exprText(P, *Ctx), In});
    }
    bool VisitMemberExpr(MemberExpr *ME) {
      if (ME->isArrow()) addPointee(ME->getBase());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *UO) {
      if (UO->getOpcode() == UO_Deref) addPointee(UO->getSubExpr());
      return true;
    }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
      if (!AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) addPointee(AS->getBase());
      return true;
    }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl()); V && V->getType()->isReferenceType())
        Out.push_back({V->getType().getNonReferenceType(), V->getNameAsString(), In});
      return true;
    }
  } F;
  F.Ctx = &Ctx;
  for (const Expr *E : {L.Ub, L.StepExpr})
    if (E) {
      F.In = E;
      F.TraverseStmt(const_cast<Expr *>(E));
    }
  return F.Out;
}

/// A write of the body naming a global (or a call writing one) that the bound
/// may read through a pointer or reference: `i < v.size()` with `v` bound to a
/// global vector the body's call grows, `i < p->n` with `p == &G` and `G.n++`.
/// The lowering evaluates the bound once, so the loop would run another trip
/// count than its elision. Writes through other pointers are not counted (see
/// writeReachingBound); a global is written by name, so its type decides.
const Access *globalWriteReachingBound(const CanonicalLoop &L, const AccessList &Acc, const ASTContext &Ctx,
                                       const AccessList &BoundReads, std::string &Through, const VarDecl *&Global,
                                       const Expr *&Control) {
  std::vector<BoundPointee> Pointees = boundPointees(L, Ctx);
  if (Pointees.empty()) return nullptr;
  // A global of exactly the pointed-to type is the one such object in it: a
  // write of its fields apart from every field the bound and step read through
  // pointers leaves them (`G.a[i]` with `i < v->n`).
  auto FieldsApart = [&](const Access &A) {
    bool Any = false;
    for (const Access &B : BoundReads) {
      if (B.Ref.Kind == BaseKind::Object) continue;
      if (!distinctFields(B.Ref, A.Ref)) return false;
      Any = true;
    }
    return Any;
  };
  // The global a write names: its object, or a std::array whose elements it
  // writes (`GA[2].n`: they lie inside the array object).
  auto WrittenGlobal = [](const Access &A) -> const VarDecl * {
    if (A.Ref.Kind == BaseKind::Object) return dyn_cast_or_null<VarDecl>(A.Ref.Var);
    const CXXRecordDecl *C =
        A.Ref.ContainerData && !A.Ref.ContainerType.isNull() ? A.Ref.ContainerType->getAsCXXRecordDecl() : nullptr;
    if (!C || !C->isInStdNamespace() || !C->getIdentifier() || C->getName() != "array" || A.Ref.ExprVars.size() != 1)
      return nullptr;
    return dyn_cast<VarDecl>(*A.Ref.ExprVars.begin());
  };
  for (const Access &A : Acc) {
    const VarDecl *G = A.Write ? WrittenGlobal(A) : nullptr;
    if (!G || !G->hasGlobalStorage()) continue;
    for (const BoundPointee &P : Pointees)
      if (objectMayHold(G->getType(), P.Type) &&
          !(Ctx.hasSameUnqualifiedType(G->getType(), P.Type) && FieldsApart(A))) {
        Through = P.Through;
        Global = G;
        Control = P.In;
        return &A;
      }
  }
  return nullptr;
}

/// Does \p A access one scalar whose address is the same in every iteration
/// (`*out`, `s.total`, `arr[1]`)? Such an update is a reduction the user can
/// write on a local variable.
bool invariantScalarElement(const Access &A, const std::string &Var) {
  if (A.Ref.Unbounded || !A.Ref.Range.Lo || A.Text.empty()) return false;
  if (A.Ref.ElemType.isNull() || !A.Ref.ElemType->isArithmeticType()) return false;
  std::set<std::string> Atoms;
  collectAtoms(A.Ref.Range.Lo, Atoms);
  return !Atoms.count(Var);
}

/// "writes", "reads" or "reads and writes", for messages.
std::string accessVerb(const Access &A) {
  return A.Read && A.Write ? "reads and writes" : A.Write ? "writes" : "reads";
}

/// The memory \p A names, as the user wrote it, for messages: for the lvalue
/// of a `declare` list that a call of the loop body reaches
/// (declaredLvalueAccess: its address is the base), that lvalue with the
/// call's arguments (`vs[i].d[0:vs[i].n]`); else the base's name.
std::string shownMemory(const Access &A, const Stmt *Body, ASTContext &Ctx, const SummaryTable &Summaries) {
  if (A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals) return A.Text; // no base: the access
  if (A.Ref.Kind != BaseKind::PointeeExpr) return baseName(A.Ref);
  struct CallsAt : RecursiveASTVisitor<CallsAt> {
    SourceLocation Loc;
    const SourceManager *SM = nullptr;
    std::vector<const CallExpr *> Found;
    bool VisitCallExpr(CallExpr *CE) {
      if (SM->getExpansionLoc(CE->getBeginLoc()) == Loc) Found.push_back(CE);
      return true;
    }
  } Calls;
  Calls.Loc = A.Loc;
  Calls.SM = &Ctx.getSourceManager();
  Calls.TraverseStmt(const_cast<Stmt *>(Body));
  for (const CallExpr *CE : Calls.Found) {
    AccessList Mapped;
    callAccesses(CE, Ctx, &Summaries, Mapped, /*ContainerElements=*/true);
    for (const Access &M : Mapped)
      if (M.Ref.Kind == BaseKind::PointeeExpr && M.Ref.ExprText == A.Ref.ExprText && !M.Text.empty()) return M.Text;
  }
  return baseName(A.Ref);
}

/// How a write reaches memory, for messages: the pointer of `*p`, else the expression.
/// The variable \p Name designates at the loop \p For of \p F: a local declared
/// before it in an enclosing block or for-init, a parameter, or a variable of
/// an enclosing class, namespace or the file. Null when it designates none.
const VarDecl *variableVisibleAt(const ForStmt *For, const FunctionDecl *F, llvm::StringRef Name,
                                 ASTContext &Ctx) {
  auto Named = [&](const Decl *D) -> const VarDecl * {
    const auto *VD = dyn_cast<VarDecl>(D);
    return VD && VD->getIdentifier() && VD->getName() == Name ? VD : nullptr;
  };
  auto DeclaredBy = [&](const Stmt *S) -> const VarDecl * {
    const VarDecl *Found = nullptr;
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const VarDecl *V = Named(D)) Found = V;
    return Found;
  };
  const Stmt *Child = For;
  for (;;) {
    auto Parents = Ctx.getParents(*Child);
    const Stmt *P = Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
    if (!P) break;
    const VarDecl *Found = nullptr;
    if (const auto *CS = dyn_cast<CompoundStmt>(P)) {
      for (const Stmt *S : CS->body()) {
        if (S == Child) break;
        if (const VarDecl *V = DeclaredBy(S)) Found = V; // the innermost declaration wins
      }
    } else if (const auto *FS = dyn_cast<ForStmt>(P); FS && FS->getInit() != Child) {
      Found = DeclaredBy(FS->getInit());
    }
    if (Found) return Found;
    Child = P;
  }
  for (const ParmVarDecl *P : F->parameters())
    if (Named(P)) return P;
  for (const DeclContext *DC = F->getDeclContext(); DC; DC = DC->getParent())
    for (const Decl *D : DC->decls())
      if (const VarDecl *V = Named(D)) return V;
  return nullptr;
}

std::string writtenThrough(const Access &A) {
  if (A.Ref.Kind == BaseKind::Pointee && A.Ref.Var) return A.Ref.Var->getNameAsString();
  if (A.Ref.Kind == BaseKind::PointeeExpr) return A.Ref.ExprText;
  return A.Text;
}

using Wide = __int128;

Wide floorDiv(Wide A, Wide B) { return A / B - ((A % B != 0) && ((A < 0) != (B < 0))); }
Wide ceilDiv(Wide A, Wide B) { return -floorDiv(-A, B); }

/// g = gcd(a, b) = a * x + b * y.
Wide extendedGcd(Wide A, Wide B, Wide &X, Wide &Y) {
  if (B == 0) {
    X = A < 0 ? -1 : 1, Y = 0;
    return A < 0 ? -A : A;
  }
  Wide X1, Y1;
  Wide G = extendedGcd(B, A % B, X1, Y1);
  X = Y1, Y = X1 - (A / B) * Y1;
  return G;
}

/// Whether two iterations t != u, both in [0, Trip) (or any integers when
/// Trip is unknown), solve SA * t - SB * u = D.
bool distinctIterationsSolve(Wide SA, Wide SB, Wide D, std::optional<int64_t> Trip) {
  auto InRange = [&](Wide T) { return !Trip || (T >= 0 && T < *Trip); };
  const bool SeveralIterations = !Trip || *Trip >= 2;
  if (SA == 0 && SB == 0) return D == 0 && SeveralIterations;
  if (SB == 0) return D % SA == 0 && InRange(D / SA) && SeveralIterations; // u: any other iteration
  if (SA == 0) return D % SB == 0 && InRange(-D / SB) && SeveralIterations;
  Wide X, Y;
  Wide G = extendedGcd(SA, -SB, X, Y); // SA * X - SB * Y = G
  if (D % G != 0) return false;
  // t = T0 + (SB / G) k, u = U0 + (SA / G) k.
  Wide T0 = X * (D / G), U0 = Y * (D / G), DT = SB / G, DU = SA / G;
  Wide KLo = std::numeric_limits<int64_t>::min(), KHi = std::numeric_limits<int64_t>::max();
  if (Trip) {
    for (auto [Base, Delta] : {std::pair(T0, DT), std::pair(U0, DU)}) {
      // 0 <= Base + Delta k <= Trip - 1
      Wide Lo = Delta > 0 ? ceilDiv(-Base, Delta) : ceilDiv(*Trip - 1 - Base, Delta);
      Wide Hi = Delta > 0 ? floorDiv(*Trip - 1 - Base, Delta) : floorDiv(-Base, Delta);
      KLo = std::max(KLo, Lo), KHi = std::min(KHi, Hi);
    }
    if (KLo > KHi) return false;
  }
  // t == u at T0 - U0 + (DT - DU) k = 0: every k when DT == DU and T0 == U0,
  // else at most one k.
  if (DT == DU) return T0 != U0;
  if (KHi > KLo) return true;
  return T0 - U0 + (DT - DU) * KLo != 0;
}

/// Exact test for two accesses of constant lengths whose starts are affine in
/// the iteration number: A at A0 + SA * t, LA bytes; B at B0 + SB * u, LB bytes.
/// True when some iterations t != u make them overlap; nullopt when the
/// offsets to try are too many.
std::optional<bool> overlapInDistinctIterations(Wide A0, Wide SA, Wide LA, Wide B0, Wide SB, Wide LB,
                                                std::optional<int64_t> Trip) {
  if (LA <= 0 || LB <= 0) return false;
  // Overlap: -LA < (A0 + SA t) - (B0 + SB u) < LB, so SA t - SB u = D for a D
  // in (B0 - A0 - LA, B0 - A0 + LB), of the residue class the gcd allows.
  Wide G = std::gcd(static_cast<int64_t>(SA < 0 ? -SA : SA), static_cast<int64_t>(SB < 0 ? -SB : SB));
  Wide Lo = B0 - A0 - LA + 1, Hi = B0 - A0 + LB - 1;
  if (G == 0) return distinctIterationsSolve(SA, SB, 0, Trip) && Lo <= 0 && 0 <= Hi;
  Wide First = ceilDiv(Lo, G) * G;
  if ((Hi - First) / G > 65536) return std::nullopt;
  for (Wide D = First; D <= Hi; D += G)
    if (distinctIterationsSolve(SA, SB, D, Trip)) return true;
  return false;
}

/// The text of the last subscript of an access written `x[...]`, else empty.
std::string lastSubscriptText(llvm::StringRef Text) {
  if (!Text.ends_with("]")) return "";
  int Depth = 0;
  for (size_t I = Text.size(); I-- > 0;) {
    Depth += Text[I] == ']' ? 1 : Text[I] == '[' ? -1 : 0;
    if (Depth == 0) return Text.substr(I + 1, Text.size() - I - 2).trim().str();
  }
  return "";
}

/// What a dependence found between rows means when an element of an inner
/// container (`t[i][j]` of a std::vector of std::vector) stands for its whole
/// row. Both accesses must be such elements (not a row passed whole,
/// `fillrow(m[i + 1])`). Rows that meet under different last subscripts
/// (`t[i][j]` and `t[i - 1][j - 1]`) prove nothing of elements: Unprovable.
/// One row in every iteration (`t[i][j]` over j, i fixed) under one last
/// subscript moving with the variable alone (`j`, `2 * j + 1`) gives each
/// iteration an element of its own: OwnElements.
enum class InnerRows { NotRows, OwnElements, Unprovable };
InnerRows innerRowsVerdict(const Access &A, const Access &B, const std::string &Var) {
  const std::string SA = lastSubscriptText(A.Text), SB = lastSubscriptText(B.Text);
  auto Element = [](const Access &X, const std::string &Subscript) {
    return !X.Ref.ElemType.isNull() && !X.Ref.ElemType->isRecordType() && !Subscript.empty();
  };
  if (!(A.Ref.NestedBuffers || B.Ref.NestedBuffers) || !Element(A, SA) || !Element(B, SB)) return InnerRows::NotRows;
  if (SA != SB) return InnerRows::Unprovable;
  auto MovesAlone = [&](const std::string &Subscript) {
    SymRef S = parseSymText(Subscript);
    std::set<std::string> Atoms;
    collectAtoms(S, Atoms);
    if (hasOpaque(S) || Atoms != std::set<std::string>{Var} || !isAffineIn(S, Var)) return false;
    auto At = [&](int64_t V) { return evaluate(S, {{Var, V}}); };
    return At(0) && At(1) && *At(0) != *At(1);
  };
  auto SameRow = [&](const Access &X) {
    std::set<std::string> Atoms;
    if (X.Ref.Range.Lo) collectAtoms(X.Ref.Range.Lo, Atoms);
    return !Atoms.count(Var) && !hasOpaque(X.Ref.Range.Lo);
  };
  if (A.Ref.NestedBuffers && B.Ref.NestedBuffers && MovesAlone(SA) && SameRow(A) && SameRow(B) &&
      sameSym(A.Ref.Range.Lo, B.Ref.Range.Lo))
    return InnerRows::OwnElements;
  return InnerRows::NotRows;
}

} // namespace

CarriedVerdict carriedDependence(const Access &A, const Access &B, const std::string &Var, int64_t Step,
                                 bool &Symbolic, const IterationValues &Values) {
  const SymRef LoA = A.Ref.Range.Lo, LenA = A.Ref.Range.Len;
  const SymRef LoB = B.Ref.Range.Lo, LenB = B.Ref.Range.Len;
  if (A.Ref.Unbounded || B.Ref.Unbounded || !LenA || !LenB) return CarriedVerdict::Unprovable;
  for (const SymRef &S : {LoA, LenA, LoB, LenB})
    if (hasOpaque(S) || !isAffineIn(S, Var)) return CarriedVerdict::Unprovable;
  const bool Bounded = Values.Start && Values.End && !hasOpaque(Values.Start) && !hasOpaque(Values.End);
  // Expressions 0..3: LoA, LenA, LoB, LenB; 4, 5: the loop's first and last
  // values (when known); the loop variable is not sampled.
  std::vector<SymRef> Exprs{LoA, LenA, LoB, LenB};
  if (Bounded) {
    Exprs.push_back(Values.Start);
    Exprs.push_back(Values.End);
  }
  // Then the accesses' in-bounds facts that do not vary with the loop.
  const size_t FirstFact = Exprs.size();
  for (const Access *X : {&A, &B})
    for (const SymRef &Fact : X->InBounds) {
      std::set<std::string> Atoms;
      collectAtoms(Fact, Atoms);
      if (!Atoms.count(Var)) Exprs.push_back(Fact);
    }
  SymEvaluator Ev(Exprs);
  const int VarSlot = Ev.slotOf(Var);
  std::set<std::string> AccessAtoms; // the loop's bounds do not make a dependence symbolic
  for (const SymRef &S : {LoA, LenA, LoB, LenB}) collectAtoms(S, AccessAtoms);
  AccessAtoms.erase(Var);
  Symbolic = !AccessAtoms.empty();
  bool Found = false;
  std::vector<int64_t> Env, Ks;
  Ev.forEachSample(/*NonNegative=*/true, VarSlot, [&](const int64_t *Env0) {
    Env.assign(Env0, Env0 + Ev.atoms().size() + 1);
    for (size_t F = FirstFact; F < Exprs.size(); ++F)
      if (auto Fact = Ev.eval(F, Env.data()); !Fact || *Fact < 0) return true; // an access out of its array
    // Every bound is affine in Var (checked above): with the other atoms fixed
    // it is Base + Slope * Var, so two evaluations give its value at every Var.
    int64_t Base[4], Slope[4];
    for (size_t E = 0; E < 4; ++E) {
      if (VarSlot >= 0) Env[VarSlot] = 0;
      auto V0 = Ev.eval(E, Env.data());
      if (VarSlot >= 0) Env[VarSlot] = 1;
      auto V1 = Ev.eval(E, Env.data());
      if (!V0 || !V1) return true; // undefined sample: no evidence
      Base[E] = *V0;
      Slope[E] = *V1 - *V0;
    }
    // The iterations of this sample: Trip values First + Direction * Step * t.
    std::optional<int64_t> First, Trip;
    if (Bounded) {
      auto S = Ev.eval(4, Env.data()), E = Ev.eval(5, Env.data());
      if (S && E) {
        int64_t Span = (*E - *S) * Values.Direction;
        if (Span < 0) return true; // no iteration at all
        First = *S;
        Trip = Span / Step + 1;
      }
    }
    auto ValueAt = [&](int64_t T) { return *First + Values.Direction * Step * T; };
    auto IsIteration = [&](int64_t I) {
      if (!Trip) return true;
      int64_t Offset = (I - *First) * Values.Direction;
      return Offset >= 0 && Offset % Step == 0 && Offset / Step < *Trip;
    };
    auto At = [&](size_t Expr, int64_t I) -> std::optional<int64_t> {
      return Base[Expr] + Slope[Expr] * I;
    };
    auto Overlap = [&](int64_t I, int64_t J) {
      if (!IsIteration(I) || !IsIteration(J)) return false;
      auto A0 = At(0, I), AL = At(1, I), B0 = At(2, J), BL = At(3, J);
      if (!A0 || !AL || !B0 || !BL || *AL <= 0 || *BL <= 0) return false;
      return *A0 < *B0 + *BL && *B0 < *A0 + *AL;
    };
    // Constant lengths: the exact test over the iterations (Trip of them from
    // First, or any integers when the bounds are not known), whatever the
    // slopes (`a[2 * i]` against `a[3 * i]`: iterations 3 and 2, bb69 1).
    // Unknown bounds: any values of the loop variable (as the scan below
    // takes them).
    if (Slope[1] == 0 && Slope[3] == 0) {
      Wide VStep = First ? static_cast<Wide>(Values.Direction) * Step : 1, F = First ? *First : 0;
      std::optional<bool> Overlaps = overlapInDistinctIterations(
          Base[0] + static_cast<Wide>(Slope[0]) * F, Slope[0] * VStep, Base[1],
          Base[2] + static_cast<Wide>(Slope[2]) * F, Slope[2] * VStep, Base[3], First ? Trip : std::nullopt);
      if (Overlaps && *Overlaps) {
        Found = true;
        return false;
      }
      if (Overlaps) return true;
    }
    if (Trip && *Trip <= 128) { // every pair of iterations
      for (int64_t T = 0; T < *Trip; ++T)
        for (int64_t U = 0; U < *Trip; ++U)
          if (T != U && Overlap(ValueAt(T), ValueAt(U))) {
            Found = true;
            return false;
          }
      return true;
    }
    std::vector<int64_t> Starts{0, 1, 7};
    if (Trip) Starts = {ValueAt(0), ValueAt(1), ValueAt(7), ValueAt(*Trip - 1), ValueAt(*Trip - 2)};
    for (int64_t I0 : Starts) {
      Ks.clear(); // distances tried (duplicates are harmless)
      for (int64_t K = 1; K <= 64; ++K) Ks.push_back(K * Step);
      // Strong SIV: the exact distance, wherever it is.
      auto CA = At(0, I0 + 1), CA0 = At(0, I0), DB = At(2, I0);
      if (CA && CA0 && DB && *CA != *CA0) {
        int64_t Coef = *CA - *CA0, D = (*DB - *CA0) / Coef;
        for (int64_t K = D - 2; K <= D + 2; ++K)
          if (K != 0 && K % Step == 0) Ks.push_back(K > 0 ? K : -K);
      }
      for (int64_t K : Ks)
        if (Overlap(I0, I0 + K) || Overlap(I0 + K, I0) || Overlap(I0, I0 - K) || Overlap(I0 - K, I0)) {
          Found = true;
          return false;
        }
    }
    return true;
  });
  return Found ? CarriedVerdict::Dependent : CarriedVerdict::Independent;
}

namespace {

// True when, over the loop's iterations (Values: first and last value of Var),
// subscripts SA and SB (affine in Var) never take a common value: each spans
// the interval between its values at the first and the last iteration, and the
// two intervals are apart in every sample of the other atoms. Row k and rows
// k+1..n-1 of `a[i][j] -= f * a[k][j]` for i from k + 1.
bool disjointOverIterations(const SymRef &SA, const SymRef &SB, const std::string &Var,
                            const IterationValues &Values) {
  if (!Values.Start || !Values.End || hasOpaque(Values.Start) || hasOpaque(Values.End)) return false;
  SymEvaluator Ev({SA, SB, Values.Start, Values.End});
  const int VarSlot = Ev.slotOf(Var);
  if (VarSlot < 0) return false;
  bool Checked = false;
  std::vector<int64_t> Env;
  bool Apart = Ev.forEachSample(/*NonNegative=*/true, VarSlot, [&](const int64_t *Env0) {
    Env.assign(Env0, Env0 + Ev.atoms().size() + 1);
    auto First = Ev.eval(2, Env.data()), Last = Ev.eval(3, Env.data());
    if (!First || !Last) return false;
    if ((*Last - *First) * Values.Direction < 0) return true; // no iteration in this sample
    auto Span = [&](size_t E) -> std::optional<std::pair<int64_t, int64_t>> {
      Env[VarSlot] = *First;
      auto V0 = Ev.eval(E, Env.data());
      Env[VarSlot] = *Last;
      auto V1 = Ev.eval(E, Env.data());
      if (!V0 || !V1) return std::nullopt;
      return std::pair(std::min(*V0, *V1), std::max(*V0, *V1));
    };
    auto RA = Span(0), RB = Span(1);
    if (!RA || !RB) return false;
    Checked = true;
    return RA->second < RB->first || RB->second < RA->first;
  });
  return Apart && Checked;
}

} // namespace

// Elements that differ in one subscript differ, provided every subscript but the
// first stays within its dimension — what C's array indexing requires.
bool independentByDimension(const Access &A, const Access &B, const std::string &Var, int64_t Step,
                            const std::set<std::string> &Varying, const IterationValues &Values) {
  if (A.Subscripts.empty() || A.Subscripts.size() != B.Subscripts.size()) return false;
  for (size_t D = 0; D < A.Subscripts.size(); ++D) {
    const SymRef &SA = A.Subscripts[D], &SB = B.Subscripts[D];
    if (!SA || !SB || !isAffineIn(SA, Var) || !isAffineIn(SB, Var)) continue;
    std::set<std::string> Atoms;
    collectAtomVariables(SA, Atoms);
    collectAtomVariables(SB, Atoms);
    if (std::any_of(Atoms.begin(), Atoms.end(), [&](const std::string &N) { return Varying.count(N) > 0; }))
      continue;
    if (disjointOverIterations(SA, SB, Var, Values)) return true;
    SymEvaluator Ev({SA, SB});
    const int VarSlot = Ev.slotOf(Var);
    if (VarSlot < 0) continue;
    std::optional<int64_t> Coef, Diff;
    std::vector<int64_t> Env;
    bool Linear = Ev.forEachSample(/*NonNegative=*/true, VarSlot, [&](const int64_t *Env0) {
      Env.assign(Env0, Env0 + Ev.atoms().size() + 1);
      Env[VarSlot] = 0;
      auto A0 = Ev.eval(0, Env.data()), B0 = Ev.eval(1, Env.data());
      Env[VarSlot] = 1;
      auto A1 = Ev.eval(0, Env.data()), B1 = Ev.eval(1, Env.data());
      if (!A0 || !B0 || !A1 || !B1) return false;
      int64_t CA = *A1 - *A0, CB = *B1 - *B0, Delta = *A0 - *B0;
      if (CA != CB || CA == 0 || (Coef && (*Coef != CA || *Diff != Delta))) return false;
      Coef = CA;
      Diff = Delta;
      return true;
    });
    if (!Linear || !Coef) continue;
    // a*v1 + cA == a*v2 + cB  <=>  v2 - v1 == (cA - cB) / a: a dependence needs that
    // distance to be a whole, non-zero multiple of the step.
    if (*Diff % *Coef != 0) return true;
    int64_t Distance = *Diff / *Coef;
    if (Distance == 0 || Distance % Step != 0) return true;
  }
  return false;
}

bool independentBySpans(const Access &A, const Access &B, const std::string &Var, int64_t Step,
                        const IterationValues &Values) {
  const size_t Dims = A.SubscriptSpans.size();
  if (Dims < 2 || B.SubscriptSpans.size() != Dims || !Values.Start || !Values.End) return false;
  // Expressions: per dimension A's Lo, Len, B's Lo, Len; then the first and last values.
  std::vector<SymRef> Exprs;
  for (size_t D = 0; D < Dims; ++D)
    for (const SymRange *R : {&A.SubscriptSpans[D], &B.SubscriptSpans[D]}) {
      if (!R->Lo || !R->Len) return false;
      Exprs.push_back(R->Lo);
      Exprs.push_back(R->Len);
    }
  Exprs.push_back(Values.Start);
  Exprs.push_back(Values.End);
  for (const SymRef &S : Exprs)
    if (hasOpaque(S)) return false;
  SymEvaluator Ev(Exprs);
  const int VarSlot = Ev.slotOf(Var);
  if (VarSlot < 0) return false; // the same spans in every iteration: nothing to separate
  constexpr int64_t Exhaustive = 96, Edge = 48;
  bool Checked = false;
  std::vector<int64_t> Env;
  std::vector<int64_t> Iterations;
  // Spans[t][4 * D + k]: A's lo, A's end, B's lo, B's end in dimension D at iteration t.
  std::vector<std::vector<int64_t>> Spans;
  bool Independent = Ev.forEachSample(/*NonNegative=*/true, VarSlot, [&](const int64_t *Env0) {
    Env.assign(Env0, Env0 + Ev.atoms().size() + 1);
    auto First = Ev.eval(4 * Dims, Env.data()), Last = Ev.eval(4 * Dims + 1, Env.data());
    if (!First || !Last) return false;
    int64_t Span = (*Last - *First) * Values.Direction;
    if (Span < 0) return true; // no iteration in this sample
    int64_t Trip = Span / Step + 1;
    Iterations.clear();
    for (int64_t T = 0; T < Trip; ++T) {
      if (Trip > Exhaustive && T == Edge) T = Trip - Edge;
      Iterations.push_back(*First + Values.Direction * Step * T);
    }
    Spans.assign(Iterations.size(), std::vector<int64_t>(4 * Dims));
    for (size_t T = 0; T < Iterations.size(); ++T) {
      Env[VarSlot] = Iterations[T];
      for (size_t E = 0; E < 4 * Dims; E += 2) {
        auto Lo = Ev.eval(E, Env.data()), Len = Ev.eval(E + 1, Env.data());
        if (!Lo || !Len) return false;
        Spans[T][E] = *Lo;
        Spans[T][E + 1] = *Lo + std::max<int64_t>(*Len, 0);
      }
    }
    Checked = true;
    for (size_t T = 0; T < Iterations.size(); ++T)
      for (size_t U = 0; U < Iterations.size(); ++U) {
        if (T == U) continue;
        bool Meet = true; // A in iteration T, B in iteration U
        for (size_t D = 0; D < Dims && Meet; ++D) {
          const int64_t *X = &Spans[T][4 * D], *Y = &Spans[U][4 * D];
          Meet = X[0] < X[1] && Y[2] < Y[3] && X[0] < Y[3] && Y[2] < X[1];
        }
        if (Meet) return false;
      }
    return true;
  });
  return Independent && Checked;
}

IterationSpace iterationSpaceOf(const Stmt *Loop, ASTContext &Ctx) {
  IterationSpace L;
  for (const ValueDecl *V : modifiedVars(Loop)) L.Varying.insert(V->getNameAsString());
  struct Declared : RecursiveASTVisitor<Declared> {
    std::set<std::string> *Out;
    bool VisitVarDecl(VarDecl *VD) {
      Out->insert(VD->getNameAsString());
      return true;
    }
  } D;
  D.Out = &L.Varying;
  D.TraverseStmt(const_cast<Stmt *>(Loop));
  if (auto *Range = dyn_cast<CXXForRangeStmt>(Loop)) {
    const VarDecl *Element = Range->getLoopVariable();
    // Not a pointer element: what it points to may be the same in two iterations.
    QualType ElementType = Element ? Element->getType().getNonReferenceType() : QualType();
    if (Element && Element->getType()->isReferenceType() && !ElementType->isPointerType() &&
        !ElementType->isIncompleteType() && !ElementType->isDependentType() && Range->getRangeInit() &&
        holdsDistinctElements(Range->getRangeInit()->getType()))
      L.DistinctObjects[Element] = Ctx.getTypeSizeInChars(ElementType).getQuantity();
  }
  auto *For = dyn_cast<ForStmt>(Loop);
  if (!For) return L;
  std::string Why;
  SourceLocation Where;
  auto C = matchCanonicalLoop(For, Ctx, Why, Where);
  // The variable moves by its step only if the body leaves it alone.
  if (!C || modifiedVars(For->getBody()).count(C->Var)) return L;
  L.Var = C->Var->getNameAsString();
  if (C->StepExpr) {
    Expr::EvalResult ER;
    if (!C->StepExpr->EvaluateAsInt(ER, Ctx)) {
      L.Var.clear(); // a step unknown at compile time: distances cannot be tested
      return L;
    }
    L.Step = std::max<int64_t>(1, std::abs(ER.Val.getInt().getExtValue()));
  }
  L.Varying.erase(L.Var);
  return L;
}

/// For accesses \p A and \p B to elements of one std::vector by index
/// (MemRef::ContainerElement `v[e]`, `v.at(e)`): whether they are apart in
/// different iterations of \p L, compared as the elements of an array; no
/// answer for other accesses.
static std::optional<bool> containerElementsApart(const Access &A, const Access &B, const IterationSpace &L) {
  if (!A.Ref.ContainerElement || !B.Ref.ContainerElement || A.Ref.Kind != B.Ref.Kind || A.Ref.Var != B.Ref.Var ||
      !A.Ref.Var || L.Var.empty())
    return std::nullopt;
  auto Index = [](const Expr *Element) -> const Expr * {
    const auto *Call = dyn_cast<CXXOperatorCallExpr>(Element->IgnoreParens());
    if (Call && Call->getOperator() == OO_Subscript && Call->getNumArgs() == 2) return Call->getArg(1);
    const auto *Member = dyn_cast<CXXMemberCallExpr>(Element->IgnoreParens());
    if (Member && Member->getMethodDecl() && Member->getMethodDecl()->getIdentifier() &&
        Member->getMethodDecl()->getName() == "at" && Member->getNumArgs() == 1)
      return Member->getArg(0);
    return nullptr;
  };
  const Expr *IA = Index(A.Ref.ContainerElement), *IB = Index(B.Ref.ContainerElement);
  if (!IA || !IB) return std::nullopt;
  ASTContext &Ctx = A.Ref.Var->getASTContext();
  Access EA = A, EB = B;
  for (auto [E, Idx] : {std::pair<Access *, const Expr *>{&EA, IA}, {&EB, IB}}) {
    E->Ref.Range.Lo = toSym(Idx, Ctx);
    E->Ref.Range.Len = Sym::constant(1);
    E->Ref.Unbounded = false;
    std::set<std::string> Atoms;
    collectAtomVariables(E->Ref.Range.Lo, Atoms);
    if (hasOpaque(E->Ref.Range.Lo)) return std::nullopt;
    for (const std::string &N : Atoms)
      if (L.Varying.count(N)) return std::nullopt; // the index changes otherwise than with the loop
  }
  bool Symbolic = false;
  return carriedDependence(EA, EB, L.Var, L.Step, Symbolic) == CarriedVerdict::Independent;
}

bool mayConflictAcrossIterations(const Access &A, const Access &B, const IterationSpace &L,
                                 const AliasFacts &Facts) {
  if (!A.Write && !B.Write) return false;
  auto Varies = [&](const std::string &Name) { return Name == L.Var || L.Varying.count(Name) > 0; };
  // Bases first, ranges ignored: bases that cannot overlap never do, in any iteration.
  MemRef WholeA = A.Ref, WholeB = B.Ref;
  WholeA.Unbounded = WholeB.Unbounded = true;
  if (!mayAlias(WholeA, WholeB, Facts)) return false;
  // Two elements of one std::vector (`v[i]` written by the task, `v[i]` read
  // to create the next): by their indices, as elements of an array.
  if (std::optional<bool> Apart = containerElementsApart(A, B, L)) return !*Apart;
  bool SameBase = A.Ref.Kind == B.Ref.Kind && A.Ref.Var == B.Ref.Var && A.Ref.ExprText == B.Ref.ExprText &&
                  (A.Ref.Kind == BaseKind::Object || A.Ref.Kind == BaseKind::Pointee ||
                   A.Ref.Kind == BaseKind::PointeeExpr);
  if (!SameBase) return true; // may alias at an offset nobody knows
  // Another element of the range in each iteration (a reference: its
  // referent), for accesses inside the element (not `(&row)[1]`).
  if (auto Element = A.Ref.Var ? L.DistinctObjects.find(A.Ref.Var) : L.DistinctObjects.end();
      Element != L.DistinctObjects.end() && (A.Ref.Kind == BaseKind::Object || A.Ref.Kind == BaseKind::Pointee)) {
    auto Inside = [&](const MemRef &R) {
      std::optional<int64_t> Lo = constValue(R.Range.Lo), Len = R.Range.Len ? constValue(R.Range.Len) : std::nullopt;
      return !R.Unbounded && Lo && Len && *Lo >= 0 && *Lo + *Len <= Element->second;
    };
    if (Inside(A.Ref) && Inside(B.Ref)) return false;
  }
  // A pointer base that changes between iterations is a different base.
  if (A.Ref.Kind == BaseKind::Pointee && Varies(A.Ref.Var->getNameAsString())) return true;
  if (A.Ref.Kind == BaseKind::PointeeExpr)
    for (const ValueDecl *V : A.Ref.ExprVars)
      if (Varies(V->getNameAsString())) return true;
  if (A.Ref.Unbounded || B.Ref.Unbounded || !A.Ref.Range.Len || !B.Ref.Range.Len) return true;
  if (!L.Var.empty() && independentByDimension(A, B, L.Var, L.Step, L.Varying)) return false;
  std::set<std::string> Atoms;
  for (const SymRef &S : {A.Ref.Range.Lo, A.Ref.Range.Len, B.Ref.Range.Lo, B.Ref.Range.Len})
    collectAtomVariables(S, Atoms);
  for (const std::string &N : Atoms)
    if (L.Varying.count(N)) return true;
  // Ranges that do not move are the same in every iteration.
  if (L.Var.empty() || !Atoms.count(L.Var)) return mayAlias(A.Ref, B.Ref, Facts);
  bool Symbolic = false;
  return carriedDependence(A, B, L.Var, L.Step, Symbolic) != CarriedVerdict::Independent;
}

/// Where the function \p F assigns a pointer the address of a named variable
/// (`gp = &local;`): pointer, then variable, both by variableIdentity. For
/// messages only: they name the variable a write through the pointer may reach.
using StoredAddresses = std::map<const ValueDecl *, std::map<const ValueDecl *, SourceLocation>>;
static StoredAddresses storedAddresses(const FunctionDecl *F) {
  struct Finder : RecursiveASTVisitor<Finder> {
    StoredAddresses Found;
    bool VisitBinaryOperator(BinaryOperator *BO) {
      const auto *Pointer = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
      const auto *Addr = dyn_cast<UnaryOperator>(BO->getRHS()->IgnoreParenCasts());
      const auto *Target =
          Addr && Addr->getOpcode() == UO_AddrOf ? dyn_cast<DeclRefExpr>(Addr->getSubExpr()->IgnoreParens()) : nullptr;
      if (BO->getOpcode() == BO_Assign && Pointer && Target && Pointer->getType()->isPointerType() &&
          isa<VarDecl>(Target->getDecl()))
        Found[variableIdentity(Pointer->getDecl())].emplace(variableIdentity(Target->getDecl()),
                                                            BO->getOperatorLoc());
      return true;
    }
  } Finder;
  if (F && F->getBody()) Finder.TraverseStmt(F->getBody());
  return std::move(Finder.Found);
}

bool checkParallelLoop(LoweringContext &LC, const NanoPragma &P, const ForStmt *For,
                       const FunctionDecl *F, CanonicalLoop &Loop,
                       std::vector<Reduction> &Reductions, std::vector<const VarDecl *> &Privates) {
  ASTContext &Ctx = LC.Ctx;
  std::string Why;
  SourceLocation Where;
  auto L = matchCanonicalLoop(For, Ctx, Why, Where, &LC.Summaries, /*AllowDiverging=*/true);
  if (!L) {
    auto DB = LC.Diags.report(Where, Diag::NotCanonical) << Why;
    if (auto *C = dyn_cast_or_null<BinaryOperator>(For->getCond()))
      if (C->getOpcode() == BO_NE)
        DB << FixItHint::CreateReplacement(C->getOperatorLoc(), "<");
    return false;
  }
  Loop = *L;
  std::string Jump;
  if (const Stmt *J = jumpOutOfLoopBody(For, Jump)) {
    LC.Diags.report(J->getBeginLoc(), Diag::NotCanonical)
        << (Jump + " leaves the loop, but its iterations run in parallel and cannot stop the "
                   "others; remove the pragma or the jump");
    return false;
  }
  const Stmt *Body = For->getBody();
  // A static local of the body that the body writes is one object for all iterations.
  {
    auto Modified = modifiedVars(Body);
    struct Statics : RecursiveASTVisitor<Statics> {
      std::vector<const VarDecl *> Out;
      bool VisitVarDecl(VarDecl *VD) {
        if (VD->isStaticLocal()) Out.push_back(VD);
        return true;
      }
    } SF;
    SF.TraverseStmt(const_cast<Stmt *>(Body));
    for (const VarDecl *V : SF.Out)
      if (Modified.count(V)) {
        LC.Diags.report(V->getLocation(), Diag::LoopCarriedScalar) << V->getNameAsString();
        return false;
      }
  }
  AccessQuery Q{Ctx, &LC.Summaries, nullptr};
  Q.ContainerElements = true;
  Q.NamedClosures = true;
  AccessList Acc = collectAccesses(Body, Q);
  AliasFacts Facts = computeAliasFacts(F, For);
  const LoopControlReads ControlReads = loopControlReads(Loop, Q);
  const VarDecl *BoundVar = nullptr;
  if (const Access *W = writeReachingBound(Loop, Acc, Facts, F, ControlReads.Reads, BoundVar)) {
    LC.Diags.report(Loop.Ub->getBeginLoc(), Diag::NotCanonical)
        << ("the bound depends on '" + BoundVar->getNameAsString() +
            "', which the loop may modify through '" + writtenThrough(*W) + "'");
    LC.Diags.report(W->Loc, Diag::NoteBoundWrite) << BoundVar->getNameAsString() << W->Text;
    if (const FunctionDecl *Ext = W->Undeclared)
      LC.Diags.report(W->Loc, Diag::NoteDeclare) << Ext->getNameAsString() << declareSuggestion(Ext);
    return false;
  }
  std::string Through;
  const VarDecl *GlobalVar = nullptr;
  const Expr *Control = nullptr;
  if (const Access *W = globalWriteReachingBound(Loop, Acc, Ctx, ControlReads.Reads, Through, GlobalVar, Control)) {
    std::string Global = GlobalVar->getNameAsString();
    LC.Diags.report(Control->getBeginLoc(), Diag::NotCanonical)
        << ("the " + std::string(Control == Loop.Ub ? "bound" : "step") + " reads through '" + Through +
            "', which may refer to '" + Global + "', and the loop may modify '" + Global +
            "'; if the trip count is fixed, copy the bound into a local variable before the loop");
    LC.Diags.report(W->Loc, Diag::NoteBoundWrite) << Global << W->Text;
    return false;
  }
  SourceRange BodyRange = Body->getSourceRange();
  auto DeclaredInBody = [&](const VarDecl *V) {
    return Ctx.getSourceManager().isPointWithin(V->getLocation(), BodyRange.getBegin(),
                                                BodyRange.getEnd());
  };
  // A variable with static storage can be privatised only if the body reaches it
  // nowhere else: no call may read or write it behind the reduction's back.
  // A local whose address is taken, or that a reference is bound to, may be read
  // through that alias in the body (`trace[i] = *p` with p = &s), which a private
  // copy would not see: no access of the body but its own may reach it.
  auto OnlyUsedDirectly = [&](const VarDecl *V) {
    if (V->hasLocalStorage()) {
      if (!Facts.Escaped.count(V)) return true;
      MemRef Whole;
      Whole.Kind = BaseKind::Object;
      Whole.Var = V;
      Whole.Range.Lo = Sym::constant(0);
      Whole.Unbounded = true;
      Whole.ElemType = V->getType();
      return llvm::none_of(Acc, [&](const Access &A) {
        return !(A.Ref.Kind == BaseKind::Object && A.Ref.Var == V) && mayAlias(A.Ref, Whole, Facts);
      });
    }
    for (const Access &A : Acc) {
      if (A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals) return false;
      if (A.Ref.Kind == BaseKind::Object && A.Ref.Var == V && A.Text != V->getNameAsString())
        return false;
    }
    return true;
  };
  // Reductions: explicit ones, then recognised ones.
  std::map<std::string, ReductionOp> Declared;
  for (const ReductionClause &RC : P.Reductions) Declared[RC.Var] = RC.Op;
  ReductionFinder RF(Ctx, Declared, LC.Summaries);
  RF.TraverseStmt(const_cast<Stmt *>(Body));
  std::map<const VarDecl *, ReductionOp> Red;
  for (const ReductionClause &RC : P.Reductions) {
    const VarDecl *V = nullptr;
    struct Finder : RecursiveASTVisitor<Finder> {
      std::string Name;
      const VarDecl *Out = nullptr;
      bool Field = false; ///< the name is a data member the body uses (`n` for `this->n`)
      bool VisitDeclRefExpr(DeclRefExpr *D) {
        if (D->getDecl()->getIdentifier() && D->getDecl()->getName() == Name)
          Out = dyn_cast<VarDecl>(D->getDecl());
        return true;
      }
      bool VisitMemberExpr(MemberExpr *M) {
        const auto *FD = dyn_cast<FieldDecl>(M->getMemberDecl());
        Field |= FD && FD->getIdentifier() && FD->getName() == Name;
        return true;
      }
    } Fd;
    Fd.Name = RC.Var;
    Fd.TraverseStmt(const_cast<Stmt *>(Body));
    V = Fd.Out;
    if (!V) {
      // Not named in the body: the loop leaves it unchanged, which is what a
      // reduction from its identity gives; nothing to privatise.
      const VarDecl *Outside = variableVisibleAt(For, F, RC.Var, Ctx);
      if (!Outside) {
        LC.Diags.report(RC.Loc, Fd.Field ? Diag::ReductionDataMember : Diag::ReductionVarUndeclared) << RC.Var;
        return false;
      }
      if (Outside->getType()->isScalarType()) {
        if (LC.Diags.remarksEnabled()) LC.Diags.report(RC.Loc, Diag::ExplainReductionUnused) << RC.Var;
        continue;
      }
      V = Outside;
    }
    if (DeclaredInBody(V)) {
      LC.Diags.report(RC.Loc, Diag::ReductionVarUnknown)
          << RC.Var << "it is declared in the loop body; declare it before the loop";
      return false;
    }
    if (!V->getType()->isScalarType()) {
      LC.Diags.report(RC.Loc, Diag::ReductionVarUnknown)
          << RC.Var
          << ("its type is '" + V->getType().getAsString(Ctx.getPrintingPolicy()) +
              "'; a reduction combines scalar variables: reduce into scalars declared before the loop (one per "
              "element of an array), or remove '" + RC.Var + "' from the clause");
      return false;
    }
    // The clause names a reduction the body must perform: every use of V is an
    // update with that operator (privatising anything else changes the result).
    auto It = RF.Found.find(V);
    if (It != RF.Found.end() && It->second.first != RC.Op && !RF.Broken.count(V)) {
      LC.Diags.report(RC.Loc, Diag::ReductionOpMismatch)
          << RC.Var << reductionOpSpelling(RC.Op) << reductionOpSpelling(It->second.first);
      return false;
    }
    if (It == RF.Found.end() || RF.Broken.count(V) || It->second.second != countUses(Body, V) ||
        !OnlyUsedDirectly(V)) {
      LC.Diags.report(RC.Loc, Diag::ReductionNotUpdate) << RC.Var << reductionOpSpelling(RC.Op);
      return false;
    }
    Red[V] = RC.Op;
  }
  for (auto &[V, OpUses] : RF.Found)
    if (!Red.count(V) && !RF.Broken.count(V) && OpUses.second == countUses(Body, V) &&
        !DeclaredInBody(V) && OnlyUsedDirectly(V))
      Red[V] = OpUses.first;
  for (auto &[V, Op] : Red) {
    if (auto T = RF.Truncating.find(V); T != RF.Truncating.end()) {
      LC.Diags.report(T->second.Update->getBeginLoc(), Diag::ReductionTruncates)
          << V->getNameAsString() << T->second.Why << T->second.Accumulate;
      return false;
    }
    if (auto Ptr = RF.Pointers.find(V); Ptr != RF.Pointers.end()) {
      LC.Diags.report(Ptr->second->getBeginLoc(), Diag::ReductionPointer) << V->getNameAsString();
      return false;
    }
  }
  for (auto &[V, Op] : Red) {
    Reductions.push_back({V, Op, RF.IgnoringNaN.count(V) > 0 && V->getType()->isRealFloatingType()});
    if (LC.Diags.remarksEnabled())
      LC.Diags.report(For->getBeginLoc(), Diag::ExplainReduction)
          << V->getNameAsString() << reductionOpSpelling(Op);
  }

  std::string Var = Loop.Var->getNameAsString();
  // Names the loop that carries a dependence: with nested loops, the access
  // sits in the inner loop's body while the outer pragma may be the one to go.
  std::string ThisLoop = "the loop over '" + Var + "' at line " +
                         std::to_string(Ctx.getSourceManager().getPresumedLineNumber(For->getBeginLoc()));
  int64_t StepValue = 1; // iterations are Step apart in the variable's values
  if (Loop.StepExpr) {
    Expr::EvalResult ER;
    if (Loop.StepExpr->EvaluateAsInt(ER, Ctx))
      StepValue = std::max<int64_t>(1, std::abs(ER.Val.getInt().getExtValue()));
  }
  IterationValues Values;
  std::tie(Values.Start, Values.End) = loopVariableBounds(Loop, Ctx);
  Values.Direction = Loop.Rel == BO_LT || Loop.Rel == BO_LE ? 1 : -1;
  // The trip count when the first and last values are constants, as carriedDependence counts it.
  std::optional<unsigned long long> KnownTrips;
  if (auto First = constValue(Values.Start), Last = constValue(Values.End); First && Last) {
    const int64_t Span = (*Last - *First) * Values.Direction;
    KnownTrips = Span < 0 ? 0 : static_cast<unsigned long long>(Span / StepValue + 1);
  }
  bool Ok = true;
  auto Shown = [&](const Access &A) { // never empty: notes name what they point at
    std::string S = shownMemory(A, Body, Ctx, LC.Summaries);
    return !S.empty() ? S : !A.Text.empty() ? A.Text : std::string("memory that cannot be named");
  };
  // A call's accesses all carry the call's text (`set2(out + i, i)` writes
  // out[i] and out[i + 1]): the section each is, when it can be written.
  auto InCall = [](const Access &X) { return llvm::StringRef(X.Text).ends_with(")"); };
  auto CallSection = [&](const Access &X) -> std::string {
    htg::Access Section;
    if (!InCall(X) || !htgAccessOf(X, Ctx, Section) || Section.text.find('[') == std::string::npos) return "";
    return Section.text;
  };
  auto Notes = [&](const Access &A, const Access &B) {
    auto Note = [&](const Access &X) {
      std::string Section = CallSection(X);
      LC.Diags.report(X.Loc, Diag::NoteAccess)
          << modeName(X) << (Section.empty() ? byContainer(X.Ref, Shown(X)) : Section + "' in '" + X.Text);
    };
    Note(A);
    if (&A != &B && !(A.Loc == B.Loc && CallSection(A) == CallSection(B) && modeName(A) == modeName(B))) Note(B);
  };
  IterationSpace Space = iterationSpaceOf(For, Ctx);
  auto VariesPerIteration = [&](const ValueDecl *V) {
    std::string N = V->getNameAsString();
    return N == Var || Space.Varying.count(N) > 0;
  };
  // Scalars shared between iterations. A local scalar that every iteration
  // writes before reading it is privatised: each chunk has its own copy, and
  // the chunk running the last iteration copies its value out (lastprivate).
  std::set<const VarDecl *> Private;
  for (const Access &A : Acc) {
    if (A.Ref.Kind != BaseKind::Object || !A.Write) continue;
    auto *V = dyn_cast<VarDecl>(A.Ref.Var);
    if (!V || V == Loop.Var || Red.count(V) || Private.count(V)) continue;
    if (V->getType()->isArrayType() || V->getType()->isRecordType()) continue;
    bool Privatisable = V->hasLocalStorage() && V->getType()->isScalarType() &&
                        !V->getType().isVolatileQualified() && !Facts.Escaped.count(V);
    ScalarUse Use = WriteFirstFinder(V).classify(Body);
    if (Privatisable && Use == ScalarUse::WrittenFirst) {
      Private.insert(V);
      Privates.push_back(V);
      continue;
    }
    if (Privatisable && Use == ScalarUse::SometimesWritten) {
      LC.Diags.report(A.Loc, Diag::LoopConditionalLastValue) << V->getNameAsString();
      Notes(A, A);
      return false;
    }
    auto Read = llvm::find_if(Acc, [&](const Access &R) {
      return R.Read && R.Ref.Kind == BaseKind::Object && R.Ref.Var == V;
    });
    // Only atomic operations on it (`atomic_fetch_add(&hits, x)`): they never
    // race; `independent` says their order does not matter.
    bool OnlyAtomic = llvm::all_of(Acc, [&](const Access &R) {
      return R.Ref.Kind != BaseKind::Object || R.Ref.Var != V || R.Atomic;
    });
    if (OnlyAtomic && P.Independent) continue;
    // A called function's static counter (`next_id()`): the reduction forms are no help.
    const auto *Owner = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
    if (V->isStaticLocal() && Owner && Owner->getCanonicalDecl() != F->getCanonicalDecl() && !OnlyAtomic)
      LC.Diags.report(A.Loc, Diag::LoopCarriedCalleeStatic)
          << V->getNameAsString() << Owner->getNameAsString() << A.Text;
    else
      LC.Diags.report(A.Loc, Read != Acc.end() ? Diag::LoopCarriedScalar : Diag::LoopCarriedScalarWrite)
          << V->getNameAsString();
    // The second note shows another use, when there is one (bb57 3: `s += v[i];
    // out[i] = (int)s;` showed only the first statement, whose own read it took).
    auto Elsewhere = [&](bool NeedRead) {
      return llvm::find_if(Acc, [&](const Access &R) {
        return R.Ref.Kind == BaseKind::Object && R.Ref.Var == V && R.Loc != A.Loc && (!NeedRead || R.Read);
      });
    };
    auto Other = Elsewhere(true);
    if (Other == Acc.end()) Other = Elsewhere(false);
    Notes(A, Other != Acc.end() ? *Other : Read != Acc.end() ? *Read : A);
    if (OnlyAtomic)
      LC.Diags.report(A.Loc, Diag::NoteAtomicOrder) << V->getNameAsString();
    return false;
  }
  auto Shared = [&](const MemRef &R) {
    auto *V = dyn_cast_or_null<VarDecl>(R.Var);
    return !(R.Kind == BaseKind::Object && (V == Loop.Var || Red.count(V) || Private.count(V)));
  };
  for (const Access &A : Acc) // a proven dependence that 'independent' cannot waive
    if (A.PackedBits && Shared(A.Ref)) {
      QualType T = A.Ref.Var ? A.Ref.Var->getType().getNonReferenceType() : QualType();
      const auto *RD = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
      llvm::StringRef Bits = A.Ref.ExprText; // the vector's words, as `v.data()`
      std::string Owner = A.Ref.ContainerData && Bits.consume_back(".data()") ? Bits.str() : Shown(A);
      LC.Diags.report(A.Loc, Diag::LoopPackedBits)
          << Owner << A.Text << (RD && RD->getName() == "bitset" ? "std::bitset" : "std::vector<bool>");
      return false;
    }
  for (const Access &A : Acc) {
    if (!Shared(A.Ref)) continue;
    if (P.Independent) break;
    if (A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals) {
      if (!A.Write) continue;
      const bool Global = A.Ref.Kind == BaseKind::AllGlobals && A.LibraryState;
      LC.Diags.report(A.Loc, Global ? Diag::LoopGlobalState : Diag::LoopUnprovable)
          << ("'" + A.Text + "' may access any " + (Global ? "global state" : "memory") +
              (A.Why.empty() ? "" : " (" + A.Why + ")"));
      return false;
    }
  }
  // With 'independent' only proven dependences are errors (the clause asserts
  // what the compiler cannot prove, it does not waive what it proves): the
  // pairs below are tested, and every case that is not a proof is passed over.
  const bool OnlyProven = P.Independent;
  const std::set<const ValueDecl *> ModifiedInBody = modifiedVars(Body);
  // Two references at offsets from one object: one pointer the body does not
  // move (`p->n`, `p->a[i]`, `n_` and `a_[i]` through `this`; a C++ reference,
  // which never moves), or two pointers or references to one struct type
  // (fieldsOfOneRecordType).
  auto Moved = [&](const ValueDecl *V) {
    return V && !V->getType()->isReferenceType() && ModifiedInBody.count(V);
  };
  auto OneObject = [&](const MemRef &A, const MemRef &B) {
    if (A.Var ? Moved(A.Var) || Moved(B.Var) : A.ExprText != "this") return false;
    return (A.Kind == B.Kind && A.Var == B.Var && A.ExprText == B.ExprText) || fieldsOfOneRecordType(A, B, Ctx);
  };
  // The next iteration's test reads the bound and step again: a write that may
  // reach what they read through a pointer or reference (`w->a[i]` with `i <
  // v->a[0]`, w and v one object) may change the trip count. Writes proven to
  // reach them are refused above, with 'independent' too, as are writes that
  // may reach a local variable of the bound (writeReachingBound); a global
  // read by name counts only when written by name.
  for (size_t I = 0; I < ControlReads.Reads.size() && !OnlyProven; ++I) {
    const Access &B = ControlReads.Reads[I];
    for (const Access &W : Acc)
      if (B.Ref.Kind != BaseKind::Object && W.Write && Shared(W.Ref) && mayAlias(B.Ref, W.Ref, Facts) &&
          (objectMayHold(B.Ref.ElemType, W.Ref.ElemType) || objectMayHold(W.Ref.ElemType, B.Ref.ElemType)) &&
          !(distinctFields(B.Ref, W.Ref) && OneObject(B.Ref, W.Ref))) {
        LC.Diags.report(W.Loc, Diag::LoopUnprovable)
            << ("the loop's " + std::string(ControlReads.in(I, Loop) == Loop.Ub ? "bound" : "step") + " reads '" +
                B.Text + "', which the write of '" + W.Text + "' may overlap");
        Notes(W, B);
        return false;
      }
  }
  // The pairs: `*pq` with `int *pq = &q;` is q (the dependence is on q, not an
  // overlap of pq with every other pointer). Only here: privatisation above
  // must still see q reached through pq.
  AccessList Paired = Acc;
  for (Access &A : Paired)
    if (auto It = Facts.SingleTarget.find(A.Ref.Var);
        A.Ref.Kind == BaseKind::Pointee && It != Facts.SingleTarget.end()) {
      MemRef Target = A.Ref;
      Target.Kind = BaseKind::Object;
      Target.Var = It->second;
      if (Shared(Target)) A.Ref = Target; // never a reduction's or a private's copy
    }
  // A pointer the function sets to a variable's address (`gp = &local;`)
  // and that the loop reads or writes through (`bump()` doing `*gp += 1`)
  // beside that variable: the pair a possible overlap names, rather than the
  // first pair of accesses that may overlap (`out[i]` and `*gp`).
  const StoredAddresses Stores = storedAddresses(F);
  auto ThroughStoredAddress = [&]() {
    for (const Access &X : Paired) {
      auto Stored = X.Ref.Kind == BaseKind::Pointee && Shared(X.Ref) ? Stores.find(X.Ref.Var) : Stores.end();
      if (Stored == Stores.end()) continue;
      for (const Access &Y : Paired) {
        auto At = Y.Ref.Kind == BaseKind::Object && Shared(Y.Ref) && (X.Write || Y.Write)
                      ? Stored->second.find(Y.Ref.Var)
                      : Stored->second.end();
        if (At == Stored->second.end()) continue;
        std::string Pointer = X.Ref.Var->getNameAsString(), Target = Y.Ref.Var->getNameAsString();
        std::string How = Y.Read && Y.Write ? "read and written" : Y.Write ? "written" : "read";
        LC.Diags.report(X.Loc, Diag::LoopUnprovable)
            << ("'" + X.Text + "' " + accessVerb(X) + " through '" + Pointer + "', which may point to '" + Target +
                "' (set to '&" + Target + "' at line " +
                std::to_string(Ctx.getSourceManager().getPresumedLineNumber(At->second)) + "), and '" + Target +
                "' is " + How + (Y.Text == Target ? "" : " by '" + Y.Text + "'") + " in other iterations");
        Notes(X, Y);
        return true;
      }
    }
    return false;
  };
  for (size_t I = 0; I < Paired.size() && Ok; ++I) {
    const Access &A = Paired[I];
    if (!A.Write) continue;
    if (!Shared(A.Ref)) continue;
    for (size_t J = 0; J < Paired.size(); ++J) {
      const Access &B = Paired[J];
      if (!Shared(B.Ref)) continue;
      if (B.Ref.Kind == BaseKind::Unknown || B.Ref.Kind == BaseKind::AllGlobals) {
        if (OnlyProven) continue;
        LC.Diags.report(B.Loc, Diag::LoopUnprovable)
            << ("'" + B.Text + "' may access any memory, including what '" + A.Text + "' writes");
        Notes(A, B);
        return false;
      }
      bool SameBase = A.Ref.Kind == B.Ref.Kind && A.Ref.Var == B.Ref.Var &&
                      A.Ref.ExprText == B.Ref.ExprText;
      bool MaybeOneContainer = false; // two containers' buffers, tested as one
      if (!SameBase && A.Ref.ContainerData && B.Ref.ContainerData) {
        // Distinct named containers own disjoint buffers; otherwise the two
        // may be one container: test them as one base (not a row of nested
        // containers, whose buffer the other's offsets do not describe).
        const auto *Method = dyn_cast_or_null<CXXMethodDecl>(F);
        if (distinctContainers(A.Ref, B.Ref, Method ? Method->getParent() : nullptr)) continue;
        // A view may show any part of the other's memory (`t = std::span<long>(v)
        // .subspan(1)`, bb59 2): its offsets are not the other's, so the two are
        // not tested as one base.
        auto View = [&](const MemRef &R) { return !R.ContainerType.isNull() && isViewType(R.ContainerType, Ctx); };
        SameBase = MaybeOneContainer =
            !A.Ref.NestedBuffers && !B.Ref.NestedBuffers && !View(A.Ref) && !View(B.Ref);
      }
      if (!SameBase && (!mayAlias(A.Ref, B.Ref, Facts) || fieldsOfUnrelatedRecordTypes(A.Ref, B.Ref, Ctx))) continue;
      const bool OneRecord = !SameBase && OneObject(A.Ref, B.Ref); // two pointers to one struct type
      if (!SameBase && (!OneRecord || OnlyProven)) {
        if (OnlyProven) continue;
        if (ThroughStoredAddress()) return false;
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << ("'" + byContainer(A.Ref, Shown(A)) + "' and '" + byContainer(B.Ref, Shown(B)) +
                "' may point to overlapping memory");
        Notes(A, B);
        return false;
      }
      if (independentByDimension(A, B, Var, StepValue, {}, Values)) continue;
      if (distinctFields(A.Ref, B.Ref)) continue;
      bool Symbolic = false;
      CarriedVerdict V = carriedDependence(A, B, Var, StepValue, Symbolic, Values);
      if (V == CarriedVerdict::Independent) continue;
      // The byte ranges meet; the dimensions may still never meet jointly.
      if (independentBySpans(A, B, Var, StepValue, Values)) continue;
      // A pointer base that differs per iteration (`vs[i].d`): its ranges say
      // nothing about where two iterations' pointers point.
      if (A.Ref.Kind == BaseKind::PointeeExpr && llvm::any_of(A.Ref.ExprVars, VariesPerIteration)) {
        if (OnlyProven) continue;
        std::string Memory = Shown(A);
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << ((Memory == A.Text ? "'" + Memory + "' is reached"
                                  : "'" + A.Text + "' " + accessVerb(A) + " '" + Memory + "'") +
                " through a pointer that changes with '" + Var +
                "', and the pointers of two iterations may point to the same memory");
        Notes(A, B);
        return false;
      }
      // A range widened by the analysis (e.g. a non-affine subscript) proves nothing.
      const std::string &Widened = !A.Why.empty() ? A.Why : B.Why;
      const Access *Unbounded = A.Ref.Unbounded ? &A : B.Ref.Unbounded ? &B : nullptr;
      // A call's accesses all carry the call's text (`step(i)` reads a[i] and writes
      // a[i + 1]): the same text is one element only for one lvalue.
      auto Described = [&](const Access &X) {
        std::string Section = CallSection(X);
        return InCall(X) ? "the " + std::string(modeName(X)) + " of '" + (Section.empty() ? baseName(X.Ref) : Section) +
                               "' in '" + X.Text + "'"
                         : "'" + X.Text + "'";
      };
      auto WithMode = [&](const Access &X) {
        return InCall(X) ? Described(X) : "the " + std::string(modeName(X)) + " of '" + X.Text + "'";
      };
      const bool OneLvalue = &A == &B || (A.Text == B.Text && !InCall(A));
      // Proven: both accesses run in every iteration (not in a branch, not in a
      // called function: runsInEveryIteration) and meet; atomic operations never race.
      const InnerRows Rows = V == CarriedVerdict::Dependent ? innerRowsVerdict(A, B, Var) : InnerRows::NotRows;
      if (Rows == InnerRows::OwnElements) continue;
      const bool RowStandIn = Rows == InnerRows::Unprovable;
      const bool Proven = V == CarriedVerdict::Dependent && !Symbolic && Widened.empty() && !MaybeOneContainer &&
                          !RowStandIn &&
                          !A.AssumedWrite && !B.AssumedWrite && !(A.Atomic && B.Atomic) &&
                          runsInEveryIteration(A.Loc, Body, Ctx.getSourceManager()) &&
                          runsInEveryIteration(B.Loc, Body, Ctx.getSourceManager());
      // Whether the accessed section depends on the loop variable.
      auto MovesWithVar = [&](const Access &X) {
        std::set<std::string> Atoms;
        if (X.Ref.Range.Lo) collectAtoms(X.Ref.Range.Lo, Atoms);
        if (X.Ref.Range.Len) collectAtoms(X.Ref.Range.Len, Atoms);
        return Atoms.count(Var) > 0;
      };
      auto ContainerName = [&](const MemRef &R) { return byContainer(R, baseName(R)); };
      // `a[i % 7] += i` (bb57 7): a dependence proven once the loop runs more than 7 iterations.
      const bool MayRepeat = V != CarriedVerdict::Dependent && (A.Write || B.Write);
      unsigned long long Period = MayRepeat && OneLvalue ? periodicSubscript(A, Body, Loop.Var, Ctx) : 0;
      // Through a callee (`put(i % 100, v)` writing `cache[k]`): from the offset.
      if (Period == 0 && MayRepeat && &A == &B) Period = periodicOffset(A.Ref.Range.Lo, Var);
      // The subscript repeats every Period values of the variable, which moves
      // by StepValue: every Period / gcd(Period, StepValue) iterations (bb67 3).
      const unsigned long long Iterations =
          Period == 0 ? 0 : Period / std::gcd(Period, static_cast<unsigned long long>(StepValue));
      // No more iterations than that: each names another element (C's `%` is
      // one-to-one over fewer than Period consecutive values, also negative ones).
      if (Period != 0 && KnownTrips && *KnownTrips <= Iterations) continue;
      if (OnlyProven && !Proven && (Period == 0 || !KnownTrips)) continue;
      if (Period != 0) {
        LC.Diags.report(A.Loc, Diag::LoopCarriedPeriodic)
            << A.Text << ContainerName(A.Ref) << std::to_string(Iterations) << Var << ThisLoop
            << std::to_string(Period);
        Notes(A, B);
        return false;
      }
      if (V == CarriedVerdict::Dependent && OneRecord) // dependent only if the two pointers are one
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << (Described(A) + " and " + Described(B) + " access the same element in different iterations of " +
                ThisLoop + " if '" + baseName(A.Ref) + "' and '" + baseName(B.Ref) + "' point to the same object");
      else if (V == CarriedVerdict::Dependent && MaybeOneContainer) // only if the two containers are one
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << (Described(A) + " and " + Described(B) + " access the same element in different iterations of " +
                ThisLoop + " if '" + ContainerName(A.Ref) + "' and '" + ContainerName(B.Ref) +
                "' are the same container");
      else if (V == CarriedVerdict::Dependent && (A.AssumedWrite || B.AssumedWrite))
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << ("every iteration of " + ThisLoop + " may change '" + baseName(A.Ref) +
                "': a member function that is not const, called on it, is assumed to write it (make the function "
                "const if it does not)");
      else if (V == CarriedVerdict::Dependent && !Symbolic && Widened.empty() && OneLvalue &&
               A.Text == baseName(A.Ref)) // `v.push_back(i)`: the object, not an element of it
        LC.Diags.report(A.Loc, Diag::LoopCarriedWholeObject) << accessVerb(A) << A.Text << ThisLoop;
      else if (V == CarriedVerdict::Dependent && !Symbolic && Widened.empty() && OneLvalue &&
               !MovesWithVar(A)) // not `a[i * C + j]`, whose rows overlap by an element (bb53 3)
        LC.Diags.report(A.Loc, Diag::LoopCarriedOneElement) << A.Text << baseName(A.Ref) << ThisLoop;
      else if (V == CarriedVerdict::Dependent && !Symbolic && Widened.empty() && wholeClassObject(A.Ref))
        LC.Diags.report(A.Loc, Diag::LoopCarriedObject)
            << WithMode(A) << WithMode(B) << baseName(A.Ref) << ThisLoop;
      else if (V == CarriedVerdict::Dependent && RowStandIn) // bb72 F1: reported as proven
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << (Described(A) + " and " + (&A == &B || Described(A) == Described(B) ? "itself" : Described(B)) +
                " may access the same element of an inner container of '" + ContainerName(A.Ref) +
                "' in different iterations of " + ThisLoop + " (an inner container's elements are followed as the "
                "whole container)");
      else if (V == CarriedVerdict::Dependent && !Symbolic && Widened.empty())
        LC.Diags.report(A.Loc, Diag::LoopCarried)
            << Described(A) << (&A == &B || Described(A) == Described(B) ? "itself" : Described(B)) << baseName(A.Ref)
            << ThisLoop;
      else if (V == CarriedVerdict::Dependent)
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << (Described(A) + " and " + (&A == &B || Described(A) == Described(B) ? "itself" : Described(B)) +
                " may access the same element of '" + baseName(A.Ref) + "' in different iterations of " + ThisLoop +
                (Widened.empty() ? std::string() : " (" + Widened + ")"));
      else if (Unbounded)
        LC.Diags.report(Unbounded->Loc, Diag::LoopUnprovable)
            << ("the memory '" + Unbounded->Text + "' " + accessVerb(*Unbounded) + " through '" +
                Shown(*Unbounded) + "' cannot be bounded" +
                (Unbounded->Why.empty() ? std::string() : " (" + Unbounded->Why + ")"));
      else
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << ("the subscripts of '" + A.Text + "' and '" + B.Text + "' are not affine in '" + Var + "'" +
                (Widened.empty() ? std::string() : " (" + Widened + ")"));
      Notes(A, B);
      if (const Clause *Asserted = OnlyProven ? P.clause("independent") : nullptr)
        LC.Diags.report(Asserted->Loc, Diag::NoteIndependentProven);
      // A local accumulator helps only an update of one lvalue that every
      // iteration names the same way (not a widened or moving one).
      if (V == CarriedVerdict::Dependent && Widened.empty() && A.Text == B.Text && invariantScalarElement(A, Var))
        LC.Diags.report(A.Loc, Diag::NoteLocalAccumulator)
            << A.Text << A.Ref.ElemType.getUnqualifiedType().getAsString(Ctx.getPrintingPolicy());
      return false;
    }
  }
  return Ok;
}

} // namespace nanocc
