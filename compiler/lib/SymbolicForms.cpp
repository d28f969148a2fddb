//===- SymbolicForms.cpp - Symbolic forms of C integer expressions and clause text ===//
#include "nanocc/AccessAnalysis.h"
#include "nanocc/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace nanocc {

//===--- Symbolic forms of integer expressions ----------------------------===//

namespace {
/// `s.lo`, `t[2]`, `s.r[1].n` as one canonical atom name: a place inside one
/// variable reached without a pointer or reference, so only writes of that
/// variable change it. Empty for anything else.
std::string pointerFreePath(const Expr *E, ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  if (auto *DR = dyn_cast<DeclRefExpr>(E)) {
    auto *VD = dyn_cast<VarDecl>(DR->getDecl());
    return VD && !VD->getType()->isReferenceType() ? VD->getNameAsString() : "";
  }
  if (auto *ME = dyn_cast<MemberExpr>(E)) {
    auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (ME->isArrow() || !FD || FD->getName().empty()) return "";
    std::string Base = pointerFreePath(ME->getBase(), Ctx);
    return Base.empty() ? "" : Base + "." + FD->getNameAsString();
  }
  if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    if (!AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) return "";
    Expr::EvalResult R;
    if (AS->getIdx()->isValueDependent() || !AS->getIdx()->EvaluateAsInt(R, Ctx) ||
        !R.Val.getInt().isRepresentableByInt64())
      return "";
    std::string Base = pointerFreePath(AS->getBase(), Ctx);
    return Base.empty() ? "" : Base + "[" + std::to_string(R.Val.getInt().getExtValue()) + "]";
  }
  return "";
}
} // namespace

std::string fieldAtomPath(const Expr *E) {
  const auto *ME = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  const auto *FD = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  if (!FD || FD->getName().empty() || FD->getType().isVolatileQualified()) return "";
  const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
  std::string Name = FD->getNameAsString();
  if (isa<CXXThisExpr>(Base)) return ME->isArrow() ? "this->" + Name : "";
  if (const auto *DR = dyn_cast<DeclRefExpr>(Base)) {
    const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
    if (!VD || VD->getType().isVolatileQualified()) return "";
    if (ME->isArrow() && VD->getType()->isPointerType()) return VD->getNameAsString() + "->" + Name;
    if (!ME->isArrow() && VD->getType()->isReferenceType()) return VD->getNameAsString() + "." + Name;
    return "";
  }
  if (ME->isArrow()) return "";
  std::string Outer = fieldAtomPath(Base);
  return Outer.empty() ? "" : Outer + "." + Name;
}

