//===- GlobalGetters.cpp - Globals a task reaches where their name does not ===//
#include "nanocc/GlobalGetters.h"
#include "nanocc/Access.h"
#include "nanocc/FileScopeTypes.h"
#include "nanocc/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <map>

using namespace clang;

namespace nanocc {

std::string globalGetter(LoweringContext &LC, const VarDecl *VD, GlobalGetterKind Kind) {
  auto [It, New] = LC.GlobalGetters.emplace(std::pair(VD, static_cast<int>(Kind)), "");
  if (New) {
    std::string Name = Kind == GlobalGetterKind::Address ? "nano_global_" : "nano_pointee_";
    for (char C : VD->getQualifiedNameAsString()) Name += isalnum(static_cast<unsigned char>(C)) ? C : '_';
    It->second = Name + "_";
  }
  return It->second;
}

namespace {

/// Where the definition of \p VD's getter goes: after the last file-scope
/// declaration of VD, past the `;` ending it or the `}` of the namespace or
/// linkage block holding it. Invalid when the file declares VD only in blocks.
SourceLocation afterDeclaration(const VarDecl *VD, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const VarDecl *Last = nullptr;
  for (const VarDecl *R : VD->redecls())
    if (!R->isLocalVarDecl() && SM.isWrittenInMainFile(SM.getExpansionLoc(R->getLocation())) &&
        (!Last || SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Last->getLocation()),
                                               SM.getExpansionLoc(R->getLocation()))))
      Last = R;
  if (!Last) return SourceLocation();
  const Decl *Outer = Last;
  while (const auto *DC = dyn_cast_or_null<Decl>(Outer->getLexicalDeclContext()))
    if (isa<TranslationUnitDecl>(DC))
      break;
    else
      Outer = DC;
  SourceLocation End = SM.getExpansionLoc(Outer->getEndLoc());
  if (isa<NamespaceDecl, LinkageSpecDecl>(Outer)) return End.getLocWithOffset(1); // past its `}`
  // A variable's declaration: the `;` after its last declarator.
  int Depth = 0;
  for (SourceLocation L = End;;) {
    std::optional<Token> T = Lexer::findNextToken(L, SM, Ctx.getLangOpts());
    if (!T || T->is(tok::eof)) return SourceLocation();
    if (T->isOneOf(tok::l_paren, tok::l_brace, tok::l_square)) ++Depth;
    if (T->isOneOf(tok::r_paren, tok::r_brace, tok::r_square)) --Depth;
    if (Depth == 0 && T->is(tok::semi)) return T->getEndLoc();
    L = T->getLocation();
  }
}

std::string definition(const VarDecl *VD, GlobalGetterKind Kind, const std::string &Name, bool InBlock,
                       ASTContext &Ctx) {
  bool CXX = Ctx.getLangOpts().CPlusPlus;
  std::string Declaration =
      InBlock ? "extern " + printFileScopeDecl(VD->getType(), VD->getNameAsString(), Ctx) + "; " : "";
  std::string Named = InBlock ? VD->getNameAsString() : nameInGeneratedCode(VD, CXX);
  return "static void *" + Name + "(void) { " + Declaration + "return (void *)" +
         (Kind == GlobalGetterKind::Address ? "&" : "") + Named + "; }\n";
}

} // namespace

std::string emitGlobalGetters(LoweringContext &LC) {
  ASTContext &Ctx = LC.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Prototypes, AtEnd;
  std::map<SourceLocation, std::string> After; // by insertion point
  for (const auto &[Key, Name] : LC.GlobalGetters) {
    const VarDecl *VD = Key.first;
    auto Kind = static_cast<GlobalGetterKind>(Key.second);
    Prototypes += "static void *" + Name + "(void);\n";
    SourceLocation At = afterDeclaration(VD, Ctx);
    if (At.isValid())
      After[At] += definition(VD, Kind, Name, /*InBlock=*/false, Ctx);
    else
      AtEnd += definition(VD, Kind, Name, /*InBlock=*/true, Ctx);
  }
  for (const auto &[At, Text] : After)
    LC.Rewrite.InsertTextAfter(At, "\n#line 1 \"<nano-generated>\"\n" + Text + lineDirective(At, SM).substr(1));
  if (!AtEnd.empty())
    LC.Rewrite.InsertTextAfter(SM.getLocForEndOfFile(SM.getMainFileID()), "\n#line 1 \"<nano-generated>\"\n" + AtEnd);
  return Prototypes;
}

} // namespace nanocc
