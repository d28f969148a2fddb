//===- Driver.cpp - nanocc's steps: generate, translate+compile, link -----===//
//
// Each source is compiled by its own clang command with NanoThreadsPlugin.so
// loaded: the plugin translates `#pragma nano` and compiles the result in the
// same process, so nanocc and `clang -fplugin=` produce the same object by
// construction. *.htg.json inputs are first generated into C/C++ here. The link
// adds the runtime. Errors in one source do not stop the others from being
// compiled (as with cc), but nothing is linked then. Dependency files (-MD)
// name the user's inputs and outputs, never nanocc's temporary files.
//
//===----------------------------------------------------------------------===//
#include "Driver.h"

#include "DepFiles.h"
#include "HtgInput.h"
#include "Jobs.h"
#include "LoopCheckDiagnostics.h"
#include "Process.h"
#include "RepeatedDiagnostics.h"
#include "TempFiles.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <system_error>
#include <vector>

#include <unistd.h>

namespace fs = std::filesystem;

namespace nanocc::driver {
namespace {

void reportError(const std::string &Message) {
  std::fprintf(stderr, "nanocc: error: %s\n", Message.c_str());
}

/// A preprocessed source (.i, .ii) is compiled untranslated: its directives,
/// which preprocessing keeps, would be dropped without a word.
void warnIfPreprocessedWithDirectives(const InputFile &In) {
  std::string Ext = fs::path(In.Path).extension().string();
  if (In.Kind != InputKind::OtherSource || (Ext != ".i" && Ext != ".ii")) return;
  std::ifstream File(In.Path);
  for (std::string Line; std::getline(File, Line);) {
    size_t At = Line.find_first_not_of(" \t");
    if (At == std::string::npos || Line[At] != '#') continue;
    std::istringstream Words(Line.substr(At + 1));
    std::string Pragma, Nano;
    if (Words >> Pragma >> Nano && Pragma == "pragma" && Nano == "nano") {
      std::fprintf(stderr,
                   "nanocc: warning: '%s' is preprocessed source, compiled untranslated: its '#pragma nano' "
                   "directives are ignored; compile the original source instead\n",
                   In.Path.c_str());
      return;
    }
  }
}

/// The sanitizers among \p Flags ("-fsanitize=thread,undefined" -> thread, undefined),
/// in order; a later -fno-sanitize= removes them again.
std::vector<std::string> requestedSanitizers(const std::vector<std::string> &Flags) {
  std::vector<std::string> Names;
  for (const std::string &Flag : Flags) {
    bool On = Flag.rfind("-fsanitize=", 0) == 0, Off = Flag.rfind("-fno-sanitize=", 0) == 0;
    if (!On && !Off) continue;
    std::istringstream List(Flag.substr(Flag.find('=') + 1));
    for (std::string Name; std::getline(List, Name, ',');) {
      Names.erase(std::remove(Names.begin(), Names.end(), Name), Names.end());
      if (On) Names.push_back(Name);
    }
  }
  return Names;
}

/// ThreadSanitizer and AddressSanitizer need the runtime's own hooks (its atomics,
/// its fiber switches) to follow nano-threads; the runtime nanocc links was built
/// with -fsanitize=<RuntimeSanitize> only. Without the hooks ThreadSanitizer
/// reports races that do not exist, so the link says so (docs/getting-started.md).
void warnIfRuntimeNotSanitized(const std::vector<std::string> &LinkFlags, const std::string &RuntimeSanitize) {
  std::vector<std::string> Built = requestedSanitizers({"-fsanitize=" + RuntimeSanitize});
  for (const std::string &Name : requestedSanitizers(LinkFlags)) {
    if (Name != "thread" && Name != "address") continue;
    if (std::find(Built.begin(), Built.end(), Name) != Built.end()) continue;
    std::fprintf(stderr,
                 "nanocc: warning: '-fsanitize=%s' links the nanothreads runtime that was built without it, "
                 "so the sanitizer cannot follow nano-threads and reports %s that do not exist; link a runtime "
                 "built with the '%s' preset instead (see \"Sanitizers\" in docs/getting-started.md)\n",
                 Name.c_str(), Name == "thread" ? "data races" : "stack errors", Name == "thread" ? "tsan" : "asan");
  }
}

bool isCompiled(InputKind K) { return K != InputKind::Linker; }
bool isTranslated(InputKind K) { return K == InputKind::C || K == InputKind::CXX; }

class DriverRun {
public:
  DriverRun(const DriverOptions &Opts, const Toolchain &T) : Opts(Opts), T(T) {}

