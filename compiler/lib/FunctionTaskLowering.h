//===- FunctionTaskLowering.h - Per-function task lowering state -*- C++ -*-===//
//
// Internal to compiler/lib: the state of lowering the tasks of one function,
// shared by TaskLowering.cpp (analysis, outlining, creation code),
// TaskWaits.cpp (where the creator must wait) and TaskRegionsHTG.cpp (the
// regions as HTG for --emit-htg).
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_FUNCTIONTASKLOWERING_H
#define NANOCC_FUNCTIONTASKLOWERING_H

#include "nanocc/AccessAnalysis.h"
#include "nanocc/IterationDependence.h"
#include "nanocc/LocalTypeCopies.h"
#include "nanocc/Pragma.h"
#include "nanocc/TaskLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace nanocc {
namespace detail {

using clang::ASTContext;
using clang::CallExpr;
using clang::Expr;
using clang::FunctionDecl;
using clang::ParentMap;
using clang::QualType;
using clang::SourceLocation;
using clang::SourceManager;
using clang::Stmt;

struct Field {
  std::string Decl;  ///< `T name` as a struct member
  std::string Type;  ///< sites outlined in place: the member's type, as the site spells it (decltype)
  std::string Name;
  std::string Init;  ///< value assigned at creation (creator's scope)
  bool Construct = false; ///< C++: Init (parenthesised) constructs the member in place instead
};

struct Site {
  NanoPragma *P = nullptr;
  const Stmt *S = nullptr;
  unsigned Id = 0;
  bool InLoop = false;
  bool NeedsHandle = false;
  /// C++: outlined in place (a local argument block and a captureless lambda as
  /// the entry), so the task sees what only the site can name: template
  /// parameters, local types and lambdas, private members, a lambda's `this`.
  bool AtSite = false;
  const CallExpr *Call = nullptr;
  /// The call the statement is (`f(a)`, `x = f(a)`), which names the task,
  /// also when the statement is outlined as written rather than as a call.
  const CallExpr *NamingCall = nullptr;
  const Expr *LHS = nullptr;
  std::vector<Field> Fields;
  std::string Body;               ///< outlined body (statement text)
  LocalTypeCopies Types;          ///< C: the function's types, declared again in the body
  AccessList Deferred;            ///< what the task does when it runs
  std::vector<std::string> Registrations;
  std::vector<unsigned> Preds;    ///< parallel nodes: static arcs from these sites
  /// Parallel nodes: control arcs from these sites (HTG only: the creator
  /// evaluates branch conditions after waiting for their writers).
  std::vector<unsigned> ControlPreds;
  AccessList CondReads;           ///< what the node's execution condition reads
  std::string Problem;            ///< non-empty: runs inline, with this warning text
  bool ProblemIsUnbounded = false;
  bool ProblemHasNoBase = false;  ///< unbounded memory no clause can name (a call's, an unnamed object's)
  std::vector<std::string> OtherUnbounded; ///< regions besides Problem that a clause must name too
  /// A write by which the task registers the reachable-memory stand-in for writing.
  std::optional<Access> ReachableWrite;
  std::string ProblemGlobalState; ///< why the problem's call may touch any global state (I/O); empty: another cause
  /// Directives written inside the statement (a compound statement): their
  /// tasks are created by this task's nano-thread (lowerNested).
  std::vector<NanoPragma *> Nested;
  /// The block holds parallel loops (lowered already), which its nano-thread runs.
  bool HoldsLoops = false;
  /// The pointer to the argument block through which the outlined body names
  /// its captures: a name of its own when directives are nested inside (their
  /// creation code declares a `nano_a_` of its own).
  std::string Args = "nano_a_";
  /// General form: the name of each captured variable (and `this`) -> how the
  /// outlined body names it; the creation code of nested tasks is renamed so.
  std::map<std::string, std::string> Renames;
  /// A variable declared inside the statement has the name of a captured one.
  bool RenameClash = false;
  /// The renaming of the captured variables' uses: (offset in the statement's
  /// text, length, replacement), applied when the body is the rewritten text.
  std::vector<std::pair<unsigned, std::pair<unsigned, std::string>>> UseEdits;
  /// C++: declarations at the top of the outlined body, before the statement:
  /// `auto &x = (*nano_a_->x);` for each captured variable that a lambda of
  /// the statement names in its capture list (`[&x]`, `[x]`), whose uses then
  /// stay unrenamed (a capture list holds names, not expressions).
  std::string Prologue;
  clang::SourceLocation ProblemLoc; ///< where the warning points, when not at the statement
  const clang::FunctionDecl *ProblemUndeclared = nullptr; ///< an external function to `declare`
  std::string ProblemWhy; ///< why the access at fault was assumed unbounded (Access::Why)
  /// Accesses memory no registration can bound (reached through a pointer field
  /// in a recursion); ordered against its siblings by the reachable-memory
  /// stand-in (orderReachableMemory).
  bool ReachesUnknown = false;
};

/// Whether \p A of a task's Deferred list is known at compile time only (a
/// clause's lvalue by name, a view's container or range standing for what
/// the task registers as the view's memory): no registration of its own.
bool compileTimeOnly(const Access &A);

/// The task's label: its clause's, else the name of the function it calls, else "task".
std::string taskLabel(const Site &T);

std::string quote(llvm::StringRef S);
const char *modeConstant(bool R, bool W);
bool isLoop(const clang::Stmt *S);
/// How --explain names access \p A: its text, or for a callee's access the
/// memory it reaches and then the call (`'b' through 'sum(b, n)'`).
std::string shownAccess(const Access &A);
/// Memory ordered by the reachable-memory stand-in (orderReachableMemory):
/// what a callee reaches through pointers it loads, or by walking forward
/// from a pointer to an end it finds (a NUL), when no named object bounds it.
bool reachesUnboundedMemory(const Access &A);
/// \p Text (creation code written in an enclosing task's block) with each
/// identifier naming a captured variable replaced as \p Renames says
/// (CaptureRenaming.cpp).
std::string renameCaptures(llvm::StringRef Text, const std::map<std::string, std::string> &Renames);

/// Set of waits to emit at one point.
struct WaitSet {
  bool All = false;
  std::set<unsigned> Handles;
  /// In C++, two or more waits are one call that waits for each and rethrows the
  /// exception of the first handle in creation order (the elision's: it stops
  /// there), after releasing every handle, so that no later wait rethrows another.
  std::string text(bool CXX) const {
    std::string T;
    if (CXX && Handles.size() + All > 1) {
      for (unsigned H : Handles) T += std::string(T.empty() ? "" : ", ") + "&nano_h_" + std::to_string(H);
      return "nano_wait_handles_({" + T + "}, " + (All ? "true" : "false") + "); ";
    }
    if (All) T += "nano_wait_all_(); ";
    for (unsigned H : Handles) T += "nano_wait_handle_(&nano_h_" + std::to_string(H) + "); ";
    return T;
  }
  bool empty() const { return !All && Handles.empty(); }
};

/// The block whose tasks the function \p F creates and waits for: its body,
/// or the try block of its function-try-block (its handlers then see the
/// tasks finished, their exceptions included, as with a try statement).
const clang::CompoundStmt *tasksBlock(const clang::FunctionDecl *F);

class FunctionTaskLowering {
public:
  FunctionTaskLowering(LoweringContext &LC, const FunctionDecl *F)
      : Body(tasksBlock(F)), LC(LC), Ctx(LC.Ctx), SM(Ctx.getSourceManager()), F(F),
        PM(F->getBody()) {}

