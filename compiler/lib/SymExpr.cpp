//===- SymExpr.cpp - Symbolic integer expressions: build, print, compare --===//
#include "nanocc/SymExpr.h"

#include <algorithm>
#include <map>

namespace nanocc {

SymRef Sym::constant(int64_t V) {
  auto S = std::make_shared<Sym>();
  S->K = Const;
  S->Value = V;
  return S;
}

SymRef Sym::atom(std::string Name) {
  auto S = std::make_shared<Sym>();
  S->K = Atom;
  S->Name = std::move(Name);
  return S;
}

SymRef Sym::opaque(std::string Text) {
  auto S = std::make_shared<Sym>();
  S->K = Opaque;
  S->Name = std::move(Text);
  return S;
}

std::optional<int64_t> constValue(const SymRef &S) {
  if (S && S->K == Sym::Const)
    return S->Value;
  return std::nullopt;
}

SymRef Sym::binary(Kind K, SymRef L, SymRef R) {
  auto CL = constValue(L), CR = constValue(R);
  if (CL && CR) {
    int64_t A = *CL, B = *CR;
    switch (K) {
    case Add: return constant(A + B);
    case Sub: return constant(A - B);
    case Mul: return constant(A * B);
    case Div: if (B != 0) return constant(A / B); break;
    case Rem: if (B != 0) return constant(A % B); break;
    case Min: return constant(std::min(A, B));
    case Max: return constant(std::max(A, B));
    default: break;
    }
  }
  if (K == Add && CL && *CL == 0) return R;
  if ((K == Add || K == Sub) && CR && *CR == 0) return L;
  if (K == Mul && ((CL && *CL == 0) || (CR && *CR == 0))) return constant(0);
  if (K == Mul && CL && *CL == 1) return R;
  if ((K == Mul || K == Div) && CR && *CR == 1) return L;
  if ((K == Min || K == Max || K == Sub) && sameSym(L, R))
    return K == Sub ? constant(0) : L;
  // (x + c1) + c2 -> x + (c1 + c2): keeps bounds of unrolled loops readable.
  if ((K == Add || K == Sub) && CR && (L->K == Add || L->K == Sub) && constValue(L->R)) {
    int64_t C = (L->K == Add ? 1 : -1) * *constValue(L->R) + (K == Add ? *CR : -*CR);
    if (C == 0) return L->L;
    return C > 0 ? binary(Add, L->L, constant(C)) : binary(Sub, L->L, constant(-C));
  }
  auto S = std::make_shared<Sym>();
  S->K = K;
  S->L = std::move(L);
  S->R = std::move(R);
  return S;
}

SymRef operator+(SymRef A, SymRef B) { return Sym::binary(Sym::Add, A, B); }
SymRef operator-(SymRef A, SymRef B) { return Sym::binary(Sym::Sub, A, B); }
SymRef operator*(SymRef A, SymRef B) { return Sym::binary(Sym::Mul, A, B); }

namespace {

int precedence(Sym::Kind K) {
  switch (K) {
  case Sym::Add: case Sym::Sub: return 1;
  case Sym::Mul: case Sym::Div: case Sym::Rem: return 2;
  default: return 3;
  }
}

void print(const SymRef &S, std::string &Out) {
  switch (S->K) {
  case Sym::Const:
    if (S->Value < 0) Out += "(" + std::to_string(S->Value) + ")";
    else Out += std::to_string(S->Value);
    return;
  case Sym::Atom: Out += S->Name; return;
  case Sym::Opaque: Out += "(" + S->Name + ")"; return;
  case Sym::Min: case Sym::Max: {
    std::string A, B;
    print(S->L, A);
    print(S->R, B);
    const char *Op = S->K == Sym::Min ? " < " : " > ";
    Out += "((" + A + ")" + Op + "(" + B + ") ? (" + A + ") : (" + B + "))";
    return;
  }
  default: break;
  }
  int P = precedence(S->K);
  auto Side = [&](const SymRef &C, bool Right) {
    int CP = precedence(C->K);
    bool Paren = CP < P || (Right && CP == P && S->K != Sym::Add && S->K != Sym::Mul);
    if (Paren) Out += "(";
    print(C, Out);
    if (Paren) Out += ")";
  };
  Side(S->L, false);
  switch (S->K) {
  case Sym::Add: Out += " + "; break;
  case Sym::Sub: Out += " - "; break;
  case Sym::Mul: Out += " * "; break;
  case Sym::Div: Out += " / "; break;
  case Sym::Rem: Out += " % "; break;
  default: break;
  }
  Side(S->R, true);
}

/// Evaluates with atom values; nullopt on opaque parts or division by zero.
std::optional<int64_t> eval(const SymRef &S, const std::map<std::string, int64_t> &Env) {
  switch (S->K) {
  case Sym::Const: return S->Value;
  case Sym::Atom: {
    auto It = Env.find(S->Name);
    if (It == Env.end()) return std::nullopt;
    return It->second;
  }
  case Sym::Opaque: return std::nullopt;
  default: break;
  }
  auto A = eval(S->L, Env), B = eval(S->R, Env);
  if (!A || !B) return std::nullopt;
  switch (S->K) {
  case Sym::Add: return *A + *B;
  case Sym::Sub: return *A - *B;
  case Sym::Mul: return *A * *B;
  case Sym::Div: if (*B == 0) return std::nullopt; return *A / *B;
  case Sym::Rem: if (*B == 0) return std::nullopt; return *A % *B;
  case Sym::Min: return std::min(*A, *B);
  case Sym::Max: return std::max(*A, *B);
  default: return std::nullopt;
  }
}

/// Deterministic sample assignments of the atoms: small values, powers of two
/// and a few larger ones, combined pseudo-randomly.
template <typename Fn>
bool forAllSamples(const std::set<std::string> &Atoms, Fn F, bool NonNegative = false) {
  static const int64_t Values[] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33,
                                   63, 64, 100, 127, 128, 1000, 1023, 1024, 4096, -1, -2, -7};
  const size_t NV = sizeof(Values) / sizeof(Values[0]) - (NonNegative ? 3 : 0);
  uint64_t State = 0x9E3779B97F4A7C15ull;
  int Samples = Atoms.empty() ? 1 : 400;
  for (int I = 0; I < Samples; ++I) {
    std::map<std::string, int64_t> Env;
    size_t K = 0;
    for (const std::string &A : Atoms) {
      State ^= State << 13; State ^= State >> 7; State ^= State << 17;
      // The first samples walk every value for the first atom with the others equal.
      size_t Pick = I < static_cast<int>(NV) ? (K == 0 ? I : (I * 7 + K) % NV) : State % NV;
      Env[A] = Values[Pick];
      ++K;
    }
    if (!F(Env))
      return false;
  }
  return true;
}

} // namespace

