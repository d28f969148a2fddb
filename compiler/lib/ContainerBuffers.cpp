//===- ContainerBuffers.cpp - Element buffers of standard containers -------===//
//
// A std::vector or std::basic_string object holds a pointer to its elements;
// the elements live in a buffer of their own. A task may reach them through
// the object (`v[3] = 1`, `v.push_back(x)`: the object is registered) or
// through the buffer (`fill(v.data(), n)`, a std::span: the buffer is
// registered). Both must meet at run time, so registering the object also
// registers the buffer (see ContainerBuffers.h for the protocol).
//
//===----------------------------------------------------------------------===//
#include "nanocc/ContainerBuffers.h"
#include "nanocc/Access.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/SymExpr.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecordLayout.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"

#include <optional>

using namespace clang;

namespace nanocc {

bool ownsHeapBuffer(QualType T) {
  const CXXRecordDecl *RD = T.isNull() ? nullptr : T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && RD->getIdentifier() &&
         llvm::is_contained({"vector", "basic_string"}, RD->getName());
}

bool isBitVector(QualType T) {
  if (!ownsHeapBuffer(T)) return false;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || Spec->getName() != "vector") return false;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  return Args.size() > 0 && Args[0].getKind() == TemplateArgument::Type && Args[0].getAsType()->isBooleanType();
}

bool ownsElementBuffer(QualType T) { return ownsHeapBuffer(T) && !isBitVector(T); }

bool isElementVector(QualType T) {
  return ownsElementBuffer(T) && T.getNonReferenceType()->getAsCXXRecordDecl()->getName() == "vector";
}

namespace {

/// The program defines a global `operator new` of its own in this file: a
/// replacement may hand out a variable's storage.
bool replacesOperatorNew(ASTContext &Ctx) {
  for (OverloadedOperatorKind K : {OO_New, OO_Array_New})
    for (const NamedDecl *D : Ctx.getTranslationUnitDecl()->lookup(Ctx.DeclarationNames.getCXXOperatorName(K)))
      if (const auto *FD = dyn_cast<FunctionDecl>(D))
        if (const FunctionDecl *Def = FD->getDefinition();
            Def && !Ctx.getSourceManager().isInSystemHeader(Def->getLocation()))
          return true;
  return false;
}

} // namespace

bool isHeapElementVector(QualType T) {
  if (!isElementVector(T)) return false;
  CXXRecordDecl *Vector = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (replacesOperatorNew(Vector->getASTContext())) return false;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec) return false;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() < 2 || Args[1].getKind() != TemplateArgument::Type) return false;
  const CXXRecordDecl *Allocator = Args[1].getAsType()->getAsCXXRecordDecl();
  return Allocator && Allocator->isInStdNamespace() && Allocator->getIdentifier() &&
         Allocator->getName() == "allocator";
}

namespace {
bool ownedBuffersFromHeap(QualType T, int Depth) {
  if (T.isNull() || Depth > 4) return false;
  T = T.getNonReferenceType().getCanonicalType();
  if (T->isArithmeticType() || T->isPointerType() || T->isEnumeralType() || T->isNullPtrType()) return true;
  if (const ConstantArrayType *A = dyn_cast<ConstantArrayType>(T.getTypePtr()))
    return ownedBuffersFromHeap(A->getElementType(), Depth + 1);
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition()) return false;
  if (RD->isInStdNamespace()) {
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
    if (!Spec || !RD->getIdentifier()) return false;
    const TemplateArgumentList &Args = Spec->getTemplateArgs();
    if (Args.size() < 1 || Args[0].getKind() != TemplateArgument::Type) return false;
    QualType Element = Args[0].getAsType();
    if (RD->getName() == "array") return ownedBuffersFromHeap(Element, Depth + 1);
    // vector<T, A>, basic_string<C, Traits, A>: the allocator is the last argument.
    if (!ownsElementBuffer(T) || replacesOperatorNew(RD->getASTContext())) return false;
    const TemplateArgument &Last = Args[Args.size() - 1];
    const CXXRecordDecl *Allocator = Last.getKind() == TemplateArgument::Type ? Last.getAsType()->getAsCXXRecordDecl()
                                                                              : nullptr;
    return Allocator && Allocator->isInStdNamespace() && Allocator->getIdentifier() &&
           Allocator->getName() == "allocator" && ownedBuffersFromHeap(Element, Depth + 1);
  }
  if (RD->isUnion()) return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (!ownedBuffersFromHeap(B.getType(), Depth + 1)) return false;
  for (const FieldDecl *F : RD->fields())
    if (!ownedBuffersFromHeap(F->getType(), Depth + 1)) return false;
  return true;
}
} // namespace

