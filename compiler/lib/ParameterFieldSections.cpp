//===- ParameterFieldSections.cpp - Sections through a parameter's pointer field -===//
#include "nanocc/ParameterFieldSections.h"
#include "nanocc/AccessAnalysis.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace nanocc {

namespace {

/// `P->f` (a pointer parameter) or `P.f` (a reference parameter): P, the
/// field, and whether the path is an arrow. Null when \p Text is not one.
struct FieldPath {
  const ParmVarDecl *Param = nullptr;
  const FieldDecl *Field = nullptr;
  bool Arrow = false;
};

FieldPath fieldPath(const FunctionDecl *F, llvm::StringRef Text) {
  Text = Text.trim();
  size_t Arrow = Text.find("->"), Dot = Text.find('.');
  bool IsArrow = Arrow != llvm::StringRef::npos;
  size_t At = IsArrow ? Arrow : Dot;
  if (At == llvm::StringRef::npos) return {};
  llvm::StringRef Name = Text.take_front(At).trim(), Member = Text.drop_front(At + (IsArrow ? 2 : 1)).trim();
  auto Identifier = [](llvm::StringRef S) {
    return !S.empty() && !isdigit(static_cast<unsigned char>(S[0])) &&
           llvm::all_of(S, [](char C) { return isalnum(static_cast<unsigned char>(C)) || C == '_'; });
  };
  if (!Identifier(Name) || !Identifier(Member)) return {};
  for (const ParmVarDecl *P : F->parameters()) {
    if (P->getName() != Name) continue;
    QualType T = P->getType();
    if (IsArrow ? !T->isPointerType() : !T->isReferenceType()) return {};
    const RecordDecl *RD = T->getPointeeType()->getAsRecordDecl();
    if (RD) RD = RD->getDefinition();
    if (!RD || RD->isUnion()) return {};
    for (const FieldDecl *FD : RD->fields())
      if (FD->getName() == Member && !FD->isBitField()) return {P, FD, IsArrow};
    return {};
  }
  return {};
}

/// The bytes of \p Path's field in what its parameter points to.
MemRef fieldRef(const FieldPath &Path, const ASTContext &Ctx) {
  MemRef R;
  R.Kind = BaseKind::Pointee;
  R.Var = Path.Param;
  int64_t Offset = Ctx.toCharUnitsFromBits(Ctx.getFieldOffset(Path.Field)).getQuantity();
  R.Range.Lo = Sym::constant(Offset);
  R.Range.Len = Sym::constant(Ctx.getTypeSizeInChars(Path.Field->getType()).getQuantity());
  R.ElemType = Path.Field->getType();
  R.RecordField = true;
  R.FieldExtent = R.Range;
  return R;
}

} // namespace

std::optional<htg::Access> parameterFieldSection(const FunctionDecl *F, const Access &A, const AccessList &Body) {
  const MemRef &R = A.Ref;
  if (R.Kind != BaseKind::PointeeExpr || R.ContainerData || R.PartOfView || R.ExprVars.size() != 1 ||
      (R.Unbounded && !A.WidenedOnFieldAtoms) || !R.Range.Lo || !R.Range.Len || hasOpaque(R.Range.Lo) ||
      hasOpaque(R.Range.Len) || R.ElemType.isNull())
    return std::nullopt;
  ASTContext &Ctx = F->getASTContext();
  FieldPath Pointer = fieldPath(F, R.ExprText);
  if (!Pointer.Param || *R.ExprVars.begin() != Pointer.Param) return std::nullopt;
  QualType Elem = Pointer.Field->getType()->getAs<PointerType>() ? Pointer.Field->getType()->getPointeeType()
                                                                 : QualType();
  if (Elem.isNull() || Elem->isIncompleteType() || Elem->isVariablyModifiedType() ||
      Ctx.getCanonicalType(Elem).getUnqualifiedType() != Ctx.getCanonicalType(R.ElemType).getUnqualifiedType())
    return std::nullopt;
  // F changes neither the parameters named nor what may hold the fields read.
  std::set<const ValueDecl *> Changed = modifiedVars(F->getBody());
  AliasFacts Facts = computeAliasFacts(F);
  auto Unchanged = [&](const FieldPath &Path) {
    if (Changed.count(Path.Param) || Facts.Escaped.count(Path.Param)) return false;
    MemRef Field = fieldRef(Path, Ctx);
    return llvm::none_of(Body, [&](const Access &W) { return W.Write && mayAlias(W.Ref, Field, Facts); });
  };
  if (!Unchanged(Pointer)) return std::nullopt;
  std::set<std::string> Atoms;
  collectAtoms(R.Range.Lo, Atoms);
  collectAtoms(R.Range.Len, Atoms);
  for (const std::string &Atom : Atoms) {
    if (llvm::any_of(F->parameters(), [&](const ParmVarDecl *P) {
          return P->getName() == Atom && P->getType()->isIntegerType() && !Changed.count(P) &&
                 !Facts.Escaped.count(P);
        }))
      continue;
    FieldPath Bound = fieldPath(F, Atom);
    if (!Bound.Param || !Bound.Field->getType()->isIntegerType() || !Unchanged(Bound)) return std::nullopt;
  }
  int64_t Size = Ctx.getTypeSizeInChars(Elem).getQuantity();
  if (Size <= 0) return std::nullopt;
  SymRef Lo = divideExactly(R.Range.Lo, Size), Len = divideExactly(R.Range.Len, Size);
  if (!Lo || !Len) return std::nullopt; // not whole elements
  htg::Access Out;
  Out.base = Pointer.Param->getNameAsString();
  htg::Selector Field;
  Field.kind = Pointer.Arrow ? htg::Selector::Kind::arrow : htg::Selector::Kind::field;
  Field.name = Pointer.Field->getNameAsString();
  htg::Selector Section;
  Section.kind = htg::Selector::Kind::section;
  Section.index = printSym(Lo);
  Section.length = printSym(Len);
  Out.selectors = {Field, Section};
  Out.text = Out.base + (Pointer.Arrow ? "->" : ".") + Field.name + "[" + Section.index + ":" + Section.length + "]";
  return Out;
}

} // namespace nanocc
