//===- TaskLowering.cpp - Outlined tasks, registered accesses, inserted waits -===//
//
// For each `#pragma nano task` of a function:
//  - the statement is outlined into `static void nano_task_K(void *)` placed
//    after the function, with an argument block `struct nano_args_K` declared
//    before it. A call statement `[lhs =] f(args)` captures the argument values
//    (and the address of lhs); any other statement captures the variables it
//    uses, by copy when it only reads them (and neither takes their address
//    nor binds a reference to them), by address otherwise;
//  - the accesses the task performs when it runs are registered with
//    nano_access (exact byte ranges, so instances in loops and recursion are
//    ordered at run time by the runtime);
//  - a later statement of the function that conflicts with the task gets a wait
//    right before it (on the task's handle, or nano_wait_all when several
//    instances may be outstanding), as does the end of a block whose locals the
//    task uses, and every exit of the function (Cilk semantics).
// All generated code at a site stays on the statement's lines, so no #line is
// needed there; outlined bodies start with a #line pointing at the statement.
// Wait placement is in TaskWaits.cpp, the HTG of the regions in TaskRegionsHTG.cpp.
//
//===----------------------------------------------------------------------===//
#include "nanocc/TaskLowering.h"
#include "nanocc/Pragma.h"
#include "nanocc/AddressOf.h"
#include "nanocc/GlobalGetters.h"
#include "FunctionTaskLowering.h"
#include "nanocc/AccessLvalueText.h"
#include "nanocc/ClauseExpressions.h"
#include "nanocc/ContainerBuffers.h"
#include "nanocc/ReferenceArguments.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/LocalEnumerators.h"
#include "nanocc/LocalTypeCopies.h"
#include "nanocc/QuotedMacroArguments.h"
#include "nanocc/FileScopeTypes.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/StateChanges.h"
#include "nanocc/StaticLocals.h"
#include "nanocc/StdAlgorithms.h"
#include "nanocc/Summaries.h"
#include "nanocc/TemplateInstances.h"
#include "nanocc/ThreadLocals.h"
#include "nanocc/Translator.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "nanocc/Unevaluated.h"
#include "nanocc/OwnBodyVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <cstdio>
#include <deque>
#include <optional>

using namespace clang;

namespace nanocc {
namespace detail {

std::string quote(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    auto U = static_cast<unsigned char>(C);
    if (C == '\n') Out += "\\n";
    else if (C == '\t') Out += "\\t";
    else if (U < 0x20 || U == 0x7f) {
      char Octal[8];
      std::snprintf(Octal, sizeof Octal, "\\%03o", unsigned(U));
      Out += Octal;
    }
    else if (C == '"' || C == '\\' || C == '?') Out += std::string("\\") + C; // `\?`: no trigraph
    else Out += C;
  }
  return Out + "\"";
}

const char *modeConstant(bool R, bool W) {
  return R && W ? "NANO_INOUT" : (W ? "NANO_OUT" : "NANO_IN");
}

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

/// Why of a clause's access: known by name only at compile time.
const char *const NamedInClause = "named in a clause";

/// Why of the compile-time-only access of a range-based for loop's range by a
/// task using the loop's reference variable (not registered at run time).
const char *const RangeElementView = "an element of the range of the enclosing range-based for loop";

/// Why of the compile-time-only access of a container whose buffer a view
/// argument of the task shows (registered at run time as the buffer).
const char *const ContainerBufferView = "the buffer of the container, reached through a view";

bool compileTimeOnly(const Access &A) {
  return A.Why == NamedInClause || A.Why == RangeElementView || A.Why == ContainerBufferView;
}

namespace {

/// Whether the function \p CE calls (not virtual, its body in the file) only
/// returns an lvalue: `{ return bonus_; }`, `{ return buf[i]; }`, with no call
/// (so nothing can throw) and no side effect in the body.
bool returnsLvalueOnly(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Def);
  const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  if (!Body || Body->size() != 1 || (MD && MD->isVirtual())) return false;
  const auto *Return = dyn_cast<ReturnStmt>(Body->body_front());
  if (!Return || !Return->getRetValue()) return false;
  struct Effects : RecursiveASTVisitor<Effects> {
    bool Found = false;
    bool VisitCallExpr(CallExpr *) { return !(Found = true); }
    bool VisitCXXConstructExpr(CXXConstructExpr *) { return !(Found = true); }
    bool VisitUnaryOperator(UnaryOperator *UO) { return !(Found |= UO->isIncrementDecrementOp()); }
    bool VisitBinaryOperator(BinaryOperator *BO) { return !(Found |= BO->isAssignmentOp()); }
  } E;
  E.TraverseStmt(const_cast<Expr *>(Return->getRetValue()));
  return !E.Found;
}

/// Whether \p F's body calls `setjmp` (or a variant: glibc's macro expands to `_setjmp`).
bool callsSetjmp(const FunctionDecl *F) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitCallExpr(CallExpr *CE) {
      if (const FunctionDecl *Callee = CE->getDirectCallee(); Callee && Callee->getIdentifier())
        Found |= llvm::is_contained({"setjmp", "_setjmp", "__setjmp", "sigsetjmp", "__sigsetjmp"},
                                    Callee->getName());
      return !Found;
    }
  } Finder;
  Finder.TraverseStmt(F->getBody());
  return Finder.Found;
}

/// A standard container's buffer `c.data()` reached through a view, of unknown
/// extent: [0, c.size() elements). Returns true when \p R was bounded.
bool boundByContainerBuffer(MemRef &R, const ASTContext &) {
  llvm::StringRef Text(R.ExprText);
  if (R.Kind != BaseKind::PointeeExpr || !R.ContainerData || !R.Unbounded || !Text.ends_with(".data()"))
    return false;
  std::string C = Text.drop_back(strlen(".data()")).str();
  R.Range.Lo = Sym::constant(0);
  R.Range.Len = Sym::opaque("(" + C + ").size() * sizeof(*(" + C + ").data())");
  R.Unbounded = false;
  return true;
}


/// The local variable or structured binding of the function \p D names, if
/// any, or the thread-local variable (the creator's, by address).
const ValueDecl *capturableLocal(const ValueDecl *D) {
  if (const auto *VD = dyn_cast<VarDecl>(D))
    return VD->hasLocalStorage() || VD->isStaticLocal() || isThreadLocalGlobal(VD) ? VD : nullptr;
  if (const auto *BD = dyn_cast<BindingDecl>(D))
    if (const auto *DD = dyn_cast_or_null<VarDecl>(BD->getDecomposedDecl()))
      return DD->hasLocalStorage() || DD->isStaticLocal() ? BD : nullptr;
  return nullptr;
}

/// A binding of a bit-field member has no address to capture.
bool isBitFieldBinding(const ValueDecl *D) {
  const auto *BD = dyn_cast<BindingDecl>(D);
  const auto *ME = BD && BD->getBinding() ? dyn_cast<MemberExpr>(BD->getBinding()->IgnoreImpCasts()) : nullptr;
  const auto *FD = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  return FD && FD->isBitField();
}

/// Can a by-value argument of type \p T be constructed into the argument block
/// and left there without a destructor? Any trivially copyable type, and a
/// class whose copy or move constructor and destructor are trivial though its
/// assignment is not (`std::pair<int, double>`, a class with a `const` or
/// reference member).
bool constructibleInBlock(QualType T, const ASTContext &Ctx) {
  if (T.isTriviallyCopyableType(Ctx)) return true;
  const auto *RD = T->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() && RD->hasTrivialDestructor() &&
         (RD->hasTrivialCopyConstructor() || RD->hasTrivialMoveConstructor());
}

/// Why a statement using \p What, of the function-local type \p D, runs sequentially.
std::string localTypeProblem(const std::string &What, const TagDecl *D) {
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D); RD && RD->isLambda())
    return "the statement uses " + What + ", a lambda, whose closure type cannot be named in the "
           "task's argument block";
  return "the statement uses " + What + ", whose type " + localTypeName(D) +
         " is declared inside the function and cannot be named in the task's argument block "
         "(declare the type at file scope)";
}

} // namespace

bool reachesUnboundedMemory(const Access &A) {
  const MemRef &R = A.Ref;
  if (R.Kind == BaseKind::Unknown) return A.ThroughLoadedPointers;
  return R.PointerWalk && R.Unbounded && (R.Kind == BaseKind::Pointee || R.Kind == BaseKind::PointeeExpr);
}

bool FunctionTaskLowering::run(const std::vector<NanoPragma *> &Pragmas) {
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
  if (Sites.empty() && WaitPragmas.empty()) return false;
  std::sort(Sites.begin(), Sites.end(), [&](const Site &A, const Site &B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A.S->getBeginLoc()),
                                        SM.getExpansionLoc(B.S->getBeginLoc()));
  });
  // Member functions: the outlined function is a static member when F is
  // defined in its class (so it may use private members through the captured
  // `this`), a namespace-scope function otherwise; sites that must see what
  // only the site can name are outlined in place (needsOutliningAtSite).
  // A task in the body of a lambda inside F belongs to the lambda, a function
  // of its own (lowered with the lambda's call operator as F).
  std::vector<Site> OutsideLambdas;
  for (Site &T : Sites) {
    bool InLambda = false;
    for (const Stmt *S = PM.getParent(T.S); S && !InLambda; S = PM.getParent(S))
      InLambda = isa<LambdaExpr>(S);
    if (!InLambda) OutsideLambdas.push_back(T);
  }
  Sites = std::move(OutsideLambdas);
  // A `longjmp` back to a `setjmp` of F skips every wait the lowering places:
  // the tasks of such a function run in order.
  if (callsSetjmp(F))
    for (Site &T : Sites)
      T.Problem = "the function calls 'setjmp', and a 'longjmp' back into it would skip the waits "
                  "for its tasks";
  // A directive inside another task's statement belongs to the outermost such
  // task: when that task can create tasks (lowerNested), its nano-thread
  // creates them; otherwise they run inside it, with a warning.
  std::vector<Site> Kept;
  std::map<const Stmt *, std::vector<NanoPragma *>> Inside; // outermost task's statement -> its directives
  auto OutermostAround = [&](SourceLocation L) -> const Stmt * {
    const Stmt *Found = nullptr;
    for (const Site &O : Sites)
      if (containsRange(SM, stmtRange(O.S, Ctx), SM.getExpansionLoc(L)) &&
          (!Found || containsRange(SM, stmtRange(O.S, Ctx), SM.getExpansionLoc(Found->getBeginLoc()))))
        Found = O.S;
    return Found;
  };
  for (Site &T : Sites) {
    if (const Stmt *O = OutermostAround(T.P->HashLoc); O && O != T.S)
      Inside[O].push_back(T.P);
    else
      Kept.push_back(T);
  }
  std::vector<SourceLocation> WaitsOutside;
  for (NanoPragma *P : Pragmas)
    if (P->Kind == DirectiveKind::Wait) {
      if (const Stmt *O = OutermostAround(P->HashLoc)) Inside[O].push_back(P);
      else WaitsOutside.push_back(P->HashLoc);
    }
  WaitPragmas = std::move(WaitsOutside);
  Sites = std::move(Kept);
  for (Site &T : Sites) {
    T.Id = ++LC.NextId;
    T.InLoop = T.S != Body && siteInLoopBelow(T, Body);
    auto In = Inside.find(T.S);
    std::vector<const Stmt *> Loops = loweredLoopsIn(T.S);
    if (In != Inside.end() || !Loops.empty()) T.Args = "nano_o" + std::to_string(T.Id) + "_";
    analyseSite(T);
    if (In == Inside.end() && Loops.empty()) continue;
    // The nested tasks are created by T's outlined body when it is a block
    // whose captures the creation code can name (no local of the block has
    // the name of a captured variable); otherwise they run inside T.
    bool Creates = isa<CompoundStmt>(T.S) && !T.P->ParallelRegion && !T.RenameClash && T.Problem.empty() &&
                   !T.Call;
    std::vector<NanoPragma *> Directives = In != Inside.end() ? In->second : std::vector<NanoPragma *>();
    for (NanoPragma *P : Directives)
      if (P->ParallelRegion) Creates = false;
    if (Creates) {
      T.Nested = Directives;
      T.HoldsLoops = !Loops.empty();
      continue;
    }
    std::set<const void *> BlocksReported; // the nodes of one parallel block: one warning
    for (NanoPragma *P : Directives)
      if (P->Kind == DirectiveKind::Task && (!P->ParallelRegion || BlocksReported.insert(P->ParallelRegion).second))
        LC.Diags.report(P->DirectiveLoc, Diag::TaskNested) << (P->ParallelRegion ? "parallel" : "task");
    if (T.Problem.empty()) // outlined from its source text, where the loop is an ordinary one
      for (const Stmt *L : Loops) LC.Diags.report(L->getBeginLoc(), Diag::TaskNested) << "loop";
  }
  orderReachableMemory();
  warnSerialisedByReachableMemory();
  orderUnregisteredElements();
  // Sites that cannot become tasks run inline: they are ordinary statements.
  std::vector<Site> Tasks;
  for (Site &T : Sites) {
    if (!T.Problem.empty()) {
      SourceLocation Where = T.ProblemLoc.isValid() ? T.ProblemLoc : T.S->getBeginLoc();
      bool Node = T.P->ParallelRegion && T.P->Synthesised; // the user wrote no task pragma
      if (Node && !T.ProblemIsUnbounded)
        LC.Diags.report(Where, Diag::NodeSequential) << T.Problem;
      else if (!T.ProblemGlobalState.empty())
        LC.Diags.report(Where, Node ? Diag::NodeGlobalState : Diag::TaskGlobalState)
            << T.Problem << T.ProblemGlobalState;
      else if (Node) // nor a clause, which only a task pragma has
        LC.Diags.report(Where, T.ProblemHasNoBase ? Diag::NodeUnboundedUnnamed : Diag::NodeUnbounded) << T.Problem;
      else
        LC.Diags.report(Where, !T.ProblemIsUnbounded ? Diag::Unsupported
                               : T.ProblemHasNoBase ? Diag::TaskUnboundedUnnamed
                                                    : Diag::TaskUnbounded)
            << (T.ProblemIsUnbounded ? T.Problem : std::string("task")) << T.Problem;
      // A call the task makes of a function without body or declare is named
      // even when the access at fault came from its arguments.
      const FunctionDecl *Ext = T.ProblemUndeclared;
      if (const FunctionDecl *Called = T.NamingCall ? T.NamingCall->getDirectCallee() : nullptr;
          !Ext && T.ProblemIsUnbounded && Called && !Called->hasBody() && !LC.Summaries.lookup(Called) &&
          !SM.isInSystemHeader(SM.getExpansionLoc(Called->getLocation())))
        Ext = Called;
      if (Ext) { // at its declaration, unless a library's
        std::string Declare = declareSuggestion(Ext);
        SourceLocation Decl = SM.getExpansionLoc(Ext->getBeginLoc());
        bool Editable = Decl.isValid() && !SM.isInSystemHeader(Decl);
        if (!Editable && Ext->isDefined()) { // a library template (std::sort): a body, not a declaration to add
          LC.Diags.report(Where, Diag::NoteLibraryBody) << Ext->getQualifiedNameAsString();
          continue;
        }
        auto Note = LC.Diags.report(Editable ? Decl : Where, Diag::NoteDeclare) << Ext->getNameAsString() << Declare;
        if (Editable) Note << FixItHint::CreateInsertion(Decl, Declare + "\n");
      } else if (T.ProblemIsUnbounded && T.ProblemGlobalState.empty() && !T.ProblemWhy.empty()) {
        // The cause, which the warning's symptom does not name (a recursive
        // member function, a callee reaching global state).
        LC.Diags.report(Where, Diag::NoteAssumedBecause) << T.ProblemWhy;
      }
      if (!T.OtherUnbounded.empty() && !T.ProblemHasNoBase && T.ProblemGlobalState.empty()) {
        std::string Others;
        for (size_t I = 0; I < T.OtherUnbounded.size(); ++I)
          Others += (I == 0 ? "'" : I + 1 == T.OtherUnbounded.size() ? "' and '" : "', '") + T.OtherUnbounded[I];
        const bool One = T.OtherUnbounded.size() == 1;
        LC.Diags.report(Where, Diag::NoteAlsoUnbounded)
            << ((One ? "the region accessed through " : "the regions accessed through ") + Others + "'")
            << (One ? "it" : "them");
      }
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
  wireRegionArcs();
  for (Site &T : Sites) {
    if (!T.Nested.empty() || T.HoldsLoops) lowerNested(T);
    emitSite(T);
  }
  emitExits();
  emitRegionsHTG();
  emitAppendix();
  return !Sites.empty();
}

std::string taskLabel(const Site &T) {
  if (!T.P->Label.empty()) return T.P->Label;
  return T.NamingCall ? T.NamingCall->getDirectCallee()->getNameAsString() : "task";
}

bool FunctionTaskLowering::argumentsWalk(const Site &T) const {
  // What varies from one iteration to the next: variables the loops around
  // the site modify or declare (a range-based for's element, a binding).
  std::set<const ValueDecl *> Varying;
  struct Declared : RecursiveASTVisitor<Declared> {
    std::set<const ValueDecl *> *Out;
    bool VisitValueDecl(ValueDecl *D) {
      Out->insert(D);
      return true;
    }
  } D;
  D.Out = &Varying;
  for (const Stmt *S = PM.getParent(T.S); S && S != Body; S = PM.getParent(S))
    if (isLoop(S)) {
      Varying.merge(modifiedVars(S));
      D.TraverseStmt(const_cast<Stmt *>(S));
    }
  auto Varies = [&](const ValueDecl *V) { return V && Varying.count(V); };
  AccessQuery Q{Ctx, &LC.Summaries, nullptr};
  const CallExpr *CE = T.Call;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    // A reference parameter's argument is an address at the creation, not a value.
    if (const ParmVarDecl *P = parameterOfArgument(CE, I); P && P->getType()->isReferenceType()) continue;
    for (const Access &A : collectAccesses(CE->getArg(I), Q)) {
      const MemRef &R = A.Ref;
      if (!A.Read || R.Kind == BaseKind::AllGlobals) continue;
      if (R.Kind == BaseKind::Unknown) return true;
      if (R.Kind == BaseKind::PointeeExpr && !R.ContainerData && llvm::any_of(R.ExprVars, Varies)) return true;
      bool Indirect = R.Kind == BaseKind::Pointee || (R.Var && (isa<BindingDecl>(R.Var) || R.Var->getType()->isReferenceType()));
      if (Indirect && Varies(R.Var)) return true;
    }
  }
  return false;
}

