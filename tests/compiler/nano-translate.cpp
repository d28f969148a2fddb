// nano-translate.cpp - test-only tool: runs nanocc_lib on one file and prints the result.
//
// Usage: nano-translate FILE [--explain] [--emit-htg PATH] [--grain N] [-- clang-args...]
// Prints the translated file on stdout; diagnostics on stderr; exit 1 on error.
#include "nanocc/Translator.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <string>
#include <vector>

namespace {

class TranslateAction : public clang::ASTFrontendAction {
public:
  TranslateAction(const nanocc::TranslateOptions &Opts, nanocc::TranslateResult &Result)
      : Opts(Opts), Result(Result) {}
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef) override {
    return nanocc::createTranslator(CI, Opts, Result);
  }

private:
  const nanocc::TranslateOptions &Opts;
  nanocc::TranslateResult &Result;
};

class Factory : public clang::tooling::FrontendActionFactory {
public:
  Factory(const nanocc::TranslateOptions &Opts, nanocc::TranslateResult &Result)
      : Opts(Opts), Result(Result) {}
  std::unique_ptr<clang::FrontendAction> create() override {
    return std::make_unique<TranslateAction>(Opts, Result);
  }

private:
  const nanocc::TranslateOptions &Opts;
  nanocc::TranslateResult &Result;
};

} // namespace

int main(int argc, char **argv) {
  nanocc::TranslateOptions Opts;
  std::string File;
  std::vector<std::string> ClangArgs = {"-resource-dir=" NANO_CLANG_RESOURCE_DIR};
  for (int I = 1; I < argc; ++I) {
    if (!std::strcmp(argv[I], "--")) {
      for (++I; I < argc; ++I)
        ClangArgs.push_back(argv[I]);
      break;
    }
    if (!std::strcmp(argv[I], "--explain"))
      Opts.Explain = true;
    else if (!std::strcmp(argv[I], "--emit-htg") && I + 1 < argc)
      Opts.EmitHTGPath = argv[++I];
    else if (!std::strcmp(argv[I], "--grain") && I + 1 < argc)
      Opts.GrainThreshold = static_cast<unsigned>(std::stoul(argv[++I]));
    else
      File = argv[I];
  }
  if (File.empty()) {
    llvm::errs() << "usage: nano-translate FILE [--explain] [--emit-htg PATH] [-- clang-args]\n";
    return 2;
  }
  clang::tooling::FixedCompilationDatabase DB(".", ClangArgs);
  clang::tooling::ClangTool Tool(DB, {File});
  nanocc::TranslateResult Result;
  Factory F(Opts, Result);
  int RC = Tool.run(&F);
  if (RC != 0 || !Result.Ok)
    return 1;
  llvm::outs() << Result.Rewritten;
  return 0;
}
