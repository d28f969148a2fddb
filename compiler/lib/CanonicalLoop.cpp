//===- CanonicalLoop.cpp - Matcher of canonical `for` loops (var, bounds, step) ===//
#include "nanocc/AccessAnalysis.h"
#include "nanocc/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace nanocc {

//===--- Canonical loops --------------------------------------------------===//

namespace {
const VarDecl *varOf(const Expr *E) {
  if (!E) return nullptr;
  if (auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DR->getDecl());
  return nullptr;
}

} // namespace

std::optional<CanonicalLoop> matchCanonicalLoop(const ForStmt *For, ASTContext &Ctx,
                                                std::string &Why, SourceLocation &Where) {
  CanonicalLoop L;
  Where = For->getBeginLoc();
  // init: `int i = lb` or `i = lb`
  const Stmt *Init = For->getInit();
  if (auto *DS = dyn_cast_or_null<DeclStmt>(Init)) {
    if (DS->isSingleDecl())
      if (auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
        if (VD->getInit()) {
          L.Var = VD;
          L.Lb = VD->getInit();
          L.DeclaresVar = true;
        }
  } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(Init)) {
    if (BO->getOpcode() == BO_Assign && varOf(BO->getLHS())) {
      L.Var = varOf(BO->getLHS());
      L.Lb = BO->getRHS();
    }
  }
  if (!L.Var) {
    Why = "expected 'var = lower-bound' or 'int var = lower-bound' as the initialisation";
    if (Init) Where = Init->getBeginLoc();
    return std::nullopt;
  }
  if (!L.Var->getType()->isIntegerType()) {
    Why = "the loop variable must have an integer type";
    return std::nullopt;
  }
  // condition: var relop ub (or ub relop var, mirrored)
  const Expr *Cond = For->getCond();
  auto *CB = dyn_cast_or_null<BinaryOperator>(Cond ? Cond->IgnoreParenImpCasts() : nullptr);
  if (!CB || !CB->isRelationalOp()) {
    Why = "expected a condition 'var < bound', 'var <= bound', 'var > bound' or 'var >= bound'";
    if (Cond) Where = Cond->getBeginLoc();
    return std::nullopt;
  }
  if (varOf(CB->getLHS()) == L.Var) {
    L.Rel = CB->getOpcode();
    L.Ub = CB->getRHS();
  } else if (varOf(CB->getRHS()) == L.Var) {
    L.Ub = CB->getLHS();
    switch (CB->getOpcode()) {
    case BO_LT: L.Rel = BO_GT; break;
    case BO_LE: L.Rel = BO_GE; break;
    case BO_GT: L.Rel = BO_LT; break;
    default: L.Rel = BO_LE; break;
    }
  } else {
    Why = "the condition must compare the loop variable '" + L.Var->getNameAsString() + "' with a bound";
    Where = CB->getBeginLoc();
    return std::nullopt;
  }
  // increment
  const Expr *Inc = For->getInc();
  bool IncOk = false;
  if (auto *UO = dyn_cast_or_null<UnaryOperator>(Inc ? Inc->IgnoreParens() : nullptr)) {
    if (UO->isIncrementDecrementOp() && varOf(UO->getSubExpr()) == L.Var) {
      L.StepSign = UO->isIncrementOp() ? 1 : -1;
      IncOk = true;
    }
  } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(Inc ? Inc->IgnoreParens() : nullptr)) {
    if ((BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) &&
        varOf(BO->getLHS()) == L.Var) {
      L.StepExpr = BO->getRHS();
      int64_t Sign = BO->getOpcode() == BO_AddAssign ? 1 : -1;
      Expr::EvalResult R;
      if (BO->getRHS()->EvaluateAsInt(R, Ctx)) {
        int64_t V = R.Val.getInt().getExtValue();
        if (V == 0) {
          Why = "the step must not be zero";
          Where = BO->getRHS()->getBeginLoc();
          return std::nullopt;
        }
        Sign *= V > 0 ? 1 : -1;
      }
      L.StepSign = Sign;
      if (BO->getOpcode() == BO_SubAssign) {
        // Represent `i -= s` as a step of -s, printed by the lowering.
      }
      IncOk = true;
    } else if (BO->getOpcode() == BO_Assign && varOf(BO->getLHS()) == L.Var) {
      // i = i + s / i = i - s
      if (auto *RB = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts()))
        if ((RB->getOpcode() == BO_Add || RB->getOpcode() == BO_Sub) &&
            varOf(RB->getLHS()) == L.Var) {
          L.StepExpr = RB->getRHS();
          L.StepSign = RB->getOpcode() == BO_Add ? 1 : -1;
          IncOk = true;
        }
    }
  }
  if (!IncOk) {
    Why = "expected an increment 'var++', 'var--', 'var += step' or 'var -= step'";
    if (Inc) Where = Inc->getBeginLoc();
    return std::nullopt;
  }
  bool Up = L.Rel == BO_LT || L.Rel == BO_LE;
  if ((Up && L.StepSign < 0) || (!Up && L.StepSign > 0)) {
    Why = Up ? "the loop counts down but its condition is '<' or '<='"
             : "the loop counts up but its condition is '>' or '>='";
    Where = Inc->getBeginLoc();
    return std::nullopt;
  }
  // Bounds and step must be loop-invariant; the variable must not be assigned in the body.
  auto Modified = modifiedVars(For->getBody());
  if (Modified.count(L.Var)) {
    Why = "the loop variable '" + L.Var->getNameAsString() + "' is modified in the loop body";
    return std::nullopt;
  }
  for (const Expr *E : {L.Ub, L.StepExpr}) {
    if (!E) continue;
    for (const ValueDecl *V : modifiedVars(E))
      (void)V;
    std::set<const ValueDecl *> Used;
    struct Finder : RecursiveASTVisitor<Finder> {
      std::set<const ValueDecl *> *Out;
      bool VisitDeclRefExpr(DeclRefExpr *D) { Out->insert(D->getDecl()); return true; }
    } F;
    F.Out = &Used;
    F.TraverseStmt(const_cast<Expr *>(E));
    for (const ValueDecl *V : Used)
      if (Modified.count(V) || V == L.Var) {
        Why = "the " + std::string(E == L.Ub ? "bound" : "step") + " depends on '" +
              V->getNameAsString() + "', which the loop modifies";
        Where = E->getBeginLoc();
        return std::nullopt;
      }
    if (E->HasSideEffects(Ctx)) {
      Why = "the bound or step has side effects";
      Where = E->getBeginLoc();
      return std::nullopt;
    }
  }
  return L;
}

} // namespace nanocc
