//===- TaskLowering.cpp - Outlined tasks, registered accesses, inserted waits -===//
//
// For each `#pragma nano task` of a function:
//  - the statement is outlined into `static void nano_task_K(void *)` placed
//    after the function, with an argument block `struct nano_args_K` declared
//    before it. A call statement `[lhs =] f(args)` captures the argument values
//    (and the address of lhs); any other statement captures the variables it
//    uses, by copy when it only reads them, by address otherwise;
//  - the accesses the task performs when it runs are registered with
//    nano_access (exact byte ranges, so instances in loops and recursion are
//    ordered at run time by the runtime);
//  - a later statement of the function that conflicts with the task gets a wait
//    right before it (on the task's handle, or nano_wait_all when several
//    instances may be outstanding), as does the end of a block whose locals the
//    task uses, and every exit of the function (Cilk semantics).
// All generated code at a site stays on the statement's lines, so no #line is
// needed there; outlined bodies start with a #line pointing at the statement.
//
//===----------------------------------------------------------------------===//
#include "nanocc/TaskLowering.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/Pragma.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/Summaries.h"
#include "nanocc/Translator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"

using namespace clang;

namespace nanocc {

namespace {

struct Field {
  std::string Decl;  ///< `T name` as a struct member
  std::string Name;
  std::string Init;  ///< value assigned at creation (creator's scope)
};

struct Site {
  NanoPragma *P = nullptr;
  const Stmt *S = nullptr;
  unsigned Id = 0;
  bool InLoop = false;
  bool NeedsHandle = false;
  const CallExpr *Call = nullptr;
  const Expr *LHS = nullptr;
  std::vector<Field> Fields;
  std::string Body;               ///< outlined body (statement text)
  AccessList Deferred;            ///< what the task does when it runs
  std::vector<std::string> Registrations;
  std::vector<unsigned> Preds;    ///< parallel nodes: static arcs from these sites
  std::string Problem;            ///< non-empty: runs inline, with this warning text
  bool ProblemIsUnbounded = false;
};

std::string printDecl(QualType T, const std::string &Name, const ASTContext &Ctx) {
  PrintingPolicy PP(Ctx.getLangOpts());
  PP.SuppressTagKeyword = false;
  PP.FullyQualifiedName = true;
  PP.SuppressScope = false;
  PP.Bool = Ctx.getLangOpts().CPlusPlus || Ctx.getLangOpts().C23;
  std::string S;
  llvm::raw_string_ostream OS(S);
  T.print(OS, PP, Name);
  return OS.str();
}

std::string quote(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\') Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

std::string accessClauseText(const htg::Access &A, std::string &Bytes) {
  std::string Prefix = (A.deref ? "*" : "") + A.base;
  auto Sel = [](const htg::Selector &S) -> std::string {
    switch (S.kind) {
    case htg::Selector::Kind::field: return "." + S.name;
    case htg::Selector::Kind::arrow: return "->" + S.name;
    case htg::Selector::Kind::index: return "[" + S.index + "]";
    case htg::Selector::Kind::section: return "";
    }
    return "";
  };
  for (size_t I = 0; I + 1 < A.selectors.size(); ++I) Prefix += Sel(A.selectors[I]);
  if (!A.selectors.empty() && A.selectors.back().kind == htg::Selector::Kind::section) {
    const htg::Selector &S = A.selectors.back();
    Bytes = "(size_t)(" + S.length + ") * sizeof((" + Prefix + ")[0])";
    return "&(" + Prefix + ")[" + S.index + "]";
  }
  if (!A.selectors.empty()) Prefix += Sel(A.selectors.back());
  Bytes = "sizeof(" + Prefix + ")";
  return "&(" + Prefix + ")";
}

const char *modeConstant(bool R, bool W) {
  return R && W ? "NANO_INOUT" : (W ? "NANO_OUT" : "NANO_IN");
}

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

/// Set of waits to emit at one point.
struct WaitSet {
  bool All = false;
  std::set<unsigned> Handles;
  std::string text() const {
    std::string T;
    if (All) T += "nano_wait_all(); ";
    for (unsigned H : Handles) T += "nano_wait_handle_(&nano_h_" + std::to_string(H) + "); ";
    return T;
  }
  bool empty() const { return !All && Handles.empty(); }
};

class FunctionTaskLowering {
public:
  FunctionTaskLowering(LoweringContext &LC, const FunctionDecl *F)
      : LC(LC), Ctx(LC.Ctx), SM(Ctx.getSourceManager()), F(F), PM(F->getBody()) {}

  void run(const std::vector<NanoPragma *> &Pragmas);

private:
  void analyseSite(Site &T);
  void analyseCallForm(Site &T);
  void analyseGeneralForm(Site &T);
  void registerAccesses(Site &T);
  void placeWaits(Site &T);
  bool conflictsWith(const Site &T, const Stmt *X);
  AccessList creatorAccesses(const Stmt *X);
  bool sameRegionNode(const Site &T, const Stmt *X) const;
  bool insideRegion(const Site &T, const Stmt *Region) const;
  bool siteInLoopBelow(const Site &T, const Stmt *Container) const;
  void emitSite(const Site &T);
  void emitExits();
  std::string outlined(const Site &T);

  LoweringContext &LC;
  ASTContext &Ctx;
  SourceManager &SM;
  const FunctionDecl *F;
  ParentMap PM;
  std::vector<Site> Sites;
  std::set<const Stmt *> SiteStmts;
  /// Nodes of parallel regions -> their region. They register no regions, so
  /// the creator sees their whole accesses when ordering other tasks.
  std::map<const Stmt *, const Stmt *> RegionNodeStmts;
  std::vector<SourceLocation> WaitPragmas;
  AliasFacts Facts;
  std::map<const Stmt *, WaitSet> WaitsBefore;
  std::map<const Stmt *, WaitSet> WaitsAtEnd; ///< compound statements
  std::map<const Stmt *, AccessList> AccessCache;
};

bool FunctionTaskLowering::siteInLoopBelow(const Site &T, const Stmt *Container) const {
  for (const Stmt *S = PM.getParent(T.S); S && S != Container; S = PM.getParent(S))
    if (isLoop(S)) return true;
  return false;
}

void FunctionTaskLowering::run(const std::vector<NanoPragma *> &Pragmas) {
  Facts = computeAliasFacts(F);
  for (NanoPragma *P : Pragmas) {
    if (P->Kind == DirectiveKind::Wait) {
      WaitPragmas.push_back(P->HashLoc);
      continue;
    }
    if (P->Kind != DirectiveKind::Task || !P->Target) continue;
    Site T;
    T.P = P;
    T.S = P->Target;
    Sites.push_back(T);
  }
  if (Sites.empty() && WaitPragmas.empty()) return;
  std::sort(Sites.begin(), Sites.end(), [&](const Site &A, const Site &B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A.S->getBeginLoc()),
                                        SM.getExpansionLoc(B.S->getBeginLoc()));
  });
  if (isa<CXXMethodDecl>(F) || F->isTemplated()) {
    for (Site &T : Sites)
      LC.Diags.report(T.P->DirectiveLoc, Diag::Unsupported)
          << "task" << "tasks in member functions and templates are not supported yet";
    Sites.clear();
  }
  // Tasks nested in another task of the same function run inside it.
  std::vector<Site> Kept;
  for (Site &T : Sites) {
    bool Nested = false;
    for (Site &O : Sites)
      if (&O != &T)
        for (const Stmt *S = PM.getParent(T.S); S; S = PM.getParent(S))
          if (S == O.S) Nested = true;
    if (Nested)
      LC.Diags.report(T.P->DirectiveLoc, Diag::TaskNested) << "task";
    else
      Kept.push_back(T);
  }
  Sites = std::move(Kept);
  for (Site &T : Sites) {
    T.Id = ++LC.NextId;
    for (const Stmt *S = PM.getParent(T.S); S; S = PM.getParent(S))
      if (isLoop(S)) T.InLoop = true;
    analyseSite(T);
  }
  // Sites that cannot become tasks run inline: they are ordinary statements.
  std::vector<Site> Tasks;
  for (Site &T : Sites) {
    if (!T.Problem.empty()) {
      LC.Diags.report(T.S->getBeginLoc(), T.ProblemIsUnbounded ? Diag::TaskUnbounded : Diag::Unsupported)
          << (T.ProblemIsUnbounded ? T.Problem : std::string("task")) << T.Problem;
      continue;
    }
    Tasks.push_back(T);
  }
  Sites = std::move(Tasks);
  for (Site &T : Sites) {
    SiteStmts.insert(T.S);
    if (T.P->ParallelRegion) RegionNodeStmts[T.S] = T.P->ParallelRegion;
  }
  for (Site &T : Sites) placeWaits(T);
  for (Site &T : Sites)
    if (!T.InLoop) T.NeedsHandle = true; // waited on at exit, without nano_wait_all
  // Parallel regions: static arcs between conflicting nodes, all nodes
  // waited for at the end of the block. A task nested deeper in the block
  // (which registers its regions) gets static arcs from the earlier nodes too;
  // later nodes are ordered after it by waits (placeWaits).
  for (Site &T : Sites) {
    if (T.P->ParallelRegion) {
      T.NeedsHandle = true;
      WaitsAtEnd[T.P->ParallelRegion].Handles.insert(T.Id);
    }
    for (Site &O : Sites) {
      if (&O == &T) break;
      if (!O.P->ParallelRegion) continue;
      if (T.P->ParallelRegion ? O.P->ParallelRegion != T.P->ParallelRegion : !insideRegion(T, O.P->ParallelRegion))
        continue;
      bool Conflict = false;
      std::string On;
      for (const Access &A : O.Deferred)
        for (const Access &B : T.Deferred)
          if (!Conflict && conflicts(A, B, Facts)) {
            Conflict = true;
            On = A.Ref.Var ? A.Ref.Var->getNameAsString() : A.Text;
          }
      if (!Conflict) continue;
      T.Preds.push_back(O.Id);
      LC.Arcs.push_back({T.P->ParallelRegion, O.Id, T.Id, On});
      if (LC.Diags.remarksEnabled())
        LC.Diags.report(SM.getExpansionLoc(T.S->getBeginLoc()), Diag::ExplainArc)
            << ("node " + std::to_string(O.Id)) << ("node " + std::to_string(T.Id)) << On;
    }
  }
  for (Site &T : Sites) emitSite(T);
  emitExits();
}

void FunctionTaskLowering::analyseSite(Site &T) {
  const Expr *E = dyn_cast<Expr>(T.S);
  if (E) E = E->IgnoreParens();
  const Expr *CallE = E;
  if (auto *BO = dyn_cast_or_null<BinaryOperator>(E))
    if (BO->getOpcode() == BO_Assign) {
      T.LHS = BO->getLHS();
      CallE = BO->getRHS()->IgnoreParenImpCasts();
    }
  if (auto *CE = dyn_cast_or_null<CallExpr>(CallE))
    if (!isa<CXXMemberCallExpr>(CE) && !isa<CXXOperatorCallExpr>(CE) && CE->getDirectCallee() &&
        !CE->getDirectCallee()->isTemplated())
      T.Call = CE;
  if (!T.Call) T.LHS = nullptr;
  if (T.Call)
    analyseCallForm(T);
  else
    analyseGeneralForm(T);
  if (T.Problem.empty() && !T.P->ParallelRegion)
    registerAccesses(T);
  if (T.P->ParallelRegion)
    for (const Access &A : T.Deferred)
      if (A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals)
        if (T.Problem.empty()) {
          T.Problem = A.Text;
          T.ProblemIsUnbounded = true;
        }
  if (LC.Diags.remarksEnabled() && T.Problem.empty()) {
    for (const Access &A : T.Deferred)
      LC.Diags.report(A.Loc.isValid() ? A.Loc : T.S->getBeginLoc(), Diag::ExplainAccess)
          << "task" << modeName(A) << ("'" + A.Text + "'" + (A.Why.empty() ? "" : " (" + A.Why + ")"));
  }
}

void FunctionTaskLowering::analyseCallForm(Site &T) {
  const CallExpr *CE = T.Call;
  const FunctionDecl *Callee = CE->getDirectCallee();
  std::string Args;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    const Expr *Arg = CE->getArg(I);
    std::string Name = "a" + std::to_string(I);
    std::string ArgText = exprText(Arg, Ctx);
    Field Fd;
    Fd.Name = Name;
    QualType PT = I < Callee->getNumParams() ? Callee->getParamDecl(I)->getType() : Arg->getType();
    if (isa<CXXDefaultArgExpr>(Arg)) {
      // Default arguments are evaluated again by the outlined call.
      continue;
    }
    if (PT->isReferenceType()) {
      QualType Ref = PT->getPointeeType();
      Fd.Decl = printDecl(Ctx.getPointerType(Ref.getNonReferenceType()), Name, Ctx);
      Fd.Init = "&(" + ArgText + ")";
      Args += (Args.empty() ? "" : ", ") + std::string("*nano_a_->") + Name;
    } else if (PT->isVariablyModifiedType()) {
      Fd.Decl = "void *" + Name;
      Fd.Init = "(void *)(" + ArgText + ")";
      Args += (Args.empty() ? "" : ", ") + std::string("nano_a_->") + Name;
    } else {
      QualType FT = PT.getUnqualifiedType();
      if (Ctx.getLangOpts().CPlusPlus && !FT.isTriviallyCopyableType(Ctx)) {
        T.Problem = "the argument '" + ArgText + "' has a type that cannot be copied into the task's argument block";
        return;
      }
      Fd.Decl = printDecl(FT, Name, Ctx);
      Fd.Init = "(" + ArgText + ")";
      Args += (Args.empty() ? "" : ", ") + std::string("nano_a_->") + Name;
    }
    T.Fields.push_back(Fd);
  }
  std::string CallText = exprText(CE->getCallee(), Ctx) + "(" + Args + ")";
  if (T.LHS) {
    QualType LT = T.LHS->getType();
    if (LT->isVariablyModifiedType() || (Ctx.getLangOpts().CPlusPlus && !LT.isTriviallyCopyableType(Ctx) && false)) {
      T.Problem = "the assigned object has a variably modified type";
      return;
    }
    Field Fd;
    Fd.Name = "lhs";
    Fd.Decl = printDecl(Ctx.getPointerType(LT), "lhs", Ctx);
    Fd.Init = "&(" + exprText(T.LHS, Ctx) + ")";
    T.Fields.push_back(Fd);
    T.Body = "*nano_a_->lhs = " + CallText + ";";
    MemRef R;
    Access A;
    A.Write = true;
    A.Loc = SM.getExpansionLoc(T.LHS->getBeginLoc());
    A.Text = exprText(T.LHS, Ctx);
    if (!refOf(T.LHS, Ctx, A.Ref)) {
      A.Ref = MemRef();
      A.Ref.Kind = BaseKind::Unknown;
    }
    T.Deferred.push_back(A);
  } else {
    T.Body = CallText + ";";
  }
  callAccesses(CE, Ctx, &LC.Summaries, T.Deferred);
}

