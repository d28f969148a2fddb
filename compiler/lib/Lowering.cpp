//===- Lowering.cpp - Orchestrates the lowering of one translation unit ---===//
#include "nanocc/Lowering.h"
#include "nanocc/GlobalGetters.h"
#include "nanocc/ClauseExpressions.h"
#include "nanocc/ConstantEvaluation.h"
#include "nanocc/CutOffClone.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/HTGEmitter.h"
#include "nanocc/LoopLowering.h"
#include "nanocc/ParallelBlockHTG.h"
#include "nanocc/ParallelLowering.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/StaticLocals.h"
#include "nanocc/Pragma.h"
#include "nanocc/Summaries.h"
#include "nanocc/TaskLowering.h"
#include "nanocc/Translator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <deque>
#include <map>
#include <set>

using namespace clang;

namespace nanocc {

namespace {

/// Text placed at the top of every translated file: the wait helpers generated code
/// calls. In C++ they rethrow what a task threw, as the sequential elision would have
/// thrown it; before rethrowing, every other child of the caller is waited for, since
/// unwinding ends the lifetime of the locals they use.
std::string preamble(StringRef FileName, bool CXX) {
  std::string S = "#include <nano/nano.h>\n";
  if (CXX)
    S += "#include <exception>\n"
         "#include <initializer_list>\n"
         "#include <limits>\n"
         "#include <new>\n"
         "#include <type_traits>\n"
         "namespace nano { namespace detail {\n"
         "nano_status wait_all_for_cpp(std::exception_ptr &thrown) noexcept;\n"
         "nano_status wait_task_threw_for_cpp(nano_task *task, bool &threw) noexcept;\n"
         "} }\n"
         "static inline void nano_wait_all_() {\n"
         "  std::exception_ptr e;\n"
         "  nano::detail::wait_all_for_cpp(e);\n"
         "  if (e) std::rethrow_exception(e);\n"
         "}\n"
         // Waits for handles (WaitSet::text: several at one point, with `all` every
         // child too). When one threw, every child is waited for and the exception
         // of the earliest-created child that threw is rethrown (maybe another
         // than the waited one's: the elision would have thrown it first); the
         // runtime drops the others.
         "static inline void nano_wait_handles_(std::initializer_list<nano_task **> handles, bool all) {\n"
         "  bool threw = false;\n"
         "  for (nano_task **h : handles) {\n"
         "    if (!*h) continue;\n"
         "    bool one = false;\n"
         "    nano::detail::wait_task_threw_for_cpp(*h, one);\n"
         "    threw = threw || one;\n"
         "    nano_release(*h); *h = 0;\n"
         "  }\n"
         "  std::exception_ptr first;\n"
         "  if (all || threw) nano::detail::wait_all_for_cpp(first);\n"
         "  if (first) std::rethrow_exception(first);\n"
         "}\n"
         "static inline void nano_wait_handle_(nano_task **h) { nano_wait_handles_({h}, false); }\n"
         // The bytes of an object whose accesses are registered, written on the
         // user's line: this one cast (volatile objects included) stays here.
         "template <class T> static inline const char *nano_bytes_(T *p) noexcept {\n"
         "  return (const char *)p;\n"
         "}\n"
         // An iterator into a contiguous buffer (contiguousIteratorElement): the
         // pointer it holds, also at the end (where `&*it` is not allowed).
         "template <class It> static inline auto nano_bytes_(const It &it) noexcept\n"
         "    -> decltype(nano_bytes_(it.base())) {\n"
         "  return nano_bytes_(it.base());\n"
         "}\n"
         // The handler of the `try` around a block's statements from the first that
         // creates tasks (TaskWaits.cpp: waitWhenUnwinding): an exception leaving
         // them waits for the tasks while the block's earlier locals are alive, and
         // the exception of the earliest-created task that threw comes first, as the
         // elision would have thrown it before its creator went on.
         // Only with exceptions on (-fno-exceptions refuses `throw;`; no try is made).
         "#if defined(__cpp_exceptions)\n"
         "[[noreturn]] static inline void nano_rethrow_first_(void) {\n"
         "  std::exception_ptr first;\n"
         "  nano::detail::wait_all_for_cpp(first);\n"
         "  if (first) std::rethrow_exception(first);\n"
         "  throw;\n"
         "}\n"
         "#endif\n";
  else
    S += "static inline void nano_wait_all_(void) { nano_wait_all(); }\n"
         "static inline void nano_wait_handle_(nano_task **h) {\n"
         "  if (*h) { nano_wait(*h); nano_release(*h); *h = 0; }\n"
         "}\n";
  S += "static inline size_t nano_len_(long long n) {\n"
       "  return n > 0 ? (size_t)n : 0;\n"
       "}\n";
  // Stands for all memory reachable through pointers (orderReachableMemory).
  S += "static __attribute__((unused)) char nano_reachable_memory_;\n";
  // Stands for the elements registering a container does not cover (orderUnregisteredElements).
  S += "static __attribute__((unused)) char nano_container_elements_;\n";
  S += "#line 1 " + stringLiteralText(FileName) + "\n";
  return S;
}

/// The function a task or wait pragma belongs to: the call operator of the
/// innermost lambda whose body holds it (a lambda is a function: it waits for
/// its own tasks before it returns), else the function it is written in.
const FunctionDecl *owningFunction(const NanoPragma &P, const SourceManager &SM) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const SourceManager *SM = nullptr;
    SourceLocation Loc;
    const FunctionDecl *Out = nullptr;
    bool VisitLambdaExpr(LambdaExpr *L) { // outer lambdas are visited first
      SourceRange R = L->getBody()->getSourceRange();
      if (SM->isPointWithin(Loc, SM->getExpansionLoc(R.getBegin()), SM->getExpansionLoc(R.getEnd())))
        Out = L->getCallOperator();
      return true;
    }
  } F;
  F.SM = &SM;
  F.Loc = SM.getExpansionLoc(P.HashLoc);
  F.TraverseStmt(P.Function->getBody());
  return F.Out ? F.Out : P.Function;
}

