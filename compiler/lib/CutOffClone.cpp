//===- CutOffClone.cpp - Sequential clones for invocations whose if() cut-offs all hold -===//
//
// A recursive task function with an if() cut-off (fib, mergesort) spends most
// of its calls below the cut-off. There the lowered body still pays for task
// handles, an if() test at each site and locals made addressable for the
// tasks. The guiding rule (a program computes its sequential elision) lets such
// an invocation run F's original body instead, so F is split into:
//
//   <F's own header> { if (!(c1) && !(c2) ...) return nano_seq_K_F(params);
//                      return nano_par_K_F(params); }
//   static R nano_par_K_F(params) { <the lowered body> }
//   static R nano_seq_K_F(params) { <F's original body, pragmas blanked> }
//
// F keeps its name, linkage and address; it is small, so clang inlines it into
// the callers, the clone included: below the cut-off a call costs one compare.
//
// When is the dispatch exact? It must pick the clone only for an invocation in
// which every task site would run inline, and the clone must then do what the
// lowered body does. That holds when
//   - every task pragma of F has an if() clause, and F has no parallel/loop
//     pragma (a site without if() always creates a task);
//   - each condition reads only parameters of arithmetic type and constants
//     (no calls, assignments, globals, memory reads), and every use of those
//     parameters in the body is a plain read (no assignment, ++/--, address
//     taken, reference bound), so each condition has the same value at entry
//     and at every evaluation during the invocation, loops included.
// Then, when all conditions are false at entry, no task is created during the
// invocation, the lowered body's waits are no-ops and each site runs its
// statement inline: exactly the original body.
//
// Inside the clone, a call goes to F (the dispatcher) by default, so a callee
// above the cut-off still creates tasks, whether or not the conditions are
// monotonic along the recursion. A recursive call of F whose arguments keep
// every condition false goes straight to the clone instead (no test, and the
// clone then compiles like a hand-written sequential version: fib's `cutoff`
// parameter becomes dead). "Keeps false": each condition is a comparison
// `Big > Small` (or >=, <, <=), and the margin Big - Small with the call's
// arguments substituted for the parameters is never above the margin at entry
// (checked by evaluating the difference on samples of its variables, as the
// section comparisons do). Either choice is correct -- any call may run its
// sequential elision -- so the check only decides where parallelism could be
// lost, never what the program computes.
//
// The clone is a copy of the body's text, so bodies whose meaning would change
// when copied are left alone: static locals (one object per copy), __func__
// and friends (the name changes), parameters that cannot be passed through
// (unnamed, variably modified, rvalue references, C++ objects not trivially
// copyable). --explain says why a function got no clone.
//
//===----------------------------------------------------------------------===//
#include "nanocc/CutOffClone.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/Pragma.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/TaskLowering.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace nanocc {
namespace {

/// Uses of parameters in a body: all of them, and those that are plain loads.
struct ParamUses : RecursiveASTVisitor<ParamUses> {
  std::set<const DeclRefExpr *> All, Loads;
  bool StaticLocal = false, FunctionName = false;
  std::set<std::string> LocalNames;
  bool VisitDeclRefExpr(DeclRefExpr *D) {
    if (isa<ParmVarDecl>(D->getDecl())) All.insert(D);
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *IC) {
    if (IC->getCastKind() == CK_LValueToRValue)
      if (auto *D = dyn_cast<DeclRefExpr>(IC->getSubExpr()->IgnoreParens())) Loads.insert(D);
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    if (VD->isStaticLocal()) StaticLocal = true;
    if (!isa<ParmVarDecl>(VD)) LocalNames.insert(VD->getNameAsString());
    return true;
  }
  bool VisitPredefinedExpr(PredefinedExpr *) {
    FunctionName = true;
    return true;
  }
};

/// Why \p Cond (an if() clause's text) is not decidable at F's entry, or "".
/// \p Invariant: parameter names whose every use is a plain read.
std::string undecidableBecause(llvm::StringRef Cond, const std::set<std::string> &Invariant,
                               const std::set<std::string> &LocalNames, const LangOptions &LO) {
  static const std::set<std::string> TypeWords = {"int",    "long",   "short", "unsigned", "signed",
                                                   "char",   "double", "float", "_Bool",    "bool",
                                                   "true",   "false"};
  std::string Text = Cond.str();
  Lexer L(SourceLocation(), LO, Text.data(), Text.data(), Text.data() + Text.size());
  Token Tok;
  bool PrevIsOperand = false;
  while (true) {
    L.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof)) break;
    bool Operand = false;
    switch (Tok.getKind()) {
    case tok::raw_identifier: {
      std::string Name = Tok.getRawIdentifier().str();
      if (TypeWords.count(Name)) {
        Operand = Name == "true" || Name == "false";
        break;
      }
      if (!Invariant.count(Name))
        return "'" + Name + "' is not a parameter read only by value";
      if (LocalNames.count(Name)) return "a local variable of the body is also named '" + Name + "'";
      Operand = true;
      break;
    }
    case tok::numeric_constant:
    case tok::char_constant:
      Operand = true;
      break;
    case tok::r_paren:
      Operand = true;
      break;
    case tok::amp:
    case tok::star:
      if (!PrevIsOperand) return "the condition reads memory or takes an address";
      break;
    case tok::l_paren:
      if (PrevIsOperand) return "the condition calls a function";
      break;
    case tok::plus: case tok::minus: case tok::slash: case tok::percent:
    case tok::less: case tok::greater: case tok::lessequal: case tok::greaterequal:
    case tok::equalequal: case tok::exclaimequal: case tok::ampamp: case tok::pipepipe:
    case tok::exclaim: case tok::tilde: case tok::pipe: case tok::caret:
    case tok::lessless: case tok::greatergreater: case tok::question: case tok::colon:
      break;
    default: {
      const char *End = L.getBufferLocation();
      return "the condition uses '" + std::string(End - Tok.getLength(), End) + "'";
    }
    }
    PrevIsOperand = Operand;
  }
  return "";
}

