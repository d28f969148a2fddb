//===- Access.cpp - Aliasing and conflicts between accesses ---------------===//
//
// Rules: distinct named objects never overlap; memory reached through a
// pointer may overlap any object whose address escapes, any global and any
// other pointer's target, unless type-based aliasing (C's effective-type
// rules) or `restrict` or a fresh allocation rules it out.
//
//===----------------------------------------------------------------------===//
#include "nanocc/Access.h"
#include "nanocc/AddressOf.h"
#include "nanocc/ContainerBuffers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"

using namespace clang;

namespace nanocc {

const ValueDecl *variableIdentity(const ValueDecl *V) {
  const auto *VD = dyn_cast_or_null<VarDecl>(V);
  if (!VD || !VD->hasGlobalStorage()) return V;
  if (const VarDecl *Def = VD->getDefinition()) return Def;
  // A C tentative definition (`long G;`) is no definition: the one acting as
  // it, whichever declaration names it (`extern long G;` before it, bb69 3).
  const VarDecl *First = VD->getCanonicalDecl();
  for (const VarDecl *R : First->redecls())
    if (const VarDecl *Acting = const_cast<VarDecl *>(R)->getActingDefinition()) return Acting;
  for (const VarDecl *R : First->redecls()) // declared only: one outside any function
    if (!R->isLocalVarDecl()) return R;
  return First;
}

std::string nameInGeneratedCode(const ValueDecl *V, bool CXX) {
  const auto *VD = dyn_cast<VarDecl>(V);
  if (!CXX || !VD || !(VD->isFileVarDecl() || VD->isStaticDataMember())) return V->getNameAsString();
  PrintingPolicy PP(V->getASTContext().getLangOpts());
  PP.SuppressUnwrittenScope = true; // anonymous and inline namespaces
  std::string S;
  llvm::raw_string_ostream OS(S);
  V->printQualifiedName(OS, PP);
  return "::" + OS.str();
}

std::string MemRef::baseAddressText(bool CXX) const {
  auto Bytes = [CXX](const std::string &Pointer) {
    return CXX ? "nano_bytes_(" + Pointer + ")" : "(const char *)" + Pointer;
  };
  switch (Kind) {
  case BaseKind::Object:
    if (Var->getType()->isVariablyModifiedType()) // a VLA: no template argument can name its type
      return "(const char *)&(" + nameInGeneratedCode(Var, CXX) + ")";
    return Bytes(addressText(nameInGeneratedCode(Var, CXX), Var->getType(), Var->getASTContext()));
  case BaseKind::Pointee:
    if (Var->getType()->isReferenceType())
      return Bytes(addressText(nameInGeneratedCode(Var, CXX), Var->getType(), Var->getASTContext()));
    return Bytes("(" + nameInGeneratedCode(Var, CXX) + ")");
  case BaseKind::PointeeExpr:
    return Bytes("(" + ExprText + ")");
  default:
    return "";
  }
}

bool MemRef::textMentions(const std::string &Text) const {
  auto In = [&](const std::string &Where) { return Where.find(Text) != std::string::npos; };
  return In(baseAddressText(false)) || (Range.Lo && In(printSym(Range.Lo))) ||
         (Range.Len && In(printSym(Range.Len)));
}

const char *modeName(const Access &A) {
  if (A.Read && A.Write) return "read/write";
  return A.Write ? "write" : "read";
}

namespace {

bool isGlobal(const ValueDecl *V) {
  if (auto *VD = dyn_cast<VarDecl>(V))
    return VD->hasGlobalStorage() && !VD->isStaticLocal();
  return false;
}

bool isRestrict(const ValueDecl *V) {
  return V && V->getType().isRestrictQualified();
}

QualType scalarOf(QualType T) {
  while (!T.isNull()) {
    if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
      T = AT->getElementType();
    else
      break;
  }
  return T.isNull() ? T : T.getCanonicalType().getUnqualifiedType();
}

bool TypeBasedAliasing = true;

/// Integer types that are one type to C's effective-type rule: a type and its
/// signed or unsigned counterpart (C11 6.5p7), and conservatively every pair of
/// the same width on LP64 (`long`, `long long`: int64_t is either). Wide and
/// Unicode characters go with the integers of their width.
int integerClass(const BuiltinType *T) {
  switch (T->getKind()) {
  case BuiltinType::Bool: return 1;
  case BuiltinType::Short: case BuiltinType::UShort: case BuiltinType::Char16: return 2;
  case BuiltinType::Int: case BuiltinType::UInt: case BuiltinType::WChar_S:
  case BuiltinType::WChar_U: case BuiltinType::Char32: return 3;
  case BuiltinType::Long: case BuiltinType::ULong: case BuiltinType::LongLong:
  case BuiltinType::ULongLong: return 4;
  case BuiltinType::Int128: case BuiltinType::UInt128: return 5;
  default: return 0; // any other: only itself
  }
}

/// The type an object of type T is accessed as for aliasing: arrays by their
/// elements, an enum as its underlying integer, a complex or vector number as
/// its element (C11 6.2.5p13: a complex is an array of two reals).
QualType accessedAs(QualType T) {
  T = scalarOf(T);
  for (int Step = 0; Step < 4 && !T.isNull(); ++Step) {
    if (const auto *ET = T->getAs<EnumType>()) {
      if (!ET->getDecl()->isComplete()) return T;
      T = ET->getDecl()->getIntegerType();
    } else if (const auto *CT = T->getAs<ComplexType>()) {
      T = CT->getElementType();
    } else if (const auto *VT = T->getAs<VectorType>()) {
      T = VT->getElementType();
    } else {
      break;
    }
    T = T.isNull() ? T : T.getCanonicalType().getUnqualifiedType();
  }
  return T;
}

/// A type declared `__attribute__((may_alias))` (through any typedef of its
/// sugar): its lvalues may access any object, as a character type's may.
bool declaredMayAlias(QualType T) {
  while (!T.isNull()) {
    if (const auto *TT = T->getAs<TypedefType>()) {
      if (TT->getDecl()->hasAttr<MayAliasAttr>()) return true;
      T = TT->getDecl()->getUnderlyingType();
      continue;
    }
    if (const auto *TD = T->getAsTagDecl(); TD && TD->hasAttr<MayAliasAttr>()) return true;
    return false;
  }
  return false;
}

bool typesMayAlias(QualType A, QualType B);

/// Whether an object of the complete struct or class \p RD may hold an object
/// that an lvalue of the scalar type \p T accesses: a field (or base, or
/// element of an array field) of a type that T may alias. A double lvalue
/// never changes `struct grid { int w; double *data; }` (C11 6.5p7). Any
/// standard class in it may (an access of a std::vector stands for its elements).
bool recordMayHold(const RecordDecl *RD, QualType T, int Depth) {
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD || RD->isUnion() || Depth > 8 || declaredMayAlias(QualType(RD->getTypeForDecl(), 0))) return true;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD)) {
    // A standard class's object stands for what it owns too (a vector's
    // elements); a standard view owns nothing: its own bytes are a pointer and
    // a size (bb59 4: reading a span `s` was ordered after a task writing the
    // doubles `s.first(h)` shows).
    // Nor does a trivially copyable one (a span's `__extent_storage`, a pair of
    // numbers, a std::array): its bytes are all it is.
    bool StdView = CRD->isInStdNamespace() && CRD->getIdentifier() &&
                   (CRD->getName() == "span" || CRD->getName() == "basic_string_view");
    bool OwnsNothing = StdView || (CRD->hasDefinition() && CRD->isTriviallyCopyable());
    if (CRD->isDependentContext() || (CRD->isInStdNamespace() && !OwnsNothing)) return true;
    for (const CXXBaseSpecifier &Base : CRD->bases())
      if (recordMayHold(Base.getType()->getAsRecordDecl(), T, Depth + 1)) return true;
  }
  for (const FieldDecl *F : RD->fields()) {
    QualType FT = F->getType().getCanonicalType();
    while (const ArrayType *AT = FT->getAsArrayTypeUnsafe()) FT = AT->getElementType().getCanonicalType();
    if (FT->isReferenceType()) return true; // an access of the object may stand for its referent
    if (const RecordDecl *Inner = FT->getAsRecordDecl(); Inner && !Inner->isUnion()) {
      if (recordMayHold(Inner, T, Depth + 1)) return true;
    } else if (typesMayAlias(FT, T)) {
      return true;
    }
  }
  return false;
}

