//===- StdAlgorithms.cpp - Standard algorithms over iterator ranges --------===//
//
// Each algorithm of the table names its ranges by argument positions:
// [first, last) given by two iterators, or [first, first + n) by an iterator
// and a count, or an output range as long as an input range. A call whose
// ranges cannot all be placed falls back to the conservative default.
//
//===----------------------------------------------------------------------===//
#include "nanocc/StdAlgorithms.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/SymExpr.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace nanocc {

namespace {

enum class RangeKind {
  FirstLast,  ///< [arg First, arg Second)
  FirstCount, ///< [arg First, arg First + arg Second elements)
  LikeInput,  ///< [arg First, + as many elements as the algorithm's first range)
  AllInputs,  ///< [arg First, + as many elements as its [first, last) ranges together)
};

enum class Mode { Read, Write, ReadWrite };

struct RangeUse {
  RangeKind Kind;
  unsigned First, Second;
  Mode Use;
};

struct Algorithm {
  const char *Name;
  std::vector<RangeUse> Ranges;
  unsigned Arity = 0; ///< the number of arguments of this overload; 0: any
};

const std::vector<Algorithm> &algorithms() {
  static const std::vector<Algorithm> Table = [] {
    std::vector<Algorithm> T;
    const Mode R = Mode::Read, W = Mode::Write, RW = Mode::ReadWrite;
    auto Whole = [&](const char *N, unsigned Last, Mode M) { T.push_back({N, {{RangeKind::FirstLast, 0, Last, M}}}); };
    for (const char *N : {"sort", "stable_sort", "reverse", "make_heap", "sort_heap", "push_heap", "pop_heap",
                          "replace", "replace_if", "shuffle", "remove", "remove_if", "unique", "for_each"})
      Whole(N, 1, RW); // for_each: the function may change the elements
    for (const char *N : {"fill", "iota", "generate"}) Whole(N, 1, W);
    for (const char *N : {"nth_element", "partial_sort", "inplace_merge", "rotate"}) Whole(N, 2, RW);
    for (const char *N : {"accumulate", "reduce", "count", "count_if", "find", "find_if", "find_if_not",
                          "max_element", "min_element", "minmax_element", "is_sorted", "all_of", "any_of",
                          "none_of", "binary_search", "lower_bound", "upper_bound", "equal_range"})
      Whole(N, 1, R);
    // An output written at most as far as the input is long: the whole span is
    // registered (copy_if and the like may write fewer elements).
    for (const char *N : {"copy", "reverse_copy", "copy_if", "remove_copy", "remove_copy_if", "unique_copy",
                          "replace_copy", "replace_copy_if", "partial_sum", "adjacent_difference",
                          "inclusive_scan", "exclusive_scan"})
      T.push_back({N, {{RangeKind::FirstLast, 0, 1, R}, {RangeKind::LikeInput, 2, 0, W}}});
    T.push_back({"swap_ranges", {{RangeKind::FirstLast, 0, 1, RW}, {RangeKind::LikeInput, 2, 0, RW}}});
    T.push_back({"merge", {{RangeKind::FirstLast, 0, 1, R}, {RangeKind::FirstLast, 2, 3, R}, {RangeKind::AllInputs, 4, 0, W}}});
    T.push_back({"move", {{RangeKind::FirstLast, 0, 1, RW}, {RangeKind::LikeInput, 2, 0, W}}});
    T.push_back({"inner_product", {{RangeKind::FirstLast, 0, 1, R}, {RangeKind::LikeInput, 2, 0, R}}});
    T.push_back({"equal", {{RangeKind::FirstLast, 0, 1, R}, {RangeKind::LikeInput, 2, 0, R}}});
    T.push_back({"transform", {{RangeKind::FirstLast, 0, 1, R}, {RangeKind::LikeInput, 2, 0, W}}, 4});
    T.push_back({"transform",
                 {{RangeKind::FirstLast, 0, 1, R}, {RangeKind::LikeInput, 2, 0, R}, {RangeKind::LikeInput, 3, 0, W}},
                 5});
    T.push_back({"fill_n", {{RangeKind::FirstCount, 0, 1, W}}});
    T.push_back({"generate_n", {{RangeKind::FirstCount, 0, 1, W}}});
    T.push_back({"for_each_n", {{RangeKind::FirstCount, 0, 1, RW}}});
    T.push_back({"copy_n", {{RangeKind::FirstCount, 0, 1, R}, {RangeKind::FirstCount, 2, 1, W}}});
    return T;
  }();
  return Table;
}

const Algorithm *algorithmOf(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD || !FD->isInStdNamespace() || !FD->getIdentifier() || isa<CXXMethodDecl>(FD)) return nullptr;
  for (const Algorithm &A : algorithms())
    if (FD->getName() == A.Name && (A.Arity == 0 || A.Arity == CE->getNumArgs())) {
      for (const RangeUse &U : A.Ranges)
        if (std::max(U.First, U.Kind == RangeKind::LikeInput || U.Kind == RangeKind::AllInputs ? 0 : U.Second) >=
            CE->getNumArgs())
          return nullptr;
      return &A;
    }
  return nullptr;
}

