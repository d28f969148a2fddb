// access.cpp — the access syntax of reads/writes (`*p`, `a`, `m[i][0:n]`, `s->f[lo:len]`):
// parsing into base + selectors, and printing back.
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include "c_tokens.hpp"
#include "linear_form.hpp"
#include "read_structure.hpp"
#include "htg/reader.hpp"
#include "htg/writer.hpp"

namespace htg {
namespace {

using detail::CToken;

std::string trimmed(std::string_view text) {
  std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  std::size_t last = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(first, last - first + 1));
}

// Parses the subscript whose '[' is tokens[open]; on success `close` is the index of ']'.
bool parse_subscript(std::string_view text, const std::vector<CToken> &tokens, std::size_t open, Selector *selector,
                     std::size_t *close, std::string *error) {
  int depth = 0;
  int pending_ternaries = 0;
  std::size_t colon = 0;
  for (std::size_t i = open + 1; i < tokens.size(); ++i) {
    std::string_view t = tokens[i].text;
    if (t == "(" || t == "[" || t == "{") {
      ++depth;
    } else if ((t == ")" || t == "}" || t == "]") && depth > 0) {
      --depth;
    } else if (t == "]") {
      *close = i;
      auto slice = [&](std::size_t first, std::size_t last) {  // tokens [first, last) as written
        if (first >= last) return std::string();
        std::size_t begin = tokens[first].offset;
        std::size_t end = tokens[last - 1].end;
        return trimmed(text.substr(begin, end - begin));
      };
      if (colon == 0) {
        selector->kind = Selector::Kind::index;
        selector->index = slice(open + 1, i);
        if (selector->index.empty()) return *error = "empty subscript '[]'", false;
      } else {
        selector->kind = Selector::Kind::section;
        selector->index = slice(open + 1, colon);
        selector->length = slice(colon + 1, i);
        if (selector->index.empty()) return *error = "array section has no lower bound (write [0:len])", false;
        if (selector->length.empty()) return *error = "array section has no length (write [lo:len])", false;
      }
      return true;
    } else if (t == ")" || t == "}") {
      return *error = "'" + std::string(t) + "' inside a subscript has no matching opening bracket", false;
    } else if (depth == 0 && t == "?") {
      ++pending_ternaries;
    } else if (depth == 0 && t == ":") {
      if (pending_ternaries > 0) {
        --pending_ternaries;
      } else if (colon != 0) {
        return *error = "array section has more than one ':'", false;
      } else {
        colon = i;
      }
    } else if (depth == 0 && t == ";") {
      return *error = "';' inside a subscript", false;
    }
  }
  return *error = "'[' is never closed", false;
}

// Why a subscript that parses is still not one: a lone floating or string literal
// indexing an array or a pointer (`a[1.5]`, `a["s"]`; no compiler takes it; `builtin`),
// or a constant negative section length.
std::string check_subscript_value(const Selector &selector, const detail::ExpressionContext &context, bool builtin) {
  const detail::Tokenized lexed = detail::tokenize_c(selector.index);
  if (builtin && lexed.tokens.size() == 1) {
    const CToken &only = lexed.tokens[0];
    const bool floating = only.kind == CToken::Kind::number &&
                          detail::number_kind(only.text, context.cplusplus) == detail::NumberKind::floating;
    if (floating || only.kind == CToken::Kind::string)
      return "subscript '" + selector.index + "' is not an integer";
  }
  if (selector.kind == Selector::Kind::section) {
    const std::optional<std::int64_t> length = detail::constant_value(selector.length);
    if (length && *length < 0)
      return "array section '[" + selector.index + ":" + selector.length + "]' has a negative length (" +
             std::to_string(*length) + "): a section is [first:count]";
  }
  return {};
}

// How many of the subscripts right after `base` index an array or a pointer. In C every
// subscript does; in C++ a class may define `operator[]` (`m["key"]` on a std::map), so
// only the graph variable's dims and the `*`s of its type count.
int builtin_subscripts(const std::string &base, const detail::ExpressionContext &context) {
  if (!context.cplusplus) return std::numeric_limits<int>::max();  // (more than any access has)
  if (!context.variables) return 0;
  auto found = context.variables->find(base);
  return found == context.variables->end() ? 0 : found->second;
}

}  // namespace

