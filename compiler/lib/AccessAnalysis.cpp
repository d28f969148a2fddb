//===- AccessAnalysis.cpp - Read/write sets of statements -----------------===//
//
// A recursive walk over clang's AST that knows, at every node, whether the
// value is read, written, both, or only its address is computed. Lvalues are
// resolved to MemRefs (base + byte range); array subscripts inside canonical
// loops are replaced by the range they sweep; calls contribute their callee's
// summary.
//
//===----------------------------------------------------------------------===//
#include "nanocc/ThreadLocals.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/ContainerBuffers.h"
#include "nanocc/StdAlgorithms.h"
#include "nanocc/CounterRanges.h"
#include "nanocc/PointerWalkBounds.h"
#include "nanocc/ReferenceArguments.h"
#include "nanocc/StateChanges.h"
#include "nanocc/StaticLocals.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/Summaries.h"
#include "nanocc/Unevaluated.h"
#include "nanocc/UnchangedField.h"

#include "clang/AST/ASTContext.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace nanocc {

std::set<const ValueDecl *> varsIn(const Expr *E) {
  std::set<const ValueDecl *> Out;
  struct F : EvaluatedCodeVisitor<F> {
    std::set<const ValueDecl *> *Out;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (isa<VarDecl>(D->getDecl())) Out->insert(D->getDecl());
      return true;
    }
  } Finder;
  Finder.Out = &Out;
  Finder.TraverseStmt(const_cast<Expr *>(E));
  return Out;
}

//===--- Modified variables and alias facts -------------------------------===//

namespace {

/// A use of a constant as its value, which is no odr-use (C++: clang marks it
/// NOUR_Constant; never so in C, where const objects are not constants). Not
/// a reference's (`long &gr = g;`, also no odr-use): it names an object that
/// may change, g.
bool isConstantValueUse(const Expr *E) {
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    return DR->isNonOdrUse() == NOUR_Constant && !DR->getDecl()->getType()->isReferenceType();
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return ME->isNonOdrUse() == NOUR_Constant && !ME->getMemberDecl()->getType()->isReferenceType();
  return false;
}

bool isIteratorAccessor(const CXXMethodDecl *MD);
const Expr *dereferencedIterator(const Expr *E, const ASTContext &Ctx);
bool hasFieldWhere(const CXXRecordDecl *RD, const ASTContext &Ctx,
                   const std::function<bool(QualType)> &Pred, int Depth = 0);
class ModifiedFinder : public EvaluatedCodeVisitor<ModifiedFinder> {
public:
  std::set<const ValueDecl *> Out;
  /// Of Out: the variables modified otherwise than by incrementing a pointer.
  std::set<const ValueDecl *> NotOnlyAdvanced;
  /// Of Out: pointers set to something other than themselves moved by an
  /// offset (`n = n->next`, `p = q`), or whose address or reference escapes.
  std::set<const ValueDecl *> Reassigned;
  std::set<const UnaryOperator *> ReadOnlyAddresses;
  void mark(const Expr *E, bool Advance = false) {
    if (!E) return;
    E = E->IgnoreParenImpCasts();
    if (auto *DR = dyn_cast<DeclRefExpr>(E)) {
      Out.insert(DR->getDecl());
      if (!Advance) NotOnlyAdvanced.insert(DR->getDecl());
    } else if (auto *ME = dyn_cast<MemberExpr>(E)) {
      if (!ME->isArrow()) mark(ME->getBase());
    } else if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      if (AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        mark(AS->getBase());
    }
  }
  /// `s = s + 2`, `s = s - k`: \p RHS moves the pointer \p V by an offset.
  static bool offsetOf(const Expr *RHS, const ValueDecl *V) {
    auto *Sum = dyn_cast<BinaryOperator>(RHS->IgnoreParenImpCasts());
    if (!Sum || (Sum->getOpcode() != BO_Add && Sum->getOpcode() != BO_Sub)) return false;
    for (const Expr *Side : {Sum->getLHS(), Sum->getRHS()})
      if (auto *DR = dyn_cast<DeclRefExpr>(Side->IgnoreParenImpCasts()); DR && DR->getDecl() == V) return true;
    return false;
  }
  void markReassigned(const Expr *E) {
    if (auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()); DR && DR->getType()->isPointerType())
      Reassigned.insert(DR->getDecl());
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (!BO->isAssignmentOp()) return true;
    mark(BO->getLHS());
    auto *DR = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
    if (BO->getOpcode() == BO_Assign && !(DR && offsetOf(BO->getRHS(), DR->getDecl()))) markReassigned(BO->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() || (UO->getOpcode() == UO_AddrOf && !ReadOnlyAddresses.count(UO)))
      mark(UO->getSubExpr(), UO->isIncrementOp() && UO->getSubExpr()->getType()->isPointerType());
    if (UO->getOpcode() == UO_AddrOf && !ReadOnlyAddresses.count(UO)) markReassigned(UO->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    // An iterator into a contiguous buffer moved or assigned (`--first`,
    // `it += k`, `first = other`): a position that changes, like a pointer's.
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(CE); OC && OC->getNumArgs() > 0)
      if (const auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
          MD && !MD->isConst() &&
          !contiguousIteratorElement(OC->getArg(0)->getType(), MD->getASTContext()).isNull()) {
        mark(OC->getArg(0));
        markReassigned(OC->getArg(0));
      }
    // Non-const reference parameters may be written (unless bound to a
    // temporary, or forwarded by the library to build a value); an address passed
    // straight to a pointer-to-const parameter (`see(&i)`), or to one whose body
    // only reads fields and writes member buffers (`row(&g, y)`), is only read
    // through (visited before the arguments).
    for (unsigned I = 0; I < CE->getNumArgs(); ++I)
      if (const ParmVarDecl *P = parameterOfArgument(CE, I)) {
        QualType T = P->getType();
        if (auto *UO = dyn_cast<UnaryOperator>(CE->getArg(I)->IgnoreParenImpCasts());
            UO && UO->getOpcode() == UO_AddrOf && T->isPointerType() &&
            (T->getPointeeType().isConstQualified() || recordArgumentKeepsMemberBuffers(CE, I)))
          ReadOnlyAddresses.insert(UO);
        if (T->isReferenceType() && !T->getPointeeType().isConstQualified() && !referenceArgumentOnlyRead(CE, I) &&
            !containerArgumentKeepsBuffer(CE, I) && !recordArgumentKeepsMemberBuffers(CE, I)) {
          mark(CE->getArg(I));
          markReassigned(CE->getArg(I));
        }
      }
    return true;
  }
};
} // namespace

std::set<std::string> variableNamesIn(const Stmt *S, bool Externs) {
  struct Declared : RecursiveASTVisitor<Declared> {
    std::set<std::string> Names;
    bool Externs = true;
    bool VisitVarDecl(VarDecl *VD) {
      if (Externs || !VD->hasExternalStorage()) Names.insert(VD->getNameAsString());
      return true;
    }
  } In;
  In.Externs = Externs;
  if (S) In.TraverseStmt(const_cast<Stmt *>(S));
  return std::move(In.Names);
}

std::set<const ValueDecl *> modifiedVars(const Stmt *S) {
  ModifiedFinder F;
  if (S) F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Out;
}

/// Pointers \p S sets to other memory than their own, moved (a loaded `n->next`).
static std::set<const ValueDecl *> reassignedPointers(const Stmt *S) {
  ModifiedFinder F;
  if (S) F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Reassigned;
}

/// Whether the body of \p RF may write an element through its reference loop
/// variable or the bindings it decomposes into (assigned, passed on as a
/// non-const reference, its address taken): `for (auto &[k, v] : m) s += v;`
/// only reads m.
static bool loopVariableMutated(const CXXForRangeStmt *RF, ASTContext &Ctx) {
  ExprMutationAnalyzer Analyzer(*RF->getBody(), Ctx);
  const VarDecl *LV = RF->getLoopVariable();
  if (Analyzer.isMutated(LV)) return true;
  if (const auto *DD = dyn_cast<DecompositionDecl>(LV))
    for (const BindingDecl *B : DD->bindings())
      if (Analyzer.isMutated(B)) return true;
  return false;
}

std::set<const ValueDecl *> onlyAdvancedPointers(const Stmt *S) {
  ModifiedFinder F;
  if (S) F.TraverseStmt(const_cast<Stmt *>(S));
  std::set<const ValueDecl *> Advanced;
  for (const ValueDecl *V : F.Out)
    if (!F.NotOnlyAdvanced.count(V)) Advanced.insert(V);
  return Advanced;
}

namespace {
/// `p.get()`, `p->f`, `*p` on a std::unique_ptr or std::shared_ptr: a pointer
/// to the object it manages, a heap object apart from the smart pointer's
/// own bytes (and from the container holding it), so nothing escapes.
bool managedObjectPointer(const CallExpr *CE) {
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(CE->getDirectCallee());
  const CXXRecordDecl *RD = MD ? MD->getParent() : nullptr;
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier()) return false;
  // libstdc++ implements shared_ptr's operators in a base class.
  if (!llvm::is_contained({"unique_ptr", "shared_ptr", "__shared_ptr", "__shared_ptr_access"}, RD->getName()))
    return false;
  return MD->getOverloadedOperator() == OO_Arrow || MD->getOverloadedOperator() == OO_Star ||
         (MD->getIdentifier() && MD->getName() == "get");
}
} // namespace

namespace {
/// Where a variable's address escaping cannot matter to the statement \p At:
/// after it in the source, in no loop around it, and in a function without
/// `goto` (nothing runs again once control has left At). A pointer made
/// there did not exist while At ran.
class EscapesAfter {
public:
  EscapesAfter(const FunctionDecl *F, const Stmt *At) : SM(F->getASTContext().getSourceManager()) {
    struct Loops : RecursiveASTVisitor<Loops> {
      const SourceManager *SM;
      SourceRange Target;
      std::vector<SourceRange> Around;
      bool Jumps = false;
      void loop(Stmt *S) {
        SourceRange R(SM->getExpansionLoc(S->getBeginLoc()), SM->getExpansionLoc(S->getEndLoc()));
        if (!SM->isBeforeInTranslationUnit(Target.getBegin(), R.getBegin()) &&
            !SM->isBeforeInTranslationUnit(R.getEnd(), Target.getEnd()))
          Around.push_back(R);
      }
      bool VisitForStmt(ForStmt *S) { return loop(S), true; }
      bool VisitWhileStmt(WhileStmt *S) { return loop(S), true; }
      bool VisitDoStmt(DoStmt *S) { return loop(S), true; }
      bool VisitCXXForRangeStmt(CXXForRangeStmt *S) { return loop(S), true; }
      bool VisitGotoStmt(GotoStmt *) { return Jumps = true, true; }
      bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return Jumps = true, true; }
    } L;
    L.SM = &SM;
    L.Target = SourceRange(SM.getExpansionLoc(At->getBeginLoc()), SM.getExpansionLoc(At->getEndLoc()));
    L.TraverseStmt(F->getBody());
    End = L.Target.getEnd();
    Around = std::move(L.Around);
    Usable = !L.Jumps && End.isValid();
  }
  bool covers(SourceLocation Site) const {
    if (!Usable || Site.isInvalid()) return false;
    Site = SM.getExpansionLoc(Site);
    if (!SM.isBeforeInTranslationUnit(End, Site)) return false;
    return llvm::none_of(Around, [&](SourceRange R) { return !SM.isBeforeInTranslationUnit(R.getEnd(), Site); });
  }

private:
  const SourceManager &SM;
  SourceLocation End;
  std::vector<SourceRange> Around; ///< loops containing At
  bool Usable = false;
};
} // namespace

AliasFacts computeAliasFacts(const FunctionDecl *F, const Stmt *At) {
  AliasFacts Facts;
  std::optional<EscapesAfter> Late;
  if (At && F && F->getBody()) Late.emplace(F, At);
  struct V : EvaluatedCodeVisitor<V> {
    AliasFacts *Facts;
    const FunctionDecl *F = nullptr;
    const EscapesAfter *Late = nullptr;
    void escape(const ValueDecl *D, SourceLocation Site) {
      if (!Late || !Late->covers(Site)) Facts->Escaped.insert(D);
    }
    std::map<const ValueDecl *, int> Assignments;
    std::set<const ValueDecl *> FreshInit;
    /// Decays that only compute an element's address for a subscript of an
    /// array variable (`a[i]`, `m[i][j]`): the pointer is used at once and kept
    /// nowhere. (An array member `s.v[i]` still lets `s` escape: a loop's
    /// outlined body would receive a local struct it writes as a copy.)
    std::set<const Expr *> SubscriptDecays;
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
      // Visited before its operands: the base's decay is known when visited.
      if (auto *IC = dyn_cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens());
          IC && IC->getCastKind() == CK_ArrayToPointerDecay &&
          !isa<MemberExpr>(IC->getSubExpr()->IgnoreParenImpCasts()))
        SubscriptDecays.insert(IC);
      return true;
    }
    /// `&d` passed to a function that only loads through the pointer (`addp(&out[i], &d)`).
    std::set<const UnaryOperator *> CopiedAddresses;
    bool VisitUnaryOperator(UnaryOperator *UO) {
      // `&x`, `&s.f`, `&s.in.z`, `&a[3]`: the object is reachable through a pointer.
      if (UO->getOpcode() == UO_AddrOf && !CopiedAddresses.count(UO)) escapeBaseOf(UO->getSubExpr());
      if (UO->isIncrementDecrementOp())
        if (auto *DR = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
          Assignments[DR->getDecl()] += 2, ++Moved[DR->getDecl()];
      return true;
    }
    bool VisitImplicitCastExpr(ImplicitCastExpr *IC) {
      if (IC->getCastKind() == CK_LValueToRValue)
        if (const auto *DR = dyn_cast<DeclRefExpr>(IC->getSubExpr()->IgnoreParens()))
          ++Loaded[DR->getDecl()];
      // `a`, `s.arr` used as a pointer: the object holding the array escapes
      // (not when the pointer only indexes it: `a[i]` keeps `a` unreachable).
      if (IC->getCastKind() == CK_ArrayToPointerDecay && !SubscriptDecays.count(IC))
        escapeBaseOf(IC->getSubExpr());
      return true;
    }
    /// The named object whose storage an lvalue designates: `x`, `s.f`, `a[i]`,
    /// and in C++ `v[i]`, `v.at(i)`, `*it`-style operator and member calls on it.
    /// A reference bound to that lvalue, or a lambda capturing by reference, reaches
    /// the object under another name: the object escapes (as with `&x`).
    /// With \p AggregatesOnly, only an array or record object escapes.
    void escapeBaseOf(const Expr *E, bool AggregatesOnly = false) {
      while (E) {
        E = E->IgnoreParenImpCasts();
        if (auto *DR = dyn_cast<DeclRefExpr>(E)) {
          QualType T = DR->getDecl()->getType();
          if (!AggregatesOnly || T->isArrayType() || T->isRecordType())
            escape(DR->getDecl(), DR->getLocation());
          return;
        }
        if (auto *ME = dyn_cast<MemberExpr>(E)) {
          if (ME->isArrow()) return; // through a pointer: not a named object's storage
          E = ME->getBase();
        } else if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
          // `p[i]` through a pointer reaches no named object's storage.
          if (!AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) return;
          E = AS->getBase();
        } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
          // `*it`: the element, not storage of the iterator.
          if (OC->getNumArgs() == 0 || dereferencedIterator(OC, F->getASTContext())) return;
          E = OC->getArg(0);
        } else if (auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
          E = MC->getImplicitObjectArgument();
        } else if (auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
          escapeBaseOf(CO->getTrueExpr(), AggregatesOnly);
          E = CO->getFalseExpr();
        } else if (auto *CE = dyn_cast<CallExpr>(E)) {
          // A call returning a reference may return one bound to any argument;
          // one returning a value (a temporary: `p[i] = add(p[i], d)`) none.
          if (!CE->isGLValue()) return;
          for (const Expr *Arg : CE->arguments())
            if (Arg->isGLValue()) escapeBaseOf(Arg, AggregatesOnly);
          return;
        } else {
          return;
        }
      }
    }
    /// Pointers initialised with `&x`, and how often each pointer is named and loaded.
    std::map<const ValueDecl *, const VarDecl *> AddressInit;
    std::map<const ValueDecl *, int> Named, Loaded;
    bool VisitDeclRefExpr(DeclRefExpr *DR) {
      if (DR->getType()->isPointerType()) ++Named[DR->getDecl()];
      return true;
    }
    /// A container that may take over a buffer another name reaches (moved
    /// from, swapped, returned by a call): its elements are reachable so.
    void adoptsBuffer(const Expr *Container, SourceLocation Site) {
      const auto *DR = Container ? dyn_cast<DeclRefExpr>(Container->IgnoreParenImpCasts()) : nullptr;
      if (DR && !DR->getDecl()->getType()->isReferenceType() && ownsHeapBuffer(DR->getType()))
        escape(DR->getDecl(), Site), Facts->AdoptedBuffers.insert(DR->getDecl());
    }
    /// Whether initialising or assigning a container from \p E hands it a buffer
    /// that existed before: a move (`std::move(src)`, an xvalue) or a container a
    /// call returns (it may be one the program reaches by another name).
    static bool handsOverBuffer(const Expr *E) {
      E = E->IgnoreParenImpCasts();
      if (const auto *EWC = dyn_cast<ExprWithCleanups>(E)) E = EWC->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) E = MT->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E)) E = BT->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
        if (!CE->getConstructor()->isMoveConstructor() || CE->getNumArgs() == 0) return false;
        return handsOverBuffer(CE->getArg(0)) || CE->getArg(0)->isXValue();
      }
      return E->isXValue() || (isa<CallExpr>(E) && E->isPRValue());
    }
    bool VisitVarDecl(VarDecl *VD) {
      // `std::vector<long> loc = std::move(src);`: loc owns src's buffer (bb63 4).
      if (VD->hasLocalStorage() && !VD->getType()->isReferenceType() && ownsHeapBuffer(VD->getType()) &&
          VD->getInit() && handsOverBuffer(VD->getInit()))
        escape(VD, VD->getLocation()), Facts->AdoptedBuffers.insert(VD);
      if (VD->getType()->isPointerType() && VD->getInit() && isFreshAllocation(VD->getInit()))
        FreshInit.insert(VD);
      if (const auto *UO = VD->getType()->isPointerType() && VD->getInit()
                               ? dyn_cast<UnaryOperator>(VD->getInit()->IgnoreParenImpCasts())
                               : nullptr;
          UO && UO->getOpcode() == UO_AddrOf)
        if (const auto *Target = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens()))
          if (const auto *TV = dyn_cast<VarDecl>(Target->getDecl()))
            AddressInit[VD] = TV;
      if (VD->getType()->isReferenceType() && VD->getInit()) escapeBaseOf(VD->getInit());
      return true;
    }
    /// `keep(a[0])`, `fill(s)`, `setup(v)` binding a reference parameter of a
    /// user function: it may keep the address of the array, record or container
    /// (elements) it is given, unless its body only copies the value
    /// (`add(p[i], d)` reading `b.x`). Scalars so passed are not followed; the
    /// standard library (std::max, push_back...) keeps no address it is given.
    void escapeReferenceArguments(const CallExpr *CE) {
      const FunctionDecl *FD = CE->getDirectCallee();
      const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
      if (!FD || FD->isInStdNamespace() || (MD && isLibraryClass(MD->getParent(), F->getASTContext())) ||
          F->getASTContext().getSourceManager().isInSystemHeader(FD->getLocation())) // `__gnu_cxx::operator!=`
        return;
      for (unsigned I = 0; I < CE->getNumArgs(); ++I)
        if (const ParmVarDecl *P = parameterOfArgument(CE, I);
            P && P->getType()->isReferenceType() && !argumentOnlyCopied(CE, I))
          escapeBaseOf(CE->getArg(I), /*AggregatesOnly=*/true);
    }
    /// `v.data()`, `v.begin()`, `std::data(v)`, `first(v)`: a call returning a
    /// pointer or a view (an iterator, a span) may point into its object or its
    /// reference arguments, which are then reachable under another name.
    bool VisitCallExpr(CallExpr *CE) { // before its arguments
      escapeReferenceArguments(CE);
      // `loc = std::move(src)`, `loc = make()`, `loc.swap(src)`, `std::swap(loc, src)`.
      if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(CE);
          OC && OC->getOperator() == OO_Equal && OC->getNumArgs() == 2 && handsOverBuffer(OC->getArg(1)))
        adoptsBuffer(OC->getArg(0), CE->getBeginLoc());
      if (const FunctionDecl *FD = CE->getDirectCallee(); FD && FD->getIdentifier() && FD->getName() == "swap") {
        if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) adoptsBuffer(MC->getImplicitObjectArgument(), CE->getBeginLoc());
        for (const Expr *Arg : CE->arguments()) adoptsBuffer(Arg, CE->getBeginLoc());
      }
      for (unsigned I = 0; I < CE->getNumArgs(); ++I)
        if (const auto *UO = dyn_cast<UnaryOperator>(CE->getArg(I)->IgnoreParenImpCasts());
            UO && UO->getOpcode() == UO_AddrOf && argumentOnlyCopied(CE, I))
          CopiedAddresses.insert(UO);
      QualType R = CE->getType();
      // An iterator that is no view (a deque's, a reverse_iterator: not trivially copyable) points as one does.
      if (R.isNull() || !(R->isPointerType() || isViewType(R, F->getASTContext()) ||
                          isLibraryIterator(R, F->getASTContext())))
        return true;
      if (managedObjectPointer(CE)) return true;
      // `++it`, `it += k`: a reference to an iterator, which points where the
      // iterator does (a reference bound to it is VisitVarDecl's).
      if (CE->isGLValue() && isLibraryIterator(R, F->getASTContext())) return true;
      // `it->`: a pointer to the element, not into the iterator.
      if (dereferencedIterator(CE, F->getASTContext())) return true;
      if (auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) {
        escapeBaseOf(MC->getImplicitObjectArgument());
        return true;
      }
      for (const Expr *Arg : CE->arguments())
        if (Arg->isGLValue() && !Arg->getType()->isPointerType()) escapeBaseOf(Arg);
      return true;
    }
    /// `Counter c{sum};` (a reference member): an initialiser that is a glvalue
    /// binds a reference, so the object keeps the lvalue under another name.
    /// The semantic form of a braced initialiser, whose initialisers are
    /// converted (`Vec v{dbuf, 64}`: `dbuf` decays there; `P{s, a[i].y}`:
    /// `a[i].y` is a value, an unconverted lvalue in the syntactic form, bb65
    /// 2), and which holds the constructors of members (a reference_wrapper's).
    bool TraverseInitListExpr(InitListExpr *IL, DataRecursionQueue *Queue = nullptr) {
      InitListExpr *Semantic = IL->isSemanticForm() ? IL : IL->getSemanticForm();
      return TraverseSynOrSemInitListExpr(Semantic ? Semantic : IL, Queue);
    }
    /// `Counter c{sum};` (a reference member): an initialiser that is a glvalue
    /// binds a reference, so the object keeps the lvalue under another name.
    bool VisitInitListExpr(InitListExpr *IL) {
      for (const Expr *Init : IL->inits())
        if (Init && Init->isGLValue()) escapeBaseOf(Init);
      return true;
    }
    /// `Filler f(data);`, `std::reference_wrapper<long> r(sum);`: a class holding
    /// references or pointers (not a container, which copies) may keep the
    /// lvalues its constructor takes by reference.
    bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
      const CXXRecordDecl *RD = CE->getConstructor()->getParent();
      if (isOwningLibraryClass(RD) || CE->getConstructor()->isCopyOrMoveConstructor() ||
          !hasFieldWhere(RD, F->getASTContext(), [](QualType T) {
            return T->isReferenceType() || T->isPointerType();
          }))
        return true;
      for (const Expr *Arg : CE->arguments())
        if (Arg->isGLValue()) escapeBaseOf(Arg);
      return true;
    }
    bool VisitLambdaExpr(LambdaExpr *LE) {
      for (const LambdaCapture &C : LE->captures())
        if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef)
          escape(C.getCapturedVar(), C.getLocation());
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *BO) {
      if (BO->isAssignmentOp())
        if (auto *DR = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts())) {
          if (BO->getOpcode() == BO_Assign && isFreshAllocation(BO->getRHS()) &&
              !Assignments.count(DR->getDecl()))
            FreshInit.insert(DR->getDecl()), Assignments[DR->getDecl()] += 1;
          else
            Assignments[DR->getDecl()] += 2;
          if (BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) ++Moved[DR->getDecl()];
        }
      return true;
    }
    /// Pointers moved along their object (`p++`, `p += k`), how often.
    std::map<const ValueDecl *, int> Moved;
  } Vis;
  Vis.Facts = &Facts;
  Vis.F = F;
  Vis.Late = Late ? &*Late : nullptr;
  if (F && F->getBody())
    Vis.TraverseStmt(F->getBody());
  for (const ValueDecl *D : Vis.FreshInit) {
    auto It = Vis.Assignments.find(D);
    bool Local = isa<VarDecl>(D) && cast<VarDecl>(D)->hasLocalStorage() && !isa<ParmVarDecl>(D);
    if (Local && !Facts.Escaped.count(D) && (It == Vis.Assignments.end() || It->second <= 1))
      Facts.FreshAllocation.insert(D);
  }
  if (F)
    for (const ParmVarDecl *P : F->parameters())
      if (P->getType()->isPointerType() && Vis.Named[P] == Vis.Loaded[P] + Vis.Moved[P])
        Facts.EntryPointers.insert(P);
  for (const auto &[Pointer, Target] : Vis.AddressInit) {
    const auto *VD = cast<VarDecl>(Pointer);
    if (VD->hasLocalStorage() && !isa<ParmVarDecl>(VD) && !VD->getType().isVolatileQualified() &&
        !Facts.Escaped.count(VD) && Vis.Named[VD] == Vis.Loaded[VD] && !Target->getType()->isReferenceType())
      Facts.SingleTarget[VD] = variableIdentity(Target); // one declaration of a redeclared global
  }
  return Facts;
}

//===--- Lvalues and pointer targets --------------------------------------===//

namespace {

int64_t sizeOf(QualType T, ASTContext &Ctx, bool &Known) {
  Known = false;
  if (T.isNull() || T->isIncompleteType() || T->isDependentType() ||
      T->isVariablyModifiedType() || T->isFunctionType())
    return 0;
  Known = true;
  return Ctx.getTypeSizeInChars(T).getQuantity();
}

} // namespace

bool wholeObject(const ValueDecl *V, ASTContext &Ctx, MemRef &Out) {
  V = variableIdentity(V);
  QualType T = V->getType();
  if (T->isReferenceType()) {
    Out.Kind = BaseKind::Pointee;
    T = T->getPointeeType();
  } else {
    Out.Kind = BaseKind::Object;
  }
  Out.Var = V;
  Out.ElemType = T;
  bool Known;
  int64_t Size = sizeOf(T, Ctx, Known);
  Out.Range.Lo = Sym::constant(0);
  if (Known)
    Out.Range.Len = Sym::constant(Size);
  else
    Out.Unbounded = true;
  return true;
}

void widenToWholeObject(MemRef &R, ASTContext &Ctx) {
  if (R.Kind == BaseKind::Object && R.Var) {
    MemRef Whole;
    wholeObject(R.Var, Ctx, Whole);
    Whole.ElemType = R.ElemType;
    R = Whole;
  } else {
    R.Unbounded = true;
  }
}

namespace {

bool isPure(const Expr *E) {
  if (isa<CallExpr>(E) || isa<CXXConstructExpr>(E)) return false;
  if (auto *BO = dyn_cast<BinaryOperator>(E))
    if (BO->isAssignmentOp()) return false;
  if (auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->isIncrementDecrementOp()) return false;
  for (const Stmt *C : evaluatedChildren(E))
    if (auto *CE = dyn_cast_or_null<Expr>(C))
      if (!isPure(CE)) return false;
  return true;
}

} // namespace

bool castsAwayConst(const Stmt *S) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitExplicitCastExpr(ExplicitCastExpr *C) {
      QualType To = C->getTypeAsWritten(), From = C->getSubExpr()->getType();
      if (To->isReferenceType()) {
        Found |= !To->getPointeeType().isConstQualified() && From.isConstQualified();
      } else if (To->isPointerType() && From->isPointerType()) {
        Found |= !To->getPointeeType().isConstQualified() && From->getPointeeType().isConstQualified();
      }
      return !Found;
    }
  } F;
  if (S) F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

