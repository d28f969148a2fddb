//===- SharedPreamble.h - One parse of a C++ file's headers for the analysis and the compile -*- C++ -*-===//
//
// The plugin parses each file twice: once for the analysis, once (nested) to compile
// the translated text. For C++ most of both parses is the standard headers. The
// main file's preamble (its leading #includes and other directives, clang's
// ComputePreambleBounds) is therefore precompiled once, in memory, as clangd does,
// and both parses read it lazily instead of parsing the headers again.
//
// Protocol:
//  1. build() (from BeginInvocation, before the outer instance has a source manager)
//     precompiles the preamble with the outer invocation's options. Its warnings and
//     errors are the headers' diagnostics of the compile (reported once, here: the
//     later parses read the headers from the preamble and report nothing for them).
//     A preamble that holds a `#pragma nano` (a `declare` in a header, whose record
//     the translator needs and a PCH does not replay) is dropped, as is every
//     configuration this file does not handle (C, -include, modules, a user PCH,
//     -verify, stdin): then both parses read the headers themselves, as before.
//  2. useForAnalysis() points the outer invocation and file manager at it.
//  3. useForCompile() does the same for the nested invocation when the translated
//     text starts with the same preamble bytes (the translator inserts its own
//     #include <nano/nano.h> and declarations after the preamble; a `#pragma nano`
//     blanked inside it changes the bytes) and the headers did not change; otherwise
//     the nested compile parses everything.
// Opt-in since session 7: NANO_TRANSLATE_PREAMBLE=1 in the environment turns it on.
// By default the analysis parse skips system-header bodies instead
// (SystemBodySkipping.h), which costs less than building the preamble and loading it
// twice (docs/performance-compiler.md, session 7).
//
//===----------------------------------------------------------------------===//
#ifndef NANOPLUGIN_SHAREDPREAMBLE_H
#define NANOPLUGIN_SHAREDPREAMBLE_H

#include "clang/Frontend/PrecompiledPreamble.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <memory>
#include <optional>
#include <string>

namespace clang {
class CompilerInstance;
class CompilerInvocation;
} // namespace clang

namespace nanoplugin {

class SharedPreamble {
public:
  enum class BuildResult {
    Built,       ///< the preamble is ready; use it
    NotUsed,     ///< nothing to share (or not supported here): parse as usual
    HeaderErrors ///< the headers have errors, already reported: the compile fails
  };

  /// Precompiles the preamble of CI's main file (see the protocol above).
  BuildResult build(clang::CompilerInstance &CI);

  /// Makes the analysis parse (CI, the outer instance) read the preamble.
  void useForAnalysis(clang::CompilerInstance &CI);

  /// Makes a compile with \p Invocation read the preamble; its main file becomes
  /// \p Translated (the file's own text when none). \p VFS receives the file
  /// system to create the compile's file manager with. Returns false (and changes
  /// nothing) when the preamble does not fit that text.
  bool useForCompile(clang::CompilerInvocation &Invocation,
                     std::optional<llvm::StringRef> Translated,
                     llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> &VFS) const;

  bool built() const { return Preamble.has_value(); }

private:
  std::optional<clang::PrecompiledPreamble> Preamble;
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> BaseVFS;
  std::unique_ptr<llvm::MemoryBuffer> MainText;
  /// False when a header of the preamble holds a `#pragma nano`: the analysis
  /// parse reads the headers itself (the translator records those pragmas).
  bool ForAnalysis = false;
};

} // namespace nanoplugin

#endif // NANOPLUGIN_SHAREDPREAMBLE_H
