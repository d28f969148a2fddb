//===- SymExpr.cpp - Symbolic integer expressions: build, print, compare --===//
#include "nanocc/SymExpr.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
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
    case Shr: if (B >= 0 && B < 64) return constant(A >> B); break;
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
  case Sym::Shr: return 0; // below + and -, as in C
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
    // A right operand of equal precedence keeps its parentheses unless the
    // operators associate: `a + (b - c)` is `a + b - c`, but `2 * (m / 2)` is
    // not `2 * m / 2`.
    bool Associates = S->K == Sym::Add || (S->K == Sym::Mul && C->K == Sym::Mul);
    // `(n - h) >> 1`: clang warns on shifts of unparenthesised sums.
    bool Paren = CP < P || (Right && CP == P && !Associates) || (S->K == Sym::Shr && CP < 3);
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
  case Sym::Shr: Out += " >> "; break;
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
  case Sym::Shr: if (*B < 0 || *B >= 64) return std::nullopt; return *A >> *B;
  case Sym::Min: return std::min(*A, *B);
  case Sym::Max: return std::max(*A, *B);
  default: return std::nullopt;
  }
}

void compileInto(const SymRef &S, const std::vector<std::string> &Atoms,
                 std::vector<SymEvaluator::Op> &Code) {
  switch (S->K) {
  case Sym::Const: Code.push_back({Sym::Const, S->Value}); return;
  case Sym::Opaque: Code.push_back({Sym::Opaque, 0}); return;
  case Sym::Atom: {
    auto It = std::lower_bound(Atoms.begin(), Atoms.end(), S->Name);
    Code.push_back({Sym::Atom, It - Atoms.begin()});
    return;
  }
  default:
    compileInto(S->L, Atoms, Code);
    compileInto(S->R, Atoms, Code);
    Code.push_back({S->K, 0});
    return;
  }
}

} // namespace

SymEvaluator::SymEvaluator(const std::vector<SymRef> &Exprs, bool Dense) {
  std::set<std::string> Names;
  for (const SymRef &S : Exprs) collectAtoms(S, Names);
  Atoms.assign(Names.begin(), Names.end());
  for (const SymRef &S : Exprs) {
    Code.emplace_back();
    if (S) compileInto(S, Atoms, Code.back());
    else Code.back().push_back({Sym::Opaque, 0});
  }
  size_t Longest = 0;
  for (const auto &C : Code) Longest = std::max(Longest, C.size());
  Stack.resize(Longest + 1);
  // Small values, powers of two and a few larger ones; then values beyond the
  // largest constant of the expressions (a trip count `n` must be able to
  // exceed a distance of 4096 elements, 32768 bytes); negatives last.
  // Dense: also every value of [-48, 48], so one atom compared with
  // constants is tried where they meet (`a[u]` against `a[20]`, `a[k + 4]`
  // against `a[1]`), and the quotients of the expressions' constants (`u * 8`
  // against 4000: 500).
  std::set<int64_t> Values = {0,  1,  2,  3,   4,   5,   7,    8,    9,    15,   16,  17, 31,
                              32, 33, 63, 64, 100, 127, 128, 1000, 1023, 1024, 4096, -1, -2, -7};
  if (Dense)
    for (int64_t V = -48; V <= 48; ++V) Values.insert(V);
  int64_t Largest = 0;
  std::set<int64_t> Constants;
  for (const auto &C : Code)
    for (const Op &O : C)
      if (O.K == Sym::Const && O.V != INT64_MIN && O.V > -(int64_t(1) << 40) && O.V < (int64_t(1) << 40)) {
        Largest = std::max(Largest, O.V < 0 ? -O.V : O.V);
        if (Constants.size() < 8) Constants.insert(O.V);
      }
  for (int64_t A : Dense ? Constants : std::set<int64_t>())
    for (int64_t B : Constants)
      if (B > 1 || B < -1)
        for (int64_t Q : {A / B, A / B + 1, A / B - 1}) {
          Values.insert(Q);
          Values.insert(-Q);
        }
  if (Largest >= 4096 && Largest < (int64_t(1) << 40)) {
    Values.insert(2 * Largest + 1);
    Values.insert(4 * Largest + 3);
  }
  // Non-negative values first (forEachSample may take those only), then the others.
  for (int64_t V : Values) if (V >= 0) Samples.push_back(V);
  for (int64_t V : Values) if (V < 0) Samples.push_back(V), ++Negatives;
}