namespace {

/// Size in bytes, symbolic for variable-length arrays; null when unknown.
SymRef symSizeOf(QualType T, ASTContext &Ctx) {
  bool Known;
  int64_t S = sizeOf(T, Ctx, Known);
  if (Known) return Sym::constant(S);
  if (const auto *VAT = Ctx.getAsVariableArrayType(T)) {
    SymRef Elem = symSizeOf(VAT->getElementType(), Ctx);
    if (!Elem || !VAT->getSizeExpr()) return nullptr;
    return toSym(VAT->getSizeExpr(), Ctx) * Elem;
  }
  return nullptr;
}

/// The byte offset that the cast \p CE moves a pointer or object by: to its
/// base-class subobject (derived to base), back from it (base to derived), or
/// 0 (other casts). False through a virtual base or a dynamic_cast: the
/// offset is known only at run time.
static bool castOffset(const CastExpr *CE, ASTContext &Ctx, int64_t &Off) {
  Off = 0;
  CastKind K = CE->getCastKind();
  if (K == CK_Dynamic) return false;
  bool Up = K == CK_DerivedToBase || K == CK_UncheckedDerivedToBase;
  if (!Up && K != CK_BaseToDerived) return true;
  QualType Derived = (Up ? CE->getSubExpr() : CE)->getType();
  if (Derived->isPointerType()) Derived = Derived->getPointeeType();
  const CXXRecordDecl *RD = Derived->getAsCXXRecordDecl();
  for (const CXXBaseSpecifier *B : CE->path()) {
    const CXXRecordDecl *Base = B->getType()->getAsCXXRecordDecl();
    if (B->isVirtual() || !RD || !Base || RD->isDependentType() || RD->isInvalidDecl()) return false;
    Off += Ctx.getASTRecordLayout(RD).getBaseClassOffset(Base).getQuantity();
    RD = Base;
  }
  if (!Up) Off = -Off;
  return true;
}

/// Narrows a reference to an object of FD's record to the field FD.
void narrowToField(const FieldDecl *FD, ASTContext &Ctx, MemRef &Out) {
  bool Known;
  if (FD->getParent()->isDependentType() || FD->getParent()->isInvalidDecl()) {
    // A template's pattern (`d[i]` in a member of `Grid<T, N>`, --emit-htg): no
    // layout; the field lies somewhere from the object's start on.
    Out.Unbounded = true;
    Out.Range.Len = nullptr;
    Out.ElemType = FD->getType();
    Out.RecordField = true;
    Out.FieldExtent = Out.Range;
    return;
  }
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(FD->getParent());
  int64_t Off = Ctx.toCharUnitsFromBits(Layout.getFieldOffset(FD->getFieldIndex())).getQuantity();
  int64_t Size = sizeOf(FD->getType(), Ctx, Known);
  Out.Range.Lo = Out.Range.Lo + Sym::constant(Off);
  Out.Unbounded = !Known;
  Out.Range.Len = Known ? Sym::constant(Size) : nullptr;
  if (FD->isBitField()) { // the whole storage unit
    Out.Range.Len = Sym::constant(std::max<int64_t>(Size, 8));
    Out.Unbounded = false;
  }
  Out.ElemType = FD->getType();
  Out.RecordField = true;
  Out.FieldExtent = Out.Range;
}

bool viewTarget(const Expr *E, ASTContext &Ctx, MemRef &Out, unsigned Depth = 0);

/// What an operand of a view construction is to walkViewBuild.
enum class ViewOperand {
  ConstructorArgument, ///< of a standard view's constructor, not itself a view (`p`, `n`, `w`)
  MemberArgument,      ///< of a standard view's member making a view (`k`, `m` of `.subspan(k, m)`)
  Innermost            ///< the view the construction starts from, built otherwise (a named view)
};

/// Walks the construction of the view \p E (`std::span<double>(w)`,
/// `std::span<double>(p, n).subspan(k)`, a functional cast around either):
/// calls \p Operand on each operand in evaluation order, going into operands
/// that are themselves views. False when a construction is not a standard
/// view's, a call not a standard view's member making a view, or when
/// \p Operand returns false.
bool walkViewBuild(const Expr *E, ASTContext &Ctx,
                   llvm::function_ref<bool(const Expr *, ViewOperand)> Operand) {
  E = E->IgnoreImplicit()->IgnoreParens();
  if (auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) return walkViewBuild(FC->getSubExpr(), Ctx, Operand);
  if (auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (!isStandardViewConstruction(CE)) return false;
    for (const Expr *A : CE->arguments()) {
      A = A->IgnoreImplicit()->IgnoreParens();
      if (!(isViewType(A->getType(), Ctx) ? walkViewBuild(A, Ctx, Operand)
                                          : Operand(A, ViewOperand::ConstructorArgument)))
        return false;
    }
    return true;
  }
  if (auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    const Expr *Obj = MC->getImplicitObjectArgument();
    const CXXRecordDecl *RD = Obj ? Obj->getType()->getAsCXXRecordDecl() : nullptr;
    if (!RD || !RD->isInStdNamespace() || !isViewType(Obj->getType(), Ctx) || !isViewType(E->getType(), Ctx) ||
        !walkViewBuild(Obj, Ctx, Operand))
      return false;
    return llvm::all_of(MC->arguments(), [&](const Expr *A) { return Operand(A, ViewOperand::MemberArgument); });
  }
  return Operand(E, ViewOperand::Innermost);
}

/// Whether building the view \p E (`std::span<double>(w)`,
/// `std::span<double>(p, n).subspan(k)`) changes nothing: every construction
/// is a standard view's, every call a standard view's member making a view
/// (`first`, `subspan`), and every other operand pure (isPure).
bool pureViewBuild(const Expr *E, ASTContext &Ctx) {
  return walkViewBuild(E, Ctx, [](const Expr *A, ViewOperand K) {
    return (K == ViewOperand::MemberArgument && isa<CXXDefaultArgExpr>(A)) || isPure(A);
  });
}

/// Element \p Index (of type \p ElemType) of a std::span built in the
/// expression (`(std::span<double>(w))[i]`, `std::span<double>(w).subspan(k)[i]`):
/// that element of the memory the view shows (viewTarget), as `w[i]` would
/// be (`w.data()`, a C array's bytes, a pointer's target). False when the view
/// is not built without side effects from memory the analysis names.
bool viewElement(const Expr *View, SymRef Index, QualType ElemType, ASTContext &Ctx, MemRef &Out) {
  SymRef Elem = symSizeOf(ElemType, Ctx);
  if (!Elem || !Index || !pureViewBuild(View, Ctx) || !viewTarget(View, Ctx, Out) ||
      (Out.Kind != BaseKind::Object && Out.Kind != BaseKind::Pointee && Out.Kind != BaseKind::PointeeExpr))
    return false;
  Out.Range.Lo = (Out.Range.Lo ? Out.Range.Lo : Sym::constant(0)) + Index * Elem;
  Out.Range.Len = Elem;
  Out.Unbounded = false;
  Out.ElemType = ElemType;
  if (Out.ContainerData) { // as containerElement marks `w[i]`
    const CXXRecordDecl *RD = Out.ContainerType.isNull() ? nullptr : Out.ContainerType->getAsCXXRecordDecl();
    llvm::StringRef Name = RD && RD->getIdentifier() ? RD->getName() : "";
    QualType E = ElemType.getUnqualifiedType();
    Out.ElementsOnlyBuffer = (Name == "vector" || Name == "basic_string") && !E->isCharType() &&
                             (E->isArithmeticType() || E->isPointerType());
  }
  return true;
}

/// \p Out, an element of a standard container that is itself a standard
/// container of class \p Name: the element of it at \p Bytes (offsets in
/// the inner container). A std::array holds its elements inline, so those
/// bytes of \p Out; a std::vector or std::string owns a buffer of its own, so
/// the whole of \p Out, standing for that buffer (distinct elements,
/// distinct buffers).
void narrowToNestedElement(llvm::StringRef Name, const SymRange &Bytes, QualType ElemType, MemRef &Out) {
  if (Name == "array") {
    Out.Range.Lo = Out.Range.Lo + Bytes.Lo;
    Out.Range.Len = Bytes.Len;
  } else {
    Out.ContainerType = QualType(); // the element stands for a buffer of another type
    Out.ElementsOnlyBuffer = false;
    Out.NestedBuffers = true;
  }
  Out.ElemType = ElemType;
}

/// `v[i]` on a standard contiguous container (vector, array, span, string):
/// the element, as memory reached through `v.data()`. Nested subscripts
/// (`g[i][j]`, `m[i][j]`) on an element of such a container: a std::array
/// element holds its elements inline, so `g[i][j]` is the bytes of column j
/// of row i in `g.data()`; a std::vector or std::string element owns a
/// buffer of its own, so `m[i][j]` is the whole element `m[i]` of
/// `m.data()`, standing for its elements (distinct elements, distinct buffers).
bool containerElement(const CXXOperatorCallExpr *OC, ASTContext &Ctx, MemRef &Out) {
  if (OC->getOperator() != OO_Subscript || OC->getNumArgs() != 2 || !OC->isLValue()) return false;
  const Expr *Obj = OC->getArg(0)->IgnoreParenImpCasts();
  const CXXRecordDecl *RD = Obj->getType()->getAsCXXRecordDecl();
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier()) return false;
  llvm::StringRef Name = RD->getName();
  if (Name != "vector" && Name != "array" && Name != "span" && Name != "basic_string" && Name != "basic_string_view")
    return false;
  QualType ElemType = OC->getType().getNonReferenceType();
  SymRef Elem = symSizeOf(ElemType, Ctx);
  if (!Elem) return false;
  if (const auto *Outer = dyn_cast<CXXOperatorCallExpr>(Obj)) {
    if (Name == "span" || !containerElement(Outer, Ctx, Out) || Out.Unbounded || Out.RecordField) return false;
    narrowToNestedElement(Name, SymRange{toSym(OC->getArg(1), Ctx) * Elem, Elem}, ElemType, Out);
    return true;
  }
  if (!isPure(Obj)) return Name == "span" && viewElement(Obj, toSym(OC->getArg(1), Ctx), ElemType, Ctx, Out);
  Out = MemRef();
  Out.Kind = BaseKind::PointeeExpr;
  Out.ExprText = objectText(Obj, Ctx) + ".data()";
  Out.ContainerData = true;
  Out.ContainerType = Obj->getType();
  Out.ElementsOnlyBuffer = (Name == "vector" || Name == "basic_string") && !ElemType->isCharType() &&
                           (ElemType->isArithmeticType() || ElemType->isPointerType());
  Out.ExprVars = varsIn(Obj);
  Out.Range.Lo = toSym(OC->getArg(1), Ctx) * Elem;
  Out.Range.Len = Elem;
  Out.ElemType = ElemType;
  return true;
}

} // namespace

bool containerElementOrField(const Expr *E, ASTContext &Ctx, const CXXOperatorCallExpr *&Subscript,
                             MemRef &Out) {
  E = E->IgnoreParens();
  if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
    Subscript = OC;
    return containerElement(OC, Ctx, Out);
  }
  auto *ME = dyn_cast<MemberExpr>(E);
  auto *FD = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  if (!FD || ME->isArrow() || !containerElementOrField(ME->getBase(), Ctx, Subscript, Out)) return false;
  narrowToField(FD, Ctx, Out);
  return true;
}

bool refOf(const Expr *E, ASTContext &Ctx, MemRef &Out);

/// Whether both bounds of \p R are known and name only atoms \p Subst replaces
/// (a callee's section in terms of what its caller passes).
static bool boundedBy(const SymRange &R, const std::map<std::string, SymRef> &Subst) {
  std::set<std::string> Atoms;
  for (const SymRef &S : {R.Lo, R.Len}) {
    if (!S || hasOpaque(S)) return false;
    collectAtoms(S, Atoms);
  }
  return llvm::all_of(Atoms, [&](const std::string &A) { return Subst.count(A) > 0; });
}

bool isViewType(QualType T, const ASTContext &Ctx) {
  if (T.isNull() || T->isReferenceType() || T->isDependentType()) return false;
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || RD->isLambda() || !T.isTriviallyCopyableType(Ctx)) return false;
  std::function<bool(const CXXRecordDecl *)> HoldsPointer = [&](const CXXRecordDecl *R) {
    for (const FieldDecl *FD : R->fields()) {
      QualType FT = Ctx.getBaseElementType(FD->getType());
      if (FT->isPointerType() || FT->isReferenceType()) return true;
      if (const auto *Sub = FT->getAsCXXRecordDecl(); Sub && Sub->hasDefinition() && HoldsPointer(Sub))
        return true;
    }
    for (const CXXBaseSpecifier &B : R->bases())
      if (const auto *Base = B.getType()->getAsCXXRecordDecl(); Base && Base->hasDefinition() && HoldsPointer(Base))
        return true;
    return false;
  };
  return HoldsPointer(RD);
}

QualType standardTemplateElement(QualType T) {
  const auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() || RD->getTemplateArgs().size() == 0 ||
      RD->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return QualType();
  return RD->getTemplateArgs()[0].getAsType();
}

QualType standardViewElement(QualType View) {
  const CXXRecordDecl *RD = View.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->getIdentifier() || !llvm::is_contained({"span", "basic_string_view"}, RD->getName()))
    return QualType();
  return standardTemplateElement(View);
}

namespace {

/// `c.begin()`, `c.data()`, `std::string_view(str)` (a conversion) and the like
/// on a standard contiguous container `c`: its buffer.
/// The buffer `c.data()` of \p Obj, a standard contiguous container (vector,
/// array, string) named without side effects.
bool containerBuffer(const Expr *Obj, ASTContext &Ctx, MemRef &Out) {
  const CXXRecordDecl *RD = Obj ? Obj->getType()->getAsCXXRecordDecl() : nullptr;
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() ||
      !llvm::is_contained({"vector", "array", "basic_string"}, RD->getName()) || !isPure(Obj))
    return false;
  Out = MemRef();
  Out.Kind = BaseKind::PointeeExpr;
  Out.ExprText = objectText(Obj, Ctx) + ".data()";
  Out.ContainerData = true;
  Out.ContainerType = Obj->getType();
  Out.ExprVars = varsIn(Obj);
  Out.Range.Lo = Sym::constant(0);
  return true;
}

bool containerBufferCall(const CXXMemberCallExpr *MC, ASTContext &Ctx, MemRef &Out) {
  const CXXMethodDecl *MD = MC->getMethodDecl();
  bool Buffer = MD && (isa<CXXConversionDecl>(MD) ||
                       (MD->getIdentifier() &&
                        llvm::is_contained({"begin", "end", "cbegin", "cend", "data"}, MD->getName())));
  return Buffer && containerBuffer(MC->getImplicitObjectArgument(), Ctx, Out);
}

/// Does the function body \p Body change the view variable \p VD (assigned,
/// address taken, passed by non-const reference, a non-const member called on
/// it) or a scalar its initialiser reads (a pointer or offset it was built
/// from)? A container it views may change its elements: the view still shows
/// its buffer (a reallocation would leave the view dangling in the elision too).
bool viewMayChange(const VarDecl *VD, const Stmt *Body) {
  std::set<const ValueDecl *> Modified = modifiedVars(Body);
  if (Modified.count(VD)) return true;
  for (const ValueDecl *V : varsIn(VD->getInit()))
    if (Modified.count(V) && !V->getType()->isRecordType()) return true;
  struct MemberCalls : RecursiveASTVisitor<MemberCalls> {
    const VarDecl *VD;
    bool Found = false;
    bool isVD(const Expr *E) {
      auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return DR && DR->getDecl() == VD;
    }
    bool VisitCXXMemberCallExpr(CXXMemberCallExpr *MC) {
      if (MC->getMethodDecl() && !MC->getMethodDecl()->isConst() && isVD(MC->getImplicitObjectArgument()))
        Found = true;
      return true;
    }
    bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *OC) {
      auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
      if (MD && !MD->isConst() && OC->getNumArgs() > 0 && isVD(OC->getArg(0))) Found = true;
      return true;
    }
  } Calls;
  Calls.VD = VD;
  Calls.TraverseStmt(const_cast<Stmt *>(Body));
  return Calls.Found;
}

/// The number of elements the std::span \p Obj shows, whose memory \p Out
/// is (viewTarget, elements of \p Size bytes): `(o).size()`, opaque, except
/// for a span built in the expression over a whole container named by a
/// variable (`std::span<double>(w)`: the atom `w.size()`, which the
/// collector sees change when w does) or over a whole C array of known
/// extent (a constant).
SymRef shownElements(const Expr *Obj, const MemRef &Out, const SymRef &Size, ASTContext &Ctx) {
  SymRef Opaque = Sym::opaque("(" + exprText(Obj, Ctx) + ").size()");
  if (isa<DeclRefExpr>(Obj->IgnoreImplicit()->IgnoreParens()) || Out.Range.Len || Out.Unbounded ||
      (Out.Range.Lo && constValue(Out.Range.Lo) != int64_t(0)))
    return Opaque; // a named view (its own size), or a part of a part
  if (Out.Kind == BaseKind::PointeeExpr && Out.ContainerData && Out.ExprVars.size() == 1) {
    std::string Name = (*Out.ExprVars.begin())->getNameAsString();
    return Out.ExprText == Name + ".data()" ? Sym::atom(Name + ".size()") : Opaque;
  }
  if (Out.Var && !Out.RecordField &&
      (Out.Kind == BaseKind::Object || (Out.Kind == BaseKind::Pointee && Out.Var->getType()->isReferenceType()))) {
    const auto *A = Ctx.getAsConstantArrayType(Out.Var->getType().getNonReferenceType());
    auto Elem = constValue(Size);
    if (A && Elem && *Elem > 0 && !A->getElementType()->isArrayType() &&
        Ctx.getTypeSizeInChars(A->getElementType()).getQuantity() == *Elem)
      return Sym::constant(static_cast<int64_t>(A->getSize().getZExtValue()));
  }
  return Opaque;
}

/// \p MC is `o.first(n)`, `o.last(n)` or `o.subspan(k[, n])` on a std::span `o`
/// whose memory \p Out is (from o's start, o.size() elements): narrow Out to the
/// part the new span shows, in bytes. Other calls leave Out as it is, which
/// still holds everything the new view shows.
void narrowToSubspan(const CXXMemberCallExpr *MC, ASTContext &Ctx, MemRef &Out) {
  const Expr *Obj = MC->getImplicitObjectArgument();
  const auto *Span = dyn_cast_or_null<ClassTemplateSpecializationDecl>(Obj->getType()->getAsCXXRecordDecl());
  const CXXMethodDecl *MD = MC->getMethodDecl();
  if (!Span || Span->getName() != "span" || !MD || !MD->getIdentifier() || MC->getNumArgs() == 0 ||
      Span->getTemplateArgs().size() < 1 || Span->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return;
  QualType Elem = Span->getTemplateArgs()[0].getAsType();
  if (Elem->isIncompleteType() || Elem->isDependentType()) return;
  SymRef Size = Sym::constant(Ctx.getTypeSizeInChars(Elem).getQuantity());
  auto Count = [&](unsigned I) -> SymRef {
    const Expr *A = MC->getArg(I);
    if (isa<CXXDefaultArgExpr>(A)) return nullptr; // dynamic_extent: to the end
    return toSym(A, Ctx);
  };
  SymRef Shown = shownElements(Obj, Out, Size, Ctx), Lo, N;
  llvm::StringRef Name = MD->getName();
  if (Name == "first") {
    Lo = Sym::constant(0), N = Count(0);
  } else if (Name == "last") {
    N = Count(0);
    Lo = N ? Shown - N : nullptr;
  } else if (Name == "subspan") {
    Lo = Count(0);
    N = MC->getNumArgs() > 1 ? Count(1) : nullptr;
    if (Lo && !N) N = Shown - Lo;
  }
  if (!Lo || !N) return;
  Out.Range.Lo = (Out.Range.Lo ? Out.Range.Lo : Sym::constant(0)) + Lo * Size;
  Out.Range.Len = N * Size;
  Out.Unbounded = false;
}

/// The memory a view value shows, when its construction names it:
/// `std::span<int>(v)` or `std::span(a)` (a standard container's buffer or a
/// whole array), a view built from a pointer (`std::span<int>(p, n)`: p's
/// target), a copy of such a construction, or a local view variable that its
/// function never changes, through its initialiser (`std::span<int> s(v);`,
/// `std::string_view sv(str);`). Range.Len is left unset, except for a part
/// of a span (`sv.first(n)`, narrowToSubspan), which it bounds.
bool viewTarget(const Expr *E, ASTContext &Ctx, MemRef &Out, unsigned Depth) {
  E = E->IgnoreImplicit()->IgnoreParens();
  if (Depth > 8) return false;
  if (auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) return viewTarget(FC->getSubExpr(), Ctx, Out, Depth + 1);
  if (auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    // `s.subspan(k, n)`, `s.first(n)`, `sv.substr(k)`: a standard view made of
    // part of what the standard view it is called on shows.
    const Expr *Obj = MC->getImplicitObjectArgument();
    const CXXRecordDecl *RD = Obj ? Obj->getType()->getAsCXXRecordDecl() : nullptr;
    if (RD && RD->isInStdNamespace() && isViewType(Obj->getType(), Ctx) && isViewType(E->getType(), Ctx)) {
      if (!viewTarget(Obj, Ctx, Out, Depth + 1)) return false;
      narrowToSubspan(MC, Ctx, Out);
      return true;
    }
    return containerBufferCall(MC, Ctx, Out);
  }
  if (auto *DR = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
    if (!VD || !VD->hasLocalStorage() || isa<ParmVarDecl>(VD) || !VD->getInit() ||
        VD->getType()->isReferenceType() || !isViewType(VD->getType(), Ctx))
      return false;
    const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
    if (!FD || !FD->getBody() || viewMayChange(VD, FD->getBody())) return false;
    return viewTarget(VD->getInit(), Ctx, Out, Depth + 1);
  }
  auto *CE = dyn_cast<CXXConstructExpr>(E);
  if (!CE || CE->getNumArgs() == 0) return false;
  const Expr *A = CE->getArg(0)->IgnoreImplicit()->IgnoreParens();
  if (CE->getConstructor()->isCopyOrMoveConstructor()) return viewTarget(A, Ctx, Out, Depth + 1);
  QualType AT = A->getType();
  if (AT->isArrayType()) {
    if (!refOf(A, Ctx, Out)) return false;
    Out.ElemType = Ctx.getBaseElementType(AT);
    Out.Range.Len = nullptr;
    Out.Unbounded = false;
    return true;
  }
  if (AT->isPointerType()) return pointerTarget(A, Ctx, Out);
  if (isViewType(AT, Ctx)) return viewTarget(A, Ctx, Out, Depth + 1); // span<const T>(s)
  return containerBuffer(A, Ctx, Out);
}

} // namespace

bool viewedThrough(const Expr *E, ASTContext &Ctx, MemRef &Out) {
  const Expr *View = E->IgnoreParens();
  for (int Depth = 0; Depth < 8; ++Depth) {
    E = E->IgnoreImplicit()->IgnoreParens();
    if (auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) {
      E = FC->getSubExpr();
      continue;
    }
    if (auto *CE = dyn_cast<CXXConstructExpr>(E)) { // a copy, `std::span<const long>(s)`
      if (CE->getNumArgs() != 1 || !isViewType(CE->getArg(0)->getType(), Ctx)) return false;
      E = CE->getArg(0);
      continue;
    }
    if (auto *MC = dyn_cast<CXXMemberCallExpr>(E)) { // `s.first(h)`, `s.subspan(h)`
      const Expr *Obj = MC->getImplicitObjectArgument();
      const CXXRecordDecl *RD = Obj ? Obj->getType()->getAsCXXRecordDecl() : nullptr;
      if (!RD || !RD->isInStdNamespace() || !isViewType(Obj->getType(), Ctx) || !isViewType(E->getType(), Ctx))
        return false;
      E = Obj;
      continue;
    }
    const auto *DR = dyn_cast<DeclRefExpr>(E);
    const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    if (!VD || VD->getType()->isReferenceType() || !isViewType(VD->getType(), Ctx)) return false;
    Out = MemRef();
    Out.Range.Lo = Sym::constant(0);
    const auto *RD = View->getType()->getAsCXXRecordDecl();
    if (RD && RD->isInStdNamespace() && RD->getIdentifier() &&
        (RD->getName() == "span" || RD->getName() == "basic_string_view")) {
      // Exactly what the view shows, evaluated where the access is registered.
      const std::string Text = "(" + exprText(View, Ctx) + ")";
      Out.Kind = BaseKind::PointeeExpr;
      Out.ExprText = Text + ".data()";
      Out.ExprVars = varsIn(View);
      // Its size an atom times a known element size: an expression the
      // statement does not change (the sweep of a task outlined as written
      // keeps it; a variable in it that the statement changes does not).
      QualType ElemType = standardViewElement(View->getType());
      SymRef Elem = ElemType.isNull() ? nullptr : symSizeOf(ElemType, Ctx);
      // Its elements (not the view objects, whose own bytes hold a pointer and a
      // size: bb59 4, a task writing `s.first(h)` was taken to write `s`).
      Out.ElemType = ElemType;
      Out.Range.Len = Elem ? Sym::atom(Text + ".size()") * Elem
                           : Sym::opaque(Text + ".size() * sizeof(*" + Text + ".data())");
      Out.PartOfView = variableIdentity(VD);
      return true;
    }
    Out.Kind = BaseKind::Pointee;
    Out.Var = variableIdentity(VD);
    Out.Unbounded = true;
    return true;
  }
  return false;
}

bool pointsToStringLiteral(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (const auto *C = dyn_cast<AbstractConditionalOperator>(E)) // `i % 2 ? "node" : "edge"`
    return pointsToStringLiteral(C->getTrueExpr()) && pointsToStringLiteral(C->getFalseExpr());
  return isa<StringLiteral, PredefinedExpr>(E);
}

/// A standard library iterator of a container or of another iterator
/// (`__normal_iterator`, `_List_iterator`, `_Deque_iterator`, `reverse_iterator`):
/// not a stream's, which holds the value it reads, nor an output iterator
/// (`back_insert_iterator`, `ostream_iterator`), whose `*` is itself.
bool isLibraryIterator(QualType T, const ASTContext &Ctx) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->getIdentifier() || !isLibraryClass(RD, Ctx)) return false;
  llvm::StringRef Name = RD->getName();
  return Name.contains("iterator") && !Name.contains("stream") && !Name.contains("insert_iterator");
}

QualType contiguousIteratorElement(QualType T, const ASTContext &Ctx) {
  const auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!RD || !RD->getIdentifier() || !isLibraryClass(RD, Ctx) ||
      !llvm::is_contained({"__normal_iterator", "__wrap_iter"}, RD->getName()) ||
      RD->getTemplateArgs().size() == 0 || RD->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return QualType();
  QualType Pointer = RD->getTemplateArgs()[0].getAsType();
  return Pointer->isPointerType() ? Pointer->getPointeeType() : QualType();
}

namespace {


/// \p E without the wrappers of an iterator's copy: parentheses, a
/// materialised or bound temporary, a no-op cast, a copy or move construction.
const Expr *iteratorCopied(const Expr *E) {
  for (;;) {
    E = E->IgnoreParens();
    if (auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      E = BT->getSubExpr();
    else if (auto *IC = dyn_cast<ImplicitCastExpr>(E); IC && IC->getCastKind() == CK_NoOp)
      E = IC->getSubExpr();
    else if (auto *CC = dyn_cast<CXXConstructExpr>(E);
             CC && CC->getNumArgs() == 1 && CC->getConstructor()->isCopyOrMoveConstructor())
      E = CC->getArg(0);
    else
      return E;
  }
}

/// A library iterator computed without side effects: a variable or field
/// (isPure), moved by `+`, `-`, `std::next` or `std::prev` with pure offsets.
bool pureIterator(const Expr *E, const ASTContext &Ctx) {
  E = iteratorCopied(E);
  if (isa<CXXConstructExpr>(E)) return false; // a conversion (`const_iterator(it)`)
  if (!isLibraryIterator(E->getType(), Ctx)) return false;
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call) return isPure(E);
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) // `v.begin()`, `l.end()`
    return isIteratorAccessor(MC->getMethodDecl()) && isPure(MC->getImplicitObjectArgument());
  // An offset: pure, or arithmetic on differences of such iterators
  // (`first + (last - first) / 2`).
  std::function<bool(const Expr *)> PureOffset = [&](const Expr *A) {
    A = A->IgnoreParenImpCasts();
    if (isPure(A)) return true;
    if (const auto *BO = dyn_cast<BinaryOperator>(A); BO && (BO->isAdditiveOp() || BO->isMultiplicativeOp()))
      return PureOffset(BO->getLHS()) && PureOffset(BO->getRHS());
    if (const auto *Distance = dyn_cast<CallExpr>(A); Distance && !isa<CXXOperatorCallExpr>(Distance)) {
      const FunctionDecl *F = Distance->getDirectCallee();
      return F && F->isInStdNamespace() && F->getIdentifier() && F->getName() == "distance" &&
             Distance->getNumArgs() == 2 && pureIterator(Distance->getArg(0), Ctx) &&
             pureIterator(Distance->getArg(1), Ctx);
    }
    const auto *Minus = dyn_cast<CXXOperatorCallExpr>(A);
    return Minus && Minus->getOperator() == OO_Minus && Minus->getNumArgs() == 2 &&
           pureIterator(Minus->getArg(0), Ctx) && pureIterator(Minus->getArg(1), Ctx);
  };
  auto PureOperands = [&](llvm::ArrayRef<const Expr *> Args) {
    return llvm::all_of(Args, [&](const Expr *A) {
      return isa<CXXDefaultArgExpr>(A) || (A->getType()->isIntegerType() ? PureOffset(A) : pureIterator(A, Ctx));
    });
  };
  llvm::ArrayRef<const Expr *> Args(Call->getArgs(), Call->getNumArgs());
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(Call))
    return (OC->getOperator() == OO_Plus || OC->getOperator() == OO_Minus) && PureOperands(Args);
  const FunctionDecl *F = Call->getDirectCallee();
  return F && F->isInStdNamespace() && F->getIdentifier() && llvm::is_contained({"next", "prev"}, F->getName()) &&
         PureOperands(Args);
}

/// `it` of `*it` or `it->` (\p E) whose `*` designates an element (not a
/// proxy): a standard library iterator computed without side effects, else null.
const Expr *dereferencedIterator(const Expr *E, const ASTContext &Ctx) {
  const auto *OC = dyn_cast<CXXOperatorCallExpr>(E->IgnoreParens());
  if (!OC || OC->getNumArgs() != 1 || (OC->getOperator() != OO_Star && OC->getOperator() != OO_Arrow)) return nullptr;
  if (OC->getOperator() == OO_Star ? !OC->isLValue() : !OC->getType()->isPointerType()) return nullptr;
  const Expr *It = OC->getArg(0);
  return pureIterator(It, Ctx) ? It : nullptr;
}

/// `a != b`, `a < b`, `b - a` of library iterators computed without side
/// effects (pureIterator): reads of the iterators, none of their elements.
bool comparesIterators(const CXXOperatorCallExpr *OC, const ASTContext &Ctx) {
  if (OC->getNumArgs() != 2 ||
      !llvm::is_contained({OO_EqualEqual, OO_ExclaimEqual, OO_Less, OO_LessEqual, OO_Greater, OO_GreaterEqual,
                           OO_Minus, OO_Spaceship},
                          OC->getOperator()))
    return false;
  return llvm::all_of(OC->arguments(), [&](const Expr *A) { return pureIterator(A, Ctx); });
}

/// `it` of `++it`, `it--`, `it += k`, `it -= k`, `std::advance(it, k)` on a
/// library iterator variable or field, with an integer `k`: a move of the
/// iterator, which reaches no element. Else null.
const Expr *movedIterator(const Expr *E, const ASTContext &Ctx) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParens());
  if (!Call || Call->getNumArgs() == 0) return nullptr;
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(Call)) {
    if (!llvm::is_contained({OO_PlusPlus, OO_MinusMinus, OO_PlusEqual, OO_MinusEqual}, OC->getOperator()))
      return nullptr;
  } else {
    const FunctionDecl *F = Call->getDirectCallee();
    if (!F || !F->isInStdNamespace() || !F->getIdentifier() || F->getName() != "advance") return nullptr;
  }
  const Expr *It = Call->getArg(0)->IgnoreParenImpCasts();
  if (!isa<DeclRefExpr, MemberExpr>(It) || !isLibraryIterator(It->getType(), Ctx) || !isPure(It)) return nullptr;
  for (unsigned I = 1; I < Call->getNumArgs(); ++I)
    if (!Call->getArg(I)->getType()->isIntegerType()) return nullptr;
  return It;
}

/// Calls \p Operand on the variables, fields and offsets a pureIterator
/// expression \p E reads (`it` and `k` of `std::next(it, k)`).
void iteratorOperands(const Expr *E, const ASTContext &Ctx, llvm::function_ref<void(const Expr *)> Operand) {
  E = iteratorCopied(E);
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || isa<CXXMemberCallExpr>(Call)) return Operand(E); // `it`, `v.end()`
  for (const Expr *A : Call->arguments())
    if (!isa<CXXDefaultArgExpr>(A)) A->getType()->isIntegerType() ? Operand(A) : iteratorOperands(A, Ctx, Operand);
}

/// The element the library iterator \p It designates: at `&*it`, evaluated
/// where the access is registered.
void iteratorElement(const Expr *It, ASTContext &Ctx, MemRef &Out) {
  Out = MemRef();
  Out.Kind = BaseKind::PointeeExpr;
  Out.ExprText = "&*(" + exprText(It, Ctx) + ")";
  Out.ExprVars = varsIn(It);
  Out.Range.Lo = Sym::constant(0);
}

} // namespace

/// What the pointer expression \p E, evaluated without side effects, points
/// to: the memory its text names where the access is registered.
static bool pureExpressionTarget(const Expr *E, ASTContext &Ctx, MemRef &Out) {
  Out = MemRef();
  Out.Kind = BaseKind::PointeeExpr;
  Out.ExprText = exprText(E, Ctx);
  Out.ExprVars = varsIn(E);
  Out.Range.Lo = Sym::constant(0);
  Out.ElemType = Out.PointeeType = E->getType()->getPointeeType();
  return true;
}