void FunctionTaskLowering::analyseGeneralForm(Site &T) {
  // Variables of the function used by the statement and declared outside it.
  struct Refs : RecursiveASTVisitor<Refs> {
    std::vector<const DeclRefExpr *> Uses;
    std::set<const VarDecl *> Declared;
    bool VisitDeclRefExpr(DeclRefExpr *D) { Uses.push_back(D); return true; }
    bool VisitVarDecl(VarDecl *VD) { Declared.insert(VD); return true; }
    bool VisitReturnStmt(ReturnStmt *) { HasJump = true; return true; }
    bool VisitCXXThisExpr(CXXThisExpr *) { HasThis = true; return true; }
    bool HasJump = false, HasThis = false;
  } R;
  R.TraverseStmt(const_cast<Stmt *>(T.S));
  if (R.HasJump) {
    T.Problem = "a task statement cannot contain 'return'";
    return;
  }
  if (R.HasThis) {
    T.Problem = "the statement uses 'this'";
    return;
  }
  auto Modified = modifiedVars(T.S);
  std::map<const VarDecl *, std::pair<std::string, bool>> Captured; // field name, by address
  std::set<std::string> Names;
  CharSourceRange Range = stmtRange(T.S, Ctx);
  unsigned Begin = SM.getFileOffset(Range.getBegin());
  std::string Text = stmtText(T.S, Ctx);
  std::vector<std::pair<unsigned, std::pair<unsigned, std::string>>> Edits;
  for (const DeclRefExpr *D : R.Uses) {
    auto *VD = dyn_cast<VarDecl>(D->getDecl());
    if (!VD || R.Declared.count(VD)) continue;
    if (!VD->hasLocalStorage() && !VD->isStaticLocal()) continue;
    QualType Ty = VD->getType();
    if (Ty->isVariablyModifiedType()) {
      T.Problem = "the statement uses '" + VD->getNameAsString() + "', whose type is variably modified";
      return;
    }
    if (D->getLocation().isMacroID()) {
      T.Problem = "'" + VD->getNameAsString() + "' is used inside a macro expansion";
      return;
    }
    auto It = Captured.find(VD);
    if (It == Captured.end()) {
      bool ByAddr = Modified.count(VD) || Ty->isArrayType() || Ty->isReferenceType() ||
                    Ty->isRecordType() || VD->isStaticLocal();
      std::string Name = VD->getNameAsString();
      while (Names.count(Name)) Name += "_";
      Names.insert(Name);
      Field Fd;
      Fd.Name = Name;
      if (ByAddr) {
        QualType Obj = Ty.getNonReferenceType();
        Fd.Decl = printDecl(Ctx.getPointerType(Obj), Name, Ctx);
        Fd.Init = "&(" + VD->getNameAsString() + ")";
      } else {
        Fd.Decl = printDecl(Ty.getUnqualifiedType(), Name, Ctx);
        Fd.Init = VD->getNameAsString();
      }
      T.Fields.push_back(Fd);
      It = Captured.emplace(VD, std::make_pair(Name, ByAddr)).first;
    }
    unsigned Off = SM.getFileOffset(SM.getSpellingLoc(D->getLocation())) - Begin;
    unsigned Len = VD->getName().size();
    std::string Repl = It->second.second ? "(*nano_a_->" + It->second.first + ")"
                                         : "nano_a_->" + It->second.first;
    Edits.push_back({Off, {Len, Repl}});
  }
  std::sort(Edits.begin(), Edits.end(), [](auto &A, auto &B) { return A.first > B.first; });
  for (auto &E : Edits)
    if (E.first + E.second.first <= Text.size())
      Text.replace(E.first, E.second.first, E.second.second);
  T.Body = Text;
  AccessQuery Q{Ctx, &LC.Summaries, nullptr};
  for (Access &A : collectAccesses(T.S, Q)) {
    // Reads of variables captured by copy happen at creation.
    if (A.Ref.Kind == BaseKind::Object && !A.Write)
      if (auto *VD = dyn_cast<VarDecl>(A.Ref.Var)) {
        auto It = Captured.find(VD);
        if (It != Captured.end() && !It->second.second) continue;
      }
    T.Deferred.push_back(std::move(A));
  }
}

} // namespace

