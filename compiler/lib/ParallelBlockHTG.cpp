//===- ParallelBlockHTG.cpp - --emit-htg: the document of a translation unit ===//
//
// Builds the HTG that --emit-htg writes. The regions outside blocks are placed
// in the code of their functions around them (see "The code around the
// regions" below). Each `#pragma nano parallel` block is
// a compound holding one node per statement, in program order, where the
// program runs it:
//   - a statement that runs as a node task: a simple node `n<id>`;
//   - a `#pragma nano loop` statement: its loop node (LoopLowering), in place;
//   - a nested parallel block: its compound, in place;
//   - an if/switch split by control dependence: one compound per arm, holding
//     the arm's statements, with the arm's execution condition;
//   - a declaration: its variable becomes a graph variable, its initialiser an
//     assignment node (a node's code is a scope of its own; a graph variable is
//     static, so even a constant initialiser must run each time the block
//     does); a reference to a named variable is that variable in every node;
//   - any other statement (merged into the creator, or holding a directive
//     deeper inside): a simple node with its text.
// Every node carries the accesses the analysis finds for its statement and
// the cost model's estimate. Invariant: every compound's arcs are complete for
// its children's accesses (computed in listed order, which is program order)
// and also hold the static arcs the runtime wires between node tasks, lifted
// to the children that contain them; no compound needs trust_arcs.
//
// A statement whose memory the analysis cannot name (a call through a function
// pointer, a region that cannot be bounded: the program runs it in the creating
// nano-thread, after every node before it and before every node after it) is
// ordered the same way in the graph: arcs from every earlier sibling and to
// every later one, at each level that contains it.
//
// The variables the regions name but do not declare (the function's locals and
// parameters, the file's globals) are listed as `extern` graph variables, so
// the document compiles and runs with a file that defines them and the kernels.
// Graph variables are one namespace: when two different variables of the
// program share a name (locals of two functions, a block declaration shadowing
// a parameter), each local one is renamed `<function>_<name>` (then `_2`, ...)
// in the variables, the code, conditions, bounds and accesses of the nodes that
// name it. Arcs are wired after the renaming, from the final names.
//
//===----------------------------------------------------------------------===//
#include "nanocc/ParallelBlockHTG.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/HTGAccessText.h"
#include "nanocc/NamedVariables.h"
#include "nanocc/ParallelLowering.h"
#include "nanocc/RegionSurroundings.h"
#include "nanocc/RenameIdentifiers.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/TaskLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "htg/arcs.hpp"
#include "htg/reader.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

using namespace clang;

namespace nanocc {

namespace {

/// The entry of \p Map for \p S: the entry of \p S itself, else of a statement with the
/// same class and source range (a template's pattern and its instance).
template <class T> T *findStatement(std::map<const Stmt *, T> &Map, const Stmt *S) {
  if (auto It = Map.find(S); It != Map.end()) return &It->second;
  for (auto &[K, V] : Map)
    if (K->getStmtClass() == S->getStmtClass() && K->getSourceRange() == S->getSourceRange()) return &V;
  return nullptr;
}

class DocumentBuilder {
public:
  DocumentBuilder(LoweringContext &LC, const PragmaTable &Table)
      : LC(LC), Table(Table), Ctx(LC.Ctx), SM(Ctx.getSourceManager()) {}

  htg::Document build() {
    htg::Document Doc;
    for (const ParallelBlock &B : LC.ParallelBlocks)
      if (!insideAnyBlock(B.P->Target, B.P->Target)) addRegion(B.P->Target, conditioned(block(B), B.P->Target));
    for (auto &[For, Node] : LC.LoopNodes)
      if (!insideAnyBlock(For, nullptr) && !insideAnotherLoop(For))
        addRegion(For, conditioned(loop(Node, cast<ForStmt>(For)), For));
    for (const LoweringContext::RegionTask &T : LC.RegionTasks) addRegion(T.S, T.Node, T.Function);
    for (const auto &[Id, Names] : LC.RegionNodeNames) {
      for (const Stmt *S : Names.Code) noteVariables(Id, S, nullptr, /*Region=*/true);
      noteAccessed(Id, Names.Accessed, /*Region=*/true);
    }
    Doc.root.children = placeRegions();
    Doc.variables = variables();
    renameVariables(Doc.root);
    // The arcs see what the document's pointers may reach as its reader does
    // (`q = W + 4` in a node makes `q[2]` reach W): nano-htg checks them so.
    Targets = htg::PointerTargets(Doc.variables, Doc.root);
    wireBlocks(Doc.root);
    // The regions' arcs are computed in source order, by the reader, unless
    // the code between them is there too (it may be ordered with all).
    if (llvm::any_of(Doc.root.children, [&](const htg::Node &C) { return Surrounding.count(C.id); }))
      completeArcs(Doc.root, {});
    return Doc;
  }

private:
  /// Whether \p S lies inside the text of a parallel block other than \p Self.
  bool insideAnyBlock(const Stmt *S, const Stmt *Self) const {
    SourceLocation L = SM.getExpansionLoc(S->getBeginLoc());
    for (const ParallelBlock &B : LC.ParallelBlocks) {
      if (B.P->Target == Self) continue;
      if (containsRange(SM, stmtRange(B.P->Target, Ctx), L)) return true;
    }
    return false;
  }

  /// Whether \p For lies in the body of another parallel loop: it is then code of
  /// that loop's body node (a node of its own would leave the outer variables unbound).
  bool insideAnotherLoop(const Stmt *For) const {
    for (const auto &[Outer, Node] : LC.LoopNodes)
      if (Outer != For && containsRange(SM, stmtRange(Outer, Ctx), SM.getExpansionLoc(For->getBeginLoc())))
        return true;
    return false;
  }

  std::string nextId(const char *Prefix) { return Prefix + std::to_string(++Counter); }

  //===--- The code around the regions ----------------------------------===//
  //
  // The regions of a function are placed by walking its body: each where it
  // is, a run of tasks with no other statement between them as one task
  // region, a sequential loop around regions (sequentialLoopOfRegions) as a
  // loop node whose body holds its statements, and the statements the
  // function runs between its first and last region, and in such a loop's
  // body, as nodes (with the conditions of the ifs and switch arms around
  // them). Another loop, or a switch whose arms cannot be conditions, cannot
  // be written: its regions are placed once, without the code around them,
  // with a warning.

