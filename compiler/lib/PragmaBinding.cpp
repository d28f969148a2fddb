//===- PragmaBinding.cpp - Attach recorded pragmas to the AST -------------===//
//
// A plugin cannot hook clang's parser, so pragmas are bound by location: a
// pragma applies to the first statement that starts after it inside the
// innermost statement "slot container" (a block, or the body/branch of a
// control statement) that encloses the pragma.
//
//===----------------------------------------------------------------------===//
#include "nanocc/PragmaBinding.h"
#include "nanocc/ClauseExpressions.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/Pragma.h"
#include "nanocc/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

#include <map>

using namespace clang;

namespace nanocc {

namespace {

struct Slot {
  const Stmt *Child;
  const Stmt *Parent;
  const FunctionDecl *Function;
};

class SlotCollector : public RecursiveASTVisitor<SlotCollector> {
public:
  std::vector<Slot> Slots;
  std::vector<const FunctionDecl *> Functions;
  std::vector<const Decl *> TopDecls;

  bool shouldVisitTemplateInstantiations() const { return false; }
  /// Set: declarations in system headers hold no pragma and are not walked (with a
  /// precompiled preamble, walking them would deserialise every header body).
  const SourceManager *SkipSystemHeaders = nullptr;

  bool TraverseDecl(Decl *D) {
    if (SkipSystemHeaders && D && !isa<TranslationUnitDecl>(D) &&
        SkipSystemHeaders->isInSystemHeader(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

#define NANO_TRAVERSE_FUNCTION(Class)                                          \
  bool Traverse##Class(Class *FD) {                                            \
    const FunctionDecl *Saved = Current;                                       \
    if (FD->doesThisDeclarationHaveABody()) {                                  \
      Current = FD;                                                            \
      Functions.push_back(FD);                                                 \
    }                                                                          \
    bool R = RecursiveASTVisitor::Traverse##Class(FD);                         \
    Current = Saved;                                                           \
    return R;                                                                  \
  }
  NANO_TRAVERSE_FUNCTION(FunctionDecl)
  NANO_TRAVERSE_FUNCTION(CXXMethodDecl)
  NANO_TRAVERSE_FUNCTION(CXXConstructorDecl)
  NANO_TRAVERSE_FUNCTION(CXXDestructorDecl)
  NANO_TRAVERSE_FUNCTION(CXXConversionDecl)
#undef NANO_TRAVERSE_FUNCTION

  /// A lambda written outside any function body (a namespace-scope variable's
  /// initialiser, a default member initialiser, a constructor's member
  /// initialiser, a default argument) is a function of its own: its call
  /// operator. One inside a function's body belongs to it (owningFunction).
  bool TraverseLambdaExpr(LambdaExpr *LE) {
    if (const Stmt *Body = Current ? Current->getBody() : nullptr) {
      const SourceManager &SM = Current->getASTContext().getSourceManager();
      SourceLocation At = SM.getExpansionLoc(LE->getBeginLoc());
      if (!SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(Body->getBeginLoc())) &&
          !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Body->getEndLoc()), At))
        return RecursiveASTVisitor::TraverseLambdaExpr(LE);
    }
    const FunctionDecl *Saved = Current;
    Current = LE->getCallOperator();
    Functions.push_back(Current);
    bool R = RecursiveASTVisitor::TraverseLambdaExpr(LE);
    Current = Saved;
    return R;
  }

  bool VisitStmt(Stmt *S) {
    if (!Current)
      return true;
    auto Add = [&](const Stmt *Child) {
      if (Child)
        Slots.push_back({Child, S, Current});
    };
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *C : CS->body())
        Add(C);
    } else if (auto *If = dyn_cast<IfStmt>(S)) {
      Add(If->getThen());
      Add(If->getElse());
    } else if (auto *For = dyn_cast<ForStmt>(S)) {
      Add(For->getBody());
    } else if (auto *While = dyn_cast<WhileStmt>(S)) {
      Add(While->getBody());
    } else if (auto *Do = dyn_cast<DoStmt>(S)) {
      Add(Do->getBody());
    } else if (auto *Case = dyn_cast<SwitchCase>(S)) {
      Add(Case->getSubStmt());
    } else if (auto *Label = dyn_cast<LabelStmt>(S)) {
      Add(Label->getSubStmt());
    } else if (auto *Range = dyn_cast<CXXForRangeStmt>(S)) {
      Add(Range->getBody());
    }
    return true;
  }

private:
  const FunctionDecl *Current = nullptr;
};

void collectTopDecls(const DeclContext *DC, std::vector<const Decl *> &Out,
                     const SourceManager *SkipSystemHeaders) {
  for (const Decl *D : DC->decls()) {
    if (D->isImplicit())
      continue;
    if (SkipSystemHeaders && SkipSystemHeaders->isInSystemHeader(D->getLocation()))
      continue;
    if (auto *NS = dyn_cast<NamespaceDecl>(D))
      collectTopDecls(NS, Out, SkipSystemHeaders);
    else if (auto *LS = dyn_cast<LinkageSpecDecl>(D))
      collectTopDecls(LS, Out, SkipSystemHeaders);
    else
      Out.push_back(D);
  }
}

