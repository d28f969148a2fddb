// pointer_types.cpp — which types can hold an address (see the header). Not a declaration
// parser: what it cannot read may hold one.
#include "pointer_types.hpp"

#include <algorithm>
#include <iterator>
#include <regex>

#include "c_tokens.hpp"
#include "type_tags.hpp"

namespace htg::detail {
namespace {

bool is_arithmetic_word(std::string_view word) {
  static constexpr std::string_view arithmetic[] = {
      "char",   "short",  "int",      "long",     "float",    "double",    "signed", "unsigned",
      "_Bool",  "bool",   "const",    "volatile", "_Complex", "size_t",    "ssize_t", "ptrdiff_t",
      "wchar_t", "char8_t", "char16_t", "char32_t", "std"};
  static const std::regex fixed_width("u?int(_least|_fast)?[0-9]+_t|u?intmax_t");
  return std::find(std::begin(arithmetic), std::end(arithmetic), word) != std::end(arithmetic) ||
         std::regex_match(std::string(word), fixed_width);
}

// Reads the tokens of a type text, or of a struct or union body in it.
class PointerScan {
 public:
  PointerScan(const std::vector<CToken> &tokens, const std::set<std::string> &free_tags)
      : tokens_(tokens), free_tags_(free_tags) {}

  // Whether tokens [begin, end) may hold an address: a type's specifiers, or (`in_body`)
  // the member declarations of a struct or union.
  bool may_hold(std::size_t begin, std::size_t end, bool in_body) const {
    for (std::size_t i = begin; i < end; ++i) {
      const CToken &token = tokens_[i];
      if (is_punctuator(token, "::") || (token.kind == CToken::Kind::identifier && is_arithmetic_word(token.text)))
        continue;
      if (is_word(token, "enum")) {  // holds an integer
        i = after_enum(i, end) - 1;
        continue;
      }
      if (is_word(token, "struct") || is_word(token, "union") || is_word(token, "class")) {
        std::size_t next = i + 1;
        const bool named = next < end && tokens_[next].kind == CToken::Kind::identifier;
        if (named) ++next;
        if (next < end && is_punctuator(tokens_[next], "{")) {  // defined here
          const std::size_t close = matching_close(tokens_, next);
          if (close >= end || may_hold(next + 1, close, true)) return true;
          i = close;
          continue;
        }
        if (!named || !free_tags_.contains(std::string(tokens_[i + 1].text))) return true;
        i = next - 1;
        continue;
      }
      if (!in_body) return true;
      if (access_label(i, end)) {  // `public:`
        ++i;
        continue;
      }
      if (token.kind == CToken::Kind::identifier && i + 1 < end &&  // a member's name
          (is_punctuator(tokens_[i + 1], ";") || is_punctuator(tokens_[i + 1], ",") ||
           is_punctuator(tokens_[i + 1], "[") || is_punctuator(tokens_[i + 1], ":")))
        continue;
      if (is_punctuator(token, "[")) {  // an array extent
        i = matching_close(tokens_, i);
        if (i >= end) return true;
        continue;
      }
      if (is_punctuator(token, ":")) {  // a bit-field's width
        while (i + 1 < end && !is_punctuator(tokens_[i + 1], ";") && !is_punctuator(tokens_[i + 1], ",")) {
          ++i;
          if (is_punctuator(tokens_[i], "(") || is_punctuator(tokens_[i], "[")) i = matching_close(tokens_, i);
        }
        continue;
      }
      if (is_punctuator(token, ";") || is_punctuator(token, ",")) continue;
      return true;  // `*`, `&`, `(`, `<`, `=`, a typedef's or a class's name...
    }
    return false;
  }

 private:
  // Past `enum [class] [name] [: type] [{ enumerators }]` starting at `i`.
  std::size_t after_enum(std::size_t i, std::size_t end) const {
    ++i;
    while (i < end && (tokens_[i].kind == CToken::Kind::identifier || is_punctuator(tokens_[i], "::") ||
                       is_punctuator(tokens_[i], ":")))
      ++i;
    if (i < end && is_punctuator(tokens_[i], "{")) i = matching_close(tokens_, i) + 1;
    return std::min(i, end);
  }

  bool access_label(std::size_t i, std::size_t end) const {
    const CToken &token = tokens_[i];
    return (is_word(token, "public") || is_word(token, "private") || is_word(token, "protected")) && i + 1 < end &&
           is_punctuator(tokens_[i + 1], ":");
  }