  /// A region outside blocks: a block, a parallel loop, or (with its
  /// function's name) a task node, by the statement it starts at.
  struct Region {
    htg::Node Node;
    std::string TaskFunction;
    const Stmt *Body = nullptr; ///< of the function holding it
    SourceLocation Begin;
    bool Placed = false;
  };

  /// What the walk of one function body places at one level.
  struct Level {
    std::vector<htg::Node> Nodes;
    int Run = -1;          ///< index of the open task region, if one
    bool InLoop = false;   ///< the body of a sequential loop: every statement runs
    bool Fallback = false; ///< inside a construct the document cannot write
    bool InSwitch = false; ///< in the arms of a switch split by splitBranches
  };

  /// The function body being walked, and where its first and last regions start.
  struct Span {
    const Stmt *Body;
    SourceLocation First, Last;
  };

  void addRegion(const Stmt *S, htg::Node N, const std::string &TaskFunction = "") {
    Region R{std::move(N), TaskFunction, functionBody(S), SM.getExpansionLoc(S->getBeginLoc())};
    Regions.emplace(S, std::move(R));
  }

  /// The body of the function (or lambda) whose code holds \p S.
  const Stmt *functionBody(const Stmt *S) const {
    for (const Stmt *Child = S;;) {
      auto Parents = Ctx.getParents(*Child);
      const Stmt *P = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
      if (!P || isa<LambdaExpr, BlockExpr, CapturedStmt>(P)) return Child;
      Child = P;
    }
  }

  /// The document's top level: the regions of each function, placed in the
  /// code around them, functions in source order.
  std::vector<htg::Node> placeRegions() {
    std::vector<Region *> Sorted;
    for (auto &[S, R] : Regions) Sorted.push_back(&R);
    std::sort(Sorted.begin(), Sorted.end(),
              [&](const Region *A, const Region *B) { return SM.isBeforeInTranslationUnit(A->Begin, B->Begin); });
    Level Top;
    std::vector<const Stmt *> Bodies;
    for (const Region *R : Sorted)
      if (!llvm::is_contained(Bodies, R->Body)) Bodies.push_back(R->Body);
    for (const Stmt *Body : Bodies) {
      Span Sp{Body, {}, {}};
      for (const Region *R : Sorted)
        if (R->Body == Body) {
          if (Sp.First.isInvalid()) Sp.First = R->Begin;
          Sp.Last = R->Begin;
        }
      walk(Body, Top, Sp);
      Top.Run = -1;
    }
    // A region the walk did not reach (none should be) is not lost.
    for (Region *R : Sorted)
      if (!R->Placed) place(*R, Top);
    return std::move(Top.Nodes);
  }

  /// Whether \p S holds (or is) a region of the function body \p Body.
  bool holdsRegion(const Stmt *S, const Stmt *Body) const {
    CharSourceRange Range = stmtRange(S, Ctx);
    for (const auto &[Anchor, R] : Regions)
      if (R.Body == Body && !SM.isBeforeInTranslationUnit(R.Begin, Range.getBegin()) &&
          SM.isBeforeInTranslationUnit(R.Begin, Range.getEnd()))
        return true;
    return false;
  }

  void place(Region &R, Level &L) {
    R.Placed = true;
    if (R.TaskFunction.empty()) {
      L.Run = -1;
      L.Nodes.push_back(R.Node);
      return;
    }
    if (L.Run < 0) { // a task region starts at its first task
      htg::Node Run;
      Run.id = "r" + R.Node.id.substr(1);
      Run.kind = htg::NodeKind::compound;
      Run.label = R.TaskFunction + " tasks";
      Run.loc = R.Node.loc;
      L.Nodes.push_back(std::move(Run));
      L.Run = static_cast<int>(L.Nodes.size()) - 1;
    }
    L.Nodes[L.Run].children.push_back(R.Node);
  }

  void walk(const Stmt *S, Level &L, const Span &Sp) {
    if (!S || isa<NullStmt>(S)) return;
    if (Region *R = findStatement(Regions, S); R && !R->Placed) return place(*R, L);
    if (const auto *Case = dyn_cast<SwitchCase>(S)) return walk(Case->getSubStmt(), L, Sp); // its label is the arm's condition
    if (isa<BreakStmt>(S) && L.InSwitch) return; // a case's last statement
    if (!holdsRegion(S, Sp.Body)) return between(S, L, Sp);
    if (const auto *If = dyn_cast<IfStmt>(S)) { // its conditions are the nodes' (regionCondition)
      if (std::string Captured = capturedCondition(If, LC); !Captured.empty()) captureCondition(If, Captured, L);
      walk(If->getThen(), L, Sp);
      walk(If->getElse(), L, Sp);
      return;
    }
    std::string WhyNot;
    if (const auto *Switch = dyn_cast<SwitchStmt>(S); Switch && switchArms(Switch, LC, &WhyNot)) {
      bool Outer = L.InSwitch; // each statement has its arm's condition (regionCondition)
      L.InSwitch = true;
      walk(Switch->getBody(), L, Sp);
      L.InSwitch = Outer;
      return;
    }
    if (std::optional<SequentialLoop> Loop = sequentialLoopOfRegions(S, LC, &WhyNot)) {
      L.Run = -1;
      L.Nodes.push_back(sequentialLoop(cast<ForStmt>(S), *Loop, Sp));
      if (L.Nodes.back().body.front().children.empty()) L.Nodes.pop_back();
      return;
    }
    bool Construct = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt>(S);
    if (Construct && !L.Fallback && ReportedConstructs.insert(S).second) {
      SourceLocation At = SM.getExpansionLoc(S->getBeginLoc());
      if (isa<SwitchStmt>(S)) LC.Diags.report(At, Diag::HTGRegionInSwitch) << WhyNot;
      else
        LC.Diags.report(At, Diag::HTGRegionInLoop)
            << (isa<WhileStmt>(S) ? "'while' loop" : isa<DoStmt>(S) ? "'do' loop"
                : isa<CXXForRangeStmt>(S) ? "range-based 'for' loop" : "'for' loop")
            << (WhyNot.empty() ? "" : "; this one is not: " + WhyNot);
    }
    bool Outer = L.Fallback;
    L.Fallback |= Construct;
    for (const Stmt *C : S->children()) walk(C, L, Sp); // a block, a label: their statements
    L.Fallback = Outer;
    if (Construct) L.Run = -1;
  }