/// Why F's parameters cannot be passed on unchanged to a copy of F, or "".
std::string paramProblem(const FunctionDecl *F, const ASTContext &Ctx) {
  for (const ParmVarDecl *P : F->parameters()) {
    QualType T = P->getType();
    if (P->getName().empty()) return "a parameter has no name";
    if (T->isVariablyModifiedType()) return "'" + P->getNameAsString() + "' has a variably modified type";
    if (T->isRValueReferenceType()) return "'" + P->getNameAsString() + "' is an rvalue reference";
    if (Ctx.getLangOpts().CPlusPlus && !T->isReferenceType() && !T.isTriviallyCopyableType(Ctx))
      return "'" + P->getNameAsString() + "' is passed by value and is not trivially copyable";
  }
  return "";
}

/// Why F cannot get a clone at all, or "".
std::string functionProblem(const FunctionDecl *F, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (F->isMain()) return "it is main";
  if (F->isVariadic()) return "it is variadic";
  if (!F->hasWrittenPrototype() && !Ctx.getLangOpts().CPlusPlus) return "it has no prototype";
  if (F->isInlineSpecified() || F->isConstexpr()) return "it is declared inline or constexpr";
  if (isa<CXXMethodDecl>(F) || F->isTemplated()) return "it is a member function or a template";
  auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
  if (!Body) return "its body is not a compound statement";
  if (Body->getLBracLoc().isMacroID() || Body->getRBracLoc().isMacroID() || F->getLocation().isMacroID() ||
      !SM.isWrittenInMainFile(Body->getLBracLoc()))
    return "it is written in a macro expansion";
  return paramProblem(F, Ctx);
}

std::string signature(const FunctionDecl *F, const std::string &Name, const ASTContext &Ctx) {
  std::string Params;
  for (const ParmVarDecl *P : F->parameters())
    Params += (Params.empty() ? "" : ", ") + printDecl(P->getType(), P->getNameAsString(), Ctx);
  if (Params.empty()) Params = Ctx.getLangOpts().CPlusPlus ? "" : "void";
  return "static " + printDecl(F->getReturnType(), Name + "(" + Params + ")", Ctx);
}

/// `Big - Small` of a condition `Big > Small` (or `>=`, `<`, `<=`, either
/// way round), or null when the condition is not one comparison.
SymRef marginOf(llvm::StringRef Cond) {
  int Depth = 0;
  size_t At = llvm::StringRef::npos, Len = 0;
  for (size_t I = 0; I < Cond.size(); ++I) {
    char C = Cond[I];
    if (C == '(') ++Depth;
    if (C == ')') --Depth;
    if (Depth || (C != '<' && C != '>')) continue;
    if (I + 1 < Cond.size() && (Cond[I + 1] == C)) return nullptr; // a shift
    if (At != llvm::StringRef::npos) return nullptr;                 // two comparisons
    At = I;
    Len = I + 1 < Cond.size() && Cond[I + 1] == '=' ? 2 : 1;
  }
  if (At == llvm::StringRef::npos) return nullptr;
  SymRef L = parseSymText(Cond.take_front(At).trim());
  SymRef R = parseSymText(Cond.drop_front(At + Len).trim());
  if (hasOpaque(L) || hasOpaque(R)) return nullptr;
  return Cond[At] == '>' ? L - R : R - L;
}

