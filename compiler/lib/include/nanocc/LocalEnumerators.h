//===- LocalEnumerators.h - Enumerators of a function-local enum, again -*- C++ -*-===//
#ifndef NANOCC_LOCALENUMERATORS_H
#define NANOCC_LOCALENUMERATORS_H

#include "clang/AST/Stmt.h"

#include <string>

namespace nanocc {

/// The enumerators of function-local enumerations that \p S names (`enum { N =
/// 64 };` inside `main`), declared again for a copy of \p S outlined at file
/// scope, where the function's names are not visible: `enum { N = 64 }; ` with
/// their values. Empty when \p S names none.
std::string localEnumeratorDecls(const clang::Stmt *S);

} // namespace nanocc

#endif
