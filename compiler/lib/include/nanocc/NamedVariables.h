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
};

} // namespace nanocc

#endif // NANOCC_NAMEDVARIABLES_H
