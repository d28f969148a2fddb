//===- TemplateInstances.cpp - The instantiations a template pattern has --===//
#include "nanocc/TemplateInstances.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace nanocc {

namespace {

/// Walks the user's declarations and their implicit instantiations (system
/// headers hold no pragma: their declarations are not walked).
struct InstanceFinder : RecursiveASTVisitor<InstanceFinder> {
  const FunctionDecl *Pattern = nullptr;
  const SourceManager *SM = nullptr;
  std::vector<const FunctionDecl *> Found;

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && SM->isInSystemHeader(D->getLocation())) return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD != Pattern && FD->doesThisDeclarationHaveABody() && FD->getBody() &&
        !FD->isDependentContext() && FD->getTemplateInstantiationPattern() == Pattern)
      if (std::find(Found.begin(), Found.end(), FD) == Found.end()) Found.push_back(FD);
    return true;
  }
  /// A lambda's call operator is reached through its expression only; a
  /// generic lambda's instantiations are the specializations of its template.
  bool VisitLambdaExpr(LambdaExpr *L) {
    VisitFunctionDecl(L->getCallOperator());
    if (const FunctionTemplateDecl *T = L->getCallOperator()->getDescribedFunctionTemplate())
      for (FunctionDecl *Spec : T->specializations()) VisitFunctionDecl(Spec);
    return true;
  }
};

} // namespace

std::vector<const FunctionDecl *> instantiationsOf(const FunctionDecl *Pattern, ASTContext &Ctx) {
  InstanceFinder F;
  F.Pattern = Pattern->getDefinition() ? Pattern->getDefinition() : Pattern;
  F.SM = &Ctx.getSourceManager();
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.Found;
}

const Stmt *instantiatedStmt(const FunctionDecl *Instance, const Stmt *PatternStmt) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const Stmt *Want = nullptr, *Out = nullptr;
    bool shouldVisitLambdaBodies() const { return true; }
    bool VisitStmt(Stmt *S) {
      if (!Out && S->getStmtClass() == Want->getStmtClass() && S->getBeginLoc() == Want->getBeginLoc() &&
          S->getEndLoc() == Want->getEndLoc())
        Out = S;
      return !Out;
    }
  } F;
  F.Want = PatternStmt;
  F.TraverseStmt(const_cast<Stmt *>(Instance->getBody()));
  return F.Out;
}

} // namespace nanocc