  /// True when F creates tasks.
  bool run(const std::vector<NanoPragma *> &Pragmas);

  /// Set when F is one instantiation of a template whose pattern's text is
  /// rewritten: every site is outlined in place and spells no type of F.
  bool RewritesPattern = false;

  /// The block whose tasks are lowered as a function's: F's body, or the
  /// compound statement of an enclosing task (whose nano-thread creates them,
  /// and waits for them at the block's end).
  const clang::CompoundStmt *Body;
  /// Inside an enclosing task: its captured variables' names -> how its
  /// outlined body names them (applied to the creation code written here).
  std::map<std::string, std::string> OuterRenames;

private:
  void analyseSite(Site &T);
  void analyseCallForm(Site &T);
  /// T's call (`lhs = call(...)`) may write what evaluating lhs reads (an
  /// index, a pointer, a container's header): then the call form, which takes
  /// lhs's address at the creation, would write the wrong object.
  bool callWritesLeftOperands(const Site &T) const;
  /// Widens T's accesses whose bounds or element index read a variable that
  /// T itself may write (they are evaluated when T is created).
  void widenOnOwnWrites(Site &T);
  void analyseGeneralForm(Site &T);
  bool needsOutliningAtSite(const Site &T) const;
  /// Computes T's registrations; when its memory cannot be bounded, sets
  /// T.Problem (and, with \p Explain, says why in a remark).
  void registerAccesses(Site &T, bool Explain = true);
  /// The address of the global \p VD when its name does not reach it in F
  /// (declared after F; in C, also a local or parameter of F with its name):
  /// a call of its getter (GlobalGetters.h): the address, or a pointer's value. Else empty.
  std::string globalAddress(const clang::VarDecl *VD);
  /// In C, the names of F's variables and parameters (made on first use).
  std::optional<std::set<std::string>> LocalNames;
  /// T's accesses to register at run time (compile-time-only ones left out), an
  /// element of a std::vector as itself and a read of the vector's header.
  AccessList elementRegistrations(const Site &T) const;
  /// Registers the reachable-memory stand-in on every task that may touch
  /// what a ReachesUnknown task touches (a function without such a task: none).
  void orderReachableMemory();
  /// Warns at each task of a loop that writes memory it reaches through
  /// pointers it cannot bound: its instances are ordered by the stand-in.
  void warnSerialisedByReachableMemory();
  /// Whether the arguments of T's call read memory through a pointer, a
  /// reference, an iterator or a structured binding that a loop around T
  /// moves or declares (`*p` with `p++`, `*it`, `v` of `auto &[k, v] : m`).
  bool argumentsWalk(const Site &T) const;
  /// Registers the container-elements stand-in on the tasks that reach a
  /// container's elements through pointers and on those that access it whole.
  void orderUnregisteredElements();
  void placeWaits(Site &T);
  /// What may have changed between T's creation and the creator's statement
  /// X: T's accesses name variables (`g[i][j]`, `p[k]`) by their values at
  /// its creation, X's by theirs at X.
  struct ChangedSince {
    /// Variables that statements run in between may set.
    std::set<std::string> Names;
    /// The outermost loop around T, not around X: T's instances of all its
    /// iterations may be outstanding at X (its variable and what varies
    /// between its iterations are in Names). With LoopAroundX, X lies
    /// before T in it: X runs in a later iteration of that loop.
    std::optional<IterationSpace> Loop;
    bool LoopAroundX = false;
    /// X lies at or before T: it runs in a later pass.
    bool LaterPass = false;
  };
  ChangedSince changedBetween(const Site &T, const Stmt *X);
  /// Whether T's access \p A may conflict with \p B, made at a statement
  /// after the changes \p C: a range over a changed variable is widened, one
  /// over the variable of the loop left is tested across its iterations.
  bool conflictsAfter(const Access &A, const Access &B, const ChangedSince &C) const;
  const IterationSpace &loopSpace(const Stmt *Loop);
  std::map<const Stmt *, IterationSpace> LoopSpaces;
  /// The names of the variables \p S may set (modifiedVars), cached.
  const std::set<std::string> &modifiedNames(const Stmt *S);
  std::map<const Stmt *, std::set<std::string>> ModifiedNames;
  /// Per block: each variable name -> the positions of the block's statements
  /// that may set it, ascending.
  const std::map<std::string, std::vector<unsigned>> &settersIn(const clang::CompoundStmt *Block);
  std::map<const clang::CompoundStmt *, std::map<std::string, std::vector<unsigned>>> Setters;
  bool conflictsWith(const Site &T, const Stmt *X);
  /// Whether creating T (the values it captures) conflicts with what an
  /// earlier instance of T accesses.
  bool conflictsWithEarlierInstance(const Site &T);
  /// Whether \p Creator (what the creator does at \p X) conflicts with T's
  /// accesses; with remarks on, says so at X (\p When qualifies T's access).
  bool conflictsAt(const Site &T, const Stmt *X, const AccessList &Creator, const char *When,
                   const ChangedSince &Changed);
  /// With remarks on, says once at \p X that it waits: \p Creator, X's
  /// access, conflicts with \p Task, T's (\p When qualifies it).
  void explainWait(const Stmt *X, const Access &Creator, const Access &Task, const std::string &When);
  std::set<std::pair<unsigned, std::string>> ExplainedWaits; ///< (location, text) said so far
  std::set<std::pair<const clang::Stmt *, const clang::Decl *>> ScopeWaitsWarned; ///< (task, local) warned about