/// C's effective-type rule: can an lvalue of type A access an object of type B?
bool typesMayAlias(QualType A, QualType B) {
  if (!TypeBasedAliasing || declaredMayAlias(A) || declaredMayAlias(B)) return true;
  A = accessedAs(A);
  B = accessedAs(B);
  if (A.isNull() || B.isNull()) return true;
  auto Wild = [](QualType T) {
    return T->isVoidType() || T->isCharType() || T->isIncompleteType() || T->isDependentType() || T->isUnionType();
  };
  if (Wild(A) || Wild(B)) return true;
  // A struct and a scalar: only through a field of the struct.
  if (A->isRecordType() != B->isRecordType()) {
    const bool RecordA = A->isRecordType();
    return recordMayHold((RecordA ? A : B)->getAsRecordDecl(), RecordA ? B : A, 0);
  }
  if (A->isRecordType()) return true; // two records: one may hold the other
  if (A == B) return true;
  const auto *BA = A->getAs<BuiltinType>(), *BB = B->getAs<BuiltinType>();
  if (BA && BB && A->isIntegerType() && B->isIntegerType())
    return BA->getKind() == BB->getKind() ||
           (integerClass(BA) != 0 && integerClass(BA) == integerClass(BB));
  if (A->isPointerType() && B->isPointerType()) return true;
  return false;
}

