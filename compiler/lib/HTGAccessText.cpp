//===- HTGAccessText.cpp - A compile-time access in the HTG access syntax -===//
//
// --emit-htg prints each access of the analysis (a byte range of a base) as the
// narrowest HTG lvalue that contains it: descending from the base through the
// struct fields and array elements the range provably lies in, then a section
// (`s.x`, `s.x[0:500]`, `m[1][0:1000]`, `m[i]`, `p[0].v[k]`, `T[1:2]` for bytes
// from `T[1].y` into `T[2].x`). Where the range cannot be placed further, the
// text stops at the object reached so far, which contains it (Descent).
//
//===----------------------------------------------------------------------===//
#include "nanocc/HTGAccessText.h"
#include "nanocc/SymExpr.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/Support/Regex.h"
#include "htg/reader.hpp"

#include <optional>

using namespace clang;

namespace nanocc {

namespace {

/// \p S as a constant when it evaluates to the same value at every sample
/// of its atoms (`i + 1 - i`); otherwise \p S.
SymRef foldConstant(const SymRef &S) {
  std::set<std::string> Atoms;
  collectAtoms(S, Atoms);
  if (Atoms.empty() || hasOpaque(S)) return S;
  std::optional<int64_t> Value;
  bool Same = forEachSample(Atoms, false, [&](const std::map<std::string, int64_t> &Env) {
    std::optional<int64_t> V = evaluate(S, Env);
    if (!V || (Value && *V != *Value)) return false;
    Value = V;
    return true;
  });
  return Same && Value ? Sym::constant(*Value) : S;
}

/// \p S split as `Multiple * K + Rest`, Multiple taking every additive term
/// divisible by \p K (`i * 8000 + j * 8 + 16` by 8000: `i`, `j * 8 + 16`).
std::pair<SymRef, SymRef> splitMultiple(const SymRef &S, int64_t K) {
  if (SymRef Q = divideExactly(S, K)) return {Q, Sym::constant(0)};
  if (S->K == Sym::Add || S->K == Sym::Sub) {
    auto [QL, RL] = splitMultiple(S->L, K);
    auto [QR, RR] = splitMultiple(S->R, K);
    return {Sym::binary(S->K, QL, QR), Sym::binary(S->K, RL, RR)};
  }
  return {Sym::constant(0), S};
}

/// Constant bytes [Lo, Lo + Len) of an object.
struct Window {
  int64_t Lo, Len;
  bool within(int64_t Off, int64_t Size) const { return Off <= Lo && Lo + Len <= Off + Size; }
};

int64_t floorDiv(int64_t A, int64_t B) { return A / B - ((A % B != 0) && ((A < 0) != (B < 0))); }

/// Appends to Text the selectors of the narrowest lvalue containing a byte
/// range of the object Text names. Each step is justified by arithmetic on
/// constant bytes, or, for a symbolic range, by the array field of two or
/// more elements the access indexes (MemRef::FieldExtent), which it never
/// leaves; where no step is, Text stays at the object reached.
class Descent {
public:
  Descent(const ASTContext &Ctx, std::string Text) : Text(std::move(Text)), Ctx(Ctx) {}

  /// Bytes [Lo, Lo + Len) of an object of type \p T (\p PointeeArray: of the
  /// memory a pointer points to, elements of type T from the pointer on);
  /// \p Field: the innermost field the access indexes, when known.
  void range(QualType T, bool PointeeArray, SymRef Lo, SymRef Len, std::optional<Window> Field) {
    if (auto L = constValue(Lo), N = constValue(Len); L && N) {
      if (*N <= 0) return;
      return PointeeArray ? constantElements(T, *L, *N) : constantRange(T, *L, *N);
    }
    if (Field && Field->Len > 0) {
      Descent Try = *this;
      QualType Reached;
      bool Found = PointeeArray ? Try.elementsToWindow(T, *Field, Reached) : Try.toWindow(T, *Field, Reached);
      const auto *AT = Found ? dyn_cast<ConstantArrayType>(Reached.getCanonicalType().getTypePtr()) : nullptr;
      if (AT && AT->getSize().getZExtValue() >= 2) { // the access never leaves this array field
        Try.symbolicElements(AT->getElementType(), Lo - Sym::constant(Field->Lo), Len);
        Text = Try.Text;
        return;
      }
    }
    if (PointeeArray) return symbolicElements(T, Lo, Len);
    if (const ArrayType *AT = T.getCanonicalType()->getAsArrayTypeUnsafe())
      symbolicElements(AT->getElementType(), Lo, Len); // the base's own array
  }

