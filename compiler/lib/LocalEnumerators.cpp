//===- LocalEnumerators.cpp - Enumerators of a function-local enum, again -===//
#include "nanocc/LocalEnumerators.h"

#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"

#include <vector>

using namespace clang;

namespace nanocc {

std::string localEnumeratorDecls(const Stmt *S, const std::set<const EnumDecl *> &Declared) {
  struct Finder : RecursiveASTVisitor<Finder> {
    std::vector<const EnumConstantDecl *> Found;
    const std::set<const EnumDecl *> *Declared = nullptr;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      const auto *EC = dyn_cast<EnumConstantDecl>(E->getDecl());
      if (EC && cast<EnumDecl>(EC->getDeclContext())->getParentFunctionOrMethod() &&
          !Declared->count(cast<EnumDecl>(EC->getDeclContext())) &&
          llvm::find(Found, EC) == Found.end())
        Found.push_back(EC);
      return true;
    }
  } F;
  F.Declared = &Declared;
  F.TraverseStmt(const_cast<Stmt *>(S));
  std::string Out;
  for (const EnumConstantDecl *EC : F.Found)
    Out += "enum { " + EC->getNameAsString() + " = " + llvm::toString(EC->getInitVal(), 10) + " }; ";
  return Out;
}

} // namespace nanocc
