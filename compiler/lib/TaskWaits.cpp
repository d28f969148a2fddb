//===- TaskWaits.cpp - Where the creator of a task must wait for it -------===//
//
// A later statement of the function that conflicts with a task gets a wait
// right before it (on the task's handle, or nano_wait_all when several
// instances may be outstanding), as does the end of a block whose locals the
// task uses, the end of a C++ try block holding the task (its exception must
// reach that try's handlers), and every exit of the function (Cilk
// semantics). A node of a parallel region is ordered after the region's
// earlier nodes by static arcs, so against another node of its region only
// what the creator evaluates counts.
// Those static arcs are wired here too: data arcs between conflicting nodes
// (nano_precede), and control arcs where only a branch condition's reads
// conflict (recorded for the HTG; at run time the creator evaluates the
// condition after waiting for its writers, so they need no ordering).
//
//===----------------------------------------------------------------------===//
#include "FunctionTaskLowering.h"
#include "nanocc/NamedVariables.h"
#include "nanocc/ContainerBuffers.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/IterationDependence.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/Summaries.h"
#include "nanocc/Translator.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/StringExtras.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/STLExtras.h"

#include <map>
#include <optional>
#include <set>
#include <vector>

using namespace clang;

namespace nanocc {
namespace detail {

const std::vector<const Stmt *> &FunctionTaskLowering::gotos() const {
  if (Gotos) return *Gotos;
  struct Jumps : RecursiveASTVisitor<Jumps> {
    std::vector<const Stmt *> Found;
    bool VisitGotoStmt(GotoStmt *G) { Found.push_back(G); return true; }
    bool VisitIndirectGotoStmt(IndirectGotoStmt *G) { Found.push_back(G); return true; }
    bool TraverseLambdaExpr(LambdaExpr *) { return true; } // jumps of other functions
    bool TraverseBlockExpr(BlockExpr *) { return true; }
    bool TraverseDecl(Decl *D) { return isa_and_nonnull<FunctionDecl, CXXRecordDecl>(D) ? true : RecursiveASTVisitor::TraverseDecl(D); }
  } J;
  J.TraverseStmt(F->getBody());
  return *(Gotos = std::move(J.Found));
}

const std::vector<std::pair<const LabelStmt *, const Stmt *>> &FunctionTaskLowering::backwardJumps() const {
  if (BackwardJumps) return *BackwardJumps;
  std::vector<std::pair<const LabelStmt *, const Stmt *>> Out;
  for (const Stmt *G : gotos()) {
    if (isa<IndirectGotoStmt>(G)) {
      Out.push_back({nullptr, G});
      continue;
    }
    const LabelStmt *L = cast<GotoStmt>(G)->getLabel()->getStmt();
    if (L && SM.isBeforeInTranslationUnit(SM.getExpansionLoc(L->getBeginLoc()), SM.getExpansionLoc(G->getBeginLoc())))
      Out.push_back({L, G});
  }
  return *(BackwardJumps = std::move(Out));
}

bool FunctionTaskLowering::siteInLoopBelow(const Site &T, const Stmt *Container) const {
  for (const Stmt *S = PM.getParent(T.S); S && S != Container; S = PM.getParent(S))
    if (isLoop(S)) return true;
  auto Below = [&](const Stmt *X) { // X inside Container (anywhere in F without one)
    for (const Stmt *S = X; S; S = PM.getParent(S))
      if (S == Container) return true;
    return !Container;
  };
  SourceLocation At = SM.getExpansionLoc(T.S->getBeginLoc());
  for (auto [Label, Goto] : backwardJumps()) {
    if (!Label) { // a computed goto may jump back to any label before it
      if (Below(Goto)) return true;
      continue;
    }
    bool Between = !SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(Label->getBeginLoc())) &&
                   SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(Goto->getBeginLoc()));
    if (Between && Below(Label) && Below(Goto)) return true;
  }
  return false;
}

AccessList FunctionTaskLowering::creatorAccesses(const Stmt *X) {
  auto It = AccessCache.find(X);
  if (It != AccessCache.end()) return It->second;
  auto Deferred = [this](const Stmt *S) { return SiteStmts.count(S) > 0 && !RegionNodeStmts.count(S); };
  AccessQuery Q{Ctx, &LC.Summaries, Deferred};
  Q.NamedClosures = true;
  Q.OutlinedAsWritten = [this](const Stmt *S) { return OutlinedCalls.count(S) > 0; };
  AccessList L = Deferred(X) ? collectCreationAccesses(X, Q) : collectAccesses(X, Q);
  if (Deferred(X))
    for (const Site &S : Sites)
      if (S.S == X) {
        AccessList Loads = registrationReads(S);
        L.insert(L.end(), Loads.begin(), Loads.end());
      }
  AccessCache[X] = L;
  return L;
}

namespace {
std::string withoutBlanks(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text)
    if (!isspace(static_cast<unsigned char>(C))) Out += C;
  return Out;
}

/// The leading identifier of \p Text past `&`, `*` and `(` (`a` of `&((&a)->v)[0]`).
std::string rootName(llvm::StringRef Text) {
  Text = Text.ltrim(" \t&*(");
  size_t End = 0;
  while (End < Text.size() && (isalnum(static_cast<unsigned char>(Text[End])) || Text[End] == '_')) ++End;
  return Text.substr(0, End).str();
}

/// Does the path \p Text read through the pointer \p Root it starts from
/// (`*p`, `p->n`, `p[2]`), rather than compute with its value (`p + n / 2`)?
bool dereferencesRoot(llvm::StringRef Text, llvm::StringRef Root) {
  llvm::StringRef Rest = Text.ltrim("&(");
  if (Rest.starts_with("*")) return true;
  if (!Rest.consume_front(Root)) return true; // not understood: as if it did
  Rest = Rest.ltrim(")");
  return Rest.starts_with("->") || Rest.starts_with("[");
}

/// \p Text and the objects holding it, longest first: cut before each `.`
/// outside brackets (`a.s.v`: itself, `a.s`, `a`; `v.data()`: itself, `v`).
/// A read of one of them reads it, or (a member function) what it is computed
/// from; a path through a pointer is not cut there (`p->v`: a read of `p`
/// does not read `p->v`).
std::vector<std::string> pathPrefixes(const std::string &Text) {
  std::vector<std::string> Out;
  int Depth = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (Depth == 0 && I > 0 && C == '.') Out.insert(Out.begin(), Text.substr(0, I));
    if (C == '(' || C == '[') ++Depth;
    if ((C == ')' || C == ']') && Depth > 0) --Depth;
  }
  Out.insert(Out.begin(), Text);
  return Out;
}

/// The atom names of \p S, and the source texts of its opaque parts.
void symTexts(const SymRef &S, std::set<std::string> &Atoms, std::set<std::string> &Opaque) {
  if (!S) return;
  if (S->K == Sym::Atom) Atoms.insert(S->Name);
  if (S->K == Sym::Opaque) Opaque.insert(S->Name);
  symTexts(S->L, Atoms, Opaque);
  symTexts(S->R, Atoms, Opaque);
}
} // namespace

