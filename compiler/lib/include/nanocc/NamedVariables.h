//===- NamedVariables.h - The variables a statement names and declares -*- C++ -*-===//
#ifndef NANOCC_NAMEDVARIABLES_H
#define NANOCC_NAMEDVARIABLES_H

#include "clang/AST/RecursiveASTVisitor.h"

#include <set>
#include <vector>

namespace nanocc {

/// The variables the traversed statements name (in order of first use) and
/// those they declare.
struct NamedVariables : clang::RecursiveASTVisitor<NamedVariables> {
  std::vector<const clang::VarDecl *> Vars;
  std::set<const clang::VarDecl *> Seen, Declared;
  bool VisitDeclRefExpr(clang::DeclRefExpr *D) {
    if (auto *VD = llvm::dyn_cast<clang::VarDecl>(D->getDecl()))
      if (Seen.insert(VD).second) Vars.push_back(VD);
    return true;
  }
  bool VisitVarDecl(clang::VarDecl *VD) {
    Declared.insert(VD);
    return true;
  }
  /// Adds the variables that the array bounds in the types of the named ones
  /// use (`n` of `long (*dst)[n]`): code that declares a named variable again
  /// needs them too. Returns them.
  std::vector<const clang::VarDecl *> addVariablyModifiedBounds() {
    std::vector<const clang::VarDecl *> Added;
    for (size_t I = 0; I < Vars.size(); ++I) {
      size_t Before = Vars.size();
      for (clang::QualType T = Vars[I]->getType(); !T.isNull() && T->isVariablyModifiedType();) {
        if (const auto *VA = llvm::dyn_cast<clang::VariableArrayType>(T.getCanonicalType().getTypePtr()))
          TraverseStmt(VA->getSizeExpr());
        if (T->isPointerType() || T->isReferenceType()) T = T->getPointeeType();
        else if (const clang::ArrayType *AT = T->getAsArrayTypeUnsafe()) T = AT->getElementType();
        else break;
      }
      Added.insert(Added.end(), Vars.begin() + Before, Vars.end());
    }
    return Added;
  }
};

} // namespace nanocc

#endif // NANOCC_NAMEDVARIABLES_H