void FunctionTaskLowering::widenOnOwnWrites(Site &T) {
  // Protocol: a section's bounds and a registered element's index are
  // evaluated when the task is created. If the task itself may write a
  // variable they read (a callee writing `i` through a pointer it was given
  // elsewhere, `gp = &i`), the task reaches another part: the object whole.
  struct Named : RecursiveASTVisitor<Named> {
    std::map<std::string, const VarDecl *> Vars;
    bool VisitDeclRefExpr(DeclRefExpr *DR) {
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()); VD && VD->getType()->isIntegerType())
        Vars.emplace(VD->getNameAsString(), VD);
      return true;
    }
  } N;
  N.TraverseStmt(const_cast<Stmt *>(T.S));
  auto WrittenByTask = [&](const VarDecl *V) {
    MemRef Var;
    if (!wholeObject(V, Ctx, Var)) return true;
    return llvm::any_of(T.Deferred, [&](const Access &W) { return W.Write && mayAlias(W.Ref, Var, Facts); });
  };
  for (Access &A : T.Deferred) {
    std::set<std::string> Atoms;
    collectAtoms(A.Ref.Range.Lo, Atoms);
    collectAtoms(A.Ref.Range.Len, Atoms);
    if (A.Ref.ContainerElement) {
      Named Index;
      Index.TraverseStmt(const_cast<Expr *>(A.Ref.ContainerElement));
      for (const auto &[Name, V] : Index.Vars) Atoms.insert(Name);
    }
    for (const std::string &Name : Atoms) {
      auto It = N.Vars.find(Name);
      if (It == N.Vars.end() || !WrittenByTask(It->second)) continue;
      A.Ref.ContainerElement = nullptr; // the container whole, with its buffer
      widenToWholeObject(A.Ref, Ctx);
      if (A.Ref.Unbounded) A.Ref.Range.Len = nullptr;
      A.Why = "'" + Name + "' may change in the task before it reaches the memory";
      break;
    }
  }
}

bool FunctionTaskLowering::callWritesLeftOperands(const Site &T) const {
  AccessQuery Q{Ctx, &LC.Summaries, nullptr};
  AccessList Left = collectAccesses(T.LHS, Q), Called = collectAccesses(T.Call, Q);
  for (const Access &W : Called)
    if (W.Write && !W.LibraryState)
      for (const Access &R : Left)
        if (R.Read && mayAlias(W.Ref, R.Ref, Facts)) return true;
  return false;
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
  // A call a macro spells (`sprintf` under _FORTIFY_SOURCE is
  // `__builtin___sprintf_chk(str, flag, size, ...)`; `CALL(z, 7)` is
  // `z = slow(7)`) has arguments with no text of their own: the statement is
  // outlined as written instead.
  if (auto *CE = dyn_cast_or_null<CallExpr>(CallE))
    if (!isa<CXXMemberCallExpr>(CE) && !isa<CXXOperatorCallExpr>(CE) && CE->getDirectCallee() &&
        !CE->getDirectCallee()->isTemplated() && !CE->getBeginLoc().isMacroID() &&
        !CE->getEndLoc().isMacroID() && !(T.LHS && T.LHS->getBeginLoc().isMacroID()) &&
        // A lambda argument: the call form would copy its closure, whose type
        // has no name, into the argument block; outlined as written, the
        // lambda is created inside the task.
        !llvm::any_of(CE->arguments(), [](const Expr *Arg) { return lambdaWrittenAsArgument(Arg); }))
      T.Call = CE;
  T.NamingCall = T.Call;
  // In a loop, arguments read through a pointer, a reference or an iterator
  // that moves (`*p = heavy(*p)` walking `p`): evaluated at the creation, they
  // would make it wait for the task of the previous iteration; outlined as
  // written, the task reads them itself, ordered at run time.
  if (T.Call && T.InLoop && !T.P->ParallelRegion && argumentsWalk(T)) {
    T.Call = nullptr;
    OutlinedCalls.insert(T.S);
  }
  // `a[gi] = bump()` where the call writes gi (or moves p of `*p = step()`,
  // or grows the vector of `v[0] = grow()`): C++17 evaluates the call first,
  // so the left side's address, which the call form takes at the creation,
  // would be stale. Outlined as written, the task evaluates it after the call.
  if (T.Call && T.LHS && callWritesLeftOperands(T)) {
    T.Call = nullptr;
    OutlinedCalls.insert(T.S);
  }
  if (!T.Call) T.LHS = nullptr;
  if (std::string Problem = threadLocalProblem(T.S, "a task"); !Problem.empty()) {
    T.Problem = Problem;
    return;
  }
  T.AtSite = needsOutliningAtSite(T);
  if (T.Call && !T.AtSite)
    analyseCallForm(T);
  else
    analyseGeneralForm(T);
  widenOnOwnWrites(T);
  if (T.Problem.empty() && !T.P->ParallelRegion)
    registerAccesses(T);
  if (T.P->ParallelRegion) {
    AccessQuery Q{Ctx, &LC.Summaries, nullptr};
    for (const Expr *C : T.P->ConditionExprs)
      for (Access &A : collectAccesses(C, Q)) {
        A.Write = false;
        A.Read = true;
        T.CondReads.push_back(std::move(A));
      }
    if (LC.Diags.remarksEnabled() && !T.P->Condition.empty())
      LC.Diags.report(SM.getExpansionLoc(T.S->getBeginLoc()), Diag::ExplainCondition)
          << ("node " + std::to_string(T.Id)) << T.P->Controller << T.P->Condition;
  }
  // A node reaching memory it cannot bound runs in the creating nano-thread,
  // unless a task would run it (reachesUnboundedMemory: a NUL walk, a list
  // walked through loaded pointers): its unknown access conflicts with every
  // node that may alias it, so static arcs order it.
  // Library state (output, `exit`) is said as such: no clause orders it.
  if (T.P->ParallelRegion && T.Problem.empty())
    for (const Access &A : T.Deferred)
      if ((A.Ref.Kind == BaseKind::Unknown || A.Ref.Kind == BaseKind::AllGlobals) && !reachesUnboundedMemory(A)) {
        bool GlobalState = A.Ref.Kind == BaseKind::AllGlobals && A.LibraryState;
        if (!T.Problem.empty() && !GlobalState) continue;
        T.Problem = A.Text;
        T.ProblemIsUnbounded = true;
        if (GlobalState) {
          T.ProblemGlobalState = A.Why.empty() ? "it may access any global" : A.Why;
          break;
        }
      }
  if (LC.Diags.remarksEnabled() && T.Problem.empty()) {
    for (const Access &A : T.Deferred)
      LC.Diags.report(A.Loc.isValid() ? A.Loc : T.S->getBeginLoc(), Diag::ExplainAccess)
          << "task" << modeName(A) << (shownAccess(A) + (A.Why.empty() ? "" : " (" + A.Why + ")"));
  }
}

