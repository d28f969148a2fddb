//===- ConstantEvaluation.h - Directives in constexpr and consteval functions -*- C++ -*-===//
//
// A constexpr function may be called in a constant expression, where the code
// that creates nano-threads cannot run (nor, before C++23, even be written:
// it defines objects of non-literal types). Its lowered body becomes a lambda
// that only calls at run time make; constant evaluation runs the elision.
// A consteval function only ever runs during compilation: its directives are
// ignored with a warning.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_CONSTANTEVALUATION_H
#define NANOCC_CONSTANTEVALUATION_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace clang {
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace nanocc {

class Diagnoser;
struct LoweringContext;
struct NanoPragma;
struct PragmaTable;

/// The function whose body holds a directive (the innermost lambda's call operator).
using OwnerOf = llvm::function_ref<const clang::FunctionDecl *(const NanoPragma &)>;

/// Marks invalid, with a warning at each, the directives of the main file that
/// lie in a consteval function (or a lambda inside one). Run before lowering.
void ignoreDirectivesInConsteval(PragmaTable &Table, Diagnoser &Diags, const clang::SourceManager &SM,
                                 OwnerOf Owner);

/// Wraps the rewritten body of every constexpr function holding a directive:
/// `{ if (__builtin_is_constant_evaluated()) <elision> else { return [&]() -> R <lowered body>(); } }`.
/// Run after the bodies are lowered and before text is appended after them.
void keepConstantEvaluation(LoweringContext &LC, const PragmaTable &Table, OwnerOf Owner);

} // namespace nanocc

#endif // NANOCC_CONSTANTEVALUATION_H
