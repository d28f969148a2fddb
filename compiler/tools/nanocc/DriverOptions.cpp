//===- DriverOptions.cpp - nanocc's command line, classified --------------===//
//
// nanocc accepts cc's command line. Each option goes to the commands that use
// it, as clang's own driver would: preprocessor and language options to the
// compile commands, library options to the link command (in their original
// order relative to the inputs), code-generation options (-O, -f, -m, -g) to
// both. Unknown options go to both, so nanocc never rejects what clang accepts.
//
//===----------------------------------------------------------------------===//
#include "DriverOptions.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <string_view>

namespace nanocc::driver {
namespace {

bool startsWith(std::string_view S, std::string_view Prefix) {
  return S.substr(0, Prefix.size()) == Prefix;
}
bool endsWith(std::string_view S, std::string_view Suffix) {
  return S.size() >= Suffix.size() && S.substr(S.size() - Suffix.size()) == Suffix;
}
template <size_t N>
bool isOneOf(std::string_view S, const std::array<std::string_view, N> &Set) {
  return std::find(Set.begin(), Set.end(), S) != Set.end();
}

/// Compile-only options whose value is the next argument.
constexpr auto CompileWithValue = std::to_array<std::string_view>(
    {"-I", "-isystem", "-iquote", "-idirafter", "-include", "-imacros", "-D", "-U", "-MF", "-MT", "-MQ", "-MJ",
     "-Xclang", "-isysroot", "-Xpreprocessor", "-Xassembler", "-include-pch", "-serialize-diagnostics",
     "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-iwithsysroot", "-isystem-after", "-cxx-isystem",
     "-ivfsoverlay", "-working-directory"});
/// Ordered link options whose value is the next argument.
constexpr auto LinkItemWithValue = std::to_array<std::string_view>({"-L", "-l", "-Xlinker", "-T", "-u", "-z", "-e"});
/// Options for both compiling and linking whose value is the next argument.
constexpr auto BothWithValue = std::to_array<std::string_view>({"-target", "--sysroot", "-arch", "-B"});
/// Link-only flags.
constexpr auto LinkOnlyFlags = std::to_array<std::string_view>({
    "-shared",   "-static",        "-rdynamic",    "-pie",          "-no-pie",
    "-nostdlib", "-nodefaultlibs", "-nostartfiles", "-s",           "-r",
    "-static-libgcc", "-static-libstdc++", "-nolibc"});

/// clang's questions about itself (-print-search-dirs, -dumpmachine, -v):
/// without an input, nanocc passes them to clang to answer.
bool isClangQuery(std::string_view A) {
  return A == "-v" || A == "-dumpversion" || A == "-dumpmachine" || startsWith(A, "-print-") ||
         startsWith(A, "--print-");
}

bool isCompileOnlyJoined(std::string_view A) {
  if (startsWith(A, "-Wl,"))
    return false;
  return startsWith(A, "-I") || startsWith(A, "-D") || startsWith(A, "-U") ||
         startsWith(A, "-std=") || startsWith(A, "-W") || startsWith(A, "-M") ||
         startsWith(A, "-isystem") || startsWith(A, "-iquote") ||
         startsWith(A, "-idirafter") || startsWith(A, "-pedantic") || A == "-ansi" ||
         A == "-w" || A == "-C" || A == "-P" || A == "-emit-llvm" ||
         startsWith(A, "-nostdinc") || startsWith(A, "-ffile-prefix-map") ||
         A == "-trigraphs";
}

bool isLinkOnlyJoined(std::string_view A) {
  return isOneOf(A, LinkOnlyFlags) || startsWith(A, "-fuse-ld=") ||
         startsWith(A, "-rtlib=") || startsWith(A, "-unwindlib=") ||
         startsWith(A, "--ld-path=");
}

class Parser {
public:
  Parser(const std::vector<std::string> &Args, DriverOptions &Opts, std::string &Error)
      : Args(Args), Opts(Opts), Error(Error) {}

  bool run() {
    for (I = 0; I < Args.size(); ++I)
      if (!parseOne(Args[I]))
        return false;
    return true;
  }

private:
  /// The value of a separate-argument option; false (with Error) when missing.
  bool takeValue(std::string_view Option, std::string &Value) {
    if (I + 1 >= Args.size()) {
      Error = "missing argument to '" + std::string(Option) + "'";
      return false;
    }
    Value = Args[++I];
    return true;
  }