/// The innermost class definition among \p Decls (and the classes nested in
/// them) whose braces enclose \p Loc; null when none does.
const CXXRecordDecl *enclosingClass(llvm::ArrayRef<const Decl *> Decls, SourceLocation Loc,
                                    const SourceManager &SM) {
  for (const Decl *D : Decls) {
    const auto *RD = dyn_cast<CXXRecordDecl>(D);
    if (const auto *CT = dyn_cast<ClassTemplateDecl>(D)) RD = CT->getTemplatedDecl();
    if (!RD || !RD->isThisDeclarationADefinition()) continue;
    SourceRange Braces = RD->getBraceRange();
    if (Braces.isInvalid() || !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Braces.getBegin()), Loc) ||
        !SM.isBeforeInTranslationUnit(Loc, SM.getExpansionLoc(Braces.getEnd())))
      continue;
    std::vector<const Decl *> Inner(RD->decls_begin(), RD->decls_end());
    const CXXRecordDecl *Nested = enclosingClass(Inner, Loc, SM);
    return Nested ? Nested : RD;
  }
  return nullptr;
}

const char *expectedFor(DirectiveKind K) {
  switch (K) {
  case DirectiveKind::Task: return "a statement";
  case DirectiveKind::Parallel: return "a compound statement '{ ... }'";
  case DirectiveKind::Loop: return "a 'for' loop";
  default: return "a statement";
  }
}

const char *describe(const Stmt *S) {
  if (isa<DeclStmt>(S)) return "a declaration";
  if (isa<NullStmt>(S)) return "an empty statement";
  if (isa<ReturnStmt>(S)) return "a return statement";
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S) || isa<GotoStmt>(S)) return "a jump statement";
  if (isa<CompoundStmt>(S)) return "a compound statement";
  if (isa<ForStmt>(S)) return "a 'for' loop";
  if (isa<WhileStmt>(S) || isa<DoStmt>(S)) return "a 'while' loop";
  if (isa<CXXForRangeStmt>(S)) return "a range-based 'for' loop";
  if (isa<IfStmt>(S)) return "an 'if' statement";
  if (isa<SwitchStmt>(S)) return "a 'switch' statement";
  if (isa<SwitchCase>(S)) return "a 'case' or 'default' label";
  if (isa<LabelStmt>(S)) return "a label";
  return "this statement";
}

} // namespace

