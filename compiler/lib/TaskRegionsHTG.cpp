//===- TaskRegionsHTG.cpp - The task regions of a function as HTG nodes ---===//
//
// For --emit-htg: the function's tasks outside parallel blocks as nodes, which
// ParallelBlockHTG places in the code around them; the task nodes of parallel
// blocks are recorded for ParallelBlockHTG too.
// Accesses are printed in the HTG access syntax (HTGAccessText.h). Also
// places the argument blocks and outlined bodies.
//
//===----------------------------------------------------------------------===//
#include "FunctionTaskLowering.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/HTGAccessText.h"
#include "nanocc/NamedVariables.h"
#include "nanocc/ParallelLowering.h"
#include "nanocc/RegionSurroundings.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/Summaries.h"
#include "nanocc/Translator.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "htg/reader.hpp"

using namespace clang;

namespace nanocc {
namespace detail {

void FunctionTaskLowering::emitRegionsHTG() {
  if (LC.Opts.EmitHTGPath.empty()) return; // for --emit-htg only
  if (Body != F->getBody()) return; // tasks nested in a task are code of the enclosing task
  // The function's tasks outside parallel blocks are nodes of task regions,
  // ordered at run time by their accesses. The nodes of parallel blocks are only recorded:
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
  for (const Site &T : Sites) {
    std::string Label = taskLabel(T);
    std::optional<double> Cost = T.P->Cost ? numberInText(T.P->Cost->Text) : estimateCost(T.S, Ctx);
    std::vector<htg::Access> Reads, Writes;
    std::vector<const VarDecl *> Accessed;
    bool Unwritable = false;
    std::set<std::string> Rd, Wr;
    for (const ClauseAccess &CA : T.P->Accesses) { // as written: the same syntax
      if (CA.Read && Rd.insert(CA.Access.text).second) Reads.push_back(CA.Access);
      if (CA.Write && Wr.insert(CA.Access.text).second) Writes.push_back(CA.Access);
    }
    auto Add = [&](const Access &A) {
      htg::Access HA;
      if (!htgAccessOf(A, Ctx, HA)) {
        Unwritable |= A.Declared || (A.Ref.Kind == BaseKind::PointeeExpr && !A.Ref.ContainerData);
        return;
      }
      if (A.Read && Rd.insert(HA.text).second) Reads.push_back(HA);
      if (A.Write && Wr.insert(HA.text).second) Writes.push_back(HA);
      if (const auto *VD = dyn_cast_or_null<VarDecl>(A.Ref.Var); VD && VD->getName() == HA.base)
        Accessed.push_back(VD);
    };
    for (const Access &A : T.Deferred) Add(A);
    // A task of a region also reads what it copies when created (`r = t + 1`
    // reads t then): in the graph its node reads it when it runs.
    if (!T.P->ParallelRegion) {
      NamedVariables Inner;
      Inner.TraverseStmt(const_cast<Stmt *>(T.S));
      for (const Access &A : collectAccesses(T.S, AccessQuery{Ctx, &LC.Summaries, nullptr})) {
        const auto *VD = dyn_cast_or_null<VarDecl>(A.Ref.Var);
        if (!VD || !Inner.Declared.count(VD)) Add(A);
      }
    }
    if (T.P->ParallelRegion) {
      LC.TaskNodes[T.S] = {T.Id, Label, Cost, Reads, Writes, Accessed, Unwritable};
      continue;
    }
    if (InsideBlock(T.S)) continue;
    htg::Node N;
    N.id = "n" + std::to_string(T.Id);
    N.kind = htg::NodeKind::simple;
    N.label = Label;
    N.code = stmtText(T.S, Ctx);
    checkNodeCode(LC, T.S, N.code);
    N.loc = htgLoc(T.S->getBeginLoc(), SM);
    N.condition = T.P->Condition;
    std::vector<const Expr *> Around;
    if (std::string C = regionCondition(T.S, LC, Around); !C.empty())
      N.condition = N.condition.empty() ? C : C + " && (" + N.condition + ")";
    N.cost = Cost;
    N.reads = Reads;
    N.writes = Writes;
    LoweringContext::NodeNames &Names = LC.RegionNodeNames[N.id];
    Names.Code.push_back(T.S);
    Names.Code.insert(Names.Code.end(), T.P->ConditionExprs.begin(), T.P->ConditionExprs.end());
    Names.Code.insert(Names.Code.end(), Around.begin(), Around.end());
    Names.Accessed = Accessed;
    LC.RegionTasks.push_back({T.S, F->getNameAsString(), N});
  }
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

bool checkNodeCode(LoweringContext &LC, const Stmt *S, const std::string &Code) {
  for (size_t At = 0; At < Code.size(); At = Code.find('\n', At) + 1) {
    size_t Hash = Code.find_first_not_of(" \t", At);
    if (Hash != std::string::npos && Code[Hash] == '#') {
      size_t Word = Code.find_first_not_of(" \t", Hash + 1), End = Word;
      while (End < Code.size() && isalpha(static_cast<unsigned char>(Code[End]))) ++End;
      std::string Directive = Word == std::string::npos ? "" : Code.substr(Word, End - Word);
      if (Directive != "pragma") { // a pragma is written as _Pragma (emitHTG)
        SourceManager &SM = LC.Ctx.getSourceManager();
        SourceLocation At = SM.getExpansionLoc(S->getBeginLoc()).getLocWithOffset(Hash);
        if (LC.DirectivesReported.insert(At).second)
          LC.Diags.report(At, Diag::HTGDirectiveInCode) << Directive;
        return false;
      }
    }
    if (Code.find('\n', At) == std::string::npos) break;
  }
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
