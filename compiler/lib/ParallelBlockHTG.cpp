//===- ParallelBlockHTG.cpp - --emit-htg: the document of a translation unit ===//
//
// Builds the HTG that --emit-htg writes. Each `#pragma nano parallel` block is
// a compound holding one node per statement, in program order, where the
// program runs it:
//   - a statement that runs as a node task: a simple node `n<id>`;
//   - a `#pragma nano loop` statement: its loop node (LoopLowering), in place;
//   - a nested parallel block: its compound, in place;
//   - an if/switch split by control dependence: one compound per arm, holding
//     the arm's statements, with the arm's execution condition;
//   - a declaration: its variable becomes a graph variable, its initialiser an
//     assignment node (a node's code is a scope of its own);
//   - any other statement (merged into the creator, or holding a directive
//     deeper inside): a simple node with its text.
// Every node carries the accesses the analysis finds for its statement and
// the cost model's estimate. Invariant: every compound's arcs are complete for
// its children's accesses (computed in listed order, which is program order)
// and also hold the static arcs the runtime wires between node tasks, lifted
// to the children that contain them; no compound needs trust_arcs.
//
// The variables the regions name but do not declare (the function's locals and
// parameters, the file's globals) are listed as `extern` graph variables, so
// the document compiles and runs with a file that defines them and the kernels.
//
//===----------------------------------------------------------------------===//
#include "nanocc/ParallelBlockHTG.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/NamedVariables.h"
#include "nanocc/ParallelLowering.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/TaskLowering.h"

#include "clang/AST/ASTContext.h"
#include "htg/arcs.hpp"
#include "htg/reader.hpp"