  void raiseStage(Stage S) {
    // Like clang, the earliest stop wins: -E, then -fsyntax-only, -S, -c.
    if (static_cast<int>(S) < static_cast<int>(Opts.Stage))
      Opts.Stage = S;
  }

  /// -Wnano..., -Wno-nano..., -Werror=nano..., -Wno-error=nano...
  static bool isNanoWarningFlag(std::string_view A) {
    if (!startsWith(A, "-W")) return false;
    std::string_view Group = A.substr(2);
    if (startsWith(Group, "no-")) Group.remove_prefix(3);
    if (startsWith(Group, "error=")) Group.remove_prefix(6);
    return startsWith(Group, "nano");
  }

  bool parseOwnOption(std::string_view A, bool &Handled) {
    Handled = true;
    if (A == "--keep") {
      Opts.Keep = true;
    } else if (A == "--emit-htg") {
      Opts.EmitHTG = true;
    } else if (startsWith(A, "--emit-htg=")) {
      Opts.EmitHTG = true;
      Opts.EmitHTGFile = std::string(A.substr(11));
      if (Opts.EmitHTGFile.empty()) {
        Error = "missing file name in '--emit-htg='";
        return false;
      }
    } else if (A == "--explain" || A == "-Rnano-analysis") {
      // -Rnano-analysis is the remark group's name (LANGUAGE.md); clang itself
      // does not know it, so it is not passed on.
      Opts.Explain = true;
    } else if (A == "-Rno-nano-analysis") {
      Opts.Explain = false;
    } else if (isNanoWarningFlag(A)) {
      // clang does not know the nano warning groups (it would warn "unknown warning
      // option"): the plugin gets them, and checks their names.
      Opts.NanoWarnings.push_back(std::string(A.substr(2)));
    } else if (startsWith(A, "--grain=")) {
      std::string_view V = A.substr(8);
      unsigned Grain = 0;
      auto [End, Ec] = std::from_chars(V.data(), V.data() + V.size(), Grain);
      if (V.empty() || Ec != std::errc() || End != V.data() + V.size()) {
        Error = "invalid value '" + std::string(V) +
                "' in '--grain=': expected a number of operations";
        return false;
      }
      Opts.Grain = Grain;
    } else if (A == "--help" || A == "-help") {
      Opts.Help = true;
    } else if (A == "--version") {
      Opts.Version = true;
    } else if (A == "--verbose") {
      Opts.Verbose = true;
    } else if (A == "-###") {
      Opts.DryRun = true;
    } else {
      Handled = false;
    }
    return true;
  }

  bool parseOne(const std::string &Arg) {
    std::string_view A(Arg);
    bool Handled = false;
    if (!parseOwnOption(A, Handled))
      return false;
    if (Handled)
      return true;

    if (A.empty() || A[0] != '-') {
      addInput(Arg);
      return true;
    }
    if (A == "-") {
      Error = "reading the source from standard input is not supported; pass a file";
      return false;
    }
    if (startsWith(A, "-save-temps")) {
      // The translated source is what -save-temps would be wanted for; the
      // plugin cannot run in clang's separate preprocess/compile steps.
      Error = "'" + Arg +
              "' is not supported: use --keep to keep the translated source next to "
              "the output as <name>.nano.c (or .nano.cpp)";
      return false;
    }
    if (A == "-M" || A == "-MM") {
      // As in clang: the dependency rule instead of the preprocessed text, which
      // implies -E (nothing compiled or linked).
      raiseStage(Stage::Preprocess);
      Opts.CompileFlags.push_back(Arg);
      return true;
    }
    if (isClangQuery(A))
      Opts.ClangQuery = true;
    if (A == "-c")
      raiseStage(Stage::Compile);
    else if (A == "-S")
      raiseStage(Stage::Assemble);
    else if (A == "-E")
      raiseStage(Stage::Preprocess);
    else if (A == "-fsyntax-only")
      raiseStage(Stage::SyntaxOnly);
    else if (A == "-o" || (startsWith(A, "-o") && A.size() > 2))
      return parseOutput(A);
    else if (A == "-x" || (startsWith(A, "-x") && A.size() > 2))
      return parseLanguage(A);
    else if (isOneOf(A, CompileWithValue))
      return passWithValue(A, &Opts.CompileFlags, nullptr);
    else if (isOneOf(A, LinkItemWithValue)) {
      std::string Value;
      if (!takeValue(A, Value))
        return false;
      Opts.LinkItems.push_back({std::string(A)});
      Opts.LinkItems.push_back({Value});
    } else if (isOneOf(A, BothWithValue))
      return passWithValue(A, &Opts.CompileFlags, &Opts.LinkFlags);
    else if (startsWith(A, "-L") || startsWith(A, "-l") || startsWith(A, "-Wl,"))
      Opts.LinkItems.push_back({Arg});
    else if (isLinkOnlyJoined(A))
      Opts.LinkFlags.push_back(Arg);
    else if (isCompileOnlyJoined(A))
      Opts.CompileFlags.push_back(Arg);
    else {
      Opts.CompileFlags.push_back(Arg);
      Opts.LinkFlags.push_back(Arg);
    }
    return true;
  }