bool ownedBuffersFromHeap(QualType T) { return ownedBuffersFromHeap(T, 0); }

namespace {

/// Fields and array elements nested deeper, or arrays longer, are not
/// searched (a bound on generated code, documented in docs/language.md).
constexpr int MaxDepth = 4;
constexpr uint64_t MaxArrayElements = 16;

/// Whether code in \p F may name the class member \p D (a field or a nested
/// type) under C++ access control: a public member; else F inside its class
/// (a member, a lambda in one, a member of a nested class) or of a class
/// derived from it (a protected member), or a friend of the class.
bool accessibleFrom(const NamedDecl *D, const FunctionDecl *F) {
  if (D->getAccess() == AS_public || D->getAccess() == AS_none) return true;
  const auto *Owner = dyn_cast<CXXRecordDecl>(D->getDeclContext());
  if (!Owner || !F) return false;
  auto Inside = [&](const CXXRecordDecl *Class, bool Derived) {
    for (const DeclContext *DC = F; DC; DC = DC->getParent())
      if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
        if (RD->getCanonicalDecl() == Class->getCanonicalDecl()) return true;
        if (Derived && RD->hasDefinition() && RD->isDerivedFrom(Class)) return true;
      }
    return false;
  };
  if (Inside(Owner, D->getAccess() == AS_protected)) return true;
  for (const FriendDecl *Friend : Owner->friends()) {
    if (const auto *FF = dyn_cast_or_null<FunctionDecl>(Friend->getFriendDecl())) {
      if (FF->getCanonicalDecl() == F->getCanonicalDecl()) return true;
    } else if (const TypeSourceInfo *TSI = Friend->getFriendType()) {
      if (const CXXRecordDecl *FriendClass = TSI->getType()->getAsCXXRecordDecl(); FriendClass && Inside(FriendClass, false))
        return true;
    }
  }
  return false;
}

/// Whether code in \p F may spell the type \p T: no class or enumeration in it
/// (template arguments included) is a member that F may not name.
bool typeNameableFrom(QualType T, const FunctionDecl *F) {
  if (T.isNull()) return true;
  T = T.getNonReferenceType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType() : QualType(T->getPointeeOrArrayElementType(), 0);
  const TagDecl *TD = T->getAsTagDecl();
  if (!TD) return true;
  for (const Decl *D = TD; isa<TagDecl>(D); D = cast<Decl>(D->getDeclContext()))
    if (!accessibleFrom(cast<NamedDecl>(D), F)) return false;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(TD))
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type && !typeNameableFrom(A.getAsType(), F)) return false;
  return true;
}