  std::string Text;

private:
  void constantRange(QualType T, int64_t Lo, int64_t Len) {
    T = T.getCanonicalType().getUnqualifiedType();
    if (const ArrayType *AT = T->getAsArrayTypeUnsafe(); AT && !isa<ConstantArrayType>(AT))
      return constantElements(AT->getElementType(), Lo, Len); // `double tmp[n]`
    std::optional<int64_t> Size = sizeOf(T);
    if (!Size || (Lo == 0 && Len == *Size)) return; // the whole object
    if (const auto *AT = dyn_cast<ConstantArrayType>(T.getTypePtr()))
      return constantElements(AT->getElementType(), Lo, Len);
    if (const FieldDecl *FD = fieldHolding(T, Window{Lo, Len})) {
      int64_t Off = fieldOffset(FD);
      return constantRange(FD->getType(), Lo - Off, Len);
    }
  }

  /// Constant bytes of an array: the element holding them all, else the
  /// section of the elements they touch (`T[1:2]` for a range from `T[1].y`
  /// into `T[2].x`).
  void constantElements(QualType E, int64_t Lo, int64_t Len) {
    std::optional<int64_t> Es = sizeOf(E);
    if (!Es || *Es <= 0) return;
    int64_t First = floorDiv(Lo, *Es), Last = floorDiv(Lo + Len - 1, *Es);
    if (First == Last) {
      Text += "[" + printSym(Sym::constant(First)) + "]";
      return constantRange(E, Lo - First * *Es, Len);
    }
    Text += "[" + printSym(Sym::constant(First)) + ":" + std::to_string(Last - First + 1) + "]";
  }

  /// A symbolic range of an array it lies in: a section of whole elements,
  /// or constant bytes inside one element (`m[i][0:10]` is bytes
  /// i * 8000 + [0, 80) of `double m[4][1000]`).
  void symbolicElements(QualType E, SymRef Lo, SymRef Len) {
    std::optional<int64_t> Es = sizeOf(E);
    if (!Es || *Es <= 0) return;
    SymRef First = divideExactly(Lo, *Es), Number = divideExactly(Len, *Es);
    if (First && Number) {
      Number = foldConstant(Number);
      Text += "[" + printSym(simplifySum(First)) +
              (constValue(Number) == int64_t(1) ? "" : ":" + printSym(simplifySum(Number))) + "]";
      return;
    }
    auto [Index, Rest] = splitMultiple(Lo, *Es);
    std::optional<int64_t> R = constValue(foldConstant(Rest)), N = constValue(Len);
    if (!R || !N || *N <= 0) return;
    int64_t Carry = floorDiv(*R, *Es), Offset = *R - Carry * *Es;
    if (Offset + *N > *Es) return;
    Text += "[" + printSym(simplifySum(foldConstant(Index + Sym::constant(Carry)))) + "]";
    constantRange(E, Offset, *N);
  }

  /// Descends to the object that is exactly window \p W of an object of type
  /// \p T, appending its selectors; false when no field or element is.
  bool toWindow(QualType T, Window W, QualType &Reached) {
    T = T.getCanonicalType().getUnqualifiedType();
    std::optional<int64_t> Size = sizeOf(T);
    if (!Size) return false;
    if (W.Lo == 0 && W.Len == *Size) {
      Reached = T;
      return true;
    }
    if (const auto *AT = dyn_cast<ConstantArrayType>(T.getTypePtr()))
      return elementsToWindow(AT->getElementType(), W, Reached);
    if (const FieldDecl *FD = fieldHolding(T, W))
      return toWindow(FD->getType(), Window{W.Lo - fieldOffset(FD), W.Len}, Reached);
    return false;
  }

  bool elementsToWindow(QualType E, Window W, QualType &Reached) {
    std::optional<int64_t> Es = sizeOf(E);
    if (!Es || *Es <= 0) return false;
    int64_t K = floorDiv(W.Lo, *Es);
    if (!W.within(K * *Es, *Es)) return false;
    Text += "[" + printSym(Sym::constant(K)) + "]";
    return toWindow(E, Window{W.Lo - K * *Es, W.Len}, Reached);
  }

  /// The field of struct or class \p T holding window \p W, its name
  /// appended to Text (none for an anonymous struct); null when no field
  /// holds it, or when it lies in members sharing memory (a union,
  /// bit-fields).
  const FieldDecl *fieldHolding(QualType T, Window W) {
    if (!T->isStructureOrClassType()) return nullptr;
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || RD->isInvalidDecl() || RD->isDependentType()) return nullptr;
    for (const FieldDecl *FD : RD->fields()) {
      if (FD->isBitField() || FD->isZeroSize(Ctx)) continue;
      std::optional<int64_t> Size = sizeOf(FD->getType());
      if (!Size || !W.within(fieldOffset(FD), *Size)) continue;
      if (FD->isAnonymousStructOrUnion()) {
        if (FD->getType()->isUnionType()) return nullptr; // its members share memory
      } else {
        Text += "." + FD->getNameAsString();
      }
      return FD;
    }
    return nullptr;
  }