bool rangesOverlap(const MemRef &A, const MemRef &B) {
  if (A.Unbounded || B.Unbounded || !A.Range.Len || !B.Range.Len) return true;
  return mayOverlap(A.Range, B.Range);
}

bool isPointerBased(const MemRef &R) {
  return R.Kind == BaseKind::Pointee || R.Kind == BaseKind::PointeeExpr;
}

/// `q.data()` of a container variable `q` of this invocation (not a reference,
/// not static) whose address, elements or iterators never escape: only `q`
/// reaches its buffer.
bool ownedLocalBuffer(const MemRef &R, const AliasFacts &Facts) {
  if (!R.ContainerData || R.Kind != BaseKind::PointeeExpr || R.ExprVars.size() != 1) return false;
  // Only a container owns what it holds; a view (`std::span<long> a` parameter,
  // bb59 1) shows memory another name may reach.
  if (R.ContainerType.isNull() || !(ownsHeapBuffer(R.ContainerType) || holdsElementsInline(R.ContainerType)))
    return false;
  const auto *VD = dyn_cast<VarDecl>(*R.ExprVars.begin());
  return VD && VD->hasLocalStorage() && !VD->getType()->isReferenceType() && !Facts.Escaped.count(VD) &&
         R.ExprText == VD->getNameAsString() + ".data()";
}

} // namespace

void setTypeBasedAliasing(bool Enabled) { TypeBasedAliasing = Enabled; }

/// \p T without references, sugar and qualifiers.
static QualType bareType(QualType T) { return T.getNonReferenceType().getCanonicalType().getUnqualifiedType(); }

bool distinctContainerTypes(const MemRef &A, const MemRef &B) {
  if (!A.ContainerData || !B.ContainerData || A.ContainerType.isNull() || B.ContainerType.isNull() ||
      !ownsHeapBuffer(A.ContainerType) || !ownsHeapBuffer(B.ContainerType))
    return false;
  return bareType(A.ContainerType) != bareType(B.ContainerType);
}