void FunctionTaskLowering::analyseCallForm(Site &T) {
  const CallExpr *CE = T.Call;
  const FunctionDecl *Callee = CE->getDirectCallee();
  std::string Args;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    const Expr *Arg = CE->getArg(I);
    std::string Name = "nano_a" + std::to_string(I) + "_";
    std::string ArgText = exprText(Arg, Ctx);
    Field Fd;
    Fd.Name = Name;
    QualType PT = I < Callee->getNumParams() ? Callee->getParamDecl(I)->getType() : Arg->getType();
    if (auto *DA = dyn_cast<CXXDefaultArgExpr>(Arg)) {
      // Default arguments are evaluated again by the outlined call: what they
      // access (`f(long v = nextv())` writes what nextv writes) is the task's.
      AccessQuery Q{Ctx, &LC.Summaries, nullptr};
      for (Access &A : collectAccesses(DA->getExpr(), Q)) T.Deferred.push_back(std::move(A));
      continue;
    }
    if (const TagDecl *Local = functionLocalTypeIn(PT)) {
      T.Problem = localTypeProblem("'" + ArgText + "'", Local);
      return;
    }
    if (PT->isReferenceType()) {
      QualType Ref = PT->getPointeeType();
      Fd.Decl = printFileScopeDecl(Ctx.getPointerType(Ref.getNonReferenceType()), Name, Ctx);
      Fd.Init = addressText(ArgText, Ref, Ctx);
      Args += (Args.empty() ? "" : ", ") + std::string("*nano_a_->") + Name;
    } else if (PT->isVariablyModifiedType()) {
      Fd.Decl = "void *" + Name;
      Fd.Init = "(void *)(" + ArgText + ")";
      Args += (Args.empty() ? "" : ", ") + std::string("nano_a_->") + Name;
    } else {
      QualType FT = PT.getUnqualifiedType();
      if (Ctx.getLangOpts().CPlusPlus && !constructibleInBlock(FT, Ctx)) {
        // The block is never destroyed, and the outlined call copies or moves the
        // argument out of it: only a class whose destructor and copy or move are
        // trivial behaves as in the elision (one copy, no destructor skipped).
        const auto *RD = FT->getAsCXXRecordDecl();
        std::string Type = "'" + FT.getAsString(Ctx.getPrintingPolicy()) + "'";
        T.Problem = "the argument '" + ArgText + "' is passed by value and its type " + Type +
                    (RD && RD->hasDefinition() && !RD->hasTrivialDestructor()
                         ? " has a destructor of its own, which the task's argument block would not run"
                         : " has a copy constructor of its own and no trivial move, so the task would copy it once "
                           "more than the sequential program does") +
                    "; pass it by const reference";
        return;
      }
      Fd.Decl = printFileScopeDecl(FT, Name, Ctx);
      Fd.Init = "(" + ArgText + ")";
      // A class object is constructed in the block as the call would construct
      // its parameter (its assignment may be deleted: a const member), and the
      // call takes it from there as an rvalue (it may be move-only).
      Fd.Construct = Ctx.getLangOpts().CPlusPlus && FT->isRecordType();
      std::string Member = "nano_a_->" + Name;
      Args += (Args.empty() ? "" : ", ") +
              (Fd.Construct ? "static_cast<decltype(" + Member + ") &&>(" + Member + ")" : Member);
    }
    T.Fields.push_back(Fd);
  }
  // `_Generic(dv, long: f, double: g)(x)`: the function it selects (its
  // controlling expression is not evaluated, so the block does not hold dv).
  // (IgnoreParens would look through the selection itself.)
  const Expr *CalleeExpr = CE->getCallee()->IgnoreImpCasts();
  while (const auto *PE = dyn_cast<ParenExpr>(CalleeExpr)) CalleeExpr = PE->getSubExpr()->IgnoreImpCasts();
  if (const auto *G = dyn_cast<GenericSelectionExpr>(CalleeExpr)) CalleeExpr = G->getResultExpr();
  else CalleeExpr = CE->getCallee();
  std::string CallText = exprText(CalleeExpr, Ctx) + "(" + Args + ")";
  if (T.LHS) {
    QualType LT = T.LHS->getType();
    if (LT->isVariablyModifiedType() || (Ctx.getLangOpts().CPlusPlus && !LT.isTriviallyCopyableType(Ctx) && false)) {
      T.Problem = "the assigned object has a variably modified type";
      return;
    }
    if (const TagDecl *Local = functionLocalTypeIn(LT)) {
      T.Problem = localTypeProblem("'" + exprText(T.LHS, Ctx) + "'", Local);
      return;
    }
    Field Fd;
    Fd.Name = "nano_lhs_";
    Fd.Decl = printFileScopeDecl(Ctx.getPointerType(LT), "nano_lhs_", Ctx);
    Fd.Init = addressText(exprText(T.LHS, Ctx), LT, Ctx);
    T.Body = "*nano_a_->nano_lhs_ = " + CallText + ";";
    // A bit-field has no address: the block holds its object's (`Bf.a = f()`
    // assigns through `&(Bf)`, `p->a = f()` through p).
    const auto *ME = dyn_cast<MemberExpr>(T.LHS->IgnoreParens());
    if (const auto *FD = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr; FD && FD->isBitField()) {
      const Expr *Base = ME->getBase();
      QualType BT = ME->isArrow() ? Base->getType() : Ctx.getPointerType(Base->getType());
      Fd.Decl = printFileScopeDecl(BT, "nano_lhs_", Ctx);
      Fd.Init = ME->isArrow() ? "(" + exprText(Base, Ctx) + ")" : addressText(exprText(Base, Ctx), Base->getType(), Ctx);
      T.Body = "nano_a_->nano_lhs_->" + FD->getNameAsString() + " = " + CallText + ";";
    }
    T.Fields.push_back(Fd);
    MemRef R;
    Access A;
    A.Write = true;
    A.Loc = SM.getExpansionLoc(T.LHS->getBeginLoc());
    A.Text = exprText(T.LHS, Ctx);
    // `v[i] = f(x)`: v, whole; `b.bonus() = f(x)`: the object the reference the
    // call returns designates, when evaluating the call at the creation, before
    // the task's call, is as the elision's order (C++17: the right operand first)
    // would have it: a body that only returns an lvalue, no call, no side effect.
    const auto *Returning = dyn_cast<CallExpr>(T.LHS->IgnoreParens());
    // `a[2] = f(x)` with `a` a std::span: an element of what the view shows, at an
    // address its creation can take (bb59 7); registered as all the view shows.
    const auto *ViewSubscript = dyn_cast_or_null<CXXOperatorCallExpr>(Returning);
    std::vector<MemRef> Designated; // by the returned reference: each object it may be (`k ? G : H`)
    if (ViewSubscript && ViewSubscript->getOperator() == OO_Subscript && ViewSubscript->getNumArgs() == 2 &&
        isa<DeclRefExpr>(ViewSubscript->getArg(0)->IgnoreParenImpCasts()) &&
        !ViewSubscript->getArg(1)->HasSideEffects(Ctx) &&
        viewedThrough(ViewSubscript->getArg(0), Ctx, A.Ref)) {
      A.Ref.ElemType = T.LHS->getType().getNonReferenceType();
    } else if (!refOf(T.LHS, Ctx, A.Ref) && !containerStandIn(T.LHS, Ctx, A.Ref) &&
        !(Returning && Returning->isLValue() && returnsLvalueOnly(Returning) &&
          llvm::all_of(Returning->children(), [&](const Stmt *Part) {
            const auto *E = dyn_cast_or_null<Expr>(Part); // the callee, object and arguments
            return !E || stateChangingParts(E, &LC.Summaries).empty();
          }) &&
          returnedReferenceObjects(Returning, Ctx, Designated) && !Designated.empty() &&
          (A.Ref = Designated.front(), true))) {
      A.Ref = MemRef();
      A.Ref.Kind = BaseKind::Unknown;
      if (Returning && Returning->isLValue())
        A.Why = "'" + A.Text + "' is evaluated after the call on the right of '=' (C++17), and it may have effects "
                "(its function does more than return an lvalue), so the task cannot evaluate it when it is created";
    } else if (A.Ref.Kind != BaseKind::Unknown && !A.Ref.RecordField) {
      A.Ref.ContainerElement = vectorElementHolding(T.LHS, Ctx); // its address is the creator's
    }
    T.Deferred.push_back(A);
    for (size_t I = 1; I < Designated.size(); ++I) { // the other objects the reference may designate
      T.Deferred.push_back(A);
      T.Deferred.back().Ref = Designated[I];
    }
  } else {
    T.Body = CallText + ";";
  }
  callAccesses(CE, Ctx, &LC.Summaries, T.Deferred);
  // The creator evaluates the arguments and the assigned object into the
  // block once; an access's address or length repeating a part of them that
  // changes state (`a[i++]`, `buf + (k++) * 4`) would evaluate it again.
  std::vector<const Expr *> Evaluated(CE->arg_begin(), CE->arg_end());
  if (T.LHS) Evaluated.push_back(T.LHS);
  for (const Expr *E : Evaluated)
    for (const Expr *Part : stateChangingParts(E, &LC.Summaries)) {
      std::string Text = exprText(Part, Ctx);
      for (const Access &A : T.Deferred)
        if (A.Ref.textMentions(Text)) {
          T.Problem = "'" + Text + "' changes the program's state, and registering the task's accesses would "
                      "evaluate it a second time (evaluate it into a local before the task)";
          T.ProblemLoc = Part->getBeginLoc();
          return;
        }
    }
}

namespace {

/// True when the array \p D designates is used as the pointer to its first element.
bool decaysToPointer(const Expr *D, ASTContext &Ctx) {
  for (const DynTypedNode &P : Ctx.getParents(*D)) {
    if (const auto *Paren = P.get<ParenExpr>()) return decaysToPointer(Paren, Ctx);
    const auto *IC = P.get<ImplicitCastExpr>();
    if (!IC || IC->getCastKind() != CK_ArrayToPointerDecay) return false;
  }
  return true;
}

/// C: the pointer type to the first row of \p Array (the creator's array
/// \p VarName, whose rows are variably modified), spelled in the task's
/// outlined body: each run-time extent of the rows is a field of T's argument
/// block (added to T.Fields, named apart from \p Names), computed at creation
/// from the array itself (`sizeof(m[0]) / sizeof(m[0][0])`), since the
/// variables its declaration sized it with may have changed since.
std::string firstRowCast(QualType Array, const std::string &VarName, const std::string &Field, Site &T,
                         std::set<std::string> &Names, const ASTContext &Ctx) {
  std::string Dims, Subscripts = "[0]";
  QualType Row = Ctx.getAsArrayType(Array)->getElementType();
  unsigned Level = 0;
  while (const ArrayType *RA = Ctx.getAsArrayType(Row)) {
    if (const auto *CA = dyn_cast<ConstantArrayType>(RA)) {
      Dims += "[" + std::to_string(CA->getSize().getZExtValue()) + "]";
    } else {
      std::string Extent = "nano_ext" + std::to_string(++Level) + "_" + Field;
      while (Names.count(Extent)) Extent += "_";
      Names.insert(Extent);
      detail::Field E;
      E.Name = Extent;
      E.Decl = "unsigned long " + Extent;
      E.Init = "sizeof((" + VarName + ")" + Subscripts + ") / sizeof((" + VarName + ")" + Subscripts + "[0])";
      T.Fields.push_back(E);
      Dims += "[" + T.Args + "->" + Extent + "]";
    }
    Subscripts += "[0]";
    Row = RA->getElementType();
  }
  return printFileScopeDecl(Row, "(*)" + Dims, Ctx);
}

/// A variable that sizes a dimension of the variable-length array type \p
/// Array and that \p F modifies, or null. The sections a task registers and
/// the creator's waits compute the rows' stride from those variables' current
/// values, which are the array's only while they keep the ones it was
/// declared with.
const ValueDecl *changedExtentVariable(QualType Array, const FunctionDecl *F, const ASTContext &Ctx) {
  std::set<const ValueDecl *> Modified = modifiedVars(F->getBody());
  for (const ArrayType *AT = Ctx.getAsArrayType(Array); AT; AT = Ctx.getAsArrayType(AT->getElementType()))
    if (const auto *VA = dyn_cast<VariableArrayType>(AT); VA && VA->getSizeExpr())
      for (const ValueDecl *V : varsIn(VA->getSizeExpr()))
        if (Modified.count(V)) return V;
  return nullptr;
}

/// The first `break` or `continue` in S whose target loop or switch encloses S
/// (it would leave the outlined task function). Lambda bodies are other functions.
const Stmt *jumpOutOfStatement(const Stmt *S, bool InLoop = false, bool InSwitch = false) {
  if (!S || isa<LambdaExpr>(S) || isa<BlockExpr>(S)) return nullptr;
  if (isa<BreakStmt>(S)) return InLoop || InSwitch ? nullptr : S;
  if (isa<ContinueStmt>(S)) return InLoop ? nullptr : S;
  const Stmt *Body = nullptr;
  bool Loop = false;
  if (auto *F = dyn_cast<ForStmt>(S)) Body = F->getBody(), Loop = true;
  else if (auto *W = dyn_cast<WhileStmt>(S)) Body = W->getBody(), Loop = true;
  else if (auto *D = dyn_cast<DoStmt>(S)) Body = D->getBody(), Loop = true;
  else if (auto *R = dyn_cast<CXXForRangeStmt>(S)) Body = R->getBody(), Loop = true;
  else if (auto *Sw = dyn_cast<SwitchStmt>(S)) Body = Sw->getBody();
  for (const Stmt *C : S->children()) {
    if (!C) continue;
    const Stmt *J = C == Body ? jumpOutOfStatement(C, InLoop || Loop, InSwitch || !Loop)
                              : jumpOutOfStatement(C, InLoop, InSwitch);
    if (J) return J;
  }
  return nullptr;
}

} // namespace

