//===- Translator.h - #pragma nano source in, runtime calls out -*- C++ -*-===//
//
// The compiler library's entry point, shared by the nanocc driver and the clang
// plugin: a consumer that, at the end of the translation unit, analyses every
// `#pragma nano` of the main file and produces the rewritten file text.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_TRANSLATOR_H
#define NANOCC_TRANSLATOR_H

#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace nanocc {

struct TranslateOptions {
  /// Remarks at each task/loop: accesses found, arcs, and why each conservative
  /// assumption was made (driver --explain, clang -Rnano-analysis).
  bool Explain = false;
  /// Non-empty: write the HTG JSON of every region of the file there ("-" = stdout).
  std::string EmitHTGPath;
  /// Nodes of a `parallel` region estimated below this many operations are merged.
  unsigned GrainThreshold = 800;
  /// nanocc's warning options without the -W ("no-nano-sequential", "error=nano"),
  /// applied after the command line's (see Diagnostics.h).
  std::vector<std::string> WarningOptions;
};

struct TranslateResult {
  /// False when errors were reported through the DiagnosticsEngine.
  bool Ok = false;
  /// True when the main file contained at least one `#pragma nano`.
  bool Changed = false;
  /// The whole main file after translation: valid C (or C++) that includes
  /// <nano/nano.h>, with #line directives pointing back at the user's source.
  std::string Rewritten;
};

/// Installs the `#pragma nano` handler on CI's preprocessor (so it must be called
/// before the main file is parsed, e.g. from ASTFrontendAction::CreateASTConsumer)
/// and returns the consumer that fills \p Result at the end of the translation unit.
std::unique_ptr<clang::ASTConsumer>
createTranslator(clang::CompilerInstance &CI, const TranslateOptions &Opts,
                 TranslateResult &Result);

} // namespace nanocc

#endif // NANOCC_TRANSLATOR_H