bool pointerTarget(const Expr *E, ASTContext &Ctx, MemRef &Out) {
  E = E->IgnoreParens();
  if (isViewType(E->getType(), Ctx)) return viewTarget(E, Ctx, Out);
  if (auto *IC = dyn_cast<ImplicitCastExpr>(E)) {
    if (IC->getCastKind() == CK_ArrayToPointerDecay) {
      if (!refOf(IC->getSubExpr(), Ctx, Out)) return false;
      Out.ElemType = E->getType()->getPointeeType();
      Out.Range.Len = nullptr;
      Out.Unbounded = false;
      return true;
    }
    int64_t Off;
    if (!castOffset(IC, Ctx, Off) || !pointerTarget(IC->getSubExpr(), Ctx, Out)) return false;
    CastKind K = IC->getCastKind();
    if (K == CK_DerivedToBase || K == CK_UncheckedDerivedToBase || K == CK_BaseToDerived) {
      Out.Range.Lo = Out.Range.Lo + Sym::constant(Off);
      Out.ElemType = E->getType()->getPointeeType();
    }
    return true;
  }
  if (auto *CC = dyn_cast<ExplicitCastExpr>(E)) {
    if (CC->getSubExpr()->getType()->isPointerType() || CC->getSubExpr()->getType()->isArrayType()) {
      int64_t Off;
      if (!castOffset(CC, Ctx, Off) || !pointerTarget(CC->getSubExpr(), Ctx, Out)) return false;
      Out.Range.Lo = Out.Range.Lo + Sym::constant(Off);
      Out.ElemType = E->getType()->getPointeeType();
      return true;
    }
    return false;
  }
  // A pointer variable's target; not a reference's (`long *&p`, a range-for's
  // `auto &p` over pointers), whose Pointee would be the pointer it is bound
  // to: the target of the pointer it holds is a PointeeExpr, below.
  if (auto *DR = dyn_cast<DeclRefExpr>(E);
      DR && !(isa<VarDecl>(DR->getDecl()) && DR->getDecl()->getType()->isReferenceType())) {
    if (!isa<VarDecl>(DR->getDecl()) || !DR->getType()->isPointerType()) return false;
    Out = MemRef();
    Out.Kind = BaseKind::Pointee;
    Out.Var = variableIdentity(DR->getDecl());
    Out.Range.Lo = Sym::constant(0);
    Out.ElemType = DR->getType()->getPointeeType();
    return true;
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) {
      const Expr *P = BO->getLHS(), *I = BO->getRHS();
      if (!P->getType()->isPointerType()) std::swap(P, I);
      if (!P->getType()->isPointerType() || !I->getType()->isIntegerType()) return false;
      if (!pointerTarget(P, Ctx, Out)) return false;
      SymRef Elem = symSizeOf(P->getType()->getPointeeType(), Ctx);
      if (!Elem) return false;
      SymRef Off = toSym(I, Ctx) * Elem;
      Out.Range.Lo = BO->getOpcode() == BO_Add ? Out.Range.Lo + Off : Out.Range.Lo - Off;
      return true;
    }
    return false;
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_AddrOf) {
      if (!refOf(UO->getSubExpr(), Ctx, Out)) return false;
      Out.Range.Len = nullptr;
      Out.Unbounded = false;
      return true;
    }
    if (UO->getOpcode() != UO_Deref) return false; // `*pp`, a pointer loaded through another: below
  }
  if (auto *MC = dyn_cast<CXXMemberCallExpr>(E); MC && E->getType()->isPointerType()) {
    if (containerBufferCall(MC, Ctx, Out)) return true; // `v.data()`
    // `s.data()` of a standard view: what it shows, from its start.
    const Expr *View = MC->getImplicitObjectArgument();
    const CXXMethodDecl *MD = MC->getMethodDecl();
    if (!View || !MD || !MD->getIdentifier() || MD->getName() != "data" ||
        standardViewElement(View->getType()).isNull())
      return false;
    if (pureViewBuild(View, Ctx) && viewTarget(View, Ctx, Out)) {
      Out.Range.Len = nullptr;
      Out.Unbounded = false;
      Out.ElemType = E->getType()->getPointeeType();
      return true;
    }
    // Another view named without side effects (a parameter `a`): `a.data()`
    // itself, registered as written.
    return isPure(View) && pureExpressionTarget(E, Ctx, Out);
  }
  if (const Expr *It = dereferencedIterator(E, Ctx)) { // `it->`
    iteratorElement(It, Ctx, Out);
    Out.ElemType = E->getType()->getPointeeType();
    return true;
  }
  if (isa<CXXThisExpr>(E)) { // *this: members are fields of the object it points to
    Out = MemRef();
    Out.Kind = BaseKind::PointeeExpr;
    Out.ExprText = "this";
    Out.Range.Lo = Sym::constant(0);
    Out.ElemType = Out.PointeeType = E->getType()->getPointeeType();
    return true;
  }
  if (E->getType()->isPointerType() && isPure(E)) return pureExpressionTarget(E, Ctx, Out);
  return false;
}

/// `s.begin()` or, when \p End, `s.end()` of the standard view \p Obj: a position in what the view shows (viewTarget: a container's
/// buffer or a part of it), or in what a view parameter shows (its Pointee,
/// which a caller maps to what the argument shows).
static bool viewIteratorPosition(const Expr *Obj, bool End, ASTContext &Ctx, IteratorPosition &Out) {
  Out.Elem = standardViewElement(Obj->getType());
  Out.ElemSize = Out.Elem.isNull() ? nullptr : symSizeOf(Out.Elem, Ctx);
  Out.Container = nullptr;
  Out.View = Obj;
  if (!Out.ElemSize) return false;
  const Expr *Bare = Obj->IgnoreParenImpCasts();
  const auto *DR = dyn_cast<DeclRefExpr>(Bare);
  const auto *Param = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
  SymRef ShownBytes;
  // A parameter its function never changes (bb76 1: `a = b;` before
  // `std::fill(a.begin(), a.end(), 9)` wrote what b shows).
  const auto *F = Param ? dyn_cast_or_null<FunctionDecl>(Param->getDeclContext()) : nullptr;
  if (Param && (!F || !F->getBody() || viewMayChange(Param, F->getBody()))) return false;
  if (Param && !Param->getType()->isReferenceType()) {
    Out.Base = MemRef();
    Out.Base.Kind = BaseKind::Pointee;
    Out.Base.Var = variableIdentity(Param);
    Out.Base.Range.Lo = Sym::constant(0);
    ShownBytes = Sym::atom(Param->getNameAsString() + ".size()") * Out.ElemSize;
  } else {
    if (!pureViewBuild(Obj, Ctx) || !viewTarget(Obj, Ctx, Out.Base) || Out.Base.Unbounded) return false;
    ShownBytes = Out.Base.Range.Len ? Out.Base.Range.Len : shownElements(Obj, Out.Base, Out.ElemSize, Ctx) * Out.ElemSize;
    Out.Base.Range.Len = nullptr;
  }
  if (End) Out.Base.Range.Lo = Out.Base.Range.Lo + ShownBytes;
  Out.Base.ElemType = Out.Elem;
  return true;
}

bool iteratorPosition(const Expr *E, ASTContext &Ctx, IteratorPosition &Out) {
  if (!E->getType()->isPointerType()) E = E->IgnoreImplicit(); // an iterator's copy
  E = E->IgnoreParens();
  if (auto *CC = dyn_cast<CXXConstructExpr>(E);
      CC && CC->getNumArgs() == 1 && CC->getConstructor()->isCopyOrMoveConstructor())
    return iteratorPosition(CC->getArg(0), Ctx, Out);
  if (E->getType()->isPointerType()) { // `a` (decayed), `p + k`, `v.data() + h`
    if (!pointerTarget(E, Ctx, Out.Base)) return false;
    Out.Elem = E->getType()->getPointeeType();
    Out.ElemSize = symSizeOf(Out.Elem, Ctx);
    Out.Container = nullptr;
    return !Out.Base.Unbounded && Out.Base.Range.Lo && Out.ElemSize;
  }
  if (auto *MC = dyn_cast<CXXMemberCallExpr>(E)) { // `v.begin()`, `v.end()`
    const CXXMethodDecl *MD = MC->getMethodDecl();
    const Expr *Obj = MC->getImplicitObjectArgument();
    const auto *RD = Obj ? dyn_cast_or_null<ClassTemplateSpecializationDecl>(Obj->getType()->getAsCXXRecordDecl())
                         : nullptr;
    if (!MD || !MD->getIdentifier() || !RD || isBitVector(Obj->getType()) || RD->getTemplateArgs().size() == 0 ||
        RD->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
      return false;
    bool End = llvm::is_contained({"end", "cend"}, MD->getName());
    if (!End && !llvm::is_contained({"begin", "cbegin"}, MD->getName())) return false;
    if (isViewType(Obj->getType(), Ctx)) return viewIteratorPosition(Obj, End, Ctx, Out);
    if (!containerBuffer(Obj, Ctx, Out.Base)) return false;
    Out.Elem = RD->getTemplateArgs()[0].getAsType();
    Out.Container = Obj;
    Out.ElemSize = symSizeOf(Out.Elem, Ctx);
    if (!Out.ElemSize) return false;
    // `v.end()` is `v.size()` elements on: an atom when `v` is a variable,
    // invariant unless the statement changes `v` (see the Collector's bounds).
    if (End) {
      std::string Size = objectText(Obj, Ctx) + ".size()";
      bool Named = isa<DeclRefExpr>(Obj->IgnoreParenImpCasts());
      Out.Base.Range.Lo = (Named ? Sym::atom(Size) : Sym::opaque(Size)) * Out.ElemSize;
    }
    Out.Base.ElemType = Out.Elem;
    return true;
  }
  // An iterator variable into a contiguous buffer (`first` of `msort(It first,
  // It last)`): what it points to, as a pointer variable's (`&*first`).
  if (auto *DR = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
    QualType Elem = VD && !VD->getType()->isReferenceType() ? contiguousIteratorElement(VD->getType(), Ctx) : QualType();
    if (Elem.isNull()) return false;
    // A local its function never changes (`auto mid = v.begin() + h;`, h never
    // changed either): where its initialiser points.
    const auto *F = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
    if (VD->hasLocalStorage() && !isa<ParmVarDecl>(VD) && VD->getInit() && F && F->getBody() &&
        !viewMayChange(VD, F->getBody()) && iteratorPosition(VD->getInit(), Ctx, Out))
      return true;
    Out.Base = MemRef();
    Out.Base.Kind = BaseKind::Pointee;
    Out.Base.Var = variableIdentity(VD);
    Out.Base.Range.Lo = Sym::constant(0);
    Out.Base.ElemType = Out.Elem = Elem;
    Out.ElemSize = symSizeOf(Elem, Ctx);
    Out.Container = nullptr;
    return Out.ElemSize != nullptr;
  }
  // `std::next(it, k)`, `std::prev(it, k)` (k defaults to 1): as `it + k`, `it - k`.
  if (auto *CE = dyn_cast<CallExpr>(E); CE && !isa<CXXOperatorCallExpr, CXXMemberCallExpr>(CE)) {
    const FunctionDecl *F = CE->getDirectCallee();
    if (!F || !F->isInStdNamespace() || !F->getIdentifier() || !llvm::is_contained({"next", "prev"}, F->getName()) ||
        CE->getNumArgs() != 2 || !CE->getArg(1)->getType()->isIntegerType() ||
        contiguousIteratorElement(E->getType(), Ctx).isNull() || !iteratorPosition(CE->getArg(0), Ctx, Out))
      return false;
    const Expr *K = CE->getArg(1);
    if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(K)) K = DA->getExpr();
    SymRef Off = toSym(K, Ctx) * Out.ElemSize;
    Out.Base.Range.Lo = F->getName() == "next" ? Out.Base.Range.Lo + Off : Out.Base.Range.Lo - Off;
    Out.Offsets.push_back(K);
    return true;
  }
  if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
      OC && OC->getNumArgs() == 2 && (OC->getOperator() == OO_Plus || OC->getOperator() == OO_Minus)) {
    const Expr *It = OC->getArg(0), *K = OC->getArg(1);
    if (OC->getOperator() == OO_Plus && It->getType()->isIntegerType()) std::swap(It, K);
    if (!K->getType()->isIntegerType() || !iteratorPosition(It, Ctx, Out)) return false;
    SymRef Off = toSym(K, Ctx) * Out.ElemSize;
    Out.Base.Range.Lo = OC->getOperator() == OO_Plus ? Out.Base.Range.Lo + Off : Out.Base.Range.Lo - Off;
    Out.Offsets.push_back(K);
    return true;
  }
  return false;
}

/// The object a C++17 structured binding names. A binding of a decomposition
/// by value (`auto [x, y] = pr;`, `auto &&[a, b] = f();`) is a distinct object,
/// a part of the hidden variable that only the bindings name: the binding
/// itself; so is a binding of a range-based for loop's element (the loop, or
/// the task in it, also accesses the range). A binding of a decomposition by
/// reference names part of the referenced object (`auto &[pa, pb] = p;`: `pb`
/// is `p.b`); a tuple-like one (`get<i>(pr)`) is somewhere in it, so the whole
/// object stands for it.
static bool bindingRef(const BindingDecl *BD, ASTContext &Ctx, MemRef &Out) {
  const auto *DD = dyn_cast_or_null<VarDecl>(BD->getDecomposedDecl());
  if (!DD) return false;
  // A binding of a reference member (`struct S { long &r; }`, `auto [r] = s;`) or
  // of a tuple's reference element names the object it is bound to, whatever the
  // decomposition (bb63 1: its writes were taken as the binding's own, private).
  if (BD->getType()->isReferenceType()) {
    const Expr *B = BD->getBinding();
    return B && !BD->getHoldingVar() && refOf(B, Ctx, Out);
  }
  const Expr *Init = DD->getInit();
  if (auto *EWC = dyn_cast_or_null<ExprWithCleanups>(Init)) Init = EWC->getSubExpr();
  if (Init) Init = Init->IgnoreParens();
  if (!DD->getType()->isReferenceType() || (Init && isa<MaterializeTemporaryExpr>(Init)) ||
      DD->isCXXForRangeDecl()) {
    Out = MemRef();
    return wholeObject(BD, Ctx, Out);
  }
  if (!Init) return false;
  const Expr *B = BD->getBinding();
  if (!B || BD->getHoldingVar()) { // tuple-like (a std::pair): the whole object bound
    if (refOf(Init, Ctx, Out)) return true;
    // An element of a standard contiguous container (`auto &[k, v] = ap[i];`).
    const auto *OC = dyn_cast<CXXOperatorCallExpr>(Init->IgnoreImplicit());
    return OC && containerElement(OC, Ctx, Out);
  }
  return refOf(B, Ctx, Out);
}

bool refOf(const Expr *E, ASTContext &Ctx, MemRef &Out) {
  E = E->IgnoreParens();
  // `static_cast<V &&>(other)` (an implicit move assignment's operand), `(const
  // T &)x`: the same object.
  if (const auto *EC = dyn_cast<ExplicitCastExpr>(E); EC && EC->getCastKind() == CK_NoOp && E->isGLValue())
    return refOf(EC->getSubExpr(), Ctx, Out);
  if (auto *IC = dyn_cast<ImplicitCastExpr>(E)) {
    if (IC->getCastKind() == CK_NoOp) return refOf(IC->getSubExpr(), Ctx, Out);
    // A base-class subobject: its bytes within the derived object.
    if (IC->getCastKind() == CK_UncheckedDerivedToBase || IC->getCastKind() == CK_DerivedToBase) {
      int64_t Off;
      if (!castOffset(IC, Ctx, Off) || !refOf(IC->getSubExpr(), Ctx, Out)) return false;
      bool Known;
      int64_t Size = sizeOf(E->getType(), Ctx, Known);
      Out.Range.Lo = Out.Range.Lo + Sym::constant(Off);
      Out.Range.Len = Known ? Sym::constant(Size) : nullptr;
      Out.Unbounded = !Known;
      Out.ElemType = E->getType();
      return true;
    }
  }
  bool Known;
  if (auto *DR = dyn_cast<DeclRefExpr>(E)) {
    if (auto *BD = dyn_cast<BindingDecl>(DR->getDecl())) return bindingRef(BD, Ctx, Out);
    // The hidden variable of a decomposition by reference is the object it is bound to.
    if (auto *DD = dyn_cast<DecompositionDecl>(DR->getDecl());
        DD && DD->getType()->isReferenceType() && DD->getInit())
      return refOf(DD->getInit(), Ctx, Out);
    if (!isa<VarDecl>(DR->getDecl())) return false;
    // A reference bound to a global or a fixed part of one (`static long &sr =
    // g;` in a function, `long &gr = g;`, `const long &r = garr[3];`): that
    // global, which code elsewhere can name (a static local's name reaches no
    // other function; bb71 F4), and which loops tell apart from other objects.
    // A reference is never rebound; a part chosen by a variable (`garr[k]`)
    // is the one k chose then, so it is not followed.
    if (const auto *VD = cast<VarDecl>(DR->getDecl()); VD->getType()->isReferenceType() && VD->getInit()) {
      MemRef Target;
      const auto *Named = refOf(VD->getInit(), Ctx, Target) ? dyn_cast_or_null<VarDecl>(Target.Var) : nullptr;
      if (Named && Target.Kind == BaseKind::Object && Named->hasGlobalStorage() && !Named->isStaticLocal() &&
          !Target.Unbounded && constValue(Target.Range.Lo) && constValue(Target.Range.Len)) {
        Out = Target;
        return true;
      }
    }
    Out = MemRef();
    return wholeObject(DR->getDecl(), Ctx, Out);
  }
  if (auto *ME = dyn_cast<MemberExpr>(E)) {
    auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD) {
      if (auto *VD = dyn_cast<VarDecl>(ME->getMemberDecl())) { // static member
        Out = MemRef();
        return wholeObject(VD, Ctx, Out);
      }
      return false;
    }
    // A reference member (`long &total;`, also inside a std::reference_wrapper)
    // designates the object it was bound to, not storage of the enclosing one:
    // that object cannot be named here.
    if (FD->getType()->isReferenceType()) return false;
    bool Ok = ME->isArrow() ? pointerTarget(ME->getBase(), Ctx, Out)
                            : refOf(ME->getBase(), Ctx, Out);
    if (!Ok) return false;
    narrowToField(FD, Ctx, Out);
    return true;
  }
  if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    const Expr *Base = AS->getBase();
    SymRef ElemSym = symSizeOf(E->getType(), Ctx);
    Known = ElemSym != nullptr;
    bool Ok;
    const Expr *BaseNoCast = Base->IgnoreParenImpCasts();
    if (BaseNoCast->getType()->isArrayType()) {
      Ok = refOf(BaseNoCast, Ctx, Out);
    } else {
      Ok = pointerTarget(Base, Ctx, Out);
    }
    if (!Ok) return false;
    if (!Known) { // variably modified element: somewhere in the base
      Out.Unbounded = true;
      Out.Range.Len = nullptr;
      Out.ElemType = E->getType();
      return true;
    }
    Out.Range.Lo = Out.Range.Lo + toSym(AS->getIdx(), Ctx) * ElemSym;
    Out.Range.Len = ElemSym;
    Out.Unbounded = false;
    Out.ElemType = E->getType();
    return true;
  }
  if (const Expr *It = dereferencedIterator(E, Ctx)) { // `*it`
    iteratorElement(It, Ctx, Out);
    Out.Range.Len = symSizeOf(E->getType(), Ctx);
    Out.Unbounded = !Out.Range.Len;
    Out.ElemType = E->getType();
    return true;
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() != UO_Deref) return false;
    if (!pointerTarget(UO->getSubExpr(), Ctx, Out)) return false;
    int64_t Size = sizeOf(E->getType(), Ctx, Known);
    Out.Range.Len = Known ? Sym::constant(Size) : nullptr;
    Out.Unbounded = !Known;
    Out.ElemType = E->getType();
    return true;
  }
  return false;
}

//===--- Effects of member function calls ---------------------------------===//

namespace {

/// `v[i]`, `v.at(i)`, `v.front()`, `v.back()` of a standard sequence
/// (vector, array, deque, string), and `v.data()` of a contiguous one: the
/// reference to an element or the pointer to the first, which the call
/// itself only reads the container to find (a write through it is the
/// caller's, through the lvalue or the pointer, see Collector::lvalue and
/// pointerTarget). `m[k]` of a map inserts: not one.
bool isElementAccessor(const CXXMethodDecl *MD) {
  const CXXRecordDecl *RD = MD ? MD->getParent() : nullptr;
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() ||
      !llvm::is_contained({"vector", "array", "deque", "basic_string"}, RD->getName()))
    return false;
  if (MD->getIdentifier() && MD->getName() == "data" && RD->getName() != "deque")
    return MD->getReturnType()->isPointerType();
  if (!MD->getReturnType()->isReferenceType()) return false;
  if (MD->getOverloadedOperator() == OO_Subscript) return true;
  return MD->getIdentifier() && llvm::is_contained({"at", "front", "back"}, MD->getName());
}

/// `v.size()`, `v.empty()`, `v.capacity()` of a std::vector, deque or string:
/// a read of the object's own bytes (its pointers and size), none of its
/// elements.
bool isSizeAccessor(const CXXMethodDecl *MD) {
  const CXXRecordDecl *RD = MD ? MD->getParent() : nullptr;
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() || !MD->getIdentifier() ||
      !llvm::is_contained({"vector", "deque", "basic_string"}, RD->getName()))
    return false;
  return MD->isConst() && llvm::is_contained({"size", "empty", "capacity", "length"}, MD->getName());
}

/// `c.begin()`, `c.end()`, `c.rbegin()`... of a standard container: an
/// iterator, which the call only reads the container to make (writes through
/// it are the caller's, through `*it`).
bool isIteratorAccessor(const CXXMethodDecl *MD) {
  const CXXRecordDecl *RD = MD ? MD->getParent() : nullptr;
  if (!RD || !RD->isInStdNamespace() || !MD->getIdentifier() || !isOwningLibraryClass(RD)) return false;
  return llvm::is_contained({"begin", "end", "rbegin", "rend", "cbegin", "cend", "crbegin", "crend", "before_begin",
                             "cbefore_begin"},
                            MD->getName());
}

} // namespace

/// Standard classes whose object stands for the memory it owns: an access of
/// the object is an access of its elements (the convention of the whole
/// analysis for `v[i]`, `m[k]`, `s.push_back(x)`).
bool isOwningLibraryClass(const CXXRecordDecl *RD) {
  if (!RD->getIdentifier()) return false;
  return llvm::is_contained({"vector", "array", "basic_string", "deque", "basic_ostream", "basic_istream",
                             "basic_iostream", "basic_ios", "basic_ofstream", "basic_ifstream", "basic_fstream",
                             "basic_ostringstream", "basic_istringstream", "basic_stringstream", "list", "forward_list", "map",
                             "multimap", "set", "multiset", "unordered_map", "unordered_multimap",
                             "unordered_set", "unordered_multiset", "optional", "pair", "tuple",
                             "valarray", "bitset", "complex", "atomic", "priority_queue", "queue",
                             "stack", "variant"},
                            RD->getName());
}

/// The callee's class comes from a system header (the standard library).
bool isLibraryClass(const CXXRecordDecl *RD, const ASTContext &Ctx) {
  return RD->isInStdNamespace() || Ctx.getSourceManager().isInSystemHeader(RD->getLocation());
}