void bindPragmas(ASTContext &Ctx, PragmaTable &Table, Diagnoser &Diags) {
  SourceManager &SM = Ctx.getSourceManager();
  // System headers are skipped unless a pragma was written in one.
  bool PragmaInSystemHeader = false;
  for (const NanoPragma &P : Table.Pragmas)
    PragmaInSystemHeader |= SM.isInSystemHeader(P.HashLoc);
  const SourceManager *Skip = PragmaInSystemHeader ? nullptr : &SM;
  SlotCollector Collector;
  Collector.SkipSystemHeaders = Skip;
  Collector.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::vector<const Decl *> TopDecls;
  collectTopDecls(Ctx.getTranslationUnitDecl(), TopDecls, Skip);

  auto Before = [&](SourceLocation A, SourceLocation B) {
    return SM.isBeforeInTranslationUnit(A, B);
  };
  auto Begin = [&](const Stmt *S) { return SM.getExpansionLoc(S->getBeginLoc()); };
  auto End = [&](const Stmt *S) { return SM.getExpansionLoc(S->getEndLoc()); };

  for (NanoPragma &P : Table.Pragmas) {
    if (!P.Valid)
      continue;
    // A directive of a header or of a macro's `_Pragma` is ignored (with a
    // warning, Translator's warnUntranslated): it binds to nothing.
    if (P.Kind != DirectiveKind::Declare && !SM.isWrittenInMainFile(P.HashLoc))
      continue;
    SourceLocation Loc = P.HashLoc;
    if (P.Kind == DirectiveKind::Declare) {
      // In a class, the next member declared in it (a member function);
      // elsewhere the next declaration at namespace scope.
      const CXXRecordDecl *Class = enclosingClass(TopDecls, Loc, SM);
      std::vector<const Decl *> Members;
      if (Class)
        for (const Decl *D : Class->decls())
          if (!D->isImplicit() && !isa<AccessSpecDecl>(D)) Members.push_back(D);
      const Decl *Next = nullptr;
      for (const Decl *D : Class ? Members : TopDecls) {
        SourceLocation B = SM.getExpansionLoc(D->getBeginLoc());
        if (Before(Loc, B) && (!Next || Before(B, SM.getExpansionLoc(Next->getBeginLoc()))))
          Next = D;
      }
      const FunctionDecl *FD = Next ? Next->getAsFunction() : nullptr;
      if (!FD) {
        Diags.report(P.DirectiveLoc, Diag::NoFunction);
        P.Valid = false;
        continue;
      }
      P.Function = FD;
      continue;
    }
    // The function whose body encloses the pragma.
    const FunctionDecl *F = nullptr;
    for (const FunctionDecl *FD : Collector.Functions) {
      const Stmt *Body = FD->getBody();
      if (Body && Before(Begin(Body), Loc) && Before(Loc, End(Body)))
        if (!F || Before(Begin(F->getBody()), Begin(Body)))
          F = FD;
    }
    if (!F) {
      Diags.report(P.DirectiveLoc, Diag::OutsideFunction) << directiveName(P.Kind);
      P.Valid = false;
      continue;
    }
    P.Function = F;
    if (P.Kind == DirectiveKind::Wait)
      continue;
    // Innermost container enclosing the pragma, then its first child after it.
    const Stmt *Container = nullptr;
    for (const Slot &S : Collector.Slots) {
      if (S.Function != F)
        continue;
      if (Before(Begin(S.Parent), Loc) && Before(Loc, End(S.Parent)))
        if (!Container || Before(Begin(Container), Begin(S.Parent)))
          Container = S.Parent;
    }
    // A label or an attribute in front of a statement (a compiler loop hint
    // written before or after the directive) does not change what it is: the
    // directive binds to the statement inside.
    auto Inner = [](const Stmt *S) {
      while (true) {
        if (auto *L = dyn_cast<LabelStmt>(S)) S = L->getSubStmt();
        else if (auto *A = dyn_cast<AttributedStmt>(S)) S = A->getSubStmt();
        else return S;
      }
    };
    const Stmt *Target = nullptr;
    for (const Slot &S : Collector.Slots) {
      if (S.Parent != Container || !Before(Loc, Begin(Inner(S.Child))))
        continue;
      if (!Target || Before(Begin(S.Child), Begin(Target)))
        Target = S.Child;
    }
    for (const Stmt *S = Target; S && S != Inner(S);) {
      if (auto *A = dyn_cast<AttributedStmt>(S)) {
        for (const Attr *At : A->getAttrs())
          if (isa<LoopHintAttr>(At)) P.LoopHints.push_back(SM.getExpansionLoc(At->getLocation()));
        S = A->getSubStmt();
      } else {
        S = cast<LabelStmt>(S)->getSubStmt();
      }
    }
    if (Target) Target = Inner(Target);
    if (!Target) {
      Diags.report(P.DirectiveLoc, Diag::NoStatement)
          << directiveName(P.Kind) << expectedFor(P.Kind);
      P.Valid = false;
      continue;
    }
    bool Suitable = true;
    switch (P.Kind) {
    case DirectiveKind::Task:
      Suitable = !isa<DeclStmt, NullStmt, ReturnStmt, BreakStmt, ContinueStmt,
                      GotoStmt, LabelStmt, SwitchCase>(Target);
      break;
    case DirectiveKind::Parallel:
      Suitable = isa<CompoundStmt>(Target);
      break;
    case DirectiveKind::Loop:
      Suitable = isa<ForStmt>(Target);
      break;
    default:
      break;
    }
    if (!Suitable) {
      std::string Hint;
      if (P.Kind == DirectiveKind::Task && isa<DeclStmt>(Target))
        Hint = "; declare the variable before the pragma and make the task its assignment ('x = f(...);')";
      else if (P.Kind == DirectiveKind::Task && isa<ReturnStmt>(Target))
        Hint = "; make the task assign the value to a variable, and return that variable after it";
      else if (isa<SwitchCase, LabelStmt>(Target))
        Hint = "; put the pragma after the label, on the line before the statement";
      auto DB = Diags.report(Begin(Target), Diag::WrongStatement)
                << directiveName(P.Kind) << expectedFor(P.Kind) << describe(Target) << Hint;
      if (P.Kind == DirectiveKind::Parallel && !isa<DeclStmt>(Target)) {
        DB << FixItHint::CreateInsertion(Begin(Target), "{ ");
        DB << FixItHint::CreateInsertion(stmtRange(Target, Ctx).getEnd(), " }");
      }
      P.Valid = false;
      continue;
    }
    P.Target = Target;
    // Clause expressions are judged here, once, at their columns in the pragma.
    if (!checkClauseExpressions(Ctx, P, Diags))
      P.Valid = false;
  }

  // Stacked directives: two pragmas bound to one statement. After a task, the
  // next directive runs as part of the task (as a directive inside it would);
  // a loop or parallel directive applies to its statement, not to another one.
  std::map<const Stmt *, NanoPragma *> FirstOn;
  for (NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || !P.Target) continue;
    auto [It, New] = FirstOn.try_emplace(P.Target, &P);
    if (New) continue;
    NanoPragma *A = It->second, *B = &P;
    if (Before(B->HashLoc, A->HashLoc)) std::swap(A, B), It->second = A;
    if (A->Kind == DirectiveKind::Task)
      Diags.report(B->DirectiveLoc, Diag::TaskNested) << directiveName(B->Kind);
    else
      Diags.report(B->DirectiveLoc, Diag::WrongStatement)
          << directiveName(A->Kind) << expectedFor(A->Kind)
          << (std::string("another directive ('#pragma nano ") + directiveName(B->Kind) + "')") << "";
    B->Valid = false;
    B->Target = nullptr;
  }
}

} // namespace nanocc