  /// Statement \p S, which holds no region, as node(s) of level \p L when
  /// the function runs it between its regions or in a sequential loop's body.
  void between(const Stmt *S, Level &L, const Span &Sp) {
    if (L.Fallback) return;
    SourceLocation At = SM.getExpansionLoc(S->getBeginLoc());
    if (!L.InLoop && !(SM.isBeforeInTranslationUnit(Sp.First, At) && SM.isBeforeInTranslationUnit(At, Sp.Last)))
      return;
    if (const Stmt *J = jumpOutOf(S, S, Ctx)) {
      if (ReportedJumps.insert(J).second)
        LC.Diags.report(SM.getExpansionLoc(J->getBeginLoc()), Diag::HTGJumpBetweenRegions) << jumpKeyword(J);
      return;
    }
    L.Run = -1;
    std::vector<htg::Node> New;
    if (const auto *D = dyn_cast<DeclStmt>(S)) declaration(D, New);
    else New.push_back(simple(S, nextId("s"), "statement"));
    std::vector<const Expr *> Reads;
    std::string Condition = regionCondition(S, LC, Reads);
    for (htg::Node &N : New) {
      N.condition = Condition;
      for (const Expr *E : Reads) noteVariables(N.id, E);
      Surrounding.insert(N.id);
      L.Nodes.push_back(std::move(N));
    }
  }

  /// The node giving graph variable \p Name the value of the condition of
  /// \p If, where the `if` is (capturedCondition).
  void captureCondition(const IfStmt *If, const std::string &Name, Level &L) {
    htg::Node N;
    N.id = nextId("s");
    N.kind = htg::NodeKind::simple;
    N.label = Name;
    N.code = Name + " = (" + exprText(If->getCond(), Ctx) + ") ? 1 : 0;";
    N.loc = htgLoc(If->getBeginLoc(), SM);
    N.cost = estimateCost(If->getCond(), Ctx);
    if (auto W = htg::parse_access(Name)) N.writes.push_back(*W);
    if (setAccesses(N, If->getCond())) OrderedWithAll.insert(N.id);
    std::vector<const Expr *> Reads;
    N.condition = regionCondition(If, LC, Reads);
    for (const Expr *E : Reads) noteVariables(N.id, E);
    if (llvm::none_of(ConditionVars, [&](const htg::Variable &V) { return V.name == Name; })) {
      htg::Variable V;
      V.name = Name;
      V.type = "int";
      ConditionVars.push_back(V);
    }
    Surrounding.insert(N.id);
    L.Run = -1;
    L.Nodes.push_back(std::move(N));
  }

  /// \p For, a sequential loop around regions, as a loop node: its body
  /// holds the nodes of every statement of the loop's body.
  htg::Node sequentialLoop(const ForStmt *For, const SequentialLoop &Loop, const Span &Sp) {
    htg::Node N;
    N.id = nextId("seq");
    N.kind = htg::NodeKind::loop;
    N.label = Loop.Var->getNameAsString() + " loop";
    N.loc = htgLoc(For->getBeginLoc(), SM);
    N.var = Loop.Var->getNameAsString();
    N.from = Loop.From;
    N.to = Loop.To;
    N.step = Loop.Step;
    N.parallel = false;
    N.cost = estimateCost(For, Ctx);
    if (setAccesses(N, For)) OrderedWithAll.insert(N.id);
    std::vector<const Expr *> Reads;
    N.condition = regionCondition(For, LC, Reads);
    for (const Expr *E : Reads) noteVariables(N.id, E);
    Surrounding.insert(N.id);
    Level Body;
    Body.InLoop = true;
    walk(For->getBody(), Body, Sp);
    htg::Node B;
    B.id = N.id + "_body";
    B.kind = htg::NodeKind::compound;
    B.label = N.label + " body";
    B.loc = htgLoc(For->getBody()->getBeginLoc(), SM);
    B.children = std::move(Body.Nodes);
    LoopBodies.insert(B.id);
    N.body.push_back(std::move(B));
    return N;
  }

  /// Region \p N of statement \p S with the condition of the `if`s around it
  /// in its function: it runs only when they hold.
  htg::Node conditioned(htg::Node N, const Stmt *S) {
    std::vector<const Expr *> Reads;
    N.condition = regionCondition(S, LC, Reads);
    for (const Expr *E : Reads) noteVariables(N.id, E);
    return N;
  }

  /// Adds to \p N the accesses of \p S (variables it declares left out, and
  /// \p Skip, and \p Unlisted) on variables \p N does not list yet in that
  /// mode: a task node lists the sections its task registers first.
  /// Returns whether \p S may access memory the accesses cannot name (an
  /// unknown callee, a region that cannot be bounded).
  bool setAccesses(htg::Node &N, const Stmt *S, const VarDecl *Skip = nullptr,
                   const std::vector<const VarDecl *> &Unlisted = {}) {
    noteVariables(N, S, Skip);
    AccessQuery Q{Ctx, &LC.Summaries, nullptr};
    NamedVariables Inner;
    Inner.TraverseStmt(const_cast<Stmt *>(S));
    std::set<std::string> ReadBases, WriteBases, Texts[2];
    for (const htg::Access &A : N.reads) ReadBases.insert(A.base);
    for (const htg::Access &A : N.writes) WriteBases.insert(A.base);
    bool Unnamed = false;
    for (const Access &A : collectAccesses(S, Q)) {
      const auto *VD = dyn_cast_or_null<VarDecl>(A.Ref.Var);
      if (VD && (Inner.Declared.count(VD) || VD == Skip || llvm::is_contained(Unlisted, VD))) continue;
      Unnamed |= A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals || (A.Ref.Unbounded && !A.Ref.Var);
      htg::Access HA;
      if (!htgAccessOf(A, Ctx, HA)) {
        // Memory the program orders by that the format cannot spell (a
        // declared lvalue through `k ? &a : &b`): ordered with every sibling.
        if (A.Declared || (A.Ref.Kind == BaseKind::PointeeExpr && !A.Ref.ContainerData))
          OrderedWithAll.insert(N.id);
        continue;
      }
      if (A.Read && !ReadBases.count(HA.base) && Texts[0].insert(HA.text).second) N.reads.push_back(HA);
      if (A.Write && !WriteBases.count(HA.base) && Texts[1].insert(HA.text).second) N.writes.push_back(HA);
      if (VD && VD->getName() == HA.base) noteAccessed(N.id, {VD});
    }
    return Unnamed;
  }

