//===- SymbolicForms.cpp - Symbolic forms of C integer expressions and clause text ===//
#include "nanocc/AccessAnalysis.h"
#include "nanocc/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace nanocc {

//===--- Symbolic forms of integer expressions ----------------------------===//

SymRef toSym(const Expr *E, ASTContext &Ctx) {
  if (!E)
    return Sym::opaque("?");
  E = E->IgnoreParens();
  if (!E->isValueDependent() && !E->isTypeDependent()) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx))
      return Sym::constant(R.Val.getInt().getExtValue());
  }
  if (auto *IC = dyn_cast<ImplicitCastExpr>(E))
    return toSym(IC->getSubExpr(), Ctx);
  if (auto *CC = dyn_cast<CStyleCastExpr>(E))
    if (CC->getType()->isIntegerType())
      return toSym(CC->getSubExpr(), Ctx);
  if (auto *DR = dyn_cast<DeclRefExpr>(E))
    if (isa<VarDecl>(DR->getDecl()))
      return Sym::atom(DR->getDecl()->getNameAsString());
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    Sym::Kind K;
    switch (BO->getOpcode()) {
    case BO_Add: K = Sym::Add; break;
    case BO_Sub: K = Sym::Sub; break;
    case BO_Mul: K = Sym::Mul; break;
    case BO_Div: K = Sym::Div; break;
    case BO_Rem: K = Sym::Rem; break;
    default: return Sym::opaque(exprText(E, Ctx));
    }
    if (!BO->getType()->isIntegerType())
      return Sym::opaque(exprText(E, Ctx));
    return Sym::binary(K, toSym(BO->getLHS(), Ctx), toSym(BO->getRHS(), Ctx));
  }
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
