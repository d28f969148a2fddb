//===- LocalEnumerators.h - Enumerators of a function-local enum, again -*- C++ -*-===//
#ifndef NANOCC_LOCALENUMERATORS_H
#define NANOCC_LOCALENUMERATORS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

#include <set>
#include <string>

namespace nanocc {

/// The enumerators of function-local enumerations that \p S names (`enum { N =
/// 64 };` inside `main`), declared again for a copy of \p S outlined at file
/// scope, where the function's names are not visible: `enum { N = 64 }; ` with
/// their values, except those of \p Declared (declared again as a whole).
/// Empty when \p S names none.
std::string localEnumeratorDecls(const clang::Stmt *S, const std::set<const clang::EnumDecl *> &Declared = {});

} // namespace nanocc

#endif