  /// Records that node \p N holds the text of \p S: the variables it names
  /// (but declares not, nor \p Skip) are those its text is renamed for.
  void noteVariables(const htg::Node &N, const Stmt *S, const VarDecl *Skip = nullptr) {
    noteVariables(N.id, S, Skip);
  }
  void noteVariables(const std::string &Id, const Stmt *S, const VarDecl *Skip = nullptr, bool Region = false) {
    (Region ? RegionEmitted : Emitted).push_back(S);
    NamedVariables Inner;
    Inner.TraverseStmt(const_cast<Stmt *>(S));
    for (const VarDecl *VD : Inner.Vars)
      if (!Inner.Declared.count(VD) && VD != Skip) NodeVars[Id].insert(VD->getCanonicalDecl());
  }

  /// Records that node \p Id names \p Vars in its accesses only (a global a
  /// callee writes): graph variables too, renamed with the node's text.
  void noteAccessed(const std::string &Id, const std::vector<const VarDecl *> &Vars, bool Region = false) {
    for (const VarDecl *VD : Vars) {
      (Region ? RegionAccessVars : AccessVars).push_back(VD);
      NodeVars[Id].insert(VD->getCanonicalDecl());
    }
  }

  /// A simple node running \p S. One that is not a node task and may touch
  /// memory its accesses cannot name runs in the creator: ordered with every
  /// sibling (see the file comment).
  htg::Node simple(const Stmt *S, const std::string &Id, const std::string &Label, htg::Node N = {},
                   bool Task = false) {
    N.id = Id;
    N.kind = htg::NodeKind::simple;
    N.label = Label;
    N.code = stmtText(S, Ctx);
    checkNodeCode(LC, S, N.code);
    N.loc = htgLoc(S->getBeginLoc(), SM);
    N.cost = estimateCost(S, Ctx);
    if (setAccesses(N, S) && !Task) OrderedWithAll.insert(N.id);
    return N;
  }

  /// The variable a reference declaration `T &r = v;` binds to, if a named one.
  static const VarDecl *referent(const VarDecl *VD) {
    if (!VD->getType()->isReferenceType() || !VD->getInit()) return nullptr;
    const auto *Ref = dyn_cast<DeclRefExpr>(VD->getInit()->IgnoreParenImpCasts());
    return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  }

  /// The member of the object a member function runs on that a reference
  /// declaration `auto &ra = arr_;` binds to, if one.
  static const FieldDecl *memberReferent(const VarDecl *VD) {
    if (!VD->getType()->isReferenceType() || !VD->getInit()) return nullptr;
    const auto *ME = dyn_cast<MemberExpr>(VD->getInit()->IgnoreParenImpCasts());
    return ME && ME->isImplicitAccess() ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  }

  /// A declaration: its variables become graph variables and every initialiser
  /// an assignment node (constant or not: the block may run more than once,
  /// the graph variable is initialised once); a reference to a named variable
  /// becomes that variable in the nodes that use it.
  void declaration(const DeclStmt *D, std::vector<htg::Node> &Out) {
    for (const Decl *Dl : D->decls()) {
      htg::Variable V;
      const auto *VD = dyn_cast<VarDecl>(Dl);
      if (!VD || (!referent(VD) && !memberReferent(VD) && !variableOf(VD, V, /*Lifted=*/true)))
        return Out.push_back(simple(D, nextId("s"), "declaration")); // kept as written
    }
    for (const Decl *Dl : D->decls()) {
      const auto *VD = cast<VarDecl>(Dl);
      if (const VarDecl *To = referent(VD)) {
        Aliases[VD->getCanonicalDecl()] = To->getCanonicalDecl();
        Emitted.push_back(VD->getInit());
        continue;
      }
      if (const FieldDecl *Member = memberReferent(VD)) {
        MemberAliases[VD->getCanonicalDecl()] = Member->getNameAsString();
        Emitted.push_back(VD->getInit());
        continue;
      }
      htg::Variable V;
      variableOf(VD, V, /*Lifted=*/true);
      LiftedNames.insert(VD);
      Lifted.push_back({VD->getCanonicalDecl(), V});
      const Expr *Init = VD->getInit();
      if (!Init) continue;
      htg::Node N;
      N.id = nextId("s");
      N.kind = htg::NodeKind::simple;
      N.label = V.name;
      N.code = initialisation(VD, V.name, exprText(Init, Ctx));
      N.loc = htgLoc(VD->getLocation(), SM);
      N.cost = estimateCost(Init, Ctx);
      if (auto W = htg::parse_access(V.name)) N.writes.push_back(*W);
      NodeVars[N.id].insert(VD->getCanonicalDecl());
      if (setAccesses(N, Init)) OrderedWithAll.insert(N.id);
      Out.push_back(N);
    }
  }

  /// The code giving graph variable \p Name the value of the initialiser of
  /// \p VD (text \p Init): an assignment; for a braced list (no expression)
  /// an assignment from a temporary initialised as written, for an array (not
  /// assignable) a copy from one.
  std::string initialisation(const VarDecl *VD, const std::string &Name, const std::string &Init) const {
    bool Array = VD->getType()->isArrayType();
    if (!Array && !isa<InitListExpr>(VD->getInit()->IgnoreImplicit())) return Name + " = " + Init + ";";
    std::string Temporary = "{ " + printDecl(VD->getType(), "nano_init_", Ctx) + " = " + Init + "; ";
    if (Array) return Temporary + "__builtin_memcpy(" + Name + ", nano_init_, sizeof nano_init_); }";
    return Temporary + Name + " = nano_init_; }";
  }