/// True when calling F with \p Call's arguments keeps every margin at most its
/// value at entry (so every condition stays false in the callee).
bool keepsCutOff(const CallExpr *Call, const FunctionDecl *F, const std::vector<SymRef> &Margins,
                 ASTContext &Ctx) {
  std::map<std::string, SymRef> Args;
  for (unsigned I = 0; I < F->getNumParams() && I < Call->getNumArgs(); ++I)
    Args[F->getParamDecl(I)->getNameAsString()] = toSym(Call->getArg(I), Ctx);
  for (const SymRef &M : Margins) {
    SymRef Diff = substitute(M, Args) - M;
    if (hasOpaque(Diff)) return false;
    std::set<std::string> Atoms;
    collectAtoms(Diff, Atoms);
    bool Never = forEachSample(Atoms, false, [&](const std::map<std::string, int64_t> &Env) {
      auto V = evaluate(Diff, Env);
      return V && *V <= 0;
    });
    if (!Never) return false;
  }
  return true;
}

/// Offsets (from the body's '{') of the callee names of F's recursive calls
/// that keep the cut-off, to be renamed to the clone.
std::vector<unsigned> callsKeepingCutOff(const FunctionDecl *F, const std::vector<std::string> &Conditions,
                                         ASTContext &Ctx) {
  std::vector<SymRef> Margins;
  for (const std::string &C : Conditions) {
    SymRef M = marginOf(C);
    if (!M) return {};
    Margins.push_back(M);
  }
  struct Calls : RecursiveASTVisitor<Calls> {
    const FunctionDecl *F;
    std::vector<const CallExpr *> Out;
    bool VisitCallExpr(CallExpr *CE) {
      if (CE->getDirectCallee() && CE->getDirectCallee()->getCanonicalDecl() == F->getCanonicalDecl())
        Out.push_back(CE);
      return true;
    }
  } V;
  V.F = F;
  V.TraverseStmt(F->getBody());
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Begin = SM.getFileOffset(cast<CompoundStmt>(F->getBody())->getLBracLoc());
  std::vector<unsigned> Offsets;
  for (const CallExpr *CE : V.Out) {
    auto *Name = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
    if (!Name || Name->getLocation().isMacroID() || !keepsCutOff(CE, F, Margins, Ctx)) continue;
    Offsets.push_back(SM.getFileOffset(Name->getLocation()) - Begin);
  }
  return Offsets;
}

} // namespace

std::string bodyWithoutPragmas(const FunctionDecl *F, const PragmaTable &Table, const SourceManager &SM) {
  auto *Body = cast<CompoundStmt>(F->getBody());
  SourceLocation B = Body->getLBracLoc(), E = Body->getRBracLoc();
  unsigned Begin = SM.getFileOffset(B), End = SM.getFileOffset(E) + 1;
  std::string Text(SM.getCharacterData(B), End - Begin);
  for (const NanoPragma &P : Table.Pragmas) {
    if (!SM.isWrittenInMainFile(P.HashLoc)) continue;
    SourceLocation H = SM.getExpansionLoc(P.HashLoc), PE = SM.getExpansionLoc(P.EndLoc);
    if (SM.getFileID(H) != SM.getFileID(B)) continue;
    unsigned From = SM.getFileOffset(H), To = SM.getFileOffset(PE);
    if (From < Begin || To > End) continue;
    for (unsigned I = From; I < To; ++I)
      if (Text[I - Begin] != '\n') Text[I - Begin] = ' ';
  }
  return Text;
}