std::optional<Access> parse_access(std::string_view text, std::string *error) {
  return detail::parse_access(text, error, detail::ExpressionContext{});
}

std::optional<Access> detail::parse_access(std::string_view text, std::string *error,
                                           const ExpressionContext &context, bool *stores) {
  std::string scratch;
  std::string &why = error ? *error : scratch;
  detail::Tokenized lexed = detail::tokenize_c(text);
  if (!lexed.error.empty()) return why = lexed.error, std::nullopt;
  const std::vector<CToken> &tokens = lexed.tokens;
  Access access;
  access.text = trimmed(text);
  std::size_t i = 0;
  // `*p` is p[0]; each further `*` (`**pp`) one more [0] after the postfix selectors,
  // since a prefix `*` applies to the whole postfix expression (`**s.f` is s.f[0][0]).
  std::size_t stars = 0;
  while (i < tokens.size() && tokens[i].text == "*") {
    ++stars;
    ++i;
  }
  access.deref = stars > 0;
  if (i >= tokens.size()) return why = "it names no variable", std::nullopt;
  if (tokens[i].text == "(") {  // `*(p + 1)`, `(*pp)[0:n]`: read as `p[1]`, `pp[0][0:n]`
    std::optional<std::string> plain = unparenthesized_access(text, &why);
    if (!plain) return std::nullopt;
    std::optional<Access> read = parse_access(*plain, &why, context, stores);
    if (read) read->text = access.text;
    return read;
  }
  if (tokens[i].kind != CToken::Kind::identifier)
    return why = "it must start with a variable name, not '" + std::string(tokens[i].text) + "'", std::nullopt;
  access.base = std::string(tokens[i].text);
  int builtin = builtin_subscripts(access.base, context);
  if (access.deref && builtin > 0) --builtin;
  for (++i; i < tokens.size(); ++i) {
    Selector selector;
    std::string_view t = tokens[i].text;
    if (t == "." || t == "->") {
      if (i + 1 >= tokens.size() || tokens[i + 1].kind != CToken::Kind::identifier)
        return why = "'" + std::string(t) + "' must be followed by a field name", std::nullopt;
      selector.kind = t == "." ? Selector::Kind::field : Selector::Kind::arrow;
      if (context.cplusplus) builtin = 0;  // a member, whose type is unknown
      selector.name = std::string(tokens[++i].text);
    } else if (t == "[") {
      std::size_t close = i;
      if (!parse_subscript(text, tokens, i, &selector, &close, &why)) return std::nullopt;
      const std::string *part = &selector.index;
      bool stored = false;
      std::string check = detail::check_expression(selector.index, context, &stored);
      if (check.empty() && selector.kind == Selector::Kind::section) {
        part = &selector.length;
        check = detail::check_expression(selector.length, context, &stored);
      }
      if (stored) {
        if (stores) *stores = true;
        return why = check.substr(0, check.size() - 1) + " of '" + *part + "')", std::nullopt;
      }
      if (!check.empty()) return why = "bad subscript '" + *part + "': " + check, std::nullopt;
      check = check_subscript_value(selector, context, builtin > 0);
      if (builtin > 0) --builtin;
      if (!check.empty()) return why = check, std::nullopt;
      i = close;
    } else {
      return why = "unexpected '" + std::string(t) + "' after '" + std::string(text.substr(0, tokens[i].offset)) +
                   "' (expected '.', '->' or '[')",
             std::nullopt;
    }
    access.selectors.push_back(std::move(selector));
  }
  for (; stars > 1; --stars) {
    Selector element;  // kind index
    element.index = "0";
    access.selectors.push_back(std::move(element));
  }
  return access;
}

std::string access_to_string(const Access &access) {
  std::string out = access.deref ? "*" : "";
  out += access.base;
  for (const Selector &selector : access.selectors) {
    switch (selector.kind) {
      case Selector::Kind::field: out += "." + selector.name; break;
      case Selector::Kind::arrow: out += "->" + selector.name; break;
      case Selector::Kind::index: out += "[" + selector.index + "]"; break;
      case Selector::Kind::section: out += "[" + selector.index + ":" + selector.length + "]"; break;
    }
  }
  return out;
}

}  // namespace htg