  /// Reports a statement \p S of block \p Block that jumps out of it, to
  /// another statement of the block (a goto, bb57 4) or out of the block: the
  /// graph cannot express it (every node after it would still run).
  void checkNoJumpOut(const Stmt *S, const CompoundStmt *Block) {
    const Stmt *J = jumpOutOf(S, S, Ctx);
    if (!J || !ReportedJumps.insert(J).second) return;
    SourceLocation At = SM.getExpansionLoc(J->getBeginLoc());
    const auto *G = dyn_cast<GotoStmt>(J);
    const LabelStmt *L = G ? G->getLabel()->getStmt() : nullptr;
    if (L && containsRange(SM, stmtRange(Block, Ctx), SM.getExpansionLoc(L->getBeginLoc()))) {
      LC.Diags.report(At, Diag::HTGJumpWithin)
          << G->getLabel()->getName() << std::to_string(SM.getPresumedLoc(SM.getExpansionLoc(L->getBeginLoc())).getLine());
      return;
    }
    LC.Diags.report(At, Diag::HTGJumpOut) << jumpKeyword(J);
  }

  /// The node(s) of statement \p S of block \p B, appended to \p Out.
  void statement(const Stmt *S, const ParallelBlock &B, const AliasFacts &Facts, std::vector<htg::Node> &Out) {
    if (isa<NullStmt>(S)) return;
    if (auto *D = dyn_cast<DeclStmt>(S)) return declaration(D, Out);
    if (TaskNode *T = findStatement(LC.TaskNodes, S)) {
      htg::Node N;
      N.reads = T->Reads;
      N.writes = T->Writes;
      N = simple(S, "n" + std::to_string(T->Id), T->Label, std::move(N), /*Task=*/true);
      N.cost = T->Cost;
      noteAccessed(N.id, T->Accessed);
      if (T->Unwritable) OrderedWithAll.insert(N.id);
      Out.push_back(N);
      return;
    }
    if (htg::Node *L = findStatement(LC.LoopNodes, S)) return Out.push_back(loop(*L, cast<ForStmt>(S)));
    for (const ParallelBlock &Nested : LC.ParallelBlocks)
      if (Nested.Block == S || Nested.P->Target == S) return Out.push_back(block(Nested));
    if (isa<IfStmt, SwitchStmt>(S) && !holdsDirective(S, *B.P, Table, Ctx)) {
      std::string WhyNot;
      std::vector<BranchStatement> Branches = splitIntoCandidates(S, LC, Facts, ConditionTiming::WhenReady, WhyNot);
      if (!Branches.empty()) return arms(Branches, B, Facts, Out);
    }
    Out.push_back(simple(S, nextId("s"), "statement"));
  }

  /// Statements one macro invocation writes (statementRuns): one node, whose
  /// code is the invocation's text.
  htg::Node invocation(const std::vector<const Stmt *> &Run) {
    std::vector<Stmt *> Parts;
    SourceLocation End = stmtRange(Run.front(), Ctx).getEnd();
    for (const Stmt *S : Run) {
      Parts.push_back(const_cast<Stmt *>(S));
      if (SourceLocation E = stmtRange(S, Ctx).getEnd(); SM.isBeforeInTranslationUnit(End, E)) End = E;
    }
    const auto *Together = CompoundStmt::Create(Ctx, Parts, FPOptionsOverride(), Run.front()->getBeginLoc(),
                                                Run.back()->getEndLoc());
    htg::Node N = simple(Together, nextId("s"), "statement");
    N.code = Lexer::getSourceText(CharSourceRange::getCharRange(stmtRange(Run.front(), Ctx).getBegin(), End), SM,
                                  Ctx.getLangOpts())
                 .str();
    return N;
  }

  /// The branch statements of a split if/switch: one compound per run of
  /// statements with the same execution condition (an arm), in order.
  void arms(const std::vector<BranchStatement> &Branches, const ParallelBlock &B, const AliasFacts &Facts,
            std::vector<htg::Node> &Out) {
    for (size_t I = 0; I < Branches.size();) {
      size_t E = I;
      while (E < Branches.size() && Branches[E].Condition == Branches[I].Condition) ++E;
      std::vector<htg::Node> Children;
      for (size_t K = I; K < E; ++K) statement(Branches[K].S, B, Facts, Children);
      if (Branches[I].Condition.empty()) {
        Out.insert(Out.end(), Children.begin(), Children.end());
      } else if (!Children.empty()) {
        htg::Node Arm;
        Arm.id = nextId("arm");
        Arm.kind = htg::NodeKind::compound;
        Arm.label = Branches[I].Controller.empty() ? "branch" : Branches[I].Controller;
        Arm.condition = Branches[I].Condition;
        Arm.loc = htgLoc(Branches[I].S->getBeginLoc(), SM);
        Arm.children = std::move(Children);
        // The format reads a condition's variables from its text; what a call in it
        // reads (`getg() == 1` reads g) is listed as the arm's reads.
        for (const Expr *C : Branches[I].ConditionExprs)
          if (!callsFunction(C)) noteVariables(Arm, C);
          else if (setAccesses(Arm, C)) OrderedWithAll.insert(Arm.id);
        Out.push_back(std::move(Arm));
      }
      I = E;
    }
  }

  /// Records the variables the clause text \p Text (a schedule's chunk) of
  /// loop node \p N names, as seen at \p For: the latest declaration of each
  /// name in the function before the loop, else the file's.
  void noteVariablesOf(htg::Node &N, const std::string &Text, const ForStmt *For) {
    const FunctionDecl *F = nullptr;
    for (const NanoPragma &Q : Table.Pragmas)
      if (Q.Target && Q.Target->getStmtClass() == For->getStmtClass() &&
          Q.Target->getSourceRange() == For->getSourceRange())
        F = Q.Function;
    NamedVariables Local;
    if (F) {
      for (const ParmVarDecl *P : F->parameters()) Local.Declared.insert(P);
      Local.TraverseStmt(F->getBody());
    }
    SourceLocation At = For->getBeginLoc();
    for (const std::string &Name : identifiersIn(Text)) {
      const VarDecl *Found = nullptr;
      for (const VarDecl *VD : Local.Declared)
        if (VD->getName() == Name && SM.isBeforeInTranslationUnit(VD->getLocation(), At) &&
            (!Found || SM.isBeforeInTranslationUnit(Found->getLocation(), VD->getLocation())))
          Found = VD;
      if (!Found)
        for (const NamedDecl *D : Ctx.getTranslationUnitDecl()->lookup(DeclarationName(&Ctx.Idents.get(Name))))
          if (const auto *VD = dyn_cast<VarDecl>(D)) Found = VD;
      if (!Found) continue;
      NodeVars[N.id].insert(Found->getCanonicalDecl());
      ClauseVars.push_back(Found);
    }
  }