/// The task and wait pragmas of \p Loop's body that its chunk creates (none
/// inside a loop already lowered, \p Lowered, nor in a lambda). Empty when
/// they stay part of the iteration (with the warning, reported by the caller):
/// a body without braces, a template, or a task naming an array declared
/// outside the loop (the chunk function receives it as a pointer, so the
/// task's capture and registered size would differ).
std::vector<NanoPragma *> tasksOfLoopBody(const NanoPragma &Loop, PragmaTable &Table,
                                          const std::vector<CharSourceRange> &Lowered, const SourceManager &SM,
                                          ASTContext &Ctx) {
  const auto *For = dyn_cast<ForStmt>(Loop.Target);
  if (!For || !isa<CompoundStmt>(For->getBody()) || Loop.Function->isTemplated()) return {};
  // A `continue` of this loop would skip the waits at the body's end.
  struct Continues : RecursiveASTVisitor<Continues> {
    unsigned Depth = 0; ///< loops entered inside the body
    bool Found = false;
    bool TraverseForStmt(ForStmt *S) { return ++Depth, RecursiveASTVisitor::TraverseForStmt(S), --Depth, true; }
    bool TraverseWhileStmt(WhileStmt *S) { return ++Depth, RecursiveASTVisitor::TraverseWhileStmt(S), --Depth, true; }
    bool TraverseDoStmt(DoStmt *S) { return ++Depth, RecursiveASTVisitor::TraverseDoStmt(S), --Depth, true; }
    bool TraverseCXXForRangeStmt(CXXForRangeStmt *S) {
      return ++Depth, RecursiveASTVisitor::TraverseCXXForRangeStmt(S), --Depth, true;
    }
    bool TraverseLambdaExpr(LambdaExpr *) { return true; }
    bool VisitContinueStmt(ContinueStmt *) { Found |= Depth == 0; return true; }
  } C;
  C.TraverseStmt(const_cast<Stmt *>(For->getBody()));
  if (C.Found) return {};
  CharSourceRange Body = stmtRange(For->getBody(), Ctx);
  std::vector<NanoPragma *> Out;
  for (NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || (P.Kind != DirectiveKind::Task && P.Kind != DirectiveKind::Wait) || !P.Function ||
        P.Function != Loop.Function || P.ParallelRegion || !SM.isWrittenInMainFile(P.HashLoc) ||
        !containsRange(SM, Body, P.HashLoc))
      continue;
    if (llvm::any_of(Lowered, [&](CharSourceRange R) { return containsRange(SM, R, P.HashLoc); })) continue;
    if (owningFunction(P, SM) != Loop.Function) continue;
    if (P.Kind == DirectiveKind::Task && P.Target) {
      struct Arrays : RecursiveASTVisitor<Arrays> {
        const ForStmt *For = nullptr;
        const SourceManager *SM = nullptr;
        bool Found = false;
        bool VisitDeclRefExpr(DeclRefExpr *D) {
          const auto *VD = dyn_cast<VarDecl>(D->getDecl());
          if (VD && VD->hasLocalStorage() && (VD->getType()->isArrayType() || VD->getType()->isVariablyModifiedType()) &&
              SM->isBeforeInTranslationUnit(SM->getExpansionLoc(VD->getLocation()), SM->getExpansionLoc(For->getBeginLoc())))
            Found = true;
          return !Found;
        }
      } A;
      A.For = For;
      A.SM = &SM;
      A.TraverseStmt(const_cast<Stmt *>(P.Target));
      if (A.Found) return {};
    }
    Out.push_back(&P);
  }
  if (llvm::none_of(Out, [](const NanoPragma *P) { return P->Kind == DirectiveKind::Task; })) return {};
  return Out;
}