namespace {

/// A field of RD (or of its bases, or of a class-typed field) matching Pred.
bool hasFieldWhere(const CXXRecordDecl *RD, const ASTContext &Ctx,
                   const std::function<bool(QualType)> &Pred, int Depth) {
  if (!RD || !RD->hasDefinition() || Depth > 8) return false;
  RD = RD->getDefinition();
  for (const FieldDecl *FD : RD->fields()) {
    QualType FT = Ctx.getBaseElementType(FD->getType());
    if (Pred(FT)) return true;
    if (hasFieldWhere(FT->getAsCXXRecordDecl(), Ctx, Pred, Depth + 1)) return true;
  }
  for (const CXXBaseSpecifier &B : RD->bases())
    if (hasFieldWhere(B.getType()->getAsCXXRecordDecl(), Ctx, Pred, Depth + 1)) return true;
  return false;
}

/// Member functions whose bodies are being analysed at a call site (a
/// recursive member function is the conservative default at its inner call).
std::set<const FunctionDecl *> &methodsInProgress() {
  static std::set<const FunctionDecl *> InProgress;
  return InProgress;
}

Access unknownAccess(const Expr *Call, ASTContext &Ctx, BaseKind K, std::string Why) {
  Access A;
  A.Ref.Kind = K;
  A.Read = A.Write = true;
  A.Loc = Ctx.getSourceManager().getExpansionLoc(Call->getBeginLoc());
  A.Text = exprText(Call, Ctx);
  A.Why = std::move(Why);
  return A;
}


/// No other variable or parameter of \p F (nor of a lambda in it) is named as
/// \p V is: the name means \p V wherever it is visible in F.
bool uniquelyNamedIn(const VarDecl *V, const FunctionDecl *F) {
  struct Named : RecursiveASTVisitor<Named> {
    const VarDecl *V;
    bool Other = false;
    bool VisitVarDecl(VarDecl *D) {
      if (D != V && D->getIdentifier() && D->getName() == V->getName()) Other = true;
      return !Other;
    }
  } N;
  N.V = V;
  for (const ParmVarDecl *P : F->parameters()) N.VisitVarDecl(const_cast<ParmVarDecl *>(P));
  if (F->getBody()) N.TraverseStmt(F->getBody());
  return !N.Other;
}

/// The body of \p Method (a definition of a user class's member, constructor or
/// destructor) run at \p Site, in the caller's scope: its parameters' targets
/// resolved through \p Args (the argument of each parameter), globals kept,
/// its locals private. Accesses of the object's own fields go to
/// ObjectRead/ObjectWrite, and to ObjectParts when every one of them is
/// bounded in the caller's terms; memory reached through its pointer members
/// is unknown.
/// With \p Captures (a lambda's call operator called where its captured
/// variables can be named), what the body reaches through the enclosing
/// function's variables and `this` stays as it is.
/// \p R, the buffer of a standard container that \p Method's body reaches
/// through a reference parameter (`v[i]` of `[](std::vector<double> &v, int i)`),
/// a container member of one (`g.d[i]` of `double f(const Grid &g, int i)`) or a
/// container member of its own object (`d[i]` in `double get(int i) const`), in
/// the caller's terms: the buffer of the argument (`out.data()`), of that member
/// of the argument (`grid.d.data()`) or of that member of the call's object
/// (`g.d.data()`, `p->d.data()`; `this->d.data()` itself when the call is on the
/// caller's own object, `get(i, j)` in another member), Range kept (in the
/// method's terms). False when the container cannot be named there.
bool callerContainerBuffer(MemRef &R, const Expr *Site, llvm::ArrayRef<const Expr *> Args,
                           const CXXMethodDecl *Method, ASTContext &Ctx) {
  llvm::StringRef Owner(R.ExprText);
  if (!R.ContainerData || R.NestedBuffers || !Owner.consume_back(".data()")) return false;
  // The buffer of container field \p Name of \p Obj (a record, or a pointer to one).
  auto MemberBuffer = [&](const Expr *Obj, const CXXRecordDecl *Of, llvm::StringRef Name, MemRef &Out) {
    if (!Of || !Obj || !isPure(Obj)) return false;
    const FieldDecl *Field = nullptr;
    for (const FieldDecl *FD : Of->fields())
      if (FD->getIdentifier() && FD->getName() == Name) Field = FD;
    if (!Field) return false;
    Obj = Obj->IgnoreParenImpCasts();
    Out.Kind = BaseKind::PointeeExpr;
    Out.ExprText = objectText(Obj, Ctx) + (Obj->getType()->isPointerType() ? "->" : ".") + Name.str() + ".data()";
    Out.ExprVars = varsIn(Obj);
    Out.ContainerData = true;
    Out.ContainerType = Field->getType();
    return true;
  };
  SymRange Range = R.Range;
  MemRef Target;
  if (R.ExprVars.size() == 1) { // a reference parameter of the method, named whole or by a member
    const auto *PV = dyn_cast<ParmVarDecl>(*R.ExprVars.begin());
    if (!PV || PV->getDeclContext() != Method || !PV->getType()->isReferenceType() ||
        PV->getFunctionScopeIndex() >= Args.size() || !Owner.consume_front(PV->getName()))
      return false;
    const Expr *Arg = Args[PV->getFunctionScopeIndex()];
    if (Owner.empty()) {
      if (!containerBuffer(Arg, Ctx, Target)) return false;
    } else if (!Owner.consume_front(".") ||
               !MemberBuffer(Arg, PV->getType().getNonReferenceType()->getAsCXXRecordDecl(), Owner, Target)) {
      return false;
    }
  } else if (R.ExprVars.empty()) { // a field of *this: `d` or `this->d`
    Owner.consume_front("this->");
    const auto *MC = dyn_cast<CXXMemberCallExpr>(Site);
    const Expr *Obj = MC ? MC->getImplicitObjectArgument() : nullptr;
    if (Obj && isa<CXXThisExpr>(Obj->IgnoreParenImpCasts())) { // the caller's own object
      const FieldDecl *Field = nullptr;
      for (const FieldDecl *FD : Method->getParent()->fields())
        if (FD->getIdentifier() && FD->getName() == Owner) Field = FD;
      if (!Field) return false;
      Target = R;
      Target.ExprText = "this->" + Owner.str() + ".data()";
    } else if (!MemberBuffer(Obj, Method->getParent(), Owner, Target)) {
      return false;
    }
  } else {
    return false;
  }
  Target.Range = Range;
  Target.Unbounded = R.Unbounded;
  Target.ElemType = R.ElemType;
  R = Target;
  return true;
}

const Expr *forwardedObject(const CallExpr *CE); // below, with the references calls return

MemberCallEffects bodyEffectsInCaller(const Expr *Site, llvm::ArrayRef<const Expr *> Args,
                                      const CXXMethodDecl *Method, const AccessQuery &Q,
                                      bool Captures = false) {
  ASTContext &Ctx = Q.Ctx;
  MemberCallEffects Eff;
  const CXXRecordDecl *RD = Method->getParent();
  std::string Name = "'" + Method->getQualifiedNameAsString() + "'";
  if (methodsInProgress().count(Method)) {
    Eff.Accesses.push_back(unknownAccess(Site, Ctx, BaseKind::Unknown, Name + " is recursive"));
    return Eff;
  }
  bool ReferenceFields = hasFieldWhere(RD, Ctx, [](QualType T) { return T->isReferenceType(); });
  // A lambda's integer parameters passed by value that its body does not
  // modify: a range over them and constants is, at the call, the same range
  // over the arguments (`out[i]` of `[&](int i) { out[i] = 0; }` called as
  // `body(k)` is `out[k]`). Any other range of captured memory is unbounded.
  // Only for the loop dependence test (a task keeps captured objects whole).
  // The same holds for a member function's ranges of its own object's fields
  // (ObjectParts).
  std::map<std::string, SymRef> ParamValues;
  // Field offsets are from the method's `this`, a base's fields at their base
  // offset (castOffset); a virtual base sits at an offset known at run time.
  // The parts are the caller's only where its object is that very `this`
  // (methodEffects' ThisObject) or for the effect's writes alone
  // (memberCallLeavesObject).
  Eff.ObjectPartsKnown = !Captures && !ReferenceFields && RD->getNumVBases() == 0;
  if ((Captures && Q.NamedClosures) || Eff.ObjectPartsKnown) {
    std::set<const ValueDecl *> Changed = modifiedVars(Method->getBody());
    const std::set<std::string> Declared = variableNamesIn(Method->getBody()); // may shadow a parameter
    // The argument converts to the parameter's type keeping its value: it is
    // no wider, and signed only where the parameter is (or narrower still).
    auto KeepsValue = [&](const Expr *Arg, QualType To) {
      QualType From = Arg->IgnoreParenImpCasts()->getType();
      if (!From->isIntegerType() || !To->isIntegerType()) return false;
      unsigned FW = Ctx.getIntWidth(From), TW = Ctx.getIntWidth(To);
      bool FS = From->isSignedIntegerOrEnumerationType(), TS = To->isSignedIntegerOrEnumerationType();
      return FS == TS ? FW <= TW : !FS && TS && FW < TW;
    };
    for (const ParmVarDecl *P : Method->parameters())
      if (P->getType()->isIntegerType() && !Changed.count(P) && P->getFunctionScopeIndex() < Args.size() &&
          P->getIdentifier() && !Declared.count(P->getNameAsString()) &&
          KeepsValue(Args[P->getFunctionScopeIndex()], P->getType()))
        if (SymRef Value = toSym(Args[P->getFunctionScopeIndex()], Ctx)) ParamValues[P->getName().str()] = Value;
    // An integer the lambda captures and does not modify is, at the call, the
    // caller's variable of that name (`out[i * m + j]` of `[&](int i) {...}`
    // called as `body(i)` is `out[i * m + j]`): by reference always, by copy
    // when the enclosing function never modifies it (the copy then holds its
    // value), and only where no other variable of the function has its name.
    std::optional<std::set<const ValueDecl *>> ChangedInEnclosing; // by the lambda's function, once
    if (Captures && RD->isLambda())
      for (const LambdaCapture &C : RD->captures()) {
        const auto *V = C.capturesVariable() ? dyn_cast<VarDecl>(C.getCapturedVar()) : nullptr;
        const auto *Enclosing = V ? dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod()) : nullptr;
        if (!V || !Enclosing || !V->getIdentifier() || !V->getType()->isIntegerType() || Changed.count(V) ||
            Declared.count(V->getNameAsString()) || ParamValues.count(V->getName().str()) ||
            !uniquelyNamedIn(V, Enclosing))
          continue;
        if (C.getCaptureKind() != LCK_ByRef) {
          if (!ChangedInEnclosing) ChangedInEnclosing = modifiedVars(Enclosing->getBody());
          if (ChangedInEnclosing->count(V)) continue;
        }
        ParamValues[V->getName().str()] = Sym::atom(V->getName().str());
      }
  }
  auto InCallerTerms = [&](MemRef &R) {
    std::set<std::string> Atoms;
    for (const SymRef &S : {R.Range.Lo, R.Range.Len}) {
      if (!S || hasOpaque(S)) return false;
      collectAtoms(S, Atoms);
    }
    if (R.Unbounded || llvm::any_of(Atoms, [&](const std::string &A) { return !ParamValues.count(A); }))
      return false;
    R.Range.Lo = substitute(R.Range.Lo, ParamValues);
    R.Range.Len = substitute(R.Range.Len, ParamValues);
    return R.Range.Lo && R.Range.Len && !hasOpaque(R.Range.Lo) && !hasOpaque(R.Range.Len);
  };
  methodsInProgress().insert(Method);
  AccessQuery Body{Ctx, Q.Summaries, nullptr, Q.ContainerElements};
  Body.CapturedClosures = Captures && (Q.NamedClosures || Q.CapturedClosures);
  AccessList L = collectAccesses(Method->getBody(), Body);
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Method))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (const Expr *E = Init->getInit())
        for (Access &A : collectAccesses(E, Body)) L.push_back(std::move(A));
  methodsInProgress().erase(Method);
  for (Access &A : L) {
    MemRef &R = A.Ref;
    switch (R.Kind) {
    case BaseKind::Unknown:
    case BaseKind::AllGlobals:
      break;
    case BaseKind::PointeeExpr:
      if (Captures && llvm::none_of(R.ExprVars, [&](const ValueDecl *V) {
            return Method->Encloses(V->getDeclContext());
          })) { // the enclosing object, or memory named by the enclosing function's variables
        if (InCallerTerms(R)) break;
        R.Unbounded = true; // its bounds may use the lambda's parameters
        R.Range.Len = nullptr;
        break;
      }
      if (R.ExprText == "this" && !ReferenceFields) { // a field of the object itself
        Eff.ObjectRead |= A.Read;
        Eff.ObjectWrite |= A.Write;
        if (Eff.ObjectPartsKnown && InCallerTerms(R))
          Eff.ObjectParts.push_back(std::move(A));
        else
          Eff.ObjectPartsKnown = false;
        continue;
      }
      if (callerContainerBuffer(R, Site, Args, Method, Ctx)) {
        if (!InCallerTerms(R)) {
          R.Unbounded = true;
          R.Range.Len = nullptr;
        }
        break;
      }
      R = MemRef();
      A.Why = Name + " accesses memory through '" + A.Text + "'";
      break;
    case BaseKind::Object: {
      auto *VD = dyn_cast<VarDecl>(R.Var);
      if (VD && VD->hasLocalStorage() && VD->getDeclContext() == Method) continue; // private
      bool Captured = VD && Captures && !Method->Encloses(VD->getDeclContext()); // whole object below
      if (!VD || (VD->isStaticLocal() && !hasStaticStandIn(VD)) || (VD->hasLocalStorage() && !Captured)) {
        R = MemRef();
        A.Why = Name + " uses '" + (VD ? VD->getNameAsString() : A.Text) + "', which the caller cannot name";
        break;
      }
      if (Captured && InCallerTerms(R)) break; // an element named by the arguments
      MemRef W;
      wholeObject(VD, Ctx, W);
      W.ElemType = R.ElemType;
      R = W;
      break;
    }
    case BaseKind::Pointee: {
      auto *VD = dyn_cast<VarDecl>(R.Var);
      if (VD && VD->hasGlobalStorage() && !VD->isStaticLocal()) {
        R.Unbounded = true;
        R.Range.Len = nullptr;
        break;
      }
      if (Captures && VD && !Method->Encloses(VD->getDeclContext())) { // captured: bounds may use
        if (InCallerTerms(R)) break;                                   // the lambda's parameters
        R.Unbounded = true;
        R.Range.Len = nullptr;
        break;
      }
      auto *PV = dyn_cast_or_null<ParmVarDecl>(VD);
      unsigned Arg = PV ? PV->getFunctionScopeIndex() : 0;
      MemRef Target;
      bool Ok = false;
      if (PV && PV->getDeclContext() == Method && Arg < Args.size()) {
        const Expr *E = Args[Arg];
        A.Text = exprText(E, Ctx);
        // A reference bound to a temporary (`out[i] = make(i)` moving from the
        // returned object): memory no one else reaches; making it is the
        // argument's own evaluation, which the caller collects.
        if (PV->getType()->isReferenceType() && E->IgnoreImplicit()->isPRValue())
          continue;
        if (PV->getType()->isReferenceType()) {
          if (const auto *Forward = dyn_cast<CallExpr>(E->IgnoreParenImpCasts()); Forward && forwardedObject(Forward))
            E = forwardedObject(Forward); // `Batch(std::move(x))`: x
          Ok = refOf(E, Ctx, Target);
          // An element of a standard container (`addk(out[i])`): as for a
          // function, the element in the loop dependence test, elsewhere the
          // container standing for it.
          const CXXOperatorCallExpr *Subscript = nullptr;
          if (!Ok) {
            Target = MemRef();
            Ok = Q.ContainerElements ? containerElementOrField(E->IgnoreParenImpCasts(), Ctx, Subscript, Target)
                                     : containerStandIn(E, Ctx, Target);
          }
        } else if ((Ok = pointerTarget(E, Ctx, Target))) {
          // A section in the method's integer parameters (`r[0:n]` of
          // `fill(double *r, int n)`): the same section from the argument's target.
          if (MemRef Section = R; InCallerTerms(Section)) {
            Target.Range.Lo = Target.Range.Lo + Section.Range.Lo;
            Target.Range.Len = Section.Range.Len;
            Target.Unbounded = false;
          } else {
            Target.Unbounded = true;
            Target.Range.Len = nullptr;
          }
        }
      }
      if (Ok) {
        Target.ElemType = R.ElemType;
        R = Target;
      } else {
        R = MemRef();
        std::string Through = VD && VD->getIdentifier() ? VD->getNameAsString() : A.Text;
        A.Why = Name + " accesses memory the caller cannot name through '" + Through + "'";
      }
      break;
    }
    }
    A.Loc = Ctx.getSourceManager().getExpansionLoc(Site->getBeginLoc());
    Eff.Accesses.push_back(std::move(A));
  }
  return Eff;
}

} // namespace

MemberCallEffects memberCallEffects(const CallExpr *Call, const CXXMethodDecl *MD, unsigned FirstArg,
                                    const AccessQuery &Q) {
  ASTContext &Ctx = Q.Ctx;
  MemberCallEffects Eff;
  auto Unknown = [&](std::string Why) {
    Eff.Accesses.push_back(unknownAccess(Call, Ctx, BaseKind::Unknown, std::move(Why)));
  };
  if (!MD) {
    Unknown("call through a pointer to member function");
    Eff.Accesses.push_back(unknownAccess(Call, Ctx, BaseKind::AllGlobals, "call through a pointer to member function"));
    return Eff;
  }
  const CXXRecordDecl *RD = MD->getParent();
  std::string Name = "'" + MD->getQualifiedNameAsString() + "'";
  if (RD->isLambda()) {
    Unknown("calling a lambda is analysed as touching any memory");
    Eff.Accesses.push_back(unknownAccess(Call, Ctx, BaseKind::AllGlobals, "calling a lambda is analysed as touching any memory"));
    return Eff;
  }
  if (isLibraryClass(RD, Ctx)) {
    // Standard containers stand for their elements; views (span, iterators)
    // are resolved by the collector; a type-erased callable (std::function)
    // may run anything; other library classes holding pointers (unique_ptr,
    // shared_ptr, reference_wrapper...) reach memory that cannot be named
    // through the references and pointers their members return, and their
    // non-const members (reset, swap) may release or replace it.
    if (isOwningLibraryClass(RD) || isViewType(Ctx.getRecordType(RD), Ctx)) return Eff;
    if (MD->getOverloadedOperator() == OO_Call) {
      Unknown(Name + " runs a callable whose body is not known");
      Eff.Accesses.push_back(unknownAccess(Call, Ctx, BaseKind::AllGlobals, Name + " runs a callable whose body is not known"));
      return Eff;
    }
    bool HoldsPointer = hasFieldWhere(RD, Ctx, [](QualType T) {
      return T->isPointerType() || T->isReferenceType() || T->isMemberPointerType();
    });
    QualType Ret = MD->getReturnType();
    bool Pointing = Ret->isReferenceType() || Ret->isPointerType();
    if (Pointing) { // `return *this;` (s += x, os << x) is the object itself
      const CXXRecordDecl *To = Ret->getPointeeType()->getAsCXXRecordDecl();
      if (To && (To->getCanonicalDecl() == RD->getCanonicalDecl() || RD->isDerivedFrom(To)))
        Pointing = false;
    }
    // Operators reaching a pointee are often inherited from an accessor base
    // without fields (shared_ptr's operator* in __shared_ptr_access).
    if (Pointing || (HoldsPointer && !MD->isConst())) {
      Access A = unknownAccess(Call, Ctx, BaseKind::Unknown,
                               "the memory reached through " + Name + " cannot be bounded");
      A.Write = !Pointing || !Ret->getPointeeType().isConstQualified() || !MD->isConst();
      Eff.Accesses.push_back(std::move(A));
    }
    return Eff;
  }
  // A member declared with `#pragma nano declare`: its lists, over the
  // explicit arguments (the object itself is the caller's read or write of it).
  if (const FunctionSummary *S = Q.Summaries ? Q.Summaries->lookup(MD) : nullptr;
      S && S->Declared && isa<CXXMemberCallExpr>(Call)) {
    callAccesses(Call, Ctx, Q.Summaries, Eff.Accesses);
    return Eff;
  }
  // A trivial copy or move assignment (`out[i] = make(i)`, `a = b` of a struct
  // of numbers) copies bytes, as in C: the object is written whole, and the
  // source object read whole, unless it is a temporary (no one else's memory).
  if (MD->isTrivial() && (MD->isCopyAssignmentOperator() || MD->isMoveAssignmentOperator()) &&
      FirstArg < Call->getNumArgs()) {
    Eff.ObjectWrite = true;
    const Expr *From = Call->getArg(FirstArg);
    if (From->IgnoreImplicit()->isPRValue()) return Eff;
    Access Source = unknownAccess(From, Ctx, BaseKind::Unknown, "the object " + Name + " copies cannot be named");
    Source.Write = false;
    if (refOf(From, Ctx, Source.Ref)) Source.Why.clear();
    Eff.Accesses.push_back(std::move(Source));
    return Eff;
  }
  // A user class: the body, in the caller's scope.
  bool Devirtualized = !MD->isVirtual() || MD->hasAttr<FinalAttr>() || RD->hasAttr<FinalAttr>();
  if (auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
    if (auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens()))
      Devirtualized |= ME->hasQualifier();
  const FunctionDecl *Def = MD->getDefinition();
  if (!Devirtualized || !Def || !Def->getBody()) {
    std::string Why = !Devirtualized ? Name + " is virtual: an override may run"
                                     : Name + " has no body in this file";
    Unknown(Why);
    Eff.Accesses.push_back(unknownAccess(Call, Ctx, BaseKind::AllGlobals, Why));
    return Eff;
  }
  std::vector<const Expr *> Args;
  for (unsigned I = FirstArg; I < Call->getNumArgs(); ++I) Args.push_back(Call->getArg(I));
  return bodyEffectsInCaller(Call, Args, cast<CXXMethodDecl>(Def), Q);
}

namespace {

/// A constructor or destructor of a user class (the standard library's are
/// modelled by the collector's container and view conventions), run at
/// \p Site with \p Args: its body's effects in the caller's scope, or the
/// conservative default when the body is not in this file. Besides the body,
/// a constructor runs its member and base initialisers, and a destructor the
/// destructors of its fields and bases. The object itself is being built or
/// destroyed: its own fields are no one else's accesses.
MemberCallEffects specialMemberEffects(const Expr *Site, llvm::ArrayRef<const Expr *> Args,
                                       const CXXMethodDecl *MD, const AccessQuery &Q) {
  ASTContext &Ctx = Q.Ctx;
  MemberCallEffects Eff;
  const CXXRecordDecl *RD = MD->getParent();
  if (isLibraryClass(RD, Ctx) || MD->isTrivial()) return Eff;
  const FunctionDecl *Def = MD->getDefinition();
  if (!Def || !Def->getBody()) {
    std::string Why = "'" + MD->getQualifiedNameAsString() + "' has no body in this file";
    Eff.Accesses.push_back(unknownAccess(Site, Ctx, BaseKind::Unknown, Why));
    Eff.Accesses.push_back(unknownAccess(Site, Ctx, BaseKind::AllGlobals, Why));
    return Eff;
  }
  Eff = bodyEffectsInCaller(Site, Args, cast<CXXMethodDecl>(Def), Q);
  if (isa<CXXDestructorDecl>(MD)) {
    auto Parts = [&](QualType T) {
      T = Ctx.getBaseElementType(T);
      const CXXRecordDecl *Part = T->getAsCXXRecordDecl();
      if (!Part || !Part->hasDefinition() || T->isReferenceType()) return;
      if (const CXXDestructorDecl *D = Part->getDestructor())
        for (Access &A : specialMemberEffects(Site, {}, D, Q).Accesses)
          Eff.Accesses.push_back(std::move(A));
    };
    for (const FieldDecl *FD : RD->fields()) Parts(FD->getType());
    for (const CXXBaseSpecifier &B : RD->bases()) Parts(B.getType());
  }
  Eff.ObjectRead = Eff.ObjectWrite = false;
  return Eff;
}

} // namespace

AccessList constructionAccesses(const CXXConstructExpr *CE, const AccessQuery &Q) {
  std::vector<const Expr *> Args(CE->arg_begin(), CE->arg_end());
  return specialMemberEffects(CE, Args, CE->getConstructor(), Q).Accesses;
}

AccessList destructionAccesses(QualType T, const Expr *Site, const AccessQuery &Q) {
  const CXXRecordDecl *RD = Q.Ctx.getBaseElementType(T)->getAsCXXRecordDecl();
  if (T->isReferenceType() || !RD || !RD->hasDefinition() || !RD->getDestructor()) return {};
  return specialMemberEffects(Site, {}, RD->getDestructor(), Q).Accesses;
}

//===--- References returned by calls -------------------------------------===//

namespace {

/// `std::move(x)`, `std::forward<T>(x)`, `std::as_const(x)`: the argument
/// itself; `std::get<I>(t)` (of a tuple, pair, array or variant): part of it,
/// for which the whole argument stands.
const Expr *forwardedObject(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD || !FD->isInStdNamespace() || !FD->getIdentifier() || CE->getNumArgs() != 1 ||
      !llvm::is_contained({"move", "forward", "as_const", "get"}, FD->getName()))
    return nullptr;
  return CE->getArg(0);
}

/// What a returned lvalue \p Ret names in its function: `x`, `a[i]`, `*p`,
/// `this->f`, and an element of a standard container (`v[i]`, `v.at(i)`,
/// `m[k]`), for which the container stands (the analysis's convention).
bool returnedLvalue(const Expr *Ret, ASTContext &Ctx, MemRef &Out) {
  for (int Depth = 0; Depth < 8; ++Depth) {
    Ret = Ret->IgnoreParens();
    const Expr *Obj = nullptr;
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(Ret); OC && OC->getNumArgs() > 0)
      Obj = OC->getArg(0);
    else if (auto *MC = dyn_cast<CXXMemberCallExpr>(Ret))
      Obj = MC->getImplicitObjectArgument();
    else if (auto *CE = dyn_cast<CallExpr>(Ret))
      Obj = forwardedObject(CE);
    if (!Obj) return refOf(Ret, Ctx, Out);
    const CXXRecordDecl *RD = Obj->getType()->getAsCXXRecordDecl();
    if (isa<CXXOperatorCallExpr, CXXMemberCallExpr>(Ret) &&
        (!RD || !isLibraryClass(RD, Ctx) || !isOwningLibraryClass(RD)))
      return false;
    Ret = Obj;
  }
  return false;
}

} // namespace

const Expr *packedBitContainer(const Expr *Proxy, const ASTContext &Ctx, const CallExpr *&Call) {
  auto *CE = dyn_cast<CallExpr>(Proxy->IgnoreImplicit()->IgnoreParens());
  // The proxy, or a bool: the element of a const container (`const_reference`).
  if (!CE || !CE->isPRValue() || !(CE->getType()->getAsCXXRecordDecl() || CE->getType()->isBooleanType()))
    return nullptr;
  const Expr *Obj = nullptr;
  if (auto *OC = dyn_cast<CXXOperatorCallExpr>(CE); OC && OC->getOperator() == OO_Subscript)
    Obj = OC->getArg(0);
  else if (auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
    Obj = MC->getImplicitObjectArgument();
  if (!Obj || Obj->getType()->isPointerType()) return nullptr;
  const auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(Obj->getType()->getAsCXXRecordDecl());
  if (!RD || !RD->getIdentifier() || !isLibraryClass(RD, Ctx)) return nullptr;
  if (!isBitVector(Obj->getType()) && RD->getName() != "bitset") return nullptr;
  Call = CE;
  return Obj;
}

bool containerStandIn(const Expr *E, ASTContext &Ctx, MemRef &Out) {
  bool ThroughContainer = false;
  for (int Depth = 0; Depth < 16; ++Depth) {
    E = E->IgnoreParens();
    if (ThroughContainer && refOf(E, Ctx, Out)) return true;
    if (auto *IC = dyn_cast<ImplicitCastExpr>(E)) {
      CastKind K = IC->getCastKind();
      if (K != CK_NoOp && K != CK_DerivedToBase && K != CK_UncheckedDerivedToBase) return false;
      E = IC->getSubExpr();
      continue;
    }
    if (auto *ME = dyn_cast<MemberExpr>(E)) { // a field of an element: part of it
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (!FD || ME->isArrow() || FD->getType()->isReferenceType()) return false;
      E = ME->getBase();
      continue;
    }
    const Expr *Obj = nullptr;
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E); OC && OC->getNumArgs() > 0)
      Obj = OC->getArg(0);
    else if (auto *MC = dyn_cast<CXXMemberCallExpr>(E))
      Obj = MC->getImplicitObjectArgument();
    const CXXRecordDecl *RD = Obj ? Obj->getType()->getAsCXXRecordDecl() : nullptr;
    if (!RD || !E->isGLValue() || !isLibraryClass(RD, Ctx) || !isOwningLibraryClass(RD)) return false;
    E = Obj;
    ThroughContainer = true;
  }
  return false;
}

namespace {

/// `d_[k]` of a std::vector member `d_` of `this` (standard allocator): an
/// element of a heap allocation of the member's own. Its member, else null.
const MemberExpr *thisVectorElement(const Expr *E) {
  const auto *Sub = dyn_cast_or_null<CXXOperatorCallExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
  if (!Sub || Sub->getOperator() != OO_Subscript || Sub->getNumArgs() != 2) return nullptr;
  const auto *Member = dyn_cast<MemberExpr>(Sub->getArg(0)->IgnoreParenImpCasts());
  return Member && isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()) && isHeapElementVector(Member->getType())
             ? Member
             : nullptr;
}

/// The values of the `return` statements of \p Def's body (not of lambdas in it).
std::vector<const Expr *> returnedValues(const FunctionDecl *Def) {
  struct Returns : RecursiveASTVisitor<Returns> {
    std::vector<const Expr *> Values;
    /// Each object a returned lvalue may be: both branches of `k ? ga : gb`.
    void value(const Expr *E) {
      if (const auto *CO = E ? dyn_cast<ConditionalOperator>(E->IgnoreParens()) : nullptr; CO && CO->isGLValue()) {
        value(CO->getTrueExpr());
        value(CO->getFalseExpr());
        return;
      }
      Values.push_back(E);
    }
    bool VisitReturnStmt(ReturnStmt *RS) {
      value(RS->getRetValue());
      return true;
    }
    bool TraverseLambdaExpr(LambdaExpr *) { return true; } // its returns are its own
  } R;
  R.TraverseStmt(Def->getBody());
  return std::move(R.Values);
}

/// The object a member call \p CE runs on, as the caller wrote it.
const Expr *calledObject(const CallExpr *CE) {
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) return MC->getImplicitObjectArgument();
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(CE); OC && OC->getNumArgs() > 0) return OC->getArg(0);
  return nullptr;
}

/// `s[k]`, `s.front()` or `s.back()` of a std::span parameter `s` of \p Def
/// that its body never changes (`return s[0];`): the parameter, else null.
const ParmVarDecl *spanParameterElement(const Expr *V, const FunctionDecl *Def, ASTContext &Ctx) {
  const Expr *Obj = nullptr;
  V = V ? V->IgnoreParens() : nullptr;
  if (auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(V);
      OC && OC->getOperator() == OO_Subscript && OC->getNumArgs() == 2)
    Obj = OC->getArg(0);
  else if (auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(V); MC && MC->getMethodDecl() &&
           MC->getMethodDecl()->getIdentifier() &&
           llvm::is_contained({"front", "back"}, MC->getMethodDecl()->getName()))
    Obj = MC->getImplicitObjectArgument();
  const auto *DR = Obj ? dyn_cast<DeclRefExpr>(Obj->IgnoreParenImpCasts()) : nullptr;
  const auto *PV = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
  if (!PV || PV->getDeclContext() != Def) return nullptr;
  QualType T = PV->getType().getNonReferenceType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() || RD->getName() != "span" || !isViewType(T, Ctx) ||
      viewMayChange(PV, Def->getBody())) // `s = std::span<double>(other);`
    return nullptr;
  return PV;
}

/// The memory a reference returned by \p CE (a call of a user function with a
/// body) designates, in the caller's terms, from the callee's `return`
/// statements: a global, the object an argument names or points to (any
/// part of it), or what a std::span argument shows. A field of the object a member function is called on (`return
/// val_;`, `return *this;`) is in neither list: the caller's access of that
/// object covers it. False when a return reaches memory the caller cannot
/// name (through a pointer or reference member, a static local, another call)
/// or the body is unknown (no body, virtual): then \p Why says so.
/// With \p VectorMembers (the loop dependence test, which registers no
/// address), an element of a std::vector member (`return d_[i * c_ + j];`) is
/// that member's buffer in the caller's object (`m.d_.data()`, which code
/// outside the class could not name).
bool returnedReferenceTargets(const CallExpr *CE, ASTContext &Ctx, std::vector<MemRef> &Targets,
                              std::string &Why, bool VectorMembers, bool *ObjectPart = nullptr) {
  const FunctionDecl *FD = CE->getDirectCallee();
  std::string Name = FD ? "'" + FD->getQualifiedNameAsString() + "'" : "the callee";
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
  const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
  if (!Def || !Def->getBody()) {
    Why = "the reference returned by " + Name + " may designate any memory (its body is not in this file)";
    return false;
  }
  bool Devirtualized = !MD || !MD->isVirtual() || MD->hasAttr<FinalAttr>() || MD->getParent()->hasAttr<FinalAttr>();
  if (!Devirtualized || (MD && MD->getParent()->isLambda())) {
    Why = "the reference returned by " + Name + " may designate any memory";
    return false;
  }
  unsigned FirstArg = objectArguments(CE);
  Why = "the reference returned by " + Name + " cannot be bounded";
  for (const Expr *V : returnedValues(Def)) {
    // An element of a vector member: that member's buffer in the caller's object.
    if (const MemberExpr *Member = VectorMembers ? thisVectorElement(V) : nullptr) {
      const Expr *Obj = calledObject(CE);
      if (!Obj || !isPure(Obj)) return false;
      Obj = Obj->IgnoreParenImpCasts();
      MemRef Target;
      Target.Kind = BaseKind::PointeeExpr;
      std::string Text = exprText(Obj, Ctx);
      if (!isa<DeclRefExpr>(Obj)) Text = "(" + Text + ")";
      Target.ExprText = Text + (Obj->getType()->isPointerType() ? "->" : ".") +
                        Member->getMemberDecl()->getNameAsString() + ".data()";
      Target.ExprVars = varsIn(Obj);
      Target.ContainerData = true;
      Target.ContainerType = Member->getType();
      Target.Unbounded = true;
      Target.ElemType = CE->getType();
      QualType Elem = Target.ElemType.getNonReferenceType();
      Target.ElementsOnlyBuffer = !Elem->isCharType() && (Elem->isArithmeticType() || Elem->isPointerType());
      Targets.push_back(std::move(Target));
      continue;
    }
    // An element of a std::span parameter (`return s[0];`): somewhere in what
    // the argument shows, a view the caller builds (viewTarget: `w`'s buffer,
    // a part of it) or names (viewedThrough: `[s.data(), s.data() + s.size())`).
    if (const ParmVarDecl *PV = spanParameterElement(V, Def, Ctx)) {
      if (FirstArg + PV->getFunctionScopeIndex() >= CE->getNumArgs()) return false;
      const Expr *Arg = CE->getArg(FirstArg + PV->getFunctionScopeIndex());
      MemRef Target;
      if (pointerTarget(Arg, Ctx, Target))
        Target.Unbounded = !Target.Range.Len;
      else if (!viewedThrough(Arg, Ctx, Target))
        return false;
      Target.ElemType = CE->getType();
      Targets.push_back(std::move(Target));
      continue;
    }
    MemRef In;
    if (!V || !returnedLvalue(V, Ctx, In)) return false;
    if (In.Kind == BaseKind::PointeeExpr && In.ExprText == "this" && MD) { // the object itself
      if (ObjectPart) *ObjectPart = true;
      continue;
    }
    const auto *VD = dyn_cast_or_null<VarDecl>(In.Var);
    if (!VD) return false;
    MemRef Target;
    if (In.Kind == BaseKind::Object && VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      wholeObject(VD, Ctx, Target);
    } else if (const auto *PV = dyn_cast<ParmVarDecl>(VD); PV && In.Kind == BaseKind::Pointee &&
               PV->getDeclContext() == Def && FirstArg + PV->getFunctionScopeIndex() < CE->getNumArgs()) {
      const Expr *Arg = CE->getArg(FirstArg + PV->getFunctionScopeIndex());
      bool Ok = PV->getType()->isReferenceType() ? refOf(Arg, Ctx, Target) : pointerTarget(Arg, Ctx, Target);
      if (!Ok) return false;
    } else {
      return false;
    }
    Target.Unbounded = true; // its bounds may use the callee's parameters
    Target.Range.Len = nullptr;
    Target.ElemType = CE->getType();
    Targets.push_back(std::move(Target));
  }
  return true;
}

} // namespace

bool returnedReferenceObjects(const CallExpr *CE, ASTContext &Ctx, std::vector<MemRef> &Out) {
  const FunctionDecl *FD = CE->getDirectCallee();
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Why;
  bool ObjectPart = false;
  if (!FD || SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())) ||
      !returnedReferenceTargets(CE, Ctx, Out, Why, /*VectorMembers=*/false, &ObjectPart))
    return false;
  for (MemRef &T : Out) T.Unbounded = !T.Range.Len;
  if (ObjectPart || Out.empty()) { // a part of the called object (`b.bonus()` returning `bonus_`): that object
    const Expr *Obj = calledObject(CE);
    if (!Obj || !isPure(Obj)) return false;
    Obj = Obj->IgnoreParenImpCasts();
    MemRef Whole;
    if (!Obj->getType()->isPointerType()) {
      if (!refOf(Obj, Ctx, Whole)) return false;
    } else {
      if (!pointerTarget(Obj, Ctx, Whole)) return false;
      Whole.Unbounded = !Whole.Range.Len;
    }
    Out.push_back(std::move(Whole));
  }
  return true;
}

bool returnedReferenceTarget(const CallExpr *CE, ASTContext &Ctx, MemRef &Out) {
  std::vector<MemRef> Objects;
  if (!returnedReferenceObjects(CE, Ctx, Objects) || Objects.size() != 1) return false;
  Out = std::move(Objects.front());
  return true;
}

//===--- The collector ----------------------------------------------------===//

namespace {

/// \p S with its opaque pieces replaced by expressions, by their exact text.
SymRef substituteOpaque(const SymRef &S, const std::map<std::string, SymRef> &Map) {
  if (S->K == Sym::Opaque) {
    auto It = Map.find(S->Name);
    return It == Map.end() ? S : It->second;
  }
  if (S->K == Sym::Const || S->K == Sym::Atom) return S;
  return Sym::binary(S->K, substituteOpaque(S->L, Map), substituteOpaque(S->R, Map));
}

/// The values a loop variable takes lie in [First, Last] (First <= Last when the loop runs).
struct LoopRange {
  std::string Var;
  const ValueDecl *Decl;
  SymRef First, Last;
};

class Collector {
public:
  Collector(const AccessQuery &Q, const Stmt *Root)
      : Q(Q), Ctx(Q.Ctx), Modified(modifiedVars(Root)), Advanced(onlyAdvancedPointers(Root)),
        Reassigned(reassignedPointers(Root)), CastsAwayConst(castsAwayConst(Root)) {}

  AccessList Out;

