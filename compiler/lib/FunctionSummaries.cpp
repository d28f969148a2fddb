//===- FunctionSummaries.cpp - Interprocedural access summaries -----------===//
#include "nanocc/Summaries.h"
#include "nanocc/ContainerBuffers.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/DeclaredAccesses.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/ParameterFieldSections.h"
#include "nanocc/Pragma.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/StateChanges.h"
#include "nanocc/StaticLocals.h"
#include "nanocc/StdAlgorithms.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace clang;

namespace nanocc {

const FunctionSummary *SummaryTable::lookup(const FunctionDecl *F) const {
  if (!F) return nullptr;
  auto It = Map.find(F->getCanonicalDecl());
  return It == Map.end() ? nullptr : &It->second;
}

namespace {

bool isParamOrConstAtoms(const SymRange &R, const std::set<std::string> &Params) {
  std::set<std::string> Atoms;
  collectAtoms(R.Lo, Atoms);
  collectAtoms(R.Len, Atoms);
  if (hasOpaque(R.Lo) || hasOpaque(R.Len)) return false;
  for (const std::string &A : Atoms)
    if (!Params.count(A)) return false;
  return true;
}

std::string key(const SummaryAccess &A) {
  std::string K = A.Global ? "g:" + A.Global->getNameAsString() + (A.GlobalPointee ? "*" : "")
                           : "p:" + std::to_string(A.Param);
  K += A.Read ? "r" : "";
  K += A.Write ? "w" : "";
  K += A.PackedBits ? "b" : "";
  if (A.Lvalue) return K + "{" + A.Lvalue->text + "}";
  if (A.Unbounded) return K + "[*]";
  return K + "[" + printSym(A.Range.Lo) + "+" + printSym(A.Range.Len) + "]";
}

std::string fingerprint(const FunctionSummary &S) {
  std::vector<std::string> Keys;
  for (const SummaryAccess &A : S.Accesses) Keys.push_back(key(A));
  std::sort(Keys.begin(), Keys.end());
  std::string F = S.Unknown ? (S.UnknownWrites ? "UW" : "U") : "";
  F += S.AllGlobals ? "G" : "";
  for (auto &K : Keys) F += K + ";";
  return F;
}

/// The smallest of \p Sections' ranges starting at one of their starts and
/// ending at one of their ends that contains them all (for non-negative
/// atoms), if any: the four neighbours of a stencil, `in[(i-1)*n+j]` ..
/// `in[(i+1)*n+j]`, hull to the rows from lo-1 to hi.
std::optional<SymRange> hullOf(const std::vector<SymRange> &Sections) {
  for (const SymRange &First : Sections)
    for (const SymRange &Last : Sections) {
      SymRange H{First.Lo, Last.Lo + Last.Len - First.Lo};
      if (llvm::all_of(Sections, [&](const SymRange &R) { return containsNonNegative(H, R); })) return H;
    }
  return std::nullopt;
}

/// Are the two ranges the same constant bytes?
bool sameConstantRange(const SymRange &A, const SymRange &B) {
  auto ALo = constValue(A.Lo), ALen = constValue(A.Len), BLo = constValue(B.Lo), BLen = constValue(B.Len);
  return ALo && ALen && BLo && BLen && *ALo == *BLo && *ALen == *BLen;
}

/// Do the two entries have the same element type (or both none)?
bool sameElementType(const SummaryAccess &A, const SummaryAccess &B) {
  if (A.ElemType.isNull() || B.ElemType.isNull()) return A.ElemType.isNull() == B.ElemType.isNull();
  return A.ElemType.getCanonicalType().getUnqualifiedType() == B.ElemType.getCanonicalType().getUnqualifiedType();
}

/// \p E, which holds \p A's bytes, takes on \p A's packed bits and field,
/// and no element type when theirs differ (A's objects are in E's bytes).
void absorb(SummaryAccess &E, const SummaryAccess &A) {
  E.PackedBits |= A.PackedBits;
  if (!sameElementType(E, A)) E.ElemType = clang::QualType();
  E.RecordField &= A.RecordField && sameConstantRange(E.FieldExtent, A.FieldExtent);
}

/// At the limit of sections, \p A joined to one entry (of the same base and
/// modes, \p Same) whose hull with it contains both: a stencil's shifted
/// sweeps `src[i-1]`, `src[i]`, `src[i+1]` become one section beside the
/// edges `src[0]` and `src[n-1]` (which no hull of all holds when n may be 0).
template <typename SameKey>
bool mergeIntoNeighbour(FunctionSummary &S, const SummaryAccess &A, SameKey Same) {
  if (A.Unbounded) return false;
  for (SummaryAccess &E : S.Accesses) {
    if (!Same(E) || E.Unbounded) continue;
    auto H = hullOf({E.Range, A.Range});
    if (!H) continue;
    E.Range = *H;
    absorb(E, A);
    if (!sameElementType(E, A)) E.ElemType = clang::QualType();
    if (E.Why.empty()) E.Why = A.Why;
    return true;
  }
  return false;
}

/// Adds A unless an existing entry for the same base and modes contains it.
/// Widening: a base that already has MaxSections entries for these modes
/// becomes one entry, their hull when one contains them all, else unbounded
/// (recursion that shifts a pointer by a symbolic amount would otherwise add
/// new sections at every round, without end; the rounds are capped too).
void join(FunctionSummary &S, const SummaryAccess &A) {
  constexpr unsigned MaxSections = 4;
  if (A.Lvalue) { // kept as written: one entry per lvalue and modes
    if (llvm::none_of(S.Accesses, [&](const SummaryAccess &E) {
          return E.Lvalue == A.Lvalue && E.Read == A.Read && E.Write == A.Write;
        }))
      S.Accesses.push_back(A);
    return;
  }
  auto Same = [&](const SummaryAccess &E) {
    return !E.Lvalue && E.Param == A.Param && E.Global == A.Global && E.GlobalPointee == A.GlobalPointee &&
           E.Read == A.Read && E.Write == A.Write;
  };
  unsigned Count = 0;
  for (SummaryAccess &E : S.Accesses) {
    if (!Same(E)) continue;
    if (E.Unbounded || (!A.Unbounded && containsNonNegative(E.Range, A.Range))) {
      absorb(E, A);
      return;
    }
    ++Count;
  }
  if (Count + 1 < MaxSections) {
    S.Accesses.push_back(A);
    return;
  }
  SummaryAccess Whole = A;
  Whole.RecordField = false; // sections of several fields
  std::vector<SymRange> Sections{A.Range};
  bool OneType = true;
  for (const SummaryAccess &E : S.Accesses)
    if (Same(E)) {
      Sections.push_back(E.Range);
      Whole.PackedBits |= E.PackedBits;
      OneType &= sameElementType(E, A);
    }
  if (auto H = A.Unbounded || A.Lvalue ? std::nullopt : hullOf(Sections)) {
    Whole.Range = *H;
    if (!OneType) Whole.ElemType = clang::QualType();
    Whole.Why = "the hull of " + std::to_string(Sections.size()) + " sections accessed through one base";
  } else if (mergeIntoNeighbour(S, A, Same)) {
    return;
  } else {
    Whole.Unbounded = true;
    Whole.Why = "more than " + std::to_string(MaxSections - 1) +
                " sections through one base (or sections reached through recursive calls) were widened to "
                "the whole object";
  }
  S.Accesses.erase(std::remove_if(S.Accesses.begin(), S.Accesses.end(), Same), S.Accesses.end());
  S.Accesses.push_back(Whole);
}

/// A bounded section of a summary and the facts (Access::Guards over the
/// parameters) that hold whenever it is accessed.
struct GuardedSection {
  SummaryAccess Access;
  std::vector<SymRef> Facts;
};

bool sameBase(const SummaryAccess &A, const SummaryAccess &B) {
  return A.Param == B.Param && A.Global == B.Global && A.GlobalPointee == B.GlobalPointee;
}

/// Drops the sections that lie inside another section of the same base and
/// element type whenever they are accessed (the combine step a[0] += a[n - 1]
/// after the recursive halves, which runs only when n > 2, inside the loop's
/// a[0:n]): a summary of single points with symbolic indexes never reaches a
/// fixed point. A section that absorbs others is not absorbed itself (its
/// own facts would not carry over to them).
std::vector<SummaryAccess> absorbPoints(std::vector<GuardedSection> Items) {
  std::vector<bool> Absorbed(Items.size()), Absorbs(Items.size());
  for (size_t I = 0; I < Items.size(); ++I) {
    const SummaryAccess &A = Items[I].Access;
    if (A.Unbounded || Absorbs[I] || (A.Param < 0 && !A.GlobalPointee)) continue;
    auto Container = [&](bool Mode) -> int {
      for (size_t J = 0; J < Items.size(); ++J) {
        const SummaryAccess &E = Items[J].Access;
        if (J == I || Absorbed[J] || E.Unbounded || !sameBase(A, E) || !(Mode ? E.Write : E.Read) ||
            E.ElemType.isNull() != A.ElemType.isNull() ||
            (!A.ElemType.isNull() && A.ElemType.getCanonicalType().getUnqualifiedType() !=
                                         E.ElemType.getCanonicalType().getUnqualifiedType()))
          continue;
        if (containsNonNegativeWhere(E.Range, A.Range, Items[I].Facts)) return static_cast<int>(J);
      }
      return -1;
    };
    int ForRead = A.Read ? Container(false) : -2, ForWrite = A.Write ? Container(true) : -2;
    if (ForRead == -1 || ForWrite == -1) continue;
    Absorbed[I] = true;
    for (int J : {ForRead, ForWrite})
      if (J >= 0) Absorbs[J] = true;
  }
  std::vector<SummaryAccess> Kept;
  for (size_t I = 0; I < Items.size(); ++I)
    if (!Absorbed[I]) Kept.push_back(std::move(Items[I].Access));
  return Kept;
}

/// The reason an access \p A of \p F cannot be bounded, for messages at
/// F's call sites: the access as written, where it is, and \p Reason (found
/// by the access collector for F's body, which it calls "the statement").
std::string whereUnbounded(const FunctionDecl *F, const Access &A, std::string Reason) {
  const SourceManager &SM = F->getASTContext().getSourceManager();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(A.Loc));
  std::string Name = F->getNameAsString();
  for (const char *Scope : {"the statement", "the function"})
    if (size_t At = Reason.find(Scope); At != std::string::npos) Reason.replace(At, strlen(Scope), "'" + Name + "'");
  std::string Where = P.isValid() ? " at " + llvm::sys::path::filename(P.getFilename()).str() + ":" +
                                        std::to_string(P.getLine())
                                  : "";
  return "'" + A.Text + "' in '" + Name + "'" + Where + " cannot be bounded: " + Reason;
}

/// Whether \p Within has a bounded section of \p G's base, for its modes,
/// containing it whenever it is accessed (by \p G's facts).
bool containedWhere(const GuardedSection &G, const FunctionSummary &Within) {
  const SummaryAccess &A = G.Access;
  if (A.Unbounded || A.Lvalue || (A.Param < 0 && !A.GlobalPointee)) return false;
  return llvm::any_of(Within.Accesses, [&](const SummaryAccess &E) {
    return !E.Unbounded && !E.Lvalue && sameBase(A, E) && (!A.Read || E.Read) && (!A.Write || E.Write) &&
           containsNonNegativeWhere(E.Range, A.Range, G.Facts);
  });
}

/// The accesses of a body, expressed as a summary; those at the indices
/// \p Translated are left out (translateDeclaredCalls stands for them), and
/// so are the sections inside a section of \p Within whenever accessed.
FunctionSummary summarise(const FunctionDecl *F, const AccessList &List, const std::set<size_t> &Translated,
                          const FunctionSummary *Within = nullptr) {
  FunctionSummary S;
  std::set<std::string> Params;
  for (const ParmVarDecl *P : F->parameters()) Params.insert(P->getNameAsString());
  std::vector<GuardedSection> Sections;
  std::vector<SummaryAccess> FieldSections; // through a parameter's pointer field, as lvalues
  for (size_t I = 0; I < List.size(); ++I) {
    if (Translated.count(I)) continue;
    const Access &A = List[I];
    SummaryAccess SA;
    SA.Read = A.Read;
    SA.Write = A.Write;
    SA.PackedBits = A.PackedBits;
    SA.ElemType = A.Ref.ElemType;
    SA.Range = A.Ref.Range;
    SA.Unbounded = A.Ref.Unbounded;
    SA.PointerWalk = A.Ref.PointerWalk;
    SA.Why = A.Why;
    switch (A.Ref.Kind) {
    case BaseKind::Unknown:
      S.Unknown = true;
      S.UnknownWrites |= A.Write;
      if (S.UnknownWhy.empty()) S.UnknownWhy = "reaches memory that cannot be bounded: " + A.Why;
      continue;
    case BaseKind::AllGlobals:
      S.AllGlobals = true;
      if (S.GlobalsFunction.empty()) S.GlobalsFunction = A.GlobalsFunction;
      (A.LibraryState ? S.LibraryState : S.OtherGlobalState) = true;
      continue;
    case BaseKind::PointeeExpr:
      if (std::optional<htg::Access> Section = parameterFieldSection(F, A, List)) {
        SA.Lvalue = std::move(Section);
        SA.ParameterField = true;
        SA.Unbounded = SA.PointerWalk = false;
        SA.Range = SymRange();
        SA.Why.clear();
        FieldSections.push_back(std::move(SA));
        continue;
      }
      S.Unknown = true;
      S.UnknownWrites |= A.Write;
      if (S.UnknownWhy.empty())
        S.UnknownWhy = "accesses memory through '" + A.Ref.ExprText + "'";
      continue;
    case BaseKind::Object: {
      auto *VD = dyn_cast<VarDecl>(A.Ref.Var);
      if (!VD || !VD->hasGlobalStorage()) continue; // private
      if (VD->isStaticLocal() && !hasStaticStandIn(VD)) {
        // One object shared by every call, reachable under other names: a
        // task calling F cannot register it, so it runs inline (in order).
        S.Unknown = true;
        S.UnknownWrites |= A.Write;
        if (S.UnknownWhy.empty())
          S.UnknownWhy = "uses its static local '" + VD->getNameAsString() +
                         "', shared by every call, whose address it lets other code use";
        continue;
      }
      SA.Global = VD;
      SA.RecordField = A.Ref.RecordField && constValue(A.Ref.FieldExtent.Lo) && constValue(A.Ref.FieldExtent.Len);
      if (SA.RecordField) SA.FieldExtent = A.Ref.FieldExtent;
      break;
    }
    case BaseKind::Pointee: {
      auto *VD = dyn_cast<VarDecl>(A.Ref.Var);
      if (auto *PV = dyn_cast<ParmVarDecl>(A.Ref.Var)) {
        SA.Param = static_cast<int>(PV->getFunctionScopeIndex());
      } else if (VD && VD->hasGlobalStorage() && !VD->isStaticLocal()) { // a static local: no name at the call
        SA.Global = VD;
        SA.GlobalPointee = true;
      } else {
        S.Unknown = true;
        S.UnknownWrites |= A.Write;
        if (S.UnknownWhy.empty() && VD && VD->isStaticLocal())
          S.UnknownWhy = "reaches memory through its static local '" + VD->getNameAsString() +
                         "', which no other function can name";
        continue;
      }
      break;
    }
    }
    if (!SA.Unbounded && !isParamOrConstAtoms(SA.Range, Params)) {
      SA.Unbounded = true;
      if (SA.Why.empty()) SA.Why = whereUnbounded(F, A, "its bounds depend on values computed inside the function");
    } else if (SA.Unbounded && llvm::StringRef(SA.Why).starts_with("the subscript ")) {
      SA.Why = whereUnbounded(F, A, SA.Why);
    }
    if (SA.Unbounded && SA.Global && !SA.GlobalPointee) {
      // A global object has a known extent: the whole of it.
      SA.Unbounded = false;
      SA.Range.Lo = Sym::constant(0);
      QualType T = SA.Global->getType();
      if (!T->isIncompleteType() && !T->isVariablyModifiedType())
        SA.Range.Len = Sym::constant(F->getASTContext().getTypeSizeInChars(T).getQuantity());
      else
        SA.Unbounded = true;
    }
    GuardedSection G{SA, {}};
    for (const SymRef &Fact : A.Guards)
      if (isParamOrConstAtoms({Fact, Sym::constant(0)}, Params)) G.Facts.push_back(Fact);
    Sections.push_back(std::move(G));
  }
  // The memory it cannot name may be a reference parameter's object that the
  // body bound to a reference member (`Log l{out, id};`, whose destructor
  // appends to `out`): that object, anywhere in it, as the unknown accesses go.
  if (S.Unknown) {
    AliasFacts Facts = computeAliasFacts(F);
    for (const ParmVarDecl *P : F->parameters())
      if (P->getType()->isReferenceType() && Facts.Escaped.count(P)) {
        SummaryAccess SA;
        SA.Param = static_cast<int>(P->getFunctionScopeIndex());
        SA.Read = true;
        SA.Write = S.UnknownWrites && !P->getType()->getPointeeType().isConstQualified();
        SA.Unbounded = true;
        SA.Why = "'" + P->getNameAsString() + "' is bound to a reference the function keeps";
        Sections.push_back({SA, {}});
      }
  }
  // A subscript that cannot be bounded stays unbounded (from the parameter's
  // pointee on): a call site bounds it by the argument's whole named object,
  // or runs the task in order. Assuming it inside the sections of the bounded
  // accesses missed writes beyond them (`v[n + k]` after a loop over v[0:n]).
  if (Within) llvm::erase_if(Sections, [&](const GuardedSection &G) { return containedWhere(G, *Within); });
  for (const SummaryAccess &SA : absorbPoints(std::move(Sections))) join(S, SA);
  for (const SummaryAccess &SA : FieldSections) join(S, SA);
  return S;
}

class CallGraphBuilder : public RecursiveASTVisitor<CallGraphBuilder> {
public:
  std::map<const FunctionDecl *, std::set<const FunctionDecl *>> Edges;
  std::vector<const FunctionDecl *> Order;
  const SourceManager *SM = nullptr;
  ASTContext *Ctx = nullptr;
  const IndirectCallTargets *Indirect = nullptr; ///< calls through pointers: edges to their targets
  const FunctionDecl *Current = nullptr;