/// Where \p D begins with its template parameter lists (`template <class T>`
/// before a function or class template, or before an out-of-line member).
SourceLocation outerBegin(const Decl *D) {
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate()) return FT->getBeginLoc();
    if (const FunctionTemplateDecl *FT = FD->getPrimaryTemplate()) return FT->getBeginLoc();
  }
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(D))
    return Spec->getSpecializedTemplate()->getBeginLoc();
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate()) return CT->getBeginLoc();
  if (const auto *DD = dyn_cast<DeclaratorDecl>(D)) return DD->getOuterLocStart();
  return D->getBeginLoc();
}
/// Removes the `register` specifier of the parameters and locals of each
/// function holding a directive: the generated code may take their address
/// (a task writing `r` stores through `&(r)`, a loop's private stores back
/// through one), which C forbids for a register variable, and the keyword
/// has no other effect. A variable bound to a named register
/// (`register int r asm("r12")`) keeps it; a specifier spelled in a macro is
/// left as it is.
void dropRegisterSpecifiers(const FunctionDecl *F, Rewriter &Rewrite, std::set<unsigned> &Done) {
  struct Vars : RecursiveASTVisitor<Vars> {
    std::vector<const VarDecl *> Out;
    bool VisitVarDecl(VarDecl *VD) {
      if (VD->getStorageClass() == SC_Register && !VD->hasAttr<AsmLabelAttr>()) Out.push_back(VD);
      return true;
    }
  } V;
  V.TraverseDecl(const_cast<FunctionDecl *>(F));
  const SourceManager &SM = Rewrite.getSourceMgr();
  const LangOptions &LO = Rewrite.getLangOpts();
  for (const VarDecl *VD : V.Out) {
    SourceLocation B = VD->getBeginLoc(), E = VD->getLocation();
    if (B.isMacroID() || E.isMacroID() || !SM.isWrittenInMainFile(B)) continue;
    // `register` is among the specifiers, before the declarator's name.
    unsigned End = SM.getFileOffset(E);
    for (SourceLocation L = B; L.isValid() && SM.getFileOffset(L) < End;) {
      Token Tok;
      if (Lexer::getRawToken(L, Tok, SM, LO, /*IgnoreWhiteSpace=*/true)) break;
      if (SM.getFileOffset(Tok.getLocation()) >= End) break;
      if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == "register") {
        if (Done.insert(SM.getFileOffset(Tok.getLocation())).second)
          Rewrite.ReplaceText(Tok.getLocation(), Tok.getLength(), "");
        break;
      }
      L = Tok.getEndLoc();
    }
  }
}
} // namespace

