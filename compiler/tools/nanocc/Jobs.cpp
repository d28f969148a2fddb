//===- Jobs.cpp - The clang command lines nanocc runs ---------------------===//
#include "Jobs.h"

namespace nanocc::driver {
namespace {

void append(Command &Cmd, const std::vector<std::string> &Words) {
  Cmd.insert(Cmd.end(), Words.begin(), Words.end());
}

const char *stageFlag(Stage S) {
  switch (S) {
  case Stage::Preprocess:
    return "-E";
  case Stage::SyntaxOnly:
    return "-fsyntax-only";
  case Stage::Assemble:
    return "-S";
  case Stage::Compile:
  case Stage::Link:
    return "-c";
  }
  return "-c";
}

} // namespace

Command compileCommand(const DriverOptions &Opts, const Toolchain &T, const CompileJob &Job) {
  Command Cmd{Job.CXX || Opts.CXXMode ? T.ClangXX : T.Clang};
#if defined(__x86_64__)
  // A nano-thread's stack is small (NANO_STACK_SIZE) with a guard page below
  // it: a frame larger than a page probes each page, so one too large for the
  // stack hits the guard (the runtime then names the task and the variable to
  // raise) instead of jumping past it into other memory. Before the user's
  // flags: -fno-stack-clash-protection turns it off.
  if (Job.Input->Kind != InputKind::OtherSource) Cmd.push_back("-fstack-clash-protection");
#endif
  append(Cmd, Opts.CompileFlags);
  append(Cmd, Job.DependencyOptions);
  if (Job.Input->Kind != InputKind::OtherSource) // assembly and preprocessed input include nothing
    Cmd.insert(Cmd.end(), {"-isystem", T.RuntimeIncludeDir});
  if (!Job.QuoteIncludeDir.empty())
    Cmd.insert(Cmd.end(), {"-iquote", Job.QuoteIncludeDir});
  if (Job.Translate || Job.NestedDirectives) {
    Cmd.push_back("-fplugin=" + T.Plugin);
    if (!Job.KeepPath.empty())
      Cmd.push_back("-fplugin-arg-nano-keep=" + Job.KeepPath);
    if (!Job.HTGPath.empty())
      Cmd.push_back("-fplugin-arg-nano-emit-htg=" + Job.HTGPath);
    if (Opts.Explain)
      Cmd.push_back("-fplugin-arg-nano-explain");
    if (Opts.Grain)
      Cmd.push_back("-fplugin-arg-nano-grain=" + std::to_string(*Opts.Grain));
    for (const std::string &W : Opts.NanoWarnings)
      Cmd.push_back("-fplugin-arg-nano-W" + W);
  }
  Cmd.push_back(stageFlag(Opts.Stage));
  if (!Job.Input->Language.empty() && Job.Source == Job.Input->Path)
    Cmd.insert(Cmd.end(), {"-x", Job.Input->Language});
  Cmd.push_back(Job.Source);
  if (!Job.Output.empty())
    Cmd.insert(Cmd.end(), {"-o", Job.Output});
  return Cmd;
}

Command preprocessCommand(const DriverOptions &Opts, const Toolchain &T,
                          const std::vector<PreprocessSource> &Sources) {
  Command Cmd{Opts.CXXMode ? T.ClangXX : T.Clang};
  append(Cmd, Opts.CompileFlags);
  Cmd.insert(Cmd.end(), {"-isystem", T.RuntimeIncludeDir});
  for (const PreprocessSource &S : Sources)
    if (!S.QuoteIncludeDir.empty())
      Cmd.insert(Cmd.end(), {"-iquote", S.QuoteIncludeDir});
  Cmd.push_back("-E");
  bool LanguageSet = false; // `-x` holds for the files after it, until `-x none`
  for (const PreprocessSource &S : Sources) {
    if (!S.Language.empty())
      Cmd.insert(Cmd.end(), {"-x", S.Language});
    else if (LanguageSet)
      Cmd.insert(Cmd.end(), {"-x", "none"});
    LanguageSet = !S.Language.empty();
    Cmd.push_back(S.Path);
  }
  if (Opts.Output)
    Cmd.insert(Cmd.end(), {"-o", *Opts.Output});
  return Cmd;
}

Command linkCommand(const DriverOptions &Opts, const Toolchain &T,
                    const std::vector<std::string> &Objects, bool LinkAsCXX,
                    const std::string &Output) {
  Command Cmd{LinkAsCXX || Opts.CXXMode ? T.ClangXX : T.Clang};
  append(Cmd, Opts.LinkFlags);
  for (const LinkItem &Item : Opts.LinkItems) {
    if (Item.Input < 0)
      Cmd.push_back(Item.Arg);
    else if (!Objects[Item.Input].empty())
      Cmd.push_back(Objects[Item.Input]);
  }
  Cmd.insert(Cmd.end(), {"-L" + T.RuntimeLibDir, "-lnanothreads"});
  append(Cmd, T.RuntimeLinkArgs);
  if (!T.Sanitize.empty())
    Cmd.push_back("-fsanitize=" + T.Sanitize);
  Cmd.insert(Cmd.end(), {"-o", Output});
  return Cmd;
}

} // namespace nanocc::driver