void FunctionTaskLowering::analyseGeneralForm(Site &T) {
  // Variables of the function used by the statement and declared outside it.
  struct Refs : OwnBodyVisitor<Refs> {
    std::vector<const DeclRefExpr *> Uses;
    std::set<const ValueDecl *> Declared;
    bool VisitDeclRefExpr(DeclRefExpr *D) { Uses.push_back(D); return true; }
    bool VisitVarDecl(VarDecl *VD) { Declared.insert(VD); return true; }
    bool VisitBindingDecl(BindingDecl *BD) { Declared.insert(BD); return true; }
    /// `decltype(x)` of a name: x's declared type, whatever x becomes in the copy.
    std::map<const DeclRefExpr *, DecltypeTypeLoc> DecltypeOf;
    bool VisitDecltypeTypeLoc(DecltypeTypeLoc TL) {
      if (auto *DR = dyn_cast<DeclRefExpr>(TL.getTypePtr()->getUnderlyingExpr())) DecltypeOf.emplace(DR, TL);
      return true;
    }
    // A `return` in a lambda, a block or a local class's member function leaves
    // that function, not the task.
    bool VisitReturnStmt(ReturnStmt *) { HasJump |= OtherBodies == 0; return true; }
    /// `__func__` and the like of the function (not of a lambda in the statement).
    std::vector<const PredefinedExpr *> FunctionNames;
    bool VisitPredefinedExpr(PredefinedExpr *PE) {
      if (OtherBodies == 0 && PE->getFunctionName()) FunctionNames.push_back(PE);
      return true;
    }
    bool VisitIndirectGotoStmt(IndirectGotoStmt *) { HasGoto = true; return true; }
    bool VisitGotoStmt(GotoStmt *G) { // a label outside the statement: a jump out of the task
      const LabelStmt *L = G->getLabel()->getStmt();
      if (!L || !SMgr->isPointWithin(SMgr->getExpansionLoc(L->getBeginLoc()), Range.getBegin(), Range.getEnd()))
        HasGoto = true;
      return true;
    }
    const SourceManager *SMgr = nullptr;
    SourceRange Range; ///< the task statement, expansion locations
    bool HasGoto = false;
    bool VisitCXXThisExpr(CXXThisExpr *E) {
      HasThis = true;
      if (!E->isImplicit()) Thises.push_back(E);
      return true;
    }
    bool VisitMemberExpr(MemberExpr *ME) {
      if (!isa<CXXThisExpr>(ME->getBase()->IgnoreImpCasts())) return true;
      if (cast<CXXThisExpr>(ME->getBase()->IgnoreImpCasts())->isImplicit())
        ImplicitMembers.push_back(ME);
      if (ME->getMemberDecl()->getAccess() != AS_public && !NonPublic) NonPublic = ME;
      return true;
    }
    bool VisitLambdaExpr(LambdaExpr *LE) {
      HasLambda = true;
      for (const LambdaCapture &C : LE->explicit_captures())
        if (C.capturesVariable() && !LE->isInitCapture(&C)) NamedInCaptureList.insert(C.getCapturedVar());
      return true;
    }
    bool HasJump = false, HasThis = false, HasLambda = false;
    std::set<const ValueDecl *> NamedInCaptureList; ///< `x` of `[&x]`, `[x]` (not of `[y = x]`)
    std::vector<const CXXThisExpr *> Thises;         ///< explicit `this`
    std::vector<const MemberExpr *> ImplicitMembers; ///< `m` meaning this->m
    const MemberExpr *NonPublic = nullptr;
  } R;
  R.SMgr = &SM;
  R.Range = SourceRange(SM.getExpansionLoc(T.S->getBeginLoc()), SM.getExpansionLoc(T.S->getEndLoc()));
  R.TraverseStmt(const_cast<Stmt *>(T.S));
  if (R.HasGoto) {
    T.Problem = T.P->ParallelRegion ? "it contains a 'goto' to a label outside it"
                                    : "a task statement cannot contain a 'goto' to a label outside it";
    return;
  }
  if (R.HasJump) {
    T.Problem = T.P->ParallelRegion ? "it contains 'return'" : "a task statement cannot contain 'return'";
    return;
  }
  if (const Stmt *J = jumpOutOfStatement(T.S)) {
    std::string Kind = isa<BreakStmt>(J) ? "break" : "continue";
    std::string What = "'" + Kind + "' that leaves the " + (isa<BreakStmt>(J) ? "loop or switch" : "loop") +
                       " around it";
    T.Problem = T.P->ParallelRegion ? "it contains a " + What
                                    : "a task statement cannot contain a " + What;
    T.ProblemLoc = J->getBeginLoc();
    return;
  }
  // C: the outlined copy declares the function's types again (C++ outlines in place).
  bool CopiesTypes = !Ctx.getLangOpts().CPlusPlus;
  if (CopiesTypes) {
    T.Types = copyLocalTypes(T.S, PM, Ctx);
    if (!T.Types.Problem.empty()) {
      T.Problem = T.Types.Problem;
      return;
    }
  }
  if (std::string Local = localTypeNamedIn(T.S, SM); !Local.empty() && !T.AtSite && !CopiesTypes) {
    T.Problem = "the statement names the type " + Local +
                ", declared inside the function, which the task's outlined function cannot name "
                "(declare it at file scope)";
    return;
  }
  const auto *MD = dyn_cast<CXXMethodDecl>(F);
  if (R.HasThis && (!MD || R.HasLambda)) {
    T.Problem = R.HasLambda ? "the statement uses 'this' inside a lambda (call a member function, or capture the "
                              "members it needs by value, instead)"
                            : "the statement uses 'this' in a member function of a class it declares (declare "
                              "the class before the statement)";
    return;
  }
  if (R.HasThis && R.NonPublic && !T.AtSite && !isa<CXXRecordDecl>(F->getLexicalDeclContext())) {
    T.Problem = "the statement uses the non-public member '" +
                R.NonPublic->getMemberDecl()->getNameAsString() +
                "' in a member function defined outside its class";
    return;
  }
  // Captured by address: what the statement writes, and what it takes the
  // address of or binds a reference to, whose address must be the variable's
  // own (probe12 W4); the others are copied, as they are only read.
  auto Modified = modifiedVars(T.S);
  Modified.merge(addressBoundVars(T.S));
  // The variables the statement names where something is evaluated. One named
  // only in unevaluated operands (`sizeof x`, `decltype(x)`) is captured by
  // address: the outlined copy still spells it, but copying its value at the
  // creation would read it.
  const std::set<const ValueDecl *> Evaluated = evaluatedNames(T.S);
  AccessQuery Q{Ctx, &LC.Summaries, nullptr};
  Q.NamedClosures = true; // the closure outlives the task: scope ends wait for it
  AccessList Performed = collectAccesses(T.S, Q);
  // A variable written by a closure the statement calls (`bump()` with `auto
  // bump = [&z] { z += 10; };`) is written by the statement: captured by
  // address, so that the statement's own read of `z` sees the write.
  for (const Access &A : Performed)
    if (A.Write && A.Ref.Kind == BaseKind::Object && A.Ref.Var) Modified.insert(A.Ref.Var);
  // A variable whose address the function gives away (`pn = &n`) may be written
  // by the statement through a pointer (`*pn = 5; r = n;`, a callee writing
  // `*gp`): a copy taken at the creation would miss that write (review29).
  auto WrittenThroughPointer = [&](const ValueDecl *V) {
    if (!Facts.Escaped.count(V)) return false;
    MemRef Named;
    Named.Kind = BaseKind::Object;
    Named.Var = V;
    Named.ElemType = V->getType();
    Named.Unbounded = true;
    return llvm::any_of(Performed, [&](const Access &A) {
      return A.Write && !(A.Ref.Kind == BaseKind::Object && A.Ref.Var == V) && mayAlias(Named, A.Ref, Facts);
    });
  };
  std::map<const ValueDecl *, std::pair<std::string, bool>> Captured; // field name, by address
  // Of Captured: the variables whose value the argument block copies (not a
  // variable-length array, which travels as a pointer to its first element).
  std::set<const ValueDecl *> CopiedValues;
  std::map<const ValueDecl *, std::string> CastTo; // captured as `void *`: the pointer type it is
  std::map<const ValueDecl *, std::string> RowsCast; // arrays of VLA rows, as `void *`: the row pointer type
  std::set<std::string> Names;
  CharSourceRange Range = stmtRange(T.S, Ctx);
  unsigned Begin = SM.getFileOffset(Range.getBegin());
  std::string Text = stmtText(T.S, Ctx);
  std::vector<std::pair<unsigned, std::pair<unsigned, std::string>>> Edits;
  // Where in Text the token `Name` at Loc is spelled: the statement itself, or
  // an argument of a macro invoked in it (`SQ(b)`, `assert(b == 3)`). A name
  // spelled in a macro's definition cannot be rewritten.
  auto SpelledAt = [&](SourceLocation Loc, llvm::StringRef Name) -> std::optional<unsigned> {
    SourceLocation Sp = SM.getSpellingLoc(Loc);
    if (SM.getFileID(Sp) != SM.getFileID(Range.getBegin())) return std::nullopt;
    unsigned Off = SM.getFileOffset(Sp);
    if (Off < Begin || Off - Begin + Name.size() > Text.size()) return std::nullopt;
    Off -= Begin;
    if (llvm::StringRef(Text).substr(Off, Name.size()) != Name) return std::nullopt;
    return Off;
  };
  // Why the name at Loc cannot be rewritten (SpelledAt found no place for it).
  auto NotRewritable = [&](const std::string &What, SourceLocation Loc) {
    SourceLocation Sp = SM.getSpellingLoc(Loc);
    if (!Loc.isMacroID() && SM.getFileID(Sp) != SM.getFileID(Range.getBegin())) {
      PresumedLoc P = SM.getPresumedLoc(Sp);
      T.Problem = What + " is named in the included file '" + std::string(P.isValid() ? P.getFilename() : "?") +
                  "' (line " + std::to_string(P.isValid() ? P.getLine() : 0) +
                  "), which the task's outlined copy cannot rewrite (write the task's code in this file)";
    } else if (!Loc.isMacroID()) {
      T.Problem = What + " is spelled across a line continuation (a backslash at the end of a line), which the "
                  "task's outlined copy cannot rewrite (write the name on one line)";
    } else {
      T.Problem = What + " is named inside the definition of a macro, which the task's outlined "
                  "copy cannot rewrite (pass it to the macro as an argument)";
    }
  };
  std::set<unsigned> Edited; // a macro argument used twice (SQ(b)) is spelled once
  std::set<const ValueDecl *> InPrologue; // named by a local reference of T.Prologue
  std::set<const VarDecl *> Redeclared;    // constants T.Prologue declares again
  const EnclosingObjectUses Creators = enclosingObjectUses(T.S);
  const std::set<const DeclRefExpr *> UncapturedInLambdas = namesUncapturedInLambdas(T.S, SM);
  for (const DeclRefExpr *D : R.Uses) {
    // A structured binding is captured like a reference to what it names.
    const ValueDecl *VD = capturableLocal(D->getDecl());
    if (!VD || R.Declared.count(VD)) continue;
    // A constant is declared again, with its value, and its uses are not
    // renamed: a constant expression in the outlined copy too (probe12 R3).
    // Its copy in the argument block, unused, keeps it used by the creator.
    // If the statement takes its address or binds a reference to it, it is
    // captured by address and those uses name the creator's object (A1:
    // `&K == p` holds in the task), or, under a capture list naming it by
    // reference, that capture binds the creator's object (`[&K = ...]`); not
    // under a capture by copy (the closure's copy).
    bool Constant = false, ThroughCapture = false;
    if (const auto *Var = dyn_cast<VarDecl>(VD); Var && VD == D->getDecl()) {
      std::string Again = constantRedeclaration(Var, Ctx);
      if (!Again.empty() && Redeclared.insert(Var).second) T.Prologue += Again;
      Constant = !Again.empty() && !Creators.Named.count(D);
      ThroughCapture = Constant && Creators.ThroughCapture.count(D);
    }
    QualType Ty = VD->getType();
    // A variable-length array of the creator (`int cs[n]`) used only through
    // its elements travels as the pointer to its first element, as an argument
    // of a call task does; its size, `sizeof` or `&cs` need the array type.
    // In C, one or more dimensions (`double m[n][n]`) travels as `void *` with
    // the run-time extents of its rows, and each use is the pointer to its
    // first row cast back (`(double (*)[nano_a_->nano_ext1_m])nano_a_->m`).
    bool AsFirstElement = false, AsFirstRow = false;
    if (Ty->isVariablyModifiedType()) {
      const ArrayType *AT = Ctx.getAsArrayType(Ty);
      bool Rows = AT && AT->getElementType()->isVariablyModifiedType();
      if (Rows && Ctx.getLangOpts().CPlusPlus) {
        T.Problem = "the statement uses '" + VD->getNameAsString() +
                    "', a multi-dimensional variable-length array (a C extension in C++), which a task cannot "
                    "receive; use a std::vector or a pointer with explicit index arithmetic";
        return;
      }
      if (!AT || (!Rows && !isa<VariableArrayType>(AT)) || (Rows && T.AtSite) || !decaysToPointer(D, Ctx)) {
        T.Problem = "the statement uses '" + VD->getNameAsString() +
                    "', whose type is variably modified (only a variable-length array used through its "
                    "elements or rows can be passed to a task: not its size, its address, nor a pointer to it)";
        return;
      }
      if (Rows)
        if (const ValueDecl *Changed = changedExtentVariable(Ty, F, Ctx)) {
          T.Problem = "the statement uses '" + VD->getNameAsString() + "', whose rows are sized with '" +
                      Changed->getNameAsString() +
                      "', which the function changes (the accesses to them cannot be located)";
          return;
        }
      AsFirstElement = !Rows;
      AsFirstRow = Rows;
    }
    std::optional<unsigned> Off = SpelledAt(D->getLocation(), VD->getName());
    if (!Off && !Constant) {
      NotRewritable("'" + VD->getNameAsString() + "'", D->getLocation());
      return;
    }
    const TagDecl *Local = T.AtSite ? nullptr : functionLocalTypeIn(Ty);
    if (Local && (!CopiesTypes || !nameableWithLocalTypes(Ty))) {
      T.Problem = localTypeProblem("'" + VD->getNameAsString() + "'", Local);
      return;
    }
    auto It = Captured.find(VD);
    if (It == Captured.end()) {
      // An object of a type the outlined copy declares again: its address, as
      // a pointer to that copy of the type.
      bool ByAddr = !AsFirstElement && !AsFirstRow &&
                    (capturedByAddress(VD, Modified) || Local || !Evaluated.count(D->getDecl()) ||
                     WrittenThroughPointer(VD));
      if (ByAddr && isBitFieldBinding(VD)) {
        T.Problem = "the statement writes '" + VD->getNameAsString() + "', a binding of a bit-field";
        return;
      }
      std::string Name = VD->getNameAsString();
      while (Names.count(Name)) Name += "_";
      Names.insert(Name);
      Field Fd;
      Fd.Name = Name;
      std::string VarName = VD->getNameAsString();
      if (AsFirstRow) {
        Fd.Decl = "void *" + Name;
        Fd.Init = "(void *)(" + VarName + ")";
        RowsCast[VD] = firstRowCast(Ty, VarName, Name, T, Names, Ctx);
      } else if (AsFirstElement) {
        if (T.AtSite) Fd.Type = "decltype(&(" + VarName + ")[0])";
        else Fd.Decl = printFileScopeDecl(Ctx.getArrayDecayedType(Ty), Name, Ctx);
        Fd.Init = VarName;
      } else if (T.AtSite) {
        Fd.Type = ByAddr ? "decltype(" + addressText(VarName, VD->getType(), Ctx) + ")"
                         : "std::remove_cv_t<decltype(" + VarName + ")>";
        Fd.Init = ByAddr ? addressText(VarName, VD->getType(), Ctx) : VarName;
      } else if (Local) {
        Fd.Decl = "void *" + Name;
        Fd.Init = "(void *)" + addressText(VarName, VD->getType(), Ctx);
        CastTo[VD] = Ctx.getPointerType(Ty.getNonReferenceType()).getAsString(Ctx.getPrintingPolicy());
      } else if (ByAddr) {
        QualType Obj = Ty.getNonReferenceType();
        Fd.Decl = printFileScopeDecl(Ctx.getPointerType(Obj), Name, Ctx);
        Fd.Init = addressText(VarName, VD->getType(), Ctx);
      } else {
        Fd.Decl = printFileScopeDecl(Ty.getUnqualifiedType(), Name, Ctx);
        Fd.Init = VarName;
      }
      T.Fields.push_back(Fd);
      It = Captured.emplace(VD, std::make_pair(Name, ByAddr)).first;
      if (!ByAddr && !AsFirstElement && !AsFirstRow) CopiedValues.insert(VD);
    }
    unsigned Len = VD->getName().size();
    auto Cast = CastTo.find(VD);
    auto Rows = RowsCast.find(VD);
    std::string Repl = Rows != RowsCast.end() ? "((" + Rows->second + ")" + T.Args + "->" + It->second.first + ")"
                       : Cast != CastTo.end() ? "(*(" + Cast->second + ")" + T.Args + "->" + It->second.first + ")"
                       : It->second.second    ? "(*" + T.Args + "->" + It->second.first + ")"
                                              : T.Args + "->" + It->second.first;
    // The name in the creation code of the loops and tasks nested in the statement.
    auto RenameNested = [&] {
      std::string &Renamed = T.Renames[VD->getNameAsString()];
      T.RenameClash |= !Renamed.empty() && Renamed != Repl; // two captured variables of one name
      Renamed = Repl;
    };
    if (ThroughCapture) {
      const LambdaCapture *Capture = Creators.ThroughCapture.at(D);
      if (Creators.ConstantUnderCapture.count(Capture)) {
        T.Problem = constantCaptureProblem(VD->getNameAsString());
        return;
      }
      std::optional<unsigned> At = SpelledAt(Capture->getLocation(), VD->getName());
      if (!At) {
        NotRewritable("the capture of '" + VD->getNameAsString() + "'", Capture->getLocation());
        return;
      }
      if (Edited.insert(*At).second) Edits.push_back({*At, {Len, VD->getNameAsString() + " = " + Repl}});
      RenameNested();
    }
    if (Constant) continue;
    // A constant is declared again in the prologue: its named uses are renamed.
    if (R.NamedInCaptureList.count(VD) && !Redeclared.count(dyn_cast<VarDecl>(VD))) {
      // A capture list names variables: the body names this one through a
      // local reference to its capture instead of renaming its uses.
      if (InPrologue.insert(VD).second) T.Prologue += "auto &" + VD->getNameAsString() + " = " + Repl + "; ";
    } else if (Edited.insert(*Off).second) {
      if (UncapturedInLambdas.count(D)) {
        T.Problem = "the statement names '" + VD->getNameAsString() + "' in a lambda that does not capture it, which "
                    "the task's outlined copy, reaching it through its argument block, cannot do (give the lambda a "
                    "'[&]' default)";
        return;
      }
      if (std::optional<std::string> Macro = quotingMacro(D->getLocation(), SM, Ctx.getLangOpts(), LC.Macros)) {
        T.Problem = quotedArgumentProblem(VD->getNameAsString(), *Macro, "task");
        return;
      }
      // `decltype(x)` is x's declared type; `decltype((*nano_a_->x))` would be
      // a reference to it (probe12 W3, R3): the reference is removed.
      auto DT = R.DecltypeOf.find(D);
      std::optional<unsigned> From, To;
      if (DT != R.DecltypeOf.end() && It->second.second && !Ty->isReferenceType()) {
        From = SpelledAt(DT->second.getDecltypeLoc(), "decltype");
        To = SpelledAt(DT->second.getRParenLoc(), ")");
      }
      if (From && To && *From < *Off && *To > *Off) {
        std::string Cxx11 = "std::remove_reference<decltype(" + Repl + ")>::type";
        Edits.push_back({*From, {*To + 1 - *From, Cxx11}});
      } else {
        Edits.push_back({*Off, {Len, Repl}});
      }
    }
    RenameNested();
  }
  // `this` is captured by copy: explicit uses become the field, and each member
  // named without `this->` gets it (members are then fields of *this: accesses
  // through the pointer, registered at creation where `this` is the caller's).
  if (R.HasThis) {
    Field Fd;
    Fd.Name = "nano_this";
    if (T.AtSite)
      Fd.Type = "decltype(this)";
    else
      Fd.Decl = printDecl(MD->getThisType(), "nano_this", Ctx);
    Fd.Init = "this";
    T.Fields.push_back(Fd);
    for (const CXXThisExpr *TE : R.Thises) {
      std::optional<unsigned> Off = SpelledAt(TE->getLocation(), "this");
      if (!Off) {
        NotRewritable("'this'", TE->getLocation());
        return;
      }
      if (Edited.insert(*Off).second) Edits.push_back({*Off, {4, T.Args + "->nano_this"}});
    }
    for (const MemberExpr *ME : R.ImplicitMembers) {
      std::string Member = ME->getMemberDecl()->getNameAsString();
      std::optional<unsigned> Off = SpelledAt(ME->getMemberLoc(), Member);
      // `P::clear()`, `Base::v[0]`: `nano_this->` goes before the qualifier.
      if (Off && ME->hasQualifier()) {
        std::optional<unsigned> Qualifier = SpelledAt(ME->getQualifierLoc().getBeginLoc(), "");
        Off = Qualifier && *Qualifier < *Off ? Qualifier : std::nullopt;
      }
      if (!Off) {
        NotRewritable("the member '" + Member + "'", ME->getMemberLoc());
        return;
      }
      if (Edited.insert(*Off).second) Edits.push_back({*Off, {0, T.Args + "->nano_this->"}});
      T.Renames[Member] = T.Args + "->nano_this->" + Member; // as nested creation code names it
    }
    T.Renames["this"] = T.Args + "->nano_this";
  }
  for (const ValueDecl *D : R.Declared)
    T.RenameClash |= T.Renames.count(D->getNameAsString()) > 0;
  // `__func__`, `__FUNCTION__`, `__PRETTY_FUNCTION__` name the function the
  // user wrote, not the outlined one (probe12 W2): its name, as a literal. One
  // spelled in a macro's definition (assert's) cannot be rewritten.
  for (const PredefinedExpr *PE : R.FunctionNames) {
    std::optional<unsigned> Off = SpelledAt(PE->getLocation(), PredefinedExpr::getIdentKindName(PE->getIdentKind()));
    if (Off && Edited.insert(*Off).second)
      Edits.push_back({*Off, {static_cast<unsigned>(PredefinedExpr::getIdentKindName(PE->getIdentKind()).size()),
                              stringLiteralText(PE->getFunctionName()->getString())}});
  }
  T.UseEdits = Edits;
  // Pragmas inside the statement (a nested task or loop, which run as part of
  // this task, or a wait) are commented out in the outlined copy: a compiler
  // would otherwise warn about an unknown pragma.
  for (size_t Pos = Text.find("#"); Pos != std::string::npos; Pos = Text.find("#", Pos + 1)) {
    size_t LineStart = Text.rfind('\n', Pos);
    LineStart = LineStart == std::string::npos ? 0 : LineStart + 1;
    if (Text.find_first_not_of(" \t", LineStart) != Pos) continue;
    llvm::StringRef Rest = llvm::StringRef(Text).drop_front(Pos + 1).ltrim(" \t");
    if (Rest.starts_with("pragma") && Rest.drop_front(6).ltrim(" \t").starts_with("nano"))
      Edits.push_back({static_cast<unsigned>(Pos), {0, "// "}});
  }
  std::sort(Edits.begin(), Edits.end(), [](auto &A, auto &B) { return A.first > B.first; });
  for (auto &E : Edits)
    if (E.first + E.second.first <= Text.size())
      Text.replace(E.first, E.second.first, E.second.second);
  T.Body = Text;
  for (Access &A : Performed) {
    // Reads of variables captured by copy happen at creation.
    if (A.Ref.Kind == BaseKind::Object && !A.Write && CopiedValues.count(A.Ref.Var)) continue;
    T.Deferred.push_back(std::move(A));
  }
}

} // namespace detail