namespace {
bool isPosition(const Expr *E, const ASTContext &Ctx) {
  QualType T = E->getType();
  return T->isPointerType() || !contiguousIteratorElement(T, Ctx).isNull();
}

/// `p + k`, `k + p`, `p - k` of a pointer or contiguous iterator \p E, `a - b`
/// of two of them (also as std::next, std::prev and std::distance), or a copy
/// of such an iterator: its symbolic form (toSym of the operands); null for
/// anything else.
SymRef positionSym(const Expr *E, ASTContext &Ctx) {
  E = E->IgnoreParens();
  if (!contiguousIteratorElement(E->getType(), Ctx).isNull()) {
    if (auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) return toSym(MT->getSubExpr(), Ctx);
    if (auto *BT = dyn_cast<CXXBindTemporaryExpr>(E)) return toSym(BT->getSubExpr(), Ctx);
    if (auto *CC = dyn_cast<CXXConstructExpr>(E);
        CC && CC->getNumArgs() == 1 && CC->getConstructor()->isCopyOrMoveConstructor())
      return toSym(CC->getArg(0), Ctx);
  }
  const Expr *L = nullptr, *R = nullptr;
  bool Minus = false;
  // `std::next(it, k)`, `std::prev(it, k)`: it + k, it - k; `std::distance(a, b)`: b - a.
  if (auto *CE = dyn_cast<CallExpr>(E); CE && !isa<CXXOperatorCallExpr, CXXMemberCallExpr>(CE)) {
    const FunctionDecl *F = CE->getDirectCallee();
    if (!F || !F->isInStdNamespace() || !F->getIdentifier() || CE->getNumArgs() != 2) return nullptr;
    const Expr *A = CE->getArg(0), *B = CE->getArg(1);
    if (F->getName() == "distance" && isPosition(A, Ctx) && isPosition(B, Ctx))
      return toSym(B, Ctx) - toSym(A, Ctx);
    if (llvm::is_contained({"next", "prev"}, F->getName()) && isPosition(A, Ctx) && B->getType()->isIntegerType())
      return Sym::binary(F->getName() == "prev" ? Sym::Sub : Sym::Add, toSym(A, Ctx), toSym(B, Ctx));
    return nullptr;
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E); BO && (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub)) {
    L = BO->getLHS(), R = BO->getRHS(), Minus = BO->getOpcode() == BO_Sub;
  } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
             OC && OC->getNumArgs() == 2 && (OC->getOperator() == OO_Plus || OC->getOperator() == OO_Minus)) {
    L = OC->getArg(0), R = OC->getArg(1), Minus = OC->getOperator() == OO_Minus;
  } else {
    return nullptr;
  }
  bool PL = isPosition(L, Ctx), PR = isPosition(R, Ctx);
  bool Moved = (PL && R->getType()->isIntegerType()) || (!Minus && PR && L->getType()->isIntegerType());
  bool Apart = Minus && PL && PR && E->getType()->isIntegerType();
  if (!Moved && !Apart) return nullptr;
  if (isa<BinaryOperator>(E) && !Moved) return nullptr; // pointer differences: below, as integers
  return Sym::binary(Minus ? Sym::Sub : Sym::Add, toSym(L, Ctx), toSym(R, Ctx));
}
} // namespace

SymRef toSym(const Expr *E, ASTContext &Ctx) {
  if (!E)
    return Sym::opaque("?");
  E = E->IgnoreParens();
  if (!E->isValueDependent() && !E->isTypeDependent()) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx) && R.Val.getInt().isRepresentableByInt64())
      return Sym::constant(R.Val.getInt().getExtValue());
  }
  // A conversion between integers keeps the value when the target is as wide
  // as the source (a change of sign at one width only matters for values no
  // subscript or size may hold); a narrower one (`(unsigned char)i`, a long
  // passed to an int parameter) wraps: an opaque value, never the operand,
  // printed with the conversion written out (the implicit one has no text).
  auto Converted = [&](const CastExpr *C) -> SymRef {
    QualType To = C->getType(), From = C->getSubExpr()->getType();
    if (To->isIntegerType() && From->isIntegerType() && Ctx.getIntWidth(To) < Ctx.getIntWidth(From))
      return Sym::opaque("(" +
                         castText(To.getUnqualifiedType().getAsString(Ctx.getPrintingPolicy()),
                                  "(" + exprText(C->getSubExpr(), Ctx) + ")", Ctx.getLangOpts().CPlusPlus) +
                         ")");
    return toSym(C->getSubExpr(), Ctx);
  };
  if (auto *IC = dyn_cast<ImplicitCastExpr>(E)) {
    // An array's address: not an atom, which would stand for the variable's
    // value (its elements, for an array), read where the expression is.
    if (IC->getCastKind() == CK_ArrayToPointerDecay) return Sym::opaque(exprText(E, Ctx));
    return Converted(IC);
  }
  if (auto *CC = dyn_cast<CStyleCastExpr>(E))
    if (CC->getType()->isIntegerType())
      return Converted(CC);
  // `static_cast<std::size_t>(i)`, `std::size_t(i)`: as the C cast, between integers.
  if (isa<CXXStaticCastExpr, CXXFunctionalCastExpr>(E)) {
    const auto *CC = cast<ExplicitCastExpr>(E);
    if (CC->getType()->isIntegerType() && CC->getSubExpr()->getType()->isIntegerType())
      return Converted(CC);
  }
  if (auto *DR = dyn_cast<DeclRefExpr>(E))
    if (isa<VarDecl>(DR->getDecl()))
      return Sym::atom(DR->getDecl()->getNameAsString());
  // A position in a buffer, in elements, as C counts it (`last - first`): a
  // pointer or contiguous iterator variable is an atom, `p + k` moves it.
  if (SymRef Position = positionSym(E, Ctx)) return Position;
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    Sym::Kind K;
    switch (BO->getOpcode()) {
    case BO_Add: K = Sym::Add; break;
    case BO_Sub: K = Sym::Sub; break;
    case BO_Mul: K = Sym::Mul; break;
    case BO_Div: K = Sym::Div; break;
    case BO_Rem: K = Sym::Rem; break;
    case BO_Shr: K = Sym::Shr; break;
    case BO_Shl: K = Sym::Mul; break; // by a constant: `n << 2` is `n * 4`
    default: return Sym::opaque(exprText(E, Ctx));
    }
    if (!BO->getType()->isIntegerType())
      return Sym::opaque(exprText(E, Ctx));
    SymRef R = toSym(BO->getRHS(), Ctx);
    if (BO->getOpcode() == BO_Shl) {
      std::optional<int64_t> Bits = constValue(R);
      if (!Bits || *Bits < 0 || *Bits > 62) return Sym::opaque(exprText(E, Ctx));
      R = Sym::constant(int64_t(1) << *Bits);
    }
    return Sym::binary(K, toSym(BO->getLHS(), Ctx), R);
  }
  if ((isa<MemberExpr>(E) || isa<ArraySubscriptExpr>(E)) && E->getType()->isIntegerType())
    if (std::string Path = pointerFreePath(E, Ctx); !Path.empty())
      return Sym::atom(Path);
  if (isa<MemberExpr>(E) && E->getType()->isIntegerType())
    if (std::string Path = fieldAtomPath(E); !Path.empty())
      return Sym::atom(Path);
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Minus)
      return Sym::constant(0) - toSym(UO->getSubExpr(), Ctx);
    if (UO->getOpcode() == UO_Plus)
      return toSym(UO->getSubExpr(), Ctx);
  }
  return Sym::opaque(exprText(E, Ctx));
}

