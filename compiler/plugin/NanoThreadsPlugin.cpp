//===- NanoThreadsPlugin.cpp - clang -fplugin=NanoThreadsPlugin.so: translate, then compile ===//
//
// Protocol (clang 19, one main file per cc1 run):
//  1. Loading the plugin makes clang run NanoThreadsAction *instead of* the
//     normal compile (ReplaceAction); clang forgets what the command asked for,
//     RequestedAction.h recovers it.
//  2. BeginInvocation keeps a copy of the untouched invocation, then silences the
//     outer run's dependency file: only the nested compile writes it.
//  3. The outer run parses the file with clang's own warnings ignored (the nested
//     compile reports them, once) and the translator's consumer analyses it.
//     The analysis parse skips the bodies of system-header functions
//     (SystemBodySkipping.h). With NANO_TRANSLATE_PREAMBLE=1, for C++,
//     BeginInvocation first precompiles the file's preamble (its leading
//     #includes) in memory; the analysis parse and the nested compile both read
//     the headers from it (SharedPreamble.h).
//  4. At the end of the translation unit, unless an error was reported, the
//     rewritten text (or the original one, for a file without `#pragma nano`) is
//     compiled by a nested CompilerInstance running the requested action.
// Preprocessing-only runs (-E, -M) and inputs that are not C/C++ source text
// (a header for a PCH, preprocessed output, LLVM IR) skip steps 3-4: the nested
// compile runs on the original input.
//
//===----------------------------------------------------------------------===//
#include "NestedCompile.h"
#include "PhaseTimes.h"
#include "PluginOptions.h"
#include "RequestedAction.h"
#include "RuntimeLocation.h"
#include "SharedPreamble.h"
#include "SystemBodySkipping.h"

#include "nanocc/Translator.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace nanoplugin {
namespace {

void reportError(CompilerInstance &CI, llvm::StringRef Message) {
  DiagnosticsEngine &Diags = CI.getDiagnostics();
  unsigned ID = Diags.getCustomDiagID(DiagnosticsEngine::Error, "%0");
  Diags.Report(ID) << Message;
}

/// State shared by the action and its end-of-TU consumer.
struct PluginRun {
  PluginOptions Options;
  std::shared_ptr<CompilerInvocation> Original;
  frontend::ActionKind Requested = frontend::EmitObj;
  nanocc::TranslateResult Result;
  SharedPreamble Preamble;
  PhaseTimes Times;
};

/// Runs first at the end of the translation unit: the analysis parse is over.
class ParseEndConsumer : public ASTConsumer {
public:
  explicit ParseEndConsumer(PhaseTimes &Times) : Times(Times) {}
  void HandleTranslationUnit(ASTContext &) override { Times.mark(PhaseTimes::Parse); }

private:
  PhaseTimes &Times;
};

/// Runs after the translator's consumer: writes the kept source and compiles.
class CompileTranslatedConsumer : public ASTConsumer {
public:
  CompileTranslatedConsumer(CompilerInstance &CI, PluginRun &Run) : CI(CI), Run(Run) {}

  void HandleTranslationUnit(ASTContext &Context) override {
    Run.Times.mark(PhaseTimes::Translate);
    if (CI.getDiagnostics().hasErrorOccurred())
      return;
    if (!Run.Result.Ok) {
      reportError(CI, "the nano translator failed without reporting why; "
                      "please report this with the source file");
      return;
    }
    const SourceManager &SM = Context.getSourceManager();
    std::string Text = Run.Result.Changed
                           ? Run.Result.Rewritten
                           : SM.getBufferData(SM.getMainFileID()).str();
    if (!Run.Options.KeepPath.empty() && !keep(Text))
      return;
    NestedCompileRequest Request;
    Request.Action = Run.Requested;
    if (Run.Result.Changed)
      Request.MainFileText = std::move(Text);
    Request.RuntimeIncludeDir = findRuntimeIncludeDir();
    Request.Preamble = &Run.Preamble;
    compileNested(*Run.Original, CI.getDiagnosticClient(), Request);
    Run.Times.mark(PhaseTimes::Compile);
    Run.Times.report(CI.getFrontendOpts().Inputs.front().getFile());
  }

private:
  /// Writes the translated source through a temporary file renamed into place.
  bool keep(llvm::StringRef Text) {
    llvm::Error Failed = llvm::writeToOutput(
        Run.Options.KeepPath, [&](llvm::raw_ostream &OS) -> llvm::Error {
          OS << Text;
          return llvm::Error::success();
        });
    if (!Failed)
      return true;
    reportError(CI, "cannot write the translated source: " +
                        llvm::toString(std::move(Failed)));
    return false;
  }