std::string stringLiteralText(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\') Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

std::string constantRedeclaration(const VarDecl *V, ASTContext &Ctx) {
  if (!Ctx.getLangOpts().CPlusPlus || !V->hasLocalStorage() || isa<ParmVarDecl>(V)) return "";
  QualType T = V->getType();
  // In a template's pattern the value may depend on its parameters: left to the copy.
  if (T->isDependentType() || !V->getInit() || V->getInit()->isValueDependent()) return "";
  if (T->isReferenceType() || T.isVolatileQualified() || !(T->isIntegralOrEnumerationType()) ||
      !V->isUsableInConstantExpressions(Ctx) || functionLocalTypeIn(T))
    return "";
  const APValue *Value = V->evaluateValue();
  if (!Value || !Value->isInt()) return "";
  const llvm::APSInt &I = Value->getInt();
  llvm::SmallString<32> Digits;
  I.extOrTrunc(64).toString(Digits, 10);
  std::string Literal = Digits.str().str() + (I.isUnsigned() ? "ull" : "ll");
  if (!I.isUnsigned() && I.isNegative() && I.getSignificantBits() > 63) Literal = "(-9223372036854775807ll - 1)";
  QualType U = T.getUnqualifiedType();
  // Used or not: the copies' uses may all name the creator's object instead (A1).
  return "constexpr " + printFileScopeDecl(U, V->getNameAsString(), Ctx) + " = static_cast<" +
         printFileScopeDecl(U, "", Ctx) + ">(" + Literal + "); (void)" + V->getNameAsString() + "; ";
}

std::string constantCaptureProblem(const std::string &Name) {
  return "a lambda capturing the constant '" + Name + "' by name and by reference ('[&" + Name +
         "]') takes its address and also uses it as a constant expression, which the outlined copy cannot both "
         "keep (capture it with '[&]' instead)";
}

std::string registrationText(const Access &A, llvm::StringRef Task, bool CXX,
                             const std::function<std::string(const VarDecl *)> &GlobalAddress) {
  const MemRef &R = A.Ref;
  if (R.Kind == BaseKind::Object && hasStaticStandIn(R.Var)) // any part of it: its stand-in's byte
    return "nano_access(" + Task.str() + ", " + detail::modeConstant(A.Read, A.Write) + ", " +
           (CXX ? "" : "(const void *)") + "&" + staticStandInName(cast<VarDecl>(R.Var)) + ", 1);";
  if (R.Kind == BaseKind::Unknown || R.Kind == BaseKind::AllGlobals || R.Unbounded || !R.Range.Len)
    return "";
  std::string Base = R.baseAddressText(CXX);
  // An object, or a pointer's target, that the global's name does not reach here.
  if (const auto *VD = dyn_cast_or_null<VarDecl>(R.Var);
      VD && GlobalAddress &&
      (R.Kind == BaseKind::Object || (R.Kind == BaseKind::Pointee && VD->getType()->isPointerType())))
    if (std::string Address = GlobalAddress(VD); !Address.empty())
      Base = CXX ? "nano_bytes_(" + Address + ")" : "(const char *)" + Address;
  auto Lo = constValue(R.Range.Lo);
  std::string Addr = Lo && *Lo == 0 ? Base : "(" + Base + " + (" + printSym(R.Range.Lo) + "))";
  auto Len = constValue(R.Range.Len);
  std::string Bytes = Len ? castText("size_t", std::to_string(std::max<int64_t>(*Len, 0)), CXX)
                          : "nano_len_(" + castText("long long", "(" + printSym(R.Range.Len) + ")", CXX) + ")";
  // A const char * converts to the parameter's const void * by itself in C++.
  return "nano_access(" + Task.str() + ", " + detail::modeConstant(A.Read, A.Write) + ", " +
         (CXX ? "" : "(const void *)") + Addr + ", " + Bytes + ");";
}

namespace detail {

std::string FunctionTaskLowering::globalAddress(const VarDecl *VD) {
  if (!VD->hasGlobalStorage() || VD->isStaticLocal() || VD->isStaticDataMember()) return "";
  SourceLocation FBegin = SM.getExpansionLoc(F->getBeginLoc());
  bool DeclaredBefore = llvm::any_of(VD->redecls(), [&](const VarDecl *R) {
    return !R->isLocalVarDecl() && SM.isBeforeInTranslationUnit(SM.getExpansionLoc(R->getLocation()), FBegin);
  });
  if (!LocalNames) { // C++ names it `::H`: no local hides it
    LocalNames.emplace();
    if (!Ctx.getLangOpts().CPlusPlus) {
      *LocalNames = variableNamesIn(F->getBody(), /*Externs=*/false); // `extern long H;` is the global
      for (const ParmVarDecl *P : F->parameters()) LocalNames->insert(P->getNameAsString());
    }
  }
  if (DeclaredBefore && !LocalNames->count(VD->getNameAsString())) return "";
  // A pointer's target (`GP[1]`): the pointer's value; anything else: its address.
  bool Pointer = VD->getType()->isPointerType();
  return globalGetter(LC, VD, Pointer ? GlobalGetterKind::PointerValue : GlobalGetterKind::Address) + "()";
}

AccessList FunctionTaskLowering::elementRegistrations(const Site &T) const {
  // Protocol (MemRef::ContainerElement): a task writing or reading one element
  // `v[i]` of a std::vector registers that element and a read of v's header;
  // a task on v whole registers its header and its buffer [v.data(), v.data() +
  // v.size()), which holds the element: the runtime orders the two. At compile
  // time the access still stands for v whole (later statements wait for it).
  // The element's text is evaluated when the task is created, so every
  // variable it reads must be the creator's, declared outside the task.
  auto Visible = [&](const Expr *E) {
    struct Vars : RecursiveASTVisitor<Vars> {
      std::vector<const VarDecl *> Found;
      bool VisitDeclRefExpr(DeclRefExpr *DR) {
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl())) Found.push_back(VD);
        return true;
      }
    } V;
    V.TraverseStmt(const_cast<Expr *>(E));
    SourceRange Task = T.S->getSourceRange();
    std::set<const ValueDecl *> Changed = modifiedVars(T.S);
    return llvm::all_of(V.Found, [&](const VarDecl *VD) {
      bool Vector = isHeapElementVector(VD->getType());
      // An index held by a reference may name another object by the time the task
      // runs; one the task changes names another element there.
      bool Stable = Vector || (!VD->getType()->isReferenceType() && !Changed.count(VD));
      return VD->hasLocalStorage() && Stable && VD->getParentFunctionOrMethod() == F &&
             !SM.isPointWithin(VD->getLocation(), Task.getBegin(), Task.getEnd());
    });
  };
  AccessList Out;
  for (const Access &A : T.Deferred) {
    if (compileTimeOnly(A)) continue;
    const Expr *Element = A.Ref.ContainerElement;
    if (!Element || !A.Ref.Var || !Visible(Element)) {
      Out.push_back(A);
      continue;
    }
    Access Header = A;
    Header.Write = false;
    Header.Read = true;
    Header.Ref.ContainerElement = nullptr;
    Header.Ref.ContainerHeader = true;
    Header.Ref.Range = {Sym::constant(0), Sym::constant(Ctx.getTypeSizeInChars(A.Ref.Var->getType().getNonReferenceType()).getQuantity())};
    Header.Ref.Unbounded = false;
    Out.push_back(Header);
    Access One = A;
    One.Ref = MemRef();
    One.Ref.Kind = BaseKind::PointeeExpr;
    One.Ref.ExprText = addressText(exprText(Element, Ctx), Element->getType(), Ctx);
    One.Ref.ElemType = Element->getType();
    One.Ref.Range = {Sym::constant(0), Sym::constant(Ctx.getTypeSizeInChars(Element->getType()).getQuantity())};
    Out.push_back(One);
  }
  return Out;
}