bool addCutOffClone(LoweringContext &LC, const PragmaTable &Table, const FunctionDecl *F,
                    const std::vector<NanoPragma *> &FunctionPragmas) {
  ASTContext &Ctx = LC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  std::vector<std::string> Conditions;
  bool AnyIf = false;
  for (const NanoPragma *P : FunctionPragmas)
    if (P->Kind == DirectiveKind::Task && P->If) AnyIf = true;
  if (!AnyIf) return false;
  auto Refuse = [&](const std::string &Why) {
    if (LC.Diags.remarksEnabled())
      LC.Diags.report(SM.getExpansionLoc(F->getLocation()), Diag::ExplainNoCutOffClone)
          << F->getNameAsString() << Why;
    return false;
  };
  std::string Problem = functionProblem(F, Ctx);
  if (!Problem.empty()) return Refuse(Problem);
  for (const NanoPragma &P : Table.Pragmas)
    if (P.Function == F && (P.Kind == DirectiveKind::Parallel || P.Kind == DirectiveKind::Loop))
      return Refuse(std::string("it has a '") + directiveName(P.Kind) + "' directive");

  ParamUses Uses;
  Uses.TraverseStmt(F->getBody());
  if (Uses.StaticLocal) return Refuse("it has static local variables (a copy would have its own)");
  if (textMustNotRepeat(F->getBody(), Table, Ctx)) return Refuse("it expands __COUNTER__ (a copy would count on)");
  if (Uses.FunctionName) return Refuse("it uses __func__ (a copy has another name)");
  std::set<std::string> Invariant;
  for (const ParmVarDecl *P : F->parameters()) {
    QualType T = P->getType();
    if (!T->isArithmeticType() || T.isVolatileQualified()) continue;
    bool OnlyLoads = true;
    for (const DeclRefExpr *D : Uses.All)
      if (D->getDecl() == P && !Uses.Loads.count(D)) OnlyLoads = false;
    if (OnlyLoads) Invariant.insert(P->getNameAsString());
  }
  for (const NanoPragma *P : FunctionPragmas) {
    if (P->Kind != DirectiveKind::Task) continue;
    if (P->ParallelRegion) return Refuse("it has a 'parallel' directive");
    if (!P->If) return Refuse("the task at line " + std::to_string(SM.getExpansionLineNumber(P->HashLoc)) +
                              " has no if() clause");
    std::string Why = undecidableBecause(P->If->Text, Invariant, Uses.LocalNames, Ctx.getLangOpts());
    if (!Why.empty())
      return Refuse("the if() clause at line " + std::to_string(SM.getExpansionLineNumber(P->HashLoc)) +
                    " cannot be decided at entry: " + Why);
    if (std::find(Conditions.begin(), Conditions.end(), P->If->Text) == Conditions.end())
      Conditions.push_back(P->If->Text);
  }

  unsigned K = ++LC.NextId;
  std::string Base = F->getNameAsString() + "_" + std::to_string(K);
  std::string SeqName = "nano_seq_" + Base, ParName = "nano_par_" + Base;
  std::string Args;
  for (const ParmVarDecl *P : F->parameters()) Args += (Args.empty() ? "" : ", ") + P->getNameAsString();
  std::string Test;
  for (const std::string &C : Conditions) Test += (Test.empty() ? "!(" : " && !(") + C + ")";
  bool Void = F->getReturnType()->isVoidType();
  std::string Ret = Void ? "" : "return ";
  std::string Done = Void ? " return;" : "";
  std::string Dispatch = "{ if (" + Test + ") { " + Ret + SeqName + "(" + Args + ");" + Done + " } " + Ret +
                         ParName + "(" + Args + "); } " + signature(F, ParName, Ctx) + " ";
  auto *Body = cast<CompoundStmt>(F->getBody());
  LC.Rewrite.InsertTextBefore(SM.getExpansionLoc(Body->getLBracLoc()), Dispatch);

  FunctionAppendix &A = LC.Pending[F];
  // The lowered body stays out of line: inlined into F, its frame would be set
  // up by every call, the ones below the cut-off included.
  A.Before += "#line 1 \"<nano-generated>\"\n__attribute__((noinline)) " + signature(F, ParName, Ctx) + ";\n" +
              signature(F, SeqName, Ctx) + ";\n";
  std::string Copy = bodyWithoutPragmas(F, Table, SM);
  std::vector<unsigned> Direct = callsKeepingCutOff(F, Conditions, Ctx);
  std::sort(Direct.rbegin(), Direct.rend());
  for (unsigned Off : Direct) Copy.replace(Off, F->getName().size(), SeqName);
  // The copy would repeat the warnings F's body already gets: its warnings
  // are ignored (errors still show; -Werror's included, from F's body).
  const std::string QuietClone = "_Pragma(\"clang diagnostic push\") _Pragma(\"clang diagnostic ignored \\\"-Weverything\\\"\") ";
  A.After += "#line 1 \"<nano-generated>\"\n/* " + F->getNameAsString() +
             " where every if() is false: its sequential elision */" +
             lineDirective(Body->getLBracLoc(), SM) + QuietClone + signature(F, SeqName, Ctx) + " " + Copy +
             " _Pragma(\"clang diagnostic pop\")\n";
  if (LC.Diags.remarksEnabled())
    LC.Diags.report(SM.getExpansionLoc(F->getLocation()), Diag::ExplainCutOffClone)
        << F->getNameAsString() << Test << static_cast<unsigned>(Direct.size());
  return true;
}

} // namespace nanocc