/// Is \p P the buffer of a container of \p Var's type, named by an expression
/// of \p Var (`static_cast<V &>(v).data()`, `(k ? v : w).data()`, `(*&v).data()`):
/// possibly Var's own buffer, whatever else the expression says (bb77 F3).
static bool bufferNamedThrough(const MemRef &P, const ValueDecl *Var) {
  return P.Kind == BaseKind::PointeeExpr && P.ContainerData && !P.ContainerType.isNull() && Var &&
         P.ExprVars.count(Var) && bareType(P.ContainerType) == bareType(Var->getType());
}

/// A variable holding only scalars (a number, a pointer, an array of them):
/// an access to it is to its own bytes, not to what an object it holds owns (a
/// container's access stands for its buffer too), and it is no reference,
/// which may name an element of a buffer.
static bool scalarVariable(const ValueDecl *V) {
  if (!V || V->getType()->isReferenceType()) return false;
  const Type *T = V->getType()->getBaseElementTypeUnsafe();
  return T->isScalarType();
}

/// An access of the bytes of the variable itself (its own type, a trivially
/// copyable record: `sv` read to call `sv.last(n)`), which owns no buffer and
/// is not the memory a view it is would show (that access has the element type).
static bool ownBytesOnly(const MemRef &O) {
  if (!O.Var || O.ElemType.isNull() || O.Var->getType()->isReferenceType()) return false;
  QualType T = O.Var->getType().getCanonicalType().getUnqualifiedType();
  if (T != O.ElemType.getCanonicalType().getUnqualifiedType() || !T->isRecordType()) return false;
  const auto *RD = T->getAsCXXRecordDecl();
  return !RD || (RD->hasDefinition() && RD->isTriviallyCopyable());
}

/// A record whose memory is its own bytes and the buffers of its std::vector
/// members of arithmetic elements (fields and bases, nested records alike): no
/// pointer, reference or view, so nothing it stands for lies in a buffer that
/// another variable's container owns.
static bool ownsOnlyValues(const RecordDecl *RD, unsigned Depth = 0) {
  if (!RD || !RD->getDefinition() || RD->isUnion() || Depth > 4) return false;
  auto ValueType = [&](QualType T) {
    T = T.getCanonicalType();
    if (const auto *A = dyn_cast<ConstantArrayType>(T.getTypePtr())) T = A->getElementType().getCanonicalType();
    if (T->isArithmeticType() || T->isEnumeralType()) return true;
    if (isHeapElementVector(T)) {
      const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
      return Spec && Spec->getTemplateArgs().size() > 0 &&
             Spec->getTemplateArgs()[0].getKind() == TemplateArgument::Type &&
             Spec->getTemplateArgs()[0].getAsType()->isArithmeticType();
    }
    return T->isRecordType() && !T->getAsCXXRecordDecl()->isInStdNamespace() &&
           ownsOnlyValues(T->getAsRecordDecl(), Depth + 1);
  };
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD)) {
    if (CRD->isLambda() || CRD->getNumVBases() || CRD->isPolymorphic()) return false;
    for (const CXXBaseSpecifier &B : CRD->bases())
      if (!ownsOnlyValues(B.getType()->getAsRecordDecl(), Depth + 1)) return false;
  }
  return llvm::all_of(RD->fields(), [&](const FieldDecl *F) { return ValueType(F->getType()); });
}

