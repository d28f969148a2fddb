//===- CanonicalLoop.cpp - Matcher of canonical `for` loops (var, bounds, step) ===//
#include "nanocc/AccessAnalysis.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/StateChanges.h"
#include "nanocc/Unevaluated.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Lex/Lexer.h"

#include <set>

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

// Objects on which the body calls a non-const member function that may change what a
// const member function of the bound returns. Element access (`v[i] = x`, `v.at(i)`,
// `v.data()[i]`, iterators) changes elements, never the size, so it does not count;
// nor does a member function of this file that writes none of its object's bytes
// (memberCallLeavesObject: `m(i, j) = x` through a reference to a vector member's elements).
std::set<const ValueDecl *> objectsMutatedByMemberCalls(const Stmt *Body, const AccessQuery &Q) {
  struct Finder : EvaluatedCodeVisitor<Finder> {
    std::set<const ValueDecl *> Out;
    const AccessQuery *Q = nullptr;
    void note(const CallExpr *Call, const Expr *Obj, const CXXMethodDecl *MD, unsigned FirstArg) {
      if (!Obj || !MD || MD->isConst() || !MD->isInstance()) return;
      if (Q->Summaries && memberCallLeavesObject(Call, MD, FirstArg, *Q)) return;
      if (MD->getOverloadedOperator() == OO_Subscript) return;
      if (MD->getIdentifier() &&
          llvm::is_contained({"at", "data", "front", "back", "begin", "end"}, MD->getName()))
        return;
      if (auto *DR = dyn_cast<DeclRefExpr>(Obj->IgnoreParenImpCasts())) Out.insert(DR->getDecl());
    }
    bool VisitCXXMemberCallExpr(CXXMemberCallExpr *CE) {
      note(CE, CE->getImplicitObjectArgument(), CE->getMethodDecl(), 0);
      return true;
    }
    bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *CE) {
      if (CE->getNumArgs() > 0)
        note(CE, CE->getArg(0), dyn_cast_or_null<CXXMethodDecl>(CE->getDirectCallee()), 1);
      return true;
    }
  } F;
  F.Q = &Q;
  if (Body) F.TraverseStmt(const_cast<Stmt *>(Body));
  return F.Out;
}

} // namespace

const Stmt *jumpOutOfLoopBody(const ForStmt *For, std::string &What) {
  // Depth counts the loops and switches around a `break` inside the body: a break at
  // depth 0 leaves the loop. `continue` only ends its iteration, which is fine.
  struct Finder {
    const Stmt *Found = nullptr;
    std::string What;
    std::set<const LabelDecl *> Inside;
    std::vector<const GotoStmt *> Gotos;
    void visit(const Stmt *S, unsigned Depth) {
      if (!S || Found) return;
      if (isa<LambdaExpr, BlockExpr>(S)) return; // their jumps stay inside them
      if (auto *L = dyn_cast<LabelStmt>(S)) Inside.insert(L->getDecl());
      if (isa<BreakStmt>(S) && Depth == 0) {
        Found = S;
        What = "'break'";
        return;
      }
      if (isa<ReturnStmt>(S)) {
        Found = S;
        What = "'return'";
        return;
      }
      if (auto *G = dyn_cast<GotoStmt>(S)) Gotos.push_back(G);
      if (isa<IndirectGotoStmt>(S)) {
        Found = S;
        What = "a computed 'goto'";
        return;
      }
      bool Breakable = isa<ForStmt, WhileStmt, DoStmt, SwitchStmt, CXXForRangeStmt>(S);
      for (const Stmt *C : S->children()) visit(C, Depth + (Breakable ? 1 : 0));
    }
  } F;
  F.visit(For->getBody(), 0);
  if (!F.Found)
    for (const GotoStmt *G : F.Gotos)
      if (!F.Inside.count(G->getLabel())) {
        F.Found = G;
        F.What = "'goto " + G->getLabel()->getNameAsString() + "'";
        break;
      }
  What = F.What;
  return F.Found;
}

bool isArrayExtentCall(const Expr *E) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *FD = Call ? Call->getDirectCallee() : nullptr;
  return FD && FD->isInStdNamespace() && FD->getIdentifier() && (FD->getName() == "size" || FD->getName() == "ssize") &&
         Call->getNumArgs() == 1 && Call->getArg(0)->getType().getNonReferenceType()->isConstantArrayType();
}