std::optional<int64_t> evaluate(const SymRef &S, const std::map<std::string, int64_t> &Env) {
  return eval(S, Env);
}

bool forEachSample(const std::set<std::string> &Atoms, bool NonNegative,
                   const std::function<bool(const std::map<std::string, int64_t> &)> &F) {
  return forAllSamples(Atoms, F, NonNegative);
}

std::string printSym(const SymRef &S) {
  std::string Out;
  print(S, Out);
  return Out;
}

SymRef substitute(const SymRef &S, const std::map<std::string, SymRef> &Map) {
  switch (S->K) {
  case Sym::Const: case Sym::Opaque: return S;
  case Sym::Atom: {
    auto It = Map.find(S->Name);
    return It == Map.end() ? S : It->second;
  }
  default:
    return Sym::binary(S->K, substitute(S->L, Map), substitute(S->R, Map));
  }
}

void collectAtoms(const SymRef &S, std::set<std::string> &Out) {
  if (!S) return;
  if (S->K == Sym::Atom) Out.insert(S->Name);
  collectAtoms(S->L, Out);
  collectAtoms(S->R, Out);
}

bool hasOpaque(const SymRef &S) {
  if (!S) return false;
  return S->K == Sym::Opaque || hasOpaque(S->L) || hasOpaque(S->R);
}