  int run() {
    if (Opts.Inputs.empty() && Opts.ClangQuery) {
      Command Cmd{Opts.CXXMode ? T.ClangXX : T.Clang};
      Cmd.insert(Cmd.end(), Opts.CompileFlags.begin(), Opts.CompileFlags.end());
      return execute(Cmd);
    }
    if (!checkCommandLine())
      return 1;
    if (Opts.Stage == Stage::Preprocess)
      return preprocess();

    std::vector<std::string> Objects(Opts.Inputs.size());
    int Status = 0;
    bool LinkAsCXX = false;
    for (size_t I = 0; I < Opts.Inputs.size(); ++I) {
      const InputFile &In = Opts.Inputs[I];
      if (!isCompiled(In.Kind)) {
        Objects[I] = In.Path;
        continue;
      }
      int S = compileInput(In, Objects[I], LinkAsCXX);
      if (S != 0 && Status == 0)
        Status = S;
    }
    if (Status != 0 || Opts.Stage != Stage::Link)
      return Status;
    return link(Objects, LinkAsCXX);
  }

private:
  bool checkCommandLine() {
    if (Opts.Inputs.empty()) {
      reportError("no input files");
      return false;
    }
    bool Ok = true;
    size_t Compiled = 0, Translated = 0;
    for (const InputFile &In : Opts.Inputs) {
      std::error_code Ec;
      if (!fs::exists(In.Path, Ec)) {
        reportError("no such file or directory: '" + In.Path + "'");
        Ok = false;
      }
      Compiled += isCompiled(In.Kind);
      Translated += isTranslated(In.Kind);
    }
    if (Opts.Output && Opts.Stage != Stage::Link && Opts.Stage != Stage::Preprocess &&
        Compiled > 1) {
      reportError("cannot specify -o when generating multiple output files");
      Ok = false;
    }
    if (Opts.EmitHTG && !Opts.EmitHTGFile.empty() && Opts.EmitHTGFile != "-" &&
        Translated > 1) {
      reportError("--emit-htg=" + Opts.EmitHTGFile +
                  " names one file but there are several sources; use --emit-htg to "
                  "write <name>.htg.json next to each output");
      Ok = false;
    }
    return Ok;
  }

  /// -E: the sources as written; an HTG input's generated code (what -S compiles).
  int preprocess() {
    std::vector<PreprocessSource> Sources;
    std::vector<std::pair<std::string, std::string>> Generated; ///< generated source, HTG input
    for (const InputFile &In : Opts.Inputs) {
      if (!isCompiled(In.Kind))
        continue;
      if (In.Kind != InputKind::HTG) {
        Sources.push_back({In.Path, In.Language, ""});
        continue;
      }
      CompileJob Job;
      Job.Input = &In;
      GeneratedSource Code;
      if (!generate(In, sourceStem(In), Job, Code))
        return 1;
      Sources.push_back({Job.Source, "", Job.QuoteIncludeDir});
      Generated.push_back({Job.Source, In.Path});
    }
    Command Cmd = preprocessCommand(Opts, T, Sources);
    RuleOnlyOutput Rules = ruleOnlyOutput(Opts);
    if (!Rules.RuleOnly || Generated.empty() || Opts.DryRun)
      return execute(Cmd);
    // -M/-MM over generated code: the rules name the HTG inputs, not our files.
    if (Opts.Verbose)
      std::fprintf(stderr, "%s\n", formatCommand(Cmd).c_str());
    std::string Error;
    if (!Rules.Path.empty()) {
      if (int Status = runCommand(Cmd))
        return Status;
      if (!renameGeneratedRules(Opts, Rules.Path, Generated, Error)) {
        reportError(Error);
        return 1;
      }
      return 0;
    }
    std::string Text;
    int Status = runCommandCapturing(Cmd, STDOUT_FILENO, Text);
    std::fputs(renamedGeneratedRules(Opts, Text, Generated).c_str(), stdout);
    return Status;
    return 0;
  }

