//===- IndirectCalls.cpp - Functions a call through a pointer may reach ---===//

#include "nanocc/IndirectCalls.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace nanocc {

namespace {

/// True when \p T holds a function pointer: is one, or points to, is an array
/// of, or is a record with a field that holds one.
bool holdsFunctionPointer(QualType T, int Depth = 0) {
  if (T.isNull() || Depth > 4) return false;
  T = T.getCanonicalType();
  if (T->isFunctionPointerType() || T->isFunctionReferenceType() || T->isMemberFunctionPointerType()) return true;
  if (T->isPointerType() || T->isReferenceType()) return holdsFunctionPointer(T->getPointeeType(), Depth + 1);
  if (const auto *AT = dyn_cast<ArrayType>(T.getTypePtr())) return holdsFunctionPointer(AT->getElementType(), Depth + 1);
  if (const auto *RD = T->getAsRecordDecl(); RD && RD->getDefinition()) {
    for (const FieldDecl *F : RD->getDefinition()->fields())
      if (holdsFunctionPointer(F->getType(), Depth + 1)) return true;
  }
  return false;
}

/// Function references outside the callee position of a direct call, in the
/// file's own code, and whether a function pointer may come from elsewhere:
/// code the file cannot see (a function declared without a body, an `extern`
/// variable, a system-header function) that returns or fills one, a cast that
/// makes one from something else (dlsym's `void *`), or a lambda's conversion.
class AddressTakenFinder : public RecursiveASTVisitor<AddressTakenFinder> {
public:
  explicit AddressTakenFinder(const SourceManager &SM) : SM(SM) {}

  std::vector<const FunctionDecl *> Found;
  bool Main = false;
  bool Untracked = false;

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && SM.isInSystemHeader(D->getLocation())) {
      // A table of functions a header defines (`static fn handlers[] = {...}`).
      if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->getInit() && holdsFunctionPointer(VD->getType()))
        return RecursiveASTVisitor::TraverseStmt(const_cast<Expr *>(VD->getInit()));
      return true;
    }
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isMain() && FD->doesThisDeclarationHaveABody()) Main = true;
    // Defined in another file: it may return, or store through its arguments,
    // a pointer to a function this file does not name.
    if (!FD->getDefinition() && !FD->getBuiltinID() && !isa<CXXMethodDecl>(FD)) {
      if (holdsFunctionPointer(FD->getReturnType())) Untracked = true;
      for (const ParmVarDecl *P : FD->parameters())
        if ((P->getType()->isPointerType() || P->getType()->isReferenceType()) &&
            !P->getType()->getPointeeType().isConstQualified() && holdsFunctionPointer(P->getType()->getPointeeType()))
          Untracked = true;
    }
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) { // defined in another file, which may set it
    if (VD->hasExternalStorage() && !VD->getDefinition() && holdsFunctionPointer(VD->getType())) Untracked = true;
    return true;
  }
  bool VisitCastExpr(CastExpr *CE) { // `(fn)dlsym(h, "f")`
    QualType To = CE->getType(), From = CE->getSubExpr()->getType();
    if (To->isFunctionPointerType() && !From->isFunctionPointerType() && !From->isFunctionType() &&
        !CE->getSubExpr()->isNullPointerConstant(*Ctx, Expr::NPC_ValueDependentIsNotNull))
      Untracked = true;
    return true;
  }
  // Pre-order: a call is visited before its callee expression.
  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *Callee = CE->getDirectCallee();
    if (Callee) {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts())) Callees.insert(Ref);
      if (const auto *ME = dyn_cast<MemberExpr>(CE->getCallee()->IgnoreParenImpCasts())) CalleeMembers.insert(ME);
      // A library function returning one (signal's previous handler).
      if (SM.isInSystemHeader(Callee->getLocation()) && holdsFunctionPointer(CE->getType())) Untracked = true;
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (!Callees.count(E)) take(dyn_cast<FunctionDecl>(E->getDecl()));
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    const auto *CD = dyn_cast<CXXConversionDecl>(E->getMemberDecl());
    if (CD && CD->getParent()->isLambda()) Untracked = true; // `f = [](int x) { ... };`: the static invoker
    if (!CalleeMembers.count(E)) take(dyn_cast<CXXMethodDecl>(E->getMemberDecl())); // `f = op.bump`
    return true;
  }

  ASTContext *Ctx = nullptr;

private:
  /// A function named outside a direct call: a possible target (not a
  /// non-static member, which is called through a member pointer).
  void take(const FunctionDecl *FD) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
    if (!FD || (MD && !MD->isStatic())) return;
    if (Seen.insert(FD->getCanonicalDecl()).second) Found.push_back(FD->getCanonicalDecl());
  }

  const SourceManager &SM;
  std::set<const DeclRefExpr *> Callees;
  std::set<const MemberExpr *> CalleeMembers;
  std::set<const FunctionDecl *> Seen;
};

} // namespace

void IndirectCallTargets::build(ASTContext &Ctx) {
  AddressTakenFinder Finder(Ctx.getSourceManager());
  Finder.Ctx = &Ctx;
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
  return !Out.empty(); // none named: the pointer came from elsewhere after all
}

} // namespace nanocc
