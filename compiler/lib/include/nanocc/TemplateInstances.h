//===- TemplateInstances.h - The instantiations a template pattern has -*- C++ -*-===//
//
// A pragma in a template is bound to the pattern, whose AST is dependent (no
// types, layouts or values to analyse). Its instantiations keep the pattern's
// source locations, so each statement of the pattern is found in every
// instantiation by location and analysed there; the pattern's text is then
// rewritten once, for the union of what the instantiations need.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_TEMPLATEINSTANCES_H
#define NANOCC_TEMPLATEINSTANCES_H

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class Stmt;
} // namespace clang

namespace nanocc {

/// The instantiations of the templated function \p Pattern that have a body in
/// the translation unit (function templates, members of class templates,
/// member templates, in source order of their point of instantiation).
std::vector<const clang::FunctionDecl *> instantiationsOf(const clang::FunctionDecl *Pattern,
                                                          clang::ASTContext &Ctx);

/// The statement of \p Instance's body instantiated from \p PatternStmt: the
/// one of the same kind with the same source range; null when there is none.
const clang::Stmt *instantiatedStmt(const clang::FunctionDecl *Instance, const clang::Stmt *PatternStmt);

/// A constant expression, valid in the pattern's body, true exactly in
/// \p Instance: `__is_same(T, double) && (N == 4)` over the template
/// parameters of the function template and of the class templates enclosing
/// it. Empty when an argument cannot be written so (a pack, a template
/// template argument, an unnamed or local type, a lambda).
std::string instanceCondition(const clang::FunctionDecl *Pattern, const clang::FunctionDecl *Instance,
                              const clang::ASTContext &Ctx);

} // namespace nanocc

#endif // NANOCC_TEMPLATEINSTANCES_H
