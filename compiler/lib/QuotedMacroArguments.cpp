//===- QuotedMacroArguments.cpp - Macro arguments a definition turns into text ----===//
#include "nanocc/QuotedMacroArguments.h"
#include "nanocc/Lowering.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"

#include <algorithm>

using namespace clang;

namespace nanocc {

std::vector<std::string> quotedParameters(const MacroInfo &MI) {
  std::vector<std::string> Out;
  if (!MI.isFunctionLike()) return Out;
  auto AddIfParameter = [&](const Token &T) {
    const IdentifierInfo *II = T.getIdentifierInfo();
    if (II && llvm::is_contained(MI.params(), II) && !llvm::is_contained(Out, II->getName().str()))
      Out.push_back(II->getName().str());
  };
  ArrayRef<Token> Tokens = MI.tokens();
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (Tokens[I].is(tok::hash) && I + 1 < Tokens.size()) AddIfParameter(Tokens[I + 1]); // #v
    if (Tokens[I].is(tok::hashhash)) {                                                     // a ## b
      if (I > 0) AddIfParameter(Tokens[I - 1]);
      if (I + 1 < Tokens.size()) AddIfParameter(Tokens[I + 1]);
    }
  }
  return Out;
}

namespace {

/// The parameter of \p MI that receives argument \p Index (variadic macros
/// take every extra argument in their last parameter, __VA_ARGS__).
const IdentifierInfo *parameterAt(const MacroInfo &MI, size_t Index) {
  if (Index < MI.getNumParams()) return MI.params()[Index];
  return MI.isVariadic() && MI.getNumParams() > 0 ? MI.params().back() : nullptr;
}

/// True when some definition of \p Name quotes the parameter that receives
/// argument \p Index. An object-like macro that is one name (`#define Q STR`)
/// stands for that name; \p Depth bounds such aliases.
bool quotesArgument(StringRef Name, size_t Index, const std::vector<UserMacro> &Macros,
                    const std::vector<const MacroInfo *> &Definitions, unsigned Depth = 0) {
  for (size_t M = 0; M < Macros.size(); ++M) {
    if (Macros[M].Name != Name) continue;
    const MacroInfo &MI = *Definitions[M];
    if (!MI.isFunctionLike()) {
      const IdentifierInfo *Alias = MI.getNumTokens() == 1 ? MI.tokens()[0].getIdentifierInfo() : nullptr;
      if (Alias && Depth < 8 && quotesArgument(Alias->getName(), Index, Macros, Definitions, Depth + 1)) return true;
      continue;
    }
    const IdentifierInfo *Parameter = parameterAt(MI, Index);
    if (Parameter && (llvm::is_contained(Macros[M].QuotedParameters, Parameter->getName().str()) ||
                      Macros[M].QuotedThroughCallee.count(Parameter->getName().str())))
      return true;
  }
  return false;
}

/// Adds to \p Macro's quoted parameters those its body passes in a quoted
/// argument of another macro; true when it added one.
bool addPassedOn(UserMacro &Macro, const MacroInfo &MI, const std::vector<UserMacro> &Macros,
                 const std::vector<const MacroInfo *> &Definitions) {
  bool Added = false;
  ArrayRef<Token> Tokens = MI.tokens();
  for (size_t I = 0; I + 1 < Tokens.size(); ++I) {
    const IdentifierInfo *Callee = Tokens[I].getIdentifierInfo();
    if (!Callee || !Tokens[I + 1].is(tok::l_paren)) continue;
    // The call's arguments: split at commas outside nested parentheses.
    size_t Argument = 0;
    unsigned Depth = 0;
    for (size_t J = I + 1; J < Tokens.size(); ++J) {
      const Token &T = Tokens[J];
      if (T.is(tok::l_paren) && Depth++ == 0) continue;
      if (T.is(tok::r_paren) && --Depth == 0) break;
      if (T.is(tok::comma) && Depth == 1) {
        ++Argument;
        continue;
      }
      const IdentifierInfo *II = T.getIdentifierInfo();
      if (!II || !llvm::is_contained(MI.params(), II) ||
          llvm::is_contained(Macro.QuotedParameters, II->getName().str()))
        continue;
      if (quotesArgument(Callee->getName(), Argument, Macros, Definitions)) {
        Macro.QuotedParameters.push_back(II->getName().str());
        Added = true;
      } else if (llvm::is_contained(MI.params(), Callee) && !Macro.QuotedThroughCallee.count(II->getName().str())) {
        // A callee that is a parameter (`f(x)`) is whatever the invocation
        // passes: quoted when that is a macro (quotingMacro looks).
        Macro.QuotedThroughCallee[II->getName().str()] =
            static_cast<unsigned>(llvm::find(MI.params(), Callee) - MI.params().begin());
        Added = true;
      }
    }
  }
  return Added;
}

/// Whether the invocation of \p M that \p Loc (an argument's expansion) is
/// part of passes, as its argument \p Position, what may be a macro: a name
/// of \p Macros, or anything but a plain name. True too when the invocation
/// is not written in the file as `M(...)` (it is inside another macro).
bool passesMacro(SourceLocation Loc, const UserMacro &M, unsigned Position, const SourceManager &SM,
                 const LangOptions &LO, const std::vector<UserMacro> &Macros) {
  StringRef Text = Lexer::getSourceText(SM.getExpansionRange(Loc), SM, LO);
  if (!Text.consume_front(M.Name)) return true;
  Text = Text.ltrim();
  if (!Text.consume_front("(")) return true;
  std::vector<std::string> Arguments; // split at commas outside parentheses
  std::string Current;
  unsigned Depth = 0;
  for (char C : Text) {
    if ((C == ',' || C == ')') && Depth == 0) {
      Arguments.push_back(StringRef(Current).trim().str());
      Current.clear();
      if (C == ')') break;
      continue;
    }
    Depth += C == '(';
    Depth -= C == ')';
    Current += C;
  }
  if (Position >= Arguments.size()) return true;
  const std::string &Passed = Arguments[Position];
  bool Name = !Passed.empty() && llvm::all_of(Passed, [](char C) { return isalnum(static_cast<unsigned char>(C)) || C == '_'; });
  return !Name || llvm::any_of(Macros, [&](const UserMacro &U) { return U.Name == Passed; });
}

} // namespace

