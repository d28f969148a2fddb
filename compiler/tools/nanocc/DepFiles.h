//===- DepFiles.h - -MD/-MMD dependency files of sources nanocc compiles -*- C++ -*-===//
#ifndef NANOCC_DRIVER_DEPFILES_H
#define NANOCC_DRIVER_DEPFILES_H

#include "DriverOptions.h"

#include <string>
#include <vector>

namespace nanocc::driver {

/// Where one compile writes its make rule under -MD/-MMD, and the options that
/// make clang write it there. clang's driver derives the file (-MF) and the
/// target (-MT) from the user's command line; nanocc compiles through its own
/// names (a temporary object when linking, a generated source for an HTG input),
/// so it passes both explicitly, with the values clang would have chosen:
/// the file is -MF, else the -o output with ".d", else <stem>.d; the target is
/// -MT/-MQ, else the -o output, else <stem>.o.
struct DependencyFile {
  std::string Path;                 ///< "" when no dependency file is written
  std::vector<std::string> Options; ///< added to the compile command
};

/// \p Stem names the input as nanocc's outputs do ("g" for g.htg.json).
DependencyFile dependencyFileFor(const DriverOptions &Opts, const std::string &Stem);

/// In the rule at \p DepFile, names \p Input where the compile read \p Compiled
/// (the code generated from an HTG input): make then rebuilds when the input
/// changes, not when a deleted temporary file is missing. False (with \p Error)
/// when the file cannot be rewritten.
bool renamePrerequisite(const std::string &DepFile, const std::string &Compiled,
                        const std::string &Input, std::string &Error);

/// -M/-MM (a rule only, no compile) over sources among which some are code
/// generated from HTG inputs: where the rules go (-MF, else -o) or "" for
/// stdout, which nanocc captures to rename them (with -MF, clang writes the
/// rule of every source to the one file). RuleOnly is false without -M/-MM.
struct RuleOnlyOutput {
  bool RuleOnly = false;
  std::string Path;
};
RuleOnlyOutput ruleOnlyOutput(const DriverOptions &Opts);

/// In the rules at \p RuleFile (one per source, as -M writes them), names
/// each HTG input where its generated code was read (\p Generated: generated
/// source, input), and its target as the input's `<stem>.o` (clang named it
/// after the generated file) unless the user gave -MT/-MQ. False (with
/// \p Error) when the file cannot be rewritten.
bool renameGeneratedRules(const DriverOptions &Opts, const std::string &RuleFile,
                          const std::vector<std::pair<std::string, std::string>> &Generated, std::string &Error);
/// The same renaming on the rules' \p Text (-M/-MM printing them on stdout).
std::string renamedGeneratedRules(const DriverOptions &Opts, std::string Text,
                                  const std::vector<std::pair<std::string, std::string>> &Generated);

/// \p Name written as a make target or prerequisite, as clang writes it
/// (spaces and '#' escaped with a backslash, '$' doubled).
std::string quoteForMake(const std::string &Name);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_DEPFILES_H
