// expression_stores.cpp — finds a store in an expression that is only read (a condition, a
// bound, a subscript): an assignment, `++` or `--` whose effect would not be ordered with
// the other nodes. Runs on tokens that parse as an expression (brackets balance).
//
// Where a store counts:
// - in the expression itself, in a braced list and in a compound literal (`(long[]){n++}`):
//   every store;
// - in a lambda's body or a GNU statement expression (`({ ... })`): a store to a graph
//   variable that the body, the lambda's parameters or its init-captures do not redeclare.
//   Graph variables are file-scope, so a lambda reaches them whatever it captures;
//   its own locals, parameters and copies are its business;
// - nowhere in what is not evaluated: `sizeof`, `alignof`, `decltype`, `noexcept` and
//   `typeof` operands, a lambda's captures (`[=]`, `[n = ...]` declares n), its template
//   parameters and its parameters' default arguments.
#include <algorithm>
#include <iterator>
#include <optional>
#include <set>

#include "c_tokens.hpp"

namespace htg::detail {
namespace {

constexpr std::string_view unevaluated_keywords[] = {"sizeof",     "alignof",  "_Alignof",      "__alignof__",
                                                     "__alignof",  "decltype", "noexcept",      "typeof",
                                                     "__typeof__", "__typeof", "typeof_unqual", "__typeof_unqual__"};
// Keywords after which a name is not being declared (`return x;`, `else x = 1;`).
constexpr std::string_view statement_words[] = {"return", "else",      "do",       "case",     "goto",     "throw",
                                                "sizeof", "co_return", "co_yield", "co_await", "delete",   "new",
                                                "typeid", "alignof",   "_Alignof", "decltype", "noexcept", "not",
                                                "and",    "or",        "xor",      "bitand",   "bitor",    "compl"};
// Keywords that are values: an operand ends with them.
constexpr std::string_view value_keywords[] = {"this", "true", "false", "nullptr", "NULL"};

template <std::size_t N>
bool contains(const std::string_view (&words)[N], std::string_view word) {
  return std::find(std::begin(words), std::end(words), word) != std::end(words);
}

using Names = std::set<std::string, std::less<>>;

class StoreFinder {
 public:
  StoreFinder(const std::vector<CToken> &tokens, const ExpressionContext &context)
      : tokens_(tokens), context_(context), match_(matching_brackets(tokens)) {}

  std::optional<ExpressionStore> run() {
    scan(0, tokens_.size(), false, {});
    return found_;
  }

 private:
  bool punct(std::size_t i, std::string_view text) const {
    return i < tokens_.size() && tokens_[i].kind == CToken::Kind::punctuator && tokens_[i].text == text;
  }
  bool identifier(std::size_t i) const { return i < tokens_.size() && tokens_[i].kind == CToken::Kind::identifier; }
  bool variable_word(std::size_t i) const { return identifier(i) && !is_c_keyword(tokens_[i].text); }

  // Token i ends an operand: what follows it is an operator (`[` a subscript, `(` a call,
  // `++` postfix), not the start of one (`[` a lambda, `(` a statement expression).
  bool ends_operand(std::size_t i) const {
    const CToken &token = tokens_[i];
    switch (token.kind) {
      case CToken::Kind::identifier:
        return !is_c_keyword(token.text) ? !contains(statement_words, token.text)
                                         : contains(value_keywords, token.text);
      case CToken::Kind::punctuator: return token.text == ")" || token.text == "]" || token.text == "}";
      default: return true;
    }
  }
  bool starts_operand(std::size_t i) const { return i == 0 || !ends_operand(i - 1); }

