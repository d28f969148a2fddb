//===- ReferenceArguments.cpp - Arguments bound to non-const references ---===//
//
// A standard library function with a forwarding reference parameter
// (`template <class... A> void emplace_back(A&&... a)`) binds an lvalue
// argument to `T&`, not const, and passes it on to a constructor. Built from
// a scalar, a scalar or a standard class of scalars (std::vector<int>,
// std::pair<long, double>, std::string) copies its value: the argument is
// read. A user class's constructor may take `int&` and write it, and
// std::reference_wrapper or a tuple of references keeps a reference to write
// through later, so any such type in the call keeps the argument "modified".
//
//===----------------------------------------------------------------------===//
#include "nanocc/ReferenceArguments.h"

#include "nanocc/ContainerBuffers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TemplateBase.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace nanocc {

namespace {

bool buildsOnlyValues(QualType T, int Depth);

bool argumentsBuildOnlyValues(llvm::ArrayRef<TemplateArgument> Args, int Depth) {
  for (const TemplateArgument &A : Args) {
    if (A.getKind() == TemplateArgument::Pack && !argumentsBuildOnlyValues(A.pack_elements(), Depth)) return false;
    if (A.getKind() == TemplateArgument::Type && !buildsOnlyValues(A.getAsType(), Depth)) return false;
  }
  return true;
}

/// A scalar, or a standard class template whose type arguments are such
/// types (not references: a std::tuple<int&> writes through its reference).
bool buildsOnlyValues(QualType T, int Depth) {
  if (T.isNull() || Depth > 4 || T->isReferenceType()) return false;
  T = T.getCanonicalType();
  if (T->isScalarType()) return true;
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() || RD->getName() == "reference_wrapper") return false;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  return !Spec || argumentsBuildOnlyValues(Spec->getTemplateArgs().asArray(), Depth + 1);
}

/// A parameter declared `T&&` with T a deduced template parameter, bound to
/// an lvalue: the collapsed reference is not spelled as an lvalue reference.
bool isForwardedLvalue(QualType Param) {
  const auto *LR = Param->getAs<LValueReferenceType>();
  return LR && !LR->isSpelledAsLValue();
}

} // namespace

bool referenceArgumentOnlyRead(const CallExpr *Call, unsigned I) {
  const Expr *Arg = Call->getArg(I);
  if (isa<MaterializeTemporaryExpr>(Arg->IgnoreParens())) return true;
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD) return false;
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  const ParmVarDecl *Param = parameterOfArgument(Call, I);
  const Decl *Owner = MD ? static_cast<const Decl *>(MD->getParent()) : FD; // a member: its class
  if (!Owner->isInStdNamespace() || !Param || !isForwardedLvalue(Param->getType()) ||
      !Arg->getType()->isScalarType())
    return false;
  // Everything the call may build: the forwarded arguments (a deduced `int&`
  // stands for the int), the class the member belongs to, and the result.
  if (const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs())
    for (const TemplateArgument &A : Args->asArray()) {
      auto Stripped = [](const TemplateArgument &X) {
        return X.getKind() == TemplateArgument::Type ? TemplateArgument(X.getAsType().getNonReferenceType()) : X;
      };
      if (A.getKind() == TemplateArgument::Pack) {
        for (const TemplateArgument &E : A.pack_elements())
          if (!argumentsBuildOnlyValues({Stripped(E)}, 0)) return false;
      } else if (!argumentsBuildOnlyValues({Stripped(A)}, 0)) {
        return false;
      }
    }
  if (MD && !buildsOnlyValues(QualType(MD->getParent()->getTypeForDecl(), 0), 0))
    return false;
  QualType Ret = FD->getReturnType();
  return Ret->isVoidType() || buildsOnlyValues(Ret.getNonReferenceType(), 0);
}

unsigned objectArguments(const CallExpr *Call) {
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  return isa<CXXOperatorCallExpr>(Call) && MD && !MD->isExplicitObjectMemberFunction() ? 1 : 0;
}

const ParmVarDecl *parameterOfArgument(const CallExpr *Call, unsigned I) {
  const FunctionDecl *FD = Call->getDirectCallee();
  unsigned Skip = objectArguments(Call);
  if (!FD || I < Skip || I - Skip >= FD->getNumParams()) return nullptr;
  return FD->getParamDecl(I - Skip);
}