std::string registrationText(const Access &A, llvm::StringRef Task) {
  const MemRef &R = A.Ref;
  if (R.Kind == BaseKind::Unknown || R.Kind == BaseKind::AllGlobals || R.Unbounded || !R.Range.Len)
    return "";
  std::string Base = R.baseAddressText();
  auto Lo = constValue(R.Range.Lo);
  std::string Addr = Lo && *Lo == 0 ? Base : "(" + Base + " + (" + printSym(R.Range.Lo) + "))";
  auto Len = constValue(R.Range.Len);
  std::string Bytes = Len ? "(size_t)" + std::to_string(std::max<int64_t>(*Len, 0))
                          : "nano_len_(" + printSym(R.Range.Len) + ")";
  return "nano_access(" + Task.str() + ", " + modeConstant(A.Read, A.Write) +
         ", (const void *)" + Addr + ", " + Bytes + ");";
}

namespace {

void FunctionTaskLowering::registerAccesses(Site &T) {
  std::set<std::string> ClauseBases;
  std::map<std::string, std::pair<bool, bool>> Merged; // (addr, bytes) -> modes
  std::vector<std::string> Order;
  for (const ClauseAccess &CA : T.P->Accesses) {
    ClauseBases.insert(CA.Access.base);
    std::string Bytes;
    std::string Addr = accessClauseText(CA.Access, Bytes);
    std::string Key = "(const void *)" + Addr + ", " + Bytes;
    if (!Merged.count(Key)) Order.push_back(Key);
    Merged[Key].first |= CA.Read;
    Merged[Key].second |= CA.Write;
    // The compile-time view: the named base, conservatively whole.
    Access A;
    A.Read = CA.Read;
    A.Write = CA.Write;
    A.Loc = CA.Loc;
    A.Text = CA.Access.text;
    A.Why = "named in a clause";
    A.Ref.Kind = BaseKind::Unknown;
    T.Deferred.push_back(A);
  }
  // Drop registrations contained in another one of the same base (the
  // container takes the union of the modes).
  AccessList Regs;
  for (const Access &A : T.Deferred) {
    if (A.Why == "named in a clause") continue;
    bool Absorbed = false;
    for (Access &B : Regs) {
      const MemRef &X = A.Ref, &Y = B.Ref;
      bool SameBase = X.Kind == Y.Kind && X.Var == Y.Var && X.ExprText == Y.ExprText &&
                      (X.Kind == BaseKind::Object || X.Kind == BaseKind::Pointee ||
                       X.Kind == BaseKind::PointeeExpr);
      if (!SameBase || X.Unbounded || Y.Unbounded || !X.Range.Len || !Y.Range.Len) continue;
      if (containsNonNegative(Y.Range, X.Range)) {
        B.Read |= A.Read;
        B.Write |= A.Write;
        Absorbed = true;
        break;
      }
      if (containsNonNegative(X.Range, Y.Range)) {
        bool R = B.Read || A.Read, W = B.Write || A.Write;
        B = A;
        B.Read = R;
        B.Write = W;
        Absorbed = true;
        break;
      }
    }
    if (!Absorbed) Regs.push_back(A);
  }
  for (const Access &A : Regs) {
    // With clauses, the user states what an external function touches.
    if (A.Ref.Kind == BaseKind::AllGlobals && !T.P->Accesses.empty()) continue;
    std::string Reg = registrationText(A, "nano_t_");
    if (Reg.empty()) {
      std::string BaseName = A.Ref.Var ? A.Ref.Var->getNameAsString() : "";
      if (!BaseName.empty() && ClauseBases.count(BaseName)) continue;
      T.Problem = A.Text.empty() ? "an unnamed object" : A.Text;
      T.ProblemIsUnbounded = true;
      if (LC.Diags.remarksEnabled() && !A.Why.empty())
        LC.Diags.report(A.Loc, Diag::ExplainAssume) << "any memory may be accessed" << A.Why;
      return;
    }
    // nano_access(nano_t_, MODE, ADDR, BYTES); -> key ADDR, BYTES
    size_t Start = Reg.find(", (const void *)") + 2;
    std::string Key = Reg.substr(Start, Reg.size() - Start - 2);
    if (!Merged.count(Key)) Order.push_back(Key);
    Merged[Key].first |= A.Read;
    Merged[Key].second |= A.Write;
  }
  for (const std::string &K : Order)
    T.Registrations.push_back("nano_access(nano_t_, " +
                              std::string(modeConstant(Merged[K].first, Merged[K].second)) +
                              ", " + K + ");");
  // Clause accesses are known only by name at compile time: make them conflict
  // with anything touching that name.
  for (Access &A : T.Deferred)
    if (A.Why == "named in a clause") {
      A.Ref = MemRef();
      A.Ref.Kind = BaseKind::Unknown;
    }
}

AccessList FunctionTaskLowering::creatorAccesses(const Stmt *X) {
  auto It = AccessCache.find(X);
  if (It != AccessCache.end()) return It->second;
  auto Deferred = [this](const Stmt *S) { return SiteStmts.count(S) > 0 && !RegionNodeStmts.count(S); };
  AccessQuery Q{Ctx, &LC.Summaries, Deferred};
  AccessList L = Deferred(X) ? collectCreationAccesses(X, Q) : collectAccesses(X, Q);
  AccessCache[X] = L;
  return L;
}

bool FunctionTaskLowering::sameRegionNode(const Site &T, const Stmt *X) const {
  auto It = RegionNodeStmts.find(X);
  return T.P->ParallelRegion && It != RegionNodeStmts.end() && It->second == T.P->ParallelRegion;
}

bool FunctionTaskLowering::insideRegion(const Site &T, const Stmt *Region) const {
  for (const Stmt *S = PM.getParent(T.S); S; S = PM.getParent(S))
    if (S == Region) return true;
  return false;
}

bool FunctionTaskLowering::conflictsWith(const Site &T, const Stmt *X) {
  if (!X || X == T.S) return false;
  // A node of T's own region runs after T by a static arc: only what its
  // creation evaluates (the values it captures) is the creator's.
  AccessList Creator = creatorAccesses(X);
  if (sameRegionNode(T, X)) {
    AccessQuery Q{Ctx, &LC.Summaries, [this](const Stmt *S) { return SiteStmts.count(S) > 0; }};
    Creator = collectCreationAccesses(X, Q);
  }
  for (const Access &B : Creator)
    for (const Access &A : T.Deferred)
      if (conflicts(A, B, Facts)) {
        if (LC.Diags.remarksEnabled())
          LC.Diags.report(SM.getExpansionLoc(X->getBeginLoc()), Diag::ExplainWait)
              << (B.Write ? "writes" : "reads") << B.Text << (A.Write ? "writes" : "reads");
        return true;
      }
  return false;
}

void FunctionTaskLowering::placeWaits(Site &T) {
  auto WaitBetween = [&](SourceLocation From, SourceLocation To) {
    for (SourceLocation L : WaitPragmas)
      if (SM.isBeforeInTranslationUnit(From, L) && SM.isBeforeInTranslationUnit(L, To))
        return true;
    return false;
  };
  auto Add = [&](WaitSet &W, const Stmt *Container) {
    if (siteInLoopBelow(T, Container)) W.All = true;
    else {
      W.Handles.insert(T.Id);
      T.NeedsHandle = true;
    }
  };
  // Does T use (by address or through its accesses) a local declared in C?
  auto UsesLocalOf = [&](const CompoundStmt *C) {
    for (const Stmt *Child : C->body())
      if (auto *DS = dyn_cast<DeclStmt>(Child))
        for (const Decl *D : DS->decls())
          for (const Access &A : T.Deferred)
            if (A.Ref.Var == D) return true;
    return false;
  };
  const Stmt *Cur = T.S;
  while (const Stmt *Parent = PM.getParent(Cur)) {
    if (auto *C = dyn_cast<CompoundStmt>(Parent)) {
      auto Body = C->body();
      auto Pos = std::find(Body.begin(), Body.end(), Cur);
      if (Pos != Body.end()) {
        for (auto It = Pos + 1; It != Body.end(); ++It) {
          if (WaitBetween(SM.getExpansionLoc(Cur->getEndLoc()), SM.getExpansionLoc((*It)->getBeginLoc())))
            return;
          if (conflictsWith(T, *It)) {
            Add(WaitsBefore[*It], C);
            return;
          }
        }
        const Stmt *Owner = PM.getParent(C);
        if (Owner && isLoop(Owner)) {
          for (auto It = Body.begin(); It != Pos; ++It)
            if (conflictsWith(T, *It)) {
              WaitsBefore[*It].All = true;
              return;
            }
        }
        if (UsesLocalOf(C) && Parent != F->getBody()) {
          Add(WaitsAtEnd[C], C);
          return;
        }
      }
    }
    Cur = Parent;
  }
}

std::string FunctionTaskLowering::outlined(const Site &T) {
  std::string Id = std::to_string(T.Id);
  std::string S = "static void nano_task_" + Id + "(void *nano_p_) {\n";
  S += "  struct nano_args_" + Id + " *nano_a_ = (struct nano_args_" + Id + " *)nano_p_;\n";
  S += "  (void)nano_a_;";
  S += lineDirective(T.S->getBeginLoc(), SM);
  std::string Col(SM.getExpansionColumnNumber(SM.getExpansionLoc(T.S->getBeginLoc())) - 1, ' ');
  S += Col + T.Body + "\n}\n";
  return S;
}

void FunctionTaskLowering::emitSite(const Site &T) {
  std::string Id = std::to_string(T.Id);
  CharSourceRange Range = stmtRange(T.S, Ctx);
  std::string Original = stmtText(T.S, Ctx);
  unsigned Lines = std::count(Original.begin(), Original.end(), '\n');
  std::string Create;
  Create += "void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_" + Id +
            ", sizeof(struct nano_args_" + Id + "), &nano_p_); ";
  Create += "struct nano_args_" + Id + " *nano_a_ = (struct nano_args_" + Id + " *)nano_p_; ";
  for (const Field &Fd : T.Fields) Create += "nano_a_->" + Fd.Name + " = " + Fd.Init + "; ";
  if (T.Fields.empty()) Create += "(void)nano_a_; ";
  for (const std::string &R : T.Registrations) Create += R + " ";
  for (unsigned Pred : T.Preds)
    Create += "if (nano_h_" + std::to_string(Pred) + ") nano_precede(nano_h_" + std::to_string(Pred) +
              ", nano_t_); ";
  std::string Label = T.P->Label;
  if (Label.empty())
    Label = T.Call ? T.Call->getDirectCallee()->getNameAsString() : "task";
  Create += "nano_set_label(nano_t_, " + quote(Label) + "); ";
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(T.S->getBeginLoc()));
  Create += "nano_set_source(nano_t_, " + quote(PL.getFilename()) + ", " +
            std::to_string(PL.getLine()) + "); ";
  if (T.P->Cost) Create += "nano_set_cost(nano_t_, (double)(" + T.P->Cost->Text + ")); ";
  if (T.NeedsHandle)
    Create += "nano_submit(nano_t_); if (nano_h_" + Id + ") nano_release(nano_h_" + Id +
              "); nano_h_" + Id + " = nano_t_; ";
  else
    Create += "nano_submit_release(nano_t_); ";
  std::string Text;
  if (T.P->If) {
    // Cut-off: the statement runs here, after the tasks it conflicts with.
    bool Conflict = false;
    AccessQuery Q{Ctx, &LC.Summaries, nullptr};
    AccessList Own = collectAccesses(T.S, Q);
    for (const Site &O : Sites)
      for (const Access &A : O.Deferred)
        for (const Access &B : Own)
          if (conflicts(A, B, Facts) && (O.Id != T.Id || T.InLoop)) Conflict = true;
    Text = "{ if (!(" + T.P->If->Text + ")) { " + std::string(Conflict ? "nano_wait_all(); " : "") +
           Original + " } else { " + Create + "} }";
  } else {
    Text = "{ " + Create + "}" + std::string(Lines, '\n');
  }
  LC.Rewrite.ReplaceText(Range, Text);
}

