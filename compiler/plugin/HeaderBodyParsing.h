//===- HeaderBodyParsing.h - Which system-header function bodies the analysis parse reads -*- C++ -*-===//
//
// The plugin parses each file twice: once for the analysis, once (nested) to
// compile the translated text. The analysis reads the bodies of the user's own
// functions (main file and user headers) and, of the system headers' functions,
// only what two rules need:
//  - the cost estimate of a `#pragma nano parallel` block follows calls up to
//    three levels deep, into any body, standard library templates included;
//  - a call to a member function with a non-const pointer parameter is treated
//    as writing through it without bound only when the function has no body.
// So the analysis parse of C++ leaves out what neither rule can reach:
//  - Skipped: a main file without `parallel` and without explicit template
//    instantiations (a raw scan of its tokens decides, conservatively: any
//    `_Pragma`, `#pragma nano` word other than task, loop, wait, declare, or
//    `template` not followed by `<` counts as one) skips every system-header function body except
//    those of member functions with a parameter that is, or may become once
//    instantiated, a pointer to non-const data; templates whose bodies are
//    skipped are not instantiated either.
//  - Deferred: otherwise, bodies of function templates and class template
//    members in system headers are kept as tokens and parsed only when the file
//    instantiates them (clang's delayed template parsing, switched on only while
//    the preprocessor is inside a system header), so every instantiated body the
//    cost estimate can reach is the same AST as in a full parse.
// The main file and user headers are always parsed exactly as by a normal
// compile. C is parsed in full (its system headers have few bodies).
// NANO_TRANSLATE_PARSE_ALL=1 in the environment parses everything, to compare
// translations (they must be identical) and measure the difference.
//
//===----------------------------------------------------------------------===//
#ifndef NANOPLUGIN_HEADERBODYPARSING_H
#define NANOPLUGIN_HEADERBODYPARSING_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace nanoplugin {

enum class HeaderBodies { Parsed, Deferred, Skipped };

/// Chooses the mode for CI's main file and sets CI up for it. Must run before the
/// main file is parsed and after the nested compile's copy of the invocation was
/// taken (from CreateASTConsumer). For Skipped, \p Skipper receives the consumer
/// that decides body by body; add it to the consumers of the analysis parse (a
/// MultiplexConsumer skips a body only when every consumer agrees).
HeaderBodies prepareHeaderBodyParsing(clang::CompilerInstance &CI,
                                      std::unique_ptr<clang::ASTConsumer> &Skipper);

} // namespace nanoplugin

#endif // NANOPLUGIN_HEADERBODYPARSING_H