/// A call argument as written: without the copy of a class value (a closure)
/// into the parameter.
const Expr *argumentAsWritten(const Expr *Arg) {
  const Expr *E = Arg->IgnoreImplicit()->IgnoreParens();
  if (const auto *CC = dyn_cast<CXXConstructExpr>(E); CC && CC->getNumArgs() == 1)
    E = CC->getArg(0)->IgnoreImplicit()->IgnoreParens();
  return E;
}

bool arithmeticValue(QualType T) { return T.getNonReferenceType()->isArithmeticType(); }

/// A lambda that touches only its parameters, its own locals and copies of
/// arithmetic values: its parameters are arithmetic values or references to
/// them, it captures nothing but copies of arithmetic values, and its body
/// names no variable with static storage, takes no address, goes through no
/// pointer, builds no object of a class, and calls only the standard math
/// functions and std::min/max/clamp/swap.
bool confinedLambda(const LambdaExpr *LE) {
  for (const LambdaCapture &C : LE->captures())
    if (C.getCaptureKind() != LCK_ByCopy || !C.capturesVariable() || !arithmeticValue(C.getCapturedVar()->getType()))
      return false;
  for (const ParmVarDecl *P : LE->getCallOperator()->parameters())
    if (!arithmeticValue(P->getType())) return false;
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Escapes = false;
    bool escape() { return !(Escapes = true); }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (auto *VD = dyn_cast<VarDecl>(D->getDecl()); VD && !VD->hasLocalStorage()) return escape();
      return true;
    }
    bool VisitExpr(Expr *E) {
      if (auto *IC = dyn_cast<ImplicitCastExpr>(E);
          IC && (IC->getCastKind() == CK_FunctionToPointerDecay || IC->getCastKind() == CK_BuiltinFnToFnPtr))
        return true; // the callee of a call (judged by VisitCallExpr)
      if (E->getType()->isPointerType() || E->getType()->isRecordType() || E->getType()->isArrayType()) return escape();
      return true;
    }
    bool VisitVarDecl(VarDecl *VD) { return arithmeticValue(VD->getType()) || isa<ParmVarDecl>(VD) ? true : escape(); }
    bool VisitUnaryOperator(UnaryOperator *U) {
      return U->getOpcode() == UO_AddrOf || U->getOpcode() == UO_Deref ? escape() : true;
    }
    bool VisitCallExpr(CallExpr *CE) {
      const FunctionDecl *FD = CE->getDirectCallee();
      static const char *const Pure[] = {
          "abs",   "fabs", "labs", "llabs", "sqrt",  "cbrt",  "exp",   "exp2",  "log",  "log2", "log10",
          "pow",   "sin",  "cos",  "tan",   "asin",  "acos",  "atan",  "atan2", "sinh", "cosh", "tanh",
          "floor", "ceil", "round", "trunc", "lround", "fmod", "hypot", "fma",   "fmin", "fmax", "min",
          "max",   "clamp", "swap"};
      bool Std = FD && FD->getIdentifier() &&
                 (FD->isInStdNamespace() || FD->getDeclContext()->getRedeclContext()->isTranslationUnit()) &&
                 Ctx->getSourceManager().isInSystemHeader(FD->getLocation());
      if (!Std || !llvm::is_contained(Pure, FD->getName())) return escape();
      return true;
    }
    const ASTContext *Ctx = nullptr;
  } F;
  F.Ctx = &LE->getCallOperator()->getASTContext();
  F.TraverseStmt(LE->getBody());
  return !F.Escapes;
}