void FunctionTaskLowering::registerAccesses(Site &T, bool Explain) {
  const bool CXX = Ctx.getLangOpts().CPlusPlus;
  // Unbounded accesses of a known object are bounded by it: a named array
  // (C forbids reaching beyond it through its address) or a standard
  // container's buffer (a view built over it: `std::span<int>(v)`), which is
  // registered as [v.data(), v.data() + v.size()) and, at compile time, also
  // stands for the container object (so a later `v[0]` waits for the task).
  AccessList ContainerViews;
  for (Access &A : T.Deferred) {
    boundByWholeObject(A.Ref, Ctx);
    if (boundByContainerBuffer(A.Ref, Ctx)) {
      Access V = A;
      V.Why = ContainerBufferView;
      V.Ref = MemRef();
      V.Ref.Kind = BaseKind::Unknown;
      const ValueDecl *C = A.Ref.ExprVars.size() == 1 ? *A.Ref.ExprVars.begin() : nullptr;
      if (C && C->getNameAsString() + ".data()" == A.Ref.ExprText) {
        QualType CT = C->getType();
        V.Ref.Kind = CT->isReferenceType() ? BaseKind::Pointee : BaseKind::Object;
        V.Ref.Var = C;
        V.Ref.ElemType = CT.getNonReferenceType();
        V.Ref.Range.Lo = Sym::constant(0);
        V.Ref.Unbounded = true;
      }
      ContainerViews.push_back(V);
    }
  }
  T.Deferred.insert(T.Deferred.end(), ContainerViews.begin(), ContainerViews.end());
  // A reference bound by a range-based for loop around the task names an
  // element of the loop's range. At run time the element itself is registered;
  // at compile time the task also accesses the range (the container object
  // stands for its elements), so a later statement that reads or writes the
  // container waits for the task.
  // So does a structured binding of the loop's element (`for (auto &[k, v] : m)`).
  AccessList RangeViews;
  for (const Access &A : T.Deferred) {
    const ValueDecl *Named = A.Ref.Var;
    if (const auto *BD = dyn_cast_or_null<BindingDecl>(Named)) Named = BD->getDecomposedDecl();
    const auto *VD = dyn_cast_or_null<VarDecl>(Named);
    if (!VD || !VD->getType()->isReferenceType()) continue;
    for (const Stmt *S = PM.getParent(T.S); S; S = PM.getParent(S)) {
      const auto *FR = dyn_cast<CXXForRangeStmt>(S);
      if (!FR || FR->getLoopVariable() != VD) continue;
      Access V = A;
      V.Why = RangeElementView;
      V.Ref = MemRef();
      if (!refOf(FR->getRangeInit(), Ctx, V.Ref)) {
        V.Ref = MemRef();
        V.Ref.Kind = BaseKind::Unknown;
      }
      RangeViews.push_back(V);
    }
  }
  T.Deferred.insert(T.Deferred.end(), RangeViews.begin(), RangeViews.end());
  std::set<std::string> ClauseBases;
  std::map<std::string, std::pair<bool, bool>> Merged; // (addr, bytes) -> modes
  std::map<std::string, std::string> NullablePointer;  // (addr, bytes) -> its pointer
  std::vector<std::string> Order;
  for (const ClauseAccess &CA : T.P->Accesses) {
    ClauseBases.insert(CA.Access.base);
    std::string Bytes;
    std::string Addr = accessClauseText(CA.Access, Bytes, CXX);
    std::string Key = (CXX ? "nano_bytes_(" + Addr + ")" : "(const void *)" + Addr) + ", " + Bytes;
    if (!Merged.count(Key)) Order.push_back(Key);
    Merged[Key].first |= CA.Read;
    Merged[Key].second |= CA.Write;
    // The compile-time view: the named base, conservatively whole.
    Access A;
    A.Read = CA.Read;
    A.Write = CA.Write;
    A.Loc = CA.Loc;
    A.Text = CA.Access.text;
    A.Why = NamedInClause;
    A.Ref.Kind = BaseKind::Unknown;
    A.Ref.ElemType = clauseLvalueType(CA.Access, F);
    T.Deferred.push_back(A);
    // A standard container named whole (`inout(v)`) stands for its elements too, as
    // an inferred or declared access of it does (bb55 m12: a reader through
    // v.data() was not ordered after `inout(v)`).
    if (CXX && !A.Ref.ElemType.isNull() && ownsElementBuffer(A.Ref.ElemType) &&
        (CA.Access.selectors.empty() || CA.Access.selectors.back().kind != htg::Selector::Kind::section)) {
      std::string Container = "(" + CA.Access.text + ")";
      std::string BufferKey = elementBufferOperands(Container);
      if (!Merged.count(BufferKey)) Order.push_back(BufferKey);
      Merged[BufferKey].first |= CA.Read;
      Merged[BufferKey].second |= CA.Write;
      NullablePointer[BufferKey] = Container + ".data()";
    }
  }
  // Drop registrations contained in another one of the same base (the
  // container takes the union of the modes).
  AccessList Regs;
  for (const Access &A : elementRegistrations(T)) {
    bool Absorbed = false;
    for (Access &B : Regs) {
      const MemRef &X = A.Ref, &Y = B.Ref;
      bool SameBase = X.Kind == Y.Kind && X.Var == Y.Var && X.ExprText == Y.ExprText &&
                      (X.Kind == BaseKind::Object || X.Kind == BaseKind::Pointee ||
                       X.Kind == BaseKind::PointeeExpr);
      if (!SameBase || X.Unbounded || Y.Unbounded || !X.Range.Len || !Y.Range.Len) continue;
      // A vector's header read (MemRef::ContainerHeader) joined with an
      // access of the object standing for its elements stands for them too.
      bool Header = X.ContainerHeader && Y.ContainerHeader;
      if (containsNonNegative(Y.Range, X.Range)) {
        B.Read |= A.Read;
        B.Write |= A.Write;
        B.Ref.ContainerHeader = Header;
        Absorbed = true;
        break;
      }
      if (containsNonNegative(X.Range, Y.Range)) {
        bool R = B.Read || A.Read, W = B.Write || A.Write;
        B = A;
        B.Read = R;
        B.Write = W;
        B.Ref.ContainerHeader = Header;
        Absorbed = true;
        break;
      }
    }
    if (!Absorbed) Regs.push_back(A);
  }
  for (const Access &A : Regs) {
    // With clauses, the user states what an external function touches.
    if (A.Ref.Kind == BaseKind::AllGlobals && !T.P->Accesses.empty()) continue;
    std::string Reg = registrationText(A, "nano_t_", CXX, [&](const VarDecl *VD) { return globalAddress(VD); });
    if (Reg.empty()) {
      std::string BaseName = A.Ref.Var ? A.Ref.Var->getNameAsString() : "";
      if (!BaseName.empty() && ClauseBases.count(BaseName)) continue;
      // Memory the compiler cannot name (`v.data()`, `s.p`): the clauses state it.
      if (BaseName.empty() && !T.P->Accesses.empty()) continue;
      // Memory a callee reaches through pointers it loads (a tree walked
      // through t->l), or by walking a pointer argument to its end (a NUL
      // walk): ordered by the reachable-memory stand-in.
      if (reachesUnboundedMemory(A)) {
        T.ReachesUnknown = true;
        continue;
      }
      // The other regions that a clause must name too, said with the first
      // (bb65 5: naming one made the next warning name another).
      bool GlobalState = A.Ref.Kind == BaseKind::AllGlobals && A.LibraryState;
      if (!T.Problem.empty() && GlobalState && T.ProblemGlobalState.empty()) {
        // Output or other library state after an unbounded region (`printf`'s
        // pointer arguments): the state is what to report, no clause can fix it.
        T.Problem = A.Text.empty() ? "an unnamed object" : A.Text;
        T.ProblemGlobalState = A.Why.empty() ? "it may access any global" : A.Why;
        T.OtherUnbounded.clear();
        return;
      }
      if (!T.Problem.empty()) {
        std::string Text = A.Text.empty() ? "an unnamed object" : A.Text;
        if (!BaseName.empty() && Text != T.Problem && !llvm::is_contained(T.OtherUnbounded, Text))
          T.OtherUnbounded.push_back(Text);
        continue;
      }
      T.Problem = A.Text.empty() ? "an unnamed object" : A.Text;
      T.ProblemIsUnbounded = true;
      T.ProblemHasNoBase = BaseName.empty();
      if (GlobalState) T.ProblemGlobalState = A.Why.empty() ? "it may access any global" : A.Why;
      T.ProblemUndeclared = A.Undeclared;
      T.ProblemWhy = A.Why;
      if (Explain && LC.Diags.remarksEnabled() && !A.Why.empty())
        LC.Diags.report(A.Loc, Diag::ExplainAssume) << "any memory may be accessed" << A.Why;
      // A problem that is no region a clause can name ends the search.
      if (T.ProblemHasNoBase || !T.ProblemGlobalState.empty()) return;
      continue;
    }
    if (!T.Problem.empty()) continue; // runs inline: nothing to register
    // nano_access(nano_t_, MODE, ADDR, BYTES); -> key ADDR, BYTES
    size_t Start = Reg.find(", ", Reg.find(", ") + 2) + 2;
    std::string Key = Reg.substr(Start, Reg.size() - Start - 2);
    if (!Merged.count(Key)) Order.push_back(Key);
    if (A.Ref.Kind == BaseKind::Object && hasStaticStandIn(A.Ref.Var))
      LC.StaticStandIns.insert(cast<VarDecl>(A.Ref.Var));
    Merged[Key].first |= A.Read;
    Merged[Key].second |= A.Write;
    // A pointer loaded at creation (`t->l` at a leaf) may be null: no memory.
    if (A.Ref.Kind == BaseKind::PointeeExpr && A.Ref.ExprText != "this" &&
        !llvm::StringRef(A.Ref.ExprText).starts_with("&"))
      NullablePointer[Key] = A.Ref.ExprText;
    // The element buffers of the standard containers it covers (an empty
    // container may have none; a pointer to one may be null when the task
    // reaches it only conditionally).
    if (CXX && !A.Ref.ContainerHeader) // a read of a vector's pointers only: not its elements
      for (const ElementBufferOwner &C : elementBufferOwners(A.Ref, F, Ctx)) {
        std::string BufferKey = elementBufferOperands(C.Lvalue);
        if (!Merged.count(BufferKey)) Order.push_back(BufferKey);
        Merged[BufferKey].first |= A.Read;
        Merged[BufferKey].second |= A.Write;
        NullablePointer[BufferKey] = (C.Pointer.empty() ? "" : C.Pointer + " && ") + C.Lvalue + ".data()";
      }
  }
  for (const std::string &K : Order)
    T.Registrations.push_back((NullablePointer.count(K) ? "if (" + NullablePointer[K] + ") " : std::string()) +
                              "nano_access(nano_t_, " +
                              std::string(modeConstant(Merged[K].first, Merged[K].second)) +
                              ", " + K + ");");
  // Clause accesses are known only by name at compile time: make them conflict
  // with anything touching that name that their lvalue's type may alias.
  for (Access &A : T.Deferred)
    if (A.Why == NamedInClause) {
      QualType Elem = A.Ref.ElemType;
      A.Ref = MemRef();
      A.Ref.Kind = BaseKind::Unknown;
      A.Ref.ElemType = Elem;
    }
}