// Creating X evaluates, in the creator, the address and length of each access
// it registers: a base pointer's value, the pointers a section is reached
// through (`a.v` of `a.v[0:a.n]`) and the section's bounds (`a.n`). A pending
// task that writes them must end before X is created, or X would register
// memory the sequential program does not reach there. Each value is X's own
// read of it (or of the longest path it is reached through) when X reads it
// by that text; otherwise (an lvalue of `declare` mapped at the call) the
// variable it starts from, whole, and all it points to when the value is
// reached through it as a pointer.
AccessList FunctionTaskLowering::registrationReads(const Site &X) {
  std::vector<std::vector<std::string>> Values; // each: the paths to try, longest first
  for (const Access &A : X.Deferred) {
    const MemRef &R = A.Ref;
    if (compileTimeOnly(A)) continue;
    if (R.Kind == BaseKind::Pointee && R.Var && !R.Var->getType()->isReferenceType())
      Values.push_back({R.Var->getNameAsString()});
    if (R.Kind == BaseKind::PointeeExpr && R.ExprText != "this")
      Values.push_back(pathPrefixes(withoutBlanks(R.ExprText)));
    if ((R.Kind == BaseKind::Object || R.Kind == BaseKind::Pointee || R.Kind == BaseKind::PointeeExpr) &&
        !R.Unbounded) {
      std::set<std::string> Atoms, Opaque;
      symTexts(R.Range.Lo, Atoms, Opaque);
      symTexts(R.Range.Len, Atoms, Opaque);
      for (const std::string &Name : Atoms) Values.push_back(pathPrefixes(withoutBlanks(Name)));
      for (const std::string &Text : Opaque) Values.push_back({withoutBlanks(Text)});
    }
  }
  std::map<std::string, const ValueDecl *> Vars; // by name: the variables X's accesses name
  for (const Access &A : X.Deferred) {
    for (const ValueDecl *V : A.Ref.ExprVars)
      if (V->getIdentifier()) Vars.emplace(V->getNameAsString(), V);
    if (A.Ref.Var && A.Ref.Var->getIdentifier()) Vars.emplace(A.Ref.Var->getNameAsString(), A.Ref.Var);
  }
  AccessList Out;
  std::set<std::string> Added;
  auto ReadsOf = [&](const std::string &Text) {
    bool Any = false;
    // Not an access through the value itself (a callee's `p[0:n]` has the argument's text).
    // Nor memory reached from a pointer the text computes (`v + n / 2`, a callee's `lo`).
    // Nor a container's buffer, named by the container (`sum(v)` into a span
    // parameter: the text of its buffer's access is `v`).
    auto Through = [&](const MemRef &R) {
      std::string Root = rootName(Text);
      std::string Expr = withoutBlanks(R.ExprText);
      return (R.Kind == BaseKind::PointeeExpr &&
              (Expr == Text || (R.ContainerData && (Expr == Text + ".data()" || Expr == "(" + Text + ").data()")))) ||
             (R.Kind == BaseKind::Pointee && R.Var &&
              (R.Var->getNameAsString() == Text ||
               (R.Var->getNameAsString() == Root && R.Var->getType()->isPointerType() && !dereferencesRoot(Text, Root))));
    };
    for (const Access &A : X.Deferred)
      if (A.Read && !compileTimeOnly(A) && A.Ref.Kind != BaseKind::Unknown && A.Ref.Kind != BaseKind::AllGlobals &&
          !Through(A.Ref) && withoutBlanks(A.Text) == Text) {
        Any = true;
        if (!Added.insert(Text).second) break;
        Access Load = A;
        Load.Write = false;
        Out.push_back(Load);
      }
    return Any;
  };
  for (const std::vector<std::string> &Paths : Values) {
    if (llvm::any_of(Paths, ReadsOf)) continue;
    std::string Root = rootName(Paths.front());
    auto It = Vars.find(Root);
    if (It == Vars.end() || !Added.insert("(" + Root + ")" + Paths.front()).second) continue;
    const ValueDecl *V = It->second;
    QualType T = V->getType().getNonReferenceType();
    if (holdsElementsInline(T)) continue; // its data() and size() are computed from its address and type
    bool Container = ownsHeapBuffer(T); // data() and size() read its header only
    Access Load;
    Load.Read = true;
    Load.Loc = X.S->getBeginLoc();
    Load.Text = Root;
    wholeObject(V, Ctx, Load.Ref);
    // A bound that is a field (`g.n` of `fill(g.other, g.n)`): that field only.
    if (!T->isPointerType() && fieldPath(V, llvm::StringRef(Paths.front()).drop_front(Root.size()), Ctx, Load.Ref))
      Load.Text = Paths.front();
    Load.Ref.ContainerHeader = Container;
    Out.push_back(Load);
    if (!T->isPointerType() || !dereferencesRoot(Paths.front(), Root)) continue;
    Load.Text = "*" + Root;
    Load.Ref = MemRef();
    Load.Ref.Kind = BaseKind::Pointee;
    Load.Ref.Var = V;
    Load.Ref.ElemType = T->getPointeeType();
    Load.Ref.Range.Lo = Sym::constant(0);
    Load.Ref.Unbounded = true;
    Out.push_back(Load);
  }
  return Out;
}

AccessList FunctionTaskLowering::creatorAccessesAgainst(const Site &T, const Stmt *X) {
  // A node of T's own region runs after T by a static arc (or, where they
  // may alias, by their registered ranges): only what its creation evaluates
  // (the values it captures) is the creator's. A statement holding nodes of
  // T's region (an if/switch split into conditional nodes) is evaluated by
  // the creator, condition and merged statements included, except for its
  // nodes and tasks, of which only the creation counts.
  bool Node = sameRegionNode(T, X);
  if (!Node && !(T.P->ParallelRegion && holdsNodeOf(X, T.P->ParallelRegion))) return creatorAccesses(X);
  AccessQuery Q{Ctx, &LC.Summaries, [this](const Stmt *S) { return SiteStmts.count(S) > 0; }};
  Q.NamedClosures = true;
  Q.OutlinedAsWritten = [this](const Stmt *S) { return OutlinedCalls.count(S) > 0; };
  return Node ? collectCreationAccesses(X, Q) : collectAccesses(X, Q);
}

bool FunctionTaskLowering::sameRegionNode(const Site &T, const Stmt *X) const {
  auto It = RegionNodeStmts.find(X);
  return T.P->ParallelRegion && It != RegionNodeStmts.end() && It->second == T.P->ParallelRegion;
}

bool FunctionTaskLowering::insideRegion(const Site &T, const Stmt *Region) const {
  for (const Stmt *S = PM.getParent(T.S); S; S = PM.getParent(S))
    if (S == Region) return true;
  return false;
}

bool FunctionTaskLowering::holdsNodeOf(const Stmt *X, const Stmt *Region) const {
  for (const auto &[S, R] : RegionNodeStmts)
    if (R == Region)
      for (const Stmt *P = PM.getParent(S); P; P = PM.getParent(P))
        if (P == X) return true;
  return false;
}

