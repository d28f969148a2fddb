//===- LoopLowering.cpp - `#pragma nano loop` -> nano_parallel_for/reduce ---===//
//
// The loop `for (v = lb; v relop ub; v += step) body` becomes
//   nano_parallel_for(trip_count, &schedule, nano_loop_K, &args)
// where nano_loop_K(lo, hi, args) unpacks the argument block and calls
// nano_body_K, which runs iterations k in [lo, hi) with v = lb + k * step.
// nano_body_K is always inlined and takes the variables the body uses as
// parameters under their own names (copies of scalars and pointers with their
// qualifiers, decayed pointers for arrays, references in C++), so the body text
// is kept verbatim under a #line directive. A variable whose address the body
// takes or to which it binds a reference is the creator's own: a reference in
// C++; in C a pointer to it, which the body's uses are renamed to dereference. They are parameters, not locals,
// because LLVM honours `restrict` only on parameters (it keeps it as scoped
// no-alias metadata when inlining): with locals every store through one pointer
// reloads what the others point to. A constant step is written as a literal so
// that the iteration -> variable map stays visible to the vectoriser.
// Reductions accumulate into a private partial that the runtime combines in
// iteration order (nano_parallel_reduce).
//
//===----------------------------------------------------------------------===//
#include "nanocc/LoopLowering.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/LocalEnumerators.h"
#include "nanocc/LocalTypeCopies.h"
#include "nanocc/NamedVariables.h"
#include "nanocc/QuotedMacroArguments.h"
#include "nanocc/ThreadLocals.h"
#include "nanocc/FileScopeTypes.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/TaskLowering.h"
#include "nanocc/TemplateInstances.h"
#include "nanocc/Translator.h"
#include "nanocc/RenameIdentifiers.h"
#include "nanocc/Unevaluated.h"
#include "nanocc/OwnBodyVisitor.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/StringExtras.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"

using namespace clang;

namespace nanocc {

namespace {

const char *scheduleConstant(htg::ScheduleKind K) {
  switch (K) {
  case htg::ScheduleKind::static_: return "NANO_SCHEDULE_STATIC";
  case htg::ScheduleKind::fixed: return "NANO_SCHEDULE_FIXED";
  case htg::ScheduleKind::gss: return "NANO_SCHEDULE_GSS";
  case htg::ScheduleKind::tss: return "NANO_SCHEDULE_TSS";
  case htg::ScheduleKind::factoring: return "NANO_SCHEDULE_FACTORING";
  case htg::ScheduleKind::affinity: return "NANO_SCHEDULE_AFFINITY";
  }
  return "NANO_SCHEDULE_GSS";
}

std::string identity(ReductionOp Op, QualType T) {
  bool Float = T->isRealFloatingType();
  switch (Op) {
  case ReductionOp::Add: case ReductionOp::BitOr: case ReductionOp::BitXor: case ReductionOp::LogOr:
    return "0";
  case ReductionOp::Mul: case ReductionOp::LogAnd: return "1";
  case ReductionOp::BitAnd: return "~0";
  case ReductionOp::Min: return Float ? "__builtin_inf()" : "0"; // integer: set below
  case ReductionOp::Max: return Float ? "-__builtin_inf()" : "0";
  }
  return "0";
}

/// \p IgnoresNaN: fmin/fmax, for which a NaN accumulated value (`m = NAN` before
/// the loop) gives way to any partial result, as it does to any element.
std::string combine(ReductionOp Op, const std::string &A, const std::string &B, bool IgnoresNaN) {
  const std::string OrNaN = IgnoresNaN ? " || __builtin_isnan(" + A + ")" : "";
  switch (Op) {
  case ReductionOp::Add: return A + " += " + B + ";";
  case ReductionOp::Mul: return A + " *= " + B + ";";
  case ReductionOp::BitAnd: return A + " &= " + B + ";";
  case ReductionOp::BitOr: return A + " |= " + B + ";";
  case ReductionOp::BitXor: return A + " ^= " + B + ";";
  case ReductionOp::LogAnd: return A + " = " + A + " && " + B + ";";
  case ReductionOp::LogOr: return A + " = " + A + " || " + B + ";";
  case ReductionOp::Min: return "if (" + B + " < " + A + OrNaN + ") " + A + " = " + B + ";";
  case ReductionOp::Max: return "if (" + B + " > " + A + OrNaN + ") " + A + " = " + B + ";";
  }
  return "";
}

/// The iteration space of a canonical loop as generated code spells it.
struct LoopShape {
  std::string Lb, Ub;     ///< bounds as written
  std::string Step;       ///< signed step, int64_t
  std::string BodyStep;   ///< the step inside a chunk: a literal when constant, else nano_step_
  std::string L;          ///< lower bound as int64_t
  std::string Trip;       ///< trip count (in terms of nano_step_)
  std::string TripCheck;  ///< statement correcting nano_n_ when the variable wraps; may be empty
  std::string Sched;      ///< declaration of nano_s_
  std::string VarType, VarName;
  bool Increasing = true, Inclusive = false;
};

/// The statement stepping the induction variable `nano_v_` (of \p VarType) by
/// the int64_t \p Step, clean under -Wconversion: an enumeration has no += in
/// C++; an unsigned variable adds the step converted to its own type (counting
/// down adds its modular negative: a size_t loop from n down to 1).
std::string advanceText(QualType VarTy, const std::string &VarType, const std::string &Step, bool CXX) {
  if (VarTy->isEnumeralType())
    return "nano_v_ = " + castText(VarType, "(nano_v_ + " + Step + ")", CXX);
  if (VarTy->isUnsignedIntegerType())
    return "nano_v_ += " + castText(VarType, Step, CXX);
  return "nano_v_ += " + Step;
}

/// Whether the sequential loop's variable can take values the int64_t trip count
/// does not describe: an unsigned or narrow variable wraps (`unsigned char c = 9;
/// c > 1; c -= 5` runs 53 times), and an unsigned bound compares in unsigned
/// arithmetic (`int i = -5; i < 10u` runs none).
bool mayWrapOrConvert(ASTContext &Ctx, const CanonicalLoop &Loop) {
  QualType VarTy = Loop.Var->getType();
  if (!VarTy->isIntegerType() || VarTy->isEnumeralType()) return false;
  auto Unsigned = [](const Expr *E) { return E->IgnoreParenImpCasts()->getType()->isUnsignedIntegerType(); };
  return VarTy->isUnsignedIntegerType() || Ctx.getTypeSize(VarTy) < Ctx.getTypeSize(Ctx.IntTy) ||
         Unsigned(Loop.Lb) || Unsigned(Loop.Ub);
}

/// After the loop, a variable declared before it holds its value at exit:
/// the first value past the last iteration. Then `(void)` it, since nothing
/// else may read it now that the loop's own reads are in the outlined body
/// (-Wunused-but-set-variable on `int i; for (i = 0; ...)`).
std::string finalValueText(const LoopShape &Shape, const std::string &L, bool CXX) {
  return Shape.VarName + " = " +
         castText(Shape.VarType, "(" + wrappingAffineText(L, "nano_n_", "nano_step_", CXX) + ")", CXX) + "; (void)" +
         Shape.VarName + "; ";
}

/// A statement run after `nano_n_ = Trip`: the closed form counts in int64_t; it
/// is exact when the variable's values from lb to the last iteration's fit its
/// type, the loop's own test (in the program's types) holds at the first and last
/// iteration and fails at the next value (as the variable holds it); otherwise the
/// loop's own header counts the iterations, and they run as one chunk, in order
/// (the dependence test assumed values between the bounds). The body maps
/// iteration k to (T)(lb + k * step), the variable's k-th value under wrap-around too.
/// A diverging loop (CanonicalLoop::Diverges, its closed form 0) is counted so
/// whenever its test holds at lb: it runs until the variable wraps, as written.
std::string tripCheckText(ASTContext &Ctx, const CanonicalLoop &Loop, const std::string &VarType,
                          const std::string &L, const std::string &Ub, bool CXX) {
  if (!mayWrapOrConvert(Ctx, Loop) && !Loop.Diverges) return "";
  const std::string Rel = BinaryOperator::getOpcodeStr(Loop.Rel).str();
  auto AsVar = [&](const std::string &X) { return castText(VarType, "(" + X + ")", CXX); };
  auto Fits = [&](const std::string &X) { return "(" + castText("int64_t", AsVar(X), CXX) + " == (" + X + "))"; };
  auto Holds = [&](const std::string &X) { return "(" + AsVar(X) + " " + Rel + " (" + Ub + "))"; };
  const std::string Last = wrappingAffineText(L, "nano_n_ - 1", "nano_step_", CXX),
                    Next = wrappingAffineText(L, "nano_n_", "nano_step_", CXX);
  const std::string Advance = advanceText(Loop.Var->getType(), VarType, "nano_step_", CXX);
  const std::string Recount = Loop.Diverges ? Holds(L)
                                            : "nano_n_ == 0 ? " + Holds(L) + " : !(" + Fits(L) + " && " + Fits(Last) +
                                                  " && " + Holds(L) + " && " + Holds(Last) + " && !" + Holds(Next) + ")";
  return "if (" + Recount + ") { nano_n_ = 0; for (" + VarType + " nano_v_ = " + AsVar(L) + "; " + Holds("nano_v_") +
         "; " + Advance + ") ++nano_n_; nano_s_.kind = NANO_SCHEDULE_FIXED; " +
         "nano_s_.chunk = nano_n_ > 0 ? nano_n_ : 1; } ";
}

/// \p Loop is the analysed loop; \p For the one whose text is rewritten (a
/// template's pattern, where the step's value and the variable's type may
/// depend on template parameters: they are spelt, not evaluated).
LoopShape loopShape(ASTContext &Ctx, const NanoPragma &P, const ForStmt *For, const CanonicalLoop &Loop,
                    bool Templated) {
  LoopShape Shape;
  // Trip count and the iteration -> variable map.
  std::string &Lb = Shape.Lb, &Ub = Shape.Ub;
  Lb = exprText(Loop.Lb, Ctx); Ub = exprText(Loop.Ub, Ctx);
  std::string &Step = Shape.Step;
  const bool CXX = Ctx.getLangOpts().CPlusPlus;
  auto I64 = [CXX](const std::string &Operand) { return castText("int64_t", Operand, CXX); };
  Step = Loop.StepExpr ? I64("(" + exprText(Loop.StepExpr, Ctx) + ")") : I64("1");
  bool SubAssign = false;
  // `i -= s` and `i = i - s`: the step is -s.
  if (auto *BO = dyn_cast_or_null<BinaryOperator>(For->getInc() ? For->getInc()->IgnoreParens() : nullptr)) {
    SubAssign = BO->getOpcode() == BO_SubAssign;
    if (auto *RB = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts()); RB && BO->getOpcode() == BO_Assign)
      SubAssign = RB->getOpcode() == BO_Sub;
  }
  if (!Loop.StepExpr && Loop.StepSign < 0) Step = I64("-1");
  if (Loop.StepExpr && SubAssign) Step = "-" + Step;
  // The step inside the chunk: a literal when it is a constant expression.
  std::string &BodyStep = Shape.BodyStep;
  BodyStep = "nano_step_";
  if (!Loop.StepExpr) {
    BodyStep = Loop.StepSign < 0 ? I64("-1") : I64("1");
  } else if (std::optional<llvm::APSInt> C = Templated ? std::nullopt : Loop.StepExpr->getIntegerConstantExpr(Ctx)) {
    int64_t V = C->getExtValue();
    if (SubAssign) V = -V;
    BodyStep = I64(V < 0 ? "(" + std::to_string(V) + ")" : std::to_string(V));
  }
  Shape.L = I64("(" + Lb + ")");
  const std::string &L = Shape.L;
  std::string U = I64("(" + Ub + ")");
  bool Up = Loop.Rel == BO_LT || Loop.Rel == BO_LE;
  bool Incl = Loop.Rel == BO_LE || Loop.Rel == BO_GE;
  // The distance between the bounds and the step's size in uint64_t: `i <
  // LONG_MAX` from LONG_MIN + 1 by LONG_MAX, or `i < 10` by a step near
  // LONG_MAX, overflow int64_t (review29). A step that never reaches the bound
  // (the sequential loop would not end) counts -1: the runtime reports it.
  auto U64 = [CXX](const std::string &Operand) { return castText("uint64_t", Operand, CXX); };
  std::string &Trip = Shape.Trip;
  const std::string From = Up ? L : U, To = Up ? U : L;
  const std::string Size = Up ? U64("nano_step_") : "(0u - " + U64("nano_step_") + ")";
  const std::string Span = "(" + U64(To) + " - " + U64(From) + (Incl ? "" : " - 1u") + ")";
  const std::string Count = I64("(" + Span + " / " + Size + ")") + " + 1";
  const bool ConstantStep = BodyStep != "nano_step_"; // of the loop's direction (CanonicalLoop)
  Trip = "(" + To + (Incl ? " >= " : " > ") + From + " ? " +
         (ConstantStep ? Count : "(nano_step_ " + std::string(Up ? ">" : "<") + " 0 ? " + Count + " : -1)") + " : 0)";
  if (Loop.Diverges) Trip = "0"; // its trip check counts it