namespace {
/// Recursive-descent parser for clause bounds: + - * / % ( ) ints identifiers.
struct TextParser {
  llvm::StringRef S;
  bool Failed = false;
  void skip() { S = S.ltrim(); }
  SymRef primary() {
    skip();
    if (S.consume_front("(")) {
      SymRef E = sum();
      skip();
      if (!S.consume_front(")")) Failed = true;
      return E;
    }
    if (S.consume_front("-")) return Sym::constant(0) - primary();
    size_t N = 0;
    while (N < S.size() && (isalnum(static_cast<unsigned char>(S[N])) || S[N] == '_')) ++N;
    if (N == 0) { Failed = true; return Sym::constant(0); }
    llvm::StringRef Tok = S.take_front(N);
    S = S.drop_front(N);
    int64_t V;
    if (!Tok.getAsInteger(0, V)) return Sym::constant(V);
    if (isdigit(static_cast<unsigned char>(Tok[0]))) { Failed = true; return Sym::constant(0); }
    return Sym::atom(Tok.str());
  }
  SymRef product() {
    SymRef L = primary();
    for (;;) {
      skip();
      Sym::Kind K;
      if (S.starts_with("*")) K = Sym::Mul;
      else if (S.starts_with("/")) K = Sym::Div;
      else if (S.starts_with("%")) K = Sym::Rem;
      else return L;
      S = S.drop_front();
      L = Sym::binary(K, L, primary());
    }
  }
  SymRef sum() {
    SymRef L = product();
    for (;;) {
      skip();
      if (S.starts_with("+")) { S = S.drop_front(); L = L + product(); }
      else if (S.starts_with("-")) { S = S.drop_front(); L = L - product(); }
      else return L;
    }
  }
};
} // namespace

SymRef parseSymText(llvm::StringRef Text) {
  TextParser P{Text};
  SymRef R = P.sum();
  P.skip();
  if (P.Failed || !P.S.empty())
    return Sym::opaque(Text.str());
  return R;
}

} // namespace nanocc