bool isConstantBound(const Expr *E, ASTContext &Ctx) {
  if (Expr::EvalResult Constant; !E->isValueDependent() && E->EvaluateAsInt(Constant, Ctx)) return true;
  return isArrayExtentCall(E);
}

std::pair<SymRef, SymRef> loopVariableBounds(const CanonicalLoop &L, ASTContext &Ctx) {
  SymRef Lb = toSym(L.Lb, Ctx), Ub = toSym(L.Ub, Ctx);
  if (L.Rel == BO_LT) return {Lb, Ub - Sym::constant(1)};
  if (L.Rel == BO_GT) return {Lb, Ub + Sym::constant(1)};
  return {Lb, Ub};
}

std::optional<CanonicalLoop> matchCanonicalLoop(const ForStmt *For, ASTContext &Ctx,
                                                std::string &Why, SourceLocation &Where,
                                                const SummaryTable *Summaries, bool AllowDiverging) {
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
  bool Up = L.Rel == BO_LT || L.Rel == BO_LE;
  bool IncOk = false;
  // The direction of `var += step` / `var = var - step`: from a constant step's
  // sign; for a step known only at run time, the condition's (with a step of
  // the other sign the sequential loop runs no iteration or never ends).
  auto StepDirection = [&](const Expr *Step, int64_t OpSign) -> std::optional<int64_t> {
    Expr::EvalResult R;
    if (!Step->EvaluateAsInt(R, Ctx)) return Up ? 1 : -1;
    int64_t V = R.Val.getInt().getExtValue();
    if (V == 0) {
      Why = "the step must not be zero";
      Where = Step->getBeginLoc();
      return std::nullopt;
    }
    return OpSign * (V > 0 ? 1 : -1);
  };
  if (auto *UO = dyn_cast_or_null<UnaryOperator>(Inc ? Inc->IgnoreParens() : nullptr)) {
    if (UO->isIncrementDecrementOp() && varOf(UO->getSubExpr()) == L.Var) {
      L.StepSign = UO->isIncrementOp() ? 1 : -1;
      IncOk = true;
    }
  } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(Inc ? Inc->IgnoreParens() : nullptr)) {
    if ((BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) &&
        varOf(BO->getLHS()) == L.Var) {
      L.StepExpr = BO->getRHS();
      std::optional<int64_t> Sign = StepDirection(L.StepExpr, BO->getOpcode() == BO_AddAssign ? 1 : -1);
      if (!Sign) return std::nullopt;
      L.StepSign = *Sign; // `i -= s` is a step of -s, printed by the lowering
      IncOk = true;
    } else if (BO->getOpcode() == BO_Assign && varOf(BO->getLHS()) == L.Var) {
      // i = i + s / i = i - s / i = s + i
      if (auto *RB = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts()))
        if ((RB->getOpcode() == BO_Add || RB->getOpcode() == BO_Sub) &&
            (varOf(RB->getLHS()) == L.Var ||
             (RB->getOpcode() == BO_Add && varOf(RB->getRHS()) == L.Var && varOf(RB->getLHS()) != L.Var))) {
          L.StepExpr = varOf(RB->getLHS()) == L.Var ? RB->getRHS() : RB->getLHS();
          std::optional<int64_t> Sign = StepDirection(L.StepExpr, RB->getOpcode() == BO_Add ? 1 : -1);
          if (!Sign) return std::nullopt;
          L.StepSign = *Sign;
          IncOk = true;
        }
    }
  }
  if (!IncOk) {
    Why = "expected an increment 'var++', 'var--', 'var += step', 'var -= step', 'var = var + step', "
          "'var = step + var' or 'var = var - step'";
    if (Inc) Where = Inc->getBeginLoc();
    return std::nullopt;
  }
  L.Diverges = (Up && L.StepSign < 0) || (!Up && L.StepSign > 0);
  if (L.Diverges && !AllowDiverging) {
    Why = Up ? "the loop counts down but its condition is '<' or '<='"
             : "the loop counts up but its condition is '>' or '>='";
    Where = Inc->getBeginLoc();
    return std::nullopt;
  }
  // The lowering copies the bounds and the step as written: each must be a
  // text of its own (`N`, a whole invocation, is; `(n)` of `i UPTO(N)`, with
  // `#define UPTO(n) < (n)`, is not), and so must the header.
  const SourceManager &SM = Ctx.getSourceManager();
  auto Spelled = [&](const Expr *E) {
    return !E || Lexer::makeFileCharRange(CharSourceRange::getTokenRange(E->getSourceRange()), SM, Ctx.getLangOpts())
                     .isValid();
  };
  if (For->getBeginLoc().isMacroID() || For->getRParenLoc().isMacroID() || !Spelled(L.Lb) || !Spelled(L.Ub) ||
      !Spelled(L.StepExpr)) {
    CharSourceRange Header = CharSourceRange::getTokenRange(SM.getExpansionRange(For->getBeginLoc()).getBegin(),
                                                            SM.getExpansionRange(For->getRParenLoc()).getEnd());
    Why = "a macro writes part of its header ('" +
          Lexer::getSourceText(Header, SM, Ctx.getLangOpts()).str() +
          "'), which the outlined loop cannot copy; write the initialisation, the condition and the increment in "
          "the source";
    return std::nullopt;
  }
  // Bounds and step must be loop-invariant; the variable must not be assigned in the body.
  auto Modified = modifiedVars(For->getBody());
  if (Modified.count(L.Var)) {
    Why = "the loop variable '" + L.Var->getNameAsString() + "' is modified in the loop body";
    return std::nullopt;
  }
  AccessQuery Q{Ctx, Summaries, nullptr};
  Q.ContainerElements = true; // compile-time facts only: no address is registered
  std::set<const ValueDecl *> MutatedByCalls = objectsMutatedByMemberCalls(For->getBody(), Q);
  // A struct or array the body assigns only in parts the bound does not read
  // (`G.a[i] = x` with `i < G.n`): every write naming it is a part apart from
  // the bound's reads of it.
  std::optional<AccessList> BodyAccesses;
  // A reference (`S &r` with `i < r.n` and `r.b[i] = x`) likewise, in its referent.
  auto PartsApart = [&](const ValueDecl *V, const Expr *E) {
    QualType T = V->getType().getNonReferenceType();
    if (MutatedByCalls.count(V) || !(T->isRecordType() || T->isArrayType())) return false;
    AccessList Reads = collectAccesses(E, Q);
    if (!BodyAccesses) BodyAccesses = collectAccesses(For->getBody(), Q);
    // A write through the reference reaches the bound unless it is in other fields
    // than every read through it.
    auto ReachesReferent = [&](const Access &W) {
      bool Named = false;
      for (const Access &R : Reads) {
        if (R.Ref.Kind != BaseKind::Pointee || R.Ref.Var != V) continue;
        Named = true;
        if (!distinctFields(R.Ref, W.Ref)) return true;
      }
      return !Named;
    };
    return llvm::none_of(*BodyAccesses, [&](const Access &W) {
      if (!W.Write) return false;
      if (W.Ref.Kind == BaseKind::Object) return W.Ref.Var == V && writeReachesReads(W, Reads);
      if (W.Ref.Kind == BaseKind::Pointee && W.Ref.Var == V) return ReachesReferent(W);
      return W.Ref.Kind == BaseKind::PointeeExpr && W.Ref.ExprVars.count(V) > 0;
    });
  };
  Modified.merge(MutatedByCalls);
  for (const Expr *E : {L.Ub, L.StepExpr}) {
    if (!E) continue;
    if (isConstantBound(E, Ctx)) continue; // reads nothing at run time
    std::set<const ValueDecl *> Used;
    struct Finder : EvaluatedCodeVisitor<Finder> {
      std::set<const ValueDecl *> *Out;
      bool VisitDeclRefExpr(DeclRefExpr *D) { Out->insert(D->getDecl()); return true; }
    } F;
    F.Out = &Used;
    F.TraverseStmt(const_cast<Expr *>(E));
    for (const ValueDecl *V : Used)
      if ((Modified.count(V) && !PartsApart(V, E)) || V == L.Var) {
        Why = "the " + std::string(E == L.Ub ? "bound" : "step") + " depends on '" +
              V->getNameAsString() + "', which the loop modifies";
        Where = E->getBeginLoc();
        return std::nullopt;
      }
    if (mayChangeState(E, Summaries)) {
      Why = "the " + std::string(E == L.Ub ? "bound" : "step") + " '" + exprText(E, Ctx) +
            "' has side effects (it assigns, or calls a function that may write); compute it into a local "
            "variable before the loop";
      Where = E->getBeginLoc();
      return std::nullopt;
    }
  }
  return L;
}

} // namespace nanocc