  // Tokens [first, last). `body`: inside a lambda's body or a statement expression, where
  // only stores to graph variables not in `local` count.
  void scan(std::size_t first, std::size_t last, bool body, const Names &local) {
    for (std::size_t i = first; i < last && !found_; ++i) {
      const CToken &token = tokens_[i];
      if (token.kind == CToken::Kind::identifier && contains(unevaluated_keywords, token.text)) {
        if (punct(i + 1, "(")) i = match_[i + 1];  // its operand is not evaluated
        continue;
      }
      if (token.kind != CToken::Kind::punctuator) continue;
      if (token.text == "[" && starts_operand(i) && introduces_lambda(i)) {
        i = lambda(i, last, body, local);
      } else if (token.text == "(" && punct(i + 1, "{") && starts_operand(i) && match_[i + 1] + 1 == match_[i]) {
        Names inner = local;
        declared_in(i + 2, match_[i + 1], inner);
        scan(i + 2, match_[i + 1], true, inner);
        i = match_[i];
      } else if (is_assignment_operator(token.text) || token.text == "++" || token.text == "--") {
        store(i, body, local);
      }
    }
  }

  // The `[` at `open`, which starts an operand, is a lambda's: `]` is followed by its
  // template parameters, parameters, specifiers or body (not `=`, as a designator is).
  bool introduces_lambda(std::size_t open) const {
    static constexpr std::string_view specifiers[] = {"mutable",  "constexpr", "consteval", "static",
                                                      "noexcept", "requires",  "throw"};
    const std::size_t after = match_[open] + 1;
    return punct(after, "(") || punct(after, "{") || punct(after, "<") || punct(after, "->") ||
           (identifier(after) && contains(specifiers, tokens_[after].text));
  }

  // The lambda whose introducer `[` is at `open`: its init-captures' initialisers are
  // evaluated where it stands, its body as a body. Returns the index of its last token.
  std::size_t lambda(std::size_t open, std::size_t last, bool body, const Names &local) {
    const std::size_t close = match_[open];
    Names inner = local;
    // Captures: `x = init`, `&x = init`, `...x = init` (or `x{init}`, `x(init)`).
    for (std::size_t i = open + 1; i < close; ++i) {
      if (punct(i, "(") || punct(i, "[") || punct(i, "{")) {
        i = match_[i];
        continue;
      }
      if (!variable_word(i) || !(punct(i + 1, "=") || punct(i + 1, "{") || punct(i + 1, "("))) continue;
      inner.insert(std::string(tokens_[i].text));
      std::size_t end = i + 1;
      if (punct(end, "=")) {
        ++end;
        while (end < close && !punct(end, ","))
          end = punct(end, "(") || punct(end, "[") || punct(end, "{") ? match_[end] + 1 : end + 1;
        scan(i + 2, end, body, local);
      } else {
        end = match_[end] + 1;
        scan(i + 2, end - 1, body, local);
      }
      i = end - 1;
    }
    std::size_t i = close + 1;
    if (punct(i, "<")) {  // template parameters, with their default arguments
      int angle = 0;
      for (; i < last; ++i) {
        if (punct(i, "(") || punct(i, "[") || punct(i, "{")) i = match_[i];
        if (punct(i, "<")) ++angle;
        if (punct(i, ">")) --angle;
        if (punct(i, ">>")) angle -= 2;
        if (angle <= 0) break;
      }
      ++i;
    }
    while (i < last && !punct(i, "(") && !punct(i, "{")) ++i;  // `requires ...`
    if (punct(i, "(")) {  // parameters: each declares its name; default arguments are not scanned
      for (std::size_t k = i + 1; k < match_[i]; ++k) {
        if (punct(k, "(") || punct(k, "[") || punct(k, "{")) {
          k = match_[k];
          continue;
        }
        if (variable_word(k) && (punct(k + 1, ",") || punct(k + 1, "=") || punct(k + 1, "[") || k + 1 == match_[i]))
          inner.insert(std::string(tokens_[k].text));
      }
      i = match_[i] + 1;
    }
    while (i < last && !punct(i, "{")) {  // mutable, noexcept(...), -> type
      i = punct(i, "(") || punct(i, "[") ? match_[i] + 1 : i + 1;
    }
    if (i >= last) return close;
    declared_in(i + 1, match_[i], inner);
    scan(i + 1, match_[i], true, inner);
    return match_[i];
  }