void FunctionTaskLowering::wireRegionArcs() {
  // Parallel regions: static arcs between conflicting nodes, all nodes
  // waited for at the end of the block. A task nested deeper in the block
  // (which registers its regions) gets static arcs from the earlier nodes too;
  // later nodes are ordered after it by waits (placeWaits).
  // Protocol for possible aliasing: when every conflict of a pair overlaps
  // only if two different pointers (or a pointer and a named object) hold the
  // same memory (overlapOnlyByAliasing) and both can register their accesses,
  // the pair gets no static arc; both register their byte ranges with
  // nano_access and the runtime orders them exactly when the ranges overlap
  // (`init(a, n); init(b, n);` run in parallel on distinct arrays). A proven
  // overlap (one named object, one pointer) keeps its static arc: no lookup.
  // One scan of a pair of access lists: the first proven conflict, else
  // (Proven false) the first possible one; Any false when none conflicts.
  // Unproven: how each pair may meet (a pointer into a named object, two
  // pointers or lvalues overlapping), for --explain.
  struct Meeting {
    enum Kind { Into, PointersOverlap, LvaluesOverlap } K;
    std::string First, Second; ///< quoted: `'gp'` points into `'g'`
    bool operator==(const Meeting &) const = default;
  };
  struct PairConflict {
    bool Any = false, Proven = false;
    std::string On;
    std::vector<Meeting> Unproven;
  };
  auto NameOf = [](const Access &A) { return A.Ref.Var ? A.Ref.Var->getNameAsString() : A.Text; };
  // A pointer the access goes through (`gp`, `rows[0]`), else empty.
  auto PointerOf = [](const Access &A) -> std::string {
    if (A.Ref.Kind == BaseKind::Pointee && A.Ref.Var) return A.Ref.Var->getNameAsString();
    if (A.Ref.Kind == BaseKind::PointeeExpr && !A.Declared) return A.Ref.ExprText;
    return "";
  };
  auto HowTheyMeet = [&](const Access &A, const Access &B) {
    std::string PtrA = PointerOf(A), PtrB = PointerOf(B);
    std::string NA = "'" + (PtrA.empty() ? NameOf(A) : PtrA) + "'", NB = "'" + (PtrB.empty() ? NameOf(B) : PtrB) + "'";
    if (!PtrA.empty() && PtrB.empty() && B.Ref.Kind == BaseKind::Object) return Meeting{Meeting::Into, NA, NB};
    if (!PtrB.empty() && PtrA.empty() && A.Ref.Kind == BaseKind::Object) return Meeting{Meeting::Into, NB, NA};
    return Meeting{!PtrA.empty() && !PtrB.empty() ? Meeting::PointersOverlap : Meeting::LvaluesOverlap, NA, NB};
  };
  auto Conflict = [&](const AccessList &As, const AccessList &Bs) {
    PairConflict C;
    for (const Access &A : As)
      for (const Access &B : Bs)
        if (conflicts(A, B, Facts)) {
          bool Proven = !overlapOnlyByAliasing(A.Ref, B.Ref);
          if (!C.Any || Proven) C.On = NameOf(A);
          C.Any = true;
          if (Proven) {
            C.Proven = true;
            return C;
          }
          if (Meeting M = HowTheyMeet(A, B); !llvm::is_contained(C.Unproven, M)) C.Unproven.push_back(M);
        }
    return C;
  };
  // `'gp' points into 'r1' or 'g' or 'p' and 'q' point to overlapping memory`.
  auto Either = [](const std::vector<Meeting> &Ways) {
    std::vector<std::string> Phrases;
    std::map<std::string, size_t> IntoPhrase; // pointer -> its phrase
    for (const Meeting &M : Ways) {
      if (M.K != Meeting::Into) {
        Phrases.push_back(M.First + " and " + M.Second +
                          (M.K == Meeting::PointersOverlap ? " point to overlapping memory" : " overlap"));
        continue;
      }
      if (auto It = IntoPhrase.find(M.First); It != IntoPhrase.end()) {
        Phrases[It->second] += " or " + M.Second;
        continue;
      }
      IntoPhrase[M.First] = Phrases.size();
      Phrases.push_back(M.First + " points into " + M.Second);
    }
    std::string Out;
    for (size_t I = 0; I < Phrases.size() && I < 3; ++I) Out += (I ? "; or " : "") + Phrases[I];
    return Phrases.size() > 3 ? Out + " (or " + std::to_string(Phrases.size() - 3) + " more ways)" : Out;
  };
  // Registrations of a node, computed when first needed: none when its memory
  // cannot be bounded. A nested task registers its own already.
  std::map<unsigned, std::optional<std::vector<std::string>>> NodeRanges;
  auto Registrable = [&](const Site &S) {
    if (!S.P->ParallelRegion) return !S.ReachesUnknown;
    auto It = NodeRanges.find(S.Id);
    if (It == NodeRanges.end()) {
      Site Copy = S;
      registerAccesses(Copy, /*Explain=*/false);
      bool Bounded = Copy.Problem.empty() && !Copy.ReachesUnknown;
      It = NodeRanges.emplace(S.Id, Bounded ? std::optional(Copy.Registrations) : std::nullopt).first;
    }
    return It->second.has_value();
  };
  std::set<unsigned> Registering;
  for (Site &T : Sites) {
    if (T.P->ParallelRegion) {
      T.NeedsHandle = true;
      WaitsAtEnd[T.P->ParallelRegion].Handles.insert(T.Id);
    }
    for (Site &O : Sites) {
      if (&O == &T) break;
      if (!O.P->ParallelRegion) continue;
      if (T.P->ParallelRegion ? O.P->ParallelRegion != T.P->ParallelRegion : !insideRegion(T, O.P->ParallelRegion))
        continue;
      PairConflict C = Conflict(O.Deferred, T.Deferred);
      bool Control = false;
      if (!C.Any) {
        C = Conflict(O.Deferred, T.CondReads);
        if (!C.Any) C = Conflict(O.CondReads, T.Deferred);
        if (!C.Any) continue;
        Control = true;
      } else if (!C.Proven && Registrable(O) && Registrable(T)) {
        Registering.insert(O.Id);
        Registering.insert(T.Id);
        if (LC.Diags.remarksEnabled())
          LC.Diags.report(SM.getExpansionLoc(T.S->getBeginLoc()), Diag::ExplainRuntimeOrder)
              << ("node " + std::to_string(O.Id)) << ((T.P->ParallelRegion ? "node " : "task ") + std::to_string(T.Id))
              << Either(C.Unproven);
        continue;
      }
      (Control ? T.ControlPreds : T.Preds).push_back(O.Id);
      LC.Arcs.push_back({T.P->ParallelRegion, O.Id, T.Id, C.On, Control});
      if (LC.Diags.remarksEnabled())
        LC.Diags.report(SM.getExpansionLoc(T.S->getBeginLoc()), Control ? Diag::ExplainControlArc : Diag::ExplainArc)
            << ("node " + std::to_string(O.Id)) << ("node " + std::to_string(T.Id)) << C.On;
    }
  }
  for (Site &T : Sites)
    if (T.P->ParallelRegion && Registering.count(T.Id)) T.Registrations = *NodeRanges[T.Id];
}

std::vector<const LabelStmt *> FunctionTaskLowering::labelsJumpedPast(const Site &T, SourceLocation To) const {
  std::vector<const LabelStmt *> Out;
  SourceLocation After = SM.getExpansionLoc(T.S->getEndLoc());
  for (const Stmt *J : gotos()) {
    const auto *G = dyn_cast<GotoStmt>(J);
    const LabelStmt *L = G ? G->getLabel()->getStmt() : nullptr;
    SourceLocation At = SM.getExpansionLoc(J->getBeginLoc());
    if (L && SM.isBeforeInTranslationUnit(After, At) && SM.isBeforeInTranslationUnit(At, To) &&
        SM.isBeforeInTranslationUnit(To, SM.getExpansionLoc(L->getBeginLoc())))
      Out.push_back(L);
  }
  return Out;
}

const IterationSpace &FunctionTaskLowering::loopSpace(const Stmt *Loop) {
  auto It = LoopSpaces.find(Loop);
  if (It == LoopSpaces.end()) It = LoopSpaces.emplace(Loop, iterationSpaceOf(Loop, Ctx)).first;
  return It->second;
}

const std::set<std::string> &FunctionTaskLowering::modifiedNames(const Stmt *S) {
  auto It = ModifiedNames.find(S);
  if (It == ModifiedNames.end()) {
    std::set<std::string> Names;
    for (const ValueDecl *V : modifiedVars(S)) Names.insert(V->getNameAsString());
    It = ModifiedNames.emplace(S, std::move(Names)).first;
  }
  return It->second;
}

const std::map<std::string, std::vector<unsigned>> &FunctionTaskLowering::settersIn(const CompoundStmt *Block) {
  auto It = Setters.find(Block);
  if (It != Setters.end()) return It->second;
  std::map<std::string, std::vector<unsigned>> &Out = Setters[Block];
  unsigned Pos = 0;
  for (const Stmt *S : Block->body()) {
    for (const std::string &N : modifiedNames(S)) Out[N].push_back(Pos);
    ++Pos;
  }
  return Out;
}

/// The variables \p A names by value: the atoms of its range and the pointer
/// its base is reached through (a container's buffer moves only when it
/// grows, itself a conflicting write of the container).
static void addNamesByValue(const Access &A, std::set<std::string> &Names) {
  for (const SymRef &S : {A.Ref.Range.Lo, A.Ref.Range.Len}) collectAtomVariables(S, Names);
  if (A.Ref.Kind == BaseKind::Pointee && A.Ref.Var) Names.insert(A.Ref.Var->getNameAsString());
  if (A.Ref.Kind == BaseKind::PointeeExpr && !A.Ref.ContainerData)
    for (const ValueDecl *V : A.Ref.ExprVars) Names.insert(V->getNameAsString());
}