/// An argument that is neither an iterator of a range nor a plain value: a
/// lambda not confined to its arguments, or a pointer to a function of the
/// program, whose effects the table does not describe.
bool hasEffects(const Expr *Arg, const ASTContext &Ctx) {
  const Expr *E = argumentAsWritten(Arg);
  if (auto *LE = dyn_cast<LambdaExpr>(E)) return !confinedLambda(LE);
  if (!contiguousIteratorElement(E->getType(), Ctx).isNull()) return false; // `mid` of inplace_merge
  if (const CXXRecordDecl *RD = E->getType()->getAsCXXRecordDecl())
    return RD->isLambda() || !RD->isInStdNamespace(); // a closure object named by a variable: body not at hand
  if (E->getType()->isFunctionPointerType() || E->getType()->isFunctionType()) {
    auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    auto *F = DR ? dyn_cast<FunctionDecl>(DR->getDecl()) : nullptr;
    return !F || !F->isInStdNamespace();
  }
  return false;
}

/// `last - first` in elements for two variables, pointers or contiguous
/// iterators of elements \p Elem (\p From and \p To: what they point to,
/// at offset 0), as their atoms: null for anything else. A range [first, last)
/// lies in one buffer, so the difference is defined where the range is.
SymRef positionsApart(const MemRef &From, const MemRef &To, QualType Elem, const ASTContext &Ctx) {
  auto Position = [&](const MemRef &R) -> const VarDecl * {
    const auto *VD = R.Kind == BaseKind::Pointee ? dyn_cast_or_null<VarDecl>(R.Var) : nullptr;
    if (!VD || !VD->getIdentifier()) return nullptr;
    QualType T = VD->getType();
    QualType Pointee = T->isPointerType() ? T->getPointeeType() : contiguousIteratorElement(T, Ctx);
    return !Pointee.isNull() && Ctx.hasSameUnqualifiedType(Pointee, Elem) ? VD : nullptr;
  };
  const VarDecl *A = Position(From), *B = Position(To);
  if (!A || !B || A->getType()->isPointerType() != B->getType()->isPointerType()) return nullptr;
  return Sym::atom(B->getNameAsString()) - Sym::atom(A->getNameAsString());
}

} // namespace

bool isStandardRangeAlgorithm(const CallExpr *CE) { return algorithmOf(CE) != nullptr; }