  Shape.VarName = Loop.Var->getNameAsString();
  Shape.VarType = printFileScopeDecl(Loop.Var->getType().getUnqualifiedType(), "", Ctx);
  if (Templated) {
    // The pattern's variable (its type may name template parameters).
    const auto *DS = dyn_cast_or_null<DeclStmt>(For->getInit());
    const auto *V = DS && DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    Shape.VarType = V ? printDecl(V->getType().getUnqualifiedType(), "", Ctx) : "decltype(" + Shape.VarName + ")";
  }
  Shape.TripCheck = tripCheckText(Ctx, Loop, Shape.VarType, L, Ub, CXX);

  // Schedule.
  std::string &Sched = Shape.Sched;
  Sched = "nano_schedule nano_s_ = {" + std::string(scheduleConstant(P.Schedule));
  // A parameter that is not positive at run time means the default, as 0 does: the
  // sequential elision has no chunks, so no value may change what the loop computes.
  std::vector<std::string> SA;
  for (const std::string &A : P.ScheduleArgs) {
    bool Literal = !A.empty() && llvm::all_of(A, [](char C) { return C >= '0' && C <= '9'; });
    std::string V = I64("(" + A + ")");
    SA.push_back(Literal ? V : "(" + V + " > 0 ? " + V + " : 0)");
  }
  if (P.Schedule == htg::ScheduleKind::tss && SA.size() == 2)
    Sched += ", 0, " + SA[0] + ", " + SA[1] + "};";
  else if (!SA.empty())
    Sched += ", " + SA[0] + ", 0, 0};";
  else
    Sched += ", 0, 0, 0};";

