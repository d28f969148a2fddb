//===- ParallelLowering.cpp - `#pragma nano parallel` regions -------------===//
//
// A parallel block is decomposed into nodes, one per statement. A statement
// whose estimated cost reaches the grain threshold becomes a node task (a
// synthesised task pragma marked with its region, lowered by TaskLowering with
// static arcs instead of registered regions); cheaper statements, declarations
// and statements holding nested directives stay in the creating nano-thread,
// merged with their neighbours, and get waits like any other statement. A
// task directive on a statement of the block makes that statement a node too.
// An `if`/`switch` with structured control flow is split by control
// dependence (ControlDependence.cpp): each statement of its branches is a
// candidate node carrying its execution condition, and the if/switch itself
// stays in the creator, which evaluates the condition and creates the nodes of
// the taken branch. When no branch statement reaches the threshold, or the
// control flow is not structured, the if/switch is one candidate node.
// Statements one macro invocation writes together (`BOTH(a, b)` for `f(a);
// f(b);`) share one text: they stay in the creator, as written.
// A `for` statement of the block worth a node whose iterations are
// independent is lowered before, in place, as a `#pragma nano loop` there
// (implicitLoopCandidates): a parallel loop node the creator runs and waits
// for, ordered by the waits before it like any statement left in the creator.
//
//===----------------------------------------------------------------------===//
#include "nanocc/ParallelLowering.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/ControlDependence.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/TaskLowering.h"
#include "nanocc/TemplateInstances.h"
#include "nanocc/Translator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <optional>
#include <set>

using namespace clang;

