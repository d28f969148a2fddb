//===- Jobs.h - The clang command lines nanocc runs ------------*- C++ -*-===//
#ifndef NANOCC_DRIVER_JOBS_H
#define NANOCC_DRIVER_JOBS_H

#include "DriverOptions.h"
#include "Process.h"
#include "Toolchain.h"

#include <string>
#include <vector>

namespace nanocc::driver {

/// One source to compile: the file clang reads and what to do with it.
struct CompileJob {
  const InputFile *Input = nullptr;
  std::string Source;    ///< the file given to clang (a generated file for HTG inputs)
  bool CXX = false;      ///< compile as C++ (clang++)
  bool Translate = true; ///< load the plugin (false for generated and other sources)
  /// Generated code whose nodes hold `_Pragma("nano ...")` (a directive nested
  /// in a node's code): the plugin is loaded so that they apply.
  bool NestedDirectives = false;
  std::string Output;    ///< "" when the stage writes none (-fsyntax-only)
  std::string KeepPath;  ///< plugin keep=
  std::string HTGPath;   ///< plugin emit-htg=
  /// Searched for `#include "..."` (an HTG file's directory, for its "includes").
  std::string QuoteIncludeDir;
  /// -MF/-MT naming the dependency file and target the user's command line implies.
  std::vector<std::string> DependencyOptions;
};

/// `clang -c SOURCE -o OUTPUT` with the user's compile options, the runtime's
/// headers and, for translated sources, the plugin and its arguments.
Command compileCommand(const DriverOptions &Opts, const Toolchain &T, const CompileJob &Job);

/// One file `clang -E` reads: a source input as written, or the code generated
/// from an HTG input (with the HTG file's directory for its "includes").
struct PreprocessSource {
  std::string Path;
  std::string Language; ///< the input's `-x` language, "" for none
  std::string QuoteIncludeDir;
};

/// `clang -E` over \p Sources, original text (preprocessing only).
Command preprocessCommand(const DriverOptions &Opts, const Toolchain &T,
                          const std::vector<PreprocessSource> &Sources);

/// The link: user link options, inputs in command-line order (sources replaced
/// by their objects, \p Objects indexed like Opts.Inputs), then the runtime.
Command linkCommand(const DriverOptions &Opts, const Toolchain &T,
                    const std::vector<std::string> &Objects, bool LinkAsCXX,
                    const std::string &Output);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_JOBS_H