  /// The labels past \p To that a goto after T's statement and before \p To
  /// jumps to (skipping what is placed at \p To).
  std::vector<const clang::LabelStmt *> labelsJumpedPast(const Site &T, clang::SourceLocation To) const;
  AccessList creatorAccesses(const Stmt *X);
  /// What creating the task of \p X reads to compute its registrations.
  AccessList registrationReads(const Site &X);
  /// What the creator itself does in \p X, as ordered against T.
  AccessList creatorAccessesAgainst(const Site &T, const Stmt *X);
  bool sameRegionNode(const Site &T, const Stmt *X) const;
  bool insideRegion(const Site &T, const Stmt *Region) const;
  bool holdsNodeOf(const Stmt *X, const Stmt *Region) const;
  void wireRegionArcs();
  /// Whether T may run more than once in one execution of \p Container: a
  /// loop, or a backward goto (BackwardJumps), around it inside Container.
  /// The wait at the end of \p C for \p T, because \p C's local \p D (which T
  /// accesses when \p Uses, else whose destructor conflicts with it) dies there:
  /// a remark; a warning when a loop around \p C makes every iteration wait.
  void explainScopeEndWait(const Site &T, const clang::CompoundStmt *C, const clang::Decl *D, bool Uses);
  bool siteInLoopBelow(const Site &T, const Stmt *Container) const;
  /// Each `label: ... goto label;` of F with the goto after its label: the
  /// statements between them may run again. Null label: a computed goto
  /// (`goto *p;`), which may reach any label.
  const std::vector<std::pair<const clang::LabelStmt *, const clang::Stmt *>> &backwardJumps() const;
  mutable std::optional<std::vector<std::pair<const clang::LabelStmt *, const clang::Stmt *>>> BackwardJumps;
  /// Every goto and computed goto of F (not of its lambdas), in source order.
  const std::vector<const clang::Stmt *> &gotos() const;
  mutable std::optional<std::vector<const clang::Stmt *>> Gotos;
  void emitSite(const Site &T);
  /// Lowers the tasks nested in T's compound statement (T's nano-thread
  /// creates them) and sets T.Body to the rewritten statement, renamed.
  void lowerNested(Site &T);
  /// The lowered parallel loops in \p S, outermost ones.
  std::vector<const Stmt *> loweredLoopsIn(const Stmt *S) const;
  /// Whether \p L lies in a statement this lowering replaced by creation code.
  bool replaced(SourceLocation L) const;