int SymEvaluator::slotOf(const std::string &Atom) const {
  auto It = std::lower_bound(Atoms.begin(), Atoms.end(), Atom);
  return It != Atoms.end() && *It == Atom ? static_cast<int>(It - Atoms.begin()) : -1;
}

std::optional<int64_t> SymEvaluator::eval(size_t I, const int64_t *Env) const {
  int64_t *Top = Stack.data(); // next free cell
  for (const Op &O : Code[I]) {
    switch (O.K) {
    case Sym::Const: *Top++ = O.V; continue;
    case Sym::Atom: *Top++ = Env[O.V]; continue;
    case Sym::Opaque: return std::nullopt;
    default: break;
    }
    int64_t B = *--Top, A = Top[-1], R = 0;
    switch (O.K) {
    case Sym::Add: if (__builtin_add_overflow(A, B, &R)) return std::nullopt; break;
    case Sym::Sub: if (__builtin_sub_overflow(A, B, &R)) return std::nullopt; break;
    case Sym::Mul: if (__builtin_mul_overflow(A, B, &R)) return std::nullopt; break;
    case Sym::Div: if (B == 0) return std::nullopt; R = A / B; break;
    case Sym::Rem: if (B == 0) return std::nullopt; R = A % B; break;
    case Sym::Shr: if (B < 0 || B >= 64) return std::nullopt; R = A >> B; break;
    case Sym::Min: R = std::min(A, B); break;
    case Sym::Max: R = std::max(A, B); break;
    default: return std::nullopt;
    }
    Top[-1] = R;
  }
  return Stack[0];
}

void SymEvaluator::sampleValues(bool NonNegative, const int64_t *&Values, size_t &NV) const {
  Values = Samples.data();
  NV = Samples.size() - (NonNegative ? Negatives : 0);
}