/// An access of the variable \p O names (no reference), a record that owns only
/// values (ownsOnlyValues), and the buffer \p P of a std::vector that another
/// variable (no reference or pointer) holds, itself or as a member
/// (`s.data()`, `h.d.data()`): apart, each object owning its buffers.
static bool valueRecordApartFromBuffer(const MemRef &O, const MemRef &P) {
  if (!O.Var || O.Var->getType()->isReferenceType() || P.ExprVars.size() != 1 || P.ExprVars.count(O.Var) ||
      llvm::StringRef(P.ExprText).contains("->"))
    return false;
  const auto *Holder = dyn_cast<VarDecl>(*P.ExprVars.begin());
  if (!Holder || Holder->getType()->isReferenceType() || Holder->getType()->isPointerType() ||
      !llvm::StringRef(P.ExprText).starts_with(Holder->getName().str() + "."))
    return false;
  const RecordDecl *RD = O.Var->getType()->getBaseElementTypeUnsafe()->getAsRecordDecl();
  return RD && !(isa<CXXRecordDecl>(RD) && cast<CXXRecordDecl>(RD)->isInStdNamespace()) && ownsOnlyValues(RD);
}

/// \p H is a container's header (MemRef::ContainerHeader), which holds
/// pointers (and a size): an arithmetic lvalue \p P (not a character, which
/// may access anything), or a record holding only such, never overlaps it.
static bool headerApartFrom(const MemRef &H, const MemRef &P) {
  if (!H.ContainerHeader || !TypeBasedAliasing || P.ElemType.isNull()) return false;
  QualType T = accessedAs(P.ElemType);
  if (T.isNull()) return false;
  if (const RecordDecl *RD = T->getAsRecordDecl())
    return !recordMayHold(RD, RD->getASTContext().VoidPtrTy, 0) &&
           !recordMayHold(RD, RD->getASTContext().UnsignedLongTy, 0);
  return T->isArithmeticType() && !T->isCharType();
}

/// The variable whose own bytes hold the elements \p P reaches: a std::array
/// named `a.data()` or `s.a.data()`, with `a`, `s` a variable (not a
/// reference) and fields of it. Null otherwise.
static const ValueDecl *inlineElementsHolder(const MemRef &P) {
  if (P.Kind != BaseKind::PointeeExpr || !P.ContainerData || P.NestedBuffers || P.ExprVars.size() != 1 ||
      P.ContainerType.isNull())
    return nullptr;
  const CXXRecordDecl *RD = P.ContainerType.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() || RD->getName() != "array") return nullptr;
  const auto *VD = dyn_cast<VarDecl>(*P.ExprVars.begin());
  llvm::StringRef Path(P.ExprText);
  if (!VD || VD->getType()->isReferenceType() || !Path.consume_front(VD->getName()) ||
      !Path.consume_back(".data()") || (!Path.empty() && Path.front() != '.') ||
      !llvm::all_of(Path, [](char C) { return isalnum(C) || C == '_' || C == '.'; }))
    return nullptr;
  return VD;
}

/// One element of a std::vector (MemRef::ContainerElement) and a read of the
/// vector's header: the header is the variable's own bytes, the element lies
/// in its heap buffer.
static bool elementApartFromHeader(const MemRef &A, const MemRef &B) {
  return A.Kind == B.Kind && A.Var && A.Var == B.Var &&
         ((A.ContainerElement && B.ContainerHeader && !B.ContainerElement) ||
          (B.ContainerElement && A.ContainerHeader && !A.ContainerElement));
}

/// \p V is an automatic variable of the function whose parameter is \p Parameter
/// (not a variable of an enclosing function a lambda captures).
static bool automaticOfSameCall(const ValueDecl *V, const ValueDecl *Parameter) {
  const auto *VD = dyn_cast<VarDecl>(V);
  return VD && VD->hasLocalStorage() && isa<ParmVarDecl>(Parameter) &&
         VD->getDeclContext() == Parameter->getDeclContext();
}

std::string containerOfBuffer(std::string Memory) {
  llvm::StringRef Data(Memory);
  if (!Data.consume_back(".data()")) return Memory;
  if (Data.starts_with("(") && Data.ends_with(")")) Data = Data.drop_front().drop_back();
  return Data.str();
}