  CompilerInstance &CI;
  PluginRun &Run;
};

/// Sources the translator reads: C/C++ text. Headers (precompiled), preprocessed
/// output and LLVM IR are compiled untouched.
bool isTranslated(const FrontendInputFile &Input) {
  InputKind Kind = Input.getKind();
  return Kind.getFormat() == InputKind::Source && !Kind.isHeader() &&
         !Kind.isPreprocessed() && Kind.getLanguage() != Language::LLVM_IR;
}

class NanoThreadsAction : public PluginASTAction {
protected:
  ActionType getActionType() override { return ReplaceAction; }
  /// LLVM IR inputs (e.g. `clang -fplugin=... -c app.ll`) reach ExecuteAction,
  /// which hands them untouched to the nested compile.
  bool hasIRSupport() const override { return true; }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    std::string Error;
    if (parsePluginArgs(Args, Run.Options, Error)) {
      // `-Rnano-analysis` on the clang command line also asks for the remarks
      // (clang warns that it does not know the group before the plugin loads).
      for (const std::string &Remark : CI.getDiagnosticOpts().Remarks)
        if (Remark == "nano-analysis" || Remark == "no-nano-analysis")
          Run.Options.Translate.Explain = Remark == "nano-analysis";
      return true;
    }
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    Diags.Report(Diags.getCustomDiagID(DiagnosticsEngine::Error, "%0")) << Error;
    return false;
  }

  bool BeginInvocation(CompilerInstance &CI) override {
    Run.Times.mark(PhaseTimes::Startup);
    if (commandLineSavesTemps()) {
      reportError(CI, "-save-temps cannot be used with the nano plugin; use "
                      "-fplugin-arg-nano-keep=<path> to see the translated source");
      return false;
    }
    Run.Original = std::make_shared<CompilerInvocation>(CI.getInvocation());
    Run.Requested = recoverRequestedAction(CI.getInvocation());
    CI.getDependencyOutputOpts() = DependencyOutputOptions();
    const auto &Inputs = CI.getFrontendOpts().Inputs;
    if (Run.Requested == frontend::PrintPreprocessedInput || Inputs.size() != 1 ||
        !isTranslated(Inputs.front()))
      return true;
    SharedPreamble::BuildResult Built = Run.Preamble.build(CI);
    Run.Times.mark(PhaseTimes::Preamble);
    switch (Built) {
    case SharedPreamble::BuildResult::Built:
      Run.Preamble.useForAnalysis(CI);
      return true;
    case SharedPreamble::BuildResult::NotUsed:
      return true;
    case SharedPreamble::BuildResult::HeaderErrors:
      return false;
    }
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    // Clang's own warnings come from the nested compile; here they would be
    // reported twice. Errors and the translator's diagnostics stay.
    CI.getDiagnostics().setSeverityForAll(diag::Flavor::WarningOrError,
                                          diag::Severity::Ignored);
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    if (enableSystemBodySkipping(CI))
      Consumers.push_back(createSystemBodySkipper(CI));
    Consumers.push_back(std::make_unique<ParseEndConsumer>(Run.Times));
    Consumers.push_back(nanocc::createTranslator(CI, Run.Options.Translate, Run.Result));
    Consumers.push_back(std::make_unique<CompileTranslatedConsumer>(CI, Run));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }

  void ExecuteAction() override {
    if (Run.Requested != frontend::PrintPreprocessedInput && isTranslated(getCurrentInput())) {
      ASTFrontendAction::ExecuteAction();
      return;
    }
    CompilerInstance &CI = getCompilerInstance();
    NestedCompileRequest Request;
    Request.Action = Run.Requested;
    Request.RuntimeIncludeDir = findRuntimeIncludeDir();
    compileNested(*Run.Original, CI.getDiagnosticClient(), Request);
    Run.Times.mark(PhaseTimes::Compile);
    Run.Times.report(getCurrentFile());
  }

private:
  PluginRun Run;
};

} // namespace
} // namespace nanoplugin

static FrontendPluginRegistry::Add<nanoplugin::NanoThreadsAction>
    RegisterNanoThreads("nano", "translate #pragma nano and compile the result");