FunctionTaskLowering::ChangedSince FunctionTaskLowering::changedBetween(const Site &T, const Stmt *X) {
  ChangedSince C;
  // Only the names T's accesses use matter (a task on constant elements needs no walk).
  std::set<std::string> Used;
  for (const Access &A : T.Deferred) addNamesByValue(A, Used);
  auto AddModified = [&](const Stmt *S) {
    for (const std::string &N : modifiedNames(S))
      if (Used.count(N)) C.Names.insert(N);
  };
  std::set<const Stmt *> HoldsX;
  for (const Stmt *S = X; S; S = S == Body ? nullptr : PM.getParent(S)) HoldsX.insert(S);
  // X at or before T: it runs in a later pass. In a later iteration of the
  // outermost loop around both, after whatever changes between its
  // iterations; after a backward jump, after anything the function sets.
  if (!SM.isBeforeInTranslationUnit(SM.getExpansionLoc(T.S->getEndLoc()), SM.getExpansionLoc(X->getBeginLoc()))) {
    C.LaterPass = true;
    const Stmt *Around = nullptr;
    for (const Stmt *S = T.S; S != Body && (S = PM.getParent(S));)
      if (isLoop(S) && HoldsX.count(S)) Around = S;
    if (Around && backwardJumps().empty()) {
      C.Loop = loopSpace(Around);
      C.LoopAroundX = true;
      C.Names.insert(C.Loop->Varying.begin(), C.Loop->Varying.end());
      if (!C.Loop->Var.empty()) C.Names.insert(C.Loop->Var);
      return C;
    }
    AddModified(Body);
    return C;
  }
  // Up from T to the block holding X: the statements after each level's,
  // up to X's; the loops passed on the way.
  const Stmt *Left = nullptr;
  for (const Stmt *Cur = T.S; Cur != Body && !HoldsX.count(Cur);) {
    const Stmt *Parent = PM.getParent(Cur);
    if (!Parent) break;
    if (const auto *Block = dyn_cast<CompoundStmt>(Parent); Block && !Used.empty()) {
      // The statements strictly between Cur and the one holding X (or the block's end).
      auto Stmts = Block->body();
      auto From = std::find(Stmts.begin(), Stmts.end(), Cur);
      auto To = std::find_if(From, Stmts.end(), [&](const Stmt *S) { return HoldsX.count(S) > 0; });
      const auto &Set = settersIn(Block);
      for (const std::string &N : Used) {
        auto Positions = Set.find(N);
        if (Positions == Set.end()) continue;
        auto First = llvm::upper_bound(Positions->second, unsigned(From - Stmts.begin()));
        if (First != Positions->second.end() && *First < unsigned(To - Stmts.begin())) C.Names.insert(N);
      }
    } else if (isLoop(Parent) && !HoldsX.count(Parent)) {
      Left = Parent;
    }
    Cur = Parent;
  }
  if (Left) {
    C.Loop = loopSpace(Left);
    C.Names.insert(C.Loop->Varying.begin(), C.Loop->Varying.end());
    if (!C.Loop->Var.empty()) C.Names.insert(C.Loop->Var);
  }
  return C;
}

bool FunctionTaskLowering::conflictsAfter(const Access &A, const Access &B, const ChangedSince &C) const {
  if (!A.Write && !B.Write) return false;
  std::set<std::string> Named, Moved;
  addNamesByValue(A, Named);
  for (const std::string &N : Named)
    if (C.Names.count(N)) Moved.insert(N);
  if (Moved.empty()) return conflicts(A, B, Facts);
  if (const std::optional<IterationSpace> &L = C.Loop;
      L && llvm::all_of(Moved, [&](const std::string &N) { return N == L->Var || L->Varying.count(N); })) {
    // After the loop, B names its variable's last value, or another variable
    // of that name.
    std::set<std::string> AtomsB;
    for (const SymRef &S : {B.Ref.Range.Lo, B.Ref.Range.Len}) collectAtomVariables(S, AtomsB);
    if (C.LoopAroundX || L->Var.empty() || !AtomsB.count(L->Var)) return mayConflictAcrossIterations(A, B, *L, Facts);
  }
  Access Wide = A;
  Wide.Ref.Unbounded = true;
  Wide.Ref.Range.Len = nullptr;
  return conflicts(Wide, B, Facts);
}

bool FunctionTaskLowering::conflictsAt(const Site &T, const Stmt *X, const AccessList &Creator, const char *When,
                                       const ChangedSince &Changed) {
  for (const Access &B : Creator)
    for (const Access &A : T.Deferred)
      if (conflictsAfter(A, B, Changed)) {
        explainWait(X, B, A, When);
        return true;
      }
  return false;
}

std::string shownAccess(const Access &A) {
  std::string Shown = "'" + A.Text + "'";
  const MemRef &R = A.Ref;
  std::string Memory = (R.Kind == BaseKind::Object || R.Kind == BaseKind::Pointee) && R.Var ? R.Var->getNameAsString()
                       : R.Kind == BaseKind::PointeeExpr                               ? R.ExprText
                                                                                       : "";
  // A container's or view's elements (`(s).data()`, `v.data()`): named by it.
  if (R.Kind == BaseKind::PointeeExpr) Memory = containerOfBuffer(std::move(Memory));
  llvm::StringRef Text(A.Text);
  size_t Open = Text.find('(');
  bool Call = Text.ends_with(")") && Open != llvm::StringRef::npos && Open > 0 &&
              (llvm::isAlnum(Text[Open - 1]) || Text[Open - 1] == '_');
  if (Call && !Memory.empty() && Memory != A.Text) Shown = "'" + Memory + "' through " + Shown;
  return Shown;
}

void FunctionTaskLowering::explainWait(const Stmt *X, const Access &Creator, const Access &Task,
                                       const std::string &When) {
  if (!LC.Diags.remarksEnabled()) return;
  std::string Shown = shownAccess(Creator);
  std::string Said = std::string(Creator.Write ? "writes " : "reads ") + Shown + " which a task " +
                     (Task.Write ? "writes" : "reads") + When;
  SourceLocation Loc = SM.getExpansionLoc(X->getBeginLoc());
  if (!ExplainedWaits.insert({Loc.getRawEncoding(), Said}).second) return;
  LC.Diags.report(Loc, Diag::ExplainWait) << Said;
}