bool mayAlias(const MemRef &A, const MemRef &B, const AliasFacts &Facts) {
  if (elementApartFromHeader(A, B)) return false;
  // A range-based for's own variables (`__begin1`, `__range1`: implicit) are
  // named by its generated code only; no pointer of the program reaches them.
  auto ObjectReachable = [&](const ValueDecl *V) {
    if (isa<VarDecl>(V) && V->isImplicit() && !V->getType()->isReferenceType()) return false;
    return isGlobal(V) || Facts.Escaped.count(V) ||
           (isa<VarDecl>(V) && cast<VarDecl>(V)->isStaticLocal());
  };
  // Unknown memory: any reachable object, of the lvalue's type when known.
  if (A.Kind == BaseKind::Unknown || B.Kind == BaseKind::Unknown) {
    const MemRef &O = A.Kind == BaseKind::Unknown ? B : A;
    if (O.Kind == BaseKind::Object && !ObjectReachable(O.Var)) return false;
    return typesMayAlias(A.ElemType, B.ElemType);
  }
  if (A.Kind == BaseKind::AllGlobals || B.Kind == BaseKind::AllGlobals) {
    const MemRef &O = A.Kind == BaseKind::AllGlobals ? B : A;
    if (O.Kind == BaseKind::Object) return isGlobal(O.Var);
    if (O.Kind == BaseKind::Pointee && Facts.FreshAllocation.count(O.Var)) return false;
    return true;
  }
  if (A.Kind == BaseKind::Object && B.Kind == BaseKind::Object) {
    if (A.Var == B.Var) return rangesOverlap(A, B);
    // A container's elements come from its allocator: with another than
    // std::allocator (a pool over a global array, a pmr resource over a local
    // buffer) they may lie in a named object (bb77 F2).
    auto ElementsMayBeIn = [&](const MemRef &Container, const MemRef &Other) {
      QualType T = Container.Var->getType().getNonReferenceType();
      return !Container.ContainerHeader && ownsElementBuffer(T) && !ownedBuffersFromHeap(T) &&
             ObjectReachable(Other.Var);
    };
    return ElementsMayBeIn(A, B) || ElementsMayBeIn(B, A);
  }
  if (A.Kind == BaseKind::Object || B.Kind == BaseKind::Object) {
    const MemRef &O = A.Kind == BaseKind::Object ? A : B;
    const MemRef &P = A.Kind == BaseKind::Object ? B : A;
    if (!ObjectReachable(O.Var) && !bufferNamedThrough(P, O.Var)) return false;
    if (P.Kind == BaseKind::Pointee && Facts.FreshAllocation.count(P.Var)) return false;
    if (const ValueDecl *Holder = inlineElementsHolder(P);
        Holder && Holder->getCanonicalDecl() != O.Var->getCanonicalDecl())
      return false;
    if (P.ContainerData && !P.NestedBuffers && isHeapElementVector(P.ContainerType) &&
        (scalarVariable(O.Var) || ownBytesOnly(O) || O.OwnBytes || valueRecordApartFromBuffer(O, P)))
      return false;
    if (P.Kind == BaseKind::Pointee && isRestrict(P.Var)) return false;
    if (P.Kind == BaseKind::Pointee && Facts.EntryPointers.count(P.Var) && automaticOfSameCall(O.Var, P.Var) &&
        !Facts.AdoptedBuffers.count(O.Var))
      return false;
    if (headerApartFrom(O, P)) return false;
    return typesMayAlias(O.ElemType, P.ElemType);
  }
  // Both through pointers. A container's own allocation of elements holds no
  // record, so none of its elements is a field or a record object. Through one pointer, disjoint
  // known sections never overlap; otherwise (a section unknown, or the pointer
  // reassigned between the two accesses) the effective-type rule still
  // separates e.g. `p->val` from `p->next`.
  auto InRecord = [](const MemRef &R) {
    return R.RecordField || (!R.ElemType.isNull() && R.ElemType.getNonReferenceType()->isRecordType());
  };
  if ((A.ElementsOnlyBuffer && InRecord(B)) || (B.ElementsOnlyBuffer && InRecord(A))) return false;
  if (headerApartFrom(A, B) || headerApartFrom(B, A)) return false;
  // The elements of a local container no pointer has been given (`q[k]` of a
  // `std::array` or `std::vector` declared here) are reached through it only.
  // Another expression naming that container may still be it.
  auto OwnedApart = [&](const MemRef &Own, const MemRef &Other) {
    return ownedLocalBuffer(Own, Facts) && !bufferNamedThrough(Other, *Own.ExprVars.begin());
  };
  if ((OwnedApart(A, B) || OwnedApart(B, A)) && !(A.Kind == B.Kind && A.ExprText == B.ExprText))
    return false;
  if (distinctContainerTypes(A, B)) return false;
  if ((A.Kind == BaseKind::Pointee && B.Kind == BaseKind::Pointee && A.Var == B.Var) ||
      (A.Kind == BaseKind::PointeeExpr && B.Kind == BaseKind::PointeeExpr &&
       A.ExprText == B.ExprText))
    return rangesOverlap(A, B) && typesMayAlias(A.ElemType, B.ElemType);
  bool FreshA = A.Kind == BaseKind::Pointee && Facts.FreshAllocation.count(A.Var);
  bool FreshB = B.Kind == BaseKind::Pointee && Facts.FreshAllocation.count(B.Var);
  if (FreshA && FreshB) return false;
  if ((A.Kind == BaseKind::Pointee && isRestrict(A.Var)) ||
      (B.Kind == BaseKind::Pointee && isRestrict(B.Var)))
    return false;
  return typesMayAlias(A.ElemType, B.ElemType);
}

