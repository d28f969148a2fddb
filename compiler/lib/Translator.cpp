//===- Translator.cpp - The ASTConsumer that translates the main file -----===//
//
// Protocol: createTranslator installs the pragma handler (pragmas are recorded
// while clang parses), then at the end of the translation unit the consumer
// binds pragmas to statements, computes function summaries, lowers every
// directive of the main file with a clang::Rewriter, and stores the result.
//
//===----------------------------------------------------------------------===//
#include "nanocc/Translator.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/HTGEmitter.h"
#include "nanocc/Lowering.h"
#include "nanocc/Pragma.h"
#include "nanocc/PragmaBinding.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Rewrite/Core/Rewriter.h"

using namespace clang;

namespace nanocc {

namespace {

class TranslatorConsumer : public ASTConsumer {
public:
  TranslatorConsumer(const TranslateOptions &Opts,
                     TranslateResult &Result, std::shared_ptr<Diagnoser> Diags,
                     std::shared_ptr<PragmaTable> Table)
      : Opts(Opts), Result(Result), Diags(std::move(Diags)),
        Table(std::move(Table)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    SourceManager &SM = Ctx.getSourceManager();
    Result.Ok = false;
    Result.Changed = false;
    Result.Rewritten.clear();
    // Clang's own errors (not ours, from the pragma handler) stop here.
    if (Ctx.getDiagnostics().getClient()->getNumErrors() > Diags->errorCount())
      return;
    bindPragmas(Ctx, *Table, *Diags);

    Rewriter Rewrite(SM, Ctx.getLangOpts());
    FileID Main = SM.getMainFileID();
    bool AnyInMain = false;
    for (const NanoPragma &P : Table->Pragmas)
      if (SM.isWrittenInMainFile(P.HashLoc))
        AnyInMain = true;
    Result.Changed = AnyInMain;
    if (AnyInMain)
      lowerTranslationUnit(Ctx, *Table, *Diags, Opts, Rewrite);
    else if (!Opts.EmitHTGPath.empty())
      emitHTG({}, Ctx, Opts.EmitHTGPath);
    if (Diags->hasErrors() || Ctx.getDiagnostics().hasErrorOccurred())
      return;
    if (const RewriteBuffer *Buf = Rewrite.getRewriteBufferFor(Main))
      Result.Rewritten.assign(Buf->begin(), Buf->end());
    else
      Result.Rewritten = SM.getBufferData(Main).str();
    Result.Ok = true;
  }

private:
  const TranslateOptions &Opts;
  TranslateResult &Result;
  std::shared_ptr<Diagnoser> Diags;
  std::shared_ptr<PragmaTable> Table;
};

} // namespace

std::unique_ptr<ASTConsumer> createTranslator(CompilerInstance &CI,
                                              const TranslateOptions &Opts,
                                              TranslateResult &Result) {
  auto Diags = std::make_shared<Diagnoser>(CI.getDiagnostics());
  Diags->enableRemarks(Opts.Explain);
  auto Table = std::make_shared<PragmaTable>();
  installPragmaHandler(CI.getPreprocessor(), Diags, Table);
  return std::make_unique<TranslatorConsumer>(Opts, Result, Diags, Table);
}

} // namespace nanocc