  void stmt(const Stmt *S) {
    if (!S) return;
    if (Q.IsDeferred && Q.IsDeferred(S) && S != Root) {
      for (Access &A : collectCreationAccesses(S, Q))
        Out.push_back(std::move(A));
      return;
    }
    if (auto *E = dyn_cast<Expr>(S)) {
      expr(E, Read);
      return;
    }
    if (auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D)) {
          // A static local the statement writes is one object shared by every
          // execution (every task, every iteration): not private. With a
          // stand-in it is named like a global; otherwise it is global state,
          // written or not by name: code it is handed to may write it
          // (`zero(marks, 4)`).
          if (VD->hasExternalStorage()) {
            // `extern long G;` in a block declares the global, not a local.
          } else if (VD->isStaticLocal() && (Modified.count(VD) || !hasStaticStandIn(VD))) {
            if (!hasStaticStandIn(VD)) SharedStatics.insert(VD);
          } else {
            Locals.insert(VD);
          }
          if (auto *DD = dyn_cast<DecompositionDecl>(VD))
            for (const BindingDecl *B : DD->bindings()) Locals.insert(B);
          if (VD->getInit() && VD->getType()->isIntegerType() && !Modified.count(VD))
            LocalValues[VD->getNameAsString()] = toSym(VD->getInit(), Ctx);
          // A position made from others (`It mid = first + n / 2`, in `mid - first`).
          if (VD->getInit() && !Modified.count(VD) &&
              (VD->getType()->isPointerType() || !contiguousIteratorElement(VD->getType(), Ctx).isNull()))
            if (SymRef Position = toSym(VD->getInit(), Ctx); !hasOpaque(Position))
              LocalValues[VD->getNameAsString()] = Position;
          if (const Expr *Init = VD->getInit()) {
            if (VD->getType()->isReferenceType()) {
              expr(Init, Addr);
              RefBinding[VD] = Init;
            } else {
              expr(Init, Read);
              // Its destructor runs at the end of the scope (an RAII guard
              // writing through a pointer it holds).
              if (VD->hasLocalStorage()) addSpecialMember(destructionAccesses(VD->getType(), Init, Q), Init);
            }
          }
        }
      return;
    }
    if (auto *Catch = dyn_cast<CXXCatchStmt>(S)) {
      // `catch (int code)`: the parameter is the handler's own variable; the
      // exception object it may bind to belongs to the language runtime.
      if (const VarDecl *Parameter = Catch->getExceptionDecl()) Locals.insert(Parameter);
      stmt(Catch->getHandlerBlock());
      return;
    }
    if (auto *RF = dyn_cast<CXXForRangeStmt>(S)) {
      // The elements are reached through the range object, which stands for
      // them; the implicit iterator variables are not analysed.
      const VarDecl *LV = RF->getLoopVariable();
      QualType T = LV->getType();
      // A const element may be written after a const_cast (bb77 F4:
      // `for (auto &x : s) const_cast<double &>(x) = 1;` over a span of const).
      bool Mutable = T->isReferenceType() &&
                     ((!T->getPointeeType().isConstQualified() && loopVariableMutated(RF, Ctx)) || CastsAwayConst);
      const Expr *View = RF->getRangeInit()->IgnoreParenImpCasts();
      MemRef Shown;
      if (Q.ContainerElements && T->isReferenceType() && isViewType(View->getType(), Ctx) &&
          pureViewBuild(View, Ctx) && viewTarget(View, Ctx, Shown))
        // The loop dependence test, over a view built without side effects
        // (`std::span<double>(w).subspan(i * 10, 10)`): each use of the loop
        // variable is an element of the part the view shows (RangeVars below),
        // and building the view only reads its operands (`i * 10`, `10`).
        viewBuildOperands(View);
      else // a view is only read: its elements are what it shows (viewReach below)
        lvalue(RF->getRangeInit(), Mutable && !isViewType(View->getType(), Ctx) ? ReadWrite : Read);
      // The loop dependence test, over a whole standard container (`for (double x
      // : w)`, `for (double x : d)` of a member): an access of a vector object
      // there is its own bytes, so the elements the hidden iterator reaches are
      // its buffer, all of it (a row `m[i]` is an element, RangeVars below). A
      // loop writing `a[i]` beside it must be told apart from w's buffer. Not a
      // parameter of the body a summary is made of: its callers map the
      // parameter's access to their argument, which stands for its elements.
      const auto *RangeParam = dyn_cast<DeclRefExpr>(View);
      if (MemRef Buffer, Row; Q.ContainerElements && !(RangeParam && parameterOfRoot(RangeParam->getDecl())) &&
                             !isViewType(View->getType(), Ctx) &&
                             !rangeElementOfContainer(RF->getRangeInit(), T.getNonReferenceType(), Row) &&
                             containerBuffer(View, Ctx, Buffer)) {
        Buffer.Unbounded = true;
        Buffer.ElemType = T.getNonReferenceType();
        add(Buffer, true, Mutable, RF->getRangeInit(), "");
      }
      // Over a view (std::span, a user class holding pointers) the elements are
      // the memory it points to, not the view object (a by-value parameter).
      if (const Expr *Range = RF->getRangeInit(); !Q.ContainerElements &&
          isViewType(Range->IgnoreParenImpCasts()->getType(), Ctx))
        viewReach(Range->IgnoreParenImpCasts(), Mutable, T.getNonReferenceType(), Range);
      Locals.insert(LV);
      if (auto *DD = dyn_cast<DecompositionDecl>(LV))
        for (const BindingDecl *B : DD->bindings()) Locals.insert(B);
      if (T->isReferenceType()) RangeVars[LV] = RF->getRangeInit();
      stmt(RF->getBody());
      return;
    }
    if (auto *For = dyn_cast<ForStmt>(S)) {
      stmt(For->getInit());
      std::string Why;
      SourceLocation Where;
      auto L = matchCanonicalLoop(For, Ctx, Why, Where);
      if (L) {
        auto [Lb, Last] = loopVariableBounds(*L, Ctx);
        // A range runs from its lowest value up: a loop counting down starts at its highest.
        bool Up = L->Rel == BO_LT || L->Rel == BO_LE;
        Loops.push_back({L->Var->getNameAsString(), L->Var, Up ? Lb : Last, Up ? Last : Lb});
      }
      if (For->getCond()) expr(For->getCond(), Read);
      stmt(For->getBody());
      if (For->getInc()) expr(For->getInc(), Read);
      if (L) Loops.pop_back();
      return;
    }
    if (auto *If = dyn_cast<IfStmt>(S)) {
      for (const Stmt *C : If->children()) {
        if (!C || (C != If->getThen() && C != If->getElse())) {
          stmt(C);
          continue;
        }
        size_t Depth = Guards.size();
        if (If->getCond()) conditionFacts(If->getCond(), C == If->getThen(), Guards);
        stmt(C);
        Guards.resize(Depth);
      }
      return;
    }
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      size_t Depth = Guards.size();
      for (auto It = CS->body_begin(); It != CS->body_end(); ++It) {
        stmt(*It);
        // After `if (c) { ...; return; }` the rest of the block runs only when c
        // was false, unless a label or case lets control enter it elsewhere.
        auto *If = dyn_cast<IfStmt>(*It);
        if (If && If->getCond() && alwaysReturns(If->getThen()) &&
            std::none_of(It + 1, CS->body_end(), [](const Stmt *R) { return hasLabel(R); }))
          conditionFacts(If->getCond(), false, Guards);
      }
      Guards.resize(Depth);
      return;
    }
    for (const Stmt *C : evaluatedChildren(S))
      stmt(C);
  }

  /// Appends the facts (each: expression >= 0) that hold when \p Cond evaluates
  /// to \p Holds: comparisons of signed integers the analysed statement does not
  /// modify, through ! && ||. Other conditions give no fact (fewer facts is sound).
  void conditionFacts(const Expr *Cond, bool Holds, std::vector<SymRef> &Facts) {
    Cond = Cond->IgnoreParenImpCasts();
    if (auto *UO = dyn_cast<UnaryOperator>(Cond); UO && UO->getOpcode() == UO_LNot)
      return conditionFacts(UO->getSubExpr(), !Holds, Facts);
    auto *BO = dyn_cast<BinaryOperator>(Cond);
    if (!BO) return;
    BinaryOperatorKind Op = BO->getOpcode();
    if ((Op == BO_LAnd && Holds) || (Op == BO_LOr && !Holds)) {
      conditionFacts(BO->getLHS(), Holds, Facts);
      conditionFacts(BO->getRHS(), Holds, Facts);
      return;
    }
    if (!BO->isComparisonOp() || !BO->getLHS()->getType()->isSignedIntegerType() ||
        !BO->getRHS()->getType()->isSignedIntegerType() || !isPure(BO))
      return;
    for (const ValueDecl *V : varsIn(BO)) {
      auto *VD = dyn_cast<VarDecl>(V);
      if (!VD || VD->hasGlobalStorage() || Modified.count(VD) ||
          (Locals.count(VD) && !LocalValues.count(VD->getNameAsString())))
        return;
    }
    if (!Holds) Op = BinaryOperator::negateComparisonOp(Op);
    SymRef L = toSym(BO->getLHS(), Ctx), R = toSym(BO->getRHS(), Ctx);
    for (int I = 0; I < 3; ++I) { // locals defined from other locals
      L = substitute(L, LocalValues);
      R = substitute(R, LocalValues);
    }
    if (hasOpaque(L) || hasOpaque(R)) return;
    SymRef One = Sym::constant(1);
    switch (Op) {
    case BO_LT: Facts.push_back(R - L - One); break;
    case BO_LE: Facts.push_back(R - L); break;
    case BO_GT: Facts.push_back(L - R - One); break;
    case BO_GE: Facts.push_back(L - R); break;
    case BO_EQ: Facts.push_back(L - R); Facts.push_back(R - L); break;
    default: break; // != states no interval
    }
  }

  /// Control never leaves \p S by its end: it ends with a `return`.
  static bool alwaysReturns(const Stmt *S) {
    if (isa_and_nonnull<ReturnStmt>(S)) return true;
    auto *CS = dyn_cast_or_null<CompoundStmt>(S);
    return CS && !CS->body_empty() && alwaysReturns(CS->body_back());
  }

  /// \p S holds a label or a case, where control may enter it by a jump.
  static bool hasLabel(const Stmt *S) {
    if (!S) return false;
    if (isa<LabelStmt>(S) || isa<SwitchCase>(S)) return true;
    return llvm::any_of(S->children(), [](const Stmt *C) { return hasLabel(C); });
  }

  enum Mode { Read = 1, Write = 2, ReadWrite = 3, Addr = 0 };

  void expr(const Expr *E, Mode M) {
    if (!E) return;
    E = E->IgnoreParens();
    if (auto *DA = dyn_cast<CXXDefaultArgExpr>(E)) { // evaluated at the call, like a written argument
      expr(DA->getExpr(), M);
      return;
    }
    if (auto *AE = dyn_cast<AtomicExpr>(E)) {
      atomicOperation(AE);
      return;
    }
    if (auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isAssignmentOp()) {
        lvalue(BO->getLHS(), BO->isCompoundAssignmentOp() ? ReadWrite : Write);
        expr(BO->getRHS(), Read);
        return;
      }
      expr(BO->getLHS(), Read);
      expr(BO->getRHS(), Read);
      return;
    }
    if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->isIncrementDecrementOp()) {
        lvalue(UO->getSubExpr(), ReadWrite);
        return;
      }
      if (UO->getOpcode() == UO_AddrOf) {
        lvalue(UO->getSubExpr(), Addr);
        return;
      }
      if (UO->getOpcode() == UO_Deref) {
        lvalue(E, M);
        return;
      }
      expr(UO->getSubExpr(), Read);
      return;
    }
    if (const Expr *It = dereferencedIterator(E, Ctx); It && E->isPRValue()) { // `it->`: reads `it`
      iteratorOperands(It, Ctx, [&](const Expr *Operand) { expr(Operand, Read); });
      return;
    }
    if (auto *IC = dyn_cast<ImplicitCastExpr>(E)) {
      if (IC->getCastKind() == CK_LValueToRValue) {
        lvalue(IC->getSubExpr(), Read);
        return;
      }
      if (IC->getCastKind() == CK_ArrayToPointerDecay) {
        lvalue(IC->getSubExpr(), Addr);
        return;
      }
      expr(IC->getSubExpr(), M);
      return;
    }
    if (isa<DeclRefExpr>(E) || isa<MemberExpr>(E) || isa<ArraySubscriptExpr>(E)) {
      if (E->isGLValue()) {
        lvalue(E, M);
        return;
      }
    }
    if (auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      if (MC->getType()->isBooleanType() && packedBitUse(MC, false)) return; // `cv.at(i)` of a const vector<bool>
      if (const Expr *Obj = MC->getImplicitObjectArgument(); Obj && MD && packedBitUse(Obj, !MD->isConst())) {
        callArgs(MC, MD, 0); // `v[i].flip()`, `bool(v[i])`
        return;
      }
      std::optional<MemRef> ThisObject; // added with the method's effects
      if (const Expr *Obj = MC->getImplicitObjectArgument()) {
        if (Obj->getType()->isPointerType()) {
          expr(Obj, Read);
          MemRef R;
          // A virtual member called without a qualifier may run the override
          // of a class derived from the object's: memory past what its body
          // shows, and the derived object may begin before `this`.
          const auto *Callee = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
          bool Dispatched = MD && MD->isVirtual() && !(Callee && Callee->hasQualifier()) && !MD->hasAttr<FinalAttr>() &&
                            !MD->getParent()->hasAttr<FinalAttr>() && isa<CXXThisExpr>(Obj->IgnoreParenImpCasts());
          if (Dispatched) {
            add(MemRef(), true, true, E, "'" + MD->getNameAsString() + "' is virtual: an override in a derived class may run");
          } else if (pointerTarget(Obj, Ctx, R)) {
            // `f()` and `this->f()` in a member function are `(*this).f()`,
            // `p->f()` and `it->f()` are `(*p).f()`: the object itself, of its
            // class's size (a non-virtual member reaches the fields of its class).
            bool Known = false;
            int64_t Size = R.ElemType.isNull() || !R.ElemType->isRecordType() ? 0 : sizeOf(R.ElemType, Ctx, Known);
            R.Unbounded = !Known;
            if (Known) R.Range.Len = Sym::constant(Size);
            // A method returning a reference or pointer may hand out any
            // part of the object (its body's own accesses would not show it).
            QualType Ret = MD ? MD->getReturnType() : QualType();
            bool Handed = Ret.isNull() || !(Ret->isVoidType() || Ret->isArithmeticType() || Ret->isEnumeralType());
            // Parts are offsets in the method's class: `this` must be an
            // object of that very class (not a derived one holding it as a base).
            const auto *TE = dyn_cast<CXXThisExpr>(Obj->IgnoreParenImpCasts());
            const CXXRecordDecl *Own = TE ? TE->getType()->getPointeeCXXRecordDecl() : nullptr;
            bool SameClass = Own && MD && Own->getCanonicalDecl() == MD->getParent()->getCanonicalDecl();
            if (Known && !Handed && SameClass)
              ThisObject = R;
            else
              add(R, true, !(MD && MD->isConst()), E, "");
          } else {
            R = MemRef();
            add(R, true, true, E, "the object '" + exprText(Obj, Ctx) + "' points to cannot be named");
          }
        } else {
          size_t Before = Out.size();
          lvalue(Obj, findsInlineElement(M, MD, Obj) ? Addr
                      : MD && (MD->isConst() || isElementAccessor(MD) || isIteratorAccessor(MD) ||
                               memberCallLeavesObject(MC, MD, 0, Q))
                          ? Read
                          : ReadWrite);
          if (isElementAccessor(MD) || isSizeAccessor(MD)) markContainerHeader(Obj, Before);
          if (isIteratorAccessor(MD)) markIteratorSource(Obj, Before);
          viewAccess(Obj, MD, E);
        }
      }
      callArgs(MC, MD, 0);
      methodEffects(MC, MD, MC->getImplicitObjectArgument(), 0, ThisObject ? &*ThisObject : nullptr);
      return;
    }
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E); OC && comparesIterators(OC, Ctx)) {
      for (const Expr *Arg : OC->arguments()) // `it != v.end()`: only the iterators
        iteratorOperands(Arg, Ctx, [&](const Expr *Operand) { expr(Operand, Read); });
      return;
    }
    // `std::next(it)`, `v.begin() + k` (`v.begin()` itself is a member call's read of v's header)
    if (const auto *Call = dyn_cast<CallExpr>(E); Call && !isa<CXXMemberCallExpr>(Call) && pureIterator(Call, Ctx)) {
      iteratorOperands(Call, Ctx, [&](const Expr *Operand) { expr(Operand, Read); });
      return;
    }
    if (const Expr *It = movedIterator(E, Ctx)) { // `++it`, `it += k`: the iterator only
      lvalue(It, ReadWrite);
      for (unsigned I = 1; I < cast<CallExpr>(E)->getNumArgs(); ++I) expr(cast<CallExpr>(E)->getArg(I), Read);
      return;
    }
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
      if (OC->getType()->isBooleanType() && packedBitUse(OC, false)) return; // `cv[i]` of a const vector<bool>
      if (auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
          MD && OC->getNumArgs() > 0 && packedBitUse(OC->getArg(0), !MD->isConst())) {
        for (unsigned I = 1; I < OC->getNumArgs(); ++I) // `v[i] = x`, `v[i] = v[j]`
          if (!packedBitUse(OC->getArg(I), false)) expr(OC->getArg(I), Read);
        return;
      }
      if (containerElementAccess(OC, M)) return;
      if (auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee())) {
        bool Assign = OC->getOperator() == OO_Equal;
        size_t Before = Out.size();
        bool Inline = !Assign && findsInlineElement(M, MD, OC->getArg(0));
        bool Leaves = MD->isConst() || isElementAccessor(MD) || memberCallLeavesObject(OC, MD, 1, Q);
        lvalue(OC->getArg(0), Assign ? Write : Inline ? Addr : Leaves ? Read : ReadWrite);
        if (!Assign && !Inline && !Leaves) { // a write of the object assumed, unless its body is seen to write it
          MemberCallEffects Eff = memberCallEffects(OC, MD, 1, Q);
          if (!Eff.ObjectWrite && llvm::none_of(Eff.ObjectParts, [](const Access &A) { return A.Write; }))
            for (size_t I = Before; I < Out.size(); ++I) Out[I].AssumedWrite = Out[I].Write;
        }
        if (isElementAccessor(MD)) markContainerHeader(OC->getArg(0), Before);
        viewAccess(OC->getArg(0), MD, E);
        callArgs(OC, MD, 1);
        methodEffects(OC, MD, OC->getArg(0), 1);
        return;
      }
    }
    if (auto *CE = dyn_cast<CallExpr>(E)) {
      call(CE);
      return;
    }
    if (auto *CC = dyn_cast<CXXConstructExpr>(E)) {
      // The loop dependence test sees no access through a view (viewAccess):
      // there the construction stands for what the view reaches.
      bool View = isStandardViewConstruction(CC) && !Q.ContainerElements;
      for (unsigned I = 0; I < CC->getNumArgs(); ++I) {
        const ParmVarDecl *P = I < CC->getConstructor()->getNumParams()
                                   ? CC->getConstructor()->getParamDecl(I) : nullptr;
        bool MutRef = P && P->getType()->isReferenceType() &&
                      !P->getType()->getPointeeType().isConstQualified();
        if (P && P->getType()->isReferenceType() && View)
          viewSource(CC->getArg(I));
        else if (P && P->getType()->isReferenceType())
          lvalue(CC->getArg(I), MutRef ? ReadWrite : Read);
        else
          expr(CC->getArg(I), Read);
      }
      addSpecialMember(constructionAccesses(CC, Q), E);
      return;
    }
    if (auto *BT = dyn_cast<CXXBindTemporaryExpr>(E)) { // destroyed at the end of the full expression
      expr(BT->getSubExpr(), M);
      addSpecialMember(destructionAccesses(BT->getType(), E, Q), E);
      return;
    }
    if (auto *DE = dyn_cast<CXXDeleteExpr>(E)) { // destroys and releases what the pointer points to
      const Expr *Ptr = DE->getArgument();
      expr(Ptr, Read);
      MemRef R;
      if (pointerTarget(Ptr, Ctx, R)) {
        R.Unbounded = true;
        R.Range.Len = nullptr;
        addNamed(R, true, true, E, "*" + exprText(Ptr, Ctx), "'delete' releases the memory");
      } else {
        R = MemRef();
        add(R, true, true, E, "the object '" + exprText(Ptr, Ctx) + "' points to cannot be named");
      }
      const CXXRecordDecl *RD = DE->getDestroyedType()->getAsCXXRecordDecl();
      const CXXDestructorDecl *Dtor = RD && RD->hasDefinition() ? RD->getDestructor() : nullptr;
      if (Dtor && Dtor->isVirtual() && !Dtor->hasAttr<FinalAttr>() && !RD->hasAttr<FinalAttr>()) {
        R = MemRef();
        add(R, true, true, E, "'" + Dtor->getQualifiedNameAsString() + "' is virtual: a derived class's destructor may run");
      }
      addSpecialMember(destructionAccesses(DE->getDestroyedType(), E, Q), E);
      return;
    }
    if (auto *SE = dyn_cast<StmtExpr>(E)) { // `({ a[i + 1] = a[i] * 2; })`: its statements run here
      stmt(SE->getSubStmt());
      return;
    }
    if (auto *LE = dyn_cast<LambdaExpr>(E)) {
      // Building the closure copies what it captures by value. Its body runs
      // where it is called: a call of a lambda the statement creates counts
      // the body there (methodEffects); any other call is unknown memory.
      for (const LambdaCapture &C : LE->captures()) {
        const Expr *Init = LE->capture_init_begin()[&C - LE->capture_begin()];
        if (Init && C.getCaptureKind() != LCK_ByRef) expr(Init, Read);
      }
      return;
    }
    for (const Stmt *C : evaluatedChildren(E))
      if (auto *CE = dyn_cast_or_null<Expr>(C))
        expr(CE, Read);
  }

  /// What running the member function \p MD on \p Obj does beyond the object
  /// access recorded by the caller: writes to mutable fields from a const
  /// member, and everything its body (or the conservative default) reaches.
  /// \p ThisObject, when given, is `*this` of the calling member function,
  /// whole, which the caller has not recorded: the call accesses the parts
  /// of it the method's body does (MemberCallEffects::ObjectParts), else all.
  void methodEffects(const CallExpr *Call, const CXXMethodDecl *MD, const Expr *Obj, unsigned FirstArg,
                     const MemRef *ThisObject = nullptr) {
    auto WholeObject = [&] {
      if (ThisObject) add(*ThisObject, true, !(MD && MD->isConst()), Call, "");
    };
    // A generic lambda's call runs a specialization of its call operator.
    if (const LambdaExpr *LE = localLambda(Obj);
        LE && MD && (MD == LE->getCallOperator() || MD->getTemplateInstantiationPattern() == LE->getCallOperator()) &&
        MD->getBody()) {
      WholeObject();
      std::vector<const Expr *> Args;
      for (unsigned I = FirstArg; I < Call->getNumArgs(); ++I) Args.push_back(Call->getArg(I));
      for (Access &A : bodyEffectsInCaller(Call, Args, MD, Q, /*Captures=*/true).Accesses)
        add(A.Ref, A.Read, A.Write, Call, A.Why);
      return;
    }
    MemberCallEffects Eff = memberCallEffects(Call, MD, FirstArg, Q);
    if (ThisObject && Eff.ObjectPartsKnown) {
      for (const Access &Part : Eff.ObjectParts) {
        MemRef R = Part.Ref; // ranges from `this`, as the object's own are
        R.ExprText = ThisObject->ExprText;
        R.ExprVars = ThisObject->ExprVars;
        add(R, Part.Read, Part.Write, Call, "");
      }
      ThisObject = nullptr;
    }
    WholeObject();
    if (Obj && Eff.ObjectWrite && MD && MD->isConst()) { // mutable fields
      Obj = Obj->IgnoreParenImpCasts();
      if (Obj->getType()->isPointerType()) {
        MemRef R;
        if (pointerTarget(Obj, Ctx, R))
          R.Unbounded = true;
        else
          R = MemRef();
        add(R, true, true, Call, "");
      } else {
        lvalue(Obj, ReadWrite);
      }
    }
    const Expr *Where = Call; // the text of `p.operator->()` is `p->`
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(Call); OC && OC->getOperator() == OO_Arrow) Where = OC->getArg(0);
    for (Access &A : Eff.Accesses) add(A.Ref, A.Read, A.Write, Where, A.Why);
  }

  /// The lambda a closure call runs, when the analysed statement itself creates
  /// it (`[&] { ... }()`, or a closure variable it declares and never changes):
  /// then the variables the lambda captures belong to the statement's function.
  const LambdaExpr *localLambda(const Expr *Obj) const {
    if (!Obj) return nullptr;
    Obj = Obj->IgnoreImplicit()->IgnoreParens();
    if (auto *LE = dyn_cast<LambdaExpr>(Obj)) return LE;
    auto *DR = dyn_cast<DeclRefExpr>(Obj);
    auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    if (!VD || Modified.count(VD) || !VD->getInit()) return nullptr;
    const auto *LE = dyn_cast<LambdaExpr>(VD->getInit()->IgnoreImplicit()->IgnoreParens());
    if (Locals.count(VD) || !LE) return LE;
    // A closure declared before the statement in its function: every object
    // of the closure type runs this body; a mutable one changes its copies.
    bool BeforeInFunction = (Q.NamedClosures || Q.CapturedClosures) && VD->hasLocalStorage() &&
                            !isa<ParmVarDecl>(VD) && !VD->getType()->isReferenceType() &&
                            (Q.CapturedClosures || !DR->refersToEnclosingVariableOrCapture());
    return BeforeInFunction && !LE->isMutable() ? LE : nullptr;
  }

  /// A method of a view object (std::span, an iterator, any trivially copyable
  /// class holding pointers) that returns a reference, a pointer or another
  /// view reaches the memory the object points to, not the object itself: an
  /// access of the view variable's pointee, unbounded (resolved to the viewed
  /// object at a call site or from a local view's initialiser). A view that is
  /// not a named variable is unknown memory. Not in the loop dependence test,
  /// which sees `s[i]` as the element reached through `s.data()`.
  void viewAccess(const Expr *Obj, const CXXMethodDecl *MD, const Expr *Call) {
    if (!MD) return;
    QualType Ret = MD->getReturnType();
    bool Pointing = Ret->isReferenceType() || Ret->isPointerType();
    if (!Pointing && !isViewType(Ret, Ctx)) return;
    if (PointerValuesOnly && Ret->isPointerType()) return;
    // `++it`, `it += k`, a range-for's `++__begin`: the view itself, moved.
    if (const CXXRecordDecl *To = Pointing ? Ret->getPointeeType()->getAsCXXRecordDecl() : nullptr;
        To && (To->getCanonicalDecl() == MD->getParent()->getCanonicalDecl() || MD->getParent()->isDerivedFrom(To)))
      return;
    Obj = Obj->IgnoreParenImpCasts();
    if (!isViewType(Obj->getType(), Ctx)) return;
    // Making a part of a standard view whose memory is known (`sv.first(n)`,
    // `std::span<double> sv(v)`) reads none of it: each use of the new view
    // reaches that memory again, through viewTarget (`scale(sv.first(n))`).
    const auto *Made = Pointing ? nullptr : Ret->getAsCXXRecordDecl();
    bool StandardPart = Made && Made->isInStdNamespace() && Made->getIdentifier() &&
                        (Made->getName() == "span" || Made->getName() == "basic_string_view") && Call;
    MemRef Shown;
    if (StandardPart && viewTarget(Call, Ctx, Shown)) return;
    // An element reached as const may still be written after a const_cast
    // (bb76 2: `const_cast<int &>(s[0]) = 7` of a std::span<const int>).
    bool Wr = CastsAwayConst || (Pointing ? !Ret->getPointeeType().isConstQualified() : !viewOfConst(Ret));
    // A reference it returns that is only read (`t += s[i]`) writes nothing
    // (bb59 4: every span element read was a write, so halves of a span
    // handed to a reading callee were ordered one after the other).
    if (Pointing && Call && Call == OnlyReadResult) Wr = false;
    // Nor a part of a view the analysis cannot resolve (`s.first(h)` of a span
    // parameter): a callee it is passed to reaches what the part shows
    // (viewedThrough), and so does a use of a view the statement declares from
    // it, or of the part itself (viewReach).
    if (StandardPart && viewedThrough(Call, Ctx, Shown)) return;
    viewReach(Obj, Wr, Pointing ? Ret->getPointeeType() : QualType(), Call);
  }

  /// Does the analysed code change the view variable \p VD (assign it, call a
  /// non-const member on it, pass it by non-const reference)? Within its
  /// function's body when it is a parameter or a local of that function.
  bool viewReassigned(const VarDecl *VD) const {
    if (Modified.count(VD)) return true;
    const auto *F = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
    return F && F->getBody() && viewMayChange(VD, F->getBody());
  }

  /// \p R, all of a C array variable without extent (viewTarget of
  /// `std::span<double>(c)`), gets the array's bytes as its extent.
  void boundByWholeArray(MemRef &R) const {
    if (R.Range.Len || !R.Var || R.RecordField || constValue(R.Range.Lo) != int64_t(0) ||
        !(R.Kind == BaseKind::Object || (R.Kind == BaseKind::Pointee && R.Var->getType()->isReferenceType())))
      return;
    if (const auto *A = Ctx.getAsConstantArrayType(R.Var->getType().getNonReferenceType()))
      R.Range.Len = Sym::constant(Ctx.getTypeSizeInChars(A).getQuantity());
  }

  /// A view whose data() gives pointers to const (`std::span<const long>`,
  /// `std::string_view`): nothing is written through it.
  static bool viewOfConst(QualType View) {
    const auto *RD = View->getAsCXXRecordDecl();
    if (!RD) return false;
    bool Found = false;
    for (const CXXMethodDecl *M : RD->methods())
      if (M->getIdentifier() && M->getName() == "data") {
        if (!M->getReturnType()->isPointerType() || !M->getReturnType()->getPointeeType().isConstQualified())
          return false; // some overload gives a pointer to writable elements
        Found = true;
      }
    return Found;
  }

  /// The memory the view \p Obj points to, read (and written when \p Wr) by
  /// \p Call (or by a range-for over the view); \p Elem is the element type
  /// reached when known.
  void viewReach(const Expr *Obj, bool Wr, QualType Elem, const Expr *Call) {
    if (Elem.isNull()) Elem = standardViewElement(Obj->getType());
    MemRef R;
    std::string Text = exprText(Obj, Ctx);
    auto *DR = dyn_cast<DeclRefExpr>(Obj);
    if (DR && Locals.count(DR->getDecl())) {
      // A view declared by the analysed statement: its construction already
      // recorded the object it views when it names one (`v.begin()`,
      // `std::span<int> s(v)`); one built from a pointer reaches that pointer's target.
      const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
      MemRef Target;
      if (!VD) return; // a structured binding of the statement: part of its own object
      // A part of a view it cannot resolve (`auto t = s.first(h); t[0] += k;`):
      // what that part shows, evaluated where the access is registered.
      if (VD->getInit() && !Modified.count(VD) && viewedThrough(VD->getInit(), Ctx, Target) &&
          Target.PartOfView != VD) {
        addShownPart(Target, Wr, Call);
        return;
      }
      if (VD->getInit() && !Modified.count(VD) && pointerTarget(VD->getInit(), Ctx, Target)) {
        Target.Unbounded = true;
        Target.Range.Len = nullptr;
        add(Target, true, Wr, Call, "'" + Text + "' is a view: it may reach any part of the memory it points to");
      }
      return;
    }
    if (viewTarget(Obj, Ctx, R)) { // a local view its function never changes, or a view it builds
      // A part (`std::span<double>(w).subspan(10, 20)`) or a whole C array
      // (`std::span<double>(c)`) bounds what the view shows.
      boundByWholeArray(R);
      R.Unbounded = !R.Range.Len;
      R.ElemType = Elem;
      add(R, true, Wr, Call, "'" + Text + "' is a view: it may reach any part of the memory it points to");
      return;
    }
    // A view the statement reassigns (`a = b; a[0] = 9;`) shows other memory
    // than on entry (bb76 1).
    if (DR && isa<VarDecl>(DR->getDecl()) && !DR->getDecl()->getType()->isReferenceType() &&
        viewReassigned(cast<VarDecl>(DR->getDecl()))) {
      R = MemRef();
      R.Kind = BaseKind::Unknown;
      R.ElemType = Elem;
      add(R, true, Wr, Call,
          "the view '" + Text + "' may change inside the statement (it is assigned, or a non-const member of it is "
          "called), so what it shows is not what it showed on entry");
      return;
    }
    if (DR && isa<VarDecl>(DR->getDecl()) && !DR->getDecl()->getType()->isReferenceType()) {
      R.Kind = BaseKind::Pointee;
      R.Var = variableIdentity(DR->getDecl());
      R.Range.Lo = Sym::constant(0);
      R.Unbounded = true;
      R.ElemType = Elem;
      add(R, true, Wr, Call, "'" + Text + "' is a view: it may reach any part of the memory it points to");
      return;
    }
    if (viewedThrough(Obj, Ctx, R)) { // `s.first(h)[0]`, a range-for over `s.subspan(h)`
      addShownPart(R, Wr, Call);
      return;
    }
    R = MemRef();
    R.Kind = BaseKind::Unknown;
    add(R, true, Wr, Call, "the memory viewed through '" + Text + "' cannot be bounded");
  }

  /// \p Part, what a part of a view shows (viewedThrough), accessed by \p Call:
  /// in a function's own summary, where its text cannot be registered by a
  /// caller, somewhere in what the parameter view shows.
  void addShownPart(MemRef Part, bool Wr, const Expr *Call) {
    if (parameterOfRoot(Part.PartOfView)) {
      const ValueDecl *View = Part.PartOfView;
      Part = MemRef();
      Part.Kind = BaseKind::Pointee;
      Part.Var = View;
      Part.Range.Lo = Sym::constant(0);
      Part.Unbounded = true;
      Part.ElemType = standardViewElement(View->getType());
      add(Part, true, Wr, Call, "'" + View->getNameAsString() + "' is a view: it may reach any part of the memory it points to");
      return;
    }
    add(Part, true, Wr, Call, "");
  }

  /// \p Src, bound to a reference parameter of a standard view's constructor
  /// (`std::span<double>(w)`, `std::span<double>(a)`): the view keeps its
  /// address and reads only what finds the elements, a std::vector's header
  /// (MemRef::ContainerHeader), nothing of an array or a std::array. What the
  /// view reaches is accessed where it is used (`scale(std::span<double>(w)
  /// .subspan(10, 20))`: the 20 elements, through viewTarget), so tasks on
  /// disjoint parts of one container need no order. Not in the loop
  /// dependence test (Q.ContainerElements), which does not see that use.
  void viewSource(const Expr *Src) {
    QualType T = Src->getType();
    if (T->isArrayType() || holdsElementsInline(T)) {
      lvalue(Src, Addr);
      return;
    }
    size_t Before = Out.size();
    lvalue(Src, Read);
    markContainerHeader(Src, Before);
  }

  /// An iterator argument `v.begin() + h` of a standard algorithm: it reads
  /// the vector object only to find the element (MemRef::ContainerHeader),
  /// and `h`; `s.begin() + h` of a standard view reads the view and `h`. The
  /// algorithm's own accesses give what the range reaches. False for any
  /// other argument.
  bool containerIterator(const Expr *Arg) {
    IteratorPosition P;
    if (!iteratorPosition(Arg, Ctx, P)) return false;
    if (P.View) { // `s.begin()` of a view reads the view (a pointer and a size)
      expr(P.View, Read);
      for (const Expr *K : P.Offsets) expr(K, Read);
      return true;
    }
    if (!P.Container) return false;
    size_t Before = Out.size();
    lvalue(P.Container, Read);
    markContainerHeader(P.Container, Before);
    for (const Expr *K : P.Offsets) expr(K, Read);
    return true;
  }

  /// The reads of a std::vector variable \p Obj recorded from \p Before on,
  /// made by an element accessor (isElementAccessor) only to find an element:
  /// MemRef::ContainerHeader.
  void markContainerHeader(const Expr *Obj, size_t Before) {
    auto *DR = dyn_cast<DeclRefExpr>(Obj->IgnoreParenImpCasts());
    if (DR && isElementVector(DR->getType())) flagReads(DR, Before, &MemRef::ContainerHeader, true);
  }

  /// The reads of the container \p Obj names since \p Before only made an
  /// iterator (`l.begin()`): of its header, when its own bytes hold no element
  /// (the elements are accessed through the iterator: Collector::lvalue).
  void markIteratorSource(const Expr *Obj, size_t Before) {
    auto *DR = dyn_cast<DeclRefExpr>(Obj->IgnoreParenImpCasts());
    if (DR && holdsNoElement(DR->getType())) flagReads(DR, Before, &MemRef::ContainerHeader, true);
  }

  /// The reads of the variable \p Obj names since \p Before read only its own
  /// bytes (MemRef::OwnBytes).
  void markOwnBytes(const Expr *Obj, size_t Before) { flagReads(Obj, Before, &MemRef::OwnBytes, false); }

  /// Sets \p Flag on the reads of the variable \p Obj recorded since \p
  /// Before: of its Object, and of its Pointee when \p ThroughReference.
  void flagReads(const Expr *Obj, size_t Before, bool MemRef::*Flag, bool ThroughReference) {
    auto *DR = dyn_cast<DeclRefExpr>(Obj->IgnoreParenImpCasts());
    for (size_t I = Before; DR && I < Out.size(); ++I)
      if ((Out[I].Ref.Kind == BaseKind::Object || (ThroughReference && Out[I].Ref.Kind == BaseKind::Pointee)) &&
          Out[I].Ref.Var == DR->getDecl() && !Out[I].Write)
        Out[I].Ref.*Flag = true;
  }

  /// A use of the bit proxy \p Proxy (packedBitContainer): the container is
  /// read, and written when \p Wr (PackedBits); the subscript is read. False
  /// when \p Proxy is no bit proxy.
  bool packedBitUse(const Expr *Proxy, bool Wr) {
    const CallExpr *Call = nullptr;
    const Expr *Container = packedBitContainer(Proxy, Ctx, Call);
    if (!Container) return false;
    for (unsigned I = isa<CXXOperatorCallExpr>(Call) ? 1 : 0; I < Call->getNumArgs(); ++I)
      expr(Call->getArg(I), Read);
    size_t Before = Out.size();
    MemRef R;
    if (Q.ContainerElements && isBitVector(Container->getType()) && containerBuffer(Container, Ctx, R)) {
      // The loop dependence test: the words of the vector's own buffer (as
      // for `v.data()` of other vectors: disjoint from other containers').
      R.Unbounded = true;
      add(R, true, Wr, Proxy, "");
    } else {
      lvalue(Container, Wr ? ReadWrite : Read);
    }
    for (size_t I = Before; I < Out.size(); ++I) {
      Out[I].PackedBits = Out[I].Write;
      Out[I].Text = exprText(Proxy->IgnoreImplicit(), Ctx);
    }
    return true;
  }

  /// \p Range, a range-for's range, an element of a standard container
  /// that holds elements of its own (`m[i]` of a vector of vectors or of
  /// arrays): the memory of the loop variable, of type \p ElemType.
  bool rangeElementOfContainer(const Expr *Range, QualType ElemType, MemRef &Out) {
    Range = Range->IgnoreParenImpCasts();
    const CXXRecordDecl *RD = Range->getType()->getAsCXXRecordDecl();
    if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() ||
        !llvm::is_contained({"vector", "array", "basic_string"}, RD->getName()))
      return false;
    Out = MemRef();
    if (!Q.ContainerElements) return containerStandIn(Range, Ctx, Out);
    const CXXOperatorCallExpr *Subscript = nullptr;
    if (!containerElementOrField(Range, Ctx, Subscript, Out) || Out.Unbounded || Out.RecordField) return false;
    if (RD->getName() != "array") narrowToNestedElement(RD->getName(), Out.Range, ElemType, Out);
    Out.ElemType = ElemType;
    return true;
  }

  /// \p R, an element `row[j]` of a standard container that a reference of
  /// the statement names (`auto &row = m[i];`, `auto &x = v;`): in the loop
  /// dependence test, that element of the container the reference is bound
  /// to (`m[i][j]`, `v[j]`), when the binding names one without side effects.
  void boundContainer(MemRef &R) {
    const auto *Ref = dyn_cast<VarDecl>(*R.ExprVars.begin());
    if (!Ref || !Locals.count(Ref) || !Ref->getType()->isReferenceType() || !RefBinding.count(Ref) ||
        R.ExprText != Ref->getNameAsString() + ".data()" || R.ContainerType.isNull())
      return;
    const Expr *Binding = RefBinding[Ref]->IgnoreParenImpCasts(); // `const auto &row = m[i]`: a NoOp cast
    MemRef Target;
    const CXXOperatorCallExpr *Subscript = nullptr;
    if (containerElementOrField(Binding, Ctx, Subscript, Target)) {
      const CXXRecordDecl *RD = R.ContainerType->getAsCXXRecordDecl();
      if (!RD || Target.Unbounded || Target.RecordField) return;
      narrowToNestedElement(RD->getName(), R.Range, R.ElemType, Target);
    } else if (containerBuffer(Binding, Ctx, Target)) {
      Target.Range = R.Range;
      Target.ElemType = R.ElemType;
    } else {
      return;
    }
    Target.Unbounded = R.Unbounded;
    R = std::move(Target);
  }

  /// With Q.ContainerElements, `v[i]` on a standard container is its element
  /// and `v[i].f` a field of it.
  bool containerElementAccess(const Expr *E, Mode M) {
    MemRef R;
    const CXXOperatorCallExpr *Subscript = nullptr;
    if (!Q.ContainerElements || !containerElementOrField(E, Ctx, Subscript, R)) return false;
    const Expr *Innermost = nullptr;
    for (const auto *S = Subscript; S && S->getOperator() == OO_Subscript && S->getNumArgs() == 2;
         S = dyn_cast<CXXOperatorCallExpr>(S->getArg(0)->IgnoreParenImpCasts())) {
      expr(S->getArg(1), Read); // every level's subscript
      Innermost = S->getArg(0)->IgnoreParenImpCasts();
    }
    if (Innermost && !isPure(Innermost)) viewBuildOperands(Innermost); // `(std::span<double>(p, n))[i]`
    add(R, M & Read, M & Write, E, "");
    return true;
  }

  /// The operands a view built without side effects (pureViewBuild) reads,
  /// other than the container or array it views, whose element the access
  /// is: a pointer and a count (`std::span<double>(p, n)`), a part's offset
  /// and length (`.subspan(k, m)`).
  void viewBuildOperands(const Expr *E) {
    walkViewBuild(E, Ctx, [&](const Expr *A, ViewOperand K) {
      QualType T = A->getType();
      if ((K == ViewOperand::ConstructorArgument && !T->isRecordType() && !T->isArrayType()) ||
          (K == ViewOperand::MemberArgument && !isa<CXXDefaultArgExpr>(A)) ||
          (K == ViewOperand::Innermost && isa<DeclRefExpr>(A) && isViewType(T, Ctx))) // a named view's own bytes
        expr(A, Read);
      return true;
    });
  }

  /// An lvalue used with mode M: index and pointer sub-expressions are read.
  void lvalue(const Expr *E, Mode M) {
    E = E->IgnoreParens();
    // C++: a constant's value used without odr-using it (`static const int N =
    // 64;` in a class, read as `N / 2`) is no memory access: the generated code
    // must not take its address either (a member with no definition).
    if (isConstantValueUse(E)) return;
    if (auto *DA = dyn_cast<CXXDefaultArgExpr>(E)) { // `void f(long &r = g)`
      lvalue(DA->getExpr(), M);
      return;
    }
    if (isa<CXXOperatorCallExpr, MemberExpr>(E) && containerElementAccess(E, M)) return;
    if (E->getType()->isFunctionType()) { // code, not data: `(*f)(x)` reads only `f`
      if (auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref) expr(UO->getSubExpr(), Read);
      // C++ function lvalues with operands that run (`&(x = 1, f)`, `c ? f : g`).
      if (auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->getOpcode() == BO_Comma) {
        expr(BO->getLHS(), Read);
        lvalue(BO->getRHS(), M);
      }
      if (auto *CO = dyn_cast<ConditionalOperator>(E)) {
        expr(CO->getCond(), Read);
        lvalue(CO->getTrueExpr(), M);
        lvalue(CO->getFalseExpr(), M);
      }
      return;
    }
    if (auto *IC = dyn_cast<ImplicitCastExpr>(E)) {
      if (IC->getCastKind() == CK_NoOp || IC->getCastKind() == CK_DerivedToBase ||
          IC->getCastKind() == CK_UncheckedDerivedToBase) {
        lvalue(IC->getSubExpr(), M);
        return;
      }
    }
    // `const_cast<long &>(x) = 10`, `(long &)x += 1`, `reinterpret_cast<int &>(d)`:
    // the cast names the same object, accessed as the cast's result is (bb63 2, 3:
    // such writes were taken as reads).
    if (auto *EC = dyn_cast<ExplicitCastExpr>(E); EC && E->isGLValue() && EC->getSubExpr()->isGLValue()) {
      CastKind K = EC->getCastKind();
      if (K == CK_NoOp || K == CK_LValueBitCast || K == CK_DerivedToBase || K == CK_UncheckedDerivedToBase ||
          K == CK_BaseToDerived) {
        lvalue(EC->getSubExpr(), M);
        return;
      }
    }
    // A read of a constant library table (`(*__ctype_b_loc())[c]`): only the index.
    if (M == Read) {
      auto *AS = dyn_cast<ArraySubscriptExpr>(E);
      auto *UO = dyn_cast<UnaryOperator>(E);
      if (AS && pointsIntoConstantLibraryTable(AS->getBase())) {
        expr(AS->getIdx(), Read);
        return;
      }
      if (UO && UO->getOpcode() == UO_Deref && pointsIntoConstantLibraryTable(UO->getSubExpr()))
        return;
    }
    // Read what the address computation reads.
    if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      expr(AS->getIdx(), Read);
      const Expr *B = AS->getBase()->IgnoreParenImpCasts();
      if (B->getType()->isArrayType()) lvalue(B, Addr);
      else expr(AS->getBase(), Read);
    } else if (auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow()) expr(ME->getBase(), Read);
      else lvalue(ME->getBase(), Addr);
    } else if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() == UO_Deref) expr(UO->getSubExpr(), Read);
      else { expr(E, M == Addr ? Read : M); return; }
    } else if (auto *PM = dyn_cast<BinaryOperator>(E); PM && PM->isPtrMemOp()) {
      // `o.*pm`, `p->*pm`: a member of the object, which one unknown: the object, whole.
      expr(PM->getRHS(), Read);
      if (PM->getOpcode() == BO_PtrMemD) {
        lvalue(PM->getLHS(), M == Addr ? Addr : M);
        return;
      }
      expr(PM->getLHS(), Read);
      if (M != Addr) pointedObject(PM->getLHS(), M, E);
      return;
    } else if (auto *CE = dyn_cast<CallExpr>(E); CE && forwardedObject(CE)) {
      lvalue(forwardedObject(CE), M); // `std::move(v1)` bound to `T&&`: v1 may be emptied
      return;
    } else if (const Expr *It = dereferencedIterator(E, Ctx)) { // `*it`: the element, at `&*it`
      iteratorOperands(It, Ctx, [&](const Expr *Operand) { expr(Operand, Read); });
      MemRef R;
      if (M != Addr && refOf(E, Ctx, R)) add(R, M & Read, M & Write, E, "");
      return;
    } else if (auto *CE = dyn_cast<CallExpr>(E); CE && CE->isGLValue()) {
      const Expr *Saved = OnlyReadResult;
      OnlyReadResult = M == Read ? CE : nullptr;
      expr(E, Read);
      OnlyReadResult = Saved;
      if (M != Addr && !containerStandInAccess(E, M)) returnedReference(CE, M);
      return;
    } else if (!isa<DeclRefExpr>(E)) {
      expr(E, Read);
      return;
    }
    if (M == Addr || fieldOfTemporary(E))
      return;
    MemRef R;
    if (!refOf(E, Ctx, R) && containerStandInAccess(E, M)) return; // `pts[i].x = 0`
    if (!refOf(E, Ctx, R)) {
      R = MemRef();
      R.Kind = BaseKind::Unknown;
      R.ElemType = E->getType(); // still only an object of that type (aliasing)
      auto *ME = dyn_cast<MemberExpr>(E);
      bool RefMember = ME && ME->getMemberDecl()->getType()->isReferenceType();
      add(R, M & Read, M & Write, E,
          RefMember ? "'" + exprText(E, Ctx) + "' is a reference member: the object it is bound to cannot be named"
                    : "the accessed object cannot be named");
      return;
    }
    add(R, M & Read, M & Write, E, "");
  }

  /// `make(i).y`, `add(a, b).in.x`: a field of a temporary the statement
  /// creates, memory no one else reaches (its creation was evaluated already).
  static bool fieldOfTemporary(const Expr *E) {
    for (;;) {
      E = E->IgnoreParens();
      if (isa<MaterializeTemporaryExpr>(E)) return true;
      const auto *ME = dyn_cast<MemberExpr>(E);
      if (const auto *IC = dyn_cast<ImplicitCastExpr>(E); IC && IC->getCastKind() == CK_NoOp)
        E = IC->getSubExpr();
      else if (ME && !ME->isArrow() && isa<FieldDecl>(ME->getMemberDecl()) &&
               !ME->getMemberDecl()->getType()->isReferenceType())
        E = ME->getBase();
      else
        return false;
    }
  }

  /// A member whose body the analysis reads: not a library member, whose body the
  /// analysis parse may have skipped (SystemBodySkipping.h) and which is never read.
  bool hasAnalysedBody(const FunctionDecl *FD) const {
    auto *MD = dyn_cast<CXXMethodDecl>(FD);
    const FunctionSummary *S = Q.Summaries ? Q.Summaries->lookup(FD) : nullptr;
    return (FD->hasBody() || (S && S->Declared)) && !(MD && isLibraryClass(MD->getParent(), Ctx));
  }

  /// `pick(buf, 2) = 9`, `v->at(i) = b`, `x = s.ref()`: the memory a reference
  /// returned by a user function designates is accessed with mode \p M, besides
  /// what the call itself does. A library member's result follows the library
  /// conventions (a container stands for its elements; memberCallEffects).
  void returnedReference(const CallExpr *CE, Mode M) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (FD && Ctx.getSourceManager().isInSystemHeader(Ctx.getSourceManager().getExpansionLoc(FD->getLocation())))
      return;
    std::vector<MemRef> Targets;
    std::string Why;
    if (!FD || !returnedReferenceTargets(CE, Ctx, Targets, Why, Q.ContainerElements)) {
      MemRef R;
      R.Kind = BaseKind::Unknown;
      R.ElemType = CE->getType(); // still only an object of that type (aliasing)
      add(R, M & Read, M & Write, CE, FD ? Why : "the reference returned through a function pointer cannot be bounded");
      return;
    }
    for (MemRef &T : Targets) add(T, M & Read, M & Write, CE, "");
  }

  /// A lambda's standard container parameter `P` taken by non-const
  /// reference that its body uses only to reach elements (`v[i] = x`: a read of
  /// the container object, bodyEffectsInCaller maps the elements to the
  /// argument's buffer), never changing the container itself (push_back,
  /// assignment, passing it on by non-const reference) nor reaching unknown memory.
  bool lambdaLeavesContainer(const FunctionDecl *FD, const ParmVarDecl *P) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
    const CXXRecordDecl *C = P->getType().getNonReferenceType()->getAsCXXRecordDecl();
    if (!MD || !MD->getParent()->isLambda() || !MD->getBody() || !C || !C->isInStdNamespace() ||
        !C->getIdentifier() || !llvm::is_contained({"vector", "array", "basic_string"}, C->getName()) ||
        methodsInProgress().count(MD))
      return false;
    methodsInProgress().insert(MD);
    AccessList Body = collectAccesses(MD->getBody(), AccessQuery{Ctx, Q.Summaries, nullptr, Q.ContainerElements});
    methodsInProgress().erase(MD);
    return llvm::none_of(Body, [&](const Access &A) {
      return A.Write && (A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals ||
                         ((A.Ref.Kind == BaseKind::Pointee || A.Ref.Kind == BaseKind::Object) && A.Ref.Var == P));
    });
  }

  void callArgs(const CallExpr *CE, const FunctionDecl *FD, unsigned First) {
    for (unsigned I = First; I < CE->getNumArgs(); ++I) {
      unsigned PI = I - First;
      const ParmVarDecl *P = FD && PI < FD->getNumParams() ? FD->getParamDecl(PI) : nullptr;
      if (P && P->getType()->isReferenceType()) {
        bool Mut = !P->getType()->getPointeeType().isConstQualified(), Header = lambdaLeavesContainer(FD, P);
        size_t Before = Out.size();
        lvalue(CE->getArg(I), Mut && !Header ? ReadWrite : Read);
        if (Header) markContainerHeader(CE->getArg(I), Before); // reading it finds the elements
      } else if (P && P->getType()->isPointerType() &&
                 !P->getType()->getPointeeType().isConstQualified() && !hasAnalysedBody(FD)) {
        expr(CE->getArg(I), Read);
        MemRef R;
        if (pointerTarget(CE->getArg(I), Ctx, R)) {
          R.Unbounded = true;
          add(R, true, true, CE->getArg(I), "pointer argument of a library member function or one without a body");
        }
      } else
        expr(CE->getArg(I), Read);
    }
  }

  void call(const CallExpr *CE) {
    if (!CE->getDirectCallee())
      expr(CE->getCallee(), Read);
    bool Algorithm = isStandardRangeAlgorithm(CE);
    size_t ArgumentReads = Out.size();
    for (const Expr *A : CE->arguments())
      if (!Algorithm || !containerIterator(A))
        expr(A, Read);
    AccessList Callee;
    callAccesses(CE, Ctx, Q.Summaries, Callee, Q.ContainerElements);
    if (Q.ContainerElements) {
      for (const Expr *Container : containerArgumentElements(CE, Callee)) {
        if (isElementVector(Container->getType()))
          markContainerHeader(Container, ArgumentReads); // reading the argument reads its header
        else
          markOwnBytes(Container, ArgumentReads); // reading the argument reads its fields
      }
    }
    for (Access &A : Callee) {
      size_t Before = Out.size();
      add(A.Ref, A.Read, A.Write, CE, A.Why);
      if (Out.size() > Before) {
        Out.back().Undeclared = A.Undeclared;
        Out.back().ThroughLoadedPointers = A.ThroughLoadedPointers;
        Out.back().LibraryState = A.LibraryState;
        Out.back().GlobalsFunction = A.GlobalsFunction;
        Out.back().PackedBits = A.PackedBits;
      }
    }
  }

  /// The loop dependence test: a call of a function with a body that takes a
  /// standard container by non-const reference (`work(v, i)` with `void
  /// work(std::vector<double> &w, int i) { w[i] = i; }`) reaches the elements
  /// its body subscripts, not the whole container. Where the body touches the
  /// parameter only through element sections bounded by its parameters (and
  /// reads of the container object: size(), the buffer pointer), the summary's
  /// whole-object accesses of the argument become those sections of the
  /// argument's buffer, the parameters replaced by the arguments (the caller
  /// marks its read of the argument as a read of the header). A body that changes the container itself (push_back,
  /// assignment), passes it where that cannot be followed, names the argument
  /// as a global, or is being analysed already (recursion) keeps the summary.
  /// Returns the arguments so followed.
  std::vector<const Expr *> containerArgumentElements(const CallExpr *CE, AccessList &Callee) {
    static std::set<const FunctionDecl *> InProgress;
    std::vector<const Expr *> Followed;
    const FunctionDecl *FD = CE->getDirectCallee();
    const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
    if (!Def || !Def->getBody() || isa<CXXMethodDecl>(Def) || InProgress.count(Def)) return Followed;
    std::optional<AccessList> Body;
    std::map<std::string, SymRef> Subst;
    for (unsigned I = 0; I < CE->getNumArgs() && I < Def->getNumParams(); ++I)
      if (Def->getParamDecl(I)->getType()->isIntegerType())
        Subst[Def->getParamDecl(I)->getNameAsString()] = toSym(CE->getArg(I), Ctx);
    auto BodyAccesses = [&]() -> const AccessList & {
      if (!Body) {
        InProgress.insert(Def);
        Body = collectAccesses(Def->getBody(), Q);
        InProgress.erase(Def);
      }
      return *Body;
    };
    for (unsigned I = 0; I < CE->getNumArgs() && I < Def->getNumParams(); ++I) {
      const ParmVarDecl *P = Def->getParamDecl(I);
      QualType T = P->getType();
      if (!P->getIdentifier()) continue;
      if (recordArgumentKeepsMemberBuffers(CE, I)) {
        if (const Expr *Arg = memberBufferElements(CE, P, CE->getArg(I), BodyAccesses(), Subst, Callee))
          Followed.push_back(Arg);
        continue;
      }
      if (!T->isLValueReferenceType()) continue;
      const bool Const = T->getPointeeType().isConstQualified();
      const bool KeepsBuffer = containerArgumentKeepsBuffer(CE, I);
      if (!Const && !KeepsBuffer) continue;
      const auto *Arg = dyn_cast<DeclRefExpr>(CE->getArg(I)->IgnoreParenImpCasts());
      const auto *V = Arg ? dyn_cast<VarDecl>(Arg->getDecl()) : nullptr;
      MemRef Buffer;
      if (!V || !containerBuffer(Arg, Ctx, Buffer) || Buffer.NestedBuffers)
        continue;
      const std::string Data = P->getNameAsString() + ".data()";
      AccessList Elements;
      bool Bounded = KeepsBuffer, NamesArgument = false;
      for (const Access &A : BodyAccesses()) {
        const MemRef &R = A.Ref;
        if (R.Var == V || R.ExprVars.count(V)) {
          NamesArgument = true; // the body reaches the argument under its own name
          break;
        }
        if (!Bounded) continue;
        if (R.Kind == BaseKind::Unknown) {
          Bounded = false; // may reach the parameter's elements
        } else if (R.Kind == BaseKind::PointeeExpr && R.ExprVars.count(P)) {
          if (!R.ContainerData || R.ExprText != Data || R.ExprVars.size() != 1 || R.Unbounded ||
              !boundedBy(R.Range, Subst))
            Bounded = false;
          else
            Elements.push_back(A);
        } else if (R.Var == P && A.Write) {
          Bounded = false; // the container itself changes
        }
      }
      // Through a const reference the body only reads: at worst the whole buffer.
      if (NamesArgument || (!Bounded && !Const)) continue;
      if (!Bounded) {
        Access Whole;
        Whole.Read = true;
        Elements = {Whole}; // the whole buffer, below
      }
      Followed.push_back(Arg);
      llvm::erase_if(Callee, [&](const Access &A) { return A.Ref.Kind == BaseKind::Object && A.Ref.Var == V; });
      for (Access &A : Elements) {
        MemRef R = Buffer;
        if (Bounded) {
          R.Range.Lo = substitute(A.Ref.Range.Lo, Subst);
          R.Range.Len = substitute(A.Ref.Range.Len, Subst);
        } else {
          R.Unbounded = true;
        }
        R.ElemType = A.Ref.ElemType;
        A.Ref = std::move(R);
        A.Text = exprText(Arg, Ctx);
        A.Loc = CE->getBeginLoc();
        Callee.push_back(std::move(A));
      }
    }
    return Followed;
  }

  /// The loop dependence test: a call `setrow(g, y)` of `void setrow(Grid &g,
  /// int y)` whose body uses g only to read its integer fields and to subscript
  /// its std::vector members (recordArgumentKeepsMemberBuffers: `g.cells[y *
  /// g.w + x] = v`) reaches those members' elements, not the whole of g; so
  /// does `row(&g, y)` or `row(q, y)` of `void row(struct grid *g, int y)`, or
  /// `row(g, y)` of `void row(struct grid g, int y)`, subscripting element
  /// pointer members (`g->data[y * g->w + x]`). Where each element section is
  /// bounded by the integer parameters and g's integer fields, the summary's
  /// accesses of the argument become a read of the object (its fields and
  /// pointers) and those sections of its members' buffers (`g.cells.data()`,
  /// `g.data`, `q->data`), the parameters replaced by the arguments and `g.w`
  /// by the argument's field. Returns the argument's variable so followed, or
  /// null, leaving \p Callee as it is (a section not so bounded, the body
  /// naming the argument, an access that keeps the summary unknown).
  const Expr *memberBufferElements(const CallExpr *CE, const ParmVarDecl *P, const Expr *ArgExpr,
                                   const AccessList &Body, std::map<std::string, SymRef> Subst, AccessList &Callee) {
    const RecordDecl *RD = memberBufferRecord(P);
    const bool ThroughPointer = P->getType()->isPointerType();
    // The object: `&v` or the pointer `q` for a pointer parameter, else `v`
    // (in C++ copied by a trivial constructor: memberBufferRecord).
    const Expr *Object = ArgExpr->IgnoreParenImpCasts();
    if (const auto *Copy = dyn_cast<CXXConstructExpr>(Object); Copy && Copy->getNumArgs() == 1 &&
                                                               Copy->getConstructor()->isCopyOrMoveConstructor())
      Object = Copy->getArg(0)->IgnoreParenImpCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(Object); ThroughPointer && UO && UO->getOpcode() == UO_AddrOf)
      Object = UO->getSubExpr()->IgnoreParenImpCasts();
    const auto *Arg = dyn_cast<DeclRefExpr>(Object);
    const auto *V = Arg ? dyn_cast<VarDecl>(Arg->getDecl()) : nullptr;
    const bool ArgPointer = V && ThroughPointer && V->getType()->isPointerType();
    // A reference variable names the object it is bound to (`const Grid &g`
    // passed on: `g.d.data()` is that object's member, whatever it is).
    if (!RD || !V || (!ArgPointer && !V->hasLocalStorage()) || V->getType()->isPointerType() != ArgPointer)
      return nullptr;
    QualType ObjectType = ArgPointer ? V->getType()->getPointeeType() : V->getType().getNonReferenceType();
    if (ObjectType->getAsRecordDecl() != RD) return nullptr;
    // Another argument naming the variable (`row(&g, &g.h, y)`) reaches it too:
    // the summary's accesses of it, erased below, would not all be this parameter's.
    for (const Expr *Other : CE->arguments())
      if (Other != ArgExpr && varsIn(Other).count(V)) return nullptr;
    const std::string Param = P->getNameAsString() + (ThroughPointer ? "->" : ".");
    const std::string Name = V->getNameAsString() + (ArgPointer ? "->" : ".");
    std::map<std::string, const FieldDecl *> Buffers; // "g.cells.data()" / "g->data" -> the member
    for (const FieldDecl *F : RD->fields()) {
      if (F->getName().empty()) continue;
      const std::string Field = F->getNameAsString();
      if (F->getType()->isIntegerType())
        Subst[Param + Field] = Sym::atom(Name + Field); // the argument's field, read where the call is
      else if (isHeapElementVector(F->getType()))
        Buffers[Param + Field + ".data()"] = F;
      else if (isElementPointerMember(F))
        Buffers[Param + Field] = F;
    }
    AccessList Elements;
    bool PointerElements = false;
    for (const Access &A : Body) {
      const MemRef &R = A.Ref;
      if (R.Var == V || R.ExprVars.count(V) || R.Kind == BaseKind::Unknown) return nullptr;
      if (R.Kind == BaseKind::PointeeExpr && R.ExprVars.count(P)) {
        auto Member = Buffers.find(R.ExprText);
        // A section not bounded by the parameters is, when only read, the whole
        // buffer of a vector member (`g.get(y, x)` reading `d_[y * c_ + x]`).
        const bool Bounded = !R.Unbounded && boundedBy(R.Range, Subst);
        if (Member == Buffers.end() || R.NestedBuffers || R.ExprVars.size() != 1 ||
            (!Bounded && (A.Write || !R.ContainerData)) ||
            R.ContainerData != isHeapElementVector(Member->second->getType()))
          return nullptr;
        PointerElements |= !R.ContainerData;
        Access E = A;
        E.InBounds.clear(); // in the callee's names
        E.Ref.ExprText = Name + Member->second->getNameAsString() + (R.ContainerData ? ".data()" : "");
        E.Ref.ExprVars = {V};
        E.Ref.Unbounded = !Bounded;
        E.Ref.Range.Lo = Bounded ? substitute(R.Range.Lo, Subst) : Sym::constant(0);
        E.Ref.Range.Len = Bounded ? substitute(R.Range.Len, Subst) : nullptr;
        E.Text = Name + Member->second->getNameAsString();
        E.Loc = CE->getBeginLoc();
        Elements.push_back(std::move(E));
      } else if (R.Var == P && A.Write) {
        return nullptr; // the object itself changes
      }
    }
    if (PointerElements) {
      // The summary is unknown for reaching memory through `g->data`: dropped below
      // when nothing else in the body makes it so (FunctionSummaries' summarise; its
      // unknown access is the one marked ThroughLoadedPointers).
      for (const Access &A : Body) {
        const MemRef &R = A.Ref;
        const auto *Local = dyn_cast_or_null<VarDecl>(R.Var);
        if ((R.Kind == BaseKind::PointeeExpr && !R.ExprVars.count(P)) ||
            (R.Kind == BaseKind::Pointee && Local && !isa<ParmVarDecl>(Local) && !Local->hasGlobalStorage()) ||
            (R.Kind == BaseKind::Object && Local && Local->isStaticLocal()))
          return nullptr;
      }
    }
    MemRef Whole;
    if (ArgPointer ? !pointerTarget(Arg, Ctx, Whole) : !refOf(Arg, Ctx, Whole)) return nullptr;
    if (ArgPointer) {
      Whole.ElemType = ObjectType;
      Whole.Range.Len = symSizeOf(ObjectType, Ctx);
      Whole.Unbounded = !Whole.Range.Len;
    }
    llvm::erase_if(Callee, [&](const Access &A) {
      return (A.Ref.Kind == BaseKind::Object && A.Ref.Var == V) ||
             (ArgPointer && A.Ref.Kind == BaseKind::Pointee && A.Ref.Var == V) ||
             (PointerElements && A.Ref.Kind == BaseKind::Unknown && A.ThroughLoadedPointers); // the summary's
    });
    Access Read;
    Read.Ref = Whole;
    Read.Ref.OwnBytes = true; // the body reads fields and subscripts the members
    Read.Read = true;
    Read.Text = V->getNameAsString();
    Read.Loc = CE->getBeginLoc();
    Callee.push_back(std::move(Read));
    for (Access &E : Elements) Callee.push_back(std::move(E));
    return Arg;
  }

  /// The accesses of a constructor or destructor run at \p Site, named as the
  /// callee's mapping named them (the argument, not the whole construction).
  void addSpecialMember(const AccessList &L, const Expr *Site) {
    for (const Access &A : L) addNamed(A.Ref, A.Read, A.Write, Site, A.Text, A.Why);
  }

  /// add(), with \p Text for messages instead of the text of \p E.
  void addNamed(MemRef R, bool Rd, bool Wr, const Expr *E, const std::string &Text, std::string Why) {
    size_t Before = Out.size();
    add(std::move(R), Rd, Wr, E, std::move(Why));
    if (Out.size() > Before && !Text.empty()) Out.back().Text = Text;
  }

  /// Records an access, replacing loop variables by the ranges they sweep and
  /// widening bounds that are not invariant in the analysed statement.
  void add(MemRef R, bool Rd, bool Wr, const Expr *E, std::string Why) {
    if (!Rd && !Wr) return;
    if (R.Kind == BaseKind::Object && SharedStatics.count(R.Var)) {
      // Declared inside the statement, so it has no name where the statement's
      // accesses are registered: it counts as global state.
      Why = "the static local '" + R.Var->getNameAsString() +
            "' is one object shared by every execution of the statement";
      R = MemRef();
      R.Kind = BaseKind::AllGlobals;
      Rd = Wr = true;
    }
    if ((R.Kind == BaseKind::Object || R.Kind == BaseKind::Pointee) && Locals.count(R.Var)) {
      // A binding of a range-based for's element by reference (`for (auto &[k, v]
      // : m)`): part of that element, which the loop variable is (RangeVars).
      if (const auto *BD = dyn_cast<BindingDecl>(R.Var))
        if (const auto *DD = dyn_cast_or_null<VarDecl>(BD->getDecomposedDecl()); DD && RangeVars.count(DD)) {
          MemRef Element = R;
          Element.Kind = BaseKind::Pointee;
          Element.Var = DD;
          add(Element, Rd, Wr, E, Why);
          return;
        }
      // A local of the statement: private, unless it is a pointer (or reference)
      // whose target is known from its initialiser.
      if (R.Kind == BaseKind::Object) return;
      const auto *VD = dyn_cast<VarDecl>(R.Var);
      if (!VD) return; // a structured binding of the statement (a reference member): private
      MemRef Target;
      bool Known = false;
      auto RV = RangeVars.find(VD);
      if (RV != RangeVars.end()) {
        if (refOf(RV->second, Ctx, Target)) {
          add(Target, Rd, Wr, E, Why);
          return;
        }
        // Over an element of a standard container that is itself one (`for
        // (double &x : m[i])`): in a task, the outer container standing for
        // its elements; in the loop dependence test, that element whole.
        if (rangeElementOfContainer(RV->second, R.ElemType, Target)) {
          add(Target, Rd, Wr, E, Why);
          return;
        }
        // Over a view built in the statement (`for (double &x :
        // std::span<double>(w))`): somewhere in the memory it shows.
        if (const Expr *Range = RV->second->IgnoreParenImpCasts();
            isViewType(Range->getType(), Ctx) && viewTarget(Range, Ctx, Target)) {
          boundByWholeArray(Target);
          Target.Unbounded = !Target.Range.Len; // a part (`.subspan(k, n)`) or an array bounds it
          Target.ElemType = R.ElemType;
          add(Target, Rd, Wr, E, "'" + VD->getNameAsString() + "' is an element of the view '" +
                                     exprText(Range, Ctx) + "'");
          return;
        }
        // Over a part of a view it cannot resolve (`for (auto &x : s.subspan(1))`
        // of a span parameter): what that part shows.
        if (const Expr *Range = RV->second->IgnoreParenImpCasts();
            isViewType(Range->getType(), Ctx) && viewedThrough(Range, Ctx, Target)) {
          Target.ElemType = R.ElemType;
          addShownPart(Target, Wr, E);
          return;
        }
      }
      // A pointer only incremented from its initial target (`for (p = s; *p;
      // p++)`) stays in the object it points into, at or after that point
      // (C forbids leaving it): from there on, extent unknown.
      bool Walks = Modified.count(VD) && Advanced.count(VD) && !VD->getType()->isReferenceType() &&
                   constValue(R.Range.Lo).value_or(-1) >= 0;
      if (!Modified.count(VD) || VD->getType()->isReferenceType() || Walks) {
        if (VD->getType()->isReferenceType() && RefBinding.count(VD)) {
          Known = refOf(RefBinding[VD], Ctx, Target);
          // An element of a standard container (`long &x = v[i];`): in the
          // loop dependence test, its bytes in the buffer; elsewhere the
          // container stands for it, whole.
          const CXXOperatorCallExpr *Subscript = nullptr;
          if (!Known && Q.ContainerElements) {
            Target = MemRef();
            Known = containerElementOrField(RefBinding[VD]->IgnoreParenImpCasts(), Ctx, Subscript, Target);
          } else if (!Known) {
            Target = MemRef();
            if (containerStandIn(RefBinding[VD], Ctx, Target)) {
              add(Target, Rd, Wr, E, Why);
              return;
            }
          }
        } else if (VD->getInit()) {
          Known = pointerTarget(VD->getInit(), Ctx, Target);
          // An iterator into a contiguous buffer (`It mid = first + n / 2`).
          if (IteratorPosition P; !Known && iteratorPosition(VD->getInit(), Ctx, P) && !P.Base.Unbounded) {
            Target = P.Base;
            Known = true;
          }
        }
      }
      if (!Known) {
        if (VD->getInit() && isFreshAllocation(VD->getInit()))
          return; // memory allocated by the statement itself
        if (VD->isExceptionVariable() && VD->getType()->isReferenceType())
          return; // `catch (const E &e)`: the exception object, the handler's only
        QualType Elem = R.ElemType; // still only objects of that type (aliasing)
        R = MemRef();
        R.Kind = BaseKind::Unknown;
        R.ElemType = Elem;
        Why = "the pointer '" + VD->getNameAsString() + "' may point anywhere";
      } else {
        // `for (int *p = lo; p != hi; ++p)`: [lo, hi).
        if (SymRef Start = Walks ? walkStart(VD->getInit()) : nullptr;
            Start && constValue(Target.Range.Lo) == 0 && boundWalk(R, VD, Start, E))
          Walks = false;
        Target.Range.Lo = Target.Range.Lo + R.Range.Lo;
        Target.Range.Len = Walks ? nullptr : R.Range.Len;
        Target.Unbounded = R.Unbounded || Walks;
        Target.PointerWalk = Walks;
        Target.ElemType = R.ElemType;
        if (Walks) Why = "the pointer '" + VD->getNameAsString() + "' advances through the memory it was set to";
        R = Target;
        if (R.Kind != BaseKind::PointeeExpr) {
          add(R, Rd, Wr, E, Why);
          return;
        }
      }
    }
    // A pointer from outside the statement that it only advances (`while
    // (*s) s++`): its accesses lie in the object it pointed into on entry,
    // from there on (they were taken as relative to its entry value).
    // Any other change of such a pointer (`s += 3`, `s = s + 2`, or a walk read
    // behind itself, `s[-5]`) leaves the access somewhere in that object.
    // One set to other memory (a list walk `n = n->next`) may reach anything.
    if (R.Kind == BaseKind::Pointee && Reassigned.count(R.Var) && !Locals.count(R.Var)) {
      QualType Elem = R.ElemType; // still only objects of that type (aliasing)
      Why = "the pointer '" + R.Var->getNameAsString() + "' is set to other memory inside the statement";
      R = MemRef();
      R.Kind = BaseKind::Unknown;
      R.ElemType = Elem;
    }
    // `for (; lo != hi; ++lo)`: [lo, hi) from lo's entry value, which the
    // range names (so the sweep, which widens ranges over variables the
    // statement changes, must not see it).
    bool WalkBounded = false;
    if (R.Kind == BaseKind::Pointee && Modified.count(R.Var) && R.Var->getType()->isPointerType() &&
        Advanced.count(R.Var))
      if (const auto *Walker = dyn_cast<VarDecl>(R.Var); Walker && Walker->hasLocalStorage())
        WalkBounded = boundWalk(R, Walker, Sym::atom(Walker->getNameAsString()), E);
    // An iterator into a contiguous buffer the statement changes (`--first;
    // std::fill(first, last, 7)`): its ranges were taken from its entry value.
    if (R.Kind == BaseKind::Pointee && Modified.count(R.Var) &&
        !contiguousIteratorElement(R.Var->getType(), Ctx).isNull()) {
      R.Unbounded = true;
      R.Range.Len = nullptr;
      Why = "the iterator '" + R.Var->getNameAsString() + "' changes inside the statement";
    }
    if (!WalkBounded && R.Kind == BaseKind::Pointee && Modified.count(R.Var) && R.Var->getType()->isPointerType()) {
      bool Walks = Advanced.count(R.Var) && constValue(R.Range.Lo).value_or(-1) >= 0;
      R.Unbounded = true;
      R.Range.Len = nullptr;
      R.PointerWalk = Walks;
      Why = "the pointer '" + R.Var->getNameAsString() +
            (Walks ? "' advances through the memory it points to" : "' changes inside the statement");
    }
    if (Q.ContainerElements && R.Kind == BaseKind::PointeeExpr && R.ContainerData && R.ExprVars.size() == 1)
      boundContainer(R);
    if (R.Kind == BaseKind::PointeeExpr && R.ContainerData && R.ExprVars.size() == 1) {
      // The elements of a std::array, std::vector or std::string the statement
      // declares (`std::array<long, 4> t{}; t[3] = i;`): memory of that
      // execution only, as a local C array's elements are; another execution
      // (an iteration, a task) reaches them only through a pointer stored in
      // memory they share, an access of its own (probe12 R2).
      const auto *VD = dyn_cast<VarDecl>(*R.ExprVars.begin());
      if (VD && Locals.count(VD) && !VD->isStaticLocal() && !VD->getType()->isReferenceType() &&
          R.ExprText == VD->getNameAsString() + ".data()")
        return;
    }
    // A view the statement declares as a part of another, and never changes
    // (`auto t = s.first(h); rsum(t.subspan(1));`): all it reaches lies in
    // what its initialiser shows.
    for (int Depth = 0; Depth < 4 && R.Kind == BaseKind::PointeeExpr && R.PartOfView; ++Depth) {
      const auto *Local = dyn_cast<VarDecl>(R.PartOfView);
      MemRef Whole;
      if (!Local || !Locals.count(Local) || Modified.count(Local) || !Local->getInit() ||
          !viewedThrough(Local->getInit(), Ctx, Whole) || Whole.PartOfView == Local)
        break;
      Whole.ElemType = R.ElemType;
      R = Whole;
    }
    if (R.Kind == BaseKind::PointeeExpr) {
      for (const ValueDecl *V : R.ExprVars)
        if ((Modified.count(V) && !pointerFieldUnchanged(R, V)) || Locals.count(V) ||
            (R.PartOfView && parameterOfRoot(R.PartOfView))) { // a summary's: the parameter's pointee
          if (const ValueDecl *View = R.PartOfView; View && !Modified.count(View) && !Locals.count(View)) {
            QualType Elem = R.ElemType;
            R = MemRef(); // `rsum(s.first(h))`, h the statement's: somewhere in what s shows
            R.Kind = BaseKind::Pointee;
            R.Var = View;
            R.Range.Lo = Sym::constant(0);
            R.Unbounded = true;
            R.ElemType = Elem;
            break;
          }
          R.Kind = BaseKind::Unknown;
          Why = "the pointer '" + R.ExprText + "' changes inside the statement";
          break;
        }
    }
    if ((R.Kind == BaseKind::Object || R.Kind == BaseKind::Pointee ||
         R.Kind == BaseKind::PointeeExpr) && !R.Unbounded && !WalkBounded) {
      if (!R.Range.Len) {
        R.Unbounded = true;
      } else {
        std::string Widened; // why the sweep widened R, if it did
        sweepLoops(R, Widened, E);
        if (!Widened.empty()) boundByArrayRow(R, Widened, E);
        if (Why.empty()) Why = Widened;
      }
    }
    Access A;
    std::vector<int64_t> Extents;
    A.Subscripts = dimensionSubscripts(E, R, A.SubscriptSpans, Extents);
    for (size_t D = 0; D < A.SubscriptSpans.size() && D < Extents.size(); ++D)
      if (const SymRange &Span = A.SubscriptSpans[D]; Extents[D] > 0 && Span.Lo && Span.Len && !hasOpaque(Span.Lo) &&
                                                      !hasOpaque(Span.Len)) {
        A.InBounds.push_back(Span.Lo);
        A.InBounds.push_back(Sym::constant(Extents[D]) - (Span.Lo + Span.Len));
      }
    A.Ref = std::move(R);
    A.Read = Rd;
    A.Write = Wr;
    A.Loc = E ? Ctx.getSourceManager().getExpansionLoc(E->getBeginLoc()) : SourceLocation();
    A.Text = E ? exprText(E, Ctx) : "";
    A.Why = std::move(Why);
    A.Guards = Guards;
    Out.push_back(std::move(A));
  }

  /// An atomic builtin (`atomic_load(&at)`, `atomic_fetch_add(&n, 1)`,
  /// `__atomic_exchange(p, &v, &old, o)`): the object its pointer operand
  /// points to is read (a load) or read and written (anything else); the
  /// objects other pointer operands point to (a generic builtin's value and
  /// result, compare-exchange's expected value) are read and written.
  void atomicOperation(const AtomicExpr *AE) {
    auto Through = [&](const Expr *Pointer, Mode How) {
      expr(Pointer, Read);
      size_t Before = Out.size();
      if (pointedObject(Pointer, How, AE) && Pointer == AE->getPtr())
        for (size_t I = Before; I < Out.size(); ++I) Out[I].Atomic = true;
    };
    bool Load = false;
    switch (AE->getOp()) {
    case AtomicExpr::AO__c11_atomic_load:
    case AtomicExpr::AO__atomic_load:
    case AtomicExpr::AO__atomic_load_n:
      Load = true;
      break;
    default:
      break;
    }
    Through(AE->getPtr(), Load ? Read : ReadWrite);
    for (const Stmt *Child : const_cast<AtomicExpr *>(AE)->children()) {
      const auto *Operand = dyn_cast<Expr>(Child);
      if (!Operand || Operand == AE->getPtr()) continue;
      if (Operand->getType()->isPointerType()) Through(Operand, ReadWrite);
      else expr(Operand, Read);
    }
  }

  /// `v[i] = x`, `pts[i].x = 0`: the container, by the convention, noting the
  /// element when it is one element of a std::vector (a task registers it
  /// when it can, TaskLowering). False when \p E is no container's element.
  bool containerStandInAccess(const Expr *E, Mode M) {
    MemRef Container;
    if (!containerStandIn(E, Ctx, Container)) return false;
    Container.ContainerElement = vectorElementHolding(E, Ctx);
    add(Container, M & Read, M & Write, E, "");
    return true;
  }

  /// The object \p Pointer points to, whole (its type's size), accessed by
  /// \p E; an access of unknown memory, and false, when it cannot be named.
  bool pointedObject(const Expr *Pointer, Mode How, const Expr *E) {
    MemRef R;
    if (!pointerTarget(Pointer, Ctx, R)) {
      add(MemRef(), How & Read, How & Write, E, "the object '" + exprText(Pointer, Ctx) + "' points to cannot be named");
      return false;
    }
    bool Known = false;
    int64_t Size = sizeOf(R.ElemType, Ctx, Known);
    R.Unbounded = !Known;
    if (Known) R.Range.Len = Sym::constant(Size);
    add(R, How & Read, How & Write, E, "");
    return true;
  }

  /// The entry value of a pointer walk that starts at \p Init, as an atom:
  /// a pointer or array the statement names without changing it.
  SymRef walkStart(const Expr *Init) {
    const auto *DR = Init ? dyn_cast<DeclRefExpr>(Init->IgnoreParenImpCasts()) : nullptr;
    const auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    if (!V || Modified.count(V) || Locals.count(V)) return nullptr;
    if (!V->getType()->isArrayType() && !(V->getType()->isPointerType() && V->hasLocalStorage())) return nullptr;
    return Sym::atom(V->getNameAsString());
  }

  /// \p R, an access through the walking pointer \p Walker (offsets from its
  /// entry value \p Start), as the section [Start, End) in bytes when the
  /// loop around \p E stops the walk at End (PointerWalkBounds.h), End is a
  /// local the statement leaves alone, and R lies within the element Walker
  /// points to.
  bool boundWalk(MemRef &R, const VarDecl *Walker, const SymRef &Start, const Expr *E) {
    const VarDecl *End = pointerWalkEnd(Walker, E, Root);
    if (!End || !End->hasLocalStorage() || Modified.count(End) || Locals.count(End)) return false;
    QualType Elem = Walker->getType()->getPointeeType();
    if (!Ctx.hasSameUnqualifiedType(Elem, End->getType()->getPointeeType()) || Elem->isDependentType() ||
        Elem->isIncompleteType() || Elem->isFunctionType() || Elem->isVariablyModifiedType())
      return false;
    int64_t Size = Ctx.getTypeSizeInChars(Elem).getQuantity();
    std::optional<int64_t> Lo = constValue(R.Range.Lo), Len = R.Range.Len ? constValue(R.Range.Len) : std::nullopt;
    if (R.Unbounded || !Lo || !Len || *Lo < 0 || *Len < 0 || *Lo + *Len > Size) return false;
    R.Range.Lo = Sym::constant(0);
    R.Range.Len = (Sym::atom(End->getNameAsString()) - Start) * Sym::constant(Size);
    R.Unbounded = R.PointerWalk = false;
    return true;
  }

  /// Access::Subscripts of the lvalue E, which the collector resolved to R,
  /// and their Access::SubscriptSpans in \p Spans.
  /// With \p Extents: per dimension, its number of elements when the array
  /// type gives it (0 otherwise: a pointer, an unknown or variable length).
  std::vector<SymRef> dimensionSubscripts(const Expr *E, const MemRef &R, std::vector<SymRange> &Spans,
                                          std::vector<int64_t> &Extents) {
    std::vector<SymRef> Subs;
    Spans.clear();
    Extents.clear();
    if (!E || R.Unbounded || (R.Kind != BaseKind::Object && R.Kind != BaseKind::Pointee)) return Subs;
    const Expr *Cur = E->IgnoreParenImpCasts();
    while (auto *AS = dyn_cast<ArraySubscriptExpr>(Cur)) {
      Subs.insert(Subs.begin(), toSym(AS->getIdx(), Ctx));
      Cur = AS->getBase()->IgnoreParenImpCasts();
      const auto *Array = Ctx.getAsConstantArrayType(Cur->getType());
      Extents.insert(Extents.begin(), Array ? static_cast<int64_t>(Array->getSize().getLimitedValue(INT64_MAX)) : 0);
      if (!Cur->getType()->isArrayType() && !isa<DeclRefExpr>(Cur)) return {};
    }
    auto *Root = dyn_cast<DeclRefExpr>(Cur);
    if (Subs.empty() || !Root || Root->getDecl() != R.Var) return {};
    for (const SymRef &S : Subs) { // each subscript as a one-element range, swept like R's
      MemRef One = R;
      One.Range.Lo = S;
      One.Range.Len = Sym::constant(1);
      std::string Why;
      sweepLoops(One, Why, E);
      Spans.push_back(Why.empty() ? One.Range : SymRange{S, nullptr}); // Why: widened
    }
    std::set<std::string> Variant;
    for (const LoopRange &L : Loops) Variant.insert(L.Var);
    for (const ValueDecl *V : Modified) Variant.insert(V->getNameAsString());
    for (const ValueDecl *V : Locals)
      if (!LocalValues.count(V->getNameAsString())) Variant.insert(V->getNameAsString());
    for (SymRef &S : Subs) {
      for (int I = 0; I < 3; ++I) S = substitute(S, LocalValues); // locals defined from other locals
      std::set<std::string> Atoms;
      collectAtomVariables(S, Atoms);
      if (hasOpaque(S) || llvm::any_of(Atoms, [&](const std::string &A) { return Variant.count(A); }))
        S = nullptr;
    }
    return Subs;
  }

  /// An element `m[t][x]` of an array of arrays whose section cannot be
  /// told (x not affine: `part[t][data[i] % NB]++`) is still inside its row
  /// `m[t]` (indexing past a row is undefined behaviour, as for an array
  /// field, boundByArrayField): the innermost enclosing row whose section is
  /// bounded stands for it.
  void boundByArrayRow(MemRef &R, std::string &Why, const Expr *E) {
    const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(E ? E->IgnoreParens() : nullptr);
    while (Sub) {
      const Expr *Row = Sub->getBase()->IgnoreParenImpCasts();
      // A row is itself an element (`m[t]`), or an array field (`h->count[d[i]]`:
      // C forbids a subscript leaving the member array); the array whole is
      // what R already is.
      if (!isa<ArraySubscriptExpr, MemberExpr>(Row) || !Ctx.getAsConstantArrayType(Row->getType())) return;
      MemRef Whole;
      std::string RowWhy;
      if (refOf(Row, Ctx, Whole) && Whole.Kind == R.Kind && Whole.Var == R.Var && Whole.ExprText == R.ExprText &&
          !Whole.Unbounded && Whole.Range.Len) {
        sweepLoops(Whole, RowWhy, Row);
        if (RowWhy.empty()) { // not widened
          Whole.ElemType = R.ElemType;
          R = Whole;
          Why.clear();
          return;
        }
      }
      if (isa<MemberExpr>(Row)) return;
      Sub = dyn_cast<ArraySubscriptExpr>(Row);
    }
  }

  void sweepLoops(MemRef &R, std::string &Why, const Expr *E) {
    SymRef Lo = R.Range.Lo, Hi = R.Range.Lo + R.Range.Len;
    for (int I = 0; I < 3; ++I) { // locals defined from other locals
      Lo = substitute(Lo, LocalValues);
      Hi = substitute(Hi, LocalValues);
    }
    // Counters of while loops sweep the range their loop's test bounds them
    // to where E reads them, before the loops (their initialiser may use a
    // loop variable).
    // A step in the subscript (`v[k++]`, `v[++k]`) reads one of k's values:
    // the range is swept over k's values (for a prefix step, every value k
    // holds; counterRangeAt), or widened since k changes.
    std::map<std::string, SymRef> Steps;
    for (const ValueDecl *V : Modified)
      if (Locals.count(V))
        for (const char *Op : {"++", "--"}) {
          Steps[V->getNameAsString() + Op] = Sym::atom(V->getNameAsString());
          Steps[Op + V->getNameAsString()] = Sym::atom(V->getNameAsString());
        }
    Lo = substituteOpaque(Lo, Steps);
    Hi = substituteOpaque(Hi, Steps);
    std::vector<LoopRange> Sweeps = Loops;
    for (const LoopRange &C : counterRanges(Lo, Hi, E)) Sweeps.push_back(C);
    for (auto It = Sweeps.rbegin(); It != Sweeps.rend(); ++It) {
      std::set<std::string> Atoms;
      collectAtoms(Lo, Atoms);
      collectAtoms(Hi, Atoms);
      if (!Atoms.count(It->Var)) continue;
      if (!isAffineIn(Lo, It->Var) || !isAffineIn(Hi, It->Var)) {
        widen(R, Why, "the subscript is not affine in the loop variable '" + It->Var + "'");
        return;
      }
      // Bounds from a local computed once (`int i0 = bi * 16; i < i0 + 16`): its value.
      SymRef First = It->First, Last = It->Last;
      for (int I = 0; I < 3; ++I) {
        First = substitute(First, LocalValues);
        Last = substitute(Last, LocalValues);
      }
      std::map<std::string, SymRef> F{{It->Var, First}}, L{{It->Var, Last}};
      SymRef LoF = substitute(Lo, F), LoL = substitute(Lo, L);
      SymRef HiF = substitute(Hi, F), HiL = substitute(Hi, L);
      // Affine: monotone in the variable. Coefficients that are loop-invariant
      // symbols (block sizes, row lengths) are taken as non-negative.
      std::map<std::string, SymRef> Next{{It->Var, Sym::atom(It->Var) + Sym::constant(1)}};
      int Dir = monotonicity(substitute(Lo, Next) - Lo);
      if (Dir > 0) {
        Lo = LoF;
        Hi = HiL;
      } else if (Dir < 0) {
        Lo = LoL;
        Hi = HiF;
      } else {
        Lo = Sym::binary(Sym::Min, LoF, LoL);
        Hi = Sym::binary(Sym::Max, HiF, HiL);
      }
    }
    // Remaining atoms must be invariant in the statement (`v.size()`: `v`).
    std::set<std::string> Atoms;
    collectAtomVariables(Lo, Atoms);
    collectAtomVariables(Hi, Atoms);
    for (const std::string &A : std::set<std::string>(Atoms))
      if (llvm::StringRef(A).ends_with(".size()")) Atoms.insert(A.substr(0, A.size() - 7));
    for (const ValueDecl *V : Modified)
      if (Atoms.count(V->getNameAsString())) {
        widen(R, Why, "the subscript depends on '" + V->getNameAsString() +
                          "', which changes inside the statement");
        return;
      }
    for (const ValueDecl *V : Locals)
      if (Atoms.count(V->getNameAsString())) {
        widen(R, Why, "the subscript depends on '" + V->getNameAsString() +
                          "', a variable local to the statement");
        return;
      }
    if (hasOpaque(Lo) || hasOpaque(Hi)) {
      std::set<std::string> Pieces; // the source text no symbolic form captured
      std::function<void(const SymRef &)> Collect = [&](const SymRef &S) {
        if (!S) return;
        if (S->K == Sym::Opaque) Pieces.insert("'" + S->Name + "'");
        Collect(S->L);
        Collect(S->R);
      };
      Collect(Lo);
      Collect(Hi);
      std::string Uses = Pieces.empty() ? "" : ": it uses " + llvm::join(Pieces, ", ");
      widen(R, Why,
            (isa_and_nonnull<CallExpr>(E) ? "the section the call reaches is not an affine expression"
                                          : "the subscript is not an affine expression") + Uses);
      return;
    }
    R.Range.Lo = Lo;
    R.Range.Len = Hi - Lo;
  }

  /// The counters (CounterRanges.h) among the atoms of Lo and Hi, with the
  /// values they hold where \p E reads them.
  std::vector<LoopRange> counterRanges(const SymRef &Lo, const SymRef &Hi, const Expr *E) {
    std::vector<LoopRange> Out;
    if (!E || !Root) return Out;
    std::set<std::string> Atoms;
    collectAtoms(Lo, Atoms);
    collectAtoms(Hi, Atoms);
    auto Invariant = [&](const ValueDecl *V) {
      auto *VD = dyn_cast<VarDecl>(V);
      return VD && !VD->hasGlobalStorage() && !Modified.count(V) &&
             !(Locals.count(V) && !LocalValues.count(V->getNameAsString()));
    };
    const std::set<const ValueDecl *> InAccess = varsIn(E);
    for (const ValueDecl *V : Modified) {
      auto *VD = dyn_cast<VarDecl>(V);
      std::string Name = V->getNameAsString();
      if (!VD || !Locals.count(VD) || !Atoms.count(Name) ||
          llvm::any_of(Loops, [&](const LoopRange &L) { return L.Var == Name; }))
        continue;
      // Read through a local computed once from it (`int m = i + 1;` then
      // `qs(a, lo, m - 1)`: LocalValues put `i` in the range): the counter's
      // range where that local's initialiser reads it, when one local does.
      const Expr *Read = E;
      if (!InAccess.count(V)) {
        Read = nullptr;
        for (const ValueDecl *L : InAccess) {
          const auto *LV = dyn_cast<VarDecl>(L);
          if (!LV || !Locals.count(LV) || !LocalValues.count(LV->getNameAsString()) || !LV->getInit() ||
              !varsIn(LV->getInit()).count(V))
            continue;
          if (Read) {
            Read = nullptr; // two such locals: their reads may see different values
            break;
          }
          Read = LV->getInit();
        }
        if (!Read) continue;
      }
      if (auto C = counterRangeAt(VD, Read, Root, Ctx, Invariant,
                                  [&](const SymRef &D) { return nonNegativeInLoops(D) || nonNegativeByGuards(D); })) {
        for (int I = 0; I < 3; ++I) { // locals defined from other locals
          C->First = substitute(C->First, LocalValues);
          C->Last = substitute(C->Last, LocalValues);
        }
        Out.push_back({Name, VD, C->First, C->Last});
      }
    }
    return Out;
  }

  /// True when \p D is a constant >= 0 at the least value it takes over the
  /// ranges of the enclosing loops' variables (`i - 1 >= -1` in a loop from 1).
  /// A reference bound (\p M, Addr) to the element a std::array's accessor
  /// \p MD finds in \p Obj (`auto &[k, v] = a[i];`, `auto &e = a.at(i);`):
  /// finding it reads nothing; the uses through the reference are the accesses.
  static bool findsInlineElement(Mode M, const CXXMethodDecl *MD, const Expr *Obj) {
    return M == Addr && MD && isElementAccessor(MD) && holdsElementsInline(Obj->getType());
  }

  /// D >= 0 wherever the statements being analysed run, by their guards
  /// (`if (lo >= hi) return;` before: hi - lo - 1 >= 0).
  bool nonNegativeByGuards(const SymRef &D) const {
    if (Guards.empty() || hasOpaque(D)) return false;
    const int64_t Big = int64_t(1) << 40;
    return containsNonNegativeWhere({Sym::constant(0), Sym::constant(Big)}, {D, Sym::constant(1)}, Guards);
  }

  bool nonNegativeInLoops(SymRef D) const {
    for (auto It = Loops.rbegin(); It != Loops.rend(); ++It) {
      std::set<std::string> Atoms;
      collectAtoms(D, Atoms);
      if (!Atoms.count(It->Var)) continue;
      if (!isAffineIn(D, It->Var)) return false;
      std::map<std::string, SymRef> Next{{It->Var, Sym::atom(It->Var) + Sym::constant(1)}};
      int Dir = monotonicity(substitute(D, Next) - D);
      if (Dir == 0) return false;
      D = substitute(D, {{It->Var, Dir > 0 ? It->First : It->Last}});
    }
    std::optional<int64_t> C = constValue(D);
    return C && *C >= 0;
  }

  /// +1 if D >= 0 for all non-negative atom values, -1 if D <= 0, else 0.
  static int monotonicity(const SymRef &D) {
    if (auto C = constValue(D)) return *C >= 0 ? 1 : -1;
    const int64_t Big = int64_t(1) << 40;
    SymRange Val{D, Sym::constant(1)};
    if (containsNonNegative({Sym::constant(0), Sym::constant(Big)}, Val)) return 1;
    if (containsNonNegative({Sym::constant(-Big), Sym::constant(Big + 1)}, Val) &&
        containsNonNegative({Sym::constant(-Big), Sym::constant(Big)}, {D, Sym::constant(1)}))
      return -1;
    return 0;
  }

  void widen(MemRef &R, std::string &Why, std::string Reason) {
    widenToWholeObject(R, Ctx);
    if (Why.empty()) Why = std::move(Reason);
  }

  const Stmt *Root = nullptr;
  /// Only values are computed (a task's creation evaluating its arguments): a
  /// pointer a view hands out (`s.data()`) reaches nothing yet; the task's
  /// own accesses hold what it reaches through it.
  bool PointerValuesOnly = false;
  /// The call being evaluated whose returned reference is then only read (an
  /// lvalue of mode Read): what it hands out is not written through it.
  const Expr *OnlyReadResult = nullptr;

  /// Whether \p V is a parameter of the function whose body is being
  /// analysed (for its summary), rather than of one around the statement.
  bool parameterOfRoot(const ValueDecl *V) const {
    const auto *PV = dyn_cast_or_null<ParmVarDecl>(V);
    const auto *PF = PV ? dyn_cast<FunctionDecl>(PV->getDeclContext()) : nullptr;
    return PF && PF->getBody() == Root;
  }