  void emitExits();
  /// C++: a body or try block that created tasks waits for them when an exception leaves it.
  void waitWhenUnwinding(const clang::CompoundStmt *Block);
  void emitRegionsHTG();
  void emitAppendix();
  std::string outlined(const Site &T);
  std::string outlinedAtSite(const Site &T, std::string &Entry);

  LoweringContext &LC;
  ASTContext &Ctx;
  SourceManager &SM;
  const FunctionDecl *F;
  ParentMap PM;
  std::vector<Site> Sites;
  std::set<const Stmt *> SiteStmts;
  /// Nodes of parallel regions -> their region. They register no regions, so
  /// the creator sees their whole accesses when ordering other tasks.
  std::map<const Stmt *, const Stmt *> RegionNodeStmts;
  std::vector<SourceLocation> WaitPragmas;
  AliasFacts Facts;
  /// Task statements that are calls outlined as written (AccessQuery::OutlinedAsWritten).
  std::set<const Stmt *> OutlinedCalls;
  std::map<const Stmt *, WaitSet> WaitsBefore;
  std::map<const Stmt *, WaitSet> WaitsAtEnd; ///< compound statements
  /// Loop bodies that are no block (`while (c) #pragma nano task ...`): braced,
  /// with the wait after the statement.
  std::map<const Stmt *, WaitSet> WaitsAfterBody;
  std::map<const Stmt *, AccessList> AccessCache;
};

} // namespace detail
} // namespace nanocc

#endif // NANOCC_FUNCTIONTASKLOWERING_H
