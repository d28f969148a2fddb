//===- RequestedAction.cpp - The compile step the command line asked for --===//
#include "RequestedAction.h"

#include "clang/Frontend/CompilerInvocation.h"
#include "llvm/ADT/StringSwitch.h"

#include <fstream>
#include <iterator>

using namespace clang;
using namespace clang::frontend;

namespace nanoplugin {
namespace {

/// The words of /proc/self/cmdline (NUL-separated); empty when unreadable.
std::vector<std::string> readOwnCommandLine() {
  std::ifstream In("/proc/self/cmdline", std::ios::binary);
  std::string Raw((std::istreambuf_iterator<char>(In)),
                  std::istreambuf_iterator<char>());
  std::vector<std::string> Words;
  llvm::StringRef Rest(Raw);
  while (!Rest.empty()) {
    auto [Word, Tail] = Rest.split('\0');
    Words.push_back(Word.str());
    Rest = Tail;
  }
  return Words;
}

std::optional<ActionKind> actionFromCC1Line(llvm::ArrayRef<std::string> Args) {
  std::optional<ActionKind> Found;
  for (const std::string &Arg : Args) {
    std::optional<ActionKind> Kind =
        llvm::StringSwitch<std::optional<ActionKind>>(Arg)
            .Case("-emit-obj", EmitObj)
            .Case("-S", EmitAssembly)
            .Case("-emit-llvm", EmitLLVM)
            .Case("-emit-llvm-bc", EmitBC)
            .Case("-emit-llvm-only", EmitLLVMOnly)
            .Case("-emit-codegen-only", EmitCodeGenOnly)
            .Case("-E", PrintPreprocessedInput)
            .Case("-fsyntax-only", ParseSyntaxOnly)
            .Default(std::nullopt);
    if (Kind)
      Found = Kind; // like cc1: the last action flag wins
  }
  return Found;
}

std::optional<ActionKind> actionFromDriverLine(llvm::ArrayRef<std::string> Args) {
  bool Preprocess = false, SyntaxOnly = false, Assembly = false, LLVMIR = false;
  for (const std::string &Arg : Args) {
    llvm::StringRef A(Arg);
    if (A.starts_with("@") || A.starts_with("-save-temps") || A == "-###")
      return std::nullopt;
    if (A == "-E" || A == "-M" || A == "-MM")
      Preprocess = true;
    else if (A == "-fsyntax-only")
      SyntaxOnly = true;
    else if (A == "-S")
      Assembly = true;
    else if (A == "-emit-llvm")
      LLVMIR = true;
  }
  // The driver's phase order: -E stops first, then -fsyntax-only, then -S.
  if (Preprocess)
    return PrintPreprocessedInput;
  if (SyntaxOnly)
    return ParseSyntaxOnly;
  if (Assembly)
    return LLVMIR ? EmitLLVM : EmitAssembly;
  return LLVMIR ? EmitBC : EmitObj;
}

} // namespace

std::optional<ActionKind> actionFromCommandLine(llvm::ArrayRef<std::string> Argv) {
  if (Argv.size() < 2)
    return std::nullopt;
  if (Argv[1] == "-cc1")
    return actionFromCC1Line(Argv.drop_front(2));
  return actionFromDriverLine(Argv.drop_front(1));
}

ActionKind actionFromOutputName(llvm::StringRef Output) {
  return llvm::StringSwitch<ActionKind>(llvm::StringRef(Output).rsplit('.').second)
      .Case("s", EmitAssembly)
      .Case("ll", EmitLLVM)
      .Case("bc", EmitBC)
      .Cases("i", "ii", PrintPreprocessedInput)
      .Default(EmitObj);
}

bool commandLineSavesTemps() {
  for (const std::string &Arg : readOwnCommandLine())
    if (llvm::StringRef(Arg).starts_with("-save-temps"))
      return true;
  return false;
}

ActionKind recoverRequestedAction(const CompilerInvocation &Invocation) {
  std::optional<ActionKind> Kind = actionFromCommandLine(readOwnCommandLine());
  if (!Kind)
    Kind = actionFromOutputName(Invocation.getFrontendOpts().OutputFile);
  // A header given to -c (CMake's precompiled headers): clang makes a PCH of it.
  const FrontendOptions &Frontend = Invocation.getFrontendOpts();
  if (*Kind == EmitObj && !Frontend.Inputs.empty() && Frontend.Inputs.front().isHeader())
    return GeneratePCH;
  const CodeGenOptions &CG = Invocation.getCodeGenOpts();
  if (CG.PrepareForLTO || CG.PrepareForThinLTO) {
    if (*Kind == EmitObj)
      return EmitBC;
    if (*Kind == EmitAssembly)
      return EmitLLVM;
  }
  return *Kind;
}

} // namespace nanoplugin
