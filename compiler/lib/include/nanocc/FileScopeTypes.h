//===- FileScopeTypes.h - Spelling a function's types outside the function -*- C++ -*-===//
//
// Argument blocks and outlined functions are declared at file scope, next to
// the function whose statement they run. A type written inside that function
// may not be nameable there:
//  - sugar naming function-local declarations (a local typedef, a template
//    argument `M` that is a local constexpr) is spelt as the canonical type
//    (`double`, `std::array<int, 8>`), which is nameable;
//  - a class, struct, union or enum declared in the function (or a lambda's
//    closure type), also as a template argument, has no name outside it: the
//    statement runs sequentially, with a warning naming the type.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_FILESCOPETYPES_H
#define NANOCC_FILESCOPETYPES_H

#include "nanocc/SourceUtil.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <functional>
#include <string>

namespace nanocc {

namespace detail {

inline bool declaredInFunction(const clang::Decl *D) {
  return D && D->getParentFunctionOrMethod() != nullptr;
}

/// The first function-local tag in canonical type \p T, or null.
inline const clang::TagDecl *localTagIn(clang::QualType T, unsigned Depth = 0) {
  if (T.isNull() || Depth > 32) return nullptr;
  T = T.getCanonicalType();
  if (T->isReferenceType() || T->isPointerType())
    return localTagIn(T->getPointeeType(), Depth + 1);
  if (const auto *MP = T->getAs<clang::MemberPointerType>())
    if (const clang::TagDecl *D = localTagIn(MP->getPointeeType(), Depth + 1)) return D;
  if (const clang::ArrayType *AT = T->getAsArrayTypeUnsafe())
    return localTagIn(AT->getElementType(), Depth + 1);
  if (const auto *FT = T->getAs<clang::FunctionProtoType>()) {
    if (const clang::TagDecl *D = localTagIn(FT->getReturnType(), Depth + 1)) return D;
    for (clang::QualType P : FT->getParamTypes())
      if (const clang::TagDecl *D = localTagIn(P, Depth + 1)) return D;
    return nullptr;
  }
  const clang::TagDecl *TD = T->getAsTagDecl();
  if (!TD) return nullptr;
  if (const auto *RD = llvm::dyn_cast<clang::CXXRecordDecl>(TD); RD && RD->isLambda()) return TD;
  if (declaredInFunction(TD)) return TD;
  if (const auto *Spec = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(TD)) {
    std::function<const clang::TagDecl *(const clang::TemplateArgument &)> Arg =
        [&](const clang::TemplateArgument &A) -> const clang::TagDecl * {
      if (A.getKind() == clang::TemplateArgument::Type) return localTagIn(A.getAsType(), Depth + 1);
      if (A.getKind() == clang::TemplateArgument::Pack)
        for (const clang::TemplateArgument &P : A.pack_elements())
          if (const clang::TagDecl *D = Arg(P)) return D;
      return nullptr;
    };
    for (const clang::TemplateArgument &A : Spec->getTemplateArgs().asArray())
      if (const clang::TagDecl *D = Arg(A)) return D;
  }
  return nullptr;
}

/// Does the sugar of \p T name a declaration of a function (a local typedef,
/// a local constant in a template argument or a decltype)?
struct LocalSugarFinder : clang::RecursiveASTVisitor<LocalSugarFinder> {
  bool Found = false;
  bool VisitTypedefType(clang::TypedefType *T) {
    Found |= declaredInFunction(T->getDecl());
    return !Found;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    Found |= declaredInFunction(E->getDecl());
    return !Found;
  }
  bool VisitTagType(clang::TagType *T) {
    Found |= declaredInFunction(T->getDecl());
    return !Found;
  }
};

} // namespace detail

/// The class, struct, union or enum declared inside a function (or the lambda
/// closure type) that \p T uses, through pointers, arrays, references,
/// function types and template arguments; null when T is nameable at file scope.
inline const clang::TagDecl *functionLocalTypeIn(clang::QualType T) { return detail::localTagIn(T); }

/// Whether \p S names a variable whose type is a lambda's closure type (it
/// calls a lambda declared before it): code outlined at file scope could not
/// declare that variable, code at the statement's site can.
inline bool namesClosureVariable(const clang::Stmt *S) {
  struct Finder : clang::RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitDeclRefExpr(clang::DeclRefExpr *D) {
      const auto *RD = D->getType().getNonReferenceType()->getAsCXXRecordDecl();
      Found |= llvm::isa<clang::VarDecl>(D->getDecl()) && RD && RD->isLambda();
      return !Found;
    }
  } F;
  F.TraverseStmt(const_cast<clang::Stmt *>(S));
  return F.Found;
}

