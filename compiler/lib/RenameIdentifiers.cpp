//===- RenameIdentifiers.cpp - Rename variables in C/C++ code text --------===//
#include "nanocc/RenameIdentifiers.h"

#include <cctype>
#include <functional>

namespace nanocc {

namespace {

bool identStart(char C) { return std::isalpha(static_cast<unsigned char>(C)) || C == '_'; }
bool identChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// The end of the literal opened by the quote at \p I (escapes skipped).
size_t literalEnd(const std::string &S, size_t I) {
  char Quote = S[I];
  for (++I; I < S.size() && S[I] != Quote; ++I)
    if (S[I] == '\\') ++I;
  return I < S.size() ? I + 1 : S.size();
}

/// The end of the pp-number starting at \p I (`1e-5`, `0x1fULL`, `1.5f`).
size_t numberEnd(const std::string &S, size_t I) {
  for (++I; I < S.size(); ++I) {
    char C = S[I];
    bool Exponent = (C == '+' || C == '-') && std::string("eEpP").find(S[I - 1]) != std::string::npos;
    if (!identChar(C) && C != '.' && C != '\'' && !Exponent) break;
  }
  return I;
}

} // namespace

std::string mapIdentifiers(const std::string &Code,
                           const std::function<std::string(const std::string &, const std::string &)> &Map,
                           bool KeepDirectiveLines) {
  std::string Out;
  std::string Previous; // the last token: a member or tag name follows some tokens
  bool LineStart = true; // only blanks since the last newline
  for (size_t I = 0; I < Code.size();) {
    char C = Code[I];
    bool Directive = KeepDirectiveLines && LineStart && C == '#';
    if (C == '\n' || (C != ' ' && C != '\t')) LineStart = C == '\n';
    if (Directive) {
      size_t E = Code.find('\n', I);
      E = E == std::string::npos ? Code.size() : E;
      Out.append(Code, I, E - I), I = E;
    } else if (C == '"' || C == '\'') {
      size_t E = literalEnd(Code, I);
      Out.append(Code, I, E - I), Previous = "literal", I = E;
    } else if (Code.compare(I, 2, "//") == 0) {
      size_t E = Code.find('\n', I);
      E = E == std::string::npos ? Code.size() : E;
      Out.append(Code, I, E - I), I = E;
    } else if (Code.compare(I, 2, "/*") == 0) {
      size_t E = Code.find("*/", I + 2);
      E = E == std::string::npos ? Code.size() : E + 2;
      Out.append(Code, I, E - I), I = E;
    } else if (std::isdigit(static_cast<unsigned char>(C))) {
      size_t E = numberEnd(Code, I);
      Out.append(Code, I, E - I), Previous = "number", I = E;
    } else if (identStart(C)) {
      size_t E = I;
      while (E < Code.size() && identChar(Code[E])) ++E;
      std::string Word = Code.substr(I, E - I);
      bool Member = Previous == "." || Previous == "->" || Previous == "::" || Previous == "struct" ||
                    Previous == "union" || Previous == "enum" || Previous == "class";
      // A string literal's prefix (u8"..", L'x') is part of the literal.
      bool Prefix = E < Code.size() && (Code[E] == '"' || Code[E] == '\'');
      Out += !Member && !Prefix ? Map(Word, Previous) : Word;
      Previous = Word, I = E;
    } else if (std::isspace(static_cast<unsigned char>(C))) {
      Out += C, ++I;
    } else {
      size_t Len = Code.compare(I, 2, "->") == 0 || Code.compare(I, 2, "::") == 0 ? 2 : 1;
      Out.append(Code, I, Len), Previous = Code.substr(I, Len), I += Len;
    }
  }
  return Out;
}

std::string renameIdentifiers(const std::string &Code, const std::map<std::string, std::string> &Names) {
  if (Names.empty()) return Code;
  return mapIdentifiers(Code, [&](const std::string &Word, const std::string &) {
    auto It = Names.find(Word);
    return It != Names.end() ? It->second : Word;
  });
}

std::set<std::string> identifiersIn(const std::string &Code) {
  std::set<std::string> Words;
  mapIdentifiers(Code, [&](const std::string &Word, const std::string &) {
    Words.insert(Word);
    return Word;
  });
  return Words;
}

} // namespace nanocc