  // Adds the names declared in tokens [first, last): a name after a type (`long k`,
  // `auto *p`, `T v`) followed by `=`, `;`, `,`, `[`, `{`, `(` or `:`.
  void declared_in(std::size_t first, std::size_t last, Names &names) const {
    for (std::size_t i = first + 1; i < last; ++i) {
      if (!variable_word(i)) continue;
      std::size_t before = i - 1;
      while (before > first && (punct(before, "*") || punct(before, "&") || punct(before, "&&"))) --before;
      const CToken &type = tokens_[before];
      const bool after_type = type.kind == CToken::Kind::identifier && !contains(statement_words, type.text) &&
                              !contains(value_keywords, type.text);
      const bool declarator_end = punct(i + 1, "=") || punct(i + 1, ";") || punct(i + 1, ",") || punct(i + 1, "[") ||
                                  punct(i + 1, "{") || punct(i + 1, "(") || punct(i + 1, ":");
      if (after_type && declarator_end) names.insert(std::string(tokens_[i].text));
    }
  }

  // The store operator at `k`: found unless it is a designator's `=` (`{.x = 1}`), or in
  // a body, a store to what is not a graph variable or is declared there.
  void store(std::size_t k, bool body, const Names &local) {
    const bool prefix = (punct(k, "++") || punct(k, "--")) && starts_operand(k);
    bool designator = false;
    std::string target = prefix ? name_after(k) : name_before(k, &designator);
    if (designator) return;
    if (body) {
      if (target.empty() || local.count(target) || !context_.variables || !context_.variables->count(target)) return;
    }
    found_ = ExpressionStore{tokens_[k].offset, std::string(tokens_[k].text), target};
  }

  // `++x`, `--*p`, `++(a[i])`, `++::n`: the first name.
  std::string name_after(std::size_t k) const {
    for (std::size_t i = k + 1; i < tokens_.size(); ++i) {
      if (variable_word(i)) return std::string(tokens_[i].text);
      if (!(punct(i, "*") || punct(i, "(") || punct(i, "::") || punct(i, "++") || punct(i, "--"))) break;
    }
    return {};
  }

  // `x = `, `a[i].f += `, `p->n++`, `(x) = `: the variable the postfix chain before `k`
  // starts with. `designator`: the chain is `.f` or `[i]` right after `{` or `,`.
  std::string name_before(std::size_t k, bool *designator) const {
    std::size_t i = k;
    std::string name;
    while (i > 0) {
      const std::size_t t = i - 1;
      if (punct(t, "]") || punct(t, ")")) {
        const std::size_t open = match_[t];
        if (punct(t, ")") && (open == 0 || !ends_operand(open - 1))) {  // a group: `(x) = 1`, `(*p)++`
          for (std::size_t j = open + 1; j < t; ++j)
            if (variable_word(j)) return std::string(tokens_[j].text);
          return name;
        }
        if (punct(t, "]") && (open == 0 || punct(open - 1, "{") || punct(open - 1, ","))) {
          *designator = open > 0;
          return {};
        }
        i = open;
      } else if (variable_word(t)) {
        name = std::string(tokens_[t].text);
        if (t > 0 && (punct(t - 1, ".") || punct(t - 1, "->") || punct(t - 1, "::"))) {
          if (t >= 2 && punct(t - 1, ".") && (punct(t - 2, "{") || punct(t - 2, ","))) {
            *designator = true;
            return {};
          }
          i = t - 1;
        } else {
          return name;
        }
      } else if (punct(t, ".") || punct(t, "->") || punct(t, "::")) {
        i = t;
      } else {
        break;
      }
    }
    return name;
  }

  const std::vector<CToken> &tokens_;
  const ExpressionContext &context_;
  std::vector<std::size_t> match_;
  std::optional<ExpressionStore> found_;
};

}  // namespace

std::optional<ExpressionStore> find_expression_store(const std::vector<CToken> &tokens,
                                                     const ExpressionContext &context) {
  return StoreFinder(tokens, context).run();
}

}  // namespace htg::detail
