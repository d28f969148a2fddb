//===- AddressOf.h - Addresses of objects in generated code -*- C++ -*-===//
//
// Generated code takes the address of the program's objects (`&(x)` in an
// argument block, in a registration). A class may overload unary `&`
// (proxies, expression templates): its objects' addresses are
// `__builtin_addressof(x)`, as `std::addressof` takes them.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_ADDRESSOF_H
#define NANOCC_ADDRESSOF_H

#include "clang/AST/ASTContext.h"
#include <string>

namespace nanocc {

/// Whether unary `&` on an lvalue of type \p T may call a function: a member
/// `operator&()` of its class or of a base, or a non-member `operator&` of one
/// parameter declared in the class's namespace or at file scope.
bool overloadsAddressOf(clang::QualType T, const clang::ASTContext &Ctx);

/// The address of the lvalue \p Text, of type \p T: `&(x)`, or
/// `__builtin_addressof(x)` when `&` is overloaded for T.
std::string addressText(const std::string &Text, clang::QualType T, const clang::ASTContext &Ctx);

} // namespace nanocc

#endif // NANOCC_ADDRESSOF_H
