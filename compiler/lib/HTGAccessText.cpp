//===- HTGAccessText.cpp - A compile-time access in the HTG access syntax -===//
//
// --emit-htg prints each access of the analysis (a byte range of a base) as the
// narrowest HTG lvalue that contains it: descending from the base through the
// struct fields and array elements the range provably lies in, then a section
// of whole elements (`s.x`, `s.x[0:500]`, `m[1][0:1000]`, `m[i]`, `p[0].v[k]`).
// Where the range cannot be placed further, the text stops at the object
// reached so far, which contains it. Soundness: a range is placed inside a
// field or element when its constant bounds lie there, or when the access is
// known to index that field (MemRef::FieldExtent: indexing an array field
// never leaves it).
//
//===----------------------------------------------------------------------===//
#include "nanocc/HTGAccessText.h"
#include "nanocc/SymExpr.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecordLayout.h"
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

/// Constant bytes [Lo, Lo + Len) of the current object.
struct Window {
  int64_t Lo, Len;
  bool within(int64_t Off, int64_t Size) const { return Off <= Lo && Lo + Len <= Off + Size; }
};

class Descent {
public:
  Descent(const ASTContext &Ctx, std::string Text) : Text(std::move(Text)), Ctx(Ctx) {}

  /// Bytes [Lo, Lo + Len) of an object of type \p T; \p Field: the innermost
  /// field the access indexes, relative to the object, when known.
  void object(QualType T, SymRef Lo, SymRef Len, std::optional<Window> Field) {
    T = T.getCanonicalType().getUnqualifiedType();
    if (const ArrayType *AT = T->getAsArrayTypeUnsafe(); AT && !isa<ConstantArrayType>(AT))
      return elements(AT->getElementType(), std::nullopt, Lo, Len, Field); // `double tmp[n]`
    std::optional<int64_t> Size = sizeOf(T);
    if (!Size) return;
    if (constValue(Lo) == int64_t(0) && constValue(Len) == *Size) return; // the whole object
    if (T->isStructureOrClassType()) return record(T, Lo, Len, Field);
    if (const auto *AT = dyn_cast<ConstantArrayType>(T.getTypePtr()))
      return elements(AT->getElementType(), AT->getSize().getZExtValue(), Lo, Len, Field);
  }

  /// Bytes [Lo, Lo + Len) of an array of \p Count elements of type \p E (no
  /// count: the memory a pointer points to, in elements of its pointee type).
  void elements(QualType E, std::optional<uint64_t> Count, SymRef Lo, SymRef Len, std::optional<Window> Field) {
    std::optional<int64_t> ElementSize = sizeOf(E);
    if (!ElementSize || *ElementSize <= 0) return;
    int64_t Es = *ElementSize;
    // The access indexes a field inside one element: that element.
    if (Field && Field->Len > 0 && Field->Lo >= 0 && Field->Lo / Es == (Field->Lo + Field->Len - 1) / Es &&
        !(Field->Lo % Es == 0 && Field->Len == Es)) {
      int64_t K = Field->Lo / Es;
      if (Count && uint64_t(K) >= *Count) return;
      Text += "[" + std::to_string(K) + "]";
      return object(E, Lo - Sym::constant(K * Es), Len, Window{Field->Lo - K * Es, Field->Len});
    }
    auto Constant = [](const SymRef &S) { return constValue(S).has_value(); };
    // A symbolic range stays inside this array only when the access indexes
    // it (the base's own array, or an array field of two or more elements:
    // a record may end with one to be indexed past).
    if (!(Constant(Lo) && Constant(Len)) && Count && !(*Count >= 2 && (!Field || Field->within(0, Es * *Count))))
      return;
    SymRef First = divideExactly(Lo, Es), Number = divideExactly(Len, Es);
    if (First && Number) {
      Number = foldConstant(Number);
      if (constValue(Number) != int64_t(1)) {
        Text += "[" + printSym(simplifySum(First)) + ":" + printSym(simplifySum(Number)) + "]";
        return;
      }
      Text += "[" + printSym(simplifySum(First)) + "]";
      return object(E, Sym::constant(0), Len, std::nullopt);
    }
    // Inside one element: `m[i][0:10]` is bytes i * 8000 + [0, 80) of double m[4][1000].
    auto [Index, Rest] = splitMultiple(Lo, Es);
    std::optional<int64_t> R = constValue(foldConstant(Rest)), N = constValue(Len);
    if (!R || !N) return;
    int64_t Carry = *R >= 0 ? *R / Es : -((-*R + Es - 1) / Es);
    int64_t Offset = *R - Carry * Es;
    if (Offset + *N > Es) return;
    SymRef K = foldConstant(Index + Sym::constant(Carry));
    if (auto C = constValue(K); C && (*C < 0 || (Count && uint64_t(*C) >= *Count))) return;
    Text += "[" + printSym(simplifySum(K)) + "]";
    object(E, Sym::constant(Offset), Len, std::nullopt);
  }