bool containerArgumentKeepsBuffer(const CallExpr *Call, unsigned I) {
  const ParmVarDecl *Declared = parameterOfArgument(Call, I);
  const FunctionDecl *Def = Call->getDirectCallee() ? Call->getDirectCallee()->getDefinition() : nullptr;
  if (!Declared || !Def || !Def->getBody() || Def->isDependentContext())
    return false;
  const ParmVarDecl *P = Def->getParamDecl(Declared->getFunctionScopeIndex());
  QualType T = P->getType();
  const CXXRecordDecl *RD = T->isLValueReferenceType() ? T->getPointeeType()->getAsCXXRecordDecl() : nullptr;
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() ||
      !llvm::is_contained({"vector", "array", "basic_string"}, RD->getName()))
    return false;
  // Every use of P is the object of one of these members (none reallocates).
  struct Uses : RecursiveASTVisitor<Uses> {
    const ParmVarDecl *P;
    unsigned All = 0, Kept = 0;
    bool isP(const Expr *E) const {
      const auto *DR = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
      return DR && DR->getDecl() == P;
    }
    bool VisitDeclRefExpr(DeclRefExpr *DR) {
      All += DR->getDecl() == P;
      return true;
    }
    bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *OC) {
      Kept += OC->getOperator() == OO_Subscript && OC->getNumArgs() > 0 && isP(OC->getArg(0));
      return true;
    }
    bool VisitCXXMemberCallExpr(CXXMemberCallExpr *MC) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      Kept += MD && MD->getIdentifier() && isP(MC->getImplicitObjectArgument()) &&
              llvm::is_contained({"size", "empty", "length", "capacity", "max_size", "at", "front", "back", "data",
                                  "begin", "end", "cbegin", "cend", "rbegin", "rend"},
                                 MD->getName());
      return true;
    }
  } U;
  U.P = P;
  U.TraverseStmt(Def->getBody());
  return U.All == U.Kept;
}

const RecordDecl *memberBufferRecord(const ParmVarDecl *P) {
  QualType T = P->getType();
  QualType Object = T->isLValueReferenceType() || T->isPointerType() ? T->getPointeeType()
                    : T->isRecordType()                             ? T
                                                                    : QualType();
  const RecordDecl *RD = Object.isNull() ? nullptr : Object->getAsRecordDecl();
  if (!RD || !RD->getDefinition() || RD->isUnion() || Object.isVolatileQualified()) return nullptr;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD); CRD && (CRD->isInStdNamespace() || CRD->isLambda()))
    return nullptr;
  // A copy made by a constructor of the class may point to buffers of its own.
  if (T->isRecordType() && !T.isTriviallyCopyableType(P->getASTContext())) return nullptr;
  return RD;
}

bool isElementPointerMember(const FieldDecl *F) {
  QualType T = F->getType();
  if (!T->isPointerType() || T.isVolatileQualified()) return false;
  QualType E = T->getPointeeType();
  // Not characters: they may hold the bytes of any object, the record's fields too.
  return (E->isArithmeticType() && !E->isAnyCharacterType()) && !E.isVolatileQualified();
}

