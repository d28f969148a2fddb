//===- Summaries.h - Interprocedural access summaries -*- C++ -*-===//
//
// For every function with a body in the translation unit (outside system
// headers): which parameters' pointees (over which byte ranges, in terms of the
// parameters) and which globals it reads and writes, including through the
// functions it calls. Computed bottom-up over the call graph; recursive
// functions iterate to a fixed point. `#pragma nano declare` gives the summary
// of a function without a body.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_SUMMARIES_H
#define NANOCC_SUMMARIES_H

#include "nanocc/Access.h"
#include "nanocc/IndirectCalls.h"
#include "htg/model.hpp"

#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <optional>

namespace clang {
class ASTContext;
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace nanocc {

class Diagnoser;
struct PragmaTable;

struct SummaryAccess {
  int Param = -1;                          ///< pointee (or referent) of this parameter
  const clang::VarDecl *Global = nullptr;  ///< or this global
  bool GlobalPointee = false;              ///< the target of the global pointer
  SymRange Range;                          ///< bytes, atoms = parameter names
  bool Unbounded = false;
  bool PointerWalk = false;                ///< Unbounded: MemRef::PointerWalk
  bool Read = false, Write = false;
  bool PackedBits = false;                 ///< Write: of a bit (Access::PackedBits)
  clang::QualType ElemType;
  /// Global (not GlobalPointee): the access stays inside one field of the
  /// global, at constant bytes FieldExtent from its start (MemRef::RecordField).
  bool RecordField = false;
  SymRange FieldExtent;
  std::string Why;
  /// From `declare`: an lvalue that is not a section of a parameter's pointee
  /// or of a global (`v->d[0:v->n]`, `pp[0][0:n]`, `s.d[0:s.n]`, `m[i][0:n]`),
  /// kept as written. Each call maps it by replacing the parameters with the
  /// call's argument text and registers its address and size as the task
  /// clauses do (declaredLvalueAccess); Param/Global name its base.
  std::optional<htg::Access> Lvalue;
  /// Lvalue: a section through a pointer field of a parameter's pointee found
  /// in the body (ParameterFieldSections.h), not declared. The loop dependence
  /// test, which registers nothing, takes it as memory the function reaches
  /// through that field (its call's member sections: memberBufferElements).
  bool ParameterField = false;
  std::set<const clang::VarDecl *> LvalueGlobals; ///< Lvalue: the globals it names
};

struct FunctionSummary {
  std::vector<SummaryAccess> Accesses;
  bool Unknown = false;     ///< may access memory it cannot name
  bool UnknownWrites = false; ///< Unknown: and may write it (else it only reads it)
  bool AllGlobals = false;  ///< may access any global
  bool LibraryState = false; ///< AllGlobals: among them the C library's state (I/O, time, random numbers)
  bool OtherGlobalState = false; ///< AllGlobals: for another reason too (an external function, a static local)
  std::string GlobalsFunction; ///< AllGlobals: the first function without a body reached (Access::GlobalsFunction)
  /// Unknown: why, as a predicate of the function ("accesses memory through 'p'"), shown as "'f' <why>"
  std::string UnknownWhy;
  bool Declared = false;    ///< from `#pragma nano declare`
  /// The declaration whose parameter names the accesses' atoms use (the one
  /// after `declare`, or the definition): other declarations may name the
  /// parameters differently or not at all, so calls map them by position.
  const clang::FunctionDecl *ParamNames = nullptr;
};

class SummaryTable {
public:
  void build(clang::ASTContext &Ctx, const PragmaTable &Pragmas, Diagnoser &Diags);
  const FunctionSummary *lookup(const clang::FunctionDecl *F) const;
  const IndirectCallTargets &indirectCalls() const { return Indirect; }

private:
  /// A `declare` of a function this file also defines: its summary, checked
  /// against the body's once that is known.
  struct DeclaredBody {
    FunctionSummary Summary;
    clang::SourceLocation Loc; ///< of the directive
  };
  void checkDeclaredBody(const clang::FunctionDecl *F, const DeclaredBody &D, Diagnoser &Diags);
  /// A recursion whose rounds did not settle (halves of `a` down to `a[0]`:
  /// a new point at each round): guesses, for each function of the
  /// component, that its sections through pointer parameters lie in the first
  /// `n` elements for one of its integer parameters `n`, and keeps the first
  /// guess one more \p Round of every function confirms (its body's accesses,
  /// its calls mapped through the guess, inside the guess: true by induction).
  bool proveExtents(const std::vector<const clang::FunctionDecl *> &Pending,
                    llvm::function_ref<bool(const clang::FunctionDecl *)> Round, clang::ASTContext &Ctx);

  std::map<const clang::FunctionDecl *, FunctionSummary> Map;
  std::map<const clang::FunctionDecl *, DeclaredBody> DeclaredBodies;
  IndirectCallTargets Indirect;
};

/// Accesses of the call \p CE in the caller's scope (arguments' evaluation
/// excluded), from its summary, the libc table or the conservative default; a
/// call through a pointer, those of every function it may reach
/// (IndirectCalls.h), or the conservative default when they are not known.
/// With \p ContainerElements (AccessQuery), an element of a standard container
/// passed by reference or address (`add(v[i], d)`, `set(&v[i].f)`) is reached
/// in the container's buffer; otherwise the container stands for it, whole.
void callAccesses(const clang::CallExpr *CE, clang::ASTContext &Ctx,
                  const SummaryTable *Table, AccessList &Out, bool ContainerElements = false);

/// True when calling \p FD changes no state: it is `const`/`pure`, or its
/// summary (or `declare`) writes nothing and touches no global state, or it is
/// a C library function that computes a value or reads strings.
bool functionOnlyReads(const clang::FunctionDecl *FD, const SummaryTable &Table);

/// True when \p E (parentheses and casts aside) returns memory no other
/// pointer reaches yet: `new`, malloc, calloc, aligned_alloc, and alloca (in
/// a task, memory of the task's own frame, like a local array).
bool isFreshAllocation(const clang::Expr *E);

/// True when \p Pointer (parentheses and casts aside) points into one of the C
/// library's constant tables: glibc's <ctype.h> macros read
/// `(*__ctype_b_loc())[c]`, per-thread pointers to tables nobody writes, so
/// reading through them touches no memory of the program.
bool pointsIntoConstantLibraryTable(const clang::Expr *Pointer);

/// The `#pragma nano declare reads(...) writes(...)` line that states the
/// conservative default of the external function \p FD in its parameters: a
/// pointer or reference parameter is read, and written unless it points to
/// const; a pointer's section runs over the first integer parameter
/// (`v[0:n]`), or is its pointee (`*p`) when there is none. Empty lists when
/// it has no such parameter (`reads() writes()`, a pure function).
std::string declareSuggestion(const clang::FunctionDecl *FD);

} // namespace nanocc

#endif // NANOCC_SUMMARIES_H