  static bool callsFunction(const Stmt *S) {
    if (isa<CallExpr>(S)) return true;
    return llvm::any_of(S->children(), [](const Stmt *C) { return C && callsFunction(C); });
  }

  /// A parallel loop in place: the loop node with the accesses of the whole
  /// loop, its body with the body's.
  htg::Node loop(htg::Node Node, const ForStmt *For) {
    const VarDecl *Var = nullptr;
    if (auto *DS = dyn_cast_or_null<DeclStmt>(For->getInit()); DS && DS->isSingleDecl())
      Var = dyn_cast<VarDecl>(DS->getSingleDecl());
    Node.cost = estimateCost(For, Ctx);
    setAccesses(Node, For);
    if (Node.schedule) noteVariablesOf(Node, Node.schedule->chunk, For);
    if (!Node.body.empty()) {
      // A cost() clause gives the body's cost (per iteration): the loop's is
      // scaled to it (the model's loop cost is trip * (body + 2) + init).
      double Estimated = estimateCost(For->getBody(), Ctx);
      if (std::optional<double> Given = Node.body.front().cost) {
        double Init = For->getInit() ? estimateCost(For->getInit(), Ctx) : 0;
        double Trip = (*Node.cost - Init) / (Estimated + 2);
        Node.cost = Trip * (*Given + 2) + Init;
      } else {
        Node.body.front().cost = Estimated;
      }
      auto Privates = LC.LoopPrivates.find(For);
      setAccesses(Node.body.front(), For->getBody(), Var,
                  Privates == LC.LoopPrivates.end() ? std::vector<const VarDecl *>() : Privates->second);
      // A decreasing loop's body binds the source variable from its start value,
      // and its accesses name nano_k, the loop's variable, through that binding.
      if (For->getInit()) noteVariables(Node.body.front(), For->getInit(), Var);
      if (auto Binding = LC.LoopVarBindings.find(For); Binding != LC.LoopVarBindings.end() && Var)
        for (auto *List : {&Node.body.front().reads, &Node.body.front().writes})
          for (htg::Access &A : *List) {
            std::string Text = renameIdentifiers(A.text, {{Var->getNameAsString(), Binding->second}});
            if (auto Parsed = htg::parse_access(Text)) A = *Parsed;
          }
    }
    return Node;
  }

  htg::Node block(const ParallelBlock &B) {
    htg::Node N;
    N.id = nextId("par");
    N.kind = htg::NodeKind::compound;
    N.label = B.P->Label.empty() ? B.P->Function->getNameAsString() + " parallel" : B.P->Label;
    N.loc = htgLoc(B.P->Target->getBeginLoc(), SM);
    AliasFacts Facts = computeAliasFacts(B.Analysed);
    for (const std::vector<const Stmt *> &Run : statementRuns(B.Block, Ctx)) {
      for (const Stmt *S : Run) checkNoJumpOut(S, B.Block);
      if (Run.size() == 1) statement(Run.front(), B, Facts, N.children);
      else N.children.push_back(invocation(Run));
    }
    BlockRegions[N.id] = B.Block;
    return N;
  }

  /// Wires the arcs of every block compound under \p N (after renaming).
  void wireBlocks(htg::Node &N) {
    for (htg::Node &C : N.children) wireBlocks(C);
    for (htg::Node &C : N.body) wireBlocks(C);
    if (auto It = BlockRegions.find(N.id); It != BlockRegions.end()) wireArcs(N, It->second);
    if (LoopBodies.count(N.id)) completeArcs(N, {});
  }

  /// Whether \p N is, or holds, a node ordered with every sibling.
  bool orderedWithAll(const htg::Node &N) const {
    if (OrderedWithAll.count(N.id)) return true;
    return llvm::any_of(N.children, [&](const htg::Node &C) { return orderedWithAll(C); }) ||
           llvm::any_of(N.body, [&](const htg::Node &C) { return orderedWithAll(C); });
  }

  /// Complete arcs for \p N and its arms (see the file comment).
  void wireArcs(htg::Node &N, const Stmt *Region) {
    std::map<std::string, htg::Node *> ArmOf; // task node id -> the arm holding it
    std::map<std::string, std::string> TopOf; // task node id -> the child holding it
    for (htg::Node &C : N.children) {
      TopOf[C.id] = C.id;
      if (C.kind == htg::NodeKind::compound && !C.condition.empty())
        for (const htg::Node &G : C.children) ArmOf[G.id] = &C, TopOf[G.id] = C.id;
    }
    std::map<htg::Node *, std::vector<htg::Arc>> Static;
    for (const StaticArc &SA : LC.Arcs) {
      if (SA.Region != Region) continue;
      std::string From = "n" + std::to_string(SA.From), To = "n" + std::to_string(SA.To);
      if (!TopOf.count(From) || !TopOf.count(To)) continue;
      htg::Arc A{From, To, SA.Control ? htg::ArcKind::control : htg::ArcKind::data, renamedIn(From, SA.On)};
      if (ArmOf.count(From) && ArmOf[From] == ArmOf[To]) {
        Static[ArmOf[From]].push_back(A);
        continue;
      }
      A.from = TopOf[From], A.to = TopOf[To];
      if (A.from != A.to) Static[&N].push_back(A);
    }
    for (htg::Node &C : N.children)
      if (C.kind == htg::NodeKind::compound && !C.condition.empty()) completeArcs(C, Static[&C]);
    completeArcs(N, Static[&N]);
  }

  /// The arcs computed from the children's accesses, \p Extra, and those
  /// ordering a child that holds a statement of unknown effects with every
  /// other child, without those that another path of arcs implies
  /// (transitive reduction).
  void completeArcs(htg::Node &N, const std::vector<htg::Arc> &Extra) const {
    std::vector<htg::Arc> All = htg::compute_arcs(N, Targets);
    All.insert(All.end(), Extra.begin(), Extra.end());
    for (size_t I = 0; I < N.children.size(); ++I)
      if (orderedWithAll(N.children[I]))
        for (size_t K = 0; K < N.children.size(); ++K)
          if (K != I)
            All.push_back({N.children[std::min(I, K)].id, N.children[std::max(I, K)].id, htg::ArcKind::data, ""});
    N.arcs.clear();
    for (size_t I = 0; I < All.size(); ++I)
      if (!reachesWithout(All, I)) N.arcs.push_back(All[I]);
    N.arcs_given = true;
  }