bool recordArgumentKeepsMemberBuffers(const CallExpr *Call, unsigned I) {
  const ParmVarDecl *Declared = parameterOfArgument(Call, I);
  const FunctionDecl *Def = Call->getDirectCallee() ? Call->getDirectCallee()->getDefinition() : nullptr;
  if (!Declared || !Def || !Def->getBody() || Def->isDependentContext() || isa<CXXMethodDecl>(Def))
    return false;
  const ParmVarDecl *P = Def->getParamDecl(Declared->getFunctionScopeIndex());
  if (!memberBufferRecord(P)) return false;
  // Every use of P is the base of a field (`P.f`, or `P->f` for a pointer) read as
  // an integer, used as an element pointer, or (not a copy, whose vectors are its
  // own) a vector member subscripted or asked its size.
  struct Uses : RecursiveASTVisitor<Uses> {
    const ParmVarDecl *P;
    bool Arrow, Vectors;
    unsigned All = 0, Kept = 0;
    const FieldDecl *fieldOfP(const Expr *E) const {
      const auto *ME = E ? dyn_cast<MemberExpr>(E->IgnoreParenImpCasts()) : nullptr;
      const auto *DR = ME && ME->isArrow() == Arrow ? dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts())
                                                    : nullptr;
      return DR && DR->getDecl() == P ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
    }
    bool VisitDeclRefExpr(DeclRefExpr *DR) {
      All += DR->getDecl() == P;
      return true;
    }
    bool VisitImplicitCastExpr(ImplicitCastExpr *IC) {
      const FieldDecl *F = IC->getCastKind() == CK_LValueToRValue ? fieldOfP(IC->getSubExpr()) : nullptr;
      Kept += F && F->getType()->isIntegerType() && !F->getType().isVolatileQualified();
      return true;
    }
    /// `P->data` loaded as a pointer to elements (conversions to another
    /// pointer type aside).
    bool loadsElementPointer(const Expr *E) const {
      const auto *IC = dyn_cast<ImplicitCastExpr>(E->IgnoreParens());
      while (IC && (IC->getCastKind() == CK_NoOp || IC->getCastKind() == CK_BitCast))
        IC = dyn_cast<ImplicitCastExpr>(IC->getSubExpr()->IgnoreParens());
      const FieldDecl *F = IC && IC->getCastKind() == CK_LValueToRValue ? fieldOfP(IC->getSubExpr()) : nullptr;
      return F && isElementPointerMember(F);
    }
    // The element pointer is subscripted, dereferenced, offset or passed to a
    // call: what these reach is an access through `P->data` (checked there).
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
      Kept += loadsElementPointer(AS->getBase());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *UO) {
      Kept += UO->getOpcode() == UO_Deref && loadsElementPointer(UO->getSubExpr());
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *BO) {
      if (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub)
        Kept += loadsElementPointer(BO->getLHS()) + loadsElementPointer(BO->getRHS());
      return true;
    }
    bool VisitCallExpr(CallExpr *CE) {
      for (const Expr *A : CE->arguments()) Kept += loadsElementPointer(A);
      return true;
    }
    bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *OC) {
      const FieldDecl *F = OC->getOperator() == OO_Subscript && OC->getNumArgs() == 2 ? fieldOfP(OC->getArg(0)) : nullptr;
      Kept += Vectors && F && isHeapElementVector(F->getType());
      return true;
    }
    bool VisitCXXMemberCallExpr(CXXMemberCallExpr *MC) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      const FieldDecl *F = fieldOfP(MC->getImplicitObjectArgument());
      Kept += Vectors && F && isHeapElementVector(F->getType()) && MD && MD->getIdentifier() &&
              llvm::is_contained({"size", "empty"}, MD->getName());
      // `g.get(y, x)`, `g->get(y, x)`: a const member of the record's own class.
      const auto *Obj = MC->getImplicitObjectArgument();
      const auto *DR = Obj ? dyn_cast<DeclRefExpr>(Obj->IgnoreParenImpCasts()) : nullptr;
      Kept += Vectors && DR && DR->getDecl() == P && MD && MD->isConst() && !MD->isVirtual() &&
              Obj->IgnoreParenImpCasts()->getType()->isPointerType() == Arrow;
      return true;
    }
  } U;
  U.P = P;
  U.Arrow = P->getType()->isPointerType();
  U.Vectors = !P->getType()->isRecordType();
  U.TraverseStmt(Def->getBody());
  return U.All > 0 && U.All == U.Kept;
}

bool argumentOnlyCopied(const CallExpr *Call, unsigned I) {
  const ParmVarDecl *Declared = parameterOfArgument(Call, I);
  const FunctionDecl *Def = Call->getDirectCallee() ? Call->getDirectCallee()->getDefinition() : nullptr;
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Def);
  if (!Declared || !Def || !Def->getBody() || Def->isDependentContext() || (MD && MD->isVirtual()))
    return false;
  const ParmVarDecl *P = Def->getParamDecl(Declared->getFunctionScopeIndex());
  const bool Pointer = P->getType()->isPointerType();
  if (!Pointer && !P->getType()->isReferenceType()) return false;
  // Every use of P is a load of what it refers or points to, or of a field's
  // (`o.x`, `o.in.z`, `*q`, `q->x`, `q->in.z`).
  struct Uses : RecursiveASTVisitor<Uses> {
    const ParmVarDecl *P;
    bool Pointer;
    unsigned All = 0, Loaded = 0;
    bool isP(const Expr *E) const {
      const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return DR && DR->getDecl() == P;
    }
    bool VisitDeclRefExpr(DeclRefExpr *DR) {
      All += DR->getDecl() == P;
      return true;
    }
    bool VisitImplicitCastExpr(ImplicitCastExpr *IC) {
      if (IC->getCastKind() != CK_LValueToRValue) return true;
      const Expr *E = IC->getSubExpr()->IgnoreParens();
      while (const auto *ME = dyn_cast<MemberExpr>(E)) {
        if (!isa<FieldDecl>(ME->getMemberDecl())) return true;
        if (ME->isArrow()) {
          Loaded += Pointer && isP(ME->getBase());
          return true;
        }
        E = ME->getBase()->IgnoreParens();
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref)
        Loaded += Pointer && isP(UO->getSubExpr());
      else if (const auto *DR = dyn_cast<DeclRefExpr>(E))
        Loaded += !Pointer && DR->getDecl() == P;
      return true;
    }
  } U;
  U.P = P;
  U.Pointer = Pointer;
  U.TraverseStmt(Def->getBody());
  return U.All == U.Loaded;
}

} // namespace nanocc