  bool shouldVisitTemplateInstantiations() const { return true; }

  /// System-header code gets no summary (TraverseFunctionDecl), so its declarations
  /// are not walked: with a precompiled preamble, walking them would deserialise
  /// every header body.
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && SM->isInSystemHeader(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool TraverseFunctionDecl(FunctionDecl *FD) {
    return withSummary(FD, [&] { return RecursiveASTVisitor::TraverseFunctionDecl(FD); });
  }
  /// A static member function is called like a function (callAccesses), so it
  /// gets a summary too; other members are analysed at each call (memberCallEffects).
  bool TraverseCXXMethodDecl(CXXMethodDecl *MD) {
    if (!MD->isStatic()) return RecursiveASTVisitor::TraverseCXXMethodDecl(MD);
    return withSummary(MD, [&] { return RecursiveASTVisitor::TraverseCXXMethodDecl(MD); });
  }
  /// Traverses FD's body with FD as the caller of the calls found in it.
  bool withSummary(FunctionDecl *FD, llvm::function_ref<bool()> Traverse) {
    const FunctionDecl *Saved = Current;
    if (FD->doesThisDeclarationHaveABody() && !FD->isDependentContext() &&
        !SM->isInSystemHeader(FD->getLocation())) {
      Current = FD->getCanonicalDecl();
      if (!Edges.count(Current)) Order.push_back(Current);
      Edges[Current];
    }
    bool R = Traverse();
    Current = Saved;
    return R;
  }
  bool VisitCallExpr(CallExpr *CE) {
    if (!Current) return true;
    if (const FunctionDecl *Callee = CE->getDirectCallee()) {
      Edges[Current].insert(Callee->getCanonicalDecl());
      return true;
    }
    std::vector<const FunctionDecl *> Targets;
    if (Indirect && Indirect->targetsOf(CE, *Ctx, Targets))
      for (const FunctionDecl *T : Targets) Edges[Current].insert(T->getCanonicalDecl());
    return true;
  }
};

/// Tarjan's SCCs, emitted callees first.
void sccs(const std::map<const FunctionDecl *, std::set<const FunctionDecl *>> &Edges,
          const std::vector<const FunctionDecl *> &Order,
          std::vector<std::vector<const FunctionDecl *>> &Out) {
  std::map<const FunctionDecl *, int> Index, Low;
  std::set<const FunctionDecl *> OnStack;
  std::vector<const FunctionDecl *> Stack;
  int Next = 0;
  std::function<void(const FunctionDecl *)> Visit = [&](const FunctionDecl *V) {
    Index[V] = Low[V] = Next++;
    Stack.push_back(V);
    OnStack.insert(V);
    auto It = Edges.find(V);
    if (It != Edges.end())
      for (const FunctionDecl *W : It->second) {
        if (!Edges.count(W)) continue;
        if (!Index.count(W)) {
          Visit(W);
          Low[V] = std::min(Low[V], Low[W]);
        } else if (OnStack.count(W))
          Low[V] = std::min(Low[V], Index[W]);
      }
    if (Low[V] == Index[V]) {
      std::vector<const FunctionDecl *> C;
      const FunctionDecl *W;
      do {
        W = Stack.back();
        Stack.pop_back();
        OnStack.erase(W);
        C.push_back(W);
      } while (W != V);
      Out.push_back(std::move(C));
    }
  };
  for (const FunctionDecl *F : Order)
    if (!Index.count(F)) Visit(F);
}

/// The integer parameters of \p F, by name.
std::vector<std::string> integerParameters(const FunctionDecl *F) {
  std::vector<std::string> Names;
  for (const ParmVarDecl *P : F->parameters())
    if (P->getType()->isIntegerType() && !P->getType()->isBooleanType() && !P->getName().empty())
      Names.push_back(P->getNameAsString());
  return Names;
}

/// \p S with the sections through pointer parameters widened to their first
/// `Length` elements ([0, Length * sizeof element)): every parameter's with
/// \p All, else only those of a parameter with a section that is not
/// constant (`a[h:n - h]`, not `*count`); nullopt when an element type is unknown.
std::optional<FunctionSummary> extentHypothesis(const FunctionSummary &S, const std::string &Length, bool All,
                                                ASTContext &Ctx) {
  FunctionSummary H = S;
  std::set<int> Moving;
  for (const SummaryAccess &A : S.Accesses)
    if (A.Param >= 0 && !A.Global && !A.Lvalue &&
        (All || A.Unbounded || !A.Range.Lo || !A.Range.Len || !constValue(A.Range.Lo) || !constValue(A.Range.Len)))
      Moving.insert(A.Param);
  for (SummaryAccess &A : H.Accesses) {
    if (A.Param < 0 || A.Global || A.Lvalue || !Moving.count(A.Param)) continue;
    if (A.ElemType.isNull() || A.ElemType->isIncompleteType() || A.ElemType->isDependentType()) return std::nullopt;
    int64_t Size = Ctx.getTypeSizeInChars(A.ElemType).getQuantity();
    if (Size <= 0) return std::nullopt;
    A.Range = {Sym::constant(0), Sym::atom(Length) * Sym::constant(Size)};
    A.Unbounded = A.PointerWalk = false;
    A.Why = "the recursion stays in the first '" + Length + "' elements, proved by induction";
  }
  FunctionSummary Joined = H; // one section per base and modes
  Joined.Accesses.clear();
  for (const SummaryAccess &A : H.Accesses) join(Joined, A);
  return Joined;
}

} // namespace

void SummaryTable::build(ASTContext &Ctx, const PragmaTable &Pragmas, Diagnoser &Diags) {
  // Declared summaries first: they override bodies.
  std::set<const FunctionDecl *> Declared;
  for (const NanoPragma &P : Pragmas.Pragmas) {
    if (P.Kind != DirectiveKind::Declare || !P.Valid || !P.Function) continue;
    const FunctionDecl *FD = P.Function->getCanonicalDecl();
    FunctionSummary S = declaredSummary(P, Ctx, Diags);
    // A body in this file is summarised too, and checked against the declaration
    // (checkDeclaredBody) once its component is done.
    if (const FunctionDecl *Def = FD->getDefinition(); Def && Def->getBody()) {
      DeclaredBodies[FD] = {S, P.DirectiveLoc};
      continue;
    }
    Map[FD] = S;
    Declared.insert(FD);
  }

  Indirect.build(Ctx);
  CallGraphBuilder CG;
  CG.SM = &Ctx.getSourceManager();
  CG.Ctx = &Ctx;
  CG.Indirect = &Indirect;
  CG.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::vector<std::vector<const FunctionDecl *>> Components;
  sccs(CG.Edges, CG.Order, Components);
  AccessQuery Q{Ctx, this, nullptr};
  for (const auto &C : Components) {
    std::vector<const FunctionDecl *> Pending;
    for (const FunctionDecl *F : C)
      if (!Declared.count(F)) {
        Pending.push_back(F);
        Map[F] = FunctionSummary();
      }
    bool Recursive = C.size() > 1 || (CG.Edges[C[0]].count(C[0]) > 0);
    // One round for F: its body's accesses, calls mapped through the current
    // summaries, joined into Map[F] (those inside it whenever accessed left
    // out, with \p Guarded). True when Map[F] changed.
    auto Round = [&](const FunctionDecl *F, bool Guarded) {
      const FunctionDecl *Def = F->getDefinition();
      if (!Def || !Def->getBody()) return false;
      AccessList Body = collectAccesses(Def->getBody(), Q);
      DeclaredCallTranslation Wrapped = translateDeclaredCalls(Def, Body, *this, Ctx);
      FunctionSummary New = summarise(Def, Body, Wrapped.Covered, Guarded ? &Map[F] : nullptr);
      New.Accesses.insert(New.Accesses.end(), Wrapped.Accesses.begin(), Wrapped.Accesses.end());
      FunctionSummary &Old = Map[F];
      Old.ParamNames = Def;
      std::string Before = fingerprint(Old);
      for (const SummaryAccess &A : New.Accesses) join(Old, A);
      Old.Unknown |= New.Unknown;
      Old.UnknownWrites |= New.UnknownWrites;
      Old.AllGlobals |= New.AllGlobals;
      Old.LibraryState |= New.LibraryState;
      Old.OtherGlobalState |= New.OtherGlobalState;
      if (Old.UnknownWhy.empty()) Old.UnknownWhy = New.UnknownWhy;
      if (Old.GlobalsFunction.empty()) Old.GlobalsFunction = New.GlobalsFunction;
      return fingerprint(Old) != Before;
    };
    // Rounds until nothing changes; after the third, an inductive guess, else
    // every access is widened to its whole object (sound, and the next round
    // cannot grow it).
    for (int Iter = 0; Iter < 4; ++Iter) {
      bool Changed = false;
      for (const FunctionDecl *F : Pending) Changed |= Round(F, false);
      if (!Changed || !Recursive) break;
      if (Iter == 2 && proveExtents(Pending, [&](const FunctionDecl *F) { return Round(F, true); }, Ctx)) break;
      if (Iter == 2) // no fixed point: give up precision, stay sound
        for (const FunctionDecl *F : Pending)
          for (SummaryAccess &A : Map[F].Accesses) {
            A.Unbounded = true;
            A.Why = "recursion did not reach a fixed point";
          }
    }
    for (const FunctionDecl *F : C)
      if (auto It = DeclaredBodies.find(F); It != DeclaredBodies.end()) checkDeclaredBody(F, It->second, Diags);
  }
}

bool SummaryTable::proveExtents(const std::vector<const FunctionDecl *> &Pending,
                                llvm::function_ref<bool(const FunctionDecl *)> Round, ASTContext &Ctx) {
  std::map<const FunctionDecl *, FunctionSummary> Unsettled;
  std::vector<std::vector<std::string>> Choices;
  size_t Combinations = 1;
  for (const FunctionDecl *F : Pending) {
    FunctionSummary &S = Map[F];
    if (S.Unknown || S.AllGlobals) return false;
    Unsettled[F] = S;
    const FunctionDecl *Def = F->getDefinition();
    Choices.push_back(Def ? integerParameters(Def) : std::vector<std::string>{});
    if (Choices.back().empty()) return false;
    Combinations *= Choices.back().size();
    if (Combinations > 16) return false;
  }
  for (size_t Pick = 0; Pick < 2 * Combinations; ++Pick) {
    size_t Rest = Pick / 2;
    const bool All = Pick % 2; // first the guess that keeps constant sections
    bool Formed = true;
    for (size_t K = 0; K < Pending.size() && Formed; ++K) {
      const std::string &Length = Choices[K][Rest % Choices[K].size()];
      Rest /= Choices[K].size();
      std::optional<FunctionSummary> Guess = extentHypothesis(Unsettled[Pending[K]], Length, All, Ctx);
      if (Guess) Map[Pending[K]] = std::move(*Guess);
      Formed = Guess.has_value();
    }
    bool Confirmed = Formed;
    for (const FunctionDecl *F : Pending)
      if (Confirmed && Round(F)) Confirmed = false;
    if (Confirmed) return true;
  }
  for (const FunctionDecl *F : Pending) Map[F] = Unsettled[F];
  return false;
}

void SummaryTable::checkDeclaredBody(const FunctionDecl *F, const DeclaredBody &D, Diagnoser &Diags) {
  FunctionSummary &Body = Map[F];
  // A body the analysis cannot bound: the declaration is all there is to go by.
  if (Body.Unknown || Body.AllGlobals) {
    Body = D.Summary;
    return;
  }
  for (const SummaryAccess &A : Body.Accesses) {
    bool Covered = llvm::any_of(D.Summary.Accesses, [&](const SummaryAccess &S) {
      bool SameBase = A.Global ? S.Global == A.Global && S.GlobalPointee == A.GlobalPointee
                               : A.Param >= 0 && S.Param == A.Param;
      return SameBase && (A.Write ? S.Write : S.Read || S.Write);
    });
    if (Covered) continue;
    // The declaration is narrower than the body: the body's accesses are kept,
    // else tasks that conflict would run together.
    std::string Name = A.Global ? A.Global->getNameAsString()
                       : Body.ParamNames && A.Param < static_cast<int>(Body.ParamNames->getNumParams())
                           ? Body.ParamNames->getParamDecl(A.Param)->getNameAsString()
                           : "parameter " + std::to_string(A.Param + 1);
    Diags.report(D.Loc, Diag::DeclareNarrowerThanBody)
        << F->getNameAsString() << (A.Write ? "writes" : "reads") << Name;
    return;
  }
  Body = D.Summary; // it covers the body: its sections may be narrower
}

namespace {

bool nameIn(llvm::StringRef N, std::initializer_list<const char *> L) {
  for (const char *S : L) if (N == S) return true;
  return false;
}

/// C library functions that compute a value from their arguments alone.
bool isLibraryValueFunction(llvm::StringRef Name) {
  return nameIn(Name, {"sqrt", "sqrtf", "fabs", "fabsf", "exp", "expf", "log", "logf", "log2",
                       "log10", "pow", "powf", "sin", "sinf", "cos", "cosf", "tan", "atan",
                       "atan2", "floor", "ceil", "fmin", "fmax", "fmod", "abs", "labs", "llabs",
                       "round", "trunc", "hypot", "exp2", "cbrt", "tanh", "sinh", "cosh", "asin",
                       "acos", "erf", "lround", "isnan", "isinf", "toupper", "tolower", "isdigit",
                       "isalpha", "isspace", "isalnum", "isupper", "islower", "isxdigit",
                       "ispunct", "isprint", "isgraph", "iscntrl", "isblank"});
}

/// glibc's locators of the <ctype.h> tables: each returns the address of the
/// calling thread's pointer to a table that is never written.
bool isConstantTableLocator(llvm::StringRef Name) {
  return nameIn(Name, {"__ctype_b_loc", "__ctype_tolower_loc", "__ctype_toupper_loc"});
}

/// C library functions that read the strings (or bytes) their pointers reach.
bool isLibraryStringReader(llvm::StringRef Name) {
  return nameIn(Name, {"strlen", "strcmp", "strncmp", "memcmp", "atoi", "atol", "atof", "strtol",
                       "strtod", "strtoul", "strchr", "strstr"});
}

/// The checked variants _FORTIFY_SOURCE expands library calls to
/// (`__builtin___memcpy_chk`, `__printf_chk`...), by the function they check,
/// with the positions of the arguments they add (-1: the last one): a flag and
/// buffer sizes, which are values and no access.
constexpr int NoArg = 1000;
struct CheckedVariant {
  const char *Name;
  int Added[2];
};
const CheckedVariant CheckedVariants[] = {
    {"memcpy", {-1, NoArg}},   {"memmove", {-1, NoArg}},  {"mempcpy", {-1, NoArg}},
    {"memset", {-1, NoArg}},   {"strcpy", {-1, NoArg}},   {"stpcpy", {-1, NoArg}},
    {"strcat", {-1, NoArg}},   {"strncpy", {-1, NoArg}},  {"stpncpy", {-1, NoArg}},
    {"strncat", {-1, NoArg}},  {"sprintf", {1, 2}},       {"vsprintf", {1, 2}},
    {"snprintf", {2, 3}},      {"vsnprintf", {2, 3}},     {"printf", {0, NoArg}},
    {"vprintf", {0, NoArg}},   {"fprintf", {1, NoArg}},   {"vfprintf", {1, NoArg}},
    {"fgets", {1, NoArg}},     {"fread", {1, NoArg}},
};

/// The C library function a callee stands for: `__builtin_memcpy` and
/// `__builtin_sqrt` are memcpy and sqrt, `__builtin___memcpy_chk` and
/// `__memcpy_chk` are memcpy.
std::string libraryName(const FunctionDecl *FD) {
  std::string Name = FD->getNameAsString();
  llvm::StringRef N(Name);
  if (FD->getBuiltinID() && N.consume_front("__builtin_")) Name = N.str();
  N = Name;
  if (N.consume_front("__") && N.consume_back("_chk"))
    for (const CheckedVariant &V : CheckedVariants)
      if (N == V.Name) return V.Name;
  return Name;
}

/// The arguments of a call as the library function \p Name takes them:
/// `__builtin___memcpy_chk(d, s, n, size)` passes memcpy's (d, s, n).
/// Which arguments keep a standard family's promise (accessesOnlyItsArguments).
enum class ArgumentRule {
  Any,
  /// Numbers, plain records and standard containers, whose moves hand over
  /// their buffers, touching no element; a class of the program's own may do
  /// anything in its move constructor and assignment.
  MovesOnlyItself,
  /// Numbers, strings and C strings.
  StringValue,
};

/// A family of standard functions that access their reference and pointer
/// arguments and nothing else (the heap aside, for a result they build).
struct ArgumentsOnlyFamily {
  std::initializer_list<const char *> Names;
  std::initializer_list<OverloadedOperatorKind> Operators;
  bool FromSystemHeader; ///< the declaration must come from one
  ArgumentRule Rule;
};

const ArgumentsOnlyFamily ArgumentsOnlyFamilies[] = {
    // Value functions and accessors: std::max(a, b), std::get<0>(t).
    {{"min", "max", "clamp", "minmax", "get"}, {}, false, ArgumentRule::Any},
    {{"swap", "exchange"}, {}, true, ArgumentRule::MovesOnlyItself},
    // String conversions and operators: `"item-" + std::to_string(k)`, `std::stoi(s)`, `a == b`.
    {{"to_string", "to_wstring", "stoi", "stol", "stoll", "stoul", "stoull", "stof", "stod", "stold"},
     {OO_Plus, OO_EqualEqual, OO_ExclaimEqual, OO_Less, OO_Greater, OO_LessEqual, OO_GreaterEqual, OO_Spaceship},
     true,
     ArgumentRule::StringValue},
};

bool keepsRule(ArgumentRule Rule, const Expr *A, ASTContext &Ctx) {
  switch (Rule) {
  case ArgumentRule::Any:
    return true;
  case ArgumentRule::MovesOnlyItself: {
    QualType T = Ctx.getBaseElementType(A->getType().getNonReferenceType());
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    return T.isTriviallyCopyableType(Ctx) || (RD && isLibraryClass(RD, Ctx) && isOwningLibraryClass(RD));
  }
  case ArgumentRule::StringValue: {
    QualType T = A->getType().getNonReferenceType();
    if (T->isArithmeticType()) return true;
    if (T->isPointerType()) return T->getPointeeType()->isCharType() || T->getPointeeType()->isIntegerType();
    const auto *RD = T->getAsCXXRecordDecl();
    return RD && RD->getIdentifier() && RD->getName() == "basic_string" && isLibraryClass(RD, Ctx);
  }
  }
  return false;
}

/// Whether a call of the standard library's \p FD accesses its reference
/// and pointer arguments and nothing else: a member of ArgumentsOnlyFamilies
/// called with arguments its rule accepts.
bool accessesOnlyItsArguments(const FunctionDecl *FD, llvm::StringRef Name, llvm::ArrayRef<const Expr *> Args,
                              ASTContext &Ctx) {
  if (!FD->isInStdNamespace()) return false;
  bool FromSystemHeader = Ctx.getSourceManager().isInSystemHeader(FD->getLocation());
  for (const ArgumentsOnlyFamily &F : ArgumentsOnlyFamilies) {
    bool Member = nameIn(Name, F.Names) || llvm::is_contained(F.Operators, FD->getOverloadedOperator());
    if (Member && (FromSystemHeader || !F.FromSystemHeader))
      return llvm::all_of(Args, [&](const Expr *A) { return keepsRule(F.Rule, A, Ctx); });
  }
  return false;
}

llvm::SmallVector<const Expr *, 4> libraryArgs(const CallExpr *CE, const FunctionDecl *FD,
                                               llvm::StringRef Name) {
  llvm::SmallVector<const Expr *, 4> Args(CE->arg_begin(), CE->arg_end());
  if (!FD->getIdentifier() || !FD->getName().ends_with("_chk")) return Args;
  for (const CheckedVariant &V : CheckedVariants) {
    if (Name != V.Name) continue;
    llvm::SmallVector<const Expr *, 4> Kept;
    int N = static_cast<int>(Args.size());
    for (int I = 0; I < N; ++I)
      if (!llvm::any_of(V.Added, [&](int A) { return A == I || (A < 0 && N + A == I); }))
        Kept.push_back(Args[I]);
    return Kept;
  }
  return Args;
}

/// Builtins that compute a value from their arguments: `const` ones, those
/// that only set errno (`__builtin_sqrt`; errno is per-thread, like sqrt's),
/// and the object sizes _FORTIFY_SOURCE asks for (their argument is not read).
bool isValueBuiltin(const FunctionDecl *FD) {
  unsigned ID = FD->getBuiltinID();
  const Builtin::Context &B = FD->getASTContext().BuiltinInfo;
  return ID && (B.isConst(ID) || B.isConstWithoutErrnoAndExceptions(ID) ||
                ID == Builtin::BI__builtin_object_size || ID == Builtin::BI__builtin_dynamic_object_size);
}

void addPointee(const Expr *Arg, ASTContext &Ctx, bool Rd, bool Wr, SymRef Len,
                std::string Why, AccessList &Out) {
  if (pointsToStringLiteral(Arg)) return;
  // NULL (strtok(NULL, ","), a null comparator) reaches no memory.
  if (Arg->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull)) return;
  Access A;
  A.Read = Rd;
  A.Write = Wr;
  A.Loc = Arg->getBeginLoc();
  A.Text = exprText(Arg, Ctx);
  A.Why = std::move(Why);
  if (!pointerTarget(Arg, Ctx, A.Ref)) {
    A.Ref = MemRef();
    A.Ref.Kind = BaseKind::Unknown;
  } else if (Len) {
    A.Ref.Range.Len = Len;
    A.Ref.Unbounded = false;
    A.Ref.ElemType = Ctx.CharTy;
  } else {
    A.Ref.Unbounded = true;
  }
  Out.push_back(std::move(A));
}

/// The standard container whose element the by-value class argument \p Arg
/// refers to (`b[i]` of a std::vector<bool>: a proxy holding a pointer into
/// b's storage; an iterator `v.begin()`), or null.
const Expr *proxiedContainer(const Expr *Arg, const ASTContext &Ctx) {
  if (!Arg->getType()->isRecordType() || Arg->isGLValue()) return nullptr;
  const Expr *E = Arg;
  for (int Depth = 0; Depth < 8; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E)) E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E)) E = B->getSubExpr();
    else if (const auto *C = dyn_cast<CXXConstructExpr>(E); C && C->getNumArgs() == 1 && !isa<CXXTemporaryObjectExpr>(C))
      E = C->getArg(0); // the copy or move of the temporary
    else break;
  }
  const Expr *Object = nullptr;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) Object = MC->getImplicitObjectArgument();
  else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E); OC && OC->getNumArgs() > 0) Object = OC->getArg(0);
  const CXXRecordDecl *RD = Object ? Object->getType()->getAsCXXRecordDecl() : nullptr;
  return RD && isLibraryClass(RD, Ctx) && isOwningLibraryClass(RD) && Object->isGLValue() ? Object : nullptr;
}