void FunctionTaskLowering::emitExits() {
  bool AnyLoop = false;
  for (const Site &T : Sites) AnyLoop |= T.InLoop;
  WaitSet Exit;
  Exit.All = AnyLoop;
  for (Site &T : Sites)
    if (!T.InLoop) {
      T.NeedsHandle = true;
      Exit.Handles.insert(T.Id);
    }
  // Handles of in-loop sites that some wait uses.
  for (const Site &T : Sites)
    if (T.NeedsHandle) Exit.Handles.insert(T.Id);
  if (Sites.empty()) return;
  // Returns reached after a task may have been created.
  SourceLocation FirstSite = SM.getExpansionLoc(Sites.front().S->getBeginLoc());
  for (const Site &T : Sites)
    if (SM.isBeforeInTranslationUnit(SM.getExpansionLoc(T.S->getBeginLoc()), FirstSite))
      FirstSite = SM.getExpansionLoc(T.S->getBeginLoc());
  struct Returns : RecursiveASTVisitor<Returns> {
    std::vector<const ReturnStmt *> List;
    bool VisitReturnStmt(ReturnStmt *R) { List.push_back(R); return true; }
    bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  } Rs;
  Rs.TraverseStmt(F->getBody());
  for (const ReturnStmt *R : Rs.List) {
    bool After = SM.isBeforeInTranslationUnit(FirstSite, SM.getExpansionLoc(R->getBeginLoc()));
    if (!After)
      for (const Site &T : Sites)
        for (const Stmt *L = PM.getParent(T.S); L; L = PM.getParent(L))
          if (isLoop(L))
            for (const Stmt *P = PM.getParent(R); P; P = PM.getParent(P))
              if (P == L) After = true;
    if (!After) continue;
    WaitSet W = Exit;
    auto It = WaitsBefore.find(R);
    if (It != WaitsBefore.end()) {
      W.All |= It->second.All;
      W.Handles.insert(It->second.Handles.begin(), It->second.Handles.end());
      WaitsBefore.erase(It);
    }
    const Stmt *Parent = PM.getParent(R);
    bool Braced = Parent && isa<CompoundStmt>(Parent);
    SourceLocation B = SM.getExpansionLoc(R->getBeginLoc());
    if (Braced) {
      LC.Rewrite.InsertTextBefore(B, W.text());
    } else {
      LC.Rewrite.InsertTextBefore(B, "{ " + W.text());
      LC.Rewrite.InsertTextAfter(stmtRange(R, Ctx).getEnd(), " }");
    }
  }
  // Waits before other statements and at the end of blocks.
  for (auto &[S, W] : WaitsBefore) {
    for (unsigned H : W.Handles) (void)H;
    LC.Rewrite.InsertTextBefore(SM.getExpansionLoc(S->getBeginLoc()), W.text());
  }
  for (auto &[S, W] : WaitsAtEnd)
    LC.Rewrite.InsertTextBefore(SM.getExpansionLoc(cast<CompoundStmt>(S)->getRBracLoc()), W.text());
  // Falling off the end of the body.
  auto *Body = cast<CompoundStmt>(F->getBody());
  LC.Rewrite.InsertTextBefore(SM.getExpansionLoc(Body->getRBracLoc()), Exit.text());
  // Handles, declared first thing in the body.
  std::string Decls;
  for (unsigned H : Exit.Handles) Decls += "nano_task *nano_h_" + std::to_string(H) + " = 0; ";
  LC.Rewrite.InsertTextAfter(SM.getExpansionLoc(Body->getLBracLoc()).getLocWithOffset(1), Decls);
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
    if (T.P->Cost) {
      char *End = nullptr;
      double C = std::strtod(T.P->Cost->Text.c_str(), &End);
      if (End && *End == 0) N.cost = C;
    }
    std::set<std::string> Rd, Wr;
    for (const Access &A : T.Deferred) {
      htg::Access HA;
      if (!htgAccessOf(A, HA)) continue;
      if (A.Read && Rd.insert(HA.base).second) N.reads.push_back(HA);
      if (A.Write && Wr.insert(HA.base).second) N.writes.push_back(HA);
    }
    R.children.push_back(N);
    for (unsigned P : T.Preds)
      for (const StaticArc &SA : LC.Arcs)
        if (SA.From == P && SA.To == T.Id) {
          htg::Arc Arc;
          Arc.from = "n" + std::to_string(P);
          Arc.to = N.id;
          Arc.on = SA.On;
          R.arcs.push_back(Arc);
          R.arcs_given = true;
          R.trust_arcs = true;
        }
  }
  for (auto &[S, R] : RegionNodes) LC.Regions.push_back(R);

  // Argument blocks and prototypes before the function, bodies after it.
  std::string Before, After;
  for (const Site &T : Sites) {
    std::string Id = std::to_string(T.Id);
    Before += "struct nano_args_" + Id + " {";
    for (const Field &Fd : T.Fields) Before += " " + Fd.Decl + ";";
    if (T.Fields.empty()) Before += " char nano_unused_;";
    Before += " };\nstatic void nano_task_" + Id + "(void *nano_p_);\n";
    After += outlined(T);
  }
  LC.Pending[F].Before += "#line 1 \"<nano-generated>\"\n" + Before;
  LC.Pending[F].After += "#line 1 \"<nano-generated>\"\n" + After;
}

} // namespace

