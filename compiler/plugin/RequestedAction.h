//===- RequestedAction.h - The compile step the command line asked for -*- C++ -*-===//
//
// Clang overwrites FrontendOptions::ProgramAction with PluginAction as soon as a
// ReplaceAction plugin is loaded (CompilerInstance::LoadRequestedPlugins), so the
// step the user asked for (-c, -S, -emit-llvm, -E, -fsyntax-only) is lost from the
// invocation. This file re-derives it from the process command line, falling back
// on the output file name.
//
//===----------------------------------------------------------------------===//
#ifndef NANOPLUGIN_REQUESTEDACTION_H
#define NANOPLUGIN_REQUESTEDACTION_H

#include "clang/Frontend/FrontendOptions.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace clang {
class CompilerInvocation;
} // namespace clang

namespace nanoplugin {

/// The action of a clang command line: either a driver line (`clang -c a.c`, the
/// usual case, since the driver runs cc1 in its own process) or a `clang -cc1`
/// line. std::nullopt when the words do not decide it (response files,
/// -save-temps, which run several differently-configured cc1 steps).
std::optional<clang::frontend::ActionKind>
actionFromCommandLine(llvm::ArrayRef<std::string> Argv);

/// The action implied by an output file name (`.s`, `.ll`, `.bc`, `.i`; anything
/// else is an object file).
clang::frontend::ActionKind actionFromOutputName(llvm::StringRef Output);

/// True when the process command line has -save-temps, whose separate
/// preprocess and compile steps cannot carry a translated source between them.
bool commandLineSavesTemps();

/// The action the running compilation was asked for; bitcode instead of machine
/// code under -flto and a PCH for a header, as clang itself does.
clang::frontend::ActionKind
recoverRequestedAction(const clang::CompilerInvocation &Invocation);

} // namespace nanoplugin

#endif // NANOPLUGIN_REQUESTEDACTION_H