#include <algorithm>
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
    std::vector<htg::Node> Regions;
    for (const ParallelBlock &B : LC.ParallelBlocks)
      if (!insideAnyBlock(B.P->Target, B.P->Target)) Regions.push_back(block(B));
    for (auto &[For, Node] : LC.LoopNodes)
      if (!insideAnyBlock(For, nullptr) && !insideAnotherLoop(For)) Regions.push_back(loop(Node, cast<ForStmt>(For)));
    for (const htg::Node &R : LC.Regions) Regions.push_back(R);
    // Source order (std::sort on positions: no two regions start at one place).
    std::sort(Regions.begin(), Regions.end(), [](const htg::Node &A, const htg::Node &B) {
      htg::SourceLocation LA = A.loc.value_or(htg::SourceLocation()), LB = B.loc.value_or(htg::SourceLocation());
      return std::make_pair(LA.line, LA.column) < std::make_pair(LB.line, LB.column);
    });
    Doc.root.children = std::move(Regions);
    Doc.variables = variables();
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

  /// Adds to \p N the accesses of \p S (variables it declares left out, and
  /// \p Skip) on variables \p N does not list yet in that mode: a task node
  /// lists the sections its task registers first.
  void setAccesses(htg::Node &N, const Stmt *S, const VarDecl *Skip = nullptr) {
    Emitted.push_back(S);
    AccessQuery Q{Ctx, &LC.Summaries, nullptr};
    NamedVariables Inner;
    Inner.TraverseStmt(const_cast<Stmt *>(S));
    std::set<std::string> ReadBases, WriteBases, Texts[2];
    for (const htg::Access &A : N.reads) ReadBases.insert(A.base);
    for (const htg::Access &A : N.writes) WriteBases.insert(A.base);
    for (const Access &A : collectAccesses(S, Q)) {
      const auto *VD = dyn_cast_or_null<VarDecl>(A.Ref.Var);
      if (VD && (Inner.Declared.count(VD) || VD == Skip)) continue;
      htg::Access HA;
      if (!htgAccessOf(A, Ctx, HA)) continue;
      if (A.Read && !ReadBases.count(HA.base) && Texts[0].insert(HA.text).second) N.reads.push_back(HA);
      if (A.Write && !WriteBases.count(HA.base) && Texts[1].insert(HA.text).second) N.writes.push_back(HA);
    }
  }

  htg::Node simple(const Stmt *S, const std::string &Id, const std::string &Label, htg::Node N = {}) {
    N.id = Id;
    N.kind = htg::NodeKind::simple;
    N.label = Label;
    N.code = stmtText(S, Ctx);
    N.loc = htgLoc(S->getBeginLoc(), SM);
    N.cost = estimateCost(S, Ctx);
    setAccesses(N, S);
    return N;
  }

  /// A declaration: its variables become graph variables; an initialiser that
  /// is not a constant becomes an assignment node.
  void declaration(const DeclStmt *D, std::vector<htg::Node> &Out) {
    for (const Decl *Dl : D->decls()) {
      htg::Variable V;
      const auto *VD = dyn_cast<VarDecl>(Dl);
      if (!VD || !variableOf(VD, V))
        return Out.push_back(simple(D, nextId("s"), "declaration")); // kept as written
    }
    for (const Decl *Dl : D->decls()) {
      const auto *VD = cast<VarDecl>(Dl);
      htg::Variable V;
      variableOf(VD, V);
      LiftedNames.insert(VD);
      const Expr *Init = VD->getInit();
      if (Init && Init->isConstantInitializer(Ctx, false)) V.init = exprText(Init, Ctx);
      Lifted.push_back(V);
      if (!Init || !V.init.empty()) continue;
      htg::Node N;
      N.id = nextId("s");
      N.kind = htg::NodeKind::simple;
      N.label = V.name;
      N.code = V.name + " = " + exprText(Init, Ctx) + ";";
      N.loc = htgLoc(VD->getLocation(), SM);
      N.cost = estimateCost(Init, Ctx);
      if (auto W = htg::parse_access(V.name)) N.writes.push_back(*W);
      setAccesses(N, Init);
      Out.push_back(N);
    }
  }

  /// The node(s) of statement \p S of block \p B, appended to \p Out.
  void statement(const Stmt *S, const ParallelBlock &B, const AliasFacts &Facts, std::vector<htg::Node> &Out) {
    if (isa<NullStmt>(S)) return;
    if (auto *D = dyn_cast<DeclStmt>(S)) return declaration(D, Out);
    if (TaskNode *T = findStatement(LC.TaskNodes, S)) {
      htg::Node N;
      N.reads = T->Reads;
      N.writes = T->Writes;
      N = simple(S, "n" + std::to_string(T->Id), T->Label, std::move(N));
      N.cost = T->Cost;
      Out.push_back(N);
      return;
    }
    if (htg::Node *L = findStatement(LC.LoopNodes, S)) return Out.push_back(loop(*L, cast<ForStmt>(S)));
    for (const ParallelBlock &Nested : LC.ParallelBlocks)
      if (Nested.Block == S || Nested.P->Target == S) return Out.push_back(block(Nested));
    if (isa<IfStmt, SwitchStmt>(S) && !holdsDirective(S, *B.P, Table, Ctx)) {
      std::string WhyNot;
      std::vector<BranchStatement> Branches = splitIntoCandidates(S, LC, Facts, WhyNot);
      if (!Branches.empty()) return arms(Branches, B, Facts, Out);
    }
    Out.push_back(simple(S, nextId("s"), "statement"));
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
          if (callsFunction(C)) setAccesses(Arm, C);
          else Emitted.push_back(C);
        Out.push_back(std::move(Arm));
      }
      I = E;
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
    if (!Node.body.empty()) {
      Node.body.front().cost = estimateCost(For->getBody(), Ctx);
      setAccesses(Node.body.front(), For->getBody(), Var);
    }
    return Node;
  }

  htg::Node block(const ParallelBlock &B) {
    htg::Node N;
    N.id = nextId("par");
    N.kind = htg::NodeKind::compound;
    N.label = B.P->Function->getNameAsString() + " parallel";
    N.loc = htgLoc(B.P->Target->getBeginLoc(), SM);
    AliasFacts Facts = computeAliasFacts(B.Analysed);
    for (const Stmt *S : B.Block->body()) statement(S, B, Facts, N.children);
    wireArcs(N, B.Block);
    return N;
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
      htg::Arc A{From, To, SA.Control ? htg::ArcKind::control : htg::ArcKind::data, SA.On};
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

  /// The arcs computed from the children's accesses and \p Extra, without
  /// those that another path of arcs implies (transitive reduction).
  static void completeArcs(htg::Node &N, const std::vector<htg::Arc> &Extra) {
    std::vector<htg::Arc> All = htg::compute_arcs(N);
    All.insert(All.end(), Extra.begin(), Extra.end());
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

  /// \p VD as a graph variable: its type, and the extents of an array.
  bool variableOf(const VarDecl *VD, htg::Variable &V) const {
    QualType T = VD->getType();
    if (T->isReferenceType() || T->isVariablyModifiedType()) return false;
    while (const auto *A = Ctx.getAsConstantArrayType(T)) {
      V.dims.push_back(std::to_string(A->getSize().getZExtValue()));
      T = A->getElementType();
    }
    if (T->isArrayType()) return false;
    V.name = VD->getNameAsString();
    V.type = printDecl(T, "", Ctx);
    while (!V.type.empty() && V.type.back() == ' ') V.type.pop_back();
    return !V.name.empty();
  }

  /// Every variable the blocks and loops name and do not declare, as
  /// `extern`, then the blocks' declarations.
  std::vector<htg::Variable> variables() {
    NamedVariables All;
    for (const Stmt *S : Emitted) All.TraverseStmt(const_cast<Stmt *>(S));
    std::vector<htg::Variable> Out;
    std::set<std::string> Names;
    for (const VarDecl *VD : All.Vars) {
      htg::Variable V;
      if (All.Declared.count(VD) || LiftedNames.count(VD) || !variableOf(VD, V)) continue;
      if (StringRef(V.name).starts_with("nano_") || !Names.insert(V.name).second) continue;
      V.is_extern = true;
      Out.push_back(V);
    }
    for (const htg::Variable &V : Lifted)
      if (Names.insert(V.name).second) Out.push_back(V);
    return Out;
  }

  LoweringContext &LC;
  const PragmaTable &Table;
  ASTContext &Ctx;
  SourceManager &SM;
  unsigned Counter = 0;
  std::vector<const Stmt *> Emitted;    ///< statements whose text the document holds
  std::vector<htg::Variable> Lifted;    ///< declarations of the blocks
  std::set<const VarDecl *> LiftedNames;
};

} // namespace

htg::Document buildHTGDocument(LoweringContext &LC, const PragmaTable &Table) {
  return DocumentBuilder(LC, Table).build();
}

} // namespace nanocc