  const std::vector<CToken> &tokens_;
  const std::set<std::string> &free_tags_;
};

}  // namespace

std::set<std::string> pointer_free_tags(const std::vector<Variable> &variables) {
  std::vector<Tokenized> types;
  types.reserve(variables.size());
  for (const Variable &variable : variables) types.push_back(tokenize_c(variable.type));
  std::set<std::string> free;
  // A fixed point: a tag joins when its members hold no address given the tags so far.
  for (bool grew = true; grew;) {
    grew = false;
    for (const Tokenized &type : types) {
      if (!type.error.empty()) continue;
      const PointerScan scan(type.tokens, free);
      for (const TagDefinition &tag : tag_definitions(type.tokens))
        if (!tag.derived && !free.contains(tag.name) && tag.end < type.tokens.size() &&
            !scan.may_hold(tag.begin, tag.end, true))
          grew |= free.insert(tag.name).second;
    }
  }
  return free;
}

namespace {

bool is_qualifier(const CToken &token) {
  return is_word(token, "const") || is_word(token, "volatile") || is_word(token, "restrict") ||
         is_word(token, "__restrict") || is_word(token, "_Atomic");
}

// The member declarations in body tokens [begin, end) of one struct or union: `arrays`
// gets each name declared as an array (or in a declarator not read here), `kinds` each
// declared as no array, and as arithmetic; `pointers` each that may hold an address.
void scan_members(const std::vector<CToken> &tokens, std::size_t begin, std::size_t end, MemberKinds *kinds,
                  std::set<std::string> *arrays, std::set<std::string> *pointers) {
  std::size_t start = begin;
  while (start < end) {
    // One declaration: [start, stop), up to its `;` (brackets skipped).
    std::size_t stop = start;
    while (stop < end && !is_punctuator(tokens[stop], ";")) {
      const bool opens = is_punctuator(tokens[stop], "{") || is_punctuator(tokens[stop], "(") ||
                         is_punctuator(tokens[stop], "[");
      stop = opens ? std::min(matching_close(tokens, stop), end) + 1 : stop + 1;
    }
    // Specifiers: arithmetic words, qualifiers, or a struct/union/enum (a body or a tag).
    bool known = true, arithmetic = true;
    std::size_t i = start;
    while (i < stop) {
      const CToken &token = tokens[i];
      if (is_word(token, "struct") || is_word(token, "union") || is_word(token, "enum")) {
        arithmetic = arithmetic && is_word(token, "enum");
        ++i;
        if (i < stop && tokens[i].kind == CToken::Kind::identifier) ++i;
        if (i < stop && is_punctuator(tokens[i], "{")) i = matching_close(tokens, i) + 1;
      } else if (token.kind == CToken::Kind::identifier && (is_arithmetic_word(token.text) || is_qualifier(token)) &&
                 !is_word(token, "std")) {
        ++i;
      } else {
        break;
      }
    }
    if (i == start) known = arithmetic = false;  // a typedef or class name: its declarators are unknown
    if (!known && i < stop && tokens[i].kind == CToken::Kind::identifier) ++i;
    // Declarators, split at `,`: `*...* name` then `[`, `:`, `=` or the end.
    while (i < stop) {
      bool pointer = false;
      while (i < stop && (is_punctuator(tokens[i], "*") || is_qualifier(tokens[i]))) pointer |= tokens[i++].text == "*";
      std::size_t next = i + 1;
      if (i < stop && tokens[i].kind == CToken::Kind::identifier) {
        const std::string name(tokens[i].text);
        const bool array = next < stop && is_punctuator(tokens[next], "[");
        const bool plain = next >= stop || is_punctuator(tokens[next], ",") || is_punctuator(tokens[next], ":") ||
                           is_punctuator(tokens[next], "=");
        if (!array && plain && (known || pointer))
          kinds->values.insert(name);
        else
          arrays->insert(name);
        if (!array && plain && arithmetic && !pointer)
          kinds->arithmetic.insert(name);
        else
          pointers->insert(name);
      }
      while (next < stop && !is_punctuator(tokens[next], ",")) {
        const bool opens = is_punctuator(tokens[next], "(") || is_punctuator(tokens[next], "[") ||
                           is_punctuator(tokens[next], "{");
        next = opens ? std::min(matching_close(tokens, next), stop) + 1 : next + 1;
      }
      i = next + 1;
    }
    start = stop + 1;
  }
}

}  // namespace

MemberKinds member_kinds(std::string_view type) {
  const Tokenized lexed = tokenize_c(type);
  if (!lexed.error.empty()) return {};
  const std::vector<CToken> &tokens = lexed.tokens;
  MemberKinds kinds;
  std::set<std::string> arrays, pointers;
  for (std::size_t k = 0; k + 1 < tokens.size(); ++k) {
    if (!is_word(tokens[k], "struct") && !is_word(tokens[k], "union") && !is_word(tokens[k], "class")) continue;
    std::size_t open = k + 1;
    if (tokens[open].kind == CToken::Kind::identifier) ++open;
    if (open >= tokens.size() || !is_punctuator(tokens[open], "{")) continue;
    const std::size_t close = matching_close(tokens, open);
    if (close >= tokens.size()) return {};
    scan_members(tokens, open + 1, close, &kinds, &arrays, &pointers);
  }
  for (const std::string &name : arrays) kinds.values.erase(name);
  for (const std::string &name : pointers) kinds.arithmetic.erase(name);
  return kinds;
}

bool type_may_hold_pointer(std::string_view type, const std::set<std::string> &free_tags) {
  const Tokenized lexed = tokenize_c(type);
  if (!lexed.error.empty() || lexed.tokens.empty()) return true;
  return PointerScan(lexed.tokens, free_tags).may_hold(0, lexed.tokens.size(), false);
}

}  // namespace htg::detail