  /// Prints (--verbose, -###) and runs (unless -###) one command.
  int execute(const Command &Cmd) {
    if (Opts.Verbose || Opts.DryRun)
      std::fprintf(stderr, "%s\n", formatCommand(Cmd).c_str());
    return Opts.DryRun ? 0 : runCommand(Cmd);
  }

  /// Compiles code generated from the HTG file \p HTGPath: the compiler's
  /// diagnostics are printed once each (see dropRepeatedDiagnostics), failed
  /// loop checks at their value (placeLoopChecksAtValues), in colour when stderr
  /// is a terminal as clang would choose itself.
  int executeGenerated(Command Cmd, const std::string &HTGPath, const htg::SourceMap &Map) {
    if (Opts.DryRun)
      return execute(Cmd);
    if (isatty(STDERR_FILENO))
      Cmd.insert(Cmd.begin() + 1, "-fcolor-diagnostics");
    if (Opts.Verbose)
      std::fprintf(stderr, "%s\n", formatCommand(Cmd).c_str());
    std::string Diagnostics;
    int Status = runCommandCapturing(Cmd, STDERR_FILENO, Diagnostics);
    std::fputs(placeLoopChecksAtValues(dropRepeatedDiagnostics(Diagnostics), HTGPath, Map).c_str(), stderr);
    return Status;
  }

  /// Where kept and emitted files go: next to the final output.
  fs::path outputDirectory(const std::string &StageOutput) const {
    if (Opts.Stage == Stage::Link)
      return fs::path(Opts.Output.value_or("a.out")).parent_path();
    return fs::path(StageOutput).parent_path();
  }

  static fs::path sourceStem(const InputFile &In) {
    if (In.Kind == InputKind::HTG)
      return htgStem(In.Path);
    return fs::path(In.Path).stem();
  }

  std::string stageOutput(const InputFile &In, std::string &Error) {
    fs::path Stem = sourceStem(In);
    switch (Opts.Stage) {
    case Stage::Link:
      return Temp.file(Stem.string(), ".o", Error);
    case Stage::Compile:
      return Opts.Output.value_or(Stem.string() + ".o");
    case Stage::Assemble:
      return Opts.Output.value_or(Stem.string() + ".s");
    case Stage::SyntaxOnly:
    case Stage::Preprocess:
      return "";
    }
    return "";
  }