void FunctionTaskLowering::explainScopeEndWait(const Site &T, const CompoundStmt *C, const Decl *D, bool Uses) {
  const auto *ND = dyn_cast<NamedDecl>(D);
  std::string Name = ND && ND->getIdentifier() ? ND->getNameAsString() : "a local";
  SourceLocation End = SM.getExpansionLoc(C->getRBracLoc());
  std::string Task = (T.P->ParallelRegion ? "node " : "task ") + std::to_string(T.Id);
  if (LC.Diags.remarksEnabled() &&
      ExplainedWaits.insert({End.getRawEncoding(), Name + " " + Task}).second)
    LC.Diags.report(End, Diag::ExplainScopeWait)
        << Name << Task << (Uses ? "accesses" : "its destructor may touch what the task accesses, and");
  // Inside a loop of the function, every iteration waits there: the tasks of
  // different iterations never overlap, which a user cannot tell from the
  // source (bb57 2: n-queens with the board copied in a block got no speed-up).
  const Stmt *Loop = nullptr;
  for (const Stmt *S = PM.getParent(C); S && !Loop; S = S == Body ? nullptr : PM.getParent(S))
    if (isLoop(S)) Loop = S;
  // Only where the advice works: a local the block declares (not a range-for's
  // copy or a handler's parameter) that the task names, and that no statement
  // of the block after the task names (one that reads what the task wrote
  // waits for it anyway), nor another task: its declaration and what fills it
  // can then move into the task.
  const auto *Local = dyn_cast<VarDecl>(D);
  auto Names = [Local](const Stmt *S) {
    NamedVariables N;
    N.TraverseStmt(const_cast<Stmt *>(S));
    return N.Seen.count(Local) > 0;
  };
  bool Declared = false, AfterTask = false, InTask = Local && Names(T.S);
  for (const Stmt *S : C->body()) {
    if (const auto *DS = dyn_cast<DeclStmt>(S); DS && llvm::is_contained(DS->decls(), D)) Declared = true;
    if (SM.isBeforeInTranslationUnit(SM.getExpansionLoc(T.S->getEndLoc()), SM.getExpansionLoc(S->getBeginLoc())))
      AfterTask |= Local && Names(S);
  }
  bool OtherTask = llvm::any_of(Sites, [&](const Site &O) { return O.S != T.S && Local && Names(O.S); });
  // Tasks that write one scalar (`acc = acc * 7 + row[0]`) are ordered by it anyway.
  bool Chained = llvm::any_of(T.Deferred, [&](const Access &A) {
    return A.Write && A.Ref.Kind == BaseKind::Object && A.Ref.Var && A.Ref.Var != D &&
           A.Ref.Var->getType().getNonReferenceType()->isScalarType();
  });
  // A range-based for's copy of the element (`for (auto row : rows)`), its body C.
  const auto *Range = dyn_cast_or_null<CXXForRangeStmt>(PM.getParent(C));
  bool RangeCopy = Range && Range->getBody() == C && Range->getLoopVariable() == D;
  if (!Loop || !Uses || !(Declared || RangeCopy) || !InTask || AfterTask || OtherTask || Chained || !ND->getIdentifier() ||
      T.P->ParallelRegion || T.P->Synthesised || !ScopeWaitsWarned.insert({T.S, D}).second)
    return;
  if (RangeCopy) {
    PresumedLoc RangeAt = SM.getPresumedLoc(SM.getExpansionLoc(Range->getBeginLoc()));
    LC.Diags.report(SM.getExpansionLoc(T.S->getBeginLoc()), Diag::TaskRangeCopySerialises)
        << std::to_string(RangeAt.getLine()) << Name;
    return;
  }
  PresumedLoc LoopAt = SM.getPresumedLoc(SM.getExpansionLoc(Loop->getBeginLoc()));
  PresumedLoc EndAt = SM.getPresumedLoc(End);
  // At the statement, as the other warnings about a task (bb61 6).
  LC.Diags.report(SM.getExpansionLoc(T.S->getBeginLoc()), Diag::TaskScopeSerialises)
      << std::to_string(LoopAt.getLine()) << std::to_string(EndAt.getLine()) << Name;
}

bool FunctionTaskLowering::conflictsWithEarlierInstance(const Site &T) {
  return conflictsAt(T, T.S, creatorAccesses(T.S), " in an earlier pass", changedBetween(T, T.S));
}

bool FunctionTaskLowering::conflictsWith(const Site &T, const Stmt *X) {
  if (!X || X == T.S) return false;
  ChangedSince Changed = changedBetween(T, X);
  const char *When = Changed.LoopAroundX ? " in an earlier iteration" : Changed.LaterPass ? " in an earlier pass" : "";
  return conflictsAt(T, X, creatorAccessesAgainst(T, X), When, Changed);
}

namespace {
/// Where a jump to \p S lands: after the labels that head it.
const Stmt *afterLabels(const Stmt *S) {
  while (const auto *LS = dyn_cast<LabelStmt>(S)) S = LS->getSubStmt();
  return S;
}

/// Whether running \p S may leave the block \p C other than at its end or
/// by a jump to one of its labels: a break or continue of a loop or switch
/// around C, a goto to a label outside C, a computed goto.
bool leavesBlock(const Stmt *S, const CompoundStmt *C, const ParentMap &PM) {
  struct Jumps : RecursiveASTVisitor<Jumps> {
    const Stmt *Root;
    const CompoundStmt *Block;
    const ParentMap *PM;
    bool Leaves = false;
    // Whether a loop (or switch) at or below Outer encloses X.
    bool inside(const Stmt *X, const Stmt *Outer, bool Loops, bool Switches) const {
      for (const Stmt *P = PM->getParent(X); P; P = P == Outer ? nullptr : PM->getParent(P))
        if ((Loops && isLoop(P)) || (Switches && isa<SwitchStmt>(P))) return true;
      return false;
    }
    bool VisitBreakStmt(BreakStmt *B) { return !(Leaves |= !inside(B, Root, true, true)); }
    bool VisitContinueStmt(ContinueStmt *K) { return !(Leaves |= !inside(K, Root, true, false)); }
    bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return !(Leaves = true); }
    bool VisitGotoStmt(GotoStmt *G) {
      const Stmt *L = G->getLabel()->getStmt();
      for (; L && L != Block; L = PM->getParent(L)) {}
      return !(Leaves |= L != Block);
    }
    bool TraverseLambdaExpr(LambdaExpr *) { return true; } // jumps of other functions
    bool TraverseBlockExpr(BlockExpr *) { return true; }
  } J;
  J.Root = S;
  J.Block = C;
  J.PM = &PM;
  J.TraverseStmt(const_cast<Stmt *>(S));
  return J.Leaves;
}

/// The parts of a loop: its body, and what runs between two of its iterations
/// (the condition and the increment; a range-for's `++__begin`).
struct LoopParts {
  const Stmt *Body = nullptr, *Cond = nullptr, *Inc = nullptr;
};
LoopParts loopParts(const Stmt *Loop) {
  if (auto *For = dyn_cast<ForStmt>(Loop)) return {For->getBody(), For->getCond(), For->getInc()};
  if (auto *While = dyn_cast<WhileStmt>(Loop)) return {While->getBody(), While->getCond(), nullptr};
  if (auto *Do = dyn_cast<DoStmt>(Loop)) return {Do->getBody(), Do->getCond(), nullptr};
  if (auto *Range = dyn_cast<CXXForRangeStmt>(Loop)) return {Range->getBody(), nullptr, Range->getInc()};
  return {};
}

/// Whether the referent of reference variable \p D may die with the block
/// declaring \p Locals: a temporary its initializer binds (extended to the
/// variable's scope), one of Locals its initializer names (`int &r = x;`), or
/// a binding the analysis cannot see. (`auto &row = rows[k]` of an outer
/// `rows` outlives the block.)
bool referentMayDie(const Decl *D, llvm::ArrayRef<const Decl *> Locals) {
  const auto *VD = dyn_cast<VarDecl>(D);
  if (!VD || !VD->getType()->isReferenceType()) return false;
  const Expr *Init = VD->getInit();
  if (!Init) return true;
  struct Finder : RecursiveASTVisitor<Finder> {
    llvm::ArrayRef<const Decl *> Locals;
    bool Found = false;
    bool VisitMaterializeTemporaryExpr(MaterializeTemporaryExpr *) { return !(Found = true); }
    bool VisitDeclRefExpr(DeclRefExpr *DR) {
      if (llvm::is_contained(Locals, DR->getDecl())) Found = true;
      return !Found;
    }
  } F;
  F.Locals = Locals;
  F.TraverseStmt(const_cast<Expr *>(Init));
  return F.Found;
}

bool hasNonTrivialDestructor(const Decl *D) {
  const auto *VD = dyn_cast<VarDecl>(D);
  if (!VD) return false;
  const CXXRecordDecl *RD = VD->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() && !RD->hasTrivialDestructor();
}
/// Inserts \p Text before the statement at the file location \p Loc. When the
/// statement begins its line, the text goes on that line alone and a `#line`
/// directive gives the statement its line back, so that it keeps its column
/// too: a warning about the user's code there shows the user's line.
void insertBeforeStatement(Rewriter &Rewrite, SourceLocation Loc, const std::string &Text) {
  const SourceManager &SM = Rewrite.getSourceMgr();
  std::pair<FileID, unsigned> At = SM.getDecomposedLoc(Loc);
  llvm::StringRef Buffer = SM.getBufferData(At.first);
  llvm::StringRef Before = Buffer.substr(0, At.second);
  llvm::StringRef Indent = Before.substr(Before.find_last_of('\n') + 1);
  PresumedLoc PL = SM.getPresumedLoc(Loc);
  if (!PL.isValid() || Indent.find_first_not_of(" \t") != llvm::StringRef::npos) {
    Rewrite.InsertTextBefore(Loc, Text);
    return;
  }
  Rewrite.InsertTextBefore(Loc, Text + "\n#line " + std::to_string(PL.getLine()) + " " +
                                    stringLiteralText(PL.getFilename()) + "\n" + Indent.str());
}

} // namespace

