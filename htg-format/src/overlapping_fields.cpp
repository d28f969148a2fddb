// overlapping_fields.cpp — a union or bit-field reached through a tag or a typeof of
// another variable (probe13 N3): the type texts are the only definitions an HTG holds.
#include "overlapping_fields.hpp"

#include "c_tokens.hpp"
#include "type_tags.hpp"

#include <algorithm>
#include <string_view>

namespace htg::detail {
namespace {

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