bool htgAccessOf(const Access &A, htg::Access &Out) {
  if (!A.Ref.Var) return false;
  Out = htg::Access();
  Out.base = A.Ref.Var->getNameAsString();
  Out.text = Out.base;
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

void flushAppendices(LoweringContext &LC) {
  SourceManager &SM = LC.Ctx.getSourceManager();
  for (auto &[F, A] : LC.Pending) {
    // Outside any namespace or class? Functions are inserted next to F, which
    // keeps them in F's namespace (where F's types are visible).
    SourceLocation FBegin = SM.getExpansionLoc(F->getBeginLoc());
    SourceLocation LineStart =
        FBegin.getLocWithOffset(1 - static_cast<int>(SM.getExpansionColumnNumber(FBegin)));
    LC.Rewrite.InsertTextBefore(LineStart, A.Before + lineDirective(FBegin, SM).substr(1));
    SourceLocation FEnd = SM.getExpansionLoc(cast<CompoundStmt>(F->getBody())->getRBracLoc());
    LC.Rewrite.InsertTextAfter(FEnd.getLocWithOffset(1), "\n" + A.After + lineDirective(FEnd, SM).substr(1));
  }
}

void lowerFunctionTasks(LoweringContext &LC, const FunctionDecl *F,
                        const std::vector<NanoPragma *> &Pragmas) {
  FunctionTaskLowering L(LC, F);
  L.run(Pragmas);
}

} // namespace nanocc