namespace {
bool mentions(const SymRef &S, const std::string &Atom) {
  if (!S) return false;
  if (S->K == Sym::Atom) return S->Name == Atom;
  return mentions(S->L, Atom) || mentions(S->R, Atom);
}
} // namespace

bool isAffineIn(const SymRef &S, const std::string &Atom) {
  if (!mentions(S, Atom)) return true;
  switch (S->K) {
  case Sym::Atom: return true;
  case Sym::Add: case Sym::Sub: return isAffineIn(S->L, Atom) && isAffineIn(S->R, Atom);
  case Sym::Mul:
    if (mentions(S->L, Atom) && mentions(S->R, Atom)) return false;
    return isAffineIn(S->L, Atom) && isAffineIn(S->R, Atom);
  default: return false;
  }
}

bool sameSym(const SymRef &A, const SymRef &B) {
  if (A == B) return true;
  if (!A || !B) return false;
  return printSym(A) == printSym(B);
}

bool mayOverlap(const SymRange &A, const SymRange &B) {
  std::set<std::string> Atoms;
  for (const SymRef &S : {A.Lo, A.Len, B.Lo, B.Len}) {
    if (hasOpaque(S)) return true;
    collectAtoms(S, Atoms);
  }
  bool Disjoint = forAllSamples(Atoms, [&](const std::map<std::string, int64_t> &Env) {
    auto L1 = eval(A.Lo, Env), N1 = eval(A.Len, Env);
    auto L2 = eval(B.Lo, Env), N2 = eval(B.Len, Env);
    if (!L1 || !N1 || !L2 || !N2) return true; // undefined sample: no evidence
    if (*N1 <= 0 || *N2 <= 0) return true;
    return *L1 + *N1 <= *L2 || *L2 + *N2 <= *L1;
  });
  return !Disjoint;
}

bool containsNonNegative(const SymRange &Outer, const SymRange &Inner) {
  std::set<std::string> Atoms;
  for (const SymRef &S : {Outer.Lo, Outer.Len, Inner.Lo, Inner.Len}) {
    if (hasOpaque(S)) return false;
    collectAtoms(S, Atoms);
  }
  return forAllSamples(Atoms, [&](const std::map<std::string, int64_t> &Env) {
    auto L1 = eval(Outer.Lo, Env), N1 = eval(Outer.Len, Env);
    auto L2 = eval(Inner.Lo, Env), N2 = eval(Inner.Len, Env);
    if (!L1 || !N1 || !L2 || !N2) return true;
    return *L1 <= *L2 && *L2 + *N2 <= *L1 + *N1;
  }, true);
}

bool contains(const SymRange &Outer, const SymRange &Inner) {
  std::set<std::string> Atoms;
  for (const SymRef &S : {Outer.Lo, Outer.Len, Inner.Lo, Inner.Len}) {
    if (hasOpaque(S))
      return sameSym(Outer.Lo, Inner.Lo) && sameSym(Outer.Len, Inner.Len);
    collectAtoms(S, Atoms);
  }
  return forAllSamples(Atoms, [&](const std::map<std::string, int64_t> &Env) {
    auto L1 = eval(Outer.Lo, Env), N1 = eval(Outer.Len, Env);
    auto L2 = eval(Inner.Lo, Env), N2 = eval(Inner.Len, Env);
    if (!L2 || !N2) return true;
    if (*N2 <= 0) return true;
    if (!L1 || !N1) return false;
    return *L1 <= *L2 && *L2 + *N2 <= *L1 + *N1;
  });
}

} // namespace nanocc