void FunctionTaskLowering::placeWaits(Site &T) {
  // Whether a wait runs on every path from statement *From of a block to its
  // statement *To: a `#pragma nano wait` of the block itself between them
  // (one inside an if, a loop or a nested block there may not run).
  // A goto between T and the wait to a label past it skips the wait.
  auto WaitBetween = [&](auto From, auto To) {
    auto Inside = [&](SourceLocation L, const Stmt *S) {
      return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(S->getBeginLoc()), L) &&
             SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(S->getEndLoc()));
    };
    SourceLocation After = SM.getExpansionLoc((*From)->getEndLoc()), Before = SM.getExpansionLoc((*To)->getBeginLoc());
    for (SourceLocation L : WaitPragmas)
      if (SM.isBeforeInTranslationUnit(After, L) && SM.isBeforeInTranslationUnit(L, Before) &&
          std::none_of(From + 1, To, [&](const Stmt *S) { return Inside(L, S); }) && labelsJumpedPast(T, L).empty())
        return true;
    return false;
  };
  auto Add = [&](WaitSet &W, const Stmt *Container) {
    if (siteInLoopBelow(T, Container)) W.All = true;
    else {
      W.Handles.insert(T.Id);
      T.NeedsHandle = true;
    }
  };
  // The destructor of a local of C runs at C's end: when it may touch what T
  // accesses (a guard writing through a pointer it holds), that end waits.
  auto DestructorConflicts = [&](const Decl *D) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || !VD->hasLocalStorage() || !VD->getType()->getAsCXXRecordDecl()) return false;
    if (!VD->getInit()) return true;
    AccessQuery Q{Ctx, &LC.Summaries, nullptr};
    for (const Access &B : destructionAccesses(VD->getType(), VD->getInit(), Q))
      for (const Access &A : T.Deferred)
        if (conflicts(A, B, Facts)) return true;
    return false;
  };
  // A local declared in C that T uses (by address or through its accesses)
  // dies at C's end, on every path out of C: that end waits for T. The
  // function body's end waits anyway (emitExits).
  // A range-based for's variable that is no reference (`for (auto row : rows)`,
  // a copy) is a local of its body too: each iteration's copy dies at the end.
  auto WaitAtEndIfLocalDies = [&](const CompoundStmt *C) {
    if (C == Body) return false;
    std::vector<const Decl *> Locals;
    if (const auto *Range = dyn_cast_or_null<CXXForRangeStmt>(PM.getParent(C));
        Range && Range->getBody() == C && !Range->getLoopVariable()->getType()->isReferenceType())
      Locals.push_back(Range->getLoopVariable());
    // A handler's parameter, and the exception object a reference one names,
    // end with the handler (bb56 3: a task reading `e` ran after it was destroyed).
    const VarDecl *CatchParam = nullptr;
    if (const auto *Catch = dyn_cast_or_null<CXXCatchStmt>(PM.getParent(C));
        Catch && Catch->getHandlerBlock() == C && (CatchParam = Catch->getExceptionDecl()))
      Locals.push_back(CatchParam);
    for (const Stmt *Child : C->body())
      if (auto *DS = dyn_cast<DeclStmt>(Child)) Locals.insert(Locals.end(), DS->decl_begin(), DS->decl_end());
    for (const Decl *D : Locals) {
      // Memory reached through a pointer (or unknown) includes every local
      // whose address escaped and whatever a local's destructor releases (a
      // container's buffer). A pointer's own value is copied at the creation:
      // `double *b = bufs[k]; task process(b);` reaches bufs, not b. A
      // reference's referent may die with C (referentMayDie).
      const auto *VD = dyn_cast<ValueDecl>(D);
      bool Reachable = (VD && Facts.Escaped.count(VD)) || hasNonTrivialDestructor(D);
      bool Uses = llvm::any_of(T.Deferred, [&](const Access &A) {
        switch (A.Ref.Kind) {
        case BaseKind::Object:
          return A.Ref.Var == D;
        case BaseKind::Pointee:
          return Reachable || (A.Ref.Var == D && (D == CatchParam || referentMayDie(D, Locals)));
        case BaseKind::PointeeExpr:
        case BaseKind::Unknown:
          return Reachable;
        case BaseKind::AllGlobals:
          return false;
        }
        return true;
      });
      if (Uses || DestructorConflicts(D)) {
        Add(WaitsAtEnd[C], C);
        explainScopeEndWait(T, C, D, Uses);
        return true;
      }
    }
    return false;
  };
  // Protocol for the loops enclosing both T and a statement X of its creator:
  // T, created in one iteration, may still run while X executes in a later
  // one. X conflicts across iterations when, for some such loop, T's accesses
  // and X's may overlap with the loop's variable (and whatever else the
  // iteration changes) taking different values; a wait before X then covers
  // every outstanding instance of T (nano_wait_all), not only this
  // iteration's. Tasks against tasks need nothing here: their accesses are
  // registered and ordered at run time.
  // (`InnermostOnly`: the first loop from C outwards only; the outer ones are
  // handled at their own bodies.)
  auto ConflictsAcrossIterations = [&](const Stmt *X, const Stmt *C, bool InnermostOnly = false) {
    if (!X) return false;
    std::vector<const IterationSpace *> Loops;
    for (const Stmt *L = C; L; L = L == Body ? nullptr : PM.getParent(L)) // loops around the block only
      if (isLoop(L)) {
        Loops.push_back(&loopSpace(L));
        if (InnermostOnly) break;
      }
    if (Loops.empty()) return false;
    AccessList Creator = creatorAccessesAgainst(T, X);
    for (const IterationSpace *L : Loops)
      for (const Access &B : Creator)
        for (const Access &A : T.Deferred)
          if (mayConflictAcrossIterations(A, B, *L, Facts)) {
            explainWait(X, B, A, " in an earlier iteration");
            return true;
          }
    return false;
  };
  const Stmt *Cur = T.S;
  // Statements after the block (an enclosing task's, whose nano-thread waits
  // for T at the block's end) are not T's creator's.
  while (const Stmt *Parent = Cur == Body ? nullptr : PM.getParent(Cur)) {
    // A node of a parallel block: the block's end waits for every node, so
    // nothing after it, in this pass or a later one, waits for T (bb61 3:
    // --explain gave such waits "in an earlier iteration" as reasons).
    if (Cur == T.P->ParallelRegion) return;
    if (auto *C = dyn_cast<CompoundStmt>(Parent)) {
      auto Body = C->body();
      auto Pos = std::find(Body.begin(), Body.end(), Cur);
      if (Pos != Body.end()) {
        bool InSwitchBody = isa_and_nonnull<SwitchStmt>(PM.getParent(C));
        // Statements [First, Pos) of C that run after T of an earlier pass
        // (a loop's iteration, a backward goto's jump): the first that
        // conflicts with it waits for every instance; with none, T's own
        // creation does when what it evaluates conflicts.
        auto WaitForEarlierPass = [&](auto First, auto ConflictsEarlier, auto CreationConflicts) {
          for (auto It = First; It != Pos; ++It)
            if (conflictsWith(T, *It) || ConflictsEarlier(*It)) {
              WaitsBefore[afterLabels(*It)].All = true;
              return;
            }
          if (CreationConflicts()) WaitsBefore[afterLabels(Cur)].All = true;
        };
        // A backward goto in C to a label before T makes the statements from
        // the label to T an earlier pass's successors, as in a loop body.
        // The label may lie inside a statement of C (the jump lands there),
        // the goto anywhere in C after T.
        auto ChildOfC = [&](const Stmt *S) {
          while (S && PM.getParent(S) != C) S = PM.getParent(S);
          return S;
        };
        for (auto [Label, Goto] : backwardJumps()) {
          const Stmt *Holder = Label ? ChildOfC(Label) : nullptr;
          auto LabelPos = Holder ? std::find(Body.begin(), Body.end(), Holder) : Body.end();
          if (LabelPos == Body.end() || LabelPos > Pos || ChildOfC(Goto) == nullptr ||
              !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(T.S->getEndLoc()), SM.getExpansionLoc(Goto->getBeginLoc())))
            continue;
          if (Holder != Label && conflictsWith(T, Holder)) // the jump lands after the statement's start
            WaitsBefore[afterLabels(Label)].All = true;
          else
            WaitForEarlierPass(LabelPos, [](const Stmt *) { return false; }, [&] { return conflictsWithEarlierInstance(T); });
        }
        // The first statement after T that conflicts with it waits. When a
        // statement before it may leave C (a `break`, a `goto` out), the path
        // through that jump passes no wait: the search goes on past C too.
        bool Covered = false, Escapes = false;
        for (auto It = Pos + 1; It != Body.end(); ++It) {
          if (WaitBetween(Pos, It)) {
            Covered = true;
            break;
          }
          // In a switch body a wait goes after the case labels (on the path
          // falling through from T), and a case's closing `break` ends what
          // T's path reaches there: the search goes on after the switch.
          // A wait goes after the labels too: a goto to one must not skip it.
          const Stmt *At = *It;
          for (const Stmt *Prev = nullptr; Prev != At;) {
            Prev = At;
            if (auto *SC = dyn_cast<SwitchCase>(At)) At = SC->getSubStmt();
            At = afterLabels(At);
          }
          if (InSwitchBody && isa<BreakStmt>(At)) break;
          bool Across = C != T.P->ParallelRegion && ConflictsAcrossIterations(*It, C);
          if (Across || conflictsWith(T, *It)) {
            if (Across) WaitsBefore[At].All = true;
            else Add(WaitsBefore[At], C);
            // A label past the wait (in C or not) that a goto after T and
            // before the wait jumps to is reached without passing the wait: it
            // waits as well, for every instance (it may lie outside C).
            for (const LabelStmt *LS : labelsJumpedPast(T, SM.getExpansionLoc((*It)->getBeginLoc())))
              WaitsBefore[afterLabels(LS)].All = true;
            // A jump between T and that statement (a `continue`) leaves C
            // without passing the wait, and a local of C that T uses dies
            // there: C's end waits as well (and so does every jump out of it).
            if (WaitAtEndIfLocalDies(C)) return;
            Covered = true;
            break;
          }
          Escapes |= leavesBlock(*It, C, PM);
        }
        if (Covered && !Escapes) return;
        // In a loop body, an earlier statement that conflicts with T of an
        // earlier iteration waits in the next iteration; the task may still
        // use a local of this body, which dies at the body's end on every path
        // out of it (a `continue`, the last iteration): that end waits too.
        // After the last iteration T still runs: the search goes on past the loop.
        const Stmt *Owner = PM.getParent(C);
        if (Owner && isLoop(Owner) && C != T.P->ParallelRegion) {
          WaitForEarlierPass(Body.begin(), [&](const Stmt *X) { return ConflictsAcrossIterations(X, C); },
                             [&] { return ConflictsAcrossIterations(Cur, C); });
          // The loop's condition and increment run between iterations: when
          // they touch what T accesses, the body's end waits (and so does
          // every `continue`, a jump out of the body).
          LoopParts Loop = loopParts(Owner);
          for (const Stmt *Between : {Loop.Cond, Loop.Inc})
            if (Between && (conflictsWith(T, Between) || ConflictsAcrossIterations(Between, C))) {
              WaitsAtEnd[C].All = true;
              break;
            }
        }
        // A task created in a try block is waited for at the block's end, so that
        // what it throws reaches the block's handlers, as in the elision.
        auto *Try = dyn_cast_or_null<CXXTryStmt>(PM.getParent(C));
        if (Try && Try->getTryBlock() == C) {
          Add(WaitsAtEnd[C], C);
          return;
        }
        if (WaitAtEndIfLocalDies(C)) return;
      }
    }
    // A loop body that is no block and holds T (`while (k < 3) #pragma nano
    // task y += f(k++);`, `for (...) if (e) #pragma nano task ...`): the loop's
    // condition and increment run after T's creation, and the whole body
    // (statements before T, an `else` branch, another case of a switch, an
    // inner loop's init) runs again in the next iteration; when any of them
    // touches what T accesses, the body waits for T after its statement, as
    // the body would with braces (there the statements before T, or T's
    // creation, wait). (A block body is handled above; outer loops at their own bodies.)
    if (isLoop(Parent) && !isa<CompoundStmt>(Cur)) {
      LoopParts Loop = loopParts(Parent);
      auto After = [&](const Stmt *X) {
        return X && (conflictsWith(T, X) || ConflictsAcrossIterations(X, Parent, true));
      };
      if (Loop.Body == Cur && (After(Loop.Cond) || After(Loop.Inc) || ConflictsAcrossIterations(Cur, Parent, true)))
        WaitsAfterBody[Cur].All = true;
    }
    Cur = Parent;
  }
}

