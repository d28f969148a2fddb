// type_tags.cpp — tags defined in type texts (see the header).
#include "type_tags.hpp"

namespace htg::detail {

bool is_word(const CToken &token, std::string_view word) {
  return token.kind == CToken::Kind::identifier && token.text == word;
}

bool is_punctuator(const CToken &token, std::string_view text) {
  return token.kind == CToken::Kind::punctuator && token.text == text;
}

std::size_t matching_close(const std::vector<CToken> &tokens, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < tokens.size(); ++i) {
    if (tokens[i].kind != CToken::Kind::punctuator) continue;
    const std::string_view text = tokens[i].text;
    if (text == "{" || text == "(" || text == "[") ++depth;
    if ((text == "}" || text == ")" || text == "]") && --depth == 0) return i;
  }
  return tokens.size();
}

std::vector<TagDefinition> tag_definitions(const std::vector<CToken> &tokens) {
  auto is_tag_keyword = [](const CToken &token) {
    return is_word(token, "struct") || is_word(token, "union") || is_word(token, "class");
  };
  std::vector<TagDefinition> found;
  for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
    if (!is_tag_keyword(tokens[i]) || tokens[i + 1].kind != CToken::Kind::identifier) continue;
    std::size_t brace = i + 2;
    if (brace < tokens.size() && is_word(tokens[brace], "final")) ++brace;
    if (brace < tokens.size() && is_punctuator(tokens[brace], ":"))  // a C++ class's bases
      while (brace < tokens.size() && !is_punctuator(tokens[brace], "{") && !is_punctuator(tokens[brace], ";")) ++brace;
    if (brace >= tokens.size() || !is_punctuator(tokens[brace], "{")) continue;
    found.push_back({std::string(tokens[i + 1].text), is_word(tokens[i], "union"), brace != i + 2, brace + 1,
                     matching_close(tokens, brace)});
  }
  return found;
}

}  // namespace htg::detail
