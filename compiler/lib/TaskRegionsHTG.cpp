//===- TaskRegionsHTG.cpp - The task regions of a function as HTG nodes ---===//
//
// For --emit-htg: the function's tasks (ordered at run time) form one compound
// node; the task nodes of parallel blocks are recorded for ParallelBlockHTG.
// Accesses are printed in the HTG access syntax, as array sections where the
// analysis bounded them. Also places the argument blocks and outlined bodies.
//
//===----------------------------------------------------------------------===//
#include "FunctionTaskLowering.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/ParallelLowering.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/Summaries.h"
#include "nanocc/Translator.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "htg/reader.hpp"

using namespace clang;

namespace nanocc {
namespace detail {

void FunctionTaskLowering::emitRegionsHTG() {
  if (Body != F->getBody()) return; // tasks nested in a task are code of the enclosing task
  // The function's tasks outside parallel blocks form one compound, ordered at
  // run time by their accesses. The nodes of parallel blocks are only recorded:
  // ParallelBlockHTG builds each block from its statements, and a task inside
  // a statement of a block is part of that statement's code there.
  auto InsideBlock = [&](const Stmt *S) {
    SourceLocation L = SM.getExpansionLoc(S->getBeginLoc());
    for (const ParallelBlock &B : LC.ParallelBlocks) {
      CharSourceRange R = stmtRange(B.P->Target, Ctx);
      if (SM.isBeforeInTranslationUnit(R.getBegin(), L) && SM.isBeforeInTranslationUnit(L, R.getEnd()))
        return true;
    }
    return false;
  };
  htg::Node R;
  for (const Site &T : Sites) {
    std::string Label = taskLabel(T);
    std::optional<double> Cost = T.P->Cost ? numberInText(T.P->Cost->Text) : estimateCost(T.S, Ctx);
    std::vector<htg::Access> Reads, Writes;
    std::set<std::string> Rd, Wr;
    for (const ClauseAccess &CA : T.P->Accesses) { // as written: the same syntax
      if (CA.Read && Rd.insert(CA.Access.text).second) Reads.push_back(CA.Access);
      if (CA.Write && Wr.insert(CA.Access.text).second) Writes.push_back(CA.Access);
    }
    for (const Access &A : T.Deferred) {
      htg::Access HA;
      if (!htgAccessOf(A, Ctx, HA)) continue;
      if (A.Read && Rd.insert(HA.text).second) Reads.push_back(HA);
      if (A.Write && Wr.insert(HA.text).second) Writes.push_back(HA);
    }
    if (T.P->ParallelRegion) {
      LC.TaskNodes[T.S] = {T.Id, Label, Cost, Reads, Writes};
      continue;
    }
    if (InsideBlock(T.S)) continue;
    if (R.id.empty()) {
      R.id = "r" + std::to_string(T.Id);
      R.kind = htg::NodeKind::compound;
      R.label = F->getNameAsString() + " tasks";
      R.loc = htgLoc(F->getBeginLoc(), SM);
    }
    htg::Node N;
    N.id = "n" + std::to_string(T.Id);
    N.kind = htg::NodeKind::simple;
    N.label = Label;
    N.code = stmtText(T.S, Ctx);
    N.loc = htgLoc(T.S->getBeginLoc(), SM);
    N.condition = T.P->Condition;
    N.cost = Cost;
    N.reads = Reads;
    N.writes = Writes;
    R.children.push_back(N);
  }
  if (!R.id.empty()) LC.Regions.push_back(R);
}

void FunctionTaskLowering::emitAppendix() {
  // Argument blocks and prototypes before the function, bodies after it.
  std::string Before, After;
  for (const Site &T : Sites) {
    if (T.AtSite) continue; // outlined in place
    std::string Id = std::to_string(T.Id);
    Before += "struct nano_args_" + Id + " {";
    for (const Field &Fd : T.Fields) Before += " " + Fd.Decl + ";";
    if (T.Fields.empty()) Before += " char nano_unused_;";
    Before += " };\n";
    // In a class, the outlined function is a static member, defined after F and
    // visible in F's body (a complete-class context): no prototype (a member
    // cannot be declared twice).
    if (!isa<CXXRecordDecl>(F->getLexicalDeclContext()))
      Before += "static void nano_task_" + Id + "(void *nano_p_);\n";
    After += outlined(T);
  }
  if (Before.empty()) return;
  LC.Pending[F].Before += "#line 1 \"<nano-generated>\"\n" + Before;
  LC.Pending[F].After += "#line 1 \"<nano-generated>\"\n" + After;
}

} // namespace detail

namespace {

/// \p S as a constant when it evaluates to the same value at every sample
/// of its atoms (`i + 1 - i`); otherwise \p S.
SymRef foldConstant(const SymRef &S) {
  std::set<std::string> Atoms;
  collectAtoms(S, Atoms);
  if (Atoms.empty() || hasOpaque(S)) return S;
  std::optional<int64_t> Value;
  bool Same = forEachSample(Atoms, false, [&](const std::map<std::string, int64_t> &Env) {
    std::optional<int64_t> V = evaluate(S, Env);
    if (!V || (Value && *V != *Value)) return false;
    Value = V;
    return true;
  });
  return Same && Value ? Sym::constant(*Value) : S;
}

/// The element type a section of the base counts in: the element type of an
/// array object, the pointee type of a pointer; null when the base has none.
QualType sectionElementType(const MemRef &R) {
  QualType T = R.Var->getType();
  if (R.Kind == BaseKind::Object)
    if (const ArrayType *AT = T->getAsArrayTypeUnsafe()) return AT->getElementType();
  if (R.Kind == BaseKind::Pointee && T->isPointerType()) return T->getPointeeType();
  return QualType();
}

} // namespace

bool htgAccessOf(const Access &A, const ASTContext &Ctx, htg::Access &Out) {
  const MemRef &R = A.Ref;
  // The buffer of a standard container named by one variable (`w.data()`,
  // reached through a view of it: `scale(sv.first(500))` with `auto sv =
  // std::span<double>(w)`): HTG accesses are per variable, and the buffer is
  // the container's, so the access is the whole variable (`w`).
  if (!R.Var && R.Kind == BaseKind::PointeeExpr && R.ContainerData && R.ExprVars.size() == 1) {
    const ValueDecl *V = *R.ExprVars.begin();
    if (!isa<VarDecl>(V)) return false;
    std::string Name = V->getNameAsString();
    auto Parsed = htg::parse_access(Name);
    if (!Parsed) return false;
    Out = *Parsed;
    return true;
  }
  // Memory through a pointer the program loads (`fillp(rows[0], 100)`, `v.d`
  // of a declare's `v->d[0:v->n]`): the section through that expression,
  // `rows[0][0:100]`, when it is bounded and the expression is an access.
  if (!R.Var && R.Kind == BaseKind::PointeeExpr && !R.ContainerData) {
    if (R.Unbounded || !R.Range.Lo || !R.Range.Len || hasOpaque(R.Range.Lo) || hasOpaque(R.Range.Len) ||
        R.ElemType.isNull() || R.ElemType->isIncompleteType() || R.ElemType->isDependentType())
      return false;
    int64_t Size = Ctx.getTypeSizeInChars(R.ElemType).getQuantity();
    SymRef Lo = divideExactly(R.Range.Lo, Size), Len = divideExactly(R.Range.Len, Size);
    if (!Lo || !Len) return false;
    auto Parsed = htg::parse_access(R.ExprText + "[" + printSym(Lo) + ":" + printSym(foldConstant(Len)) + "]");
    if (!Parsed) return false;
    Out = *Parsed;
    return true;
  }
  if (!R.Var) return false;
  std::string Base = R.Var->getNameAsString();
  std::string Text = Base;
  // A bounded byte range of a one-dimensional array or pointee whose
  // accessed lvalues are its elements prints as the section a[lo:len];
  // anything else (struct fields, rows of 2-D arrays, unbounded ranges) as
  // the whole base, which contains it.
  QualType Elem = sectionElementType(R);
  if (!Elem.isNull() && !Elem->isIncompleteType() && !Elem->isDependentType() && !R.ElemType.isNull() &&
      !R.Unbounded && R.Range.Lo && R.Range.Len && !hasOpaque(R.Range.Lo) && !hasOpaque(R.Range.Len) &&
      Ctx.hasSameUnqualifiedType(Elem, R.ElemType)) {
    int64_t Size = Ctx.getTypeSizeInChars(Elem).getQuantity();
    SymRef Lo = divideExactly(R.Range.Lo, Size), Len = divideExactly(R.Range.Len, Size);
    QualType Whole = R.Var->getType();
    bool IsWhole = R.Kind == BaseKind::Object && constValue(R.Range.Lo) == int64_t(0) &&
                   !Whole->isIncompleteType() && Whole->isConstantSizeType() &&
                   constValue(R.Range.Len) == Ctx.getTypeSizeInChars(Whole).getQuantity();
    if (Len) Len = foldConstant(Len);
    // One element prints as the element: the loop body's `z[i]`, not `z[i:1]`.
    if (Lo && Len && !IsWhole)
      Text = Base + "[" + printSym(Lo) + (constValue(Len) == int64_t(1) ? "" : ":" + printSym(Len)) + "]";
  }
  std::string Error;
  if (auto Parsed = htg::parse_access(Text, &Error)) {
    Out = *Parsed;
    return true;
  }
  Out = htg::Access();
  Out.base = Base;
  Out.text = Base;
  return true;
}

htg::SourceLocation htgLoc(SourceLocation Loc, const SourceManager &SM) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  htg::SourceLocation L;
  L.file = P.getFilename();
  L.line = static_cast<int>(P.getLine());
  L.column = static_cast<int>(P.getColumn());
  return L;
}

} // namespace nanocc
