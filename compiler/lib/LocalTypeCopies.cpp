//===- LocalTypeCopies.cpp - A function's own types, declared again -------===//
#include "nanocc/LocalTypeCopies.h"
#include "nanocc/FileScopeTypes.h"

#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

#include <vector>

using namespace clang;

namespace nanocc {

namespace {

std::string sourceText(SourceRange R, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Range = CharSourceRange::getTokenRange(SM.getExpansionRange(R).getAsRange());
  return Lexer::getSourceText(Range, SM, Ctx.getLangOpts()).str();
}

/// Does the text of \p S name the typedef \p TD?
bool namesType(const Stmt *S, const TypedefNameDecl *TD) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const TypedefNameDecl *TD = nullptr;
    bool Found = false;
    bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
      Found |= TL.getTypedefNameDecl() == TD;
      return !Found;
    }
  } F;
  F.TD = TD;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

} // namespace

LocalTypeCopies copyLocalTypes(const Stmt *S, const ParentMap &PM, const ASTContext &Ctx) {
  LocalTypeCopies Out;
  // The blocks around S, outermost first, each with its statement holding S.
  std::vector<std::pair<const CompoundStmt *, const Stmt *>> Blocks;
  for (const Stmt *C = S, *P = PM.getParent(S); P; C = P, P = PM.getParent(P))
    if (const auto *CS = dyn_cast<CompoundStmt>(P)) Blocks.insert(Blocks.begin(), {CS, C});
  for (auto [Block, Holder] : Blocks)
    for (const Stmt *St : Block->body()) {
      if (St == Holder) break;
      const auto *DS = dyn_cast<DeclStmt>(St);
      if (!DS) continue;
      bool OnlyTypes = true, VariablyModified = false;
      for (const Decl *D : DS->decls()) {
        // Its bounds are the function's values: not copied; a statement naming it stays in order.
        if (const auto *TD = dyn_cast<TypedefNameDecl>(D); TD && TD->getUnderlyingType()->isVariablyModifiedType()) {
          VariablyModified = true;
          if (namesType(S, TD))
            Out.Problem = "the type '" + TD->getNameAsString() + "' declared inside the function is variably modified";
        }
        OnlyTypes &= isa<TagDecl, TypedefNameDecl>(D);
      }
      if (!Out.Problem.empty()) return Out;
      if (VariablyModified) continue;
      // `typedef struct P { ... } T;`, `struct P { ... };`: the whole declaration;
      // `struct P { ... } p;`: the definition of P, not the variable.
      std::vector<const TagDecl *> Tags;
      for (const Decl *D : DS->decls())
        if (const auto *TD = dyn_cast<TagDecl>(D); TD && TD->isCompleteDefinition()) Tags.push_back(TD);
      // (A typedef the copy does not use is no reason for -Wunused-local-typedef.)
      bool Typedefs = llvm::any_of(DS->decls(), [](const Decl *D) { return isa<TypedefNameDecl>(D); });
      if (OnlyTypes)
        Out.Text += (Typedefs ? "__attribute__((unused)) " : "") + sourceText(DS->getSourceRange(), Ctx) + " ";
      else
        for (const TagDecl *TD : Tags)
          if (TD->getIdentifier()) Out.Text += sourceText(TD->getSourceRange(), Ctx) + "; ";
      for (const TagDecl *TD : Tags)
        if (const auto *ED = dyn_cast<EnumDecl>(TD); ED && (OnlyTypes || ED->getIdentifier())) Out.Enums.insert(ED);
    }
  return Out;
}

bool nameableWithLocalTypes(QualType T) {
  const TagDecl *Local = functionLocalTypeIn(T);
  return !Local || Local->getIdentifier() || Local->getTypedefNameForAnonDecl();
}

} // namespace nanocc
