// overlapping_fields.cpp — a union or bit-field reached through a tag or a typeof of
// another variable (probe13 N3): the type texts are the only definitions an HTG holds.
#include "overlapping_fields.hpp"

#include "c_tokens.hpp"

#include <algorithm>
#include <string_view>

namespace htg::detail {
namespace {

bool is_word(const CToken &token, std::string_view word) {
  return token.kind == CToken::Kind::identifier && token.text == word;
}

bool is_punctuator(const CToken &token, std::string_view text) {
  return token.kind == CToken::Kind::punctuator && token.text == text;
}

bool is_tag_keyword(const CToken &token) {
  return is_word(token, "struct") || is_word(token, "union") || is_word(token, "class");
}

// The index of the token closing the bracket opened at `open`, or tokens.size().
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

// A tag defined in a type text: `struct S { ... }` with its body's tokens [begin, end).
struct TagDefinition {
  std::string name;
  bool is_union = false;
  std::size_t begin = 0, end = 0;
};

std::vector<TagDefinition> tag_definitions(const std::vector<CToken> &tokens) {
  std::vector<TagDefinition> found;
  for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
    if (!is_tag_keyword(tokens[i]) || tokens[i + 1].kind != CToken::Kind::identifier) continue;
    std::size_t brace = i + 2;
    if (brace < tokens.size() && is_word(tokens[brace], "final")) ++brace;
    if (brace < tokens.size() && is_punctuator(tokens[brace], ":"))  // a C++ class's bases
      while (brace < tokens.size() && !is_punctuator(tokens[brace], "{") && !is_punctuator(tokens[brace], ";")) ++brace;
    if (brace >= tokens.size() || !is_punctuator(tokens[brace], "{")) continue;
    found.push_back({std::string(tokens[i + 1].text), is_word(tokens[i], "union"), brace + 1,
                     matching_close(tokens, brace)});
  }
  return found;
}

// Whether tokens [begin, end) spell a union, a bit-field's `:`, a tag of `tags`, or
// the typeof of a variable of `variables`.
bool names_overlap(const std::vector<CToken> &tokens, std::size_t begin, std::size_t end,
                   const std::set<std::string> &tags, const std::set<std::string> &variables) {
  for (std::size_t i = begin; i < end; ++i) {
    const CToken &token = tokens[i];
    if (is_word(token, "union") || is_punctuator(token, ":")) return true;
    if (token.kind != CToken::Kind::identifier) continue;
    if (tags.contains(std::string(token.text))) return true;
    const bool type_of = token.text == "__typeof__" || token.text == "__typeof" || token.text == "typeof" ||
                         token.text == "typeof_unqual" || token.text == "__typeof_unqual__" || token.text == "decltype";
    if (!type_of || i + 1 >= end || !is_punctuator(tokens[i + 1], "(")) continue;
    const std::size_t close = std::min(matching_close(tokens, i + 1), end);
    for (std::size_t k = i + 2; k < close; ++k)
      if (tokens[k].kind == CToken::Kind::identifier && variables.contains(std::string(tokens[k].text))) return true;
  }
  return false;
}

}  // namespace

std::set<std::string> variables_with_overlapping_fields(const std::vector<Variable> &variables) {
  std::vector<Tokenized> types;
  types.reserve(variables.size());
  for (const Variable &variable : variables) types.push_back(tokenize_c(variable.type));
  std::set<std::string> tags, overlapping;
  // A fixed point: each round may add a tag or a variable; the sets only grow.
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t v = 0; v < variables.size(); ++v) {
      const std::vector<CToken> &tokens = types[v].tokens;
      for (const TagDefinition &tag : tag_definitions(tokens))
        if (!tags.contains(tag.name) && (tag.is_union || names_overlap(tokens, tag.begin, tag.end, tags, overlapping)))
          grew |= tags.insert(tag.name).second;
      if (!overlapping.contains(variables[v].name) && names_overlap(tokens, 0, tokens.size(), tags, overlapping))
        grew |= overlapping.insert(variables[v].name).second;
    }
  }
  return overlapping;
}

}  // namespace htg::detail
