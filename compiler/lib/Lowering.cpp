//===- Lowering.cpp - Orchestrates the lowering of one translation unit ---===//
#include "nanocc/Lowering.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/Pragma.h"
#include "nanocc/Translator.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"

using namespace clang;

namespace nanocc {

namespace {

/// Text placed at the top of every translated file.
std::string preamble(const ASTContext &Ctx, StringRef FileName) {
  std::string S = "#include <nano/nano.h>\n";
  S += "static inline void nano_wait_handle_(nano_task **h) {\n"
       "  if (*h) { nano_wait(*h); nano_release(*h); *h = 0; }\n"
       "}\n";
  (void)Ctx;
  S += "#line 1 \"" + FileName.str() + "\"\n";
  return S;
}

} // namespace

void lowerTranslationUnit(ASTContext &Ctx, PragmaTable &Table, Diagnoser &Diags,
                          const TranslateOptions &Opts, Rewriter &Rewrite) {
  (void)Diags;
  (void)Opts;
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  StringRef Name = SM.getFileEntryRefForID(Main)->getName();
  Rewrite.InsertTextBefore(SM.getLocForStartOfFile(Main), preamble(Ctx, Name));
  // Blank each pragma line of the main file (line numbers are kept).
  for (const NanoPragma &P : Table.Pragmas) {
    if (!SM.isWrittenInMainFile(P.HashLoc))
      continue;
    SourceLocation B = SM.getExpansionLoc(P.HashLoc);
    SourceLocation E = SM.getExpansionLoc(P.EndLoc);
    unsigned Len = SM.getFileOffset(E) - SM.getFileOffset(B);
    StringRef Text(SM.getCharacterData(B), Len);
    std::string Blank;
    for (char C : Text)
      Blank += C == '\n' ? '\n' : ' ';
    Rewrite.ReplaceText(B, Len, Blank);
  }
}

} // namespace nanocc