void FunctionTaskLowering::emitExits() {
  const bool CXX = Ctx.getLangOpts().CPlusPlus;
  bool AnyLoop = false;
  for (const Site &T : Sites) AnyLoop |= T.InLoop;
  WaitSet Exit;
  Exit.All = AnyLoop;
  for (Site &T : Sites)
    if (!T.InLoop) {
      T.NeedsHandle = true;
      Exit.Handles.insert(T.Id);
    }
  // Handles of in-loop sites that some wait uses.
  for (const Site &T : Sites)
    if (T.NeedsHandle) Exit.Handles.insert(T.Id);
  if (Sites.empty()) return;
  // Returns reached after a task may have been created.
  SourceLocation FirstSite = SM.getExpansionLoc(Sites.front().S->getBeginLoc());
  for (const Site &T : Sites)
    if (SM.isBeforeInTranslationUnit(SM.getExpansionLoc(T.S->getBeginLoc()), FirstSite))
      FirstSite = SM.getExpansionLoc(T.S->getBeginLoc());
  struct Returns : RecursiveASTVisitor<Returns> {
    std::vector<const ReturnStmt *> List;
    bool VisitReturnStmt(ReturnStmt *R) { List.push_back(R); return true; }
    // Returns of other functions: lambdas, blocks, member functions of local classes.
    bool TraverseLambdaExpr(LambdaExpr *) { return true; }
    bool TraverseBlockExpr(BlockExpr *) { return true; }
    bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }
  } Rs;
  Rs.TraverseStmt(const_cast<CompoundStmt *>(Body));
  for (const ReturnStmt *R : Rs.List) {
    bool After = SM.isBeforeInTranslationUnit(FirstSite, SM.getExpansionLoc(R->getBeginLoc()));
    if (!After)
      for (const Site &T : Sites)
        for (const Stmt *L = PM.getParent(T.S); L; L = PM.getParent(L))
          if (isLoop(L))
            for (const Stmt *P = PM.getParent(R); P; P = PM.getParent(P))
              if (P == L) After = true;
    if (!After) continue;
    WaitSet W = Exit;
    auto It = WaitsBefore.find(R);
    if (It != WaitsBefore.end()) {
      W.All |= It->second.All;
      W.Handles.insert(It->second.Handles.begin(), It->second.Handles.end());
      WaitsBefore.erase(It);
    }
    const Stmt *Parent = PM.getParent(R);
    bool Braced = Parent && isa<CompoundStmt>(Parent);
    SourceLocation B = SM.getExpansionLoc(R->getBeginLoc());
    if (Braced) {
      insertBeforeStatement(LC.Rewrite, B, W.text(CXX));
    } else {
      LC.Rewrite.InsertTextBefore(B, "{ " + W.text(CXX));
      LC.Rewrite.InsertTextAfter(stmtRange(R, Ctx).getEnd(), " }");
    }
  }
  // A jump that leaves a block with waits at its end (a parallel block's
  // completion, or locals that die) waits there first: a break or continue
  // whose loop or switch is outside the block, a goto to a label outside it.
  // So does a `continue` or a goto out of a loop body that is no block and
  // waits after its statement (WaitsAfterBody): it lands past that wait, and
  // the loop's condition runs next. (A `break` ends the loop: what follows
  // it is checked as after the loop.)
  // Jumps inside a task statement belong to its outlined copy.
  struct Jumps : RecursiveASTVisitor<Jumps> {
    std::vector<const Stmt *> List;
    bool VisitBreakStmt(BreakStmt *S) { List.push_back(S); return true; }
    bool VisitContinueStmt(ContinueStmt *S) { List.push_back(S); return true; }
    bool VisitGotoStmt(GotoStmt *S) { List.push_back(S); return true; }
    bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  } Js;
  Js.TraverseStmt(const_cast<CompoundStmt *>(Body));
  for (const Stmt *J : Js.List) {
    WaitSet W;
    bool InSite = false, Captured = false;
    const LabelStmt *Label = nullptr;
    if (auto *G = dyn_cast<GotoStmt>(J)) Label = G->getLabel()->getStmt();
    for (const Stmt *P = PM.getParent(J); P && !InSite; P = PM.getParent(P)) {
      if (SiteStmts.count(P)) InSite = true;
      if (!Label && (isLoop(P) || (isa<BreakStmt>(J) && isa<SwitchStmt>(P)))) Captured = true;
      if (Captured) break;
      auto It = WaitsAtEnd.find(P);
      if (It == WaitsAtEnd.end()) {
        It = WaitsAfterBody.find(P);
        if (It == WaitsAfterBody.end() || isa<BreakStmt>(J)) continue;
      }
      if (Label) {
        CharSourceRange R = stmtRange(P, Ctx);
        SourceLocation L = SM.getExpansionLoc(Label->getBeginLoc());
        if (SM.isBeforeInTranslationUnit(R.getBegin(), L) && SM.isBeforeInTranslationUnit(L, R.getEnd()))
          break; // the label is inside this block: the jump stays in it
      }
      W.All |= It->second.All;
      W.Handles.insert(It->second.Handles.begin(), It->second.Handles.end());
    }
    if (InSite || W.empty()) continue;
    const Stmt *Parent = PM.getParent(J);
    SourceLocation B = SM.getExpansionLoc(J->getBeginLoc());
    if (Parent && isa<CompoundStmt>(Parent)) {
      insertBeforeStatement(LC.Rewrite, B, W.text(CXX));
    } else {
      LC.Rewrite.InsertTextBefore(B, "{ " + W.text(CXX));
      LC.Rewrite.InsertTextAfter(stmtRange(J, Ctx).getEnd(), " }");
    }
  }
  // Waits before other statements, after loop bodies and at the end of blocks.
  // (The body goes in a block of its own: a wait right after an `if` body would
  // read as misleading indentation.) A wait before a loop body goes inside its
  // braces (InsertTextBefore puts the later text first): it must not become
  // the loop's body.
  for (auto &[S, W] : WaitsBefore)
    insertBeforeStatement(LC.Rewrite, SM.getExpansionLoc(S->getBeginLoc()), W.text(CXX));
  for (auto &[S, W] : WaitsAfterBody) {
    LC.Rewrite.InsertTextBefore(SM.getExpansionLoc(S->getBeginLoc()), "{ { ");
    LC.Rewrite.InsertTextAfter(stmtRange(S, Ctx).getEnd(), " } " + W.text(CXX) + " }");
  }
  for (auto &[S, W] : WaitsAtEnd)
    if (S != Body) // (a function-try-block's try block: Exit waits for every task there)
      LC.Rewrite.InsertTextBefore(SM.getExpansionLoc(cast<CompoundStmt>(S)->getRBracLoc()), W.text(CXX));
  // Falling off the end of the body.
  LC.Rewrite.InsertTextBefore(SM.getExpansionLoc(Body->getRBracLoc()), Exit.text(CXX));
  // Handles, declared first thing in the body.
  std::string Decls;
  const char *Null = Ctx.getLangOpts().CPlusPlus ? "nullptr" : "0";
  for (unsigned H : Exit.Handles) Decls += "nano_task *nano_h_" + std::to_string(H) + " = " + Null + "; ";
  LC.Rewrite.InsertTextAfter(blockStart(Body, Ctx), atBlockStart(Body, Decls));
  waitWhenUnwinding(Body);
}

