//===- Translator.cpp - The ASTConsumer that translates the main file -----===//
//
// Protocol: createTranslator installs the pragma handler (pragmas are recorded
// while clang parses), then at the end of the translation unit the consumer
// binds pragmas to statements, computes function summaries, lowers every
// directive of the main file with a clang::Rewriter, and stores the result.
// --emit-htg: the lowering writes the HTG to a pending file next to the target
// (stdout: a temporary file), which becomes the target only when the translation
// reports no error, so a failed compile never leaves an HTG behind.
//
//===----------------------------------------------------------------------===//
#include "nanocc/Translator.h"
#include "nanocc/Access.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/GeneratedCodeWarnings.h"
#include "nanocc/HTGEmitter.h"
#include "nanocc/Lowering.h"
#include "nanocc/QuotedMacroArguments.h"
#include "nanocc/Pragma.h"
#include "nanocc/PragmaBinding.h"
#include "nanocc/ReservedNames.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace nanocc {

namespace {

/// Where the lowering writes the HTG until the translation is known to succeed.
class PendingHTG {
public:
  PendingHTG(const std::string &Target, clang::DiagnosticsEngine &Diags)
      : Target(Target), Diags(Diags) {
    if (Target.empty())
      return;
    llvm::SmallString<128> Temp;
    std::error_code EC =
        Target == "-" ? llvm::sys::fs::createTemporaryFile("nano-htg", "json", Temp)
                      : llvm::sys::fs::createUniqueFile(Target + ".pending-%%%%%%", Temp);
    if (EC) {
      report("cannot create a temporary file for the HTG", EC);
      return;
    }
    Path = Temp.str().str();
  }
  ~PendingHTG() {
    if (!Path.empty())
      llvm::sys::fs::remove(Path);
  }
  /// What the lowering writes to ("" when no HTG is wanted or it cannot be written).
  const std::string &path() const { return Path; }

  /// Moves the written HTG to the target (stdout for "-").
  void commit() {
    if (Path.empty())
      return;
    std::error_code EC;
    if (Target == "-") {
      auto Text = llvm::MemoryBuffer::getFile(Path);
      if (Text)
        llvm::outs() << (*Text)->getBuffer();
      else
        EC = Text.getError();
    } else {
      EC = llvm::sys::fs::rename(Path, Target);
    }
    if (EC)
      report("cannot write the HTG to", EC);
  }

private:
  void report(llvm::StringRef What, std::error_code EC) {
    Diags.Report(Diags.getCustomDiagID(clang::DiagnosticsEngine::Error, "%0 '%1': %2"))
        << What << Target << EC.message();
  }

  std::string Target;
  std::string Path;
  clang::DiagnosticsEngine &Diags;
};

class TranslatorConsumer : public ASTConsumer {
public:
  TranslatorConsumer(const TranslateOptions &Opts,
                     TranslateResult &Result, std::shared_ptr<Diagnoser> Diags,
                     std::shared_ptr<PragmaTable> Table, Preprocessor &PP)
      : Opts(Opts), Result(Result), Diags(std::move(Diags)),
        Table(std::move(Table)), PP(PP) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    SourceManager &SM = Ctx.getSourceManager();
    Result.Ok = false;
    Result.Changed = false;
    Result.Rewritten.clear();
    // Clang's own errors (not ours, from the pragma handler) stop here.
    if (Ctx.getDiagnostics().getClient()->getNumErrors() > Diags->errorCount())
      return;
    bindPragmas(Ctx, *Table, *Diags);

    // The lowering writes the HTG to a pending file, committed below on success.
    PendingHTG HTG(Opts.EmitHTGPath, Ctx.getDiagnostics());
    TranslateOptions Lowered = Opts;
    Lowered.EmitHTGPath = HTG.path();
    if (!Opts.EmitHTGPath.empty() && HTG.path().empty())
      return;