/// How far a C library function reaches from its pointer argument \p Arg when
/// no argument gives the length. A string ends in the array it decays from:
/// `strcpy(lab[i], s)` stays in the row `lab[i]` (C forbids going past it). With
/// \p OneObject (a format's argument), any other pointer reaches one object of
/// its type: `%d` writes the one int of `&vals[i]`. Null when unknown.
SymRef libraryPointeeExtent(const Expr *Arg, ASTContext &Ctx, bool OneObject) {
  QualType Pointee = Arg->getType()->getPointeeType();
  if (Pointee.isNull()) return nullptr;
  if (Pointee->isCharType()) {
    const Expr *E = Arg->IgnoreParens();
    while (const auto *IC = dyn_cast<ImplicitCastExpr>(E)) {
      if (IC->getCastKind() == CK_ArrayToPointerDecay) {
        const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(IC->getSubExpr()->getType());
        return CAT ? Sym::constant(Ctx.getTypeSizeInChars(CAT).getQuantity()) : nullptr;
      }
      if (IC->getCastKind() != CK_NoOp) break;
      E = IC->getSubExpr()->IgnoreParens();
    }
    return nullptr;
  }
  if (!OneObject || Pointee->isIncompleteType() || !Pointee->isConstantSizeType()) return nullptr;
  return Sym::constant(Ctx.getTypeSizeInChars(Pointee).getQuantity());
}