private:
  /// `b.mass` of a struct variable b whose modifications in the statement
  /// all reach its other fields (`b.pos[i] = i`): the pointer stays as it was.
  bool pointerFieldUnchanged(const MemRef &R, const ValueDecl *V) const {
    const auto *VD = dyn_cast<VarDecl>(V);
    llvm::StringRef Text = R.ExprText;
    if (!VD || !Text.consume_front(VD->getName()) || !Text.consume_front(".")) return false;
    bool Identifier = !Text.empty() && llvm::all_of(Text, [](char C) { return llvm::isAlnum(C) || C == '_'; });
    return Identifier && leavesFieldUnchanged(Root, VD, Text);
  }

  const AccessQuery &Q;
  ASTContext &Ctx;
  std::set<const ValueDecl *> Modified;
  std::set<const ValueDecl *> Advanced; ///< of Modified: pointers only incremented
  std::set<const ValueDecl *> Reassigned; ///< of Modified: pointers set to other memory
  bool CastsAwayConst; ///< the analysed code casts const away (castsAwayConst)
  std::set<const ValueDecl *> Locals;
  std::set<const ValueDecl *> SharedStatics; ///< static locals of the statement it writes
  std::map<const VarDecl *, const Expr *> RefBinding;
  std::map<std::string, SymRef> LocalValues; ///< unmodified integer locals
  std::map<const VarDecl *, const Expr *> RangeVars; ///< range-for reference variables
  std::vector<LoopRange> Loops;
  std::vector<SymRef> Guards; ///< Access::Guards of the statements being analysed
};

} // namespace

