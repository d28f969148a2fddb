//===- Unevaluated.h - Skipping operands that are never evaluated -*- C++ -*-===//
//
// The operand of sizeof, alignof, noexcept, a typeid of a non-polymorphic
// object, decltype and typeof, the controlling expression and the unchosen
// associations of _Generic, the unchosen branch of __builtin_choose_expr and
// a requires-expression are not evaluated: a variable named there is neither
// read nor written, its address is not taken, a call there is not made
// (`i < (int)(sizeof a / sizeof a[0])` does not read a). The one exception is
// sizeof of an expression whose type is a variable-length array: C evaluates
// the operand, but a named array (`sizeof vla`) only yields the size its
// declaration fixed, and reads none of its elements.
//
// Every analysis that collects what a statement reads, writes or depends on
// walks the AST through one of the two helpers below, so that all of them
// skip the same operands. Walks that rewrite or rename the text (a task's
// outlined copy still spells `sizeof a`) must see every name and use neither.
//
#ifndef NANOCC_UNEVALUATED_H
#define NANOCC_UNEVALUATED_H

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallVector.h"
#include <set>

namespace nanocc {

/// The part of \p E's operand that is evaluated: the operand of a sizeof whose
/// type is a variable-length array (`sizeof *p`, `sizeof m[i++]`), except a
/// plain name of such an array (`sizeof vla`, which only reads its size).
/// Null for every other sizeof / alignof / vec_step.
inline const clang::Expr *evaluatedTraitOperand(const clang::UnaryExprOrTypeTraitExpr *E) {
  if (E->getKind() != clang::UETT_SizeOf || E->isArgumentType()) return nullptr;
  const clang::Expr *Op = E->getArgumentExpr();
  if (!Op->getType()->isVariableArrayType()) return nullptr;
  if (llvm::isa<clang::DeclRefExpr>(Op->IgnoreParens())) return nullptr;
  return Op;
}

/// The children of \p S that executing S evaluates: S->children() without the
/// unevaluated operands described at the top of this file. For walks that
/// recurse through children() by hand.
inline llvm::SmallVector<const clang::Stmt *, 4> evaluatedChildren(const clang::Stmt *S) {
  using namespace clang;
  llvm::SmallVector<const Stmt *, 4> Out;
  if (!S) return Out;
  if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(S)) {
    if (const Expr *Op = evaluatedTraitOperand(U)) Out.push_back(Op);
    return Out;
  }
  if (isa<CXXNoexceptExpr, RequiresExpr, ConceptSpecializationExpr>(S)) return Out;
  if (const auto *T = dyn_cast<CXXTypeidExpr>(S)) {
    if (!T->isTypeOperand() && T->isPotentiallyEvaluated()) Out.push_back(T->getExprOperand());
    return Out;
  }
  if (const auto *G = dyn_cast<GenericSelectionExpr>(S); G && !G->isResultDependent()) {
    Out.push_back(G->getResultExpr());
    return Out;
  }
  if (const auto *C = dyn_cast<ChooseExpr>(S); C && !C->isConditionDependent()) {
    Out.push_back(C->getChosenSubExpr());
    return Out;
  }
  for (const Stmt *C : S->children())
    if (C) Out.push_back(C);
  return Out;
}

/// A RecursiveASTVisitor that does not enter unevaluated operands (nor the
/// expression of a decltype or a non-variably-modified typeof in a type it
/// walks). Derive from it instead of RecursiveASTVisitor<Derived>; the nodes
/// themselves (the sizeof, the _Generic) are still visited.
template <typename Derived> class EvaluatedCodeVisitor : public clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;
  Derived &self() { return *static_cast<Derived *>(this); }

public:
  bool TraverseUnaryExprOrTypeTraitExpr(clang::UnaryExprOrTypeTraitExpr *E) {
    if (!self().WalkUpFromUnaryExprOrTypeTraitExpr(E)) return false;
    // sizeof(int[n]) evaluates n; a constant type has nothing evaluated.
    if (E->getKind() == clang::UETT_SizeOf && E->isArgumentType() && E->getTypeOfArgument()->isVariableArrayType())
      return self().TraverseTypeLoc(E->getArgumentTypeInfo()->getTypeLoc());
    if (const clang::Expr *Op = evaluatedTraitOperand(E)) return self().TraverseStmt(const_cast<clang::Expr *>(Op));
    return true;
  }
  bool TraverseCXXNoexceptExpr(clang::CXXNoexceptExpr *E) { return self().WalkUpFromCXXNoexceptExpr(E); }
  bool TraverseRequiresExpr(clang::RequiresExpr *E) { return self().WalkUpFromRequiresExpr(E); }
  bool TraverseConceptSpecializationExpr(clang::ConceptSpecializationExpr *E) {
    return self().WalkUpFromConceptSpecializationExpr(E);
  }
  bool TraverseCXXTypeidExpr(clang::CXXTypeidExpr *E) {
    if (!E->isTypeOperand() && E->isPotentiallyEvaluated()) return Base::TraverseCXXTypeidExpr(E);
    return self().WalkUpFromCXXTypeidExpr(E);
  }
  bool TraverseGenericSelectionExpr(clang::GenericSelectionExpr *E) {
    if (E->isResultDependent()) return Base::TraverseGenericSelectionExpr(E);
    if (!self().WalkUpFromGenericSelectionExpr(E)) return false;
    return self().TraverseStmt(E->getResultExpr());
  }
  bool TraverseChooseExpr(clang::ChooseExpr *E) {
    if (E->isConditionDependent()) return Base::TraverseChooseExpr(E);
    if (!self().WalkUpFromChooseExpr(E)) return false;
    return self().TraverseStmt(E->getChosenSubExpr());
  }
  bool TraverseDecltypeTypeLoc(clang::DecltypeTypeLoc TL) { return self().WalkUpFromDecltypeTypeLoc(TL); }
  bool TraverseTypeOfExprTypeLoc(clang::TypeOfExprTypeLoc TL) {
    if (TL.getUnderlyingExpr()->getType()->isVariablyModifiedType()) return Base::TraverseTypeOfExprTypeLoc(TL);
    return self().WalkUpFromTypeOfExprTypeLoc(TL);
  }
};

/// The declarations \p S names where something is evaluated: one named only in
/// unevaluated operands (`sizeof x`, `decltype(x)`) is not among them.
inline std::set<const clang::ValueDecl *> evaluatedNames(const clang::Stmt *S) {
  struct Names : EvaluatedCodeVisitor<Names> {
    std::set<const clang::ValueDecl *> Out;
    bool VisitDeclRefExpr(clang::DeclRefExpr *D) {
      Out.insert(D->getDecl());
      return true;
    }
  } Walk;
  Walk.TraverseStmt(const_cast<clang::Stmt *>(S));
  return std::move(Walk.Out);
}

} // namespace nanocc

#endif // NANOCC_UNEVALUATED_H