  std::string Text;

private:
  void record(QualType T, SymRef Lo, SymRef Len, std::optional<Window> Field) {
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || RD->isInvalidDecl() || RD->isDependentType()) return;
    // The bytes the access may reach: its constant range, else the field it indexes.
    std::optional<Window> Reach = Field;
    if (auto L = constValue(Lo), N = constValue(Len); L && N) Reach = Window{*L, *N};
    if (!Reach) return;
    const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
    for (const FieldDecl *FD : RD->fields()) {
      if (FD->isBitField() || FD->isZeroSize(Ctx)) continue;
      int64_t Off = Ctx.toCharUnitsFromBits(Layout.getFieldOffset(FD->getFieldIndex())).getQuantity();
      std::optional<int64_t> Size = sizeOf(FD->getType());
      if (!Size || !Reach->within(Off, *Size)) continue;
      if (FD->isAnonymousStructOrUnion()) {
        if (FD->getType()->isUnionType()) return; // its members share memory
      } else {
        Text += "." + FD->getNameAsString();
      }
      std::optional<Window> Inner;
      if (Field) Inner = Window{Field->Lo - Off, Field->Len};
      return object(FD->getType(), Lo - Sym::constant(Off), Len, Inner);
    }
  }

  std::optional<int64_t> sizeOf(QualType T) const {
    if (T.isNull() || T->isIncompleteType() || T->isDependentType() || !T->isConstantSizeType()) return std::nullopt;
    return Ctx.getTypeSizeInChars(T).getQuantity();
  }

  const ASTContext &Ctx;
};

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
  // Memory through a pointer the program loads (`fillp(rows[0], 100)`, `v.d`
  // of a declare's `v->d[0:v->n]`): the section through that expression,
  // `rows[0][0:100]`, when it is bounded and the expression is an access.
  // A declared lvalue (its length is the clause's text): as the clause names it.
  if (A.Declared && R.Kind == BaseKind::PointeeExpr) return parsed(A.Text, Out);
  if (!R.Var && R.Kind == BaseKind::PointeeExpr && !R.ContainerData) {
    QualType Pointee = R.PointeeType.isNull() ? R.ElemType : R.PointeeType;
    if (!Bounded || Pointee.isNull()) return false;
    // A member of the object a member function runs on (`this`): the member
    // as its code names it (`left_[0:1000]`).
    if (R.ExprText == "this") {
      Descent D(Ctx, "");
      D.object(Pointee, R.Range.Lo, Len, Field);
      return D.Text.size() > 1 && D.Text[0] == '.' && parsed(D.Text.substr(1), Out);
    }
    Descent D(Ctx, R.ExprText);
    D.elements(Pointee, std::nullopt, R.Range.Lo, Len, Field);
    return D.Text != R.ExprText && parsed(D.Text, Out);
  }
  if (!R.Var) return false;
  std::string Base = R.Var->getNameAsString();
  Descent D(Ctx, Base);
  QualType T = R.Var->getType();
  if (Bounded) {
    if (R.Kind == BaseKind::Object)
      D.object(T, R.Range.Lo, Len, Field);
    else if (R.Kind == BaseKind::Pointee && T->isPointerType())
      D.elements(T->getPointeeType(), std::nullopt, R.Range.Lo, Len, Field);
    else if (R.Kind == BaseKind::Pointee && T->isReferenceType())
      D.object(T.getNonReferenceType(), R.Range.Lo, Len, Field);
  }
  if (parsed(D.Text, Out)) return true;
  return parsed(Base, Out) || (Out = htg::Access(), Out.base = Out.text = Base, true);
}

} // namespace nanocc