namespace nanocc {

namespace {

/// Static cost model: operations of the statement; loops multiply their body
/// by the trip count when it is a constant (else 100); calls add their
/// callee's body (3 levels deep, else 50).
double estimateCostAt(const Stmt *S, ASTContext &Ctx, int Depth) {
  if (!S) return 0;
  double C = isa<Expr>(S) ? 1 : 0;
  if (auto *For = dyn_cast<ForStmt>(S)) {
    std::string Why;
    SourceLocation Where;
    double Trip = 100;
    if (auto L = matchCanonicalLoop(For, Ctx, Why, Where)) {
      Expr::EvalResult Lb, Ub;
      if (L->Lb->EvaluateAsInt(Lb, Ctx) && L->Ub->EvaluateAsInt(Ub, Ctx))
        Trip = std::abs(double(Ub.Val.getInt().getExtValue() - Lb.Val.getInt().getExtValue()));
    }
    return Trip * (estimateCostAt(For->getBody(), Ctx, Depth) + 2) + estimateCostAt(For->getInit(), Ctx, Depth);
  }
  if (isa<WhileStmt, DoStmt, CXXForRangeStmt>(S)) {
    double Body = 0;
    for (const Stmt *Ch : S->children()) Body += estimateCostAt(Ch, Ctx, Depth);
    return 100 * Body;
  }
  if (auto *CE = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *FD = CE->getDirectCallee();
    const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
    // A library callee costs like any callee without a body: the analysis parse
    // skips system-header bodies (SystemBodySkipping.h), and the estimate must not
    // depend on whether it did.
    if (Def && Ctx.getSourceManager().isInSystemHeader(Def->getLocation()))
      Def = nullptr;
    C += Def && Def->getBody() && Depth < 3 ? estimateCostAt(Def->getBody(), Ctx, Depth + 1) : 50;
  }
  for (const Stmt *Ch : S->children()) C += estimateCostAt(Ch, Ctx, Depth);
  return C;
}

/// The block of the parallel pragma \p P that the analysis reads, and in \p F
/// its function: a template's block is decomposed in its first instantiation
/// (the pattern's calls and bounds are dependent: every statement would look
/// cheap; TaskLowering checks that every instantiation agrees). Null when the
/// template is never instantiated.
const CompoundStmt *analysedBlock(const NanoPragma &P, ASTContext &Ctx, const FunctionDecl *&F) {
  const auto *Block = cast<CompoundStmt>(P.Target);
  F = P.Function;
  if (!P.Function->isTemplated()) return Block;
  std::vector<const FunctionDecl *> Instances = instantiationsOf(P.Function, Ctx);
  if (Instances.empty()) return nullptr;
  F = Instances.front();
  return dyn_cast_or_null<CompoundStmt>(instantiatedStmt(Instances.front(), Block));
}

/// Whether \p S (or the pattern of a template's \p S) was lowered as a
/// parallel loop in place: it stays in the creator, as a loop pragma there.
bool isParallelLoopNode(const LoweringContext &LC, const Stmt *S) {
  if (!isa<ForStmt>(S)) return false;
  for (const auto &[For, Node] : LC.LoopNodes)
    if (For == S || For->getSourceRange() == S->getSourceRange()) return true;
  return false;
}

} // namespace

std::deque<NanoPragma> implicitLoopCandidates(LoweringContext &LC, const PragmaTable &Table) {
  ASTContext &Ctx = LC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  std::deque<NanoPragma> Loops;
  for (const NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || !P.Target || P.Kind != DirectiveKind::Parallel || !SM.isWrittenInMainFile(P.HashLoc))
      continue;
    // A block inside a task or a parallel loop runs as part of it (its text is
    // outlined as written): its loops stay as they are.
    bool InsideOutlined = llvm::any_of(Table.Pragmas, [&](const NanoPragma &Q) {
      return Q.Valid && Q.Target && (Q.Kind == DirectiveKind::Task || Q.Kind == DirectiveKind::Loop) &&
             containsRange(SM, stmtRange(Q.Target, Ctx), P.HashLoc);
    });
    const FunctionDecl *Analysed = nullptr;
    const CompoundStmt *Instance = analysedBlock(P, Ctx, Analysed);
    const auto *Block = cast<CompoundStmt>(P.Target);
    if (InsideOutlined || !Instance || Instance->size() != Block->size()) continue;
    // The pattern's statement is rewritten; the instance's is costed.
    auto Consider = [&](const Stmt *S, const Stmt *Costed) {
      auto *For = dyn_cast<ForStmt>(S);
      // A loop a macro writes (`FOR_EACH(i, n) body`) has a header its text does not show.
      if (!For || For->getBeginLoc().isMacroID() || holdsDirective(S, P, Table, Ctx) ||
          estimateCost(Costed, Ctx) < LC.Opts.GrainThreshold)
        return;
      NanoPragma Loop;
      Loop.Kind = DirectiveKind::Loop; // schedule gss, no clauses
      Loop.HashLoc = Loop.DirectiveLoc = Loop.EndLoc = SM.getExpansionLoc(For->getBeginLoc());
      Loop.Target = For;
      Loop.Function = P.Function;
      Loops.push_back(std::move(Loop));
    };
    std::optional<AliasFacts> Facts;
    std::set<const Stmt *> SharedInvocation; // statements of one macro invocation stay as written
    for (const std::vector<const Stmt *> &Run : statementRuns(Block, Ctx))
      if (Run.size() > 1) SharedInvocation.insert(Run.begin(), Run.end());
    for (auto [S, Costed] : llvm::zip(Block->body(), Instance->body())) {
      if (SharedInvocation.count(S)) continue;
      Consider(S, Costed);
      // The statements of an if/switch split into conditional nodes run in the
      // creator's branch when they are not nodes: a loop there too (not in a
      // template, whose branches planParallelRegions splits in the instance).
      if (!isa<IfStmt, SwitchStmt>(S) || P.Function->isTemplated() || holdsDirective(S, P, Table, Ctx)) continue;
      if (!Facts) Facts = computeAliasFacts(Analysed);
      std::string WhyNot;
      for (const BranchStatement &B : splitIntoCandidates(S, LC, *Facts, ConditionTiming::Once, WhyNot))
        Consider(B.S, B.S);
    }
  }
  return Loops;
}

