// directives.cpp — finds a preprocessor directive in a code fragment (see the header).
#include "directives.hpp"

#include <algorithm>

#include "c_tokens.hpp"

namespace htg::detail {
namespace {

// Whether the blanks and comments in text[from, to) hold a line break that ends a
// logical line (not a splice `\` newline; a block comment's own breaks do not count).
bool breaks_line(std::string_view text, std::size_t from, std::size_t to) {
  for (std::size_t i = from; i < to; ++i) {
    if (text.compare(i, 2, "/*") == 0) {
      const std::size_t close = text.find("*/", i + 2);
      if (close == std::string_view::npos || close >= to) return false;
      i = close + 1;
    } else if (text.compare(i, 2, "//") == 0) {
      i = std::min(text.find('\n', i), to) - 1;
    } else if (text[i] == '\n') {
      const bool spliced = (i >= 1 && text[i - 1] == '\\') || (i >= 2 && text[i - 1] == '\r' && text[i - 2] == '\\');
      if (!spliced) return true;
    }
  }
  return false;
}

}  // namespace

std::optional<Directive> find_directive(std::string_view text) {
  const Tokenized lexed = tokenize_c(text);
  if (!lexed.error.empty()) return std::nullopt;
  const std::vector<CToken> &tokens = lexed.tokens;
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    const CToken &token = tokens[k];
    if (token.kind != CToken::Kind::punctuator || (token.text != "#" && token.text != "%:")) continue;
    if (k > 0 && !breaks_line(text, tokens[k - 1].end, token.offset)) continue;
    Directive directive;
    directive.name = "#";
    if (k + 1 < tokens.size() && tokens[k + 1].kind == CToken::Kind::identifier &&
        !breaks_line(text, token.end, tokens[k + 1].offset))
      directive.name += std::string(tokens[k + 1].text);
    directive.line = 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(token.offset), '\n'));
    return directive;
  }
  return std::nullopt;
}

}  // namespace htg::detail
