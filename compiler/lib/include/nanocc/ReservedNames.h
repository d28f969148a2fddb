//===- ReservedNames.h - User names that the generated code would take -*- C++ -*-===//
//
// The code generated for the directives declares names of the form
// `nano_<word>_` (`nano_a_`, `nano_t_`, `nano_args_3_`, `nano_global_g_`),
// some of them in the blocks that hold the program's own expressions. A
// program's variable, function, type or macro of that form would be hidden by
// them, or clash with them, silently or in code the user never wrote, so it is
// refused where it is declared. Other names beginning with `nano_` are the
// runtime's API or free (docs: language.md, "Names").
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_RESERVEDNAMES_H
#define NANOCC_RESERVEDNAMES_H

#include "llvm/ADT/StringRef.h"

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace nanocc {

class Diagnoser;

/// Has \p Name the form of a name the translation generates: `nano_..._`.
bool isGeneratedName(llvm::StringRef Name);

/// Reports every declaration and macro of the program's own files (not system
/// headers or the command line) whose name has the generated form. Returns
/// whether there was one.
bool reportReservedNames(clang::ASTContext &Ctx, const clang::Preprocessor &PP, Diagnoser &Diags);

} // namespace nanocc

#endif // NANOCC_RESERVEDNAMES_H