/// How a message names the local type \p D: `'Point'`, `'(unnamed struct at
/// f.c:12:3)'` (as clang does), `a lambda's closure type`.
inline std::string localTypeName(const clang::TagDecl *D) {
  if (const auto *RD = llvm::dyn_cast<clang::CXXRecordDecl>(D); RD && RD->isLambda())
    return "a lambda's closure type";
  std::string Name = D->getNameAsString();
  if (Name.empty())
    return "'(unnamed " + std::string(D->getKindName()) + " at " +
           D->getLocation().printToString(D->getASTContext().getSourceManager()) + ")'";
  return "'" + Name + "'";
}

/// printDecl() for a declaration placed at file scope: \p T is spelt as its
/// canonical type in C++ (unless dependent) and in C when its sugar names
/// declarations local to a function.
/// Precondition: functionLocalTypeIn(T) is null.
inline std::string printFileScopeDecl(clang::QualType T, const std::string &Name,
                                      const clang::ASTContext &Ctx) {
  // C++: sugar is the library's or the user's own spelling, valid only where
  // it was written (`std::shared_ptr<_NonArray<vector<long>>>` from
  // make_shared, a nested class's `Mesh::Cell` inside namespace geo); the
  // canonical type names every class from the global namespace
  // (printDecl's policy), so file scope can always spell it.
  if (Ctx.getLangOpts().CPlusPlus && !T->isInstantiationDependentType()) return printDecl(T.getCanonicalType(), Name, Ctx);
  detail::LocalSugarFinder F;
  F.TraverseType(T);
  clang::QualType U = F.Found ? T.getCanonicalType() : T;
  // A dependent type (a template's own pattern) keeps its sugar, qualified.
  if (Ctx.getLangOpts().CPlusPlus) U = clang::TypeName::getFullyQualifiedType(U, Ctx, /*WithGlobalNsPrefix=*/false);
  return printDecl(U, Name, Ctx);
}

/// The first type that the text of \p S names (a declaration, a cast, sizeof, a
/// template argument) and that is declared inside the function but outside S,
/// quoted for messages ("'real'"); empty when there is none. An outlined copy
/// of S's text, placed at file scope, could not name it.
inline std::string localTypeNamedIn(const clang::Stmt *S, const clang::SourceManager &SM) {
  struct Finder : clang::RecursiveASTVisitor<Finder> {
    const clang::SourceManager *SM = nullptr;
    clang::SourceLocation Begin, End;
    std::string Found;
    bool VisitTypedefTypeLoc(clang::TypedefTypeLoc TL) { note(TL.getTypedefNameDecl(), TL.getType()); return true; }
    bool VisitTagTypeLoc(clang::TagTypeLoc TL) { note(TL.getDecl(), TL.getType()); return true; }
    void note(const clang::NamedDecl *D, clang::QualType T) {
      if (!Found.empty() || !detail::declaredInFunction(D)) return;
      clang::SourceLocation L = SM->getExpansionLoc(D->getLocation());
      if (SM->isPointWithin(L, Begin, End)) return; // declared by S: the copy declares it too
      Found = "'" + T.getAsString() + "'";
    }
  } F;
  F.SM = &SM;
  F.Begin = SM.getExpansionLoc(S->getBeginLoc());
  F.End = SM.getExpansionLoc(S->getEndLoc());
  F.TraverseStmt(const_cast<clang::Stmt *>(S));
  return F.Found;
}

/// \p F is a friend of a class (declared `friend` in it): its code may name
/// that class's private members, which code moved out of it to file scope may
/// not, so its tasks and loops are outlined inside it (as lambdas).
inline bool isFriendFunction(const clang::FunctionDecl *F) {
  for (const clang::FunctionDecl *R : F->redecls())
    if (R->getFriendObjectKind() != clang::Decl::FOK_None) return true;
  return false;
}

} // namespace nanocc

#endif // NANOCC_FILESCOPETYPES_H