namespace {
/// An access \p R to an element of an array field of two or more elements
/// (RecordField): indexing it never leaves the field (anything else is
/// undefined behaviour), so R becomes the whole field. Not an array of one
/// element, which a record may end with to be indexed past (the "struct hack").
bool boundByArrayField(MemRef &R, ASTContext &Ctx) {
  if (!R.RecordField || !R.FieldExtent.Lo || !R.FieldExtent.Len) return false;
  std::optional<int64_t> Lo = constValue(R.FieldExtent.Lo), Len = constValue(R.FieldExtent.Len);
  bool Known = false;
  int64_t Element = R.ElemType.isNull() ? 0 : sizeOf(R.ElemType, Ctx, Known);
  if (!Lo || !Len || !Known || Element <= 0 || *Len < 2 * Element) return false;
  R.Range = R.FieldExtent;
  R.Unbounded = false;
  return true;
}

/// A field atom (fieldAtomPath) holds one value through \p S only if S writes
/// nothing that may hold the field: ranges and subscripts using one that a
/// write of \p Out may reach are widened. Only \p Invariant (the loop
/// dependence test) keeps the others: a task's section evaluated at creation
/// would read the field before earlier tasks writing it have run, since
/// the creator waits only for the variables its creation names. A variable
/// atom is widened only when a write of \p Out may reach it (a call writing
/// the global `gi` of `a[gi] += bump()`): the creation names it.
void widenOnWrittenFieldAtoms(const Stmt *S, ASTContext &Ctx, AccessList &Out, bool Invariant) {
  struct Finder : EvaluatedCodeVisitor<Finder> {
    ASTContext *Ctx = nullptr;
    std::map<std::string, MemRef> Fields;
    bool VisitMemberExpr(MemberExpr *ME) {
      if (!ME->getType()->isIntegerType()) return true;
      std::string Path = fieldAtomPath(ME);
      if (Path.empty() || Fields.count(Path)) return true;
      MemRef R;
      if (!refOf(ME, *Ctx, R)) {
        R = MemRef();
        R.Kind = BaseKind::Unknown;
      }
      R.ElemType = ME->getType();
      Fields[Path] = R;
      return true;
    }
    /// Integer globals (`gi` of `a[gi] += bump()`): a call of the statement
    /// may write one. (A local the statement changes is no atom: Modified.)
    std::set<std::string> Variables;
    bool VisitDeclRefExpr(DeclRefExpr *DR) {
      const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
      if (!VD || !VD->hasGlobalStorage() || !VD->getType()->isIntegerType() || VD->getType().isConstQualified() ||
          Fields.count(VD->getNameAsString()))
        return true;
      MemRef R;
      if (!wholeObject(VD, *Ctx, R)) return true;
      Fields[VD->getNameAsString()] = R;
      Variables.insert(VD->getNameAsString());
      return true;
    }
  } F;
  F.Ctx = &Ctx;
  F.TraverseStmt(const_cast<Stmt *>(S));
  if (F.Fields.empty()) return;
  // A named object that a pointer may reach: any the statement writes.
  AliasFacts Facts;
  for (const Access &W : Out)
    if (W.Write && W.Ref.Kind == BaseKind::Object && W.Ref.Var) Facts.Escaped.insert(W.Ref.Var);
  auto WriterOf = [&](const MemRef &Field) -> const Access * {
    for (const Access &W : Out)
      if (W.Write && mayAlias(W.Ref, Field, Facts)) return &W;
    return nullptr;
  };
  for (Access &A : Out) {
    std::set<std::string> Atoms;
    collectAtoms(A.Ref.Range.Lo, Atoms);
    collectAtoms(A.Ref.Range.Len, Atoms);
    for (const SymRef &Sub : A.Subscripts) collectAtoms(Sub, Atoms);
    for (const SymRange &Span : A.SubscriptSpans) {
      collectAtoms(Span.Lo, Atoms);
      collectAtoms(Span.Len, Atoms);
    }
    for (const std::string &Name : Atoms) {
      auto It = F.Fields.find(Name);
      if (It == F.Fields.end()) continue;
      bool WholeField = false;
      // A variable changes under the section only by a write of the statement;
      // a field may also change by an earlier task's (see above).
      bool Variable = F.Variables.count(Name) > 0;
      const Access *W = Invariant || Variable ? WriterOf(It->second) : nullptr;
      if ((Invariant || Variable) && !W) continue;
      bool Named = A.Ref.Kind == BaseKind::Object && A.Ref.Var;
      if (!Named && boundByArrayField(A.Ref, Ctx)) {
        WholeField = true; // `this->a_[i]` for i < this->n_: somewhere in the array field a_
      } else {
        A.WidenedOnFieldAtoms = !Named && !A.Ref.Unbounded && !W;
        widenToWholeObject(A.Ref, Ctx);
      }
      A.Subscripts.clear();
      A.SubscriptSpans.clear();
      A.InBounds.clear();
      if (A.Why.empty()) {
        std::string Shown = llvm::StringRef(Name).starts_with("this->") ? Name.substr(6) : Name;
        A.Why = "the subscript depends on '" + Shown + "', " +
                (!W                 ? std::string("a field read through a pointer")
                 : W->Text == Shown ? std::string("which the statement writes")
                                    : "which the write of '" + W->Text + "' may change") +
                (WholeField ? ": the whole array field" : "");
      }
      break;
    }
  }
}
} // namespace

