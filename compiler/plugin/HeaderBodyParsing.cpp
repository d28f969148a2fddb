//===- HeaderBodyParsing.cpp - Which system-header function bodies the analysis parse reads ===//
#include "HeaderBodyParsing.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

#include <cstdlib>
#include <cstring>

using namespace clang;

namespace nanoplugin {
namespace {

/// Follows the preprocessor from file to file and sets LangOpts'
/// DelayedTemplateParsing to "the current file is a system header". The parser
/// reads the flag at each function definition it meets, through the LangOptions
/// object this callback writes; clang 19 installs the late-template parser at the
/// end of the translation unit whatever the flag, and the main file (a user file)
/// is the last one read, so the flag is off again by then.
class SystemHeaderTracker : public PPCallbacks {
public:
  explicit SystemHeaderTracker(LangOptions &Lang) : Lang(Lang) {}

  void FileChanged(SourceLocation, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind FileType, FileID) override {
    // EnterFile / ExitFile give the kind of the file now read; `#pragma GCC
    // system_header` (SystemHeaderPragma) makes the rest of its file system.
    // RenameFile (#line "name") keeps the kind.
    if (Reason != RenameFile)
      Lang.DelayedTemplateParsing = SrcMgr::isSystem(FileType);
  }

private:
  LangOptions &Lang;
};

/// Whether a parameter of this type is, or may become once instantiated, a
/// pointer to non-const data (`T`, `typename A::pointer`, `decltype(...)`).
bool mayBeMutablePointer(QualType T) {
  QualType Canon = T.getCanonicalType().getUnqualifiedType();
  if (Canon->isPointerType())
    return !Canon->getPointeeType().isConstQualified();
  return isa<TemplateTypeParmType, DependentNameType, DependentTemplateSpecializationType,
             DecltypeType, TypeOfExprType, TypeOfType, PackExpansionType>(Canon);
}

/// A member function the access analysis treats differently with and without a
/// body: one with a parameter pointing to non-const data.
bool hasMutablePointerParam(const FunctionDecl *FD) {
  if (!isa<CXXMethodDecl>(FD))
    return false;
  for (const ParmVarDecl *P : FD->parameters())
    if (mayBeMutablePointer(P->getType()))
      return true;
  return false;
}

/// Skips a body when it is written in a system header and the analysis cannot
/// read it (the caller made sure the file has no `parallel` block). Clang never
/// asks about constexpr functions or deduced return types: those are always parsed.
class SystemBodySkipper : public ASTConsumer {
public:
  explicit SystemBodySkipper(const SourceManager &SM) : SM(SM) {}

  bool shouldSkipFunctionBody(Decl *D) override {
    const FunctionDecl *FD = D->getAsFunction();
    return FD && SM.isInSystemHeader(D->getLocation()) && !hasMutablePointerParam(FD);
  }

private:
  const SourceManager &SM;
};

bool word(const Token &T, const char *Text) {
  return T.is(tok::raw_identifier) && T.getRawIdentifier() == Text;
}

/// Whether skipping system-header bodies could change the main file's analysis or
/// its diagnostics: it may hold a `#pragma nano parallel` (or a `_Pragma`), or an
/// explicit instantiation (`template` not followed by `<`), which needs the
/// template's bodies. Raw tokens: comments and inactive #if branches are not told
/// apart, which only errs on the safe side.
bool needsSystemBodies(const CompilerInstance &CI) {
  const SourceManager &SM = CI.getSourceManager();
  FileID Main = SM.getMainFileID();
  if (Main.isInvalid())
    return true;
  llvm::StringRef Text = SM.getBufferData(Main);
  Lexer Raw(SM.getLocForStartOfFile(Main), CI.getLangOpts(), Text.begin(), Text.begin(),
            Text.end());
  Token T;
  // Position in `# pragma nano <directive>`: 0 = looking for '#' at a line start.
  int Step = 0;
  bool AfterTemplate = false;
  while (!Raw.LexFromRawLexer(T)) {
    if (word(T, "_Pragma") || (AfterTemplate && T.isNot(tok::less)))
      return true;
    AfterTemplate = word(T, "template");
    if (T.is(tok::hash) && T.isAtStartOfLine()) {
      Step = 1;
      continue;
    }
    if (Step == 1 && word(T, "pragma") && !T.isAtStartOfLine()) {
      Step = 2;
      continue;
    }
    if (Step == 2 && word(T, "nano") && !T.isAtStartOfLine()) {
      Step = 3;
      continue;
    }
    if (Step == 3 && !T.isAtStartOfLine() &&
        !(word(T, "task") || word(T, "loop") || word(T, "wait") || word(T, "declare")))
      return true;
    Step = 0;
  }
  return false;
}

bool parseAllRequested() {
  const char *Value = std::getenv("NANO_TRANSLATE_PARSE_ALL");
  return Value && std::strcmp(Value, "1") == 0;
}

} // namespace

HeaderBodies prepareHeaderBodyParsing(CompilerInstance &CI,
                                      std::unique_ptr<ASTConsumer> &Skipper) {
  LangOptions &Lang = CI.getLangOpts();
  if (!Lang.CPlusPlus || Lang.DelayedTemplateParsing || parseAllRequested())
    return HeaderBodies::Parsed;
  if (!needsSystemBodies(CI)) {
    CI.getFrontendOpts().SkipFunctionBodies = true;
    Skipper = std::make_unique<SystemBodySkipper>(CI.getSourceManager());
    return HeaderBodies::Skipped;
  }
  CI.getPreprocessor().addPPCallbacks(std::make_unique<SystemHeaderTracker>(Lang));
  return HeaderBodies::Deferred;
}

} // namespace nanoplugin