bool standardAlgorithmAccesses(const CallExpr *CE, ASTContext &Ctx, AccessList &Out) {
  const Algorithm *Alg = algorithmOf(CE);
  if (!Alg) return false;
  std::vector<bool> IsRangeArg(CE->getNumArgs());
  for (const RangeUse &U : Alg->Ranges) {
    IsRangeArg[U.First] = true;
    if (U.Kind == RangeKind::FirstLast) IsRangeArg[U.Second] = true;
  }
  // A lambda taking an element by non-const reference (`[](long &x) { x += 2;
  // ... }` given to count_if) may write the ranges it reads (bb71 F1).
  bool WritesElements = false;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    if (!IsRangeArg[I] && hasEffects(CE->getArg(I), Ctx)) return false;
    if (const LambdaExpr *LE = lambdaWrittenAsArgument(CE->getArg(I)))
      for (const ParmVarDecl *P : LE->getCallOperator()->parameters())
        WritesElements |= P->getType()->isReferenceType() &&
                          (!P->getType().getNonReferenceType().isConstQualified() || castsAwayConst(LE->getBody()));
  }
  AccessList Found;
  SymRef InputCount;            // bytes of the first range
  SymRef InputsCount;           // bytes of the [first, last) ranges together
  bool InputsSameSize = true;   // each of those of InputElemSize bytes
  std::optional<int64_t> InputElemSize; // the first range's element size, when constant
  for (const RangeUse &U : Alg->Ranges) {
    IteratorPosition First;
    if (!iteratorPosition(CE->getArg(U.First), Ctx, First)) return false;
    SymRef Size = First.ElemSize;
    SymRef Len;
    if (U.Kind == RangeKind::FirstLast) {
      IteratorPosition Last;
      if (!iteratorPosition(CE->getArg(U.Second), Ctx, Last) || !Ctx.hasSameUnqualifiedType(Last.Elem, First.Elem))
        return false;
      if (Last.Base.Kind == First.Base.Kind && Last.Base.Var == First.Base.Var &&
          Last.Base.ExprText == First.Base.ExprText)
        Len = Last.Base.Range.Lo - First.Base.Range.Lo;
      else if (SymRef Apart = positionsApart(First.Base, Last.Base, First.Elem, Ctx))
        Len = Apart * Size + Last.Base.Range.Lo - First.Base.Range.Lo; // [first, last) of two variables
      else
        return false;
      if (!InputCount) InputCount = Len;
      InputsCount = InputsCount ? InputsCount + Len : Len;
      auto Here = constValue(Size);
      InputsSameSize &= Here && (!InputElemSize || *InputElemSize == *Here);
    } else if (U.Kind == RangeKind::FirstCount) {
      Len = toSym(CE->getArg(U.Second), Ctx) * Size;
      if (!InputCount) InputCount = Len;
    } else {
      // As many elements as the first range (or all of them): the same bytes
      // when the element sizes agree (otherwise not placed).
      auto Here = constValue(Size);
      if (!InputCount || !Here || !InputElemSize || *InputElemSize != *Here) return false;
      if (U.Kind == RangeKind::AllInputs && !InputsSameSize) return false;
      Len = U.Kind == RangeKind::AllInputs ? InputsCount : InputCount;
    }
    if (&U == &Alg->Ranges.front()) InputElemSize = constValue(Size);
    Access A;
    A.Ref = First.Base;
    A.Ref.Range.Len = Len;
    A.Ref.Unbounded = false;
    // Through a view parameter (`std::sort(s.begin(), s.end())`): as any use of
    // it, anywhere in what it shows, which a caller maps to what it passes.
    if (A.Ref.Kind == BaseKind::Pointee && A.Ref.Var && !standardViewElement(A.Ref.Var->getType()).isNull()) {
      A.Ref.Unbounded = true;
      A.Ref.Range.Len = nullptr;
    }
    A.Ref.ElemType = First.Elem;
    A.Read = U.Use != Mode::Write;
    A.Write = U.Use != Mode::Read || WritesElements;
    A.Loc = CE->getArg(U.First)->getBeginLoc();
    A.Text = exprText(CE->getArg(U.First), Ctx);
    Found.push_back(std::move(A));
  }
  Out.insert(Out.end(), Found.begin(), Found.end());
  return true;
}

const LambdaExpr *lambdaWrittenAsArgument(const Expr *Arg) { return dyn_cast<LambdaExpr>(argumentAsWritten(Arg)); }

} // namespace nanocc