void addSpecial(BaseKind K, const CallExpr *CE, ASTContext &Ctx, std::string Why, AccessList &Out,
                bool Writes = true) {
  Access A;
  A.Ref.Kind = K;
  A.Read = true;
  A.Write = Writes;
  A.Loc = CE->getBeginLoc();
  A.Text = exprText(CE, Ctx);
  A.Why = std::move(Why);
  Out.push_back(std::move(A));
}

} // namespace

bool functionOnlyReads(const FunctionDecl *FD, const SummaryTable &Table) {
  if (declaredWithoutSideEffects(FD)) return true;
  // The standard library's value functions read their (const reference) arguments
  // only: `i < std::min(n, 20)`, `i < std::size(a)` (their bodies are not summarised).
  // Not with a comparator (passed by value: it may do anything).
  if (FD->isInStdNamespace() && FD->getIdentifier() &&
      nameIn(FD->getName(), {"min", "max", "clamp", "minmax", "size", "ssize", "empty"}) &&
      llvm::all_of(FD->parameters(), [](const ParmVarDecl *P) {
        QualType T = P->getType();
        return T->isLValueReferenceType() && T.getNonReferenceType().isConstQualified();
      }))
    return true;
  const FunctionDecl *Def = FD->getDefinition();
  if (const FunctionSummary *S = Table.lookup(Def ? Def : FD)) {
    if (S->Unknown || S->AllGlobals) return false;
    for (const SummaryAccess &A : S->Accesses)
      if (A.Write) return false;
    return true;
  }
  std::string Name = libraryName(FD);
  return isValueBuiltin(FD) || isLibraryValueFunction(Name) || isLibraryStringReader(Name) ||
         isConstantTableLocator(Name);
}

