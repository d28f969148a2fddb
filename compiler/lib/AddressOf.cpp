//===- AddressOf.cpp - Addresses of objects in generated code -------------===//
#include "nanocc/AddressOf.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace nanocc {
namespace {

/// A declaration of `operator&` taking one object (a non-member, or a
/// template of one) in \p DC's lookup for \p Name.
bool unaryNonMember(const DeclContext *DC, DeclarationName Name, QualType Object) {
  for (const NamedDecl *D : DC->lookup(Name)) {
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
      if (FT->getTemplatedDecl()->getNumParams() == 1) return true; // may take any type
    if (!FD || FD->getNumParams() != 1) continue;
    QualType P = FD->getParamDecl(0)->getType().getNonReferenceType();
    if (P.getCanonicalType().getUnqualifiedType() == Object) return true;
  }
  return false;
}

} // namespace

bool overloadsAddressOf(QualType T, const ASTContext &Ctx) {
  if (!Ctx.getLangOpts().CPlusPlus) return false;
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition()) return false;
  DeclarationName Name = Ctx.DeclarationNames.getCXXOperatorName(OO_Amp);
  auto Member = [&](const CXXRecordDecl *C) {
    for (const NamedDecl *D : C->lookup(Name))
      if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D); FT && FT->getTemplatedDecl()->getNumParams() == 0)
        return true;
      else if (const auto *MD = dyn_cast<CXXMethodDecl>(D->getUnderlyingDecl()); MD && MD->getNumParams() == 0)
        return true;
    return false;
  };
  if (Member(RD)) return true;
  bool Inherited = false;
  RD->forallBases([&](const CXXRecordDecl *Base) {
    Inherited |= Member(Base);
    return !Inherited;
  });
  if (Inherited) return true;
  QualType Object = Ctx.getRecordType(RD).getCanonicalType();
  for (const DeclContext *DC = RD->getDeclContext(); DC; DC = DC->getParent())
    if (DC->isFileContext() && unaryNonMember(DC, Name, Object)) return true;
  return false;
}

std::string addressText(const std::string &Text, QualType T, const ASTContext &Ctx) {
  if (overloadsAddressOf(T, Ctx)) return "__builtin_addressof(" + Text + ")";
  return "&(" + Text + ")";
}

} // namespace nanocc
