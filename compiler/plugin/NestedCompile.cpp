//===- NestedCompile.cpp - Compile a (rewritten) main file in a nested CompilerInstance ===//
#include "NestedCompile.h"
#include "SharedPreamble.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/FrontendTool/Utils.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;

namespace nanoplugin {
namespace {

/// The invocation of the nested compile: the outer one minus every plugin, with
/// the requested action and the runtime headers reachable.
std::shared_ptr<CompilerInvocation>
makeNestedInvocation(const CompilerInvocation &Original,
                     const NestedCompileRequest &Request) {
  auto Invocation = std::make_shared<CompilerInvocation>(Original);
  FrontendOptions &Frontend = Invocation->getFrontendOpts();
  Frontend.ProgramAction = Request.Action;
  Frontend.ActionName.clear();
  Frontend.Plugins.clear();
  Frontend.PluginArgs.clear();
  Frontend.AddPluginActions.clear();
  if (!Request.RuntimeIncludeDir.empty())
    Invocation->getHeaderSearchOpts().AddPath(Request.RuntimeIncludeDir,
                                              frontend::System,
                                              /*IsFramework=*/false,
                                              /*IgnoreSysRoot=*/true);
  return Invocation;
}

/// Runs the requested action with `#pragma nano` known to the preprocessor: the
/// translation consumed the main file's pragmas, but headers keep theirs (a
/// `declare` next to its prototype) and so does code the translation left in
/// place; none of them may become an "unknown pragma" warning (an error under
/// -Werror). Preprocessing-only actions keep printing them.
class KnowNanoPragmas : public WrapperFrontendAction {
public:
  using WrapperFrontendAction::WrapperFrontendAction;

protected:
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    if (CI.hasPreprocessor()) // none for an LLVM IR input
      CI.getPreprocessor().AddPragmaHandler(new EmptyPragmaHandler("nano"));
    return WrapperFrontendAction::BeginSourceFileAction(CI);
  }
};

bool preprocessesOnly(frontend::ActionKind Action) {
  return Action == frontend::PrintPreprocessedInput || Action == frontend::RunPreprocessorOnly ||
         Action == frontend::DumpTokens || Action == frontend::DumpRawTokens;
}

} // namespace

bool compileNested(const CompilerInvocation &Original,
                   DiagnosticConsumer &Diagnostics,
                   const NestedCompileRequest &Request) {
  std::shared_ptr<CompilerInvocation> Invocation =
      makeNestedInvocation(Original, Request);
  FrontendOptions &Frontend = Invocation->getFrontendOpts();
  if (Frontend.Inputs.size() != 1)
    return false;

  // Keeps a stdin main file's text alive while the nested compile reads it.
  std::unique_ptr<llvm::MemoryBuffer> StdinText;
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> PreambleVFS;
  std::optional<llvm::StringRef> Text;
  if (Request.MainFileText)
    Text = *Request.MainFileText;
  if (Request.Preamble && Request.Preamble->useForCompile(*Invocation, Text, PreambleVFS)) {
    // The main file is now the (translated) text, read after the preamble.
  } else if (Request.MainFileText) {
    const FrontendInputFile &Input = Frontend.Inputs.front();
    if (Input.isFile() && Input.getFile() != "-") {
      // The SourceManager takes ownership (RetainRemappedFileBuffers is false).
      Invocation->getPreprocessorOpts().addRemappedFile(
          Input.getFile(),
          llvm::MemoryBuffer::getMemBufferCopy(*Request.MainFileText, Input.getFile())
              .release());
    } else {
      StdinText = llvm::MemoryBuffer::getMemBufferCopy(*Request.MainFileText, "<stdin>");
      Frontend.Inputs.front() =
          FrontendInputFile(StdinText->getMemBufferRef(), Input.getKind(), Input.isSystem());
    }
  }

  auto Nested = std::make_unique<CompilerInstance>();
  Nested->setInvocation(Invocation);
  Nested->createDiagnostics(new ForwardingDiagnosticConsumer(Diagnostics),
                            /*ShouldOwnClient=*/true);
  if (PreambleVFS)
    Nested->createFileManager(PreambleVFS);
  std::unique_ptr<FrontendAction> Action = CreateFrontendAction(*Nested);
  if (!Action)
    return false;
  if (!preprocessesOnly(Request.Action))
    Action = std::make_unique<KnowNanoPragmas>(std::move(Action));
  bool Ok = Nested->ExecuteAction(*Action) && !Nested->getDiagnostics().hasErrorOccurred();
  // As cc1 does with its own instance under -disable-free (every compile the
  // clang driver starts): the process is about to exit, so the preprocessor,
  // source buffers and file tables are left to it rather than torn down.
  if (Frontend.DisableFree) {
    llvm::BuryPointer(std::move(Action));
    llvm::BuryPointer(std::move(Nested));
  }
  return Ok;
}

} // namespace nanoplugin