// The instances of a task created in a loop that writes memory reached through
// pointers it cannot bound, or memory such a walk may reach, all register the
// reachable-memory stand-in for writing: they run one after another, which the
// user cannot tell from the code (black box bb65 3, the BOTS health pattern;
// bb67 8: with the heads in a local array the creation waited no more, but the
// tasks still did; bb67 9: read-only walks storing into a global array).
void FunctionTaskLowering::warnSerialisedByReachableMemory() {
  for (const Site &T : Sites) {
    if (!T.Problem.empty() || !T.ReachableWrite || T.P->ParallelRegion || T.P->Synthesised) continue;
    const Access &Write = *T.ReachableWrite;
    const Stmt *Loop = nullptr;
    for (const Stmt *S = PM.getParent(T.S); S && !Loop; S = S == Body ? nullptr : PM.getParent(S))
      if (isLoop(S)) Loop = S;
    if (!Loop) continue;
    PresumedLoc LoopAt = SM.getPresumedLoc(SM.getExpansionLoc(Loop->getBeginLoc()));
    // Its own walk through pointers, or a write of memory such a walk may reach (a global).
    std::string What = reachesUnboundedMemory(Write) || Write.Ref.Kind == BaseKind::Unknown
                           ? "writes memory it reaches through pointers the compiler cannot bound (" +
                                 (Write.Why.empty() ? "'" + Write.Text + "'" : Write.Why) + ")"
                           : "writes " + shownAccess(Write) +
                                 ", which memory reached through pointers the compiler cannot bound may include";
    LC.Diags.report(SM.getExpansionLoc(T.S->getBeginLoc()), Diag::TaskReachableSerialises)
        << std::to_string(LoopAt.getLine()) << What;
  }
}

// Protocol: `nano_reachable_memory_` (one byte per translation unit) stands
// for all memory reachable through pointers. A task reaching memory it cannot
// bound registers it with the modes of those accesses; every sibling task that
// may access such memory (at compile time: may alias one of those accesses)
// registers it with the modes of its aliasing accesses. Readers of unbounded
// memory then run in parallel, and a writer waits for them (and they for it).
// The creating function itself is ordered by its compile-time waits.
void FunctionTaskLowering::orderReachableMemory() {
  AccessList Unbounded;
  for (const Site &T : Sites)
    if (T.Problem.empty() && T.ReachesUnknown)
      for (const Access &A : T.Deferred)
        if (A.Ref.Kind == BaseKind::Unknown || reachesUnboundedMemory(A)) Unbounded.push_back(A);
  if (Unbounded.empty()) return;
  for (Site &T : Sites) {
    if (!T.Problem.empty() || T.P->ParallelRegion) continue;
    bool Rd = false, Wr = false;
    for (const Access &A : T.Deferred)
      for (const Access &U : Unbounded)
        if (mayAlias(A.Ref, U.Ref, Facts)) {
          Rd |= A.Read;
          Wr |= A.Write;
          if (A.Write && !T.ReachableWrite) T.ReachableWrite = A;
        }
    if (Rd || Wr)
      T.Registrations.push_back(std::string("nano_access(nano_t_, ") + modeConstant(Rd, Wr) +
                                ", (const void *)&nano_reachable_memory_, 1);");
  }
}

/// A task's access of a container object (named, through a reference or a
/// pointer, a field: `l`, `*pl`, `this->l`) whose elements its registration
/// does not cover (ownsUnregisteredElements), beyond a read of its header.
static bool wholeUnregisteredElements(const Access &A) {
  const MemRef &R = A.Ref;
  if (R.Kind == BaseKind::Unknown || R.Kind == BaseKind::AllGlobals || R.ContainerHeader || R.OwnBytes ||
      R.ElemType.isNull())
    return false;
  return ownsUnregisteredElements(R.ElemType);
}

// Protocol: `nano_container_elements_` (one byte per translation unit) stands
// for the elements that registering a container does not cover (a list's
// nodes: ownsUnregisteredElements). A task reaching memory through a pointer,
// a reference or an iterator (`*it`, `x` of `for (auto &x : l)`) registers the
// element's address only. So every task whose such access may alias (at
// compile time) a sibling's access of the container whole registers the
// stand-in as a read, and that sibling registers it as a write when it writes
// the container or one of those accesses writes, else as a read: tasks on
// distinct elements run in parallel, and the task on the whole container runs
// after those created before it and before those created after it.
void FunctionTaskLowering::orderUnregisteredElements() {
  auto Lowered = [](const Site &T) { return T.Problem.empty() && !T.P->ParallelRegion; };
  auto ThroughPointer = [](const Access &A) {
    return A.Ref.Kind == BaseKind::PointeeExpr || A.Ref.Kind == BaseKind::Unknown ||
           (A.Ref.Kind == BaseKind::Pointee && !wholeUnregisteredElements(A));
  };
  struct Use {
    bool Read = false, Write = false;
  };
  std::map<const Site *, Use> Uses;
  for (const Site &W : Sites) {
    if (!Lowered(W)) continue;
    for (const Access &Whole : W.Deferred) {
      if (compileTimeOnly(Whole) || !wholeUnregisteredElements(Whole)) continue;
      for (const Site &E : Sites) {
        if (!Lowered(E) || &E == &W) continue;
        for (const Access &Element : E.Deferred) {
          if (compileTimeOnly(Element) || !ThroughPointer(Element) || !mayAlias(Whole.Ref, Element.Ref, Facts))
            continue;
          Uses[&E].Read = true;
          Use &U = Uses[&W];
          U.Read = true;
          U.Write |= Whole.Write || Element.Write;
        }
      }
    }
  }
  for (Site &T : Sites)
    if (auto It = Uses.find(&T); It != Uses.end())
      T.Registrations.push_back(std::string("nano_access(nano_t_, ") + modeConstant(It->second.Read, It->second.Write) +
                                ", (const void *)&nano_container_elements_, 1);");
}

namespace {
/// Declares T.Args, when T's body names its argument block by a name of its own.
std::string argsAlias(const Site &T) {
  if (T.Args == "nano_a_") return "";
  return "struct nano_args_" + std::to_string(T.Id) + " *" + T.Args + " = nano_a_; (void)" + T.Args + "; ";
}
} // namespace

std::string FunctionTaskLowering::outlined(const Site &T) {
  std::string Id = std::to_string(T.Id);
  std::string S = "static void nano_task_" + Id + "(void *nano_p_) {\n";
  S += "  struct nano_args_" + Id + " *nano_a_ = " +
       castText("struct nano_args_" + Id + " *", "nano_p_", Ctx.getLangOpts().CPlusPlus) + ";\n";
  S += "  (void)nano_a_; " + argsAlias(T) + T.Types.Text + localEnumeratorDecls(T.S, T.Types.Enums) + T.Prologue;
  S += lineDirective(T.S->getBeginLoc(), SM);
  std::string Col(SM.getExpansionColumnNumber(SM.getExpansionLoc(T.S->getBeginLoc())) - 1, ' ');
  S += Col + T.Body + "\n}\n";
  return S;
}

bool FunctionTaskLowering::needsOutliningAtSite(const Site &T) const {
  if (!Ctx.getLangOpts().CPlusPlus) return false;
  if (RewritesPattern) return true;
  const auto *MD = dyn_cast<CXXMethodDecl>(F);
  // A lambda's `this` and captures; private members out of the class.
  if (MD && (MD->getParent()->isLambda() || !isa<CXXRecordDecl>(F->getLexicalDeclContext()))) return true;
  if (isFriendFunction(F)) return true;
  if (!localTypeNamedIn(T.S, SM).empty()) return true;
  // A variable of a function-local type declared outside the statement (one
  // declared inside it is declared by the outlined copy too, type included).
  struct LocalTyped : RecursiveASTVisitor<LocalTyped> {
    const SourceManager *SM = nullptr;
    SourceRange Range; ///< the statement, expansion locations
    bool Found = false;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      auto *VD = dyn_cast<VarDecl>(D->getDecl());
      if (VD && functionLocalTypeIn(VD->getType()) &&
          !SM->isPointWithin(SM->getExpansionLoc(VD->getLocation()), Range.getBegin(), Range.getEnd()))
        Found = true;
      return !Found;
    }
  } V;
  V.SM = &SM;
  V.Range = SourceRange(SM.getExpansionLoc(T.S->getBeginLoc()), SM.getExpansionLoc(T.S->getEndLoc()));
  V.TraverseStmt(const_cast<Stmt *>(T.S));
  return V.Found;
}

std::string FunctionTaskLowering::outlinedAtSite(const Site &T, std::string &Entry) {
  std::string Id = std::to_string(T.Id);
  std::string Decls, Members;
  for (const Field &Fd : T.Fields) {
    std::string Alias = "nano_ty_" + Id + "_" + Fd.Name;
    Decls += "using " + Alias + " = " + Fd.Type + "; ";
    Members += " " + Alias + " " + Fd.Name + ";";
  }
  if (T.Fields.empty()) Members = " char nano_unused_;";
  Decls += "struct nano_args_" + Id + " {" + Members + " }; ";
  std::string Col(SM.getExpansionColumnNumber(SM.getExpansionLoc(T.S->getBeginLoc())) - 1, ' ');
  Entry = "+[](void *nano_ep_) { struct nano_args_" + Id + " *nano_a_ = static_cast<struct nano_args_" + Id +
          " *>(nano_ep_); (void)nano_a_;" + (T.Args == "nano_a_" ? "" : " " + argsAlias(T)) +
          (T.Prologue.empty() ? "" : " " + T.Prologue) + lineDirective(T.S->getBeginLoc(), SM) + Col + T.Body + " }";
  return Decls;
}

// Protocol: the nested tasks are lowered as the tasks of a function whose body
// is T's block (their waits go where a later statement of the block needs
// their results, and T's nano-thread waits for all of them at the block's
// end, so T completes after its children, as a function returns after its
// tasks). Their creation code is renamed through T's captures (OuterRenames);
// then T's own uses of its captures are renamed in the rewritten text around
// it, and T's body is that text.
void FunctionTaskLowering::lowerNested(Site &T) {
  CharSourceRange Range = stmtRange(T.S, Ctx);
  // The calls of T's own parallel loops (not those of its nested tasks, which
  // rename theirs), already lowered: renamed before waits are placed around them.
  auto InNestedTask = [&](SourceLocation L) {
    for (const NanoPragma *P : T.Nested)
      if (P->Kind == DirectiveKind::Task && P->Target && containsRange(SM, stmtRange(P->Target, Ctx), L)) return true;
    return false;
  };
  std::vector<CharSourceRange> Loops;
  for (const Stmt *L : loweredLoopsIn(T.S)) {
    CharSourceRange R = stmtRange(L, Ctx);
    if (InNestedTask(R.getBegin())) continue;
    Loops.push_back(R);
    LC.Rewrite.ReplaceText(R, renameCaptures(LC.Rewrite.getRewrittenText(R), T.Renames));
  }
  FunctionTaskLowering Inner(LC, F);
  Inner.Body = cast<CompoundStmt>(T.S);
  Inner.RewritesPattern = RewritesPattern;
  Inner.OuterRenames = T.Renames;
  if (!T.Nested.empty()) Inner.run(T.Nested);
  for (const auto &[Offset, Edit] : T.UseEdits) {
    SourceLocation L = Range.getBegin().getLocWithOffset(Offset);
    bool InLoop = llvm::any_of(Loops, [&](CharSourceRange R) {
      return !SM.isBeforeInTranslationUnit(L, R.getBegin()) && SM.isBeforeInTranslationUnit(L, R.getEnd());
    });
    if (!Inner.replaced(L) && !InLoop) LC.Rewrite.ReplaceText(L, Edit.first, Edit.second);
  }
  T.Body = LC.Rewrite.getRewrittenText(Range);
}

std::vector<const Stmt *> FunctionTaskLowering::loweredLoopsIn(const Stmt *S) const {
  // Outermost ones only: a loop nested in a lowered loop is code of its chunk function.
  CharSourceRange Range = stmtRange(S, Ctx);
  std::vector<const Stmt *> Out;
  for (const auto &[For, Node] : LC.LoopNodes) {
    SourceLocation B = SM.getExpansionLoc(For->getBeginLoc());
    if (!containsRange(SM, Range, B)) continue;
    bool InOther = false;
    for (const auto &[Other, N2] : LC.LoopNodes)
      if (Other != For && containsRange(SM, stmtRange(Other, Ctx), B)) InOther = true;
    if (!InOther) Out.push_back(For);
  }
  return Out;
}

bool FunctionTaskLowering::replaced(SourceLocation L) const {
  for (const Site &T : Sites) {
    CharSourceRange R = stmtRange(T.S, Ctx);
    if (!SM.isBeforeInTranslationUnit(L, R.getBegin()) && SM.isBeforeInTranslationUnit(L, R.getEnd())) return true;
  }
  return false;
}

/// Whether \p S names a field of a packed struct (or of one under `#pragma pack`).
static bool namesPackedField(const Stmt *S) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitMemberExpr(MemberExpr *ME) {
      if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
        Found |= FD->hasAttr<PackedAttr>() || FD->getParent()->hasAttr<PackedAttr>() ||
                 FD->getParent()->hasAttr<MaxFieldAlignmentAttr>();
      return !Found;
    }
  } F;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