namespace {
/// The library functions that return fresh memory (`__builtin_alloca` is alloca).
bool isAllocationFunction(llvm::StringRef Name) {
  return nameIn(Name, {"malloc", "calloc", "aligned_alloc", "alloca", "alloca_with_align"});
}
} // namespace

bool pointsIntoConstantLibraryTable(const Expr *Pointer) {
  const Expr *E = Pointer->IgnoreParenCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref)
    return pointsIntoConstantLibraryTable(UO->getSubExpr()); // `*__ctype_b_loc()`
  const auto *CE = dyn_cast<CallExpr>(E);
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  return FD && FD->getIdentifier() && isConstantTableLocator(FD->getName());
}

bool isFreshAllocation(const Expr *E) {
  E = E->IgnoreParenCasts();
  // Not a placement new (`new (&x) T`, `new (buf) T[n]`: bb77 F1), which
  // constructs in memory the program already has; `new (std::nothrow) T` is fresh.
  if (const auto *NE = dyn_cast<CXXNewExpr>(E)) {
    for (const Expr *Arg : NE->placement_arguments()) {
      const CXXRecordDecl *RD = Arg->getType()->getAsCXXRecordDecl();
      if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() || RD->getName() != "nothrow_t") return false;
    }
    return true;
  }
  if (const auto *CE = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *FD = CE->getDirectCallee())
      return FD->getIdentifier() && isAllocationFunction(libraryName(FD));
  return false;
}

