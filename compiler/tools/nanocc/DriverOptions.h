//===- DriverOptions.h - nanocc's command line, classified -----*- C++ -*-===//
#ifndef NANOCC_DRIVER_DRIVEROPTIONS_H
#define NANOCC_DRIVER_DRIVEROPTIONS_H

#include <optional>
#include <string>
#include <vector>

namespace nanocc::driver {

enum class InputKind {
  C,           ///< translated, compiled as C
  CXX,         ///< translated, compiled as C++
  HTG,         ///< *.htg.json: generated into C/C++, then compiled
  OtherSource, ///< compiled by clang untouched (.s, .S, .i, .ii, ...)
  Linker,      ///< passed to the linker (.o, .a, .so, anything else)
};

struct InputFile {
  std::string Path;
  InputKind Kind = InputKind::Linker;
  /// The `-x` language in effect for this input ("" when none was given).
  std::string Language;
};

/// How far the compilation goes, as in cc: -E, -fsyntax-only, -S, -c, or link.
enum class Stage { Preprocess, SyntaxOnly, Assemble, Compile, Link };

/// One word of the link command, in command-line order: a literal argument
/// (-lfoo, -L dir, -Wl,..., an object file) or the object of input #Input.
struct LinkItem {
  std::string Arg;
  int Input = -1;
};

struct DriverOptions {
  bool CXXMode = false; ///< invoked as nanocc++ (all sources are C++, link as C++)
  Stage Stage = Stage::Link;
  std::optional<std::string> Output;
  std::vector<InputFile> Inputs;
  /// Options for every compile command (-I, -D, -std=, -W, -f, -O, -g, ...).
  std::vector<std::string> CompileFlags;
  /// Options of the link command other than ordered items (-O, -f, -m, -g, -shared, ...).
  std::vector<std::string> LinkFlags;
  /// Inputs and library options in command-line order.
  std::vector<LinkItem> LinkItems;

  // nanocc's own options.
  bool Keep = false;
  bool EmitHTG = false;
  std::string EmitHTGFile; ///< empty: <name>.htg.json next to the output
  bool Explain = false;
  std::optional<unsigned> Grain;
  /// -W options of the nano warning groups, without the -W ("no-nano-sequential").
  std::vector<std::string> NanoWarnings;
  bool Verbose = false; ///< --verbose: print each command, then run it
  bool DryRun = false;  ///< -###: print each command, run nothing
  /// A question for clang (-v, -dumpmachine, -print-...): with no input,
  /// clang answers it with the compile options.
  bool ClangQuery = false;
  bool Help = false;
  bool Version = false;
};

/// Parses argv (without argv[0]). Returns false with \p Error set on a bad command line.
bool parseDriverOptions(const std::vector<std::string> &Args, bool CXXMode,
                        DriverOptions &Opts, std::string &Error);

/// The kind of an input from its name (and `-x` language, if any).
InputKind classifyInput(const std::string &Path, const std::string &Language,
                        bool CXXMode);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_DRIVEROPTIONS_H