double estimateCost(const Stmt *S, ASTContext &Ctx) { return estimateCostAt(S, Ctx, 0); }

bool holdsDirective(const Stmt *S, const NanoPragma &P, const PragmaTable &Table, ASTContext &Ctx) {
  SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange R = stmtRange(S, Ctx);
  for (const NanoPragma &Q : Table.Pragmas) {
    if (&Q != &P && containsRange(SM, R, Q.HashLoc)) return true;
    if (Q.Target && Q.Target->getStmtClass() == S->getStmtClass() &&
        Q.Target->getSourceRange() == S->getSourceRange()) // a pattern's statement in a template
      return true;
  }
  return false;
}

std::vector<std::vector<const Stmt *>> statementRuns(const CompoundStmt *Block, const ASTContext &Ctx) {
  std::vector<std::vector<const Stmt *>> Runs;
  SourceLocation RunEnd;
  for (const Stmt *S : Block->body()) {
    CharSourceRange R = stmtRange(S, Ctx);
    if (!Runs.empty() && Ctx.getSourceManager().isBeforeInTranslationUnit(R.getBegin(), RunEnd))
      Runs.back().push_back(S);
    else
      Runs.push_back({S});
    if (Runs.back().size() == 1 || Ctx.getSourceManager().isBeforeInTranslationUnit(RunEnd, R.getEnd()))
      RunEnd = R.getEnd();
  }
  return Runs;
}

std::vector<BranchStatement> splitIntoCandidates(const Stmt *S, LoweringContext &LC, const AliasFacts &Facts,
                                                 ConditionTiming Timing, std::string &WhyNot) {
  std::vector<BranchStatement> Branches;
  if (!isa<IfStmt, SwitchStmt>(S)) return Branches;
  // `IF_POS(v, s)`: the macro's text holds the condition and the branches together.
  if (S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID()) {
    WhyNot = "a macro writes it";
    return Branches;
  }
  if (!splitBranches(S, LC.Ctx, &LC.Summaries, Facts, Timing, Branches, WhyNot)) return {};
  bool AnyHeavy = false;
  for (const BranchStatement &B : Branches)
    AnyHeavy |= !isa<DeclStmt, NullStmt>(B.S) && estimateCost(B.S, LC.Ctx) >= LC.Opts.GrainThreshold;
  if (!AnyHeavy) Branches.clear();
  return Branches;
}