namespace {
void directCallAccesses(const CallExpr *CE, const FunctionDecl *FD, ASTContext &Ctx, const SummaryTable *Table,
                        AccessList &Out, bool ContainerElements);

/// A call through a pointer whose targets are not known: any memory, as the
/// function may be any function of the program.
void unknownTargetCallAccesses(const CallExpr *CE, ASTContext &Ctx, AccessList &Out) {
  addSpecial(BaseKind::Unknown, CE, Ctx,
             "'" + exprText(CE->getCallee(), Ctx) + "' is a function pointer whose targets the file does not name",
             Out);
}
} // namespace

void callAccesses(const CallExpr *CE, ASTContext &Ctx, const SummaryTable *Table,
                  AccessList &Out, bool ContainerElements) {
  // A constant expression (`std::numeric_limits<double>::max()`, a constexpr
  // function of constants) is computed at compile time: it accesses nothing.
  if (const FunctionDecl *FD = CE->getDirectCallee();
      FD && FD->isConstexpr() && !CE->isValueDependent() && CE->isCXX11ConstantExpr(Ctx))
    return;
  if (const FunctionDecl *FD = CE->getDirectCallee())
    return directCallAccesses(CE, FD, Ctx, Table, Out, ContainerElements);
  std::vector<const FunctionDecl *> Targets;
  if (!Table || !Table->indirectCalls().targetsOf(CE, Ctx, Targets))
    return unknownTargetCallAccesses(CE, Ctx, Out);
  for (const FunctionDecl *FD : Targets) directCallAccesses(CE, FD, Ctx, Table, Out, ContainerElements);
}