void addPassedOnQuotedParameters(std::vector<UserMacro> &Macros, const std::vector<const MacroInfo *> &Definitions) {
  // Each round adds at least one parameter, so this ends.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t M = 0; M < Macros.size(); ++M)
      if (Definitions[M]->isFunctionLike()) Changed |= addPassedOn(Macros[M], *Definitions[M], Macros, Definitions);
  }
}

std::optional<std::string> quotingMacro(SourceLocation Loc, const SourceManager &SM, const LangOptions &LO,
                                        const std::vector<UserMacro> *Macros) {
  if (!Macros) return std::nullopt;
  // An argument passed on (`NAMED(1, z)` whose body calls SHOW(q)) is an
  // argument of each macro on the way: its spelling leads to the outer call.
  for (; Loc.isMacroID() && SM.isMacroArgExpansion(Loc); Loc = SM.getImmediateSpellingLoc(Loc)) {
    // An argument's expansion starts where the definition names the parameter.
    const SrcMgr::ExpansionInfo &Arg = SM.getSLocEntry(SM.getFileID(Loc)).getExpansion();
    SmallVector<char, 32> Buffer;
    bool Invalid = false;
    StringRef Parameter = Lexer::getSpelling(SM.getSpellingLoc(Arg.getExpansionLocStart()), Buffer, SM, LO, &Invalid);
    StringRef Macro = Lexer::getImmediateMacroName(Loc, SM, LO);
    if (Invalid || Parameter.empty()) continue;
    // Any of its definitions: which one the use expands is not needed to refuse it.
    for (const UserMacro &M : *Macros) {
      if (M.Name != Macro) continue;
      if (llvm::is_contained(M.QuotedParameters, Parameter)) return M.Name;
      auto Through = M.QuotedThroughCallee.find(Parameter.str());
      if (Through != M.QuotedThroughCallee.end() && passesMacro(Loc, M, Through->second, SM, LO, *Macros))
        return M.Name;
    }
  }
  return std::nullopt;
}

std::string quotedArgumentProblem(const std::string &Variable, const std::string &Macro, const std::string &What) {
  return "'" + Variable + "' is an argument of the macro '" + Macro + "', whose definition turns it into text ('#' or "
         "'##'), and the outlined " + What + " names that variable differently, which would change the text (pass the "
         "macro the text separately, or use the macro outside the " + What + ")";
}

} // namespace nanocc
