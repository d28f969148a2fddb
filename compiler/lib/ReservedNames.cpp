//===- ReservedNames.cpp - User names that the generated code would take --===//
#include "nanocc/ReservedNames.h"
#include "nanocc/Diagnostics.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace nanocc {

bool isGeneratedName(llvm::StringRef Name) {
  return Name.size() > 6 && Name.starts_with("nano_") && Name.ends_with("_");
}

namespace {

/// Is \p At in a file the program wrote (not a system header, the predefines
/// or the command line)?
bool inProgramFile(const SourceManager &SM, SourceLocation At) {
  if (At.isInvalid()) return false;
  At = SM.getExpansionLoc(At);
  return !SM.isInSystemHeader(At) && !SM.isWrittenInBuiltinFile(At) && !SM.isWrittenInCommandLineFile(At) &&
         !SM.isWrittenInScratchSpace(At);
}

class ReservedNameFinder : public RecursiveASTVisitor<ReservedNameFinder> {
public:
  ReservedNameFinder(const SourceManager &SM, Diagnoser &Diags) : SM(SM), Diags(Diags) {}

  bool VisitNamedDecl(NamedDecl *D) {
    if (D->isImplicit()) return true;
    const IdentifierInfo *II = D->getIdentifier();
    if (!II || !isGeneratedName(II->getName()) || !inProgramFile(SM, D->getLocation())) return true;
    Diags.report(D->getLocation(), Diag::ReservedGeneratedName) << II->getName();
    Found = true;
    return true;
  }

  bool Found = false;

private:
  const SourceManager &SM;
  Diagnoser &Diags;
};

} // namespace

bool reportReservedNames(ASTContext &Ctx, const Preprocessor &PP, Diagnoser &Diags) {
  const SourceManager &SM = Ctx.getSourceManager();
  ReservedNameFinder Finder(SM, Diags);
  Finder.TraverseAST(Ctx);
  bool Found = Finder.Found;
  for (const auto &Entry : PP.macros()) {
    const IdentifierInfo *II = Entry.first;
    if (!isGeneratedName(II->getName())) continue;
    for (const MacroDirective *MD = PP.getLocalMacroDirectiveHistory(II); MD; MD = MD->getPrevious())
      if (isa<DefMacroDirective>(MD) && inProgramFile(SM, MD->getLocation())) {
        Diags.report(MD->getLocation(), Diag::ReservedGeneratedName) << II->getName();
        Found = true;
      }
  }
  return Found;
}

} // namespace nanocc
