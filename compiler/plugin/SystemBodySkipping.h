//===- SystemBodySkipping.h - The analysis parse skips the bodies of system-header functions -*- C++ -*-===//
//
// The translator reads the bodies of the main file's functions (and of user
// headers' functions, for their summaries); it never summarises a system-header
// function. When the analysis parse reads the headers itself (no shared preamble),
// it therefore skips the bodies of functions declared in system headers, as
// clangd does for its preambles: FrontendOptions::SkipFunctionBodies plus a
// consumer whose shouldSkipFunctionBody answers true only for system-header
// declarations. Sema::canSkipFunctionBody still parses constexpr functions and
// functions whose return type is deduced, so constant evaluation and `auto`
// returns see their bodies; template instantiations of a skipped body have none.
// A system header whose text names a `#pragma nano` keeps its bodies (a pragma in
// a skipped body would reach the translator without its statement).
// Protocol:
//  - enableSystemBodySkipping(CI) before the parse (BeginInvocation or
//    CreateASTConsumer), after the invocation was copied for the nested compile,
//    which parses every body and reports every diagnostic of those bodies;
//  - the consumer of createSystemBodySkipper joins the action's MultiplexConsumer,
//    where a body is skipped only if every consumer agrees (the others keep
//    ASTConsumer's default, true).
// On by default (session 7); NANO_TRANSLATE_SKIP_SYSTEM_BODIES=0 in the environment
// turns it off. The analysis reads no system-header body (ParallelLowering's cost
// estimate treats library callees as bodiless), so the translation is the same
// either way (tests/compiler/driver/skip-system-bodies.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef NANOPLUGIN_SYSTEMBODYSKIPPING_H
#define NANOPLUGIN_SYSTEMBODYSKIPPING_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace nanoplugin {

/// Asks CI's parse to skip the bodies the consumer below accepts; false (and
/// nothing changed) if NANO_TRANSLATE_SKIP_SYSTEM_BODIES=0.
bool enableSystemBodySkipping(clang::CompilerInstance &CI);

/// The consumer accepting to skip exactly the bodies of system-header functions.
std::unique_ptr<clang::ASTConsumer> createSystemBodySkipper(clang::CompilerInstance &CI);

} // namespace nanoplugin

#endif // NANOPLUGIN_SYSTEMBODYSKIPPING_H