void lowerTranslationUnit(ASTContext &Ctx, PragmaTable &Table, Diagnoser &Diags,
                          const TranslateOptions &Opts, const std::vector<UserMacro> &Macros,
                          Rewriter &Rewrite) {
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  StringRef Name = SM.getFileEntryRefForID(Main)->getName();

  SummaryTable Summaries;
  Summaries.build(Ctx, Table, Diags);
  LoweringContext LC{Ctx, Rewrite, Diags, Summaries, Opts, 0, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, nullptr, {}, {}, &Table};
  LC.Macros = &Macros;
  for (NanoPragma &P : Table.Pragmas)
    if (SM.isWrittenInMainFile(P.HashLoc) && !checkClauseCalls(P, Summaries, Diags)) P.Valid = false;
  auto Owner = [&](const NanoPragma &P) { return owningFunction(P, SM); };
  ignoreDirectivesInConsteval(Table, Diags, SM, Owner);
  // A function-try-block's directives are lowered in its try block, as if it
  // were the function's body (tasksBlock): the try block declares the task
  // handles and waits for the tasks on every way out, before its handlers run.
  // Not in a handler, nor in a constructor or destructor (whose handlers also
  // see member and base initialisers, or rethrow when they end), nor in a
  // constexpr function (kept for constant evaluation by its compound body).
  // Nowhere in a coroutine.
  for (NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || !P.Function || P.Kind == DirectiveKind::Declare || !SM.isWrittenInMainFile(P.HashLoc)) continue;
    const FunctionDecl *F = Owner(P);
    const char *Why = nullptr;
    const auto *Try = dyn_cast<CXXTryStmt>(F->getBody());
    if (isa<CoroutineBodyStmt>(F->getBody()))
      Why = "it is in a coroutine, whose body the compiler splits at each co_await, co_yield and co_return; "
            "to run it in parallel, move the statements into a function the coroutine calls";
    else if (!Try)
      continue;
    else if (isa<CXXConstructorDecl>(F) || isa<CXXDestructorDecl>(F))
      Why = "the body of a constructor or destructor is a function-try-block; to run it in parallel, put the "
            "try statement inside the function's braces ('{ try { ... } catch (...) { ... } }')";
    else if (F->isConstexpr())
      Why = "the body of a constexpr function is a function-try-block; to run it in parallel, put the try "
            "statement inside the function's braces ('{ try { ... } catch (...) { ... } }')";
    else if (!containsRange(SM, stmtRange(Try->getTryBlock(), Ctx), SM.getExpansionLoc(P.HashLoc)))
      Why = "it is in a handler of a function-try-block; to run it in parallel, put the try statement inside "
            "the function's braces ('{ try { ... } catch (...) { ... } }')";
    if (!Why) continue;
    Diags.report(P.DirectiveLoc, Diag::Unsupported) << directiveName(P.Kind) << Why;
    P.Valid = false;
  }

  // Blank each pragma line of the main file (line numbers are kept); a `wait`
  // becomes the call.
  for (const NanoPragma &P : Table.Pragmas) {
    if (!SM.isWrittenInMainFile(P.HashLoc))
      continue;
    SourceLocation B = SM.getExpansionLoc(P.HashLoc);
    SourceLocation E = SM.getExpansionLoc(P.EndLoc);
    unsigned Len = SM.getFileOffset(E) - SM.getFileOffset(B);
    StringRef Text(SM.getCharacterData(B), Len);
    std::string Blank;
    if (P.Valid && P.Kind == DirectiveKind::Wait && P.Function)
      Blank = "nano_wait_all_();";
    for (char C : Text.drop_front(std::min<size_t>(Blank.size(), Text.size())))
      Blank += C == '\n' ? '\n' : ' ';
    Rewrite.ReplaceText(B, Len, Blank);
  }
  std::set<unsigned> RegisterDropped;
  std::set<const FunctionDecl *> Owners;
  for (const NanoPragma &P : Table.Pragmas)
    if (P.Valid && P.Function && P.Kind != DirectiveKind::Declare && SM.isWrittenInMainFile(P.HashLoc) &&
        Owners.insert(Owner(P)).second)
      dropRegisterSpecifiers(Owner(P), Rewrite, RegisterDropped);
  // Compiler loop hints on a statement a directive replaces: removed with it
  // (a hint before the replacing code would name no loop).
  std::set<unsigned> HintLines;
  for (const NanoPragma &P : Table.Pragmas)
    for (SourceLocation Hint : P.LoopHints) {
      if (!P.Valid || !SM.isWrittenInMainFile(Hint)) continue;
      SourceLocation LineStart = Hint.getLocWithOffset(1 - static_cast<int>(SM.getExpansionColumnNumber(Hint)));
      if (!HintLines.insert(SM.getFileOffset(LineStart)).second) continue;
      StringRef Line = StringRef(SM.getCharacterData(LineStart)).split('\n').first;
      if (!Line.ltrim().starts_with("#") || Line.ends_with("\\")) continue; // not a whole pragma line
      Rewrite.ReplaceText(LineStart, Line.size(), std::string(Line.size(), ' '));
    }

  // A loop inside a task's statement that is not a block (`#pragma nano task`
  // stacked on `#pragma nano loop`) runs as part of the task: warn, and
  // outline nothing for it. One in a task's block is lowered like any loop; the
  // task's outlined body is then the rewritten block, whose nano-thread runs
  // the loop (FunctionTaskLowering::lowerNested).
  std::vector<CharSourceRange> TaskRanges;
  for (const NanoPragma &P : Table.Pragmas)
    if (P.Valid && P.Target && P.Kind == DirectiveKind::Task && SM.isWrittenInMainFile(P.HashLoc) &&
        !isa<CompoundStmt>(P.Target))
      TaskRanges.push_back(stmtRange(P.Target, Ctx));
  // Directives of kind K inside one of Ranges run as part of the statement
  // that holds them: warn (D naming the directive) and lower nothing for them.
  auto RunAsWritten = [&](DirectiveKind K, const std::vector<CharSourceRange> &Ranges, Diag D, const char *Name) {
    for (NanoPragma &P : Table.Pragmas) {
      if (!P.Valid || !P.Target || P.Kind != K || !SM.isWrittenInMainFile(P.HashLoc)) continue;
      if (llvm::any_of(Ranges, [&](const CharSourceRange &R) { return containsRange(SM, R, P.HashLoc); })) {
        Diags.report(P.DirectiveLoc, D) << Name;
        P.Valid = false;
      }
    }
  };
  RunAsWritten(DirectiveKind::Loop, TaskRanges, Diag::TaskNested, "loop");

  // Parallel loops first (task pragmas inside them run as part of the
  // iteration), each after the loops nested in its body and otherwise in source
  // order: the enclosing loop's outlined body is then the rewritten text that
  // creates the inner loop (a nested loop node, whose chunks the outer chunk
  // waits for in nano_parallel_for before its iteration goes on).
  // The tasks in a loop's body (outside the loops nested in it) are lowered
  // just before the loop, as the tasks of a function whose body is the loop's:
  // its chunk's outlined body then creates them (see lowerBlockTasks).
  std::vector<CharSourceRange> LoopRanges;
  std::set<const NanoPragma *> InLoopBodies; // lowered with their loop's body
  std::vector<NanoPragma *> Enclosing; // loops whose bodies may still hold the next one
  auto LowerInnermost = [&] {
    NanoPragma *P = Enclosing.back();
    Enclosing.pop_back();
    std::vector<NanoPragma *> BodyTasks = tasksOfLoopBody(*P, Table, LoopRanges, SM, Ctx);
    if (!BodyTasks.empty()) {
      lowerBlockTasks(LC, P->Function, cast<CompoundStmt>(cast<ForStmt>(P->Target)->getBody()), BodyTasks);
      InLoopBodies.insert(BodyTasks.begin(), BodyTasks.end());
      for (const NanoPragma *T : BodyTasks) LC.LoopBodyTasks.insert(T->Target);
    }
    lowerParallelLoop(LC, *P, P->Function);
    LoopRanges.push_back(stmtRange(P->Target, Ctx));
  };
  for (NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || !P.Target || P.Kind != DirectiveKind::Loop || !SM.isWrittenInMainFile(P.HashLoc))
      continue;
    while (!Enclosing.empty() && !containsRange(SM, stmtRange(Enclosing.back()->Target, Ctx), P.HashLoc))
      LowerInnermost();
    Enclosing.push_back(&P);
  }
  while (!Enclosing.empty()) LowerInnermost();
  // A parallel block in a lowered loop's body is part of the iteration's
  // outlined text: its statements run in order there (before its loops are
  // looked at as implicit loop candidates).
  RunAsWritten(DirectiveKind::Parallel, LoopRanges, Diag::NestedInLoop, "parallel");
  // Loops of parallel blocks without a directive, lowered as a '#pragma nano
  // loop' there when their iterations are independent; otherwise they stay as
  // written (the reason is a remark of --explain, never an error) and become
  // candidate nodes. They hold no directive and lie in no loop: any order.
  std::deque<NanoPragma> ImplicitLoops = implicitLoopCandidates(LC, Table);
  for (NanoPragma &P : ImplicitLoops) {
    Diagnoser::Tentative NoErrors(Diags, "this loop of the parallel block runs as one sequential node: ");
    lowerParallelLoop(LC, P, P.Function);
  }
  for (NanoPragma &P : Table.Pragmas) {
    if (InLoopBodies.count(&P)) {
      P.Valid = false; // lowered with its loop
      continue;
    }
    if (!P.Valid || P.Kind != DirectiveKind::Task || !SM.isWrittenInMainFile(P.HashLoc)) continue;
    for (const CharSourceRange &R : LoopRanges)
      if (containsRange(SM, R, P.HashLoc)) {
        Diags.report(P.DirectiveLoc, Diag::NestedInLoop) << "task";
        P.Valid = false;
      }
  }

  // Parallel regions become synthesised node tasks.
  std::deque<NanoPragma> Nodes;
  planParallelRegions(LC, Table, Nodes);

  // Task and wait pragmas, grouped by function.
  std::map<const FunctionDecl *, std::vector<NanoPragma *>> ByFunction;
  std::vector<const FunctionDecl *> Order;
  for (NanoPragma &P : Nodes) {
    const FunctionDecl *Owner = owningFunction(P, SM);
    if (!ByFunction.count(Owner)) Order.push_back(Owner);
    ByFunction[Owner].push_back(&P);
  }
  for (NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || !SM.isWrittenInMainFile(P.HashLoc)) continue;
    if (P.Kind != DirectiveKind::Task && P.Kind != DirectiveKind::Wait) continue;
    if (!P.Function) continue;
    const FunctionDecl *Owner = owningFunction(P, SM);
    if (!ByFunction.count(Owner)) Order.push_back(Owner);
    ByFunction[Owner].push_back(&P);
  }
  for (const FunctionDecl *F : Order)
    if (lowerFunctionTasks(LC, F, ByFunction[F]))
      addCutOffClone(LC, Table, F, ByFunction[F]);
  keepConstantEvaluation(LC, Table, Owner);
  flushAppendices(LC);
  // A failed translation leaves no HTG behind (it would silently lack the
  // rejected regions).
  if (!Opts.EmitHTGPath.empty() && !LC.Diags.hasErrors() && !Ctx.getDiagnostics().hasErrorOccurred())
    emitHTG(buildHTGDocument(LC, Table), Ctx, Opts.EmitHTGPath);

  // The runtime header goes right before the first top-level declaration that
  // holds a directive: after the user's feature-test macros and includes, and
  // outside any namespace.
  SourceLocation First;
  for (const NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || !P.Function || P.Kind == DirectiveKind::Declare ||
        !SM.isWrittenInMainFile(P.HashLoc))
      continue;
    // Each declaration it is written in up to file scope, from its `template
    // <...>` on (lexically: a friend defined in its class lies in the class).
    for (const Decl *D = P.Function; D && !isa<TranslationUnitDecl>(D);
         D = dyn_cast_or_null<Decl>(D->getLexicalDeclContext())) {
      SourceLocation B = SM.getExpansionLoc(outerBegin(D));
      if (B.isValid() && SM.isWrittenInMainFile(B) && (First.isInvalid() || SM.isBeforeInTranslationUnit(B, First)))
        First = B;
    }
    // A lambda outside any function lies in a declaration (`auto f = [](...) {...};`)
    // that its closure type is no context of: that declaration, from its start.
    if (const auto *MD = dyn_cast<CXXMethodDecl>(P.Function); MD && MD->getParent()->isLambda())
      for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
        SourceLocation B = SM.getExpansionLoc(outerBegin(D)), E = SM.getExpansionLoc(D->getEndLoc());
        if (B.isValid() && SM.isWrittenInMainFile(B) && SM.isPointWithin(SM.getExpansionLoc(P.HashLoc), B, E) &&
            (First.isInvalid() || SM.isBeforeInTranslationUnit(B, First)))
          First = B;
      }
  }
  if (First.isValid()) {
    SourceLocation LineStart =
        First.getLocWithOffset(1 - static_cast<int>(SM.getExpansionColumnNumber(First)));
    PresumedLoc PL = SM.getPresumedLoc(First);
    // The program's macros defined so far (`#define n 100`) must not rewrite
    // the header's or the helpers' names: undefined around them, then restored.
    std::string Push, Pop;
    std::set<std::string> Shielded;
    for (const UserMacro &M : Macros)
      if (SM.isBeforeInTranslationUnit(M.Defined, First) && Shielded.insert(M.Name).second) {
        Push += "#pragma push_macro(\"" + M.Name + "\")\n#undef " + M.Name + "\n";
        Pop += "#pragma pop_macro(\"" + M.Name + "\")\n";
      }
    std::string Text = "#line 1 \"<nano-generated>\"\n" + Push + preamble(Name, Ctx.getLangOpts().CPlusPlus);
    Text.erase(Text.rfind("#line"));
    std::set<std::string> StandIns; // sorted: the same text every run
    for (const VarDecl *VD : LC.StaticStandIns) StandIns.insert(staticStandInDefinition(VD));
    for (const std::string &D : StandIns) Text += D;
    Text += emitGlobalGetters(LC);
    Text += Pop + "#line " + std::to_string(PL.getLine()) + " " + stringLiteralText(Name) + "\n";
    Rewrite.InsertTextBefore(LineStart, Text);
  }
}

} // namespace nanocc