  /// Whether a path of \p Arcs other than Arcs[Skip] (and its duplicates
  /// listed before it) leads from Arcs[Skip].from to Arcs[Skip].to.
  static bool reachesWithout(const std::vector<htg::Arc> &Arcs, size_t Skip) {
    const htg::Arc &Target = Arcs[Skip];
    std::set<std::string> Seen{Target.from};
    std::vector<std::string> Work{Target.from};
    while (!Work.empty()) {
      std::string At = Work.back();
      Work.pop_back();
      for (size_t I = 0; I < Arcs.size(); ++I) {
        const htg::Arc &A = Arcs[I];
        bool Direct = A.from == Target.from && A.to == Target.to;
        if (A.from != At || (Direct && I >= Skip)) continue;
        if (A.to == Target.to) return true;
        if (Seen.insert(A.to).second) Work.push_back(A.to);
      }
    }
    return false;
  }

  /// \p VD as a graph variable: its type, and the extents of an array. A
  /// block's own (\p Lifted) variable is assigned by a node, so not const. A
  /// graph variable is declared at file scope, so its size must be constant:
  /// a one-dimensional variable-length array declared before the block is
  /// listed as a pointer to its first element (its name decays to one in
  /// every use but sizeof); any other type that depends on run-time values is
  /// an error, reported once, at the variable.
  bool variableOf(const VarDecl *VD, htg::Variable &V, bool Lifted = false, bool Quiet = false) {
    QualType T = VD->getType();
    if (T->isReferenceType()) return false;
    if (T->isVariablyModifiedType()) {
      const VariableArrayType *VLA = Ctx.getAsVariableArrayType(T);
      if (Lifted || !VLA || VLA->getElementType()->isVariablyModifiedType()) {
        if (!Quiet && ReportedTypes.insert(VD->getCanonicalDecl()).second)
          LC.Diags.report(SM.getExpansionLoc(VD->getLocation()), Diag::HTGVariablyModified)
              << VD->getNameAsString() << printDecl(T, "", Ctx);
        return false;
      }
      T = Ctx.getPointerType(VLA->getElementType());
    }
    if (Lifted) T.removeLocalConst();
    return spelledVariable(T, VD->getNameAsString(), V);
  }

  /// \p V as a graph variable \p Name of type \p T: its element type and
  /// dimensions; false when the type cannot be spelled at file scope.
  bool spelledVariable(QualType T, const std::string &Name, htg::Variable &V) {
    if (T->isReferenceType()) return false;
    while (const auto *A = Ctx.getAsConstantArrayType(T)) {
      V.dims.push_back(std::to_string(A->getSize().getZExtValue()));
      T = A->getElementType();
    }
    if (T->isArrayType()) return false;
    V.name = Name;
    V.type = printDecl(T, "", Ctx);
    while (!V.type.empty() && V.type.back() == ' ') V.type.pop_back();
    // A type without a name to spell (a lambda's closure, an unnamed struct)
    // cannot be declared again: the variable is left out.
    if (V.type.find("(lambda at ") != std::string::npos || V.type.find("(unnamed ") != std::string::npos ||
        V.type.find("(anonymous ") != std::string::npos)
      return false;
    return !V.name.empty();
  }

  /// Every variable the blocks and loops name and do not declare, as
  /// `extern`, then the blocks' declarations, with their graph names (see the
  /// file comment; Renamed holds the local variables renamed for a clash).
  std::vector<htg::Variable> variables() {
    NamedVariables All;
    for (const Stmt *S : Emitted) All.TraverseStmt(const_cast<Stmt *>(S));
    std::vector<std::pair<const VarDecl *, htg::Variable>> Vars;
    std::set<const VarDecl *> Listed;
    std::vector<const VarDecl *> Named = All.Vars;
    Named.insert(Named.end(), ClauseVars.begin(), ClauseVars.end());
    Named.insert(Named.end(), AccessVars.begin(), AccessVars.end());
    // Each candidate a graph variable can declare, once, as `extern`.
    auto ListExtern = [&](const std::vector<const VarDecl *> &Candidates, const NamedVariables &Names, bool Quiet) {
      for (const VarDecl *VD : Candidates) {
        htg::Variable V;
        const VarDecl *Canon = VD->getCanonicalDecl();
        if (Names.Declared.count(VD) || All.Declared.count(VD) || LiftedNames.count(VD) || Aliases.count(Canon) ||
            MemberAliases.count(Canon) || !variableOf(VD, V, /*Lifted=*/false, Quiet))
          continue;
        if (StringRef(V.name).starts_with("nano_") || !Listed.insert(Canon).second) continue;
        V.is_extern = true;
        Vars.push_back({Canon, V});
      }
    };
    ListExtern(Named, All, /*Quiet=*/false);
    // Those only the function task regions name: a variable a graph variable
    // cannot declare (a variable-length array of two dimensions) is left out
    // there, without an error: the region is only a listing of tasks.
    NamedVariables RegionAll;
    for (const Stmt *S : RegionEmitted) RegionAll.TraverseStmt(const_cast<Stmt *>(S));
    std::vector<const VarDecl *> RegionNamed = RegionAll.Vars;
    RegionNamed.insert(RegionNamed.end(), RegionAccessVars.begin(), RegionAccessVars.end());
    ListExtern(RegionNamed, RegionAll, /*Quiet=*/true);
    for (const auto &[VD, V] : Lifted)
      if (Listed.insert(VD).second) Vars.push_back({VD, V});
    // In a member function, the members the code names as `left_`: graph
    // variables of that name, unless a variable has it.
    ImplicitMembers Members;
    for (const Stmt *S : Emitted) Members.TraverseStmt(const_cast<Stmt *>(S));
    for (const Stmt *S : RegionEmitted) Members.TraverseStmt(const_cast<Stmt *>(S));
    std::vector<htg::Variable> MemberVars;
    for (const FieldDecl *FD : Members.Fields) {
      htg::Variable V;
      if (FD->isBitField() || !spelledVariable(FD->getType(), FD->getNameAsString(), V)) continue;
      V.is_extern = true;
      MemberVars.push_back(V);
    }
    std::map<std::string, int> Uses;
    std::set<std::string> Taken;
    for (const auto &[VD, V] : Vars) ++Uses[V.name], Taken.insert(V.name);
    std::vector<htg::Variable> Out;
    for (auto &[VD, V] : Vars) {
      if (Uses[V.name] > 1 && VD->isLocalVarDeclOrParm()) {
        std::string Base = functionName(VD) + "_" + V.name, Name = Base;
        for (int K = 2; Taken.count(Name); ++K) Name = Base + "_" + std::to_string(K);
        Taken.insert(Name);
        Renamed[VD] = Name;
        V.name = Name;
      }
      Out.push_back(V);
    }
    for (const htg::Variable &V : ConditionVars)
      if (Taken.insert(V.name).second) Out.push_back(V);
    for (const htg::Variable &V : MemberVars)
      if (Taken.insert(V.name).second) Out.push_back(V);
    return Out;
  }

