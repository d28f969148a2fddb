//===- ParameterFieldSections.h - Sections through a parameter's pointer field -*- C++ -*-===//
//
// A function that reaches memory through a pointer field of what a parameter
// points to (`x->v[i]` for i < x->n, with `struct vec *x`; `r.v[i]` with a
// reference `r`) has, in its summary, that section kept as an lvalue of its
// parameters (`x->v[0:x->n]`), which each call maps to its arguments
// (`a.v[0:a.n]` for `init(&a)`) as the lvalues of `#pragma nano declare` are:
// a task registers its address and size, evaluated when it is created.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_PARAMETERFIELDSECTIONS_H
#define NANOCC_PARAMETERFIELDSECTIONS_H

#include "nanocc/Access.h"
#include "htg/model.hpp"

#include <optional>

namespace clang {
class FunctionDecl;
}

namespace nanocc {

/// The section \p A of \p F's body \p Body as such an lvalue, when it is one:
/// its pointer is a field of a parameter's pointee (or referent) and its
/// bounds are constants, integer parameters and integer fields of parameters'
/// pointees; and F changes none of those parameters, nor anything that may
/// hold the pointer field or the fields its bounds read (what the caller
/// evaluates at the call is what F uses). Empty otherwise.
std::optional<htg::Access> parameterFieldSection(const clang::FunctionDecl *F, const Access &A,
                                                 const AccessList &Body);

} // namespace nanocc

#endif // NANOCC_PARAMETERFIELDSECTIONS_H