void FunctionTaskLowering::waitWhenUnwinding(const CompoundStmt *Block) {
  // C++: an exception must not end the lifetime of what the function's tasks
  // use, nor reach a handler that reads what they write, before they finish;
  // and a task's exception comes before one its creator throws later, as in
  // the sequential elision. In the body and in every try block holding a task,
  // from the first statement that creates one, and in any block holding a task
  // from the next such statement after each declaration of a local, to the end
  // of the block: `try { ... } catch (...) { nano_rethrow_first_(); }`. The
  // handler runs with the locals declared before the `try` still alive, waits
  // for the tasks and rethrows the exception of the earliest-created one that
  // threw, else the one it caught. The closing text goes after the block's
  // last wait, so the waits run inside.
  // Not in a switch body, nor where a `goto` outside the protected statements
  // jumps to a label inside them: a jump may not enter a try block. Such a
  // `try` is left out, and one around the whole body (which no jump can
  // enter) stands for it. Not in a function with a computed goto.
  const LangOptions &LO = Ctx.getLangOpts();
  if (!LO.CPlusPlus || !LO.CXXExceptions || Sites.empty() || F->isConstexpr()) return;
  std::vector<std::pair<const GotoStmt *, const LabelStmt *>> Jumps;
  for (const Stmt *J : gotos()) {
    if (isa<IndirectGotoStmt>(J)) return;
    if (const LabelStmt *L = cast<GotoStmt>(J)->getLabel()->getStmt()) Jumps.push_back({cast<GotoStmt>(J), L});
  }
  auto Before = [&](SourceLocation A, SourceLocation B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
  };
  // True when a `try` from Child (a statement of C) to the end of C would be
  // entered by a jump: a label inside it, its goto outside.
  auto Jumped = [&](const CompoundStmt *C, const Stmt *Child) {
    SourceLocation From = Child->getBeginLoc(), To = C->getRBracLoc();
    auto Inside = [&](SourceLocation L) { return !Before(L, From) && Before(L, To); };
    for (auto [Goto, Label] : Jumps)
      if (Inside(Label->getBeginLoc()) && !Inside(Goto->getBeginLoc())) return true;
    return false;
  };
  const std::string Open = "try { ";
  const std::string Close = "} catch (...) { nano_rethrow_first_(); } ";
  bool WholeBody = false; // a `try` left out: one around the whole body instead
  std::map<const CompoundStmt *, std::set<const Stmt *>> Holders; // block -> its children holding a task
  for (const Site &T : Sites)
    for (const Stmt *Child = T.S, *P = PM.getParent(T.S); P; Child = P, P = PM.getParent(P)) {
      if (auto *C = dyn_cast<CompoundStmt>(P); C && !isa_and_nonnull<SwitchStmt>(PM.getParent(C)))
        Holders[C].insert(Child);
      if (P == Block) break;
    }
  for (const auto &[C, Children] : Holders) {
    // An inner block needs one only after a local of its own (the enclosing
    // blocks' cover the rest), a try block always (its handlers).
    auto *Try = dyn_cast_or_null<CXXTryStmt>(PM.getParent(C));
    bool Covered = C != Block && !(Try && Try->getTryBlock() == C);
    std::string Closers;
    for (const Stmt *Child : C->body()) {
      if (isa<DeclStmt>(Child)) Covered = false; // a later local: protect it too
      if (!Children.count(Child) || Covered) continue;
      Covered = true;
      if (Jumped(C, Child)) {
        WholeBody = true;
        continue;
      }
      insertBeforeStatement(LC.Rewrite, SM.getExpansionLoc(Child->getBeginLoc()), Open);
      Closers += Close; // nested: every one ends at the end of C
    }
    if (!Closers.empty()) LC.Rewrite.InsertTextAfter(SM.getExpansionLoc(C->getRBracLoc()), Closers);
  }
  if (WholeBody) {
    LC.Rewrite.InsertTextAfter(blockStart(Block, Ctx), atBlockStart(Block, Open));
    LC.Rewrite.InsertTextAfter(SM.getExpansionLoc(Block->getRBracLoc()), Close);
  }
}

} // namespace detail
} // namespace nanocc
