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

std::optional<std::string> quotingMacro(SourceLocation Loc, const SourceManager &SM, const LangOptions &LO,
                                        const std::vector<UserMacro> &Macros) {
  if (!Loc.isMacroID() || !SM.isMacroArgExpansion(Loc)) return std::nullopt;
  // An argument's expansion starts where the definition names the parameter.
  const SrcMgr::ExpansionInfo &Arg = SM.getSLocEntry(SM.getFileID(Loc)).getExpansion();
  SmallVector<char, 32> Buffer;
  bool Invalid = false;
  StringRef Parameter = Lexer::getSpelling(SM.getSpellingLoc(Arg.getExpansionLocStart()), Buffer, SM, LO, &Invalid);
  StringRef Macro = Lexer::getImmediateMacroName(Loc, SM, LO);
  if (Invalid || Parameter.empty()) return std::nullopt;
  // Any of its definitions: which one the use expands is not needed to refuse it.
  for (const UserMacro &M : Macros)
    if (M.Name == Macro && llvm::is_contained(M.QuotedParameters, Parameter)) return M.Name;
  return std::nullopt;
}

std::string quotedArgumentProblem(const std::string &Variable, const std::string &Macro, const std::string &What) {
  return "'" + Variable + "' is an argument of the macro '" + Macro + "', whose definition turns it into text ('#' or "
         "'##'), and the outlined " + What + " names that variable differently, which would change the text (pass the "
         "macro the text separately, or use the macro outside the " + What + ")";
}

} // namespace nanocc