  int64_t fieldOffset(const FieldDecl *FD) const {
    const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(FD->getParent());
    return Ctx.toCharUnitsFromBits(Layout.getFieldOffset(FD->getFieldIndex())).getQuantity();
  }

  std::optional<int64_t> sizeOf(QualType T) const {
    if (T.isNull() || T->isIncompleteType() || T->isDependentType() || !T->isConstantSizeType()) return std::nullopt;
    return Ctx.getTypeSizeInChars(T).getQuantity();
  }

  const ASTContext &Ctx;
};

/// Whether \p Text is a name followed by fields and subscripts only (`rows[0]`,
/// `v.d`, `p->q[i]`): a subscript after it applies to all of it.
bool postfixOnly(const std::string &Text) {
  static const llvm::Regex Postfix("^[A-Za-z_][A-Za-z0-9_]*((\\.|->)[A-Za-z_][A-Za-z0-9_]*|\\[[^]]*\\])*$");
  return Postfix.match(Text);
}

bool parsed(const std::string &Text, htg::Access &Out) {
  auto Access = htg::parse_access(Text);
  if (!Access) return false;
  Out = *Access;
  return true;
}

} // namespace

bool htgAccessOf(const Access &A, const ASTContext &Ctx, htg::Access &Out) {
  const MemRef &R = A.Ref;
  // The buffer of a standard container named by one variable (`w.data()`,
  // reached through a view of it: `scale(sv.first(500))` with `auto sv =
  // std::span<double>(w)`): HTG accesses are per variable, and the buffer is
  // the container's, so the access is the whole variable (`w`).
  if (!R.Var && R.Kind == BaseKind::PointeeExpr && R.ContainerData && R.ExprVars.size() == 1) {
    const ValueDecl *V = *R.ExprVars.begin();
    return isa<VarDecl>(V) && parsed(V->getNameAsString(), Out);
  }
  bool Bounded = !R.Unbounded && R.Range.Lo && R.Range.Len && !hasOpaque(R.Range.Lo) && !hasOpaque(R.Range.Len);
  SymRef Len = Bounded ? foldConstant(R.Range.Len) : nullptr;
  std::optional<Window> Field;
  if (R.RecordField && R.FieldExtent.Lo && R.FieldExtent.Len)
    if (auto L = constValue(R.FieldExtent.Lo), N = constValue(R.FieldExtent.Len); L && N) Field = Window{*L, *N};
  // A declared lvalue (its length is the clause's text): as the clause names it.
  if (A.Declared && R.Kind == BaseKind::PointeeExpr) return parsed(A.Text, Out);
  // Memory through a pointer the program loads (`fillp(rows[0], 100)`): the
  // section through that expression, `rows[0][0:100]`, when it is bounded.
  if (!R.Var && R.Kind == BaseKind::PointeeExpr && !R.ContainerData) {
    QualType Pointee = R.PointeeType.isNull() ? R.ElemType : R.PointeeType;
    if (!Bounded || Pointee.isNull()) return false;
    // A member of the object a member function runs on (`this`): the member
    // as its code names it (`left_[0:1000]`).
    if (R.ExprText == "this") {
      Descent D(Ctx, "");
      D.range(Pointee, /*PointeeArray=*/false, R.Range.Lo, Len, Field);
      if (D.Text.size() > 1 && D.Text[0] == '.' && parsed(D.Text.substr(1), Out)) return true;
      return parsed("*this", Out); // the whole object
    }
    // A subscript binds tighter than a prefix operator: `(*pp)[3]`, not `*pp[3]`.
    std::string Pointer = postfixOnly(R.ExprText) ? R.ExprText : "(" + R.ExprText + ")";
    Descent D(Ctx, Pointer);
    D.range(Pointee, /*PointeeArray=*/true, R.Range.Lo, Len, Field);
    return D.Text != Pointer && parsed(D.Text, Out);
  }
  if (!R.Var) return false;
  std::string Base = R.Var->getNameAsString();
  Descent D(Ctx, Base);
  QualType T = R.Var->getType();
  if (Bounded) {
    if (R.Kind == BaseKind::Object)
      D.range(T, /*PointeeArray=*/false, R.Range.Lo, Len, Field);
    else if (R.Kind == BaseKind::Pointee && T->isPointerType())
      D.range(T->getPointeeType(), /*PointeeArray=*/true, R.Range.Lo, Len, Field);
    else if (R.Kind == BaseKind::Pointee && T->isReferenceType())
      D.range(T.getNonReferenceType(), /*PointeeArray=*/false, R.Range.Lo, Len, Field);
  }
  if (parsed(D.Text, Out)) return true;
  return parsed(Base, Out) || (Out = htg::Access(), Out.base = Out.text = Base, true);
}

} // namespace nanocc
