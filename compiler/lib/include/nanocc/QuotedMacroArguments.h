//===- QuotedMacroArguments.h - Macro arguments a definition turns into text -*- C++ -*-===//
//
// Outlined code renames a variable where it is spelled (`x` becomes
// `(*nano_a_->x)`), also in a macro's argument (`SQ(x)`). A definition that
// stringizes the parameter (`#v`) or pastes it (`v ## 1`) would then make a
// different string or token: such a use is refused instead.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_QUOTEDMACROARGUMENTS_H
#define NANOCC_QUOTEDMACROARGUMENTS_H

#include "clang/Basic/SourceLocation.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class LangOptions;
class MacroInfo;
class SourceManager;
} // namespace clang

namespace nanocc {

struct UserMacro;

/// The parameters of a function-like macro that its definition stringizes or pastes.
std::vector<std::string> quotedParameters(const clang::MacroInfo &MI);

/// Adds to each macro's QuotedParameters the parameters its definition passes
/// on in an argument of another of \p Macros that quotes that argument
/// (`#define SHOW(v) show(STR(v), v)` with `#define STR(x) #x` quotes v), to a
/// fixed point. \p Definitions[i] is the definition of \p Macros[i].
void addPassedOnQuotedParameters(std::vector<UserMacro> &Macros,
                                 const std::vector<const clang::MacroInfo *> &Definitions);

/// When \p Loc is the spelling of a name as an argument of one of \p Macros
/// (the program's own; null: none known) whose definition stringizes or pastes
/// that argument: the macro's name.
std::optional<std::string> quotingMacro(clang::SourceLocation Loc, const clang::SourceManager &SM,
                                        const clang::LangOptions &LO, const std::vector<UserMacro> *Macros);

/// Why \p What ("task", "loop body") cannot be outlined when it names
/// \p Variable as an argument that \p Macro stringizes or pastes.
std::string quotedArgumentProblem(const std::string &Variable, const std::string &Macro, const std::string &What);

} // namespace nanocc

#endif // NANOCC_QUOTEDMACROARGUMENTS_H