namespace {

template <typename Fn>
bool forAllSamples(const std::set<std::string> &Atoms, Fn F, bool NonNegative = false) {
  std::vector<SymRef> AtomRefs;
  for (const std::string &A : Atoms) AtomRefs.push_back(Sym::atom(A));
  SymEvaluator Ev(AtomRefs);
  return Ev.forEachSample(NonNegative, -1, [&](const int64_t *Env) {
    std::map<std::string, int64_t> Map;
    for (size_t I = 0; I < Ev.atoms().size(); ++I) Map[Ev.atoms()[I]] = Env[I];
    return F(Map);
  });
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

void collectAtomVariables(const SymRef &S, std::set<std::string> &Out) {
  std::set<std::string> Atoms;
  collectAtoms(S, Atoms);
  for (const std::string &A : Atoms) {
    size_t End = 0;
    while (End < A.size() && (isalnum(static_cast<unsigned char>(A[End])) || A[End] == '_')) ++End;
    Out.insert(A.substr(0, End));
  }
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

SymRef divideExactly(const SymRef &S, int64_t K) {
  if (!S || K <= 0) return nullptr;
  if (auto C = constValue(S)) return *C % K == 0 ? Sym::constant(*C / K) : nullptr;
  switch (S->K) {
  case Sym::Mul:
    if (SymRef L = divideExactly(S->L, K)) return Sym::binary(Sym::Mul, L, S->R);
    if (SymRef R = divideExactly(S->R, K)) return Sym::binary(Sym::Mul, S->L, R);
    return nullptr;
  case Sym::Add:
  case Sym::Sub: {
    SymRef L = divideExactly(S->L, K), R = divideExactly(S->R, K);
    return L && R ? Sym::binary(S->K, L, R) : nullptr;
  }
  default:
    return nullptr;
  }
}

namespace {
struct SumTerm {
  SymRef S;
  int64_t Coefficient;
};

/// Adds \p Sign * \p S to \p Terms and \p Constant; false on overflow.
bool collectTerms(const SymRef &S, int64_t Sign, std::vector<SumTerm> &Terms, int64_t &Constant) {
  int64_t Product;
  if (auto C = constValue(S))
    return !__builtin_mul_overflow(*C, Sign, &Product) && !__builtin_add_overflow(Constant, Product, &Constant);
  switch (S->K) {
  case Sym::Add:
  case Sym::Sub:
    return collectTerms(S->L, Sign, Terms, Constant) &&
           collectTerms(S->R, S->K == Sym::Add ? Sign : -Sign, Terms, Constant);
  case Sym::Mul:
    if (auto C = constValue(S->L))
      return !__builtin_mul_overflow(*C, Sign, &Product) && collectTerms(S->R, Product, Terms, Constant);
    if (auto C = constValue(S->R))
      return !__builtin_mul_overflow(*C, Sign, &Product) && collectTerms(S->L, Product, Terms, Constant);
    break;
  default:
    break;
  }
  for (SumTerm &T : Terms)
    if (sameSym(T.S, S)) return !__builtin_add_overflow(T.Coefficient, Sign, &T.Coefficient);
  Terms.push_back({S, Sign});
  return true;
}
} // namespace

SymRef simplifySum(const SymRef &S) {
  std::vector<SumTerm> Terms;
  int64_t Constant = 0;
  if (!S || !collectTerms(S, 1, Terms, Constant) || Constant == INT64_MIN) return S;
  for (const SumTerm &T : Terms)
    if (T.Coefficient == INT64_MIN) return S;
  SymRef Out;
  auto Magnitude = [](const SumTerm &T) {
    int64_t M = T.Coefficient < 0 ? -T.Coefficient : T.Coefficient;
    return M == 1 ? T.S : Sym::binary(Sym::Mul, Sym::constant(M), T.S);
  };
  for (const SumTerm &T : Terms) // positive terms first: `n - i`, not `-i + n`
    if (T.Coefficient > 0) Out = Out ? Sym::binary(Sym::Add, Out, Magnitude(T)) : Magnitude(T);
  if (!Out && Constant > 0) { // `63 - i`
    Out = Sym::constant(Constant);
    Constant = 0;
  }
  for (const SumTerm &T : Terms)
    if (T.Coefficient < 0)
      Out = Sym::binary(Sym::Sub, Out ? Out : Sym::constant(0), Magnitude(T));
  if (!Out) return Sym::constant(Constant);
  if (Constant > 0) Out = Sym::binary(Sym::Add, Out, Sym::constant(Constant));
  if (Constant < 0) Out = Sym::binary(Sym::Sub, Out, Sym::constant(-Constant));
  return Out;
}

bool sameSym(const SymRef &A, const SymRef &B) {
  if (A == B) return true;
  if (!A || !B) return false;
  return printSym(A) == printSym(B);
}

namespace {
/// Evaluator over the four bounds of two ranges: expressions 0..3 are
/// A.Lo, A.Len, B.Lo, B.Len.
SymEvaluator rangePair(const SymRange &A, const SymRange &B) {
  return SymEvaluator({A.Lo, A.Len, B.Lo, B.Len});
}
} // namespace

namespace {
/// \p S with each `x >> k` (constant k) of an atom x named nowhere else
/// made an atom of its own: its samples then reach every small quotient
/// (`(u >> 28) + 40` meets 55 only for u from 15 << 28).
SymRef shiftsAsAtoms(const SymRef &S, const std::set<std::string> &Shifted) {
  if (!S) return S;
  if (S->K == Sym::Shr && S->L && S->L->K == Sym::Atom && constValue(S->R) && Shifted.count(S->L->Name))
    return Sym::atom("(" + S->L->Name + " >> " + std::to_string(*constValue(S->R)) + ")");
  if (!S->L || !S->R) return S;
  return Sym::binary(S->K, shiftsAsAtoms(S->L, Shifted), shiftsAsAtoms(S->R, Shifted));
}

/// The atoms \p S names only shifted by one constant (`u >> 28`), and those it names otherwise.
void shiftedAtoms(const SymRef &S, std::map<std::string, std::set<int64_t>> &Shifts, std::set<std::string> &Plain) {
  if (!S) return;
  if (S->K == Sym::Shr && S->L && S->L->K == Sym::Atom && constValue(S->R)) {
    Shifts[S->L->Name].insert(*constValue(S->R));
    return;
  }
  if (S->K == Sym::Atom) Plain.insert(S->Name);
  shiftedAtoms(S->L, Shifts, Plain);
  shiftedAtoms(S->R, Shifts, Plain);
}
} // namespace

bool mayOverlap(const SymRange &In, const SymRange &Other) {
  for (const SymRef &S : {In.Lo, In.Len, Other.Lo, Other.Len})
    if (hasOpaque(S)) return true;
  std::map<std::string, std::set<int64_t>> Shifts;
  std::set<std::string> Plain, Shifted;
  for (const SymRef &S : {In.Lo, In.Len, Other.Lo, Other.Len}) shiftedAtoms(S, Shifts, Plain);
  for (const auto &[Name, By] : Shifts)
    if (!Plain.count(Name) && By.size() == 1) Shifted.insert(Name);
  SymRange A{shiftsAsAtoms(In.Lo, Shifted), shiftsAsAtoms(In.Len, Shifted)};
  SymRange B{shiftsAsAtoms(Other.Lo, Shifted), shiftsAsAtoms(Other.Len, Shifted)};
  SymEvaluator Ev({A.Lo, A.Len, B.Lo, B.Len}, /*Dense=*/true); // a disjointness claim: every sample counts
  bool Disjoint = Ev.forEachSample(false, -1, [&](const int64_t *Env) {
    auto L1 = Ev.eval(0, Env), N1 = Ev.eval(1, Env);
    auto L2 = Ev.eval(2, Env), N2 = Ev.eval(3, Env);
    if (!L1 || !N1 || !L2 || !N2) return true; // undefined sample: no evidence
    if (*N1 <= 0 || *N2 <= 0) return true;
    return *L1 + *N1 <= *L2 || *L2 + *N2 <= *L1;
  });
  return !Disjoint;
}

bool containsNonNegative(const SymRange &Outer, const SymRange &Inner) {
  return containsNonNegativeWhere(Outer, Inner, {});
}

bool containsNonNegativeWhere(const SymRange &Outer, const SymRange &Inner,
                              const std::vector<SymRef> &Facts) {
  std::vector<SymRef> Exprs{Outer.Lo, Outer.Len, Inner.Lo, Inner.Len};
  Exprs.insert(Exprs.end(), Facts.begin(), Facts.end());
  for (const SymRef &S : Exprs)
    if (hasOpaque(S)) return false;
  SymEvaluator Ev(Exprs);
  // Facts that exclude almost every sample would make the answer vacuous.
  constexpr int MinSatisfying = 16;
  int Satisfying = 0;
  bool Inside = Ev.forEachSample(true, -1, [&](const int64_t *Env) {
    for (size_t F = 4; F < Exprs.size(); ++F) {
      auto V = Ev.eval(F, Env);
      if (V && *V < 0) return true; // the facts do not hold here
    }
    ++Satisfying;
    auto L1 = Ev.eval(0, Env), N1 = Ev.eval(1, Env);
    auto L2 = Ev.eval(2, Env), N2 = Ev.eval(3, Env);
    if (!L1 || !N1 || !L2 || !N2) return true;
    if (*N2 <= 0) return true; // an empty range is contained in everything
    return *L1 <= *L2 && *L2 + *N2 <= *L1 + *N1;
  });
  return Inside && (Facts.empty() || Satisfying >= MinSatisfying);
}

bool contains(const SymRange &Outer, const SymRange &Inner) {
  for (const SymRef &S : {Outer.Lo, Outer.Len, Inner.Lo, Inner.Len})
    if (hasOpaque(S))
      return sameSym(Outer.Lo, Inner.Lo) && sameSym(Outer.Len, Inner.Len);
  SymEvaluator Ev = rangePair(Outer, Inner);
  return Ev.forEachSample(false, -1, [&](const int64_t *Env) {
    auto L1 = Ev.eval(0, Env), N1 = Ev.eval(1, Env);
    auto L2 = Ev.eval(2, Env), N2 = Ev.eval(3, Env);
    if (!L2 || !N2) return true;
    if (*N2 <= 0) return true;
    if (!L1 || !N1) return false;
    return *L1 <= *L2 && *L2 + *N2 <= *L1 + *N1;
  });
}

} // namespace nanocc