void FunctionTaskLowering::emitSite(const Site &T) {
  const bool CXX = Ctx.getLangOpts().CPlusPlus;
  std::string Id = std::to_string(T.Id);
  CharSourceRange Range = stmtRange(T.S, Ctx);
  std::string Original = stmtText(T.S, Ctx);
  unsigned Lines = std::count(Original.begin(), Original.end(), '\n');
  // In place, the statement's text is the entry's body, under a #line of its
  // own; the text after it is put back on its line and column by another.
  std::string Entry = "nano_task_" + Id, Create;
  if (T.AtSite) Create = outlinedAtSite(T, Entry);
  // A cut-off of a statement whose text must not be written twice (a static
  // local, `__COUNTER__`) runs the entry over an argument block of its own.
  const bool CutOffRunsEntry = T.P->If && LC.Table && textMustNotRepeat(T.S, *LC.Table, Ctx);
  if (CutOffRunsEntry && T.AtSite) {
    Create += "void (*nano_entry_" + Id + ")(void *) = " + Entry + "; ";
    Entry = "nano_entry_" + Id;
  }
  std::string Fill; // the argument block's fields, through nano_a_
  for (const Field &Fd : T.Fields) {
    std::string Member = "nano_a_->" + Fd.Name;
    Fill += Fd.Construct ? "::new (static_cast<void *>(&" + Member + ")) decltype(" + Member + ")" + Fd.Init + "; "
                         : Member + " = " + Fd.Init + "; ";
  }
  if (T.Fields.empty()) Fill += "(void)nano_a_; ";
  Create += "void *nano_p_; nano_task *nano_t_ = nano_create(" + Entry +
            ", sizeof(struct nano_args_" + Id + "), &nano_p_); ";
  Create += "struct nano_args_" + Id + " *nano_a_ = " + castText("struct nano_args_" + Id + " *", "nano_p_", CXX) + "; ";
  Create += Fill;
  for (const std::string &R : T.Registrations) Create += R + " ";
  for (unsigned Pred : T.Preds)
    Create += "if (nano_h_" + std::to_string(Pred) + ") nano_precede(nano_h_" + std::to_string(Pred) +
              ", nano_t_); ";
  Create += "nano_set_label(nano_t_, " + quote(taskLabel(T)) + "); ";
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(T.S->getBeginLoc()));
  Create += "nano_set_source(nano_t_, " + quote(PL.getFilename()) + ", " +
            std::to_string(PL.getLine()) + "); ";
  if (T.P->Cost) Create += "nano_set_cost(nano_t_, " + castText("double", "(" + T.P->Cost->Text + ")", CXX) + "); ";
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
    Q.NamedClosures = true; // as the task's own accesses (analyseGeneralForm)
    AccessList Own = collectAccesses(T.S, Q);
    for (const Site &O : Sites) {
      if (O.Id == T.Id && !T.InLoop) continue;
      ChangedSince Changed = changedBetween(O, T.S);
      for (const Access &A : O.Deferred)
        for (const Access &B : Own)
          Conflict = Conflict || conflictsAfter(A, B, Changed);
    }
    // A block that creates tasks runs its outlined body here, over an argument
    // block of its own (its nested tasks are then the creator's children).
    std::string Inline = Original;
    if (CutOffRunsEntry) {
      // Raw storage in C++: the block's members are constructed by Fill.
      std::string Block = "struct nano_args_" + Id;
      Inline = (CXX ? "alignas(" + Block + ") unsigned char nano_c_[sizeof(" + Block + ")]; " + Block +
                          " *nano_a_ = reinterpret_cast<" + Block + " *>(nano_c_); "
                    : Block + " nano_c_; " + Block + " *nano_a_ = &nano_c_; ") +
               Fill + Entry + "(nano_a_);";
      if (T.AtSite) { // the block's type and the entry are declared by the creation code
        Text = Create.substr(0, Create.find("void *nano_p_;"));
        Create.erase(0, Text.size());
      }
    } else if (!T.Nested.empty()) {
      Inline = "struct nano_args_" + Id + " nano_c_; struct nano_args_" + Id + " *" + T.Args + " = &nano_c_; ";
      for (const Field &Fd : T.Fields) Inline += T.Args + "->" + Fd.Name + " = " + Fd.Init + "; ";
      Inline += T.Prologue + T.Body;
      if (T.AtSite) { // the block's type is declared by the creation code
        Text = Create.substr(0, Create.find("void *nano_p_;"));
        Create.erase(0, Text.size());
      }
    }
    Text = "{ " + Text + "if (!(" + T.P->If->Text + ")) { " + std::string(Conflict ? "nano_wait_all_(); " : "") +
           Inline + " } else { " + Create + "} }";
  } else {
    Text = "{ " + Create + "}" + std::string(T.AtSite ? 0 : Lines, '\n');
  }
  if (!OuterRenames.empty()) Text = renameCaptures(Text, OuterRenames);
  // `&(p.v)` of a packed struct's field warns on the user's line, where the
  // elision takes no address (bb79 14): not in the creation code.
  if (namesPackedField(T.S))
    Text = "_Pragma(\"clang diagnostic push\") _Pragma(\"clang diagnostic ignored \\\"-Waddress-of-packed-member\\\"\") " +
           Text + " _Pragma(\"clang diagnostic pop\")";
  if (T.AtSite) {
    SourceLocation End = SM.getExpansionLoc(Range.getEnd());
    Text += lineDirective(End, SM) + std::string(SM.getExpansionColumnNumber(End) - 1, ' ');
  }
  LC.Rewrite.ReplaceText(Range, Text);
}

} // namespace detail

void flushAppendices(LoweringContext &LC) {
  SourceManager &SM = LC.Ctx.getSourceManager();
  for (auto &[F, A] : LC.Pending) {
    // Outside any namespace or class? Functions are inserted next to F, which
    // keeps them in F's namespace (where F's types are visible).
    SourceLocation FBegin = SM.getExpansionLoc(F->getBeginLoc());
    SourceLocation LineStart =
        FBegin.getLocWithOffset(1 - static_cast<int>(SM.getExpansionColumnNumber(FBegin)));
    LC.Rewrite.InsertTextBefore(LineStart, A.Before + lineDirective(FBegin, SM).substr(1));
    // The closing brace of the body, or of a function-try-block's last handler.
    // After the whole token: a digraph `%>`, a macro expanding to `}`.
    SourceLocation FEnd = SM.getExpansionRange(F->getBody()->getEndLoc()).getEnd();
    LC.Rewrite.InsertTextAfter(Lexer::getLocForEndOfToken(FEnd, 0, SM, LC.Ctx.getLangOpts()),
                               "\n" + A.After + lineDirective(FEnd, SM).substr(1));
  }
}

namespace {

/// Copies of \p Pragmas bound to the statements of the instantiation \p I
/// (a pragma whose statement \p I lacks, in a discarded `if constexpr`
/// branch, is left out).
std::vector<NanoPragma *> boundToInstance(const std::vector<NanoPragma *> &Pragmas, const FunctionDecl *I,
                                          std::deque<NanoPragma> &Store) {
  std::vector<NanoPragma *> Out;
  for (const NanoPragma *P : Pragmas) {
    NanoPragma C = *P;
    if (C.Target && !(C.Target = instantiatedStmt(I, P->Target))) continue;
    if (C.ParallelRegion && !(C.ParallelRegion = instantiatedStmt(I, P->ParallelRegion))) continue;
    bool Bound = true;
    for (const Expr *&E : C.ConditionExprs)
      Bound &= (E = dyn_cast_or_null<Expr>(instantiatedStmt(I, E))) != nullptr;
    if (!Bound) continue;
    Store.push_back(C);
    Out.push_back(&Store.back());
  }
  return Out;
}

/// Repeats on \p To the edits \p From made in \p Range before lowering, so a
/// scratch lowering starts from what the real one sees: blanked pragma lines
/// and `wait` calls, which keep every line's length. False when \p From's
/// text of the range differs otherwise (a lowered loop): not repeatable.
bool repeatLineEdits(Rewriter &From, Rewriter &To, SourceRange Range, const SourceManager &SM,
                     const LangOptions &LO) {
  CharSourceRange Chars = CharSourceRange::getTokenRange(Range);
  std::string Edited = From.getRewrittenText(Range);
  llvm::StringRef Original = Lexer::getSourceText(Chars, SM, LO);
  if (Edited.size() != Original.size()) return false;
  size_t LineStart = 0;
  while (LineStart < Original.size()) {
    size_t End = Original.find('\n', LineStart);
    if (End == llvm::StringRef::npos) End = Original.size();
    if (Edited.compare(LineStart, End - LineStart, Original.substr(LineStart, End - LineStart).str()) != 0) {
      if (Edited.find('\n', LineStart) != End) return false;
      To.ReplaceText(Range.getBegin().getLocWithOffset(static_cast<int>(LineStart)), End - LineStart,
                     Edited.substr(LineStart, End - LineStart));
    }
    LineStart = End + 1;
  }
  return true;
}

/// The tasks of a template: the pattern is rewritten once, in place, from the
/// analysis of an instantiation. Sizes and offsets of registered accesses, and
/// the waits, may depend on the template's arguments: every instantiation is
/// lowered on a scratch copy. When all of them produce the same text, the
/// pattern is rewritten with it; otherwise (C++17) its body becomes one
/// `if constexpr` branch per instantiation, selected by its template
/// arguments (instanceCondition), holding that instantiation's body, and the
/// original body for any other instantiation. When an instantiation's
/// arguments cannot be tested, its tasks run in order, with a warning.
bool lowerTemplateTasks(LoweringContext &LC, const FunctionDecl *F, const std::vector<NanoPragma *> &Pragmas) {
  auto Sequential = [&](const std::string &Why) {
    std::set<SourceLocation> Reported; // a parallel block's nodes share its directive
    for (const NanoPragma *P : Pragmas)
      if (P->Kind == DirectiveKind::Task && Reported.insert(P->DirectiveLoc).second)
        LC.Diags.report(P->DirectiveLoc, Diag::Unsupported) << (P->ParallelRegion ? "parallel" : "task") << Why;
    return false;
  };
  std::vector<const FunctionDecl *> Instances = instantiationsOf(F, LC.Ctx);
  if (Instances.empty())
    return Sequential("the template is never instantiated in this translation unit, so its tasks cannot be "
                      "analysed (instantiate it in this file)");
  SourceManager &SM = LC.Ctx.getSourceManager();
  const CompoundStmt *Body = F->getBody() ? detail::tasksBlock(F) : nullptr; // a function-try-block's block
  std::string Branches; // `if constexpr (C) { body } else ` per instantiation
  std::string NotComposable; // why no branch per instantiation can be built
  bool Differ = false;
  if (Instances.size() > 1) {
    std::string First;
    for (const FunctionDecl *I : Instances) {
      Rewriter Scratch(SM, LC.Ctx.getLangOpts());
      if (NotComposable.empty() &&
          !repeatLineEdits(LC.Rewrite, Scratch, Body->getSourceRange(), SM, LC.Ctx.getLangOpts()))
        NotComposable = "its body also holds a lowered '#pragma nano loop', whose code cannot be repeated in a "
                        "branch per instantiation (move the loop into a function of its own)";
      DiagnosticsEngine Quiet(new DiagnosticIDs(), new DiagnosticOptions(), new IgnoringDiagConsumer());
      Quiet.setSourceManager(&SM);
      Diagnoser QuietDiags(Quiet);
      LoweringContext Try{LC.Ctx, Scratch, QuietDiags, LC.Summaries, LC.Opts, LC.NextId, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, nullptr, {}, {}};
      Try.Macros = LC.Macros;
      std::deque<NanoPragma> Store;
      detail::FunctionTaskLowering L(Try, I);
      L.RewritesPattern = true;
      L.run(boundToInstance(Pragmas, I, Store));
      LC.StaticStandIns.insert(Try.StaticStandIns.begin(), Try.StaticStandIns.end());
      LC.GlobalGetters.insert(Try.GlobalGetters.begin(), Try.GlobalGetters.end());
      std::string Text = Scratch.getRewrittenText(F->getSourceRange());
      if (I == Instances.front())
        First = Text;
      else
        Differ |= Text != First;
      std::string Cond = instanceCondition(F, I, LC.Ctx);
      if (Cond.empty() && NotComposable.empty())
        NotComposable = "an instantiation's template arguments cannot be tested (a pack, a template template "
                        "argument, a local or unnamed type)";
      if (NotComposable.empty())
        Branches += "if constexpr (" + Cond + ") " + Scratch.getRewrittenText(Body->getSourceRange()) + " else ";
    }
    if (Differ && !LC.Ctx.getLangOpts().CPlusPlus17)
      NotComposable = "selecting it per instantiation needs C++17 ('if constexpr')";
    if (Differ && !NotComposable.empty())
      return Sequential("the template's instantiations need different task code (the accessed objects "
                        "differ in size or layout, or different statements must wait), and " +
                        NotComposable);
  }
  std::string Original = Differ ? LC.Rewrite.getRewrittenText(Body->getSourceRange()) : std::string();
  std::deque<NanoPragma> Store;
  detail::FunctionTaskLowering L(LC, Instances.front());
  L.RewritesPattern = true;
  bool Lowered = L.run(boundToInstance(Pragmas, Instances.front(), Store));
  // Any other instantiation (none in this file) runs the body as written.
  if (Differ) LC.Rewrite.ReplaceText(Body->getSourceRange(), "{ " + Branches + Original + " }");
  return Lowered;
}

} // namespace

namespace detail {
const CompoundStmt *tasksBlock(const FunctionDecl *F) {
  if (const auto *Try = dyn_cast<CXXTryStmt>(F->getBody())) return Try->getTryBlock();
  return cast<CompoundStmt>(F->getBody());
}
} // namespace detail

bool lowerBlockTasks(LoweringContext &LC, const FunctionDecl *F, const CompoundStmt *Block,
                     const std::vector<NanoPragma *> &Pragmas) {
  detail::FunctionTaskLowering L(LC, F);
  L.Body = Block;
  return L.run(Pragmas);
}

bool lowerFunctionTasks(LoweringContext &LC, const FunctionDecl *F,
                        const std::vector<NanoPragma *> &Pragmas) {
  if (F->isTemplated()) return lowerTemplateTasks(LC, F, Pragmas);
  detail::FunctionTaskLowering L(LC, F);
  return L.run(Pragmas);
}

} // namespace nanocc
