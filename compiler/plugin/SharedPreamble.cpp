//===- SharedPreamble.cpp - One parse of a C++ file's headers for the analysis and the compile ===//
#include "SharedPreamble.h"
#include "NanoPragmaText.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendOptions.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdlib>
#include <cstring>

using namespace clang;

namespace nanoplugin {
namespace {

/// Records that a `#pragma nano` was met while the preamble was built.
class NanoPragmaSpotter : public PragmaHandler {
public:
  explicit NanoPragmaSpotter(bool &Seen) : PragmaHandler("nano"), Seen(Seen) {}
  void HandlePragma(Preprocessor &, PragmaIntroducer, Token &) override { Seen = true; }

private:
  bool &Seen;
};

class SpotNanoPragmas : public PreambleCallbacks {
public:
  void BeforeExecute(CompilerInstance &CI) override {
    CI.getPreprocessor().AddPragmaHandler(new NanoPragmaSpotter(Seen));
  }
  bool Seen = false;
};

/// The shared preamble is opt-in (NANO_TRANSLATE_PREAMBLE=1): skipping the bodies of
/// system-header functions in the analysis parse (SystemBodySkipping.h) costs less
/// than building and loading it twice (docs/performance-compiler.md, session 7).
bool enabledByEnvironment() {
  const char *Value = std::getenv("NANO_TRANSLATE_PREAMBLE");
  return Value && std::strcmp(Value, "1") == 0;
}

/// Configurations whose preamble this file does not share (see the header).
bool supported(const CompilerInstance &CI) {
  const LangOptions &Lang = CI.getLangOpts();
  const PreprocessorOptions &PP = CI.getPreprocessorOpts();
  const FrontendOptions &Frontend = CI.getFrontendOpts();
  if (!Lang.CPlusPlus || Lang.Modules || CI.hasSourceManager())
    return false;
  if (!PP.Includes.empty() || !PP.MacroIncludes.empty() || !PP.ImplicitPCHInclude.empty() ||
      !PP.RemappedFiles.empty() || !PP.RemappedFileBuffers.empty() || PP.DetailedRecord)
    return false;
  if (CI.getDiagnosticOpts().VerifyDiagnostics || Frontend.Inputs.size() != 1)
    return false;
  const FrontendInputFile &Input = Frontend.Inputs.front();
  return Input.isFile() && Input.getFile() != "-";
}

} // namespace

SharedPreamble::BuildResult SharedPreamble::build(CompilerInstance &CI) {
  if (!enabledByEnvironment() || !supported(CI))
    return BuildResult::NotUsed;
  const LangOptions &Lang = CI.getLangOpts();
  llvm::StringRef Path = CI.getFrontendOpts().Inputs.front().getFile();
  BaseVFS = CI.hasFileManager()
                ? CI.getFileManager().getVirtualFileSystemPtr()
                : createVFSFromCompilerInvocation(CI.getInvocation(), CI.getDiagnostics());
  auto Text = BaseVFS->getBufferForFile(Path);
  if (!Text)
    return BuildResult::NotUsed;
  PreambleBounds Bounds = ComputePreambleBounds(Lang, (*Text)->getMemBufferRef(), 0);
  if (Bounds.Size == 0 || hasNanoPragmaLine((*Text)->getBuffer().take_front(Bounds.Size)))
    return BuildResult::NotUsed;

  // The preamble is compiled as the file itself would be, minus the plugin and the
  // dependency file (the nested compile writes that one).
  CompilerInvocation Invocation(CI.getInvocation());
  FrontendOptions &Frontend = Invocation.getFrontendOpts();
  Frontend.Plugins.clear();
  Frontend.PluginArgs.clear();
  Frontend.AddPluginActions.clear();
  Frontend.ActionName.clear();
  Invocation.getDependencyOutputOpts() = DependencyOutputOptions();

  // Its diagnostics are the headers' diagnostics of this compile: they go to the
  // outer client now, which is not inside a source file yet.
  DiagnosticConsumer &Client = CI.getDiagnosticClient();
  IntrusiveRefCntPtr<DiagnosticsEngine> Diags(new DiagnosticsEngine(
      CI.getDiagnostics().getDiagnosticIDs(), &CI.getDiagnosticOpts(),
      new ForwardingDiagnosticConsumer(Client), /*ShouldOwnClient=*/true));
  SpotNanoPragmas Spotter;
  Client.BeginSourceFile(Lang, nullptr);
  auto Built = PrecompiledPreamble::Build(Invocation, Text->get(), Bounds, *Diags, BaseVFS,
                                          CI.getPCHContainerOperations(),
                                          /*StoreInMemory=*/true, /*StoragePath=*/"", Spotter);
  Client.EndSourceFile();
  if (Diags->hasErrorOccurred())
    return BuildResult::HeaderErrors;
  if (!Built)
    return BuildResult::NotUsed;
  Preamble.emplace(std::move(*Built));
  MainText = std::move(*Text);
  ForAnalysis = !Spotter.Seen;
  return BuildResult::Built;
}

void SharedPreamble::useForAnalysis(CompilerInstance &CI) {
  if (!Preamble || !ForAnalysis)
    return;
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> VFS = BaseVFS;
  // The SourceManager takes the buffer (RetainRemappedFileBuffers is false).
  Preamble->AddImplicitPreamble(
      CI.getInvocation(), VFS,
      llvm::MemoryBuffer::getMemBufferCopy(MainText->getBuffer(),
                                           MainText->getBufferIdentifier())
          .release());
  CI.createFileManager(VFS);
}

bool SharedPreamble::useForCompile(CompilerInvocation &Invocation,
                                   std::optional<llvm::StringRef> Translated,
                                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> &VFS) const {
  if (!Preamble)
    return false;
  llvm::StringRef Text = Translated ? *Translated : MainText->getBuffer();
  std::unique_ptr<llvm::MemoryBuffer> Buffer =
      llvm::MemoryBuffer::getMemBufferCopy(Text, MainText->getBufferIdentifier());
  PreambleBounds Bounds =
      ComputePreambleBounds(Invocation.getLangOpts(), Buffer->getMemBufferRef(), 0);
  if (!Preamble->CanReuse(Invocation, Buffer->getMemBufferRef(), Bounds, *BaseVFS))
    return false;
  VFS = BaseVFS;
  Preamble->AddImplicitPreamble(Invocation, VFS, Buffer.release());
  return true;
}

} // namespace nanoplugin