namespace {
/// The accesses of \p CE calling \p FD (its direct callee, or one target of a
/// call through a pointer).
void directCallAccesses(const CallExpr *CE, const FunctionDecl *FD, ASTContext &Ctx, const SummaryTable *Table,
                        AccessList &Out, bool ContainerElements) {
  std::string Name = libraryName(FD);
  if (standardAlgorithmAccesses(CE, Ctx, Out)) return; // std::sort(v.begin(), v.begin() + h)
  // Iterator arithmetic on pointers or contiguous iterators (`std::distance(a,
  // b)`, `std::next(it, k)`): a position computed from their values (which the
  // caller reads as arguments), no element touched.
  if (FD->isInStdNamespace() && nameIn(Name, {"distance", "next", "prev"}) &&
      llvm::all_of(CE->arguments(), [&](const Expr *A) {
        QualType T = A->getType();
        return isa<CXXDefaultArgExpr>(A) || T->isIntegerType() || T->isPointerType() ||
               !contiguousIteratorElement(T, Ctx).isNull();
      }))
    return;
  if (const FunctionSummary *S = Table ? Table->lookup(FD) : nullptr) {
    // A default argument stands for the expression of the declaration (its
    // node in the call has no text of its own).
    auto ArgAt = [CE](unsigned I) -> const Expr * {
      const Expr *Arg = CE->getArg(I);
      if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(Arg)) return DA->getExpr();
      return Arg;
    };
    std::map<std::string, SymRef> Subst;
    const FunctionDecl *Names = S->ParamNames ? S->ParamNames : FD;
    for (unsigned I = 0; I < Names->getNumParams() && I < CE->getNumArgs(); ++I) {
      const ParmVarDecl *P = Names->getParamDecl(I);
      // Integers, and positions: a pointer or contiguous iterator (`last - first`
      // in the callee, in elements) is the argument's position (`mid`, `a + h`).
      QualType T = P->getType();
      Subst[P->getNameAsString()] =
          T->isIntegerType() || T->isPointerType() || !contiguousIteratorElement(T, Ctx).isNull()
              ? toSym(ArgAt(I), Ctx)
              : Sym::opaque(exprText(ArgAt(I), Ctx));
    }
    for (const SummaryAccess &SA : S->Accesses) {
      if (SA.Lvalue && SA.ParameterField && ContainerElements) {
        const htg::Access &L = *SA.Lvalue;
        std::string Pointer = L.base + (L.selectors[0].kind == htg::Selector::Kind::arrow ? "->" : ".") +
                              L.selectors[0].name;
        addSpecial(BaseKind::Unknown, CE, Ctx, "'" + Name + "' accesses memory through '" + Pointer + "'", Out,
                   SA.Write);
        Out.back().ThroughLoadedPointers = true;
        continue;
      }
      if (SA.Lvalue) {
        Out.push_back(declaredLvalueAccess(SA, CE, Names, Ctx));
        continue;
      }
      Access A;
      A.Read = SA.Read;
      A.Write = SA.Write;
      A.PackedBits = SA.PackedBits;
      A.Loc = CE->getBeginLoc();
      A.Why = SA.Why;
      bool Ok = true, InView = false, WholeSlot = false;
      if (SA.Param >= 0) {
        if (SA.Param >= static_cast<int>(CE->getNumArgs())) continue;
        const Expr *Arg = ArgAt(SA.Param);
        if (!SA.Write && pointsToStringLiteral(Arg)) continue; // constant memory
        // A K&R definition called through a declaration without a prototype
        // (`void g();`): its parameters are the definition's (bb63 5: a crash).
        const FunctionDecl *WithParams = SA.Param < static_cast<int>(FD->getNumParams()) ? FD : Names;
        if (SA.Param >= static_cast<int>(WithParams->getNumParams())) continue;
        bool ByReference = WithParams->getParamDecl(SA.Param)->getType()->isReferenceType();
        // `work(n, NULL)`: a null pointer reaches no memory; the callee's accesses
        // through it are on paths that test it (dereferencing it is undefined).
        if (!ByReference && Arg->IgnoreParenCasts()->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
          continue;
        A.Text = exprText(Arg, Ctx);
        Ok = ByReference ? refOf(Arg, Ctx, A.Ref) : pointerTarget(Arg, Ctx, A.Ref);
        // An iterator into a contiguous buffer passed by value (`msort(mid, last)`).
        if (IteratorPosition P; !Ok && !ByReference &&
                                !contiguousIteratorElement(WithParams->getParamDecl(SA.Param)->getType(), Ctx).isNull() &&
                                iteratorPosition(Arg, Ctx, P) && !P.Base.Unbounded) {
          A.Ref = P.Base;
          Ok = true;
        }
        // `scale(sv.first(n))` with `std::span<double> sv(v)`: the part of v it shows
        // (narrowToSubspan), all the callee reaches through it.
        InView = Ok && !ByReference && isViewType(Arg->getType(), Ctx) && A.Ref.Range.Len;
        // `rsum(s.first(h))` with a span parameter s: somewhere in what s shows.
        InView = InView || (!Ok && !ByReference && viewedThrough(Arg, Ctx, A.Ref));
        // `addto(pick(s), 5)`: somewhere in what the reference pick returns
        // lies in (a view's elements: what the view shows), all the callee reaches.
        if (const auto *Returning = dyn_cast<CallExpr>(Arg->IgnoreParenImpCasts());
            !Ok && !InView && ByReference && Returning && Returning->isLValue())
          InView = returnedReferenceTarget(Returning, Ctx, A.Ref);
        Ok = Ok || InView;
        // `set(v[i])`, `sum(rows[i])`, `fill(&v[i])`: the element stands in
        // its container, whole, whatever part of it the callee reaches.
        const auto *AddrOf = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
        const Expr *Element = ByReference ? Arg
                              : AddrOf && AddrOf->getOpcode() == UO_AddrOf ? AddrOf->getSubExpr()
                                                                           : nullptr;
        const CXXOperatorCallExpr *Subscript = nullptr;
        const auto *Qualified = Element ? dyn_cast<ImplicitCastExpr>(Element->IgnoreParens()) : nullptr;
        const Expr *Object = Qualified && Qualified->getCastKind() == CK_NoOp ? Qualified->getSubExpr() : Element;
        if (!Ok && Object && ContainerElements && containerElementOrField(Object, Ctx, Subscript, A.Ref)) {
          // The callee's range below is within the element, unless the element
          // stands for a buffer of its own (`&m[i][j]`): then the slot, whole.
          Ok = true;
          WholeSlot = A.Ref.NestedBuffers;
        } else if (!Ok && Element && containerStandIn(Element, Ctx, A.Ref)) {
          A.Why = "an element of a standard container: the container stands for its elements";
          // `set(v[i], x)` reaching the element only: a task registers that element.
          const Expr *One = Object ? vectorElementSubscript(Object, Ctx) : nullptr;
          std::optional<int64_t> Lo = SA.Unbounded ? std::nullopt : constValue(SA.Range.Lo),
                                 Len = SA.Unbounded || !SA.Range.Len ? std::nullopt : constValue(SA.Range.Len);
          // A row (a std::vector element) stands for all it owns: whatever the callee reaches through it.
          if (One && (isHeapElementVector(One->getType()) ||
                      (Lo && Len && *Lo >= 0 &&
                       *Lo + *Len <= static_cast<int64_t>(Ctx.getTypeSizeInChars(One->getType()).getQuantity()))))
            A.Ref.ContainerElement = One;
          Out.push_back(std::move(A));
          continue;
        }
        if (!Ok) {
          A.Ref = MemRef();
          A.Ref.Kind = BaseKind::Unknown;
          A.Why = "cannot tell what '" + A.Text + "' points to";
          Out.push_back(std::move(A));
          continue;
        }
      } else {
        A.Ref.Kind = SA.GlobalPointee ? BaseKind::Pointee : BaseKind::Object;
        A.Ref.Var = SA.Global;
        A.Ref.Range.Lo = Sym::constant(0);
        A.Ref.RecordField = SA.RecordField;
        A.Ref.FieldExtent = SA.FieldExtent;
        A.Text = SA.Global->getNameAsString();
        if (SA.Global->isStaticLocal())
          if (const auto *Owner = dyn_cast_or_null<NamedDecl>(SA.Global->getParentFunctionOrMethod()))
            A.Why = "the static local '" + A.Text + "' of '" + Owner->getNameAsString() +
                    "', one object shared by every call, is ordered like a global";
      }
      A.Ref.ElemType = SA.ElemType;
      if (WholeSlot) {
        // the element's range as containerElementOrField gave it
      } else if (InView) {
        // A view's offsets start where it starts; what it shows is all it reaches.
        if (!A.Ref.Range.Len) A.Ref.Unbounded = true;
      } else if (SA.Unbounded) {
        A.Ref.Unbounded = true;
        A.Ref.PointerWalk = SA.PointerWalk;
        A.Ref.Range.Len = nullptr;
      } else {
        A.Ref.Range.Lo = A.Ref.Range.Lo + substitute(SA.Range.Lo, Subst);
        A.Ref.Range.Len = substitute(SA.Range.Len, Subst);
        A.Ref.Unbounded = false;
      }
      Out.push_back(std::move(A));
    }
    if (S->Unknown) {
      addSpecial(BaseKind::Unknown, CE, Ctx, "'" + Name + "' " + S->UnknownWhy, Out, S->UnknownWrites);
      Out.back().ThroughLoadedPointers = true;
      // A proxy of a container's element passed by value (`flip(b[i])` of a
      // std::vector<bool>) reaches that container's memory: the container, whole.
      for (unsigned I = 0; I < CE->getNumArgs(); ++I)
        if (const Expr *Owner = proxiedContainer(ArgAt(I), Ctx)) {
          Access A;
          A.Read = true;
          A.Write = S->UnknownWrites;
          A.Loc = CE->getBeginLoc();
          A.Text = exprText(ArgAt(I), Ctx);
          A.Why = "'" + A.Text + "' refers to an element of '" + exprText(Owner, Ctx) +
                  "': the container stands for its elements";
          if (refOf(Owner, Ctx, A.Ref)) Out.push_back(std::move(A));
        }
    }
    if (S->AllGlobals) {
      addSpecial(BaseKind::AllGlobals, CE, Ctx,
                 "'" + Name + "' calls " +
                     (S->GlobalsFunction.empty() ? std::string("a function") : "'" + S->GlobalsFunction + "'") +
                     ", which may access any global" + (S->LibraryState ? ", the C library's state among them" : ""),
                 Out);
      Out.back().GlobalsFunction = S->GlobalsFunction;
      // Only the library's state: any other global may be a program variable that races.
      Out.back().LibraryState = S->LibraryState && !S->OtherGlobalState;
    }
    return;
  }
  // The library function the call stands for, with its arguments.
  const auto Args = libraryArgs(CE, FD, Name);
  // Builtins: value ones (isValueBuiltin) compute a value; the va_* ones
  // touch only the calling function's own va_list; the others are the library
  // function of their name (`__builtin_memcpy`), below.
  // A pure builtin reading only string literals (`NAN` is `__builtin_nanf("")`) is a value too.
  const bool ReadsOnlyLiterals =
      FD->getBuiltinID() && Ctx.BuiltinInfo.isPure(FD->getBuiltinID()) &&
      llvm::all_of(CE->arguments(), [](const Expr *A) {
        return !A->getType()->isPointerType() || pointsToStringLiteral(A);
      });
  if (isValueBuiltin(FD) || ReadsOnlyLiterals ||
      (FD->getBuiltinID() && nameIn(Name, {"va_start", "c23_va_start", "va_end", "va_copy"})))
    return;
  // The legacy atomic builtins (`__sync_fetch_and_add(&n, 1)`, `_4` after
  // Sema): the object their first argument points to, read and written;
  // `__sync_synchronize` is a fence, no access.
  if (FD->getBuiltinID() && llvm::StringRef(Name).starts_with("__sync_")) {
    if (!Args.empty() && Args[0]->getType()->isPointerType()) {
      QualType Object = Args[0]->getType()->getPointeeType();
      SymRef Size = Object->isDependentType() || Object->isIncompleteType() || !Object->isConstantSizeType()
                        ? nullptr
                        : Sym::constant(Ctx.getTypeSizeInChars(Object).getQuantity());
      addPointee(Args[0], Ctx, true, true, Size, "", Out);
    }
    return;
  }
  // The C library functions programs commonly call from tasks.
  if (isLibraryValueFunction(Name) || isAllocationFunction(Name) || Name == "rand_r" ||
      isConstantTableLocator(Name))
    return;
  if (nameIn(Name, {"memcpy", "memmove", "mempcpy"}) && Args.size() == 3) {
    SymRef N = toSym(Args[2], Ctx);
    addPointee(Args[0], Ctx, false, true, N, "", Out);
    addPointee(Args[1], Ctx, true, false, N, "", Out);
    return;
  }
  if (Name == "memset" && Args.size() == 3) {
    addPointee(Args[0], Ctx, false, true, toSym(Args[2], Ctx), "", Out);
    return;
  }
  // String copies write their destination (strncpy/snprintf: its first n bytes) and
  // read their sources; sprintf/sscanf write what their non-const pointers reach.
  if (nameIn(Name, {"strcpy", "stpcpy", "strcat"}) && Args.size() == 2) {
    SymRef DstLen = libraryPointeeExtent(Args[0], Ctx, false);
    SymRef SrcLen = libraryPointeeExtent(Args[1], Ctx, false);
    addPointee(Args[0], Ctx, Name == "strcat", true, DstLen, DstLen ? "" : "'" + Name + "' writes the string", Out);
    addPointee(Args[1], Ctx, true, false, SrcLen, SrcLen ? "" : "'" + Name + "' reads the whole string", Out);
    return;
  }
  if (nameIn(Name, {"strncpy", "stpncpy", "strncat"}) && Args.size() == 3) {
    SymRef N = toSym(Args[2], Ctx);
    bool Cat = Name == "strncat";
    addPointee(Args[0], Ctx, Cat, true, Cat ? nullptr : N, Cat ? "'strncat' appends to the string" : "", Out);
    addPointee(Args[1], Ctx, true, false, N, "", Out);
    return;
  }
  if (nameIn(Name, {"sprintf", "snprintf", "sscanf"}) && Args.size() >= 2) {
    // sprintf(d, fmt, ...) / snprintf(d, n, fmt, ...) write d (snprintf: d[0:n]) and
    // read the format's arguments (a non-const pointer may be a '%n' target);
    // sscanf(s, fmt, ...) reads s and writes the pointers after the format.
    bool Scan = Name == "sscanf", Sized = Name == "snprintf";
    unsigned FirstVararg = Sized ? 3 : 2;
    for (unsigned I = 0; I < Args.size(); ++I) {
      const Expr *A = Args[I];
      if (!A->getType()->isPointerType()) continue;
      bool Destination = !Scan && I == 0;
      bool Vararg = I >= FirstVararg && !A->getType()->getPointeeType().isConstQualified();
      bool Rd = !Destination && !(Scan && Vararg), Wr = Destination || Vararg;
      SymRef Len = Destination && Sized ? toSym(Args[1], Ctx) : libraryPointeeExtent(A, Ctx, I >= FirstVararg);
      addPointee(A, Ctx, Rd, Wr, Len, Len ? "" : "'" + Name + "' may access all of it", Out);
    }
    return;
  }
  // A failed assert (glibc's `assert` is a statement expression calling it):
  // it prints its literal arguments and ends the program, touching no data of it.
  if (nameIn(Name, {"__assert_fail", "__assert_perror_fail", "__assert", "__assert_rtn"})) return;
  if (nameIn(Name, {"free", "realloc"}) && Args.size() >= 1) {
    addPointee(Args[0], Ctx, true, true, nullptr, "'" + Name + "' releases the memory", Out);
    return;
  }
  if (isLibraryStringReader(Name)) {
    for (const Expr *A : Args)
      if (A->getType()->isPointerType()) {
        SymRef Len = libraryPointeeExtent(A, Ctx, false);
        addPointee(A, Ctx, true, false, Len, Len ? "" : "'" + Name + "' reads the whole string", Out);
      }
    return;
  }
  // POSIX I/O on a descriptor: the buffer's n bytes, and the state of the
  // files and devices behind descriptors, which orders every such call.
  if (nameIn(Name, {"write", "pwrite", "send", "sendto", "read", "pread", "recv", "recvfrom"}) &&
      Args.size() >= 3 && Args[1]->getType()->isPointerType()) {
    bool Reads = nameIn(Name, {"write", "pwrite", "send", "sendto"});
    addPointee(Args[1], Ctx, Reads, !Reads, toSym(Args[2], Ctx), "", Out);
    addSpecial(BaseKind::AllGlobals, CE, Ctx, "'" + Name + "' uses the state of files and devices (I/O)", Out);
    Out.back().LibraryState = true;
    Out.back().GlobalsFunction = Name;
    return;
  }
  if (nameIn(Name, {"printf", "puts", "putchar", "fprintf", "fputs", "fputc", "fflush", "perror",
                    "fwrite", "vprintf", "vfprintf", "fopen", "fclose",
                    "fread", "fgets", "scanf", "fscanf", "getchar", "exit", "abort",
                    "clock_gettime", "gettimeofday", "time", "clock", "rand", "srand"})) {
    bool Writes = nameIn(Name, {"fread", "fgets", "scanf", "fscanf",
                                "clock_gettime", "gettimeofday", "time"});
    for (unsigned I = 0; I < Args.size(); ++I) {
      const Expr *A = Args[I];
      if (!A->getType()->isPointerType()) continue;
      bool W = Writes && !A->getType()->getPointeeType().isConstQualified();
      addPointee(A, Ctx, true, W, nullptr, "'" + Name + "' may access all of it", Out);
    }
    addSpecial(BaseKind::AllGlobals, CE, Ctx, "'" + Name + "' uses the C library's global state (I/O, time, random numbers)", Out);
    Out.back().LibraryState = true;
    Out.back().GlobalsFunction = Name;
    return;
  }
  bool StdValueFunction = accessesOnlyItsArguments(FD, Name, Args, Ctx);
  std::string Why = StdValueFunction ? "" : "'" + Name + "' has no body in this file and no '#pragma nano declare'";
  size_t FirstDefault = Out.size();
  for (unsigned I = 0; I < Args.size(); ++I) {
    const Expr *A = Args[I];
    bool Declared = Args.size() == CE->getNumArgs() && I < FD->getNumParams(); // not a checked variant
    QualType T = Declared ? FD->getParamDecl(I)->getType() : A->getType();
    if (T->isReferenceType()) {
      if (isa<MaterializeTemporaryExpr>(A->IgnoreParens())) continue; // a temporary of the call
      Access Acc;
      if (!refOf(A, Ctx, Acc.Ref) && !containerStandIn(A, Ctx, Acc.Ref)) {
        Acc.Ref = MemRef();
        Acc.Ref.Kind = BaseKind::Unknown;
      }
      Acc.Read = true;
      Acc.Write = !T->getPointeeType().isConstQualified();
      Acc.Loc = A->getBeginLoc();
      Acc.Text = exprText(A, Ctx);
      Acc.Why = Why;
      Out.push_back(std::move(Acc));
      continue;
    }
    // An iterator by value (`std::sort(b, e)` with `auto b = v.begin()`) points
    // into a container: the one it was made from when the argument says so,
    // else memory the file cannot name (it was ignored: a task writing `v`
    // raced with the call).
    if (T->isRecordType() && isLibraryIterator(T.getNonReferenceType(), Ctx)) {
      Access Acc;
      Acc.Read = Acc.Write = true;
      Acc.Loc = A->getBeginLoc();
      Acc.Text = exprText(A, Ctx);
      const Expr *Owner = proxiedContainer(A, Ctx);
      if (!Owner || !refOf(Owner, Ctx, Acc.Ref)) {
        Acc.Ref = MemRef();
        Acc.Ref.Kind = BaseKind::Unknown;
        Acc.Why = "'" + Acc.Text + "' is an iterator whose container the call does not name";
      }
      Out.push_back(std::move(Acc));
      continue;
    }
    if (!T->isPointerType()) continue;
    addPointee(A, Ctx, true, !T->getPointeeType().isConstQualified(), nullptr, Why, Out);
  }
  if (StdValueFunction) return;
  addSpecial(BaseKind::AllGlobals, CE, Ctx, Why, Out);
  Out.back().GlobalsFunction = Name;
  for (size_t I = FirstDefault; I < Out.size(); ++I) Out[I].Undeclared = FD;
}
} // namespace

