//===- DepFiles.cpp - -MD/-MMD dependency files of sources nanocc compiles ===//
#include "DepFiles.h"

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

bool renamePrerequisite(const std::string &DepFile, const std::string &Compiled,
                        const std::string &Input, std::string &Error) {
  std::string Text;
  {
    std::ifstream In(DepFile, std::ios::binary);
    if (!In) {
      Error = "cannot read the dependency file '" + DepFile + "'";
      return false;
    }
    std::ostringstream Buffer;
    Buffer << In.rdbuf();
    Text = Buffer.str();
  }
  const std::string From = quoteForMake(Compiled), To = quoteForMake(Input);
  for (size_t At = Text.find(From); At != std::string::npos;
       At = Text.find(From, At + To.size()))
    Text.replace(At, From.size(), To);

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

} // namespace nanocc::driver