  int compileInput(const InputFile &In, std::string &Object, bool &LinkAsCXX) {
    std::string Error;
    CompileJob Job;
    Job.Input = &In;
    Job.Source = In.Path;
    Job.CXX = In.Kind == InputKind::CXX;
    Job.Translate = isTranslated(In.Kind);
    warnIfPreprocessedWithDirectives(In);
    Job.Output = stageOutput(In, Error);
    if (!Error.empty()) {
      reportError(Error);
      return 1;
    }
    fs::path Dir = outputDirectory(Job.Output);
    fs::path Stem = sourceStem(In);
    std::string KeptExtension = Job.CXX || Opts.CXXMode ? ".nano.cpp" : ".nano.c";
    const bool Keeps = Opts.Keep && (Job.Translate || In.Kind == InputKind::HTG);
    fs::path KeptBase = Keeps ? keptBase(Dir / Stem) : Dir / Stem;
    if (Opts.Keep && Job.Translate)
      Job.KeepPath = KeptBase.string() + KeptExtension;
    if (Opts.EmitHTG && Job.Translate)
      Job.HTGPath = Opts.EmitHTGFile.empty() ? (Dir / Stem).string() + ".htg.json"
                                             : Opts.EmitHTGFile;

    DependencyFile Deps = dependencyFileFor(Opts, Stem.string());
    Job.DependencyOptions = Deps.Options;

    GeneratedSource Generated;
    if (In.Kind == InputKind::HTG && !generate(In, KeptBase, Job, Generated))
      return 1;
    if (Keeps && KeptBase != Dir / Stem)
      std::fprintf(stderr,
                   "nanocc: note: --keep: an earlier input keeps its translated source as '%s.nano.*': that of "
                   "'%s' is kept as '%s'\n",
                   (Dir / Stem).string().c_str(), In.Path.c_str(),
                   (In.Kind == InputKind::HTG ? Job.Source : Job.KeepPath).c_str());
    LinkAsCXX |= Job.CXX;
    Object = Job.Output;
    Command Compile = compileCommand(Opts, T, Job);
    int Status = In.Kind == InputKind::HTG ? executeGenerated(Compile, In.Path, Generated.SourceMap)
                                           : execute(Compile);
    if (Status != 0 || Opts.DryRun || Deps.Path.empty() || Deps.Path == "-" ||
        Job.Source == In.Path)
      return Status;
    if (!renamePrerequisite(Deps.Path, Job.Source, In.Path, Error)) {
      reportError(Error);
      return 1;
    }
    return 0;
  }

  /// Where --keep keeps a translated source: \p Base, or, when an earlier input of
  /// this command keeps one there (`a/g.htg.json b/g.htg.json`), `Base-2` (-3, ...).
  fs::path keptBase(const fs::path &Base) {
    fs::path Kept = Base;
    for (int K = 2; !KeptBases.insert(Kept.string()).second; ++K)
      Kept = Base.string() + "-" + std::to_string(K);
    return Kept;
  }

  /// Generates the code of an HTG input: kept next to the output with --keep,
  /// in the temporary directory otherwise.
  bool generate(const InputFile &In, const fs::path &KeptBase, CompileJob &Job,
                GeneratedSource &Generated) {
    std::string Error;
    std::string Base = Opts.Keep ? KeptBase.string() + ".nano"
                                 : Temp.file(sourceStem(In).string(), "", Error);
    if (Base.empty()) {
      reportError(Error);
      return false;
    }
    if (Opts.Verbose || Opts.DryRun)
      std::fprintf(stderr, "# generate %s from %s (HTG code generator)\n",
                   (Base + ".c|.cpp").c_str(), In.Path.c_str());
    if (!generateFromHTG(In.Path, Base, Generated))
      return false;
    Job.Source = Generated.Path;
    Job.CXX = Generated.CXX;
    Job.NestedDirectives = Generated.NestedDirectives;
    // The document's "includes" name the user's headers, next to the HTG file.
    fs::path HTGDir = fs::path(In.Path).parent_path();
    Job.QuoteIncludeDir = HTGDir.empty() ? "." : HTGDir.string();
    return true;
  }

  int link(const std::vector<std::string> &Objects, bool LinkAsCXX) {
    std::string Output = Opts.Output.value_or("a.out");
    if (std::string Why = unwritableOutput(Output); !Why.empty() && !Opts.DryRun) {
      reportError(Why);
      return 1;
    }
    std::string Staged = stagingNameFor(Output);
    warnIfRuntimeNotSanitized(Opts.LinkFlags, T.Sanitize);
    int Status = execute(linkCommand(Opts, T, Objects, LinkAsCXX, Staged));
    if (Opts.DryRun)
      return Status;
    std::string Error;
    if (Status == 0 && !commitOutput(Staged, Output, Error)) {
      reportError(Error);
      Status = 1;
    }
    std::error_code Ignored;
    fs::remove(Staged, Ignored);
    return Status;
  }

  const DriverOptions &Opts;
  const Toolchain &T;
  TempDir Temp;
  std::set<std::string> KeptBases; ///< --keep: the bases kept so far
};

} // namespace

int runDriver(const DriverOptions &Opts, const Toolchain &T) {
  return DriverRun(Opts, T).run();
}

} // namespace nanocc::driver