AccessList collectAccesses(const Stmt *S, const AccessQuery &Q) {
  Collector C(Q, S);
  C.Root = S;
  C.stmt(S);
  widenOnWrittenFieldAtoms(S, Q.Ctx, C.Out, Q.ContainerElements);
  return std::move(C.Out);
}

namespace {
/// The names of the variables whose storage the glvalue \p E designates, as a
/// whole or a part: `x`, `(x)`, either branch of `c ? x : y`, the right operand
/// of a comma, `x.m`, `x.a[i]` (an element of an array, not of a pointer);
/// through the casts that keep the object (`long` bound to `const long &`, a base).
void namedObjectsOf(const Expr *E, std::set<const DeclRefExpr *> &Out) {
  if (!E) return;
  for (E = E->IgnoreParens();; E = E->IgnoreParens()) {
    auto *IC = dyn_cast<ImplicitCastExpr>(E);
    if (!IC || !IC->isGLValue() ||
        (IC->getCastKind() != CK_NoOp && IC->getCastKind() != CK_DerivedToBase &&
         IC->getCastKind() != CK_UncheckedDerivedToBase))
      break;
    E = IC->getSubExpr();
  }
  if (auto *DR = dyn_cast<DeclRefExpr>(E)) {
    Out.insert(DR);
  } else if (auto *ME = dyn_cast<MemberExpr>(E)) {
    if (!ME->isArrow()) namedObjectsOf(ME->getBase(), Out);
  } else if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    if (auto *Decay = dyn_cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens());
        Decay && Decay->getCastKind() == CK_ArrayToPointerDecay)
      namedObjectsOf(Decay->getSubExpr(), Out);
  } else if (auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
    if (CO->isGLValue()) {
      namedObjectsOf(CO->getTrueExpr(), Out);
      namedObjectsOf(CO->getFalseExpr(), Out);
    }
  } else if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getOpcode() == BO_Comma && BO->isGLValue()) namedObjectsOf(BO->getRHS(), Out);
  } else if (auto *IL = dyn_cast<InitListExpr>(E)) {
    if (IL->getNumInits() == 1 && IL->isGLValue()) namedObjectsOf(IL->getInit(0), Out);
  }
}

/// Whether a call of \p FD may expose the address of an argument it takes by
/// reference: any function of the program, but of the library's only those that
/// return or keep it (std::addressof, std::ref, std::tie ...). std::min(i, n),
/// v.push_back(i) and a std::pair built from i see only its value, and binding i
/// there must not make every loop creating such tasks wait for each one at `i++`.
bool mayKeepArgumentIdentity(const FunctionDecl *FD) {
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  if (!SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation()))) return true;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    return Ctor->getParent()->getName() == "reference_wrapper";
  return FD->getIdentifier() &&
         llvm::is_contained({"addressof", "__addressof", "ref", "cref", "tie", "forward_as_tuple"}, FD->getName());
}

/// Binds reference parameters of a callee to its arguments, as `same(x, p)`
/// with `same(const long &, ...)` or `std::addressof(x)` (not `v.push_back(x)`).
void boundToReferenceParameters(const FunctionDecl *FD, llvm::ArrayRef<const Expr *> Args, unsigned Shift,
                                std::set<const DeclRefExpr *> &Out) {
  if (!FD || !mayKeepArgumentIdentity(FD)) return;
  for (unsigned I = Shift; I < Args.size(); ++I) {
    unsigned P = I - Shift;
    if (P >= FD->getNumParams()) break;
    if (FD->getParamDecl(P)->getType()->isReferenceType()) namedObjectsOf(Args[I], Out);
  }
}
} // namespace

std::set<const DeclRefExpr *> addressBoundUses(const Stmt *S) {
  struct Finder : EvaluatedCodeVisitor<Finder> {
    std::set<const DeclRefExpr *> Out;
    bool VisitUnaryOperator(UnaryOperator *UO) {
      if (UO->getOpcode() == UO_AddrOf) namedObjectsOf(UO->getSubExpr(), Out);
      return true;
    }
    bool VisitVarDecl(VarDecl *VD) {
      if (VD->getType()->isReferenceType() && VD->getInit()) namedObjectsOf(VD->getInit(), Out);
      return true;
    }
    bool VisitCallExpr(CallExpr *CE) {
      const FunctionDecl *FD = CE->getDirectCallee();
      llvm::SmallVector<const Expr *, 8> Args(CE->arguments());
      boundToReferenceParameters(FD, Args, objectArguments(CE), Out);
      return true;
    }
    bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
      llvm::SmallVector<const Expr *, 8> Args(CE->arguments());
      boundToReferenceParameters(CE->getConstructor(), Args, 0, Out);
      return true;
    }
    // A cast to a reference names its operand: `&static_cast<const long &>(x)`.
    bool VisitExplicitCastExpr(ExplicitCastExpr *EC) {
      if (EC->getTypeAsWritten()->isReferenceType()) namedObjectsOf(EC->getSubExpr(), Out);
      return true;
    }
    // An aggregate's reference members are bound to their initialisers:
    // `Holder h{x}`, `Holder h(x)` (C++20). The semantic form lists one
    // initialiser per base, then per named field.
    void boundToReferenceMembers(QualType Aggregate, llvm::ArrayRef<Expr *> Inits) {
      const auto *RD = Aggregate->getAsRecordDecl();
      if (!RD) return;
      const auto *CXXRD = dyn_cast<CXXRecordDecl>(RD);
      unsigned I = CXXRD ? CXXRD->getNumBases() : 0;
      for (const FieldDecl *FD : RD->fields()) {
        if (FD->isUnnamedBitField()) continue;
        if (I >= Inits.size()) break;
        if (FD->getType()->isReferenceType()) namedObjectsOf(Inits[I], Out);
        ++I;
      }
    }
    bool VisitInitListExpr(InitListExpr *ILE) { // the walk may visit only the syntactic form
      InitListExpr *Semantic = ILE->isSemanticForm() ? ILE : ILE->getSemanticForm();
      if (Semantic && !Semantic->getType()->isUnionType())
        boundToReferenceMembers(Semantic->getType(), Semantic->inits());
      return true;
    }
    bool VisitCXXParenListInitExpr(CXXParenListInitExpr *PE) {
      if (!PE->getType()->isUnionType()) boundToReferenceMembers(PE->getType(), PE->getInitExprs());
      return true;
    }
    // A lambda capturing x by reference exposes its address only where its body
    // takes it or binds it, which the walk of that body finds.
  } F;
  if (S) F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Out;
}

namespace {
/// L's capture of \p V, or null (not captured: a non-odr use, a static local).
const LambdaCapture *captureOf(const LambdaExpr *L, const ValueDecl *V) {
  for (const LambdaCapture &C : L->captures())
    if (C.capturesVariable() && C.getCapturedVar() == V) return &C;
  return nullptr;
}
} // namespace

EnclosingObjectUses enclosingObjectUses(const Stmt *S) {
  // Walks S with the lambdas around each name; a name inside lambdas is the
  // enclosing object only if every one of them captures it by reference.
  struct Walk : RecursiveASTVisitor<Walk> {
    std::set<const DeclRefExpr *> Bound;
    std::vector<const LambdaExpr *> Lambdas; // innermost last
    int ConstantContexts = 0;                // inside a type or a constant expression
    EnclosingObjectUses Out;
    bool TraverseLambdaExpr(LambdaExpr *L) {
      // An init-capture's initialiser (`[q = &K]`) is in the enclosing scope:
      // walked first outside L (the walk of L visits it again, finding nothing).
      for (const LambdaCapture &C : L->explicit_captures())
        if (L->isInitCapture(&C))
          if (!TraverseStmt(cast<VarDecl>(C.getCapturedVar())->getInit())) return false;
      Lambdas.push_back(L);
      bool Result = RecursiveASTVisitor::TraverseLambdaExpr(L);
      Lambdas.pop_back();
      return Result;
    }
    bool TraverseTypeLoc(TypeLoc TL) {
      ++ConstantContexts;
      bool Result = RecursiveASTVisitor::TraverseTypeLoc(TL);
      --ConstantContexts;
      return Result;
    }
    bool TraverseConstantExpr(ConstantExpr *E) {
      ++ConstantContexts;
      bool Result = RecursiveASTVisitor::TraverseConstantExpr(E);
      --ConstantContexts;
      return Result;
    }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      const LambdaCapture *Outermost = nullptr; // of the explicit captures by reference
      bool AllByReference = true;
      for (const LambdaExpr *L : Lambdas) {
        const LambdaCapture *Of = captureOf(L, D->getDecl());
        if (!Of || Of->getCaptureKind() != LCK_ByRef) { // the closure's copy, or not captured
          AllByReference = false;
          break;
        }
        if (Of->isExplicit() && !Outermost) Outermost = Of;
      }
      if (Outermost && ConstantContexts) Out.ConstantUnderCapture.insert(Outermost);
      if (!Bound.count(D) || !AllByReference) return true;
      if (Outermost)
        Out.ThroughCapture[D] = Outermost;
      else
        Out.Named.insert(D);
      return true;
    }
  } W;
  if (!S) return W.Out;
  W.Bound = addressBoundUses(S);
  W.TraverseStmt(const_cast<Stmt *>(S));
  return W.Out;
}

std::set<const DeclRefExpr *> namesUncapturedInLambdas(const Stmt *S, const SourceManager &SM) {
  struct Walk : RecursiveASTVisitor<Walk> {
    const SourceManager *SM = nullptr;
    std::vector<const LambdaExpr *> Lambdas; // innermost last
    std::set<const DeclRefExpr *> Out;
    bool TraverseLambdaExpr(LambdaExpr *L) {
      Lambdas.push_back(L);
      bool Result = RecursiveASTVisitor::TraverseLambdaExpr(L);
      Lambdas.pop_back();
      return Result;
    }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      for (const LambdaExpr *L : Lambdas) {
        // An init-capture's initialiser, before the body, is the enclosing scope's.
        if (SM->isBeforeInTranslationUnit(D->getLocation(), L->getCompoundStmtBody()->getBeginLoc())) continue;
        if (L->getCaptureDefault() == LCD_None && !captureOf(L, D->getDecl())) Out.insert(D);
      }
      return true;
    }
  } W;
  W.SM = &SM;
  if (S) W.TraverseStmt(const_cast<Stmt *>(S));
  return W.Out;
}

std::set<const ValueDecl *> addressBoundVars(const Stmt *S) {
  std::set<const ValueDecl *> Vars;
  for (const DeclRefExpr *Use : addressBoundUses(S)) Vars.insert(Use->getDecl());
  return Vars;
}

bool capturedByAddress(const ValueDecl *V, const std::set<const ValueDecl *> &Modified) {
  QualType Ty = V->getType();
  const ValueDecl *Object = V;
  if (const auto *BD = dyn_cast<BindingDecl>(V)) {
    Object = BD->getDecomposedDecl();
    // A binding of a decomposition by reference (`auto &[x, y] = s;`, also
    // tuple-like) names the bound object's memory, which an earlier task may
    // still write: the task reads it, not its creator. (By value, the
    // decomposition is a copy of its own, read at the creation.)
    if (Object && Object->getType()->isReferenceType()) return true;
  }
  const auto *Var = dyn_cast_or_null<VarDecl>(Object);
  // An iterator the statement does not move is a value, like a pointer.
  bool Record = Ty->isRecordType() && !isLibraryIterator(Ty, V->getASTContext());
  return Modified.count(V) || Ty->isArrayType() || Ty->isReferenceType() || Record ||
         (Var && (Var->isStaticLocal() || isThreadLocalGlobal(Var)));
}

AccessList collectCreationAccesses(const Stmt *S, const AccessQuery &Q) {
  AccessQuery Plain{Q.Ctx, Q.Summaries, nullptr};
  Collector C(Plain, S);
  C.Root = S;
  C.PointerValuesOnly = true;
  const Expr *E = dyn_cast<Expr>(S);
  if (E) E = E->IgnoreParens();
  const Expr *Call = E;
  const Expr *LHS = nullptr;
  if (auto *BO = dyn_cast_or_null<BinaryOperator>(E))
    if (BO->getOpcode() == BO_Assign) {
      LHS = BO->getLHS();
      Call = BO->getRHS()->IgnoreParenImpCasts();
    }
  if (auto *CE = dyn_cast_or_null<CallExpr>(Call); CE && !(Q.OutlinedAsWritten && Q.OutlinedAsWritten(S))) {
    if (!isa<CXXMemberCallExpr>(CE) && !isa<CXXOperatorCallExpr>(CE) && CE->getDirectCallee()) {
      // The task evaluates the arguments: their values, or only the address
      // of an lvalue bound to a reference parameter (`process(t)` with
      // `Tile &`: the referent is the task's, not the creator's, to read).
      const FunctionDecl *Callee = CE->getDirectCallee();
      bool Algorithm = isStandardRangeAlgorithm(CE);
      for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
        const Expr *A = CE->getArg(I);
        if (isa<CXXDefaultArgExpr>(A) || (Algorithm && C.containerIterator(A))) continue;
        bool ByReference = I < Callee->getNumParams() && Callee->getParamDecl(I)->getType()->isReferenceType() &&
                           A->isGLValue() && !isa<MaterializeTemporaryExpr>(A->IgnoreParens());
        if (ByReference)
          C.lvalue(A, Collector::Addr);
        else
          C.expr(A, Collector::Read);
      }
      if (LHS) C.lvalue(LHS, Collector::Addr);
      return std::move(C.Out);
    }
  }
  // General statement: the values of the variables it captures by copy are
  // read (those captured by address are not: only the task uses them, except
  // a container whose element buffer the creation registers, ownsElementBuffer).
  // A variable whose address the statement takes, or to which it binds a
  // reference, is captured by address too (probe12 W4).
  std::set<const ValueDecl *> Modified = modifiedVars(S);
  Modified.merge(addressBoundVars(S));
  struct Refs : EvaluatedCodeVisitor<Refs> {
    std::set<const VarDecl *> Vars, Declared;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (auto *VD = dyn_cast<VarDecl>(D->getDecl()))
        if (VD->hasLocalStorage() || ownsElementBuffer(VD->getType())) Vars.insert(VD);
      return true;
    }
    bool VisitVarDecl(VarDecl *VD) { Declared.insert(VD); return true; }
  } R;
  R.TraverseStmt(const_cast<Stmt *>(S));
  for (const VarDecl *V : R.Vars) {
    if (R.Declared.count(V) || (capturedByAddress(V, Modified) && !ownsElementBuffer(V->getType())))
      continue;
    Access A;
    wholeObject(V, Q.Ctx, A.Ref);
    // Registering a vector's buffer reads its pointers (data(), size()) only.
    A.Ref.ContainerHeader = isElementVector(V->getType());
    A.Read = true;
    A.Loc = S->getBeginLoc();
    A.Text = V->getNameAsString();
    C.Out.push_back(std::move(A));
  }
  return std::move(C.Out);
}

bool memberCallLeavesObject(const CallExpr *Call, const CXXMethodDecl *MD, unsigned FirstArg,
                            const AccessQuery &Q) {
  if (!Q.ContainerElements || !MD || MD->getParent()->isLambda()) return false;
  MemberCallEffects Eff = memberCallEffects(Call, MD, FirstArg, Q);
  if (!Eff.ObjectPartsKnown || Eff.ObjectWrite) return false;
  for (const Access &A : Eff.ObjectParts)
    if (A.Write) return false;
  for (const Access &A : Eff.Accesses)
    if (A.Write) return false;
  QualType Returned = MD->getReturnType();
  bool Pointer = Returned->isPointerType();
  if (Pointer && Returned->getPointeeType().isConstQualified()) return true;
  if (!Pointer && (!Returned->isReferenceType() || Returned.getNonReferenceType().isConstQualified())) return true;
  // A reference or pointer the caller may write through: every return must
  // give an element of a std::vector member (`d_[k]`, `&d_[k]`: a heap
  // allocation of its own), not the object's bytes.
  const FunctionDecl *Def = MD->getDefinition();
  if (!Def || !Def->getBody()) return false;
  std::vector<const Expr *> Values = returnedValues(Def);
  return !Values.empty() && llvm::all_of(Values, [&](const Expr *V) {
    if (Pointer) {
      const auto *Address = dyn_cast<UnaryOperator>(V->IgnoreParenImpCasts());
      if (!Address || Address->getOpcode() != UO_AddrOf) return false;
      V = Address->getSubExpr();
    }
    return thisVectorElement(V) != nullptr;
  });
}

bool fieldPath(const ValueDecl *V, llvm::StringRef Path, ASTContext &Ctx, MemRef &Out) {
  if (V->getType()->isReferenceType() || Path.empty()) return false;
  MemRef R;
  if (!wholeObject(V, Ctx, R)) return false;
  QualType T = V->getType();
  while (Path.consume_front(".")) {
    llvm::StringRef Name = Path.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
    Path = Path.drop_front(Name.size());
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || !RD->getDefinition() || Name.empty()) return false;
    const FieldDecl *Field = nullptr;
    for (const FieldDecl *FD : RD->getDefinition()->fields())
      if (FD->getName() == Name) Field = FD;
    if (!Field) return false;
    narrowToField(Field, Ctx, R);
    T = Field->getType();
  }
  if (!Path.empty()) return false;
  Out = R;
  return true;
}

const Expr *vectorElementHolding(const Expr *E, ASTContext &Ctx) {
  const Expr *Element = E->IgnoreParens();
  // Fields (`pts[i].x`) and std::array elements (`rows[i][3]`) lie in the slot.
  while (true) {
    if (const auto *ME = dyn_cast<MemberExpr>(Element); ME && !ME->isArrow()) {
      Element = ME->getBase()->IgnoreParens();
      continue;
    }
    if (const auto *Sub = dyn_cast<CXXOperatorCallExpr>(Element);
        Sub && Sub->getOperator() == OO_Subscript && Sub->getNumArgs() == 2 &&
        holdsElementsInline(Sub->getArg(0)->getType())) {
      Element = Sub->getArg(0)->IgnoreParens();
      continue;
    }
    break;
  }
  return vectorElementSubscript(Element, Ctx);
}

const Expr *vectorElementSubscript(const Expr *E, ASTContext &Ctx) {
  const auto *Sub = dyn_cast<CXXOperatorCallExpr>(E->IgnoreParens());
  if (!Sub || Sub->getOperator() != OO_Subscript || Sub->getNumArgs() != 2) return nullptr;
  const auto *Vec = dyn_cast<DeclRefExpr>(Sub->getArg(0)->IgnoreParenImpCasts());
  QualType Elem = Sub->getType();
  bool Scalar = (Elem->isArithmeticType() || Elem->isPointerType() || Elem->isEnumeralType()) && !Elem->isBooleanType();
  // A record of the program's own (`pts[i].x`): its bytes lie in the slot; what
  // its pointer fields reach is accessed, and registered, on its own.
  const CXXRecordDecl *Record = Elem->getAsCXXRecordDecl();
  bool OwnRecord = Record && Record->hasDefinition() && !Elem->isDependentType() && !isLibraryClass(Record, Ctx) &&
                   !Elem->isIncompleteType();
  // A std::string or std::array element (bb65 4): its bytes lie in the slot, its
  // characters in a buffer of its own, registered as a row's.
  bool LibraryValue = (ownsElementBuffer(Elem) || holdsElementsInline(Elem)) && ownedBuffersFromHeap(Elem);
  if (!Vec || !isa<VarDecl>(Vec->getDecl()) || !isHeapElementVector(Vec->getDecl()->getType()) ||
      !(Scalar || OwnRecord || isHeapElementVector(Elem) || LibraryValue))
    return nullptr;
  const Expr *Index = Sub->getArg(1);
  if (!Index->getType()->isIntegralOrEnumerationType() || Index->HasSideEffects(Ctx)) return nullptr;
  struct Reads : RecursiveASTVisitor<Reads> {
    bool Other = false;
    bool VisitDeclRefExpr(DeclRefExpr *DR) {
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()); VD && VD->hasLocalStorage() &&
                                                           !VD->getType()->isReferenceType())
        return true;
      if (!isa<EnumConstantDecl>(DR->getDecl()))
        Other = true; // a global may change before the task runs; a reference may name another object
      return true;
    }
    bool VisitCallExpr(CallExpr *) {
      Other = true;
      return false;
    }
  } R;
  R.TraverseStmt(const_cast<Expr *>(Index));
  return R.Other ? nullptr : Sub;
}

} // namespace nanocc