bool distinctFields(const MemRef &A, const MemRef &B) {
  if (!A.RecordField || !B.RecordField || !A.FieldExtent.Len || !B.FieldExtent.Len) return false;
  auto ALo = constValue(A.FieldExtent.Lo), ALen = constValue(A.FieldExtent.Len);
  auto BLo = constValue(B.FieldExtent.Lo), BLen = constValue(B.FieldExtent.Len);
  if (!ALo || !ALen || !BLo || !BLen) return false;
  return *ALo + *ALen <= *BLo || *BLo + *BLen <= *ALo;
}

/// The struct type a field access \p R reaches through a pointer or a reference
/// (`p->f`, `r.f[i]`, inside the struct: TBAA's struct-path rule applies), or null.
static QualType recordOfField(const MemRef &R, const ASTContext &Ctx) {
  const auto *P = R.Kind == BaseKind::Pointee && R.RecordField ? dyn_cast_or_null<VarDecl>(R.Var) : nullptr;
  if (!P || !(P->getType()->isPointerType() || P->getType()->isReferenceType())) return {};
  QualType T = P->getType()->getPointeeType().getCanonicalType().getUnqualifiedType();
  if (!T->isRecordType() || T->isUnionType() || T->isIncompleteType() || T->isDependentType()) return {};
  auto Lo = constValue(R.FieldExtent.Lo), Len = constValue(R.FieldExtent.Len);
  if (!Lo || !Len || *Lo < 0 || *Lo + *Len > Ctx.getTypeSizeInChars(T).getQuantity()) return {};
  // Character storage may hold another object of the type (placement new).
  QualType E = accessedAs(R.ElemType);
  if (E.isNull() || E->isCharType() || E->isStdByteType() || declaredMayAlias(R.ElemType)) return {};
  return T;
}

bool fieldsOfOneRecordType(const MemRef &A, const MemRef &B, const ASTContext &Ctx) {
  if (!TypeBasedAliasing) return false; // a cast may place one inside the other
  QualType TA = recordOfField(A, Ctx), TB = recordOfField(B, Ctx);
  return !TA.isNull() && TA == TB;
}

bool fieldsOfUnrelatedRecordTypes(const MemRef &A, const MemRef &B, const ASTContext &Ctx) {
  if (!TypeBasedAliasing) return false;
  QualType TA = recordOfField(A, Ctx), TB = recordOfField(B, Ctx);
  return !TA.isNull() && !TB.isNull() && TA != TB && !objectMayHold(TA, TB) && !objectMayHold(TB, TA);
}

