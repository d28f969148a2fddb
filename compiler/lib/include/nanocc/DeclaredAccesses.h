//===- DeclaredAccesses.h - `#pragma nano declare` lists as summaries -*- C++ -*-===//
//
// A declared access names memory in terms of the function's parameters and of
// globals. A section of a pointer parameter's pointee or of a global
// (`p[lo:len]`, `*p`, `g`) becomes a symbolic byte range, mapped at each call
// through the argument's target. Any other lvalue (reached through a pointer
// loaded from memory, `v->d[0:v->n]`, `pp[0][0:n]`, a by-value structure's
// pointer field `s.d[0:s.n]`, a field or a row inside the pointee,
// `s->f[0:n]`, `m[i][0:n]`) is kept as written and mapped at each call by
// replacing the parameters with the argument text: the task registers its
// address and size, evaluated when it is created, as for task clauses.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_DECLAREDACCESSES_H
#define NANOCC_DECLAREDACCESSES_H

#include "nanocc/Summaries.h"

namespace nanocc {

struct NanoPragma;

/// The summary `declare` pragma \p P gives its function. An access the
/// summary cannot represent (an unknown name, a field of something that is
/// not a structure, a subscript of something that is neither an array nor a
/// pointer) is an error at the access, never a narrower access.
FunctionSummary declaredSummary(const NanoPragma &P, clang::ASTContext &Ctx, Diagnoser &Diags);

/// The access of the call \p CE for \p SA (SA.Lvalue set), in the caller's
/// scope: the memory at the lvalue's address (PointeeExpr, the address text
/// with the call's arguments for the parameters of \p Names) over its size.
Access declaredLvalueAccess(const SummaryAccess &SA, const clang::CallExpr *CE,
                            const clang::FunctionDecl *Names, clang::ASTContext &Ctx);

/// The accesses of a function F with a body that calls a declared function
/// with accesses kept as written (`vdouble(v)` for `writes(v->d[0:v->n])`),
/// translated into F's own parameters (`(v)->d[0:(v)->n]`), so that F's
/// callers register the memory as a direct call of the declared function
/// does. Only when each argument the lvalues use is an unchanged parameter of
/// F or a field, element or target of one, F makes one such call, run once,
/// and writes nothing else its callers can see. \p Covered: the indices in
/// \p Body of the accesses the translation replaces.
struct DeclaredCallTranslation {
  std::vector<SummaryAccess> Accesses;
  std::set<size_t> Covered;
};
DeclaredCallTranslation translateDeclaredCalls(const clang::FunctionDecl *F, const AccessList &Body,
                                               const SummaryTable &Table, clang::ASTContext &Ctx);

} // namespace nanocc

#endif // NANOCC_DECLAREDACCESSES_H