  /// The members of the object a member function runs on that statements
  /// name without `this->`, in order of first use.
  struct ImplicitMembers : RecursiveASTVisitor<ImplicitMembers> {
    std::vector<const FieldDecl *> Fields;
    bool VisitMemberExpr(MemberExpr *ME) {
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (FD && ME->isImplicitAccess() && !llvm::is_contained(Fields, FD)) Fields.push_back(FD);
      return true;
    }
  };

  /// The name of the function declaring \p VD, as an identifier.
  static std::string functionName(const VarDecl *VD) {
    std::string Name = "block";
    if (const auto *F = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod()))
      Name = F->getNameAsString();
    for (char &C : Name)
      if (!std::isalnum(static_cast<unsigned char>(C))) C = '_';
    return Name;
  }

  /// The final name of \p VD in the document (renamed, or through a reference).
  std::string finalName(const VarDecl *VD) const {
    VD = VD->getCanonicalDecl();
    if (auto It = MemberAliases.find(VD); It != MemberAliases.end()) return It->second;
    if (auto It = Aliases.find(VD); It != Aliases.end()) VD = It->second;
    auto It = Renamed.find(VD);
    return It != Renamed.end() ? It->second : VD->getNameAsString();
  }

  /// The renaming of the text of node \p Id: the variables it names whose
  /// graph name differs from their own.
  std::map<std::string, std::string> renamingOf(const std::string &Id) const {
    std::map<std::string, std::string> Names;
    auto It = NodeVars.find(Id);
    if (It == NodeVars.end()) return Names;
    for (const VarDecl *VD : It->second)
      if (std::string To = finalName(VD); To != VD->getNameAsString()) Names[VD->getNameAsString()] = To;
    return Names;
  }

  /// \p Name as node \p Id names it in the document.
  /// An arc's `on` must be an access the format reads; memory the compiler
  /// cannot name (a walk through a call's argument) leaves it out.
  std::string renamedIn(const std::string &Id, const std::string &Name) const {
    if (!htg::parse_access(Name)) return "";
    std::map<std::string, std::string> Names = renamingOf(Id);
    auto It = Names.find(Name);
    return It != Names.end() ? It->second : Name;
  }

  /// Applies the renaming of each node under \p N to its texts and accesses.
  void renameVariables(htg::Node &N) {
    std::map<std::string, std::string> Names = renamingOf(N.id);
    if (!Names.empty()) {
      for (std::string *Text : {&N.code, &N.condition, &N.from, &N.to, &N.step})
        *Text = renameIdentifiers(*Text, Names);
      if (N.schedule) N.schedule->chunk = renameIdentifiers(N.schedule->chunk, Names);
      if (auto It = Names.find(N.label); It != Names.end()) N.label = It->second; // a declaration's node
      for (auto *List : {&N.reads, &N.writes})
        for (htg::Access &A : *List)
          if (auto Parsed = htg::parse_access(renameIdentifiers(A.text, Names))) A = *Parsed;
    }
    for (htg::Node &C : N.children) renameVariables(C);
    for (htg::Node &C : N.body) renameVariables(C);
  }

  LoweringContext &LC;
  const PragmaTable &Table;
  ASTContext &Ctx;
  SourceManager &SM;
  unsigned Counter = 0;
  std::vector<const Stmt *> Emitted;    ///< statements whose text the document holds
  std::vector<std::pair<const VarDecl *, htg::Variable>> Lifted; ///< declarations of the blocks
  std::set<const VarDecl *> LiftedNames;
  std::map<std::string, std::set<const VarDecl *>> NodeVars; ///< node id -> variables its text names
  std::map<const VarDecl *, const VarDecl *> Aliases;        ///< reference -> the variable it binds
  std::map<const VarDecl *, std::string> MemberAliases;      ///< reference -> the member it binds
  std::map<const VarDecl *, std::string> Renamed;            ///< local variables renamed for a clash
  std::set<std::string> OrderedWithAll;                       ///< nodes of statements of unknown effects
  std::map<std::string, const Stmt *> BlockRegions;           ///< block compound id -> its block
  std::set<const Stmt *> ReportedJumps;
  std::set<const Stmt *> ReportedConstructs;
  std::map<const Stmt *, Region> Regions; ///< the regions outside blocks, by the statement they start at
  std::set<std::string> Surrounding;      ///< nodes of the code around regions
  std::set<std::string> LoopBodies;       ///< bodies of sequential loops around regions
  std::vector<htg::Variable> ConditionVars; ///< captured conditions of ifs around regions
  std::set<const VarDecl *> ReportedTypes;
  std::vector<const VarDecl *> ClauseVars; ///< variables named by loop clauses (a chunk)
  std::vector<const VarDecl *> AccessVars; ///< variables named by nodes' accesses
  htg::PointerTargets Targets;             ///< of the document, once its variables are listed
  std::vector<const Stmt *> RegionEmitted;       ///< Emitted, of the function task regions
  std::vector<const VarDecl *> RegionAccessVars; ///< AccessVars, of the function task regions
};

} // namespace

htg::Document buildHTGDocument(LoweringContext &LC, const PragmaTable &Table) {
  return DocumentBuilder(LC, Table).build();
}

} // namespace nanocc