/// The containers inside the object \p Obj of type \p T whose bytes lie
/// whole in [Lo, Lo + Len) (offsets from the object's start), named as code
/// in \p F may name them: a member F may not name (`d_` private to the
/// class) is reached at its offset in the object. With \p BaseAt, T is a
/// non-virtual base class at that offset in the object Obj names: its
/// members are reached at their offsets (a name could be hidden or ambiguous).
void collectOwners(QualType T, const std::string &Obj, int64_t Lo, int64_t Len, const ASTContext &Ctx,
                   const FunctionDecl *F, int Depth, std::vector<std::string> &Out,
                   std::optional<int64_t> BaseAt = std::nullopt) {
  if (T.isNull() || T->isDependentType() || T->isIncompleteType() || !T->isConstantSizeType()) return;
  int64_t Size = Ctx.getTypeSizeInChars(T).getQuantity();
  if (Lo >= Size || Lo + Len <= 0 || Depth > MaxDepth) return; // disjoint from the range
  if (ownsElementBuffer(T)) {
    if (Lo <= 0 && Lo + Len >= Size) Out.push_back(Obj);
    return;
  }
  if (const auto *AT = Ctx.getAsConstantArrayType(T)) {
    uint64_t N = AT->getSize().getZExtValue();
    int64_t ElemSize = Ctx.getTypeSizeInChars(AT->getElementType()).getQuantity();
    if (N > MaxArrayElements || ElemSize <= 0) return;
    for (uint64_t I = 0; I < N; ++I)
      collectOwners(AT->getElementType(), Obj + "[" + std::to_string(I) + "]", Lo - int64_t(I) * ElemSize, Len,
                    Ctx, F, Depth + 1, Out);
    return;
  }
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || RD->isInStdNamespace() || RD->isUnion() || RD->isLambda()) return;
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
  for (const FieldDecl *FD : RD->fields()) {
    if (FD->isBitField() || !FD->getIdentifier()) continue;
    int64_t Offset = Ctx.toCharUnitsFromBits(Layout.getFieldOffset(FD->getFieldIndex())).getQuantity();
    std::string Member = Obj + "." + FD->getName().str();
    if (BaseAt || !accessibleFrom(FD, F)) {
      QualType FT = FD->getType();
      if (FT->isReferenceType() || !typeNameableFrom(FT, F)) continue;
      std::string Pointer = printDecl(FT.getUnqualifiedType(), "", Ctx) + " *";
      Member = "(*reinterpret_cast<" + Pointer + ">(const_cast<char *>(reinterpret_cast<const volatile char *>(__builtin_addressof(" +
               Obj + "))) + " + std::to_string(BaseAt.value_or(0) + Offset) + "))";
    }
    collectOwners(FD->getType(), Member, Lo - Offset, Len, Ctx, F, Depth + 1, Out);
  }
  for (const CXXBaseSpecifier &B : RD->bases()) {
    const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl();
    if (B.isVirtual() || !Base || !Base->hasDefinition()) continue; // a virtual base moves
    int64_t Offset = Layout.getBaseClassOffset(Base).getQuantity();
    collectOwners(B.getType(), Obj, Lo - Offset, Len, Ctx, F, Depth + 1, Out, BaseAt.value_or(0) + Offset);
  }
}

} // namespace

std::vector<ElementBufferOwner> elementBufferOwners(const MemRef &R, const FunctionDecl *F, const ASTContext &Ctx) {
  std::vector<ElementBufferOwner> Out;
  if (R.Unbounded || !R.Range.Lo || !R.Range.Len) return Out;
  auto Lo = constValue(R.Range.Lo), Len = constValue(R.Range.Len);
  if (!Lo || !Len) return Out;
  QualType T;
  std::string Obj, Pointer;
  if ((R.Kind == BaseKind::Object || R.Kind == BaseKind::Pointee) && R.Var) {
    QualType VT = R.Var->getType();
    if (R.Kind == BaseKind::Object || VT->isReferenceType()) {
      T = VT.getNonReferenceType();
      Obj = "(" + nameInGeneratedCode(R.Var, true) + ")";
    } else if (VT->isPointerType()) {
      T = VT->getPointeeType();
      Pointer = nameInGeneratedCode(R.Var, true);
      Obj = "(*" + Pointer + ")";
    }
  } else if (R.Kind == BaseKind::PointeeExpr && R.ExprText == "this") {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(F);
    if (MD && MD->isInstance() && !MD->getParent()->isLambda()) {
      T = MD->getThisType()->getPointeeType();
      Obj = "(*this)";
    }
  }
  std::vector<std::string> Lvalues;
  if (!Obj.empty()) collectOwners(T, Obj, *Lo, *Len, Ctx, F, 0, Lvalues);
  for (std::string &L : Lvalues) Out.push_back({std::move(L), Pointer});
  return Out;
}