    Rewriter Rewrite(SM, Ctx.getLangOpts());
    FileID Main = SM.getMainFileID();
    warnUntranslated(*Table, SM, *Diags);
    bool AnyInMain = false;
    for (const NanoPragma &P : Table->Pragmas)
      if (SM.isWrittenInMainFile(P.HashLoc))
        AnyInMain = true;
    Result.Changed = AnyInMain;
    if (AnyInMain && !supportedStandard(Ctx.getLangOpts(), *Table, SM, *Diags))
      return;
    if (AnyInMain && reportReservedNames(Ctx, PP, *Diags))
      return;
    if (AnyInMain)
      lowerTranslationUnit(Ctx, *Table, *Diags, Lowered, userMacros(SM), Rewrite);
    else if (!Lowered.EmitHTGPath.empty())
      emitHTG({}, Ctx, Lowered.EmitHTGPath);
    if (Diags->hasErrors() || Ctx.getDiagnostics().hasErrorOccurred())
      return;
    HTG.commit();
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return;
    if (const RewriteBuffer *Buf = Rewrite.getRewriteBufferFor(Main))
      Result.Rewritten = quietGeneratedCode(std::string(Buf->begin(), Buf->end()));
    else
      Result.Rewritten = SM.getBufferData(Main).str();
    Result.Ok = true;
  }

private:
  /// The generated code needs C11 (C99, or GNU C89, compile it too) or C++17:
  /// an older standard is refused at the first directive, not with errors in
  /// code the user never wrote.
  static bool supportedStandard(const LangOptions &LO, const PragmaTable &Table, const SourceManager &SM,
                                Diagnoser &Diags) {
    bool Cxx = LO.CPlusPlus;
    if (Cxx ? LO.CPlusPlus17 : (LO.C99 || LO.GNUMode)) return true;
    for (const NanoPragma &P : Table.Pragmas)
      if (SM.isWrittenInMainFile(P.HashLoc)) {
        Diags.report(P.HashLoc, Diag::LanguageStandardTooOld)
            << directiveName(P.Kind) << (Cxx ? "C++17" : "C11") << (Cxx ? "c++17" : "c11");
        break;
      }
    return false;
  }

  /// Only the main file is rewritten: a directive written in a user header, or
  /// produced by `_Pragma` in a macro, is ignored, with a warning. Not a
  /// `declare` in a header: it rewrites nothing and is read from any file.
  static void warnUntranslated(const PragmaTable &Table, const SourceManager &SM, Diagnoser &Diags) {
    for (const NanoPragma &P : Table.Pragmas) {
      SourceLocation At = SM.getExpansionLoc(P.HashLoc);
      if (!P.Valid || SM.isWrittenInMainFile(P.HashLoc) || SM.isInSystemHeader(At)) continue;
      if (P.Kind == DirectiveKind::Declare && !SM.isWrittenInMainFile(At)) continue;
      Diags.report(At, SM.isWrittenInMainFile(At) ? Diag::PragmaFromMacro : Diag::PragmaInHeader)
          << directiveName(P.Kind);
    }
  }

  /// Every definition of a macro in the program's own files (not system
  /// headers, the command line or names reserved to the implementation, as
  /// `_GNU_SOURCE` is, nor NANO_ configuration).
  std::vector<UserMacro> userMacros(const SourceManager &SM) const {
    std::vector<UserMacro> Out;
    std::vector<const MacroInfo *> Definitions;
    for (const auto &Entry : PP.macros()) {
      const IdentifierInfo *II = Entry.first;
      llvm::StringRef Name = II->getName();
      if (Name.starts_with("_") || Name.starts_with("NANO_")) continue;
      for (const MacroDirective *MD = PP.getLocalMacroDirectiveHistory(II); MD; MD = MD->getPrevious()) {
        SourceLocation At = MD->getLocation();
        if (!isa<DefMacroDirective>(MD) || At.isInvalid() || !At.isFileID() || SM.isInSystemHeader(At) ||
            SM.isWrittenInBuiltinFile(At) || SM.isWrittenInCommandLineFile(At))
          continue;
        const MacroInfo *Definition = cast<DefMacroDirective>(MD)->getInfo();
        Out.push_back({Name.str(), At, quotedParameters(*Definition), {}});
        Definitions.push_back(Definition);
      }
    }
    addPassedOnQuotedParameters(Out, Definitions);
    return Out;
  }

  const TranslateOptions &Opts;
  TranslateResult &Result;
  std::shared_ptr<Diagnoser> Diags;
  std::shared_ptr<PragmaTable> Table;
  Preprocessor &PP;
};

} // namespace

std::unique_ptr<ASTConsumer> createTranslator(CompilerInstance &CI,
                                              const TranslateOptions &Opts,
                                              TranslateResult &Result) {
  auto Diags = std::make_shared<Diagnoser>(CI.getDiagnostics(), Opts.WarningOptions);
  Diags->enableRemarks(Opts.Explain);
  setTypeBasedAliasing(!CI.getCodeGenOpts().RelaxedAliasing);
  auto Table = std::make_shared<PragmaTable>();
  installPragmaHandler(CI.getPreprocessor(), Diags, Table);
  return std::make_unique<TranslatorConsumer>(Opts, Result, Diags, Table, CI.getPreprocessor());
}

} // namespace nanocc
