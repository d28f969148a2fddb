//===- StaticLocals.h - Static locals registered through stand-ins -*- C++ -*-===//
#ifndef NANOCC_STATICLOCALS_H
#define NANOCC_STATICLOCALS_H

#include <string>

namespace clang {
class ValueDecl;
class VarDecl;
} // namespace clang

namespace nanocc {

/// A function's static local whose address never leaves its function (no
/// `&n`, no reference or pointer bound to it, not a thread-local): every
/// access to it is an access by name in its function. It is summarised like
/// a global, and every task that accesses it (through calls or by naming it)
/// registers its stand-in instead of its address (see StaticLocals.cpp).
bool hasStaticStandIn(const clang::ValueDecl *V);

/// The name of the stand-in of \p VD, a file-scope `char` of the generated code.
std::string staticStandInName(const clang::VarDecl *VD);

/// The file-scope definition of the stand-in of \p VD (one line).
std::string staticStandInDefinition(const clang::VarDecl *VD);

} // namespace nanocc

#endif // NANOCC_STATICLOCALS_H
