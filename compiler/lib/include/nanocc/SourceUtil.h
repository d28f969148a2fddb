//===- SourceUtil.h - Small helpers over source locations and text -*- C++ -*-===//
#ifndef NANOCC_SOURCEUTIL_H
#define NANOCC_SOURCEUTIL_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <cstdlib>
#include <optional>
#include <string>

namespace nanocc {

/// The file range of a statement, including its trailing ';' when it has one.
inline clang::CharSourceRange stmtRange(const clang::Stmt *S,
                                        const clang::ASTContext &Ctx) {
  const clang::SourceManager &SM = Ctx.getSourceManager();
  // Expansion ranges, not locations: a statement ending inside a macro invocation
  // (`m = MAX(m, v[i]);`) ends after the invocation's ')', not at its name.
  clang::SourceLocation B = SM.getExpansionRange(S->getBeginLoc()).getBegin();
  clang::SourceLocation E = SM.getExpansionRange(S->getEndLoc()).getEnd();
  clang::SourceLocation After = clang::Lexer::getLocForEndOfToken(E, 0, SM, Ctx.getLangOpts());
  if (!llvm::isa<clang::CompoundStmt>(S)) {
    clang::SourceLocation Semi = clang::Lexer::findLocationAfterToken(
        E, clang::tok::semi, SM, Ctx.getLangOpts(), /*SkipTrailingWhitespaceAndNewLine=*/false);
    if (Semi.isValid())
      After = Semi;
  }
  return clang::CharSourceRange::getCharRange(B, After);
}

/// True when \p L lies strictly inside \p Outer.
inline bool containsRange(const clang::SourceManager &SM, clang::CharSourceRange Outer, clang::SourceLocation L) {
  return SM.isBeforeInTranslationUnit(Outer.getBegin(), L) && SM.isBeforeInTranslationUnit(L, Outer.getEnd());
}

/// Where generated code goes first thing in block \p B: after its `{` (also
/// a digraph `<%`, or a macro expanding to `{`: after the invocation), and
/// after the floating-point `#pragma` lines that begin the block (`#pragma
/// STDC FP_CONTRACT OFF`, `#pragma clang fp ...` must precede every
/// declaration).
inline clang::SourceLocation blockStart(const clang::CompoundStmt *B, const clang::ASTContext &Ctx) {
  const clang::SourceManager &SM = Ctx.getSourceManager();
  clang::SourceLocation Brace = SM.getExpansionRange(B->getLBracLoc()).getEnd();
  clang::SourceLocation At = clang::Lexer::getLocForEndOfToken(Brace, 0, SM, Ctx.getLangOpts());
  if (At.isInvalid()) return SM.getExpansionLoc(B->getLBracLoc()).getLocWithOffset(1);
  bool Invalid = false;
  llvm::StringRef Text = SM.getCharacterData(At, &Invalid);
  if (Invalid) return At;
  size_t Pos = 0;
  for (;;) { // past blank space and comments, then a whole `#pragma` line
    size_t Line = Pos;
    while (Line < Text.size() && (Text[Line] == ' ' || Text[Line] == '\t' || Text[Line] == '\n' || Text[Line] == '\r'))
      ++Line;
    llvm::StringRef Rest = Text.substr(Line);
    if (!Rest.consume_front("#")) break;
    Rest = Rest.ltrim(" \t");
    if (!Rest.consume_front("pragma")) break;
    Rest = Rest.ltrim(" \t");
    // Those that must begin a block; not a loop's (`#pragma clang loop`, `#pragma unroll`).
    if (!Rest.starts_with("STDC") && !Rest.starts_with("clang fp") && !Rest.starts_with("float_control") &&
        !Rest.starts_with("fenv_access") && !Rest.starts_with("fp_contract"))
      break;
    size_t End = Text.find('\n', Line);
    while (End != llvm::StringRef::npos && End > 0 && Text[End - 1] == '\\') End = Text.find('\n', End + 1);
    if (End == llvm::StringRef::npos) break;
    Pos = End + 1;
  }
  return At.getLocWithOffset(static_cast<int>(Pos));
}

/// \p Text to insert at blockStart(\p B): apart from the macro name the
/// block may open with (`BEGIN` for `{`).
inline std::string atBlockStart(const clang::CompoundStmt *B, const std::string &Text) {
  return B->getLBracLoc().isMacroID() ? " " + Text : Text;
}

/// The source text of a statement (with its ';').
inline std::string stmtText(const clang::Stmt *S, const clang::ASTContext &Ctx) {
  return clang::Lexer::getSourceText(stmtRange(S, Ctx), Ctx.getSourceManager(),
                                     Ctx.getLangOpts()).str();
}

/// The source text of an expression as written.
inline std::string exprText(const clang::Expr *E, const clang::ASTContext &Ctx) {
  const clang::SourceManager &SM = Ctx.getSourceManager();
  auto R = clang::CharSourceRange::getTokenRange(SM.getExpansionRange(E->getBeginLoc()).getBegin(),
                                                 SM.getExpansionRange(E->getEndLoc()).getEnd());
  return clang::Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
}

/// The source text of \p E as the object of a member access (`E.data()`):
/// parenthesised unless it is a postfix expression or a name (`(*pv)`,
/// `(k ? v : w)`, but `v`, `s.v`, `rows[i]`, `get()`).
inline std::string objectText(const clang::Expr *E, const clang::ASTContext &Ctx) {
  const clang::Expr *Bare = E->IgnoreImplicit();
  bool Postfix = llvm::isa<clang::DeclRefExpr, clang::MemberExpr, clang::ArraySubscriptExpr, clang::ParenExpr,
                           clang::CXXThisExpr>(Bare);
  if (const auto *OC = llvm::dyn_cast<clang::CXXOperatorCallExpr>(Bare))
    Postfix = OC->getOperator() == clang::OO_Subscript || OC->getOperator() == clang::OO_Call ||
              OC->getOperator() == clang::OO_Arrow;
  else if (llvm::isa<clang::CallExpr>(Bare))
    Postfix = true;
  std::string Text = exprText(E, Ctx);
  return Postfix ? Text : "(" + Text + ")";
}

/// Whether \p T is or is built of (through pointers, references, arrays,
/// function types) a pointer to member (`double P::*`).
inline bool containsMemberPointer(clang::QualType T) {
  const clang::Type *Ty = T.getCanonicalType().getTypePtr();
  if (llvm::isa<clang::MemberPointerType>(Ty)) return true;
  if (const auto *P = llvm::dyn_cast<clang::PointerType>(Ty)) return containsMemberPointer(P->getPointeeType());
  if (const auto *R = llvm::dyn_cast<clang::ReferenceType>(Ty)) return containsMemberPointer(R->getPointeeType());
  if (const auto *A = llvm::dyn_cast<clang::ArrayType>(Ty)) return containsMemberPointer(A->getElementType());
  if (const auto *F = llvm::dyn_cast<clang::FunctionType>(Ty)) {
    if (containsMemberPointer(F->getReturnType())) return true;
    if (const auto *FP = llvm::dyn_cast<clang::FunctionProtoType>(F))
      for (clang::QualType P : FP->getParamTypes())
        if (containsMemberPointer(P)) return true;
  }
  return false;
}

/// A declaration of \p Name with type \p T, as generated code writes it
/// (fully qualified, `bool` spelt as the language spells it).
inline std::string printDecl(clang::QualType T, const std::string &Name, const clang::ASTContext &Ctx) {
  clang::PrintingPolicy PP(Ctx.getLangOpts());
  // Tag keywords name a class that a function hides (`struct stat *`), but
  // clang prints the class of a pointer to member with its keyword too, which
  // is no valid spelling (`double struct P::*`): there the keywords go.
  PP.SuppressTagKeyword = Ctx.getLangOpts().CPlusPlus && containsMemberPointer(T);
  PP.FullyQualifiedName = true;
  PP.SuppressScope = false;
  PP.Bool = Ctx.getLangOpts().CPlusPlus || Ctx.getLangOpts().C23;
  // Names of anonymous namespaces cannot be written (their members are found
  // through them).
  PP.SuppressUnwrittenScope = true;
  std::string S;
  llvm::raw_string_ostream OS(S);
  T.print(OS, PP, Name);
  return OS.str();
}

/// The value of \p Text when it is a number as a whole (a cost() clause's
/// `4000`), else none (an expression the program computes).
inline std::optional<double> numberInText(const std::string &Text) {
  char *End = nullptr;
  double Value = std::strtod(Text.c_str(), &End);
  if (End == Text.c_str() || *End != 0) return std::nullopt;
  return Value;
}

/// numberInText of a clause argument as written, spaces and parentheses
/// ignored (`( -2 )`).
inline std::optional<double> numberInClauseText(std::string Text) {
  llvm::erase_if(Text, [](char Ch) { return Ch == ' ' || Ch == '\t' || Ch == '(' || Ch == ')'; });
  return numberInText(Text);
}

/// \p Operand (a primary expression: a name, a literal, a parenthesised
/// expression) converted to \p Type as generated code writes it: a C cast, or
/// in C++ a static_cast (clean under -Wold-style-cast).
inline std::string castText(const std::string &Type, const std::string &Operand, bool CXX) {
  return CXX ? "static_cast<" + Type + ">(" + Operand + ")" : "(" + Type + ")" + Operand;
}

/// `Base + Index * Step` as an int64_t computed modulo 2^64: a loop's
/// iteration value fits even where the product alone does not (`i` from
/// LONG_MAX - 1 down by LONG_MAX / 2). The operands are int64_t expressions.
inline std::string wrappingAffineText(const std::string &Base, const std::string &Index, const std::string &Step,
                                      bool CXX) {
  auto U64 = [CXX](const std::string &Operand) { return castText("uint64_t", "(" + Operand + ")", CXX); };
  return castText("int64_t", "(" + U64(Base) + " + " + U64(Index) + " * " + U64(Step) + ")", CXX);
}

/// A `#line` directive pointing at \p Loc's line.
inline std::string lineDirective(clang::SourceLocation Loc, const clang::SourceManager &SM) {
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  std::string S = "\n#line " + std::to_string(P.getLine()) + " \"";
  for (const char *C = P.getFilename(); *C; ++C) {
    if (*C == '"' || *C == '\\')
      S += '\\';
    S += *C;
  }
  return S + "\"\n";
}

} // namespace nanocc

#endif // NANOCC_SOURCEUTIL_H
