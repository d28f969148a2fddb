//===- SymExpr.h - Small symbolic integer expressions -*- C++ -*-===//
//
// Section bounds (byte offsets and lengths) are kept symbolically: constants,
// named variables (atoms) and + - * / % min max over them, or an opaque piece of
// source text. They print back to C, substitute atoms (callee parameters by the
// caller's arguments, loop variables by bounds) and are compared at compile time
// by evaluating them on sample values of their atoms.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_SYMEXPR_H
#define NANOCC_SYMEXPR_H

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
  enum Kind { Const, Atom, Opaque, Add, Sub, Mul, Div, Rem, Min, Max };
  Kind K = Const;
  int64_t Value = 0;      ///< Const
  std::string Name;       ///< Atom: variable name; Opaque: source text
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
std::optional<int64_t> constValue(const SymRef &S);
/// Replaces atoms by expressions; atoms absent from the map are kept.
SymRef substitute(const SymRef &S, const std::map<std::string, SymRef> &Map);
void collectAtoms(const SymRef &S, std::set<std::string> &Out);
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
bool sameSym(const SymRef &A, const SymRef &B);

/// Value of S under the atom values; nullopt for opaque parts or division by 0.
std::optional<int64_t> evaluate(const SymRef &S, const std::map<std::string, int64_t> &Env);
/// Calls F on deterministic samples of the atoms until it returns false.
bool forEachSample(const std::set<std::string> &Atoms, bool NonNegative,
                   const std::function<bool(const std::map<std::string, int64_t> &)> &F);

} // namespace nanocc

#endif // NANOCC_SYMEXPR_H