namespace {

/// Standard classes whose elements live in allocations of their own, not
/// inside the object and not in one buffer: nodes, a deque's blocks.
bool isNodeContainer(const CXXRecordDecl *RD) {
  return RD->getIdentifier() &&
         llvm::is_contained({"list", "forward_list", "map", "multimap", "set", "multiset", "unordered_map",
                             "unordered_multimap", "unordered_set", "unordered_multiset", "deque", "queue", "stack",
                             "priority_queue"},
                            RD->getName());
}

/// Whether an object of type \p T owns memory outside its own bytes: a
/// standard container, or a class, array or standard wrapper holding one.
bool ownsHeapMemory(QualType T, int Depth);

/// Applies \p Pred to what makes up an object of type \p T: the element
/// type of an array, the type arguments of a standard class template, the
/// fields and bases of another class. True when it holds for one of them.
bool anyPart(QualType T, int Depth, bool (*Pred)(QualType, int)) {
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe()) return Pred(AT->getElementType(), Depth + 1);
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition()) return false;
  if (RD->isInStdNamespace()) {
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
    return Spec && llvm::any_of(Spec->getTemplateArgs().asArray(), [&](const TemplateArgument &A) {
             return A.getKind() == TemplateArgument::Type && Pred(A.getAsType(), Depth + 1);
           });
  }
  for (const FieldDecl *FD : RD->getDefinition()->fields())
    if (Pred(FD->getType(), Depth + 1)) return true;
  for (const CXXBaseSpecifier &B : RD->getDefinition()->bases())
    if (Pred(B.getType(), Depth + 1)) return true;
  return false;
}

bool ownsHeapMemory(QualType T, int Depth) {
  if (T.isNull() || Depth > MaxDepth || T->isReferenceType() || T->isPointerType()) return false;
  const auto *RD = T->getAsCXXRecordDecl();
  if (RD && RD->isInStdNamespace() && (ownsHeapBuffer(T) || isNodeContainer(RD))) return true;
  return anyPart(T, Depth, ownsHeapMemory);
}

bool ownsUnregisteredElementsAt(QualType T, int Depth) {
  if (T.isNull() || Depth > MaxDepth || T->isPointerType()) return false;
  T = T.getNonReferenceType();
  const auto *RD = T->getAsCXXRecordDecl();
  if (RD && RD->isInStdNamespace() && isNodeContainer(RD)) return true;
  if (isBitVector(T)) return false;
  // A vector's elements are in its registered buffer, but what they own is not.
  if (ownsHeapBuffer(T)) return anyPart(T, Depth, ownsHeapMemory);
  return anyPart(T, Depth, ownsUnregisteredElementsAt);
}

} // namespace

bool ownsUnregisteredElements(QualType T) { return ownsUnregisteredElementsAt(T, 0); }

bool holdsNoElement(QualType T) {
  if (isElementVector(T)) return true;
  const CXXRecordDecl *RD = T.isNull() ? nullptr : T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && isNodeContainer(RD);
}

bool holdsElementsInline(QualType T) {
  const CXXRecordDecl *RD = T.isNull() ? nullptr : T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && RD->getIdentifier() && RD->getName() == "array";
}

bool holdsDistinctElements(QualType T) {
  if (T.isNull()) return false;
  T = T.getNonReferenceType();
  if (T->isArrayType() || holdsNoElement(T) || holdsElementsInline(T)) return true;
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && RD->getIdentifier() &&
         llvm::is_contained({"basic_string", "valarray"}, RD->getName());
}

std::string elementBufferOperands(const std::string &C) {
  return "nano_bytes_(" + C + ".data()), static_cast<size_t>(" + C + ".size() * sizeof(*" + C + ".data()))";
}

} // namespace nanocc
