//===- TemplateInstances.cpp - The instantiations a template pattern has --===//
#include "nanocc/TemplateInstances.h"
#include "nanocc/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
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

namespace {

/// Appends to \p Out the tests that parameters \p Params have arguments
/// \p Args; false when one cannot be written.
bool argumentTests(const TemplateParameterList *Params, llvm::ArrayRef<TemplateArgument> Args,
                   const ASTContext &Ctx, std::vector<std::string> &Out) {
  if (!Params || Params->size() != Args.size()) return false;
  for (unsigned I = 0; I < Args.size(); ++I) {
    const NamedDecl *P = Params->getParam(I);
    if (!P->getIdentifier() || P->isParameterPack()) return false;
    std::string Name = P->getName().str();
    const TemplateArgument &A = Args[I];
    if (A.getKind() == TemplateArgument::Type) {
      QualType T = A.getAsType();
      const TagDecl *Tag = T->getAsTagDecl();
      if (T->isDependentType() || (Tag && (!Tag->getIdentifier() || Tag->getDeclContext()->isFunctionOrMethod())))
        return false;
      std::string Text = printDecl(T, "", Ctx);
      if (Text.find("(lambda") != std::string::npos || Text.find("(unnamed") != std::string::npos) return false;
      Out.push_back("__is_same(" + Name + ", " + Text + ")");
    } else if (A.getKind() == TemplateArgument::Integral) {
      llvm::APSInt V = A.getAsIntegral();
      if (V.getSignificantBits() > 63) return false; // no plain literal spells it
      std::string Text = A.getIntegralType()->isBooleanType() ? (V.getBoolValue() ? "true" : "false")
                         : V.isSigned()                       ? std::to_string(V.getExtValue())
                                                              : std::to_string(V.getZExtValue());
      Out.push_back("(" + Name + " == " + Text + ")");
    } else {
      return false;
    }
  }
  return true;
}

} // namespace

std::string instanceCondition(const FunctionDecl *Pattern, const FunctionDecl *Instance, const ASTContext &Ctx) {
  std::vector<std::string> Tests;
  if (const FunctionTemplateDecl *FT = Pattern->getDescribedFunctionTemplate()) {
    const TemplateArgumentList *Args = Instance->getTemplateSpecializationArgs();
    if (!Args || !argumentTests(FT->getTemplateParameters(), Args->asArray(), Ctx, Tests)) return "";
  }
  // Enclosing class templates, innermost first.
  const DeclContext *PC = Pattern->getDeclContext(), *IC = Instance->getDeclContext();
  for (; PC && IC && !PC->isFileContext(); PC = PC->getParent(), IC = IC->getParent()) {
    const auto *PR = dyn_cast<CXXRecordDecl>(PC);
    if (!PR || PR->isLambda()) return ""; // a local class or a lambda's

    const ClassTemplateDecl *CT = PR->getDescribedClassTemplate();
    if (!CT) continue;
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(IC);
    if (!Spec || !argumentTests(CT->getTemplateParameters(), Spec->getTemplateArgs().asArray(), Ctx, Tests))
      return "";
  }
  if (Tests.empty()) return "";
  std::string Cond;
  for (const std::string &T : Tests) Cond += (Cond.empty() ? "" : " && ") + T;
  return Cond;
}

} // namespace nanocc
