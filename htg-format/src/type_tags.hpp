// type_tags.hpp — the tags (`struct S { ... }`, `union U { ... }`) that the type texts of
// an HTG document define: the only definitions a document holds.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "c_tokens.hpp"

namespace htg::detail {

bool is_word(const CToken &token, std::string_view word);
bool is_punctuator(const CToken &token, std::string_view text);

// The index of the token closing the bracket opened at `open`, or tokens.size().
std::size_t matching_close(const std::vector<CToken> &tokens, std::size_t open);

// A tag defined in a type text: `struct S { ... }` with its body's tokens [begin, end).
struct TagDefinition {
  std::string name;
  bool is_union = false;
  bool derived = false;  // a C++ class with bases (or `final`): its body is not all of it
  std::size_t begin = 0, end = 0;
};

// Every named struct, union or class defined in `tokens`, nested ones too.
std::vector<TagDefinition> tag_definitions(const std::vector<CToken> &tokens);

}  // namespace htg::detail