// Whether an integer parameter's name says it is a length (n, len, size,
// count, ...), as opposed to a descriptor, an id or flags. Leading
// underscores (glibc's `__nmemb`) do not count.
static bool namesALength(llvm::StringRef Name) {
  std::string L = Name.ltrim('_').lower();
  llvm::StringRef N(L);
  return nameIn(N, {"n", "m", "nmemb", "nbytes", "nelem", "nelems", "bytes", "elems", "rows", "cols", "width",
                    "height", "w", "h"}) ||
         N.contains("len") || N.contains("size") || N.contains("count") || N.starts_with("num");
}

// The length a declare suggestion gives pointer parameters: an integer
// parameter named like a length, else the first integer parameter after the
// first pointer (lengths follow their buffers: write(fd, buf, n)); none when
// the function has no such parameter. A `void *` section counts bytes: with
// two parameters named like lengths, a count and an element size
// (qsort(base, nmemb, size, cmp), fread(ptr, size, nmemb, f)), their product.
static std::string suggestedLength(const FunctionDecl *FD, bool Bytes) {
  std::string AfterPointer;
  std::vector<std::string> Named;
  bool SeenPointer = false;
  for (const ParmVarDecl *P : FD->parameters()) {
    QualType T = P->getType();
    if (T->isPointerType()) SeenPointer = true;
    if (!T->isIntegerType() || !P->getIdentifier()) continue;
    if (namesALength(P->getName())) Named.push_back(P->getName().str());
    if (SeenPointer && AfterPointer.empty()) AfterPointer = P->getName().str();
  }
  if (Bytes && Named.size() >= 2) return Named[0] + " * " + Named[1];
  return Named.empty() ? AfterPointer : Named[0];
}

std::string declareSuggestion(const FunctionDecl *FD) {
  std::vector<std::string> Reads, Writes;
  for (const ParmVarDecl *P : FD->parameters()) {
    QualType T = P->getType();
    if (!P->getIdentifier() || !(T->isPointerType() || T->isReferenceType()) || T->getPointeeType()->isFunctionType())
      continue;
    std::string Name = P->getName().str();
    std::string Length = suggestedLength(FD, T->isPointerType() && T->getPointeeType()->isVoidType());
    std::string Item = T->isReferenceType() ? Name : !Length.empty() ? Name + "[0:" + Length + "]" : "*" + Name;
    Reads.push_back(Item);
    if (!T->getPointeeType().isConstQualified()) Writes.push_back(Item);
  }
  return "#pragma nano declare reads(" + llvm::join(Reads, ", ") + ") writes(" + llvm::join(Writes, ", ") + ")";
}

} // namespace nanocc
