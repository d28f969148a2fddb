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
#include "nanocc/Diagnostics.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/Summaries.h"
#include "nanocc/TaskLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace nanocc {

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
  for (const Stmt *C : S->children()) N += countUses(C, V);
  return N;
}

bool sameExpr(const Expr *A, const Expr *B, ASTContext &Ctx) {
  return exprText(A, Ctx) == exprText(B, Ctx);
}

/// Recognises the reduction statements of a loop body.
class ReductionFinder : public RecursiveASTVisitor<ReductionFinder> {
public:
  explicit ReductionFinder(ASTContext &Ctx) : Ctx(Ctx) {}
  std::map<const VarDecl *, std::pair<ReductionOp, unsigned>> Found; // op, uses covered
  std::set<const VarDecl *> Broken;

  void note(const VarDecl *V, ReductionOp Op, const Stmt *S) {
    if (!V || !V->getType()->isScalarType()) return;
    auto It = Found.find(V);
    if (It != Found.end() && It->second.first != Op) {
      Broken.insert(V);
      return;
    }
    Found[V].first = Op;
    Found[V].second += countUses(S, V);
  }

  bool VisitCompoundAssignOperator(CompoundAssignOperator *CA) {
    const VarDecl *V = declOf(CA->getLHS());
    if (!V || countUses(CA->getRHS(), V)) return true;
    switch (CA->getOpcode()) {
    case BO_AddAssign: case BO_SubAssign: note(V, ReductionOp::Add, CA); break;
    case BO_MulAssign: note(V, ReductionOp::Mul, CA); break;
    case BO_AndAssign: note(V, ReductionOp::BitAnd, CA); break;
    case BO_OrAssign: note(V, ReductionOp::BitOr, CA); break;
    case BO_XorAssign: note(V, ReductionOp::BitXor, CA); break;
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
    if (!V) return true;
    const Expr *R = BO->getRHS()->IgnoreParenImpCasts();
    if (auto *RB = dyn_cast<BinaryOperator>(R)) {
      // V = V op e, V = e op V, or a chain of the same operator (`s = s + a + b`).
      if (countUses(R, V) == 1 && reaches(R, V, RB->getOpcode())) {
        switch (RB->getOpcode()) {
        case BO_Add: case BO_Sub: note(V, ReductionOp::Add, BO); break;
        case BO_Mul: note(V, ReductionOp::Mul, BO); break;
        case BO_And: note(V, ReductionOp::BitAnd, BO); break;
        case BO_Or: note(V, ReductionOp::BitOr, BO); break;
        case BO_Xor: note(V, ReductionOp::BitXor, BO); break;
        case BO_LAnd: note(V, ReductionOp::LogAnd, BO); break;
        case BO_LOr: note(V, ReductionOp::LogOr, BO); break;
        default: break;
        }
      }
      return true;
    }
    if (auto *CO = dyn_cast<ConditionalOperator>(R)) {
      // V = (V < e) ? V : e   /  V = (e > V) ? e : V  ...
      auto *C = dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParenImpCasts());
      if (!C || !C->isRelationalOp()) return true;
      const Expr *T = CO->getTrueExpr(), *F = CO->getFalseExpr();
      bool Less = C->getOpcode() == BO_LT || C->getOpcode() == BO_LE;
      const Expr *CL = C->getLHS(), *CR = C->getRHS();
      if (sameExpr(CL, T, Ctx) && sameExpr(CR, F, Ctx))
        note(V, Less ? ReductionOp::Min : ReductionOp::Max, BO); // (a<b)?a:b = min
      else if (sameExpr(CL, F, Ctx) && sameExpr(CR, T, Ctx))
        note(V, Less ? ReductionOp::Max : ReductionOp::Min, BO);
      return true;
    }
    if (auto *CE = dyn_cast<CallExpr>(R))
      if (auto *FD = CE->getDirectCallee())
        if (CE->getNumArgs() == 2 &&
            (declOf(CE->getArg(0)) == V || declOf(CE->getArg(1)) == V)) {
          StringRef N = FD->getIdentifier() ? FD->getName() : StringRef();
          if (N == "fmin" || N == "fminf" || N == "min") note(V, ReductionOp::Min, BO);
          if (N == "fmax" || N == "fmaxf" || N == "max") note(V, ReductionOp::Max, BO);
        }
    return true;
  }

