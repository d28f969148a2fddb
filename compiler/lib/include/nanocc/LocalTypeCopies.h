//===- LocalTypeCopies.h - A function's own types, declared again -*- C++ -*-===//
#ifndef NANOCC_LOCALTYPECOPIES_H
#define NANOCC_LOCALTYPECOPIES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/Stmt.h"

#include <set>
#include <string>

namespace nanocc {

/// C: the types declared inside a function (`struct P { int a; };`, `typedef
/// struct { ... } T;`, `enum E { ... };`) in the blocks around a statement S and
/// before it, in order, as their source text. An outlined copy of S is placed
/// at file scope, where they are not visible; declared again at the start of
/// its body (block scope, so copies of different functions never collide) they
/// give the same members at the same offsets, and the outlined copy reaches the
/// function's objects of those types through pointers cast to them.
struct LocalTypeCopies {
  std::string Text;                          ///< the declarations, in source order
  std::set<const clang::EnumDecl *> Enums;   ///< enumerations the text declares
  /// Why a type that S names could not be declared again (a variably modified
  /// typedef, whose bounds are the function's values); empty when every one was.
  std::string Problem;
};

LocalTypeCopies copyLocalTypes(const clang::Stmt *S, const clang::ParentMap &PM,
                               const clang::ASTContext &Ctx);

/// Can a copy of the function's types name \p T: every function-local type
/// it uses has a name (an unnamed struct declared with its variable, `struct {
/// int a; } v;`, has none)?
bool nameableWithLocalTypes(clang::QualType T);

} // namespace nanocc

#endif