  bool parseOutput(std::string_view A) {
    std::string Value;
    if (A == "-o") {
      if (!takeValue(A, Value))
        return false;
    } else {
      Value = std::string(A.substr(2));
    }
    if (Opts.Output) {
      Error = "more than one output file ('-o " + *Opts.Output + "' and '-o " +
              Value + "')";
      return false;
    }
    Opts.Output = Value;
    return true;
  }

  bool parseLanguage(std::string_view A) {
    std::string Value;
    if (A == "-x") {
      if (!takeValue(A, Value))
        return false;
    } else {
      Value = std::string(A.substr(2));
    }
    Language = Value == "none" ? "" : Value;
    return true;
  }

  bool passWithValue(std::string_view A, std::vector<std::string> *First,
                     std::vector<std::string> *Second) {
    std::string Value;
    if (!takeValue(A, Value))
      return false;
    for (std::vector<std::string> *To : {First, Second}) {
      if (!To)
        continue;
      To->push_back(std::string(A));
      To->push_back(Value);
    }
    return true;
  }

  void addInput(const std::string &Path) {
    InputFile In{Path, classifyInput(Path, Language, Opts.CXXMode), Language};
    Opts.LinkItems.push_back({"", static_cast<int>(Opts.Inputs.size())});
    Opts.Inputs.push_back(std::move(In));
  }

  const std::vector<std::string> &Args;
  DriverOptions &Opts;
  std::string &Error;
  size_t I = 0;
  std::string Language;
};

} // namespace

InputKind classifyInput(const std::string &Path, const std::string &Language,
                        bool CXXMode) {
  if (Language == "c")
    return CXXMode ? InputKind::CXX : InputKind::C;
  if (Language == "c++")
    return InputKind::CXX;
  if (!Language.empty())
    return InputKind::OtherSource;
  if (endsWith(Path, ".htg.json"))
    return InputKind::HTG;
  std::string_view Ext(Path);
  size_t Dot = Ext.rfind('.');
  size_t Slash = Ext.rfind('/');
  if (Dot == std::string_view::npos || (Slash != std::string_view::npos && Dot < Slash))
    return InputKind::Linker;
  Ext = Ext.substr(Dot + 1);
  if (Ext == "c")
    return CXXMode ? InputKind::CXX : InputKind::C;
  constexpr std::array<std::string_view, 6> CXXExtensions = {"cpp", "cc",  "cxx",
                                                             "c++", "C",   "cp"};
  if (isOneOf(Ext, CXXExtensions))
    return InputKind::CXX;
  constexpr std::array<std::string_view, 7> OtherExtensions = {"s", "S",  "i", "ii",
                                                               "m", "mm", "sx"};
  if (isOneOf(Ext, OtherExtensions))
    return InputKind::OtherSource;
  return InputKind::Linker;
}

bool parseDriverOptions(const std::vector<std::string> &Args, bool CXXMode,
                        DriverOptions &Opts, std::string &Error) {
  Opts.CXXMode = CXXMode;
  return Parser(Args, Opts, Error).run();
}

} // namespace nanocc::driver