  bool VisitIfStmt(IfStmt *If) {
    // if (e > s) s = e;   (max)   if (e < s) s = e;   (min)
    if (If->getElse() || If->getInit() || If->getConditionVariable()) return true;
    auto *C = dyn_cast<BinaryOperator>(If->getCond()->IgnoreParenImpCasts());
    if (!C || !C->isRelationalOp()) return true;
    const Stmt *Then = If->getThen();
    if (auto *CS = dyn_cast<CompoundStmt>(Then))
      if (CS->size() == 1) Then = CS->body_front();
    auto *A = dyn_cast<BinaryOperator>(Then);
    if (!A || A->getOpcode() != BO_Assign) return true;
    const VarDecl *V = declOf(A->getLHS());
    if (!V) return true;
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
};

std::string baseName(const MemRef &R) {
  if (R.Var) return R.Var->getNameAsString();
  return R.ExprText;
}

enum class Verdict { Independent, Dependent, Unprovable };

/// Compares iteration i's access A with iteration i+k's access B.
Verdict carried(const Access &A, const Access &B, const std::string &Var, int64_t Step,
                bool &Symbolic) {
  const SymRef LoA = A.Ref.Range.Lo, LenA = A.Ref.Range.Len;
  const SymRef LoB = B.Ref.Range.Lo, LenB = B.Ref.Range.Len;
  if (A.Ref.Unbounded || B.Ref.Unbounded || !LenA || !LenB) return Verdict::Unprovable;
  for (const SymRef &S : {LoA, LenA, LoB, LenB})
    if (hasOpaque(S) || !isAffineIn(S, Var)) return Verdict::Unprovable;
  // Expressions 0..3: LoA, LenA, LoB, LenB; the loop variable is not sampled.
  SymEvaluator Ev({LoA, LenA, LoB, LenB});
  const int VarSlot = Ev.slotOf(Var);
  Symbolic = Ev.atoms().size() > (VarSlot >= 0 ? 1u : 0u);
  bool Found = false;
  std::vector<int64_t> Env, Ks;
  Ev.forEachSample(/*NonNegative=*/true, VarSlot, [&](const int64_t *Env0) {
    Env.assign(Env0, Env0 + Ev.atoms().size() + 1);
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
    auto At = [&](size_t Expr, int64_t I) -> std::optional<int64_t> {
      return Base[Expr] + Slope[Expr] * I;
    };
    auto Overlap = [&](int64_t I, int64_t J) {
      auto A0 = At(0, I), AL = At(1, I), B0 = At(2, J), BL = At(3, J);
      if (!A0 || !AL || !B0 || !BL || *AL <= 0 || *BL <= 0) return false;
      return *A0 < *B0 + *BL && *B0 < *A0 + *AL;
    };
    for (int64_t I0 : {0, 1, 7}) {
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
        if (Overlap(I0, I0 + K) || Overlap(I0 + K, I0)) {
          Found = true;
          return false;
        }
    }
    return true;
  });
  return Found ? Verdict::Dependent : Verdict::Independent;
}

/// Dimension-wise test for subscripted arrays (`m[i][j]` in a loop over `j`): true when
/// some dimension's subscripts are `a*var + cA` and `a*var + cB` with constants a != 0 and
/// cA - cB, and iterations that differ by a multiple of Step never give them equal
/// values. Elements that differ in one subscript differ, provided every subscript but the
/// first stays within its dimension — what C's array indexing requires.
bool independentByDimension(const Access &A, const Access &B, const std::string &Var,
                            int64_t Step) {
  if (A.Subscripts.empty() || A.Subscripts.size() != B.Subscripts.size()) return false;
  for (size_t D = 0; D < A.Subscripts.size(); ++D) {
    const SymRef &SA = A.Subscripts[D], &SB = B.Subscripts[D];
    if (!SA || !SB || !isAffineIn(SA, Var) || !isAffineIn(SB, Var)) continue;
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

/// Are the two container references different named containers (variables
/// that are not references), whose buffers therefore cannot overlap?
bool distinctContainers(const MemRef &A, const MemRef &B) {
  auto Named = [](const MemRef &R) -> const VarDecl * {
    if (R.ExprVars.size() != 1) return nullptr;
    auto *VD = dyn_cast<VarDecl>(*R.ExprVars.begin());
    return VD && !VD->getType()->isReferenceType() && R.ExprText == VD->getNameAsString() + ".data()" ? VD
                                                                                                     : nullptr;
  };
  const VarDecl *VA = Named(A), *VB = Named(B);
  return VA && VB && VA != VB;
}

} // namespace

bool checkParallelLoop(LoweringContext &LC, const NanoPragma &P, const ForStmt *For,
                       const FunctionDecl *F, CanonicalLoop &Loop,
                       std::vector<Reduction> &Reductions) {
  ASTContext &Ctx = LC.Ctx;
  std::string Why;
  SourceLocation Where;
  auto L = matchCanonicalLoop(For, Ctx, Why, Where);
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
  AccessList Acc = collectAccesses(Body, Q);
  SourceRange BodyRange = Body->getSourceRange();
  auto DeclaredInBody = [&](const VarDecl *V) {
    return Ctx.getSourceManager().isPointWithin(V->getLocation(), BodyRange.getBegin(),
                                                BodyRange.getEnd());
  };
  // A variable with static storage can be privatised only if the body reaches it
  // nowhere else: no call may read or write it behind the reduction's back.
  auto OnlyUsedDirectly = [&](const VarDecl *V) {
    if (V->hasLocalStorage()) return true;
    for (const Access &A : Acc) {
      if (A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals) return false;
      if (A.Ref.Kind == BaseKind::Object && A.Ref.Var == V && A.Text != V->getNameAsString())
        return false;
    }
    return true;
  };
  // Reductions: explicit ones, then recognised ones.
  ReductionFinder RF(Ctx);
  RF.TraverseStmt(const_cast<Stmt *>(Body));
  std::map<const VarDecl *, ReductionOp> Red;
  for (const ReductionClause &RC : P.Reductions) {
    const VarDecl *V = nullptr;
    struct Finder : RecursiveASTVisitor<Finder> {
      std::string Name;
      const VarDecl *Out = nullptr;
      bool VisitDeclRefExpr(DeclRefExpr *D) {
        if (D->getDecl()->getIdentifier() && D->getDecl()->getName() == Name)
          Out = dyn_cast<VarDecl>(D->getDecl());
        return true;
      }
    } Fd;
    Fd.Name = RC.Var;
    Fd.TraverseStmt(const_cast<Stmt *>(Body));
    V = Fd.Out;
    if (!V || !V->getType()->isScalarType() || DeclaredInBody(V)) {
      LC.Diags.report(RC.Loc, Diag::ReductionVarUnknown) << RC.Var;
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
    Reductions.push_back({V, Op});
    if (LC.Diags.remarksEnabled())
      LC.Diags.report(For->getBeginLoc(), Diag::ExplainReduction)
          << V->getNameAsString() << reductionOpSpelling(Op);
  }

  AliasFacts Facts = computeAliasFacts(F);
  std::string Var = Loop.Var->getNameAsString();
  int64_t StepValue = 1; // iterations are Step apart in the variable's values
  if (Loop.StepExpr) {
    Expr::EvalResult ER;
    if (Loop.StepExpr->EvaluateAsInt(ER, Ctx))
      StepValue = std::max<int64_t>(1, std::abs(ER.Val.getInt().getExtValue()));
  }
  bool Ok = true;
  auto Notes = [&](const Access &A, const Access &B) {
    LC.Diags.report(A.Loc, Diag::NoteAccess) << modeName(A) << baseName(A.Ref);
    if (&A != &B)
      LC.Diags.report(B.Loc, Diag::NoteAccess) << modeName(B) << baseName(B.Ref);
  };
  // Scalars shared between iterations.
  for (const Access &A : Acc) {
    if (A.Ref.Kind != BaseKind::Object || !A.Write) continue;
    auto *V = dyn_cast<VarDecl>(A.Ref.Var);
    if (!V || V == Loop.Var || Red.count(V)) continue;
    if (V->getType()->isArrayType() || V->getType()->isRecordType()) continue;
    LC.Diags.report(A.Loc, Diag::LoopCarriedScalar) << V->getNameAsString();
    return false;
  }
  for (const Access &A : Acc) {
    if (A.Ref.Kind == BaseKind::Object && Red.count(dyn_cast<VarDecl>(A.Ref.Var))) continue;
    if (A.Ref.Kind == BaseKind::Object && A.Ref.Var == Loop.Var) continue;
    if (P.Independent) break;
    if (A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals) {
      if (!A.Write) continue;
      LC.Diags.report(A.Loc, Diag::LoopUnprovable)
          << ("'" + A.Text + "' may access any memory" + (A.Why.empty() ? "" : " (" + A.Why + ")"));
      return false;
    }
  }
  if (P.Independent) return true;
  for (size_t I = 0; I < Acc.size() && Ok; ++I) {
    const Access &A = Acc[I];
    if (!A.Write) continue;
    if (A.Ref.Kind == BaseKind::Object && (A.Ref.Var == Loop.Var || Red.count(dyn_cast<VarDecl>(A.Ref.Var))))
      continue;
    for (size_t J = 0; J < Acc.size(); ++J) {
      const Access &B = Acc[J];
      if (B.Ref.Kind == BaseKind::Object && (B.Ref.Var == Loop.Var || Red.count(dyn_cast<VarDecl>(B.Ref.Var))))
        continue;
      if (B.Ref.Kind == BaseKind::Unknown || B.Ref.Kind == BaseKind::AllGlobals) {
        LC.Diags.report(B.Loc, Diag::LoopUnprovable)
            << ("'" + B.Text + "' may access any memory, including what '" + A.Text + "' writes");
        Notes(A, B);
        return false;
      }
      bool SameBase = A.Ref.Kind == B.Ref.Kind && A.Ref.Var == B.Ref.Var &&
                      A.Ref.ExprText == B.Ref.ExprText;
      if (!SameBase && A.Ref.ContainerData && B.Ref.ContainerData) {
        // Distinct named containers own disjoint buffers; otherwise the two
        // may be one container: test them as one base.
        if (distinctContainers(A.Ref, B.Ref)) continue;
        SameBase = true;
      }
      if (!SameBase && !mayAlias(A.Ref, B.Ref, Facts)) continue;
      if (!SameBase) {
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << ("'" + baseName(A.Ref) + "' and '" + baseName(B.Ref) +
                "' may point to overlapping memory");
        Notes(A, B);
        return false;
      }
      if (independentByDimension(A, B, Var, StepValue)) continue;
      bool Symbolic = false;
      Verdict V = carried(A, B, Var, StepValue, Symbolic);
      if (V == Verdict::Independent) continue;
      // A range widened by the analysis (e.g. a non-affine subscript) proves nothing.
      const std::string &Widened = !A.Why.empty() ? A.Why : B.Why;
      if (V == Verdict::Dependent && !Symbolic && Widened.empty())
        LC.Diags.report(A.Loc, Diag::LoopCarried) << ("'" + A.Text + "'") << ("'" + B.Text + "'") << baseName(A.Ref);
      else if (V == Verdict::Dependent)
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << ("'" + A.Text + "' and '" + B.Text + "' may access the same element of '" +
                baseName(A.Ref) + "' in different iterations" +
                (Widened.empty() ? std::string() : " (" + Widened + ")"));
      else
        LC.Diags.report(A.Loc, Diag::LoopUnprovable)
            << ("the subscripts of '" + A.Text + "' and '" + B.Text + "' are not affine in '" + Var + "'" +
                (A.Why.empty() ? std::string() : " (" + A.Why + ")"));
      Notes(A, B);
      return false;
    }
  }
  return Ok;
}

} // namespace nanocc
