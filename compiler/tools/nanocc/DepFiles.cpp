//===- DepFiles.cpp - -MD/-MMD dependency files of sources nanocc compiles ===//
#include "DepFiles.h"

#include "HtgInput.h"
#include "TempFiles.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

namespace fs = std::filesystem;

namespace nanocc::driver {
namespace {

/// The value of option \p Name in the compile flags, separate ("-MF f") or
/// joined ("-MFf"); the last one wins, as in clang.
bool findValue(const std::vector<std::string> &Flags, std::string_view Name,
               std::string *Value = nullptr) {
  bool Found = false;
  for (size_t I = 0; I < Flags.size(); ++I) {
    std::string_view F(Flags[I]);
    if (F == Name && I + 1 < Flags.size()) {
      Found = true;
      if (Value)
        *Value = Flags[I + 1];
      ++I;
    } else if (F.size() > Name.size() && F.substr(0, Name.size()) == Name) {
      Found = true;
      if (Value)
        *Value = std::string(F.substr(Name.size()));
    }
  }
  return Found;
}

bool hasFlag(const std::vector<std::string> &Flags, std::string_view Name) {
  for (const std::string &F : Flags)
    if (F == Name)
      return true;
  return false;
}

} // namespace

std::string quoteForMake(const std::string &Name) {
  // clang's quoteMakeTarget: backslashes before a space or tab are doubled.
  std::string Out;
  for (size_t I = 0; I < Name.size(); ++I) {
    char C = Name[I];
    if (C == ' ' || C == '\t') {
      for (size_t J = I; J > 0 && Name[J - 1] == '\\'; --J)
        Out += '\\';
      Out += '\\';
    } else if (C == '$') {
      Out += '$';
    } else if (C == '#') {
      Out += '\\';
    }
    Out += C;
  }
  return Out;
}

DependencyFile dependencyFileFor(const DriverOptions &Opts, const std::string &Stem) {
  DependencyFile D;
  const std::vector<std::string> &Flags = Opts.CompileFlags;
  if (!hasFlag(Flags, "-MD") && !hasFlag(Flags, "-MMD"))
    return D;
  if (!findValue(Flags, "-MF", &D.Path)) {
    D.Path = Opts.Output ? fs::path(*Opts.Output).replace_extension(".d").string()
                         : Stem + ".d";
    D.Options.insert(D.Options.end(), {"-MF", D.Path});
  }
  if (!findValue(Flags, "-MT") && !findValue(Flags, "-MQ"))
    D.Options.insert(D.Options.end(),
                     {"-MT", quoteForMake(Opts.Output.value_or(Stem + ".o"))});
  return D;
}

namespace {

bool readRules(const std::string &DepFile, std::string &Text, std::string &Error) {
  std::ifstream In(DepFile, std::ios::binary);
  if (!In) {
    Error = "cannot read the dependency file '" + DepFile + "'";
    return false;
  }
  std::ostringstream Buffer;
  Buffer << In.rdbuf();
  Text = Buffer.str();
  return true;
}

/// Every occurrence of \p From in \p Text (at a line's start only, for a target) as \p To.
void replaceAll(std::string &Text, const std::string &From, const std::string &To, bool LineStart) {
  size_t At = Text.find(From);
  while (At != std::string::npos) {
    size_t Next = At + From.size();
    if (!LineStart || At == 0 || Text[At - 1] == '\n') {
      Text.replace(At, From.size(), To);
      Next = At + To.size();
    }
    At = Text.find(From, Next);
  }
}

bool writeRules(const std::string &DepFile, const std::string &Text, std::string &Error) {
  std::string Staged = stagingNameFor(DepFile);
  {
    std::ofstream Out(Staged, std::ios::binary | std::ios::trunc);
    Out << Text;
    Out.close();
    if (!Out) {
      std::error_code Ignored;
      fs::remove(Staged, Ignored);
      Error = "cannot write the dependency file '" + DepFile + "'";
      return false;
    }
  }
  return commitOutput(Staged, DepFile, Error);
}

} // namespace

bool renamePrerequisite(const std::string &DepFile, const std::string &Compiled,
                        const std::string &Input, std::string &Error) {
  std::string Text;
  if (!readRules(DepFile, Text, Error))
    return false;
  replaceAll(Text, quoteForMake(Compiled), quoteForMake(Input), false);
  return writeRules(DepFile, Text, Error);
}

RuleOnlyOutput ruleOnlyOutput(const DriverOptions &Opts) {
  RuleOnlyOutput R;
  R.RuleOnly = hasFlag(Opts.CompileFlags, "-M") || hasFlag(Opts.CompileFlags, "-MM");
  if (R.RuleOnly && !findValue(Opts.CompileFlags, "-MF", &R.Path) && Opts.Output)
    R.Path = *Opts.Output;
  return R;
}

std::string renamedGeneratedRules(const DriverOptions &Opts, std::string Text,
                                  const std::vector<std::pair<std::string, std::string>> &Generated) {
  bool UserTarget = findValue(Opts.CompileFlags, "-MT") || findValue(Opts.CompileFlags, "-MQ");
  for (const auto &[Compiled, Input] : Generated) {
    if (!UserTarget)
      replaceAll(Text, quoteForMake(fs::path(Compiled).stem().string() + ".o") + ":",
                 quoteForMake(htgStem(Input) + ".o") + ":", true);
    replaceAll(Text, quoteForMake(Compiled), quoteForMake(Input), false);
  }
  return Text;
}

bool renameGeneratedRules(const DriverOptions &Opts, const std::string &RuleFile,
                          const std::vector<std::pair<std::string, std::string>> &Generated, std::string &Error) {
  std::string Text;
  return readRules(RuleFile, Text, Error) &&
         writeRules(RuleFile, renamedGeneratedRules(Opts, std::move(Text), Generated), Error);
}

} // namespace nanocc::driver
