//===- ConstantEvaluation.cpp - Directives in constexpr and consteval functions -===//
//
// A constexpr function runs either in a constant expression (static_assert,
// template arguments, constexpr variables) or at run time. Its lowered body
// cannot run in the first (it calls the runtime) and, before C++23, cannot even
// be the body of a constexpr function (it defines objects of non-literal types,
// std::exception_ptr). So the body the lowering rewrote becomes the body of a
// lambda, which is not checked as part of the constexpr function:
//
//   constexpr R f(params) { if (__builtin_is_constant_evaluated()) <f's body, pragmas blanked>
//                           else { return [&]() -> R <f's lowered body>(); } }
//
// Constant evaluation takes the first branch, the sequential elision itself;
// a run-time call takes the second, whose `return`s leave the lambda with the
// value f returns (a void f calls the lambda as a statement). The builtin is
// Clang's and GCC's, in C++17 too (std::is_constant_evaluated is C++20).
//
// A consteval function only ever runs during compilation, so its directives
// (and those of lambdas written inside it) are ignored with a warning.
//
//===----------------------------------------------------------------------===//
#include "nanocc/ConstantEvaluation.h"
#include "nanocc/CutOffClone.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/FileScopeTypes.h"
#include "nanocc/Pragma.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/TaskLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <set>

using namespace clang;

namespace nanocc {

namespace {

/// The consteval function F is, or that a lambda F is written in.
const FunctionDecl *constevalAround(const FunctionDecl *F) {
  for (const DeclContext *DC = F; DC; DC = DC->getParent())
    if (const auto *FD = dyn_cast<FunctionDecl>(DC); FD && FD->isConsteval()) return FD;
  return nullptr;
}

/// True when F is declared constexpr, or is a lambda a constexpr function
/// holds (its constant evaluation may call it). Clang also marks a lambda's
/// call operator constexpr when its body allows it (C++17); another lambda
/// must stay usable in constant expressions only when written `constexpr`.
bool declaredConstexpr(const FunctionDecl *F, const SourceManager &SM, const LangOptions &LO) {
  if (!F->isConstexpr()) return false;
  const auto *MD = dyn_cast<CXXMethodDecl>(F);
  if (!MD || !MD->getParent()->isLambda()) return true;
  for (const DeclContext *DC = MD->getParent()->getParent(); DC; DC = DC->getParent())
    if (const auto *Outer = dyn_cast<FunctionDecl>(DC); Outer && declaredConstexpr(Outer, SM, LO)) return true;
  SourceLocation From = SM.getExpansionLoc(MD->getParent()->getBeginLoc());
  SourceLocation To = SM.getExpansionLoc(F->getBody()->getBeginLoc());
  if (From.isInvalid() || SM.getFileID(From) != SM.getFileID(To) || SM.isBeforeInTranslationUnit(To, From))
    return false;
  Lexer Lex(From, LO, SM.getCharacterData(From), SM.getCharacterData(From), SM.getCharacterData(To));
  Token Tok;
  while (!Lex.LexFromRawLexer(Tok) && SM.isBeforeInTranslationUnit(Tok.getLocation(), To))
    if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == "constexpr") return true;
  return false;
}

} // namespace

void ignoreDirectivesInConsteval(PragmaTable &Table, Diagnoser &Diags, const SourceManager &SM, OwnerOf Owner) {
  for (NanoPragma &P : Table.Pragmas) {
    if (!P.Valid || !P.Function || P.Kind == DirectiveKind::Declare || !SM.isWrittenInMainFile(P.HashLoc))
      continue;
    const FunctionDecl *CE = constevalAround(Owner(P));
    if (!CE) continue;
    Diags.report(P.DirectiveLoc, Diag::Unsupported)
        << directiveName(P.Kind)
        << ("'" + CE->getNameAsString() +
            "' is consteval, so it runs only while the program is compiled (declare it constexpr to run "
            "this in parallel when it is called at run time)");
    P.Valid = false;
  }
}

void keepConstantEvaluation(LoweringContext &LC, const PragmaTable &Table, OwnerOf Owner) {
  ASTContext &Ctx = LC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  std::set<const FunctionDecl *> Wrapped;
  for (const NanoPragma &P : Table.Pragmas) {
    if (!P.Function || P.Kind == DirectiveKind::Declare || !SM.isWrittenInMainFile(P.HashLoc)) continue;
    const FunctionDecl *F = Owner(P);
    auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
    if (!Body || constevalAround(F) || !declaredConstexpr(F, SM, Ctx.getLangOpts()) ||
        !Wrapped.insert(F).second)
      continue;
    SourceLocation L = SM.getExpansionLoc(Body->getLBracLoc()), R = SM.getExpansionLoc(Body->getRBracLoc());
    bool Void = isa<CXXConstructorDecl>(F) || isa<CXXDestructorDecl>(F) || F->getReturnType()->isVoidType();
    std::string Ret = Void ? "void" : printFileScopeDecl(F->getReturnType(), "", Ctx);
    LC.Rewrite.InsertTextBefore(L, "{ if (__builtin_is_constant_evaluated()) " + bodyWithoutPragmas(F, Table, SM) +
                                       " else {" + lineDirective(L, SM) + (Void ? "" : "return ") +
                                       "[&]() -> " + Ret + " ");
    LC.Rewrite.InsertTextAfter(R.getLocWithOffset(1), "(); } }");
  }
}

} // namespace nanocc
