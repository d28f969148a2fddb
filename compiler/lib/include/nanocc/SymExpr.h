//===- SymExpr.h - Small symbolic integer expressions -*- C++ -*-===//
//
// Section bounds (byte offsets and lengths) are kept symbolically: constants,
// named variables (atoms) and + - * / % >> min max over them, or an opaque piece of
// source text. They print back to C, substitute atoms (callee parameters by the
// caller's arguments, loop variables by bounds) and are compared at compile time
// by evaluating them on sample values of their atoms.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_SYMEXPR_H
#define NANOCC_SYMEXPR_H

#include <algorithm>
#include <map>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace nanocc {

struct Sym;
using SymRef = std::shared_ptr<const Sym>;

struct Sym {
  enum Kind { Const, Atom, Opaque, Add, Sub, Mul, Div, Rem, Shr, Min, Max };
  Kind K = Const;
  int64_t Value = 0;      ///< Const
  /// Atom: a variable's name, or a path inside one variable reached without a
  /// pointer (`s.lo`, `t[2]`, `s.r.n`), which changes only when that variable is
  /// written; Opaque: source text.
  std::string Name;
  SymRef L, R;

  static SymRef constant(int64_t V);
  static SymRef atom(std::string Name);
  static SymRef opaque(std::string Text);
  static SymRef binary(Kind K, SymRef L, SymRef R); ///< folds constants
};

SymRef operator+(SymRef A, SymRef B);
SymRef operator-(SymRef A, SymRef B);
SymRef operator*(SymRef A, SymRef B);

/// C source for the expression (fully parenthesised where needed).
std::string printSym(const SymRef &S);
/// \p S / \p K when the division is provably exact (constants, products with
/// a multiple of K, sums of such): a byte range in elements (`((n - 1) * 8 +
/// 8) / 8` is `n`). Null otherwise.
SymRef divideExactly(const SymRef &S, int64_t K);
std::optional<int64_t> constValue(const SymRef &S);
/// \p S with its sums collected: like terms added up, terms that cancel
/// dropped, the constant last (`1000 + i + 1 - 1000` is `i + 1`). Products
/// and quotients of atoms are terms as they stand. For printing.
SymRef simplifySum(const SymRef &S);
/// Replaces atoms by expressions; atoms absent from the map are kept.
SymRef substitute(const SymRef &S, const std::map<std::string, SymRef> &Map);
void collectAtoms(const SymRef &S, std::set<std::string> &Out);
/// The variables whose writes may change \p S: its atoms' variables (`s` of `s.lo`).
void collectAtomVariables(const SymRef &S, std::set<std::string> &Out);
bool hasOpaque(const SymRef &S);
/// True when every occurrence of \p Atom is under + - and * by atom-free factors.
bool isAffineIn(const SymRef &S, const std::string &Atom);

/// A half-open byte range [Lo, Lo + Len).
struct SymRange {
  SymRef Lo, Len;
};

/// Compile-time comparisons by evaluation on sample values of the atoms
/// (integer parameters of sizes and offsets). Empty ranges are disjoint from
/// and contained in everything. Opaque parts make the answer conservative.
bool mayOverlap(const SymRange &A, const SymRange &B);
bool contains(const SymRange &Outer, const SymRange &Inner);
/// Like contains(), sampling only non-negative atom values.
bool containsNonNegative(const SymRange &Outer, const SymRange &Inner);
/// Like containsNonNegative(), sampling only the atom values where every fact
/// of \p Facts is >= 0. False when too few samples satisfy the facts to judge.
bool containsNonNegativeWhere(const SymRange &Outer, const SymRange &Inner,
                              const std::vector<SymRef> &Facts);
bool sameSym(const SymRef &A, const SymRef &B);

/// Expressions compiled once for fast repeated evaluation: atoms interned to
/// dense slots (in name order, as forEachSample visits them), each expression
/// flattened to postfix code. Used by every sampling comparison.
class SymEvaluator {
public:
  struct Op {
    Sym::Kind K;
    int64_t V; ///< Const: value; Atom: slot
  };
  /// \p Dense: more samples (small values, negatives, quotients of the
  /// constants), for claims that no sample may contradict (mayOverlap).
  explicit SymEvaluator(const std::vector<SymRef> &Exprs, bool Dense = false);
  const std::vector<std::string> &atoms() const { return Atoms; }
  /// Slot of \p Atom, or -1 when no expression mentions it.
  int slotOf(const std::string &Atom) const;
  /// Value of expression \p I (constructor order) under slot values \p Env;
  /// nullopt for opaque parts or division by zero.
  std::optional<int64_t> eval(size_t I, const int64_t *Env) const;
  /// Calls F(Env) on the deterministic samples of forEachSample over every
  /// slot except \p Skip (left for F to set), until F returns false.
  template <typename Fn> bool forEachSample(bool NonNegative, int Skip, Fn F) const;

private:
  std::vector<std::string> Atoms;
  std::vector<std::vector<Op>> Code;
  mutable std::vector<int64_t> Stack;
  std::vector<int64_t> Samples; ///< the values atoms take, negatives last
  size_t Negatives = 0;         ///< how many of Samples are negative
  void sampleValues(bool NonNegative, const int64_t *&Values, size_t &NV) const;
};

template <typename Fn>
bool SymEvaluator::forEachSample(bool NonNegative, int Skip, Fn F) const {
  const int64_t *Values;
  size_t NV;
  sampleValues(NonNegative, Values, NV);
  std::vector<int64_t> Env(Atoms.size() + 1, 0);
  uint64_t State = 0x9E3779B97F4A7C15ull;
  size_t Sampled = Atoms.size() - (Skip >= 0 ? 1 : 0);
  int Samples = Sampled == 0 ? 1 : std::max(400, static_cast<int>(NV));
  for (int I = 0; I < Samples; ++I) {
    size_t K = 0;
    for (size_t Slot = 0; Slot < Atoms.size(); ++Slot) {
      if (static_cast<int>(Slot) == Skip) continue;
      State ^= State << 13; State ^= State >> 7; State ^= State << 17;
      // The first samples walk every value for the first atom with the others equal.
      size_t Pick = I < static_cast<int>(NV) ? (K == 0 ? I : (I * 7 + K) % NV) : State % NV;
      Env[Slot] = Values[Pick];
      ++K;
    }
    if (!F(Env.data()))
      return false;
  }
  return true;
}

/// Value of S under the atom values; nullopt for opaque parts or division by 0.
std::optional<int64_t> evaluate(const SymRef &S, const std::map<std::string, int64_t> &Env);
/// Calls F on deterministic samples of the atoms until it returns false.
bool forEachSample(const std::set<std::string> &Atoms, bool NonNegative,
                   const std::function<bool(const std::map<std::string, int64_t> &)> &F);

} // namespace nanocc

#endif // NANOCC_SYMEXPR_H