bool writeReachesReads(const Access &W, const AccessList &Reads) {
  bool Named = false;
  for (const Access &R : Reads) {
    if (R.Ref.Kind != BaseKind::Object || R.Ref.Var != W.Ref.Var) continue;
    Named = true;
    if (!distinctFields(R.Ref, W.Ref) && rangesOverlap(R.Ref, W.Ref)) return true;
  }
  return !Named;
}

bool objectMayHold(QualType Object, QualType Accessed) {
  if (Object.isNull() || Accessed.isNull()) return true;
  if (declaredMayAlias(Object) || declaredMayAlias(Accessed)) return true;
  Object = Object.getCanonicalType().getUnqualifiedType();
  Accessed = Accessed.getCanonicalType().getUnqualifiedType();
  while (const auto *AT = dyn_cast<ArrayType>(Accessed.getTypePtr()))
    Accessed = AT->getElementType().getCanonicalType().getUnqualifiedType();
  if (!TypeBasedAliasing || Object == Accessed || Object->isDependentType() || Object->isIncompleteType() ||
      Accessed->isCharType() || Accessed->isVoidType() || Accessed->isIncompleteType() ||
      Accessed->isDependentType())
    return true;
  if (const auto *AT = dyn_cast<ArrayType>(Object.getTypePtr()))
    return objectMayHold(AT->getElementType(), Accessed);
  if (const RecordDecl *RD = Object->getAsRecordDecl()) {
    const RecordDecl *Def = RD->getDefinition();
    if (!Def) return true;
    for (const FieldDecl *FD : Def->fields())
      if (objectMayHold(FD->getType(), Accessed)) return true;
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(Def))
      for (const CXXBaseSpecifier &B : CRD->bases())
        if (objectMayHold(B.getType(), Accessed)) return true;
    return false;
  }
  if (Accessed->isRecordType()) return false;
  return typesMayAlias(Object, Accessed);
}

bool conflicts(const Access &A, const Access &B, const AliasFacts &Facts) {
  if (!A.Write && !B.Write) return false;
  return mayAlias(A.Ref, B.Ref, Facts);
}

bool overlapOnlyByAliasing(const MemRef &A, const MemRef &B) {
  auto Named = [](const MemRef &R) { return R.Kind == BaseKind::Object || isPointerBased(R); };
  if (!Named(A) || !Named(B) || (!isPointerBased(A) && !isPointerBased(B))) return false;
  return A.Kind != B.Kind || A.Var != B.Var || A.ExprText != B.ExprText;
}

bool boundByWholeObject(MemRef &R, const ASTContext &Ctx) {
  if ((R.Kind != BaseKind::Object && R.Kind != BaseKind::Pointee) || !R.Unbounded || !R.Var) return false;
  const auto *VD = dyn_cast<VarDecl>(R.Var);
  if (!VD) return false;
  QualType T = VD->getType();
  // A reference to a standard container (`for (auto &row : m)`, a function
  // keeping `row`): that container object, whose buffer it owns.
  if (T->isReferenceType()) {
    QualType Referent = T.getNonReferenceType();
    const auto *RD = Referent->getAsCXXRecordDecl();
    if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier() || constValue(R.Range.Lo).value_or(-1) != 0 ||
        !(ownsElementBuffer(Referent) || RD->getName() == "array"))
      return false;
    T = Referent;
  } else if (R.Kind != BaseKind::Object) {
    return false;
  }
  if (T->isDependentType() || T->isIncompleteType() || !T->isConstantSizeType()) return false;
  R.Range.Lo = Sym::constant(0);
  R.Range.Len = Sym::constant(Ctx.getTypeSizeInChars(T).getQuantity());
  R.Unbounded = false;
  return true;
}

} // namespace nanocc