void planParallelRegions(LoweringContext &LC, PragmaTable &Table,
                         std::deque<NanoPragma> &Synthesised) {
  ASTContext &Ctx = LC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  std::map<const FunctionDecl *, AliasFacts> Facts;
  for (NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || !P.Target || P.Kind != DirectiveKind::Parallel || !SM.isWrittenInMainFile(P.HashLoc))
      continue;
    const FunctionDecl *Analysed = nullptr;
    const CompoundStmt *Block = analysedBlock(P, Ctx, Analysed);
    if (!Block) {
      LC.Diags.report(P.DirectiveLoc, Diag::Unsupported)
          << "parallel" << "the template is never instantiated in this translation unit, so its block "
                           "cannot be analysed (instantiate it in this file)";
      continue;
    }
    LC.ParallelBlocks.push_back({&P, Block, Analysed});
    // A node if its estimated cost reaches the threshold, else merged into
    // the creator; B gives its execution condition.
    auto addCandidate = [&](const Stmt *S, const BranchStatement &B) {
      double Cost = estimateCost(S, Ctx);
      if (Cost < LC.Opts.GrainThreshold) {
        if (LC.Diags.remarksEnabled())
          LC.Diags.report(SM.getExpansionLoc(S->getBeginLoc()), Diag::ExplainMerge)
              << "statement" << "the creating nano-thread" << std::to_string(static_cast<long>(Cost));
        return;
      }
      NanoPragma Node;
      Node.Kind = DirectiveKind::Task;
      Node.HashLoc = P.HashLoc;
      Node.DirectiveLoc = P.DirectiveLoc;
      Node.EndLoc = P.EndLoc;
      Node.Target = S;
      Node.Function = P.Function;
      Node.ParallelRegion = Block;
      Node.Synthesised = true;
      ClauseArg CostArg;
      CostArg.Text = std::to_string(static_cast<long>(Cost));
      CostArg.Loc = P.DirectiveLoc;
      Node.Cost = CostArg;
      Node.Condition = B.Condition;
      Node.ConditionExprs = B.ConditionExprs;
      Node.Controller = B.Controller;
      Synthesised.push_back(std::move(Node));
    };
    std::set<const Stmt *> SharedInvocation; // statements of one macro invocation: in the creator, as written
    for (const std::vector<const Stmt *> &Run : statementRuns(Block, Ctx))
      if (Run.size() > 1) {
        SharedInvocation.insert(Run.begin(), Run.end());
        if (LC.Diags.remarksEnabled())
          LC.Diags.report(SM.getExpansionLoc(Run.front()->getBeginLoc()), Diag::ExplainMacroStatements)
              << std::to_string(Run.size());
      }
    for (const Stmt *S : Block->body()) {
      if (isa<DeclStmt, NullStmt, ReturnStmt, BreakStmt, ContinueStmt, GotoStmt, LabelStmt>(S) ||
          SharedInvocation.count(S))
        continue;
      // Statements holding directives stay in the creator so those are honoured.
      // A task written as a statement of the block is one of its nodes:
      // ordered by static arcs with the other nodes, like them.
      for (NanoPragma &Q : Table.Pragmas)
        if (Q.Target && Q.Target->getStmtClass() == S->getStmtClass() &&
            Q.Target->getSourceRange() == S->getSourceRange() && Q.Kind == DirectiveKind::Task && Q.Valid)
          Q.ParallelRegion = Block;
      if (holdsDirective(S, P, Table, Ctx) || isParallelLoopNode(LC, S)) continue;
      std::vector<BranchStatement> Branches;
      if (isa<IfStmt, SwitchStmt>(S)) {
        if (!Facts.count(Analysed)) Facts[Analysed] = computeAliasFacts(Analysed);
        std::string WhyNot;
        Branches = splitIntoCandidates(S, LC, Facts[Analysed], ConditionTiming::Once, WhyNot);
        if (!WhyNot.empty() && LC.Diags.remarksEnabled())
          LC.Diags.report(SM.getExpansionLoc(S->getBeginLoc()), Diag::ExplainKeptWhole)
              << (isa<IfStmt>(S) ? "'if'" : "'switch'") << WhyNot;
      }
      if (Branches.empty()) {
        addCandidate(S, {S, "", {}, ""});
        continue;
      }
      for (const BranchStatement &B : Branches)
        if (!isa<DeclStmt, NullStmt>(B.S) && !isParallelLoopNode(LC, B.S)) addCandidate(B.S, B);
    }
    if (P.Workers) {
      // The cap is process-wide: applied only when the region runs outside any
      // task (the program's top level), restored after the block.
      std::string W = P.Workers->Text;
      LC.Rewrite.InsertTextAfter(blockStart(Block, Ctx),
                                 " int nano_prev_workers_ = nano_active_workers(); if (!nano_current()) { int nano_w_ = " +
                                     castText("int", "(" + W + ")", Ctx.getLangOpts().CPlusPlus) + "; nano_set_active_workers(nano_w_ < 1 ? 1 : (nano_w_ > nano_worker_count() ? nano_worker_count() : nano_w_)); } ");
      LC.Rewrite.InsertTextBefore(SM.getExpansionLoc(Block->getRBracLoc()),
                                  "if (!nano_current()) nano_set_active_workers(nano_prev_workers_); ");
      // main's own code runs outside any task (unless the program calls main).
      if (LC.Diags.remarksEnabled() && !(Analysed && Analysed->isMain()))
        LC.Diags.report(P.Workers->Loc, Diag::WorkersOutsideTasksOnly) << W;
    }
  }
}

} // namespace nanocc
