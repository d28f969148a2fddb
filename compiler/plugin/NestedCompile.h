//===- NestedCompile.h - Compile a (rewritten) main file in a nested CompilerInstance -*- C++ -*-===//
#ifndef NANOPLUGIN_NESTEDCOMPILE_H
#define NANOPLUGIN_NESTEDCOMPILE_H

#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendOptions.h"

#include <optional>
#include <string>

namespace clang {
class DiagnosticConsumer;
} // namespace clang

namespace nanoplugin {

class SharedPreamble;

struct NestedCompileRequest {
  /// The compile step to run (what the user's command asked for).
  clang::frontend::ActionKind Action = clang::frontend::EmitObj;
  /// When set, the main file is compiled with this text instead of its own.
  std::optional<std::string> MainFileText;
  /// Added to the header search path as a system directory (for <nano/nano.h>).
  std::string RuntimeIncludeDir;
  /// When set, the compile reads the file's headers from this precompiled preamble
  /// if it fits the text compiled (SharedPreamble.h), else parses them.
  const SharedPreamble *Preamble = nullptr;
};

/// Runs \p Request on a copy of \p Original (plugins cleared, so the nested
/// compile is a plain clang compile). Its diagnostics go to \p Diagnostics, so
/// they count as the outer compilation's. Returns true when it produced its
/// output without errors; outputs are written through clang's temporary files,
/// so a failed compile leaves no partial file.
bool compileNested(const clang::CompilerInvocation &Original,
                   clang::DiagnosticConsumer &Diagnostics,
                   const NestedCompileRequest &Request);

} // namespace nanoplugin

#endif // NANOPLUGIN_NESTEDCOMPILE_H