  Shape.Increasing = Up && !(Loop.StepExpr && SubAssign);
  Shape.Inclusive = Incl;
  return Shape;
}

/// The loop's node of the HTG (for --emit-htg), and the remark saying how it runs.
void addLoopNode(LoweringContext &LC, const NanoPragma &P, const FunctionDecl *F, const ForStmt *For,
                 const CanonicalLoop &Loop, const LoopShape &Shape, const std::string &K, bool Reduce,
                 const std::vector<const VarDecl *> &Privates) {
  ASTContext &Ctx = LC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  const Stmt *Body = For->getBody();
  const std::string &Lb = Shape.Lb, &Ub = Shape.Ub, &Step = Shape.Step, &L = Shape.L, &Trip = Shape.Trip,
                    &VarType = Shape.VarType, &VarName = Shape.VarName;
  bool Incl = Shape.Inclusive;
  htg::Node Node;
  Node.id = "loop" + K;
  Node.kind = htg::NodeKind::loop;
  Node.label = P.Label.empty() ? F->getNameAsString() + " loop" : P.Label;
  Node.loc = htgLoc(For->getBeginLoc(), SM);
  // The HTG's loop variable is the one the body uses: the source variable over
  // [lb, ub) for an increasing loop; otherwise an iteration number nano_k, with
  // the source variable bound from it at the top of the body.
  std::string BodyCode = stmtText(Body, Ctx);
  if (!LC.Opts.EmitHTGPath.empty()) checkNodeCode(LC, Body, BodyCode);
  if (Shape.Increasing) {
    Node.var = VarName;
    Node.from = Lb;
    Node.to = Incl ? "(" + Ub + ") + 1" : Ub;
    Node.step = Loop.StepExpr ? exprText(Loop.StepExpr, Ctx) : "1";
  } else {
    Node.var = "nano_k";
    Node.from = "0";
    std::string TripText = Trip;
    for (size_t Pos; (Pos = TripText.find("nano_step_")) != std::string::npos;)
      TripText.replace(Pos, 10, "(" + Step + ")");
    Node.to = "(" + TripText + ")";
    LC.LoopVarBindings[For] = "(" + L + " + nano_k * " + Step + ")";
    BodyCode = "{ " + VarType + " " + VarName + " = (" + VarType + ")" + LC.LoopVarBindings[For] + "; " + BodyCode + " }";
  }
  // A private (a variable of the function that every iteration writes before
  // reading it) is a copy of the body's own, as in the compiled loop; the
  // last iteration stores its value back, through a pointer taken before the
  // copy hides the variable.
  if (!Privates.empty()) {
    std::string Last = Shape.Increasing
                           ? "(long long)(" + Node.to + ") - (long long)(" + Node.var + ") <= (long long)(" + Node.step + ")"
                           : "nano_k + 1 >= " + Node.to;
    std::string Decls, StoreBack;
    for (const VarDecl *V : Privates) {
      std::string N = V->getNameAsString();
      QualType U = V->getType().getUnqualifiedType();
      Decls += printFileScopeDecl(Ctx.getPointerType(U), "nano_lp_" + N, Ctx) + " = &" + N + "; " +
               printFileScopeDecl(U, N, Ctx) + "; ";
      StoreBack += "*nano_lp_" + N + " = " + N + "; ";
    }
    BodyCode = "{ " + Decls + BodyCode + " if (" + Last + ") { " + StoreBack + "} }";
  }
  // The format has no reductions: iterations that combine into one variable are
  // not independent, so a reduction loop is a sequential loop node.
  Node.parallel = !Reduce;
  if (Node.parallel) {
    htg::Schedule HS;
    HS.kind = P.Schedule;
    // A size written as a number below 1 means the default (warned about at the pragma).
    if (!P.ScheduleArgs.empty() && numberInClauseText(P.ScheduleArgs[0]).value_or(1) >= 1) HS.chunk = P.ScheduleArgs[0];
    Node.schedule = HS;
  }
  htg::Node BodyNode;
  BodyNode.id = "loop" + K + "_body";
  BodyNode.kind = htg::NodeKind::simple;
  BodyNode.code = BodyCode;
  BodyNode.loc = htgLoc(Body->getBeginLoc(), SM);
  if (P.Cost) BodyNode.cost = numberInText(P.Cost->Text); // operations per iteration, when a number
  Node.body.push_back(BodyNode);
  LC.LoopNodes[For] = Node;
  LC.LoopPrivates[For] = Privates;
  if (LC.Diags.remarksEnabled())
    LC.Diags.report(For->getBeginLoc(), Diag::ExplainLoop)
        << (Reduce ? "nano_parallel_reduce" : "nano_parallel_for");
}

/// True when \p S is in the body of a lambda inside \p F.
bool insideLambda(const Stmt *S, const FunctionDecl *F) {
  ParentMap PM(F->getBody());
  for (const Stmt *P = PM.getParent(S); P; P = PM.getParent(P))
    if (isa<LambdaExpr>(P)) return true;
  return false;
}

/// Why the outlined loop cannot receive \p V, a static local or thread-local
/// that the body names in a lambda without a capture-default (\p Uncaptured:
/// namesUncapturedInLambdas): the lambda cannot name the parameter or capture
/// that stands for it. "" when it does not.
std::string uncapturedInLambdaProblem(const VarDecl *V, const std::set<const DeclRefExpr *> &Uncaptured) {
  if (V->hasLocalStorage() ||
      llvm::none_of(Uncaptured, [&](const DeclRefExpr *Use) { return Use->getDecl() == V; }))
    return "";
  return "the body names the " + std::string(V->isStaticLocal() ? "static local" : "thread-local") + " '" +
         V->getNameAsString() + "' in a lambda that does not capture it, which the outlined loop, receiving it as "
         "a parameter or capture, cannot do (give the lambda a '[&]' default)";
}

/// Checks the loop \p For of the template pattern \p F in every instantiation
/// of F (the pattern's AST is dependent) and returns the first instantiation's
/// copy, whose analysis (\p Loop, \p Reductions, \p Privates) the rewrite of
/// the pattern uses; null, with a diagnostic, when the loop must stay sequential.
const ForStmt *analysedInstantiation(LoweringContext &LC, const NanoPragma &P, const ForStmt *For,
                                     const FunctionDecl *F, CanonicalLoop &Loop,
                                     std::vector<Reduction> &Reductions,
                                     std::vector<const VarDecl *> &Privates) {
  std::vector<const FunctionDecl *> Instances = instantiationsOf(F, LC.Ctx);
  if (Instances.empty()) {
    LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
        << "loop" << "the template is never instantiated in this translation unit, so its loop "
                     "cannot be analysed (instantiate it in this file)";
    return nullptr;
  }
  // What an instantiation privatises and reduces, by name: every one must agree.
  auto Signature = [](const std::vector<Reduction> &Rs, const std::vector<const VarDecl *> &Ps) {
    std::set<std::string> S;
    for (const Reduction &R : Rs) S.insert("r:" + R.Var->getNameAsString() + ":" + reductionOpSpelling(R.Op));
    for (const VarDecl *V : Ps) S.insert("p:" + V->getNameAsString());
    return S;
  };
  const ForStmt *First = nullptr;
  std::set<std::string> FirstSignature;
  for (const FunctionDecl *I : Instances) {
    const auto *IFor = dyn_cast_or_null<ForStmt>(instantiatedStmt(I, For));
    if (!IFor) continue; // a branch discarded by `if constexpr`
    CanonicalLoop IL;
    std::vector<Reduction> IR;
    std::vector<const VarDecl *> IP;
    if (!checkParallelLoop(LC, P, IFor, I, IL, IR, IP)) {
      // Which instantiation (bb59 4: with several, the error alone did not say).
      if (LC.Diags.hasErrors() && Instances.size() > 1) {
        std::string Name;
        llvm::raw_string_ostream OS(Name);
        I->getNameForDiagnostic(OS, LC.Ctx.getPrintingPolicy(), /*Qualified=*/true);
        LC.Diags.report(I->getPointOfInstantiation(), Diag::NoteInstantiation) << Name;
      }
      return nullptr;
    }
    if (!First) {
      First = IFor;
      Loop = IL;
      Reductions = IR;
      Privates = IP;
      FirstSignature = Signature(IR, IP);
    } else if (Signature(IR, IP) != FirstSignature) {
      LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
          << "loop" << "the template's instantiations reduce or privatise different variables";
      return nullptr;
    }
  }
  if (!First)
    LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
        << "loop" << "no instantiation of the template in this translation unit contains the loop";
  return First;
}

/// C++ member functions, templates and lambdas: the loop becomes, on its own
/// lines, a lambda running a chunk of iterations (capturing by reference, so it
/// sees `this`, members, local types and template parameters; read-only
/// scalars and pointers by copy, which keeps them out of reach of the body's
/// stores, unless the body takes their address or binds a reference to them) and a captureless entry the runtime calls with the lambda's address.
/// The body's text stays where it is; a template's pattern is rewritten once
/// for all its instantiations.
bool lowerLoopAtSite(LoweringContext &LC, const NanoPragma &P, const ForStmt *For, const ForStmt *Analysed,
                     const FunctionDecl *F, const CanonicalLoop &Loop,
                     const std::vector<Reduction> &Reductions, const std::vector<const VarDecl *> &Privates) {
  ASTContext &Ctx = LC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  bool Templated = F->isTemplated();
  std::string K = std::to_string(++LC.NextId);
  LoopShape Shape = loopShape(Ctx, P, For, Loop, Templated);
  const Stmt *Body = For->getBody();
  // Captures: the variables the body uses, declared outside the loop.
  NamedVariables R;
  R.TraverseStmt(const_cast<Stmt *>(Analysed->getBody()));
  std::set<std::string> Special; // reductions and privates: chunk-local copies
  for (const Reduction &Rd : Reductions) Special.insert(Rd.Var->getNameAsString());
  for (const VarDecl *V : Privates) Special.insert(V->getNameAsString());
  std::vector<std::string> Captures = {"&"};
  std::string Locals, LastPrivateOut;
  // One whose address the body takes or binds a reference to: by reference,
  // so that the address is the variable's (probe12 W4).
  std::set<const ValueDecl *> AddressBound = addressBoundVars(Analysed->getBody());
  for (const VarDecl *V : R.Vars) {
    if (R.Declared.count(V) || V == Loop.Var) continue;
    std::string N = V->getNameAsString();
    // The creator's copy of a thread-local, which the lambda would not capture.
    if (isThreadLocalGlobal(V) && !Special.count(N)) {
      if (std::string Problem = uncapturedInLambdaProblem(V, namesUncapturedInLambdas(Analysed->getBody(), SM));
          !Problem.empty()) {
        LC.Diags.report(P.DirectiveLoc, Diag::Unsupported) << "loop" << Problem;
        return false;
      }
      Captures.push_back("&" + N + " = " + N);
    }
    if (!V->hasLocalStorage()) continue;
    QualType T = V->getType();
    if (T->isVariablyModifiedType()) {
      LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
          << "loop" << ("the body uses '" + N + "', whose type is variably modified");
      return false;
    }
    if (std::find(Privates.begin(), Privates.end(), V) != Privates.end()) {
      // Written before read in every iteration: a chunk-local copy, stored back
      // by the chunk of the last iteration.
      Captures.push_back("nano_lp_" + N + " = &" + N);
      Locals += "decltype(" + N + ") " + N + "{}; ";
      LastPrivateOut += "if (nano_hi_ == nano_n_) *nano_lp_" + N + " = " + N + "; ";
      continue;
    }
    if (Special.count(N)) continue;
    bool ByCopy = !T->isReferenceType() && !T.isVolatileQualified() && !AddressBound.count(V) &&
                  (T->isArithmeticType() || T->isPointerType() || T->isEnumeralType());
    if (ByCopy && !V->isInitCapture() && !isa<DecompositionDecl>(V) && !isa<BindingDecl>(V)) Captures.push_back(N);
  }
  if (!LastPrivateOut.empty()) Captures.push_back("nano_n_");
  // Reductions: a local block of partials, identity and combination as
  // captureless functions.
  bool Reduce = !Reductions.empty();
  std::string RedFields, RedInit, RedComb, RedLoad, RedStore, RedIn, RedOut;
  for (const Reduction &Rd : Reductions) {
    std::string N = Rd.Var->getNameAsString(), Fd = "nano_r_" + N;
    RedFields += "decltype(" + N + ") " + Fd + "; ";
    std::string T = "decltype(p->" + Fd + ")", Lim = "std::numeric_limits<" + T + ">";
    std::string Id0 = Rd.Op == ReductionOp::Min ? Lim + "::has_infinity ? " + Lim + "::infinity() : " + Lim + "::max()"
                      : Rd.Op == ReductionOp::Max ? Lim + "::has_infinity ? -" + Lim + "::infinity() : " + Lim + "::lowest()"
                                                  : identity(Rd.Op, Rd.Var->getType());
    RedInit += "p->" + Fd + " = " + castText(T, "(" + Id0 + ")", true) + "; ";
    RedComb += combine(Rd.Op, "a->" + Fd, "p->" + Fd, Rd.IgnoresNaN) + " ";
    RedLoad += "decltype(" + N + ") " + N + " = nano_r_->" + Fd + "; ";
    RedStore += "nano_r_->" + Fd + " = " + N + "; ";
    RedIn += "nano_red_." + Fd + " = " + N + "; ";
    RedOut += N + " = nano_red_." + Fd + "; ";
  }
  std::string Red = "nano_lred_" + K, BodyFn = "nano_body_" + K;
  const std::string &VarType = Shape.VarType, &VarName = Shape.VarName;
  std::string Prefix = "{ const int64_t nano_step_ = " + Shape.Step + "; const int64_t nano_lb_ = " + Shape.L + "; " +
                       Shape.Sched + " int64_t nano_n_ = " + Shape.Trip + "; " + Shape.TripCheck +
                       "std::exception_ptr nano_exc_; int64_t nano_thrown_ = INT64_MAX; int nano_exc_lock_ = 0; "
                       "(void)nano_exc_lock_; ";
  if (Reduce) Prefix += "struct " + Red + " { " + RedFields + "}; ";
  Prefix += "auto " + BodyFn + " = [" + llvm::join(Captures, ", ") + "](int64_t nano_lo_, int64_t nano_hi_" +
            (Reduce ? ", " + Red + " *nano_r_" : std::string()) + ") { " + Locals + RedLoad +
            "if (nano_lo_ > __atomic_load_n(&nano_thrown_, __ATOMIC_ACQUIRE)) return; " + VarType + " nano_v_ = " +
            castText(VarType, "(" + wrappingAffineText("nano_lb_", "nano_lo_", Shape.BodyStep, true) + ")", true) + "; ";
  std::string Advance = advanceText(Loop.Var->getType(), VarType, Shape.BodyStep, true);
  // Without exceptions (-fno-exceptions) there is no try: nothing is thrown.
  const bool Exceptions = Ctx.getLangOpts().CXXExceptions;
  Prefix += "for (int64_t nano_k_ = nano_lo_; nano_k_ < nano_hi_; ++nano_k_, " + Advance + ") { " +
            VarType + " " + VarName + " = nano_v_; (void)" + VarName + "; " + (Exceptions ? "try { " : "{ ");
  // The header's lines stay lines: the body keeps its own.
  CharSourceRange Whole = stmtRange(For, Ctx);
  SourceLocation BodyBegin = SM.getExpansionLoc(Body->getBeginLoc());
  std::string Header(SM.getCharacterData(Whole.getBegin()), SM.getCharacterData(BodyBegin));
  Prefix += std::string(std::count(Header.begin(), Header.end(), '\n'), '\n');
  std::string Suffix = std::string(Exceptions ? " } catch (...) { while (__atomic_exchange_n(&nano_exc_lock_, 1, "
                                               "__ATOMIC_ACQUIRE)) {} if (nano_k_ < nano_thrown_) { "
                                               "__atomic_store_n(&nano_thrown_, nano_k_, __ATOMIC_RELEASE); "
                                               "nano_exc_ = std::current_exception(); } "
                                               "__atomic_store_n(&nano_exc_lock_, 0, __ATOMIC_RELEASE); break; } } "
                                             : " } } ") +
                       RedStore + LastPrivateOut + "}; ";
  std::string Args = "int64_t nano_lo_, int64_t nano_hi_, void *nano_p_";
  std::string Call = "(*static_cast<decltype(" + BodyFn + ") *>(nano_p_))(nano_lo_, nano_hi_";
  if (Reduce) {
    Suffix += Red + " nano_red_; " + RedIn + "nano_parallel_reduce(nano_n_, &nano_s_, +[](" + Args +
              ", void *nano_part_) { " + Call + ", static_cast<" + Red + " *>(nano_part_)); }, &" + BodyFn +
              ", &nano_red_, sizeof nano_red_, +[](void *nano_p_) { auto *p = static_cast<" + Red +
              " *>(nano_p_); " + RedInit + "}, +[](void *nano_acc_, const void *nano_p_) { auto *a = static_cast<" +
              Red + " *>(nano_acc_); auto *p = static_cast<const " + Red + " *>(nano_p_); " + RedComb + "}); " +
              RedOut;
  } else {
    Suffix += "nano_parallel_for(nano_n_, &nano_s_, +[](" + Args + ") { " + Call + "); }, &" + BodyFn + "); ";
  }
  Suffix += "if (nano_exc_) std::rethrow_exception(nano_exc_); ";
  if (!Loop.DeclaresVar) Suffix += finalValueText(Shape, Shape.L, true);
  Suffix += "}";
  LC.Rewrite.ReplaceText(CharSourceRange::getCharRange(Whole.getBegin(), BodyBegin), Prefix);
  LC.Rewrite.InsertTextAfter(Whole.getEnd(), Suffix);
  addLoopNode(LC, P, F, For, Loop, Shape, K, Reduce, Privates);
  return true;
}

} // namespace

