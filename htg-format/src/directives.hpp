// directives.hpp — preprocessor directives (`#include`, `#define`, ...) in a code fragment,
// which HTG-FORMAT.md's "one C/C++ statement" cannot hold.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace htg::detail {

struct Directive {
  std::string name;      // "#include", "#define", or "#" for a null directive
  std::size_t line = 1;  // the line of the fragment it is on, from 1
};

// The first `#` (or `%:`) that starts a logical line of `text`: after the start of the
// text or a line break that no backslash splices, with only blanks and comments
// before it. Nullopt when there is none, or when `text` does not lex.
std::optional<Directive> find_directive(std::string_view text);

}  // namespace htg::detail
