//===- TaskRegionsHTG.cpp - The task regions of a function as HTG nodes ---===//
//
// For --emit-htg: the function's tasks (ordered at run time) form one compound
// node, each parallel region another (with its static arcs); accesses are
// printed in the HTG access syntax, as array sections where the analysis
// bounded them. Also places the argument blocks and outlined bodies.
//
//===----------------------------------------------------------------------===//
#include "FunctionTaskLowering.h"
#include "nanocc/Diagnostics.h"
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
  // The regions as HTG: the function's tasks (ordered at run time) and each
  // parallel region (with its static arcs).
  std::map<const Stmt *, htg::Node> RegionNodes;
  for (const Site &T : Sites) {
    htg::Node &R = RegionNodes[T.P->ParallelRegion];
    if (R.id.empty()) {
      R.id = "r" + std::to_string(T.Id);
      R.kind = htg::NodeKind::compound;
      R.label = F->getNameAsString() + (T.P->ParallelRegion ? " parallel" : " tasks");
      R.loc = htgLoc(T.P->ParallelRegion ? T.P->ParallelRegion->getBeginLoc() : F->getBeginLoc(), SM);
    }
    htg::Node N;
    N.id = "n" + std::to_string(T.Id);
    N.kind = htg::NodeKind::simple;
    N.label = T.P->Label.empty() ? (T.Call ? T.Call->getDirectCallee()->getNameAsString() : "task") : T.P->Label;
    N.code = stmtText(T.S, Ctx);
    N.loc = htgLoc(T.S->getBeginLoc(), SM);
    N.condition = T.P->Condition;
    if (T.P->Cost) {
      char *End = nullptr;
      double C = std::strtod(T.P->Cost->Text.c_str(), &End);
      if (End && *End == 0) N.cost = C;
    }
    std::set<std::string> Rd, Wr;
    for (const Access &A : T.Deferred) {
      htg::Access HA;
      if (!htgAccessOf(A, Ctx, HA)) continue;
      if (A.Read && Rd.insert(HA.text).second) N.reads.push_back(HA);
      if (A.Write && Wr.insert(HA.text).second) N.writes.push_back(HA);
    }
    R.children.push_back(N);
    for (const StaticArc &SA : LC.Arcs)
      if (SA.To == T.Id && SA.Region && SA.Region == T.P->ParallelRegion) {
        htg::Arc Arc;
        Arc.from = "n" + std::to_string(SA.From);
        Arc.to = N.id;
        Arc.on = SA.On;
        Arc.kind = SA.Control ? htg::ArcKind::control : htg::ArcKind::data;
        R.arcs.push_back(Arc);
        R.arcs_given = true;
        R.trust_arcs = true;
      }
  }
  for (auto &[S, R] : RegionNodes) LC.Regions.push_back(R);
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

/// S / K when the division is provably exact (constants, products with a
/// multiple of K, sums of such); null otherwise.
SymRef divideExactly(const SymRef &S, int64_t K) {
  if (!S || K <= 0) return nullptr;
  if (auto C = constValue(S)) return *C % K == 0 ? Sym::constant(*C / K) : nullptr;
  switch (S->K) {
  case Sym::Mul:
    if (SymRef L = divideExactly(S->L, K)) return Sym::binary(Sym::Mul, L, S->R);
    if (SymRef R = divideExactly(S->R, K)) return Sym::binary(Sym::Mul, S->L, R);
    return nullptr;
  case Sym::Add:
  case Sym::Sub: {
    SymRef L = divideExactly(S->L, K), R = divideExactly(S->R, K);
    return L && R ? Sym::binary(S->K, L, R) : nullptr;
  }
  default:
    return nullptr;
  }
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
    if (Lo && Len && !IsWhole) Text = Base + "[" + printSym(Lo) + ":" + printSym(Len) + "]";
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
