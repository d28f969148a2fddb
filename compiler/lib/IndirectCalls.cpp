//===- IndirectCalls.cpp - Functions a call through a pointer may reach ---===//

#include "nanocc/IndirectCalls.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace nanocc {

namespace {

/// Function references outside the callee position of a direct call, in the
/// file's own code.
class AddressTakenFinder : public RecursiveASTVisitor<AddressTakenFinder> {
public:
  explicit AddressTakenFinder(const SourceManager &SM) : SM(SM) {}

  std::vector<const FunctionDecl *> Found;
  bool Main = false;
  bool Untracked = false; ///< a function pointer made another way (a lambda's conversion)

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && SM.isInSystemHeader(D->getLocation())) return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isMain() && FD->doesThisDeclarationHaveABody()) Main = true;
    return true;
  }
  // Pre-order: a call is visited before its callee expression.
  bool VisitCallExpr(CallExpr *CE) {
    if (CE->getDirectCallee())
      if (const auto *Ref = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts())) Callees.insert(Ref);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
    if (!FD || Callees.count(E) || (MD && !MD->isStatic())) return true;
    if (Seen.insert(FD->getCanonicalDecl()).second) Found.push_back(FD->getCanonicalDecl());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) { // `f = [](int x) { ... };`: the lambda's static invoker
    const auto *CD = dyn_cast<CXXConversionDecl>(E->getMemberDecl());
    if (CD && CD->getParent()->isLambda()) Untracked = true;
    return true;
  }

private:
  const SourceManager &SM;
  std::set<const DeclRefExpr *> Callees;
  std::set<const FunctionDecl *> Seen;
};

} // namespace

void IndirectCallTargets::build(ASTContext &Ctx) {
  AddressTakenFinder Finder(Ctx.getSourceManager());
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  Known = Finder.Main && !Finder.Untracked;
  AddressTaken = std::move(Finder.Found);
}

bool IndirectCallTargets::targetsOf(const CallExpr *CE, ASTContext &Ctx,
                                    std::vector<const FunctionDecl *> &Out) const {
  if (!Known || CE->getDirectCallee() || isa<CXXMemberCallExpr>(CE)) return false;
  QualType Callee = CE->getCallee()->getType();
  if (const auto *P = Callee->getAs<PointerType>()) Callee = P->getPointeeType();
  else if (const auto *R = Callee->getAs<ReferenceType>()) Callee = R->getPointeeType();
  if (!Callee->isFunctionType()) return false;
  for (const FunctionDecl *FD : AddressTaken) {
    QualType T = FD->getType();
    bool Same = Ctx.getLangOpts().CPlusPlus ? Ctx.hasSameFunctionTypeIgnoringExceptionSpec(T, Callee)
                                            : Ctx.typesAreCompatible(T, Callee);
    if (Same) Out.push_back(FD);
  }
  return true;
}

} // namespace nanocc