bool lowerParallelLoop(LoweringContext &LC, const NanoPragma &P, const FunctionDecl *F) {
  ASTContext &Ctx = LC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  const auto *For = cast<ForStmt>(P.Target);
  CanonicalLoop Loop;
  std::vector<Reduction> Reductions;
  std::vector<const VarDecl *> Privates;
  // C++ member functions, templates and lambdas, and bodies calling a lambda
  // declared before the loop: the chunk is a lambda at the site (it sees
  // `this`, private members, closures, local types and template parameters).
  bool CXX = Ctx.getLangOpts().CPlusPlus;
  bool AtSite = CXX && (F->isTemplated() || isa<CXXMethodDecl>(F) || isFriendFunction(F) || insideLambda(For, F) ||
                        namesClosureVariable(For->getBody()));
  // A template's AST is dependent (record layouts, bounds and subscripts cannot
  // be evaluated there): every instantiation is checked, and must agree.
  const ForStmt *Analysed = For;
  if (F->isTemplated()) {
    Analysed = analysedInstantiation(LC, P, For, F, Loop, Reductions, Privates);
    if (!Analysed) return false;
  } else if (!checkParallelLoop(LC, P, For, F, Loop, Reductions, Privates)) {
    return false;
  }
  if (std::string Problem = threadLocalProblem(Analysed->getBody(), "the loop's iterations");
      !Problem.empty()) {
    LC.Diags.report(P.DirectiveLoc, Diag::Unsupported) << "loop" << Problem;
    return false;
  }
  if (AtSite) {
    return lowerLoopAtSite(LC, P, For, Analysed, F, Loop, Reductions, Privates);
  }
  const Stmt *Body = For->getBody();
  // The outlined chunk function and its argument block are at file scope: a
  // type declared inside the function cannot be named there. C: the chunk
  // function declares the function's types again, and receives the objects of
  // those types that the body reads as `void *`, cast back in its body.
  LocalTypeCopies Types;
  if (!CXX) {
    ParentMap PM(F->getBody());
    Types = copyLocalTypes(For, PM, Ctx);
    if (!Types.Problem.empty()) {
      LC.Diags.report(P.DirectiveLoc, Diag::Unsupported) << "loop" << Types.Problem;
      return false;
    }
  }
  std::set<const ValueDecl *> Modified = modifiedVars(Body);
  // What the body takes the address of or binds a reference to must reach it
  // as the variable itself, not as a copy of its value (probe12 W4).
  std::set<const ValueDecl *> AddressBound = addressBoundVars(Body);
  // C: such a variable is received as a pointer too, and each use of it in
  // the body becomes `(*nano_ref_x)` (its copy stays for a value read spelled
  // in a macro's definition).
  std::map<const VarDecl *, std::string> RefRenames;
  auto LocalTypeOf = [&](const VarDecl *V) -> bool {
    const TagDecl *Local = functionLocalTypeIn(V->getType());
    if (!Local) return false;
    // An array of such a type travels as a pointer to its elements; another
    // object as a copy, which the body must not write.
    bool Array = V->getType()->isArrayType();
    if (!CXX && V != Loop.Var && nameableWithLocalTypes(V->getType())) {
      if (Array || !Modified.count(V)) return false;
      LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
          << "loop" << ("the body writes '" + V->getNameAsString() + "', of the type " + localTypeName(Local) +
                        " declared inside the function (declare the type at file scope)");
      return true;
    }
    LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
        << "loop" << ("the body uses '" + V->getNameAsString() + "', whose type " + localTypeName(Local) +
                      " is declared inside the function and cannot be named in the loop's argument block "
                      "(declare it at file scope)");
    return true;
  };
  if (LocalTypeOf(Loop.Var)) return false;
  for (const Reduction &Rd : Reductions)
    if (LocalTypeOf(Rd.Var)) return false;
  if (std::string Local = localTypeNamedIn(Body, SM); !Local.empty() && CXX) {
    LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
        << "loop" << ("the body names the type " + Local + ", declared inside the function, which the outlined "
                      "loop cannot name (declare it at file scope)");
    return false;
  }
  unsigned Id = ++LC.NextId;
  std::string K = std::to_string(Id);

  // Variables of the function the body uses (declared outside the loop).
  NamedVariables R;
  R.TraverseStmt(const_cast<Stmt *>(Body));
  std::vector<const VarDecl *> Bounds = R.addVariablyModifiedBounds(); // passed by value before the VLA pointers
  std::set<const VarDecl *> RedVars;
  for (const Reduction &Rd : Reductions) RedVars.insert(Rd.Var);
  // nano_body_K's parameters (with the arguments nano_loop_K passes) and locals.
  std::vector<std::string> Params, Args, VMParams, VMArgs;
  std::string Fields, Inits, Locals, VMAliases, LastPrivateOut;
  std::string LocalTyped; // C: objects of the function's types, cast back from `void *`
  // A variably modified type (a pointer to a VLA row) travels as void *. In C it
  // is a parameter of its own type after all the others, since its bounds name
  // them (void * converts implicitly); C++ has no such conversion, so there it
  // is a local cast from the argument block.
  auto AddVariablyModified = [&](const std::string &N, QualType Declared, QualType Cast) {
    Fields += " void *" + N + ";";
    Inits += "nano_la_." + N + " = (void *)(" + N + "); ";
    if (CXX) {
      VMAliases += "  " + printFileScopeDecl(Declared, N, Ctx) + " = (" + printFileScopeDecl(Cast, "", Ctx) +
                   ")nano_a_->" + N + ";\n";
    } else {
      VMParams.push_back(printFileScopeDecl(Declared, N, Ctx));
      VMArgs.push_back("nano_a_->" + N);
    }
  };
  // Uses of an array of the function that do not decay to a pointer to its
  // first element, which is what the body receives (`sizeof a`, `&a`,
  // `_Alignof(a)`, `decltype(a)`, a range-for over it): they name the array
  // through a pointer to the whole of it, received beside it (before, `sizeof a`
  // in the body was the size of a pointer). Not inside the loops and tasks
  // nested in the body that are lowered already: their text is theirs.
  // Also: every name in the body's own text (Refs), and those nested loops and
  // tasks (Nested).
  struct WholeArrays : OwnBodyVisitor<WholeArrays> {
    const LoweringContext *LC = nullptr;
    const Stmt *Body = nullptr;
    std::vector<const DeclRefExpr *> Uses, Refs;
    std::vector<const Stmt *> Nested;
    std::set<const Expr *> Decayed;
    bool TraverseStmt(Stmt *S) {
      if (S && (LC->LoopNodes.count(S) || LC->TaskNodes.count(S) || LC->LoopBodyTasks.count(S))) {
        Nested.push_back(S);
        return true;
      }
      return RecursiveASTVisitor::TraverseStmt(S);
    }
    bool VisitImplicitCastExpr(ImplicitCastExpr *IC) {
      if (IC->getCastKind() == CK_ArrayToPointerDecay) Decayed.insert(IC->getSubExpr()->IgnoreParens());
      return true;
    }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (D->getType()->isArrayType()) Uses.push_back(D);
      Refs.push_back(D);
      return true;
    }
    /// `__func__` and the like of the function (not of a lambda in the body).
    std::vector<const PredefinedExpr *> FunctionNames;
    bool VisitPredefinedExpr(PredefinedExpr *PE) {
      if (OtherBodies == 0 && PE->getFunctionName()) FunctionNames.push_back(PE);
      return true;
    }
  } Whole;
  Whole.LC = &LC;
  Whole.Body = Body;
  Whole.TraverseStmt(const_cast<Stmt *>(Body));
  // `__func__`, `__FUNCTION__`, `__PRETTY_FUNCTION__` name the function the
  // user wrote, not the outlined body (probe12 W2): its name, as a literal. One
  // spelled in a macro's definition (assert's) cannot be rewritten.
  for (const PredefinedExpr *PE : Whole.FunctionNames) {
    SourceLocation Sp = SM.getSpellingLoc(PE->getLocation());
    StringRef Name = PredefinedExpr::getIdentKindName(PE->getIdentKind());
    if (SM.isWrittenInMainFile(Sp) && StringRef(SM.getCharacterData(Sp)).starts_with(Name))
      LC.Rewrite.ReplaceText(Sp, Name.size(), stringLiteralText(PE->getFunctionName()->getString()));
  }
  std::set<const ValueDecl *> Evaluated = evaluatedNames(Body);
  Evaluated.insert(Bounds.begin(), Bounds.end());
  std::map<const VarDecl *, std::vector<const DeclRefExpr *>> WholeUses;
  struct TextEdit {
    SourceLocation Loc; // where the name is spelled
    unsigned Len;
    std::string Text;
    SourceLocation Use; // the name, perhaps an argument of a macro
  };
  std::vector<TextEdit> WholeRewrites; // made once the loop is sure to be lowered
  const EnclosingObjectUses Creators = CXX ? enclosingObjectUses(Body) : EnclosingObjectUses();
  const std::set<const DeclRefExpr *> OwnRefs(Whole.Refs.begin(), Whole.Refs.end());
  // Constants the body declares again, whose object only nested loops need: renamed there only.
  std::map<const VarDecl *, std::string> NestedRenamesOnly;
  // Where the body's text spells a use: in it, not in a macro's definition.
  auto SpelledInBody = [&](SourceLocation Sp) {
    return SM.isWrittenInMainFile(Sp) &&
           SM.isPointWithin(Sp, SM.getExpansionLoc(Body->getBeginLoc()), SM.getExpansionLoc(Body->getEndLoc()));
  };
  for (const DeclRefExpr *D : Whole.Uses)
    if (!Whole.Decayed.count(D))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) WholeUses[V].push_back(D);
  const std::set<const DeclRefExpr *> UncapturedInLambdas = CXX ? namesUncapturedInLambdas(Body, SM)
                                                                 : std::set<const DeclRefExpr *>();
  for (const VarDecl *V : R.Vars) {
    if (R.Declared.count(V) || V == Loop.Var || RedVars.count(V)) continue;
    // Globals are visible at file scope; a static local is passed like an automatic one,
    // which a lambda without a capture-default cannot name, and so is a
    // thread-local (the creator's copy).
    if (!V->hasLocalStorage() && !V->isStaticLocal() && !isThreadLocalGlobal(V)) continue;
    std::string N = V->getNameAsString();
    if (std::string Problem = uncapturedInLambdaProblem(V, UncapturedInLambdas); !Problem.empty()) {
      LC.Diags.report(P.DirectiveLoc, Diag::Unsupported) << "loop" << Problem;
      return false;
    }
    QualType T = V->getType();
    // A constant stays one in the outlined body (`std::array<long, N>`, `case K:`).
    if (std::string Again = constantRedeclaration(V, Ctx); !Again.empty()) {
      Locals += "  " + Again + "\n";
      Inits += "(void)" + N + "; "; // still used where the user wrote it
      // The uses that take its address or bind a reference to it name the
      // creator's object, received by address (A1), or under a capture list
      // naming it by reference, that capture binds the creator's object
      // (`[&K = (*nano_ref_K)]`); not under a capture by copy.
      // A loop nested in the body that wants the creator's object receives it
      // from the body's own: its creation text names it (NestedRenames).
      const std::string Ref = "nano_ref_" + N;
      std::vector<std::pair<SourceLocation, std::string>> Bound; // a use or a capture, its new text
      for (const DeclRefExpr *Use : Whole.Refs) {
        if (Use->getDecl() != V) continue;
        if (Creators.Named.count(Use)) Bound.push_back({Use->getLocation(), "(*" + Ref + ")"});
        if (auto C = Creators.ThroughCapture.find(Use); C != Creators.ThroughCapture.end()) {
          if (Creators.ConstantUnderCapture.count(C->second)) {
            LC.Diags.report(P.DirectiveLoc, Diag::Unsupported) << "loop" << constantCaptureProblem(N);
            return false;
          }
          Bound.push_back({C->second->getLocation(), N + " = (*" + Ref + ")"});
        }
      }
      bool InNested = false;
      for (const DeclRefExpr *Use : Creators.Named) InNested |= Use->getDecl() == V && !OwnRefs.count(Use);
      for (const auto &[Use, Capture] : Creators.ThroughCapture) InNested |= Use->getDecl() == V && !OwnRefs.count(Use);
      if (Bound.empty() && !InNested) continue;
      if (InNested) NestedRenamesOnly[V] = "(*" + Ref + ")";
      Fields += " " + printFileScopeDecl(Ctx.getPointerType(T), Ref, Ctx) + ";";
      Inits += "nano_la_." + Ref + " = &(" + N + "); ";
      Params.push_back(printFileScopeDecl(Ctx.getPointerType(T), Ref, Ctx));
      Args.push_back("nano_a_->" + Ref);
      std::set<unsigned> Rewritten; // a macro argument used twice is spelled once
      for (const auto &[Loc, Text] : Bound) {
        SourceLocation Sp = SM.getSpellingLoc(Loc);
        if (!SpelledInBody(Sp)) {
          LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
              << "loop" << ("the body takes the address of the constant '" + N + "' inside the definition of a "
                            "macro, which the outlined loop cannot rewrite (pass it to the macro as an argument)");
          return false;
        }
        if (Rewritten.insert(SM.getFileOffset(Sp)).second)
          WholeRewrites.push_back({Sp, static_cast<unsigned>(N.size()), Text, Loc});
      }
      continue;
    }
    // A scalar named only where nothing is evaluated (`sizeof x`): a local of
    // its type, never read; passing its value would read it (a task may be
    // writing it: the loop is not ordered after that task for a size).
    if (!Evaluated.count(V) && (T->isScalarType() && !T->isReferenceType()) && !functionLocalTypeIn(T)) {
      Locals += "  " + printFileScopeDecl(T.getUnqualifiedType(), N, Ctx) + ";\n";
      continue;
    }
    if (LocalTypeOf(V)) return false;
    // A C struct or union the body writes (`s.a[i] = x`) is the variable
    // itself too: a copy would take the writes (review26 c_local_struct).
    bool Bound = (AddressBound.count(V) || (!CXX && T->isRecordType() && Modified.count(V))) &&
                 !T->isArrayType() && !T->isVariablyModifiedType();
    // Read only (LocalTypeOf): arrays decay, objects are copied; one whose
    // address the body takes is also reached through a pointer to it.
    if (!CXX && functionLocalTypeIn(T)) {
      QualType D = T->isArrayType() ? Ctx.getArrayDecayedType(T) : T.getUnqualifiedType();
      bool ByAddr = !T->isArrayType() && (!T->isPointerType() || Bound);
      Fields += " void *" + N + ";";
      Inits += "nano_la_." + N + " = (void *)" + (ByAddr ? "&(" + N + ")" : "(" + N + ")") + "; ";
      std::string Cast = printDecl(Ctx.getPointerType(D), "", Ctx);
      LocalTyped += "  " + printDecl(D, N, Ctx) + " = " + (ByAddr ? "*(" + Cast + ")" : "(" + printDecl(D, "", Ctx) + ")") +
                    "nano_a_->" + N + ";\n";
      if (Bound) {
        std::string Ref = "nano_ref_" + N;
        LocalTyped += "  " + printDecl(Ctx.getPointerType(D), Ref, Ctx) + " = (" + Cast + ")nano_a_->" + N +
                      "; (void)" + N + ";\n";
        RefRenames[V] = "(*" + Ref + ")";
      }
      continue;
    }
    if (std::find(Privates.begin(), Privates.end(), V) != Privates.end()) {
      // Written before read in every iteration: a chunk-local copy (never read
      // before the body writes it), stored back by the chunk of the last iteration.
      QualType U = T.getUnqualifiedType();
      Fields += " " + printFileScopeDecl(Ctx.getPointerType(U), "nano_lp_" + N, Ctx) + ";";
      Inits += "nano_la_.nano_lp_" + N + " = &(" + N + "); ";
      Locals += "  " + printFileScopeDecl(U, N, Ctx) + (CXX ? "{};\n" : " = (" + printFileScopeDecl(U, "", Ctx) + ")0;\n");
      LastPrivateOut += "  if (nano_hi_ == nano_a_->nano_n_) *nano_a_->nano_lp_" + N + " = " + N + ";\n";
      continue;
    }
    if (T->isReferenceType() || (CXX && (T->isRecordType() || Bound))) {
      QualType Obj = T.getNonReferenceType();
      Fields += " " + printFileScopeDecl(Ctx.getPointerType(Obj), N, Ctx) + ";";
      Inits += "nano_la_." + N + " = &(" + N + "); ";
      Params.push_back(printFileScopeDecl(Ctx.getLValueReferenceType(Obj), N, Ctx));
      Args.push_back("*nano_a_->" + N);
    } else if (T->isArrayType()) {
      QualType D = Ctx.getArrayDecayedType(T);
      if (WholeUses.count(V) && !T->isConstantArrayType()) {
        LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
            << "loop" << ("the body uses the variable-length array '" + N + "' as a whole (its size, its "
                          "address), which the outlined loop receives as a pointer to its first element");
        return false;
      }
      if (D->isVariablyModifiedType()) {
        AddVariablyModified(N, D, D);
      } else {
        Fields += " " + printFileScopeDecl(D, N, Ctx) + ";";
        Inits += "nano_la_." + N + " = " + N + "; ";
        Params.push_back(printFileScopeDecl(D, N, Ctx));
        Args.push_back("nano_a_->" + N);
        if (auto It = WholeUses.find(V); It != WholeUses.end()) {
          std::string W = "nano_whole_" + N;
          std::set<unsigned> Rewritten; // a macro argument used twice is spelled once
          for (const DeclRefExpr *Use : It->second) {
            SourceLocation Sp = SM.getSpellingLoc(Use->getLocation());
            if (!SpelledInBody(Sp)) {
              LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
                  << "loop" << ("the body uses the array '" + N + "' as a whole (its size, its address) inside the "
                                "definition of a macro, which the outlined loop cannot rewrite (pass it to the "
                                "macro as an argument)");
              return false;
            }
            if (Rewritten.insert(SM.getFileOffset(Sp)).second) WholeRewrites.push_back({Sp, static_cast<unsigned>(N.size()), "(*" + W + ")", Use->getLocation()});
          }
          Fields += " " + printFileScopeDecl(Ctx.getPointerType(T), W, Ctx) + ";";
          Inits += "nano_la_." + W + " = &(" + N + "); ";
          Params.push_back(printFileScopeDecl(Ctx.getPointerType(T), W, Ctx));
          Args.push_back("nano_a_->" + W);
        }
      }
    } else if (T->isVariablyModifiedType()) {
      AddVariablyModified(N, T, T.getUnqualifiedType());
    } else {
      Fields += " " + printFileScopeDecl(T.getUnqualifiedType(), N, Ctx) + ";";
      Inits += "nano_la_." + N + " = " + N + "; ";
      Params.push_back(printFileScopeDecl(T, N, Ctx));
      Args.push_back("nano_a_->" + N);
      if (Bound) {
        std::string Ref = "nano_ref_" + N;
        Fields += " " + printFileScopeDecl(Ctx.getPointerType(T), Ref, Ctx) + ";";
        Inits += "nano_la_." + Ref + " = &(" + N + "); ";
        Params.push_back(printFileScopeDecl(Ctx.getPointerType(T), Ref, Ctx));
        Args.push_back("nano_a_->" + Ref);
        Locals += "  (void)" + N + ";\n";
        RefRenames[V] = "(*" + Ref + ")";
      }
    }
  }
  // The uses of a variable received as `nano_ref_x` in the body's own text
  // (not another variable of that name the body declares). One spelled in a
  // macro's definition keeps the copy, which has its value, but not its address.
  std::set<const DeclRefExpr *> BoundUses = addressBoundUses(Body);
  std::set<unsigned> Renamed; // a macro argument used twice is spelled once
  for (const DeclRefExpr *Use : Whole.Refs) {
    auto It = RefRenames.find(dyn_cast<VarDecl>(Use->getDecl()));
    if (It == RefRenames.end()) continue;
    std::string N = It->first->getNameAsString();
    SourceLocation Sp = SM.getSpellingLoc(Use->getLocation());
    if (!SpelledInBody(Sp)) {
      if (!BoundUses.count(Use)) continue;
      LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
          << "loop" << ("the body takes the address of '" + N + "' (or binds a reference to it) inside the "
                        "definition of a macro, which the outlined loop cannot rewrite (pass it to the macro as "
                        "an argument)");
      return false;
    }
    if (Renamed.insert(SM.getFileOffset(Sp)).second)
      WholeRewrites.push_back({Sp, static_cast<unsigned>(N.size()), It->second, Use->getLocation()});
  }
  // A nested loop or task, lowered already, names the variables it receives
  // (those declared outside it) in its creation text: there, by name, unless it
  // receives another variable of that name. That text is marked in the body's
  // text (NestedMark, comments), renamed once taken, and the marks removed; a
  // body that is such a loop (no braces) is all that text.
  std::vector<std::pair<const Stmt *, std::map<std::string, std::string>>> NestedRenames;
  auto NestedMark = [](size_t I, bool End) { return "/*nano_nested_" + std::to_string(I) + (End ? "}*/" : "{*/"); };
  for (const Stmt *S : Whole.Nested) {
    NamedVariables NR;
    NR.TraverseStmt(const_cast<Stmt *>(S));
    std::map<std::string, std::string> Names;
    for (const VarDecl *V : NR.Vars) {
      if (auto It = RefRenames.find(V); It != RefRenames.end()) Names[V->getNameAsString()] = It->second;
      if (auto It = NestedRenamesOnly.find(V); It != NestedRenamesOnly.end()) Names[V->getNameAsString()] = It->second;
    }
    for (const VarDecl *V : NR.Vars)
      if (Names.count(V->getNameAsString()) && !RefRenames.count(V) && !NestedRenamesOnly.count(V) &&
          !NR.Declared.count(V)) {
        LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
            << "loop" << ("a loop or task nested in the body uses two variables named '" + V->getNameAsString() +
                          "', one of which the body takes the address of (rename one)");
        return false;
      }
    if (!Names.empty()) NestedRenames.push_back({S, Names});
  }
  for (const TextEdit &E : WholeRewrites)
    if (std::optional<std::string> Macro = quotingMacro(E.Use, SM, Ctx.getLangOpts(), LC.Macros)) {
      LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
          << "loop" << quotedArgumentProblem(Lexer::getSourceText(CharSourceRange::getCharRange(
                                                                  E.Loc, E.Loc.getLocWithOffset(E.Len)),
                                                              SM, Ctx.getLangOpts())
                                                 .str(),
                                             *Macro, "loop body");
      return false;
    }
  for (const TextEdit &E : WholeRewrites) LC.Rewrite.ReplaceText(E.Loc, E.Len, E.Text);
  // Around the replaced text only: not what waits put before and after it.
  for (size_t I = 0; I < NestedRenames.size(); ++I) {
    if (NestedRenames[I].first == Body) continue;
    CharSourceRange Range = stmtRange(NestedRenames[I].first, Ctx);
    LC.Rewrite.InsertTextAfter(Range.getBegin(), NestedMark(I, false));
    LC.Rewrite.InsertTextBefore(Range.getEnd(), NestedMark(I, true));
  }
  LoopShape Shape = loopShape(Ctx, P, For, Loop, /*Templated=*/false);
  const std::string &Step = Shape.Step, &BodyStep = Shape.BodyStep, &L = Shape.L, &Trip = Shape.Trip,
                    &Sched = Shape.Sched, &VarType = Shape.VarType, &VarName = Shape.VarName;

  // Reductions.
  std::string RedFields, RedInit, RedLoad, RedStore, RedComb, RedIn, RedOut;
  for (const Reduction &Rd : Reductions) {
    std::string N = Rd.Var->getNameAsString();
    QualType T = Rd.Var->getType().getUnqualifiedType();
    RedFields += " " + printFileScopeDecl(T, N, Ctx) + ";";
    std::string Id0 = identity(Rd.Op, T);
    if (!T->isRealFloatingType() && (Rd.Op == ReductionOp::Min || Rd.Op == ReductionOp::Max)) {
      // Integers: the first partial value is the identity of min/max, the
      // largest or smallest value of T's own width (not of long long's).
      bool Unsigned = T->isUnsignedIntegerOrEnumerationType();
      llvm::APSInt Largest = llvm::APSInt::getMaxValue(Ctx.getIntWidth(T), Unsigned);
      std::string Max = llvm::toString(Largest, 10) + (Unsigned ? "ull" : "ll");
      Id0 = "(" + printFileScopeDecl(T, "", Ctx) + ")" +
            (Rd.Op == ReductionOp::Min ? Max : (Unsigned ? std::string("0") : "(-" + Max + " - 1)"));
    }
    RedInit += "p->" + N + " = (" + printFileScopeDecl(T, "", Ctx) + ")" + Id0 + "; ";
    RedLoad += "  " + printFileScopeDecl(T, N, Ctx) + " = nano_r_->" + N + ";\n";
    RedStore += "  nano_r_->" + N + " = " + N + ";\n";
    RedComb += combine(Rd.Op, "a->" + N, "p->" + N, Rd.IgnoresNaN) + " ";
    RedIn += "nano_red_." + N + " = " + N + "; ";
    RedOut += N + " = nano_red_." + N + "; ";
  }
  bool Reduce = !Reductions.empty();

  // Chunk function, after the function; declarations before it.
  // C++: an exception thrown by an iteration is caught in its chunk; the one of the
  // lowest iteration is kept (the elision's: it stops there), chunks past it do not
  // start, and the creating thread rethrows it once the loop has completed (the
  // argument block lives in its frame). nano_thrown_ is that iteration (INT64_MAX:
  // none), written under nano_exc_lock_ with the exception.
  if (CXX) Fields += " void *nano_exc_; int64_t nano_thrown_; int nano_exc_lock_;";
  if (!LastPrivateOut.empty()) Fields += " int64_t nano_n_;";
  std::string Before = "#line 1 \"<nano-generated>\"\nstruct nano_largs_" + K + " { int64_t nano_lb_; int64_t nano_step_;" + Fields + " };\n";
  if (Reduce) {
    Before += "struct nano_lred_" + K + " {" + RedFields + " };\n";
    Before += "static void nano_lred_init_" + K + "(void *nano_p_) { struct nano_lred_" + K +
              " *p = (struct nano_lred_" + K + " *)nano_p_; " + RedInit + "}\n";
    Before += "static void nano_lred_comb_" + K + "(void *nano_acc_, const void *nano_p_) { struct nano_lred_" +
              K + " *a = (struct nano_lred_" + K + " *)nano_acc_; const struct nano_lred_" + K +
              " *p = (const struct nano_lred_" + K + " *)nano_p_; " + RedComb + "}\n";
    Before += "static void nano_loop_" + K + "(int64_t nano_lo_, int64_t nano_hi_, void *nano_p_, void *nano_part_);\n";
  } else {
    Before += "static void nano_loop_" + K + "(int64_t nano_lo_, int64_t nano_hi_, void *nano_p_);\n";
  }
  // nano_body_K(lo, hi, lb, [step,] [args block,] [partial,] captured..., variably modified...)
  std::vector<std::string> BodyParams = {"int64_t nano_lo_", "int64_t nano_hi_", "int64_t nano_lb_"};
  std::vector<std::string> BodyArgs = {"nano_lo_", "nano_hi_", "nano_a_->nano_lb_"};
  if (BodyStep == "nano_step_") {
    BodyParams.push_back("int64_t nano_step_");
    BodyArgs.push_back("nano_a_->nano_step_");
  }
  // The argument block itself: for exceptions, the last iteration's privates and C++'s VLA rows.
  if (CXX || !LastPrivateOut.empty() || !VMAliases.empty() || !LocalTyped.empty()) {
    BodyParams.push_back("struct nano_largs_" + K + " *nano_a_");
    BodyArgs.push_back("nano_a_");
  }
  if (Reduce) {
    BodyParams.push_back("struct nano_lred_" + K + " *nano_r_");
    BodyArgs.push_back("(struct nano_lred_" + K + " *)nano_part_");
  }
  BodyParams.insert(BodyParams.end(), Params.begin(), Params.end());
  BodyParams.insert(BodyParams.end(), VMParams.begin(), VMParams.end());
  BodyArgs.insert(BodyArgs.end(), Args.begin(), Args.end());
  BodyArgs.insert(BodyArgs.end(), VMArgs.begin(), VMArgs.end());
  std::string After = "#line 1 \"<nano-generated>\"\nstatic inline __attribute__((always_inline)) void nano_body_" + K +
                      "(" + llvm::join(BodyParams, ", ") + ") {\n";
  After += "  " + Types.Text + localEnumeratorDecls(Body, Types.Enums) + "\n" + LocalTyped + Locals + VMAliases + RedLoad;
  if (CXX) After += "  if (nano_lo_ > __atomic_load_n(&nano_a_->nano_thrown_, __ATOMIC_ACQUIRE)) return;\n";
  // The loop variable's value is an induction variable of its own type (v = lb + k * step
  // stepped by +step): a value computed from k in int64_t and narrowed to `int` each time
  // hides from the vectoriser that the subscripts are consecutive.
  After += "  " + VarType + " nano_v_ = (" + VarType + ")" + wrappingAffineText("nano_lb_", "nano_lo_", BodyStep, CXX) + ";\n";
  std::string Advance = advanceText(Loop.Var->getType(), VarType, BodyStep, CXX);
  After += "  for (int64_t nano_k_ = nano_lo_; nano_k_ < nano_hi_; ++nano_k_, " + Advance + ") {\n";
  // Used or not by the body, without an attribute the body's use would contradict.
  After += "    " + VarType + " " + VarName + " = nano_v_; (void)" + VarName + ";";
  const bool Exceptions = CXX && Ctx.getLangOpts().CXXExceptions; // -fno-exceptions: nothing is thrown
  if (Exceptions) After += " try {";
  After += lineDirective(Body->getBeginLoc(), SM);
  std::string Col(SM.getExpansionColumnNumber(SM.getExpansionLoc(Body->getBeginLoc())) - 1, ' ');
  // The body as rewritten so far: its directives' lines blanked and the loops
  // nested in it already lowered (lowerTranslationUnit lowers inner loops first).
  std::string BodyText = LC.Rewrite.getRewrittenText(stmtRange(Body, Ctx));
  for (size_t I = 0; I < NestedRenames.size(); ++I) {
    // Strictly inside the body (within its braces): both marks are in its text.
    std::string Begin = NestedMark(I, false), End = NestedMark(I, true);
    bool All = NestedRenames[I].first == Body;
    size_t From = All ? 0 : BodyText.find(Begin), To = All ? BodyText.size() : BodyText.find(End);
    if (All) Begin = End = "";
    assert(From != std::string::npos && To != std::string::npos && From <= To);
    const std::map<std::string, std::string> &Names = NestedRenames[I].second;
    std::string Renamed = mapIdentifiers(
        BodyText.substr(From + Begin.size(), To - From - Begin.size()),
        [&](const std::string &Word, const std::string &Previous) {
          auto It = Names.find(Word);
          return It != Names.end() && !llvm::StringRef(Previous).starts_with("nano_ty_") ? It->second : Word;
        },
        /*KeepDirectiveLines=*/true);
    BodyText.replace(From, To + End.size() - From, Renamed);
  }
  After += Col + BodyText + "\n";
  After += "#line 1 \"<nano-generated>\"\n";
  if (Exceptions)
    After += "    } catch (...) {\n"
             "      while (__atomic_exchange_n(&nano_a_->nano_exc_lock_, 1, __ATOMIC_ACQUIRE)) {}\n"
             "      if (nano_k_ < nano_a_->nano_thrown_) {\n"
             "        __atomic_store_n(&nano_a_->nano_thrown_, nano_k_, __ATOMIC_RELEASE);\n"
             "        *static_cast<std::exception_ptr *>(nano_a_->nano_exc_) = std::current_exception();\n"
             "      }\n"
             "      __atomic_store_n(&nano_a_->nano_exc_lock_, 0, __ATOMIC_RELEASE);\n"
             "      break;\n"
             "    }\n";
  After += "  }\n" + RedStore + LastPrivateOut + "}\n";
  After += "static void nano_loop_" + K + "(int64_t nano_lo_, int64_t nano_hi_, void *nano_p_" +
           (Reduce ? ", void *nano_part_" : "") + ") {\n";
  After += "  struct nano_largs_" + K + " *nano_a_ = (struct nano_largs_" + K + " *)nano_p_;\n";
  After += "  nano_body_" + K + "(" + llvm::join(BodyArgs, ", ") + ");\n}\n";
  LC.Pending[F].Before += Before;
  LC.Pending[F].After += After;

  // The call, on the loop's own lines.
  std::string Original = stmtText(For, Ctx);
  unsigned Lines = std::count(Original.begin(), Original.end(), '\n');
  // Declarations first: C89 and -Wdeclaration-after-statement.
  std::string Call = "{ const int64_t nano_step_ = " + Step + "; struct nano_largs_" + K + " nano_la_; " + Sched +
                     " int64_t nano_n_ = " + Trip + "; " +
                     (Reduce ? "struct nano_lred_" + K + " nano_red_; " : "") +
                     (CXX ? "std::exception_ptr nano_exc_; " : "") + "nano_la_.nano_lb_ = " + L +
                     "; nano_la_.nano_step_ = nano_step_; " + Inits +
                     (CXX ? "nano_la_.nano_exc_ = &nano_exc_; nano_la_.nano_thrown_ = INT64_MAX; nano_la_.nano_exc_lock_ = 0; " : "") + Shape.TripCheck +
                     (LastPrivateOut.empty() ? "" : "nano_la_.nano_n_ = nano_n_; ");
  if (Reduce)
    Call += RedIn + "nano_parallel_reduce(nano_n_, &nano_s_, nano_loop_" + K +
            ", &nano_la_, &nano_red_, sizeof nano_red_, nano_lred_init_" + K + ", nano_lred_comb_" + K + "); " + RedOut;
  else
    Call += "nano_parallel_for(nano_n_, &nano_s_, nano_loop_" + K + ", &nano_la_); ";
  if (CXX) Call += "if (nano_exc_) std::rethrow_exception(nano_exc_); ";
  if (!Loop.DeclaresVar) Call += finalValueText(Shape, L, CXX);
  Call += "}" + std::string(Lines, '\n');
  LC.Rewrite.ReplaceText(stmtRange(For, Ctx), Call);
  addLoopNode(LC, P, F, For, Loop, Shape, K, Reduce, Privates);
  return true;
}

} // namespace nanocc
