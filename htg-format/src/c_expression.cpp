// c_expression.cpp — recursive-descent recogniser of C/C++ expression syntax over c_tokens.
//
// Grammar (lenient where C and C++ differ, strict about structure):
//   expression  := assignment (',' assignment)*
//   assignment  := conditional (assign-op assignment)?
//   conditional := binary ('?' expression ':' assignment)?
//   binary      := cast (binary-op cast)*          -- precedence does not affect validity
//   cast        := '(' type-name ')' (cast | braced-list) | unary
//   unary       := prefix-op cast | sizeof/alignof (unary | '(' type-name ')') | postfix
//   postfix     := primary ('[' expression ']' | '(' arguments ')' | ('.'|'->') name | '++' | '--')*
//   primary     := literal | name | '(' expression ')' | lambda | named-cast | functional-cast
// A parenthesised name followed by an operand (`(T) x`) is read as a cast. Template
// arguments after a name are accepted when they are followed by `(`, `::` or `{`, or in a
// C++ type-name by anything; in C++ a `>>` may close two lists (`vector<vector<int>>`).
// Invariant: every failure throws SyntaxError with a located sentence; parse_expression
// catches it, so nothing escapes.
#include "c_expression.hpp"

#include <algorithm>
#include <iterator>
#include <optional>
#include <string_view>

namespace htg::detail {
namespace {

struct SyntaxError {
  std::string message;
  bool too_deep = false;  // no reading of the tokens can succeed: speculative parses pass it on
};

constexpr std::string_view binary_operators[] = {"||", "&&", "|",  "^",  "&", "==", "!=", "<",  ">", "<=",
                                                 ">=", "<=>", "<<", ">>", "+", "-",  "*",  "/",  "%", ".*", "->*"};
constexpr std::string_view type_keywords[] = {
    "void",  "char",   "short",    "int",      "long",     "float",   "double",  "signed",   "unsigned",
    "_Bool", "bool",   "_Complex", "wchar_t",  "char8_t",  "char16_t", "char32_t", "__int128", "const",
    "volatile", "restrict", "__restrict", "__restrict__", "_Atomic", "typename", "auto"};
constexpr std::string_view tag_keywords[] = {"struct", "union", "enum", "class"};
constexpr std::string_view named_casts[] = {"static_cast", "const_cast", "reinterpret_cast", "dynamic_cast"};
constexpr std::string_view sizeof_keywords[] = {"sizeof", "alignof", "_Alignof", "__alignof__", "__alignof"};
// Keywords that can never appear inside an expression.
constexpr std::string_view statement_keywords[] = {
    "if",     "else",   "for",      "while",  "do",     "return",  "break",    "continue", "goto",
    "switch", "case",   "default",  "typedef", "extern", "static",  "register", "inline",   "asm",
    "__asm__", "_Static_assert", "static_assert", "namespace", "using", "template", "public", "private",
    "protected", "virtual", "friend"};

template <std::size_t N>
bool contains(const std::string_view (&list)[N], std::string_view text) {
  return std::find(std::begin(list), std::end(list), text) != std::end(list);
}

std::string at(const CToken &token) { return "at position " + std::to_string(token.offset + 1); }
std::string quoted(const CToken &token) { return "'" + std::string(token.text) + "'"; }

class Parser {
 public:
  Parser(const std::vector<CToken> &tokens, bool cplusplus) : tokens_(tokens), cplusplus_(cplusplus) {}

  void whole(bool initializer) {
    if (initializer && is("{"))
      braced_list();
    else
      expression();
    if (pos_ < tokens_.size())
      fail(quoted(tokens_[pos_]) + " " + at(tokens_[pos_]) + " follows a complete expression (an operator is missing?)");
  }

  // A type-name for a whole token range (template argument); false when it is not one.
  bool whole_type_name() {
    std::size_t saved = pos_;
    bool ok = try_type_name() && pos_ == tokens_.size();
    if (!ok) pos_ = saved;
    return ok;
  }

 private:
  static constexpr int max_depth = 1000;  // bounds the recursion (about 3 levels per bracket)

  // ---- token access -------------------------------------------------------------

  bool done() const { return pos_ >= tokens_.size(); }
  bool is(std::string_view text, std::size_t ahead = 0) const {
    return pos_ + ahead < tokens_.size() && tokens_[pos_ + ahead].text == text &&
           tokens_[pos_ + ahead].kind == CToken::Kind::punctuator;
  }
  bool is_identifier(std::size_t ahead = 0) const {
    return pos_ + ahead < tokens_.size() && tokens_[pos_ + ahead].kind == CToken::Kind::identifier;
  }
  bool is_word(std::string_view word) const { return is_word_at(word, 0); }
  bool is_word_at(std::string_view word, std::size_t ahead) const {
    return is_identifier(ahead) && tokens_[pos_ + ahead].text == word;
  }
  const CToken &current() const { return tokens_[pos_]; }

  [[noreturn]] void fail(std::string message) const { throw SyntaxError{std::move(message)}; }

  // Why no operand could start here: at the end, or at an unexpected token.
  [[noreturn]] void missing_operand() const {
    if (done()) {
      if (tokens_.empty()) fail("it is empty");
      const CToken &last = tokens_.back();
      fail("an operand is missing after " + quoted(last) + " " + at(last));
    }
    const CToken &token = current();
    if (pos_ > 0)
      fail("an operand is missing between " + quoted(tokens_[pos_ - 1]) + " and " + quoted(token) + " " + at(token));
    fail("it cannot start with " + quoted(token));
  }

  void expect(std::string_view text) {
    if (is(text)) {
      ++pos_;
      return;
    }
    if (done()) fail("it ends where '" + std::string(text) + "' is expected");
    fail("expected '" + std::string(text) + "' " + at(current()) + ", not " + quoted(current()));
  }

  struct DepthGuard {
    explicit DepthGuard(Parser &parser) : parser_(parser) {
      if (++parser_.depth_ > max_depth) throw SyntaxError{"it is nested too deeply", true};
    }
    ~DepthGuard() { --parser_.depth_; }
    DepthGuard(const DepthGuard &) = delete;
    DepthGuard &operator=(const DepthGuard &) = delete;
    Parser &parser_;
  };

  // ---- expressions ---------------------------------------------------------------

  void expression() {
    assignment();
    while (is(",")) {
      ++pos_;
      assignment();
    }
  }

  void assignment() {
    DepthGuard guard(*this);
    if (cplusplus_ && is_word("throw")) {  // C++ `throw [operand]`
      ++pos_;
      if (!done() && !is(")") && !is(",") && !is(":") && !is("]") && !is("}") && !is(";")) assignment();
      return;
    }
    conditional();
    if (!done() && current().kind == CToken::Kind::punctuator && is_assignment_operator(current().text)) {
      ++pos_;
      if (is("{"))
        braced_list();
      else
        assignment();
    }
  }

  void conditional() {
    binary();
    if (is("?")) {
      ++pos_;
      if (is(":")) {  // GNU `a ?: b`
        ++pos_;
      } else {
        expression();
        expect(":");
      }
      assignment();
    }
  }

  void binary() {
    cast();
    while (!done() && current().kind == CToken::Kind::punctuator && contains(binary_operators, current().text)) {
      ++pos_;
      cast();
    }
  }

  void cast() {
    DepthGuard guard(*this);
    if (is("(")) {
      std::size_t saved = pos_;
      ++pos_;
      bool definite = false;
      if (try_type_name(&definite) && is(")")) {
        ++pos_;
        if (is("{")) {  // compound literal
          braced_list();
          postfix();
          return;
        }
        if (definite) {
          if (done()) fail("the cast " + at(tokens_[saved]) + " has no operand");
          cast();
          return;
        }
        if (starts_operand_unambiguously()) {
          cast();
          return;
        }
      }
      pos_ = saved;
    }
    unary();
  }

  // After `(name)`: tokens that can only begin an operand, never continue an expression.
  bool starts_operand_unambiguously() const {
    if (done()) return false;
    const CToken &token = current();
    if (token.kind != CToken::Kind::punctuator) return true;
    return token.text == "(" || token.text == "!" || token.text == "~";
  }

  void unary() {
    DepthGuard guard(*this);  // `sizeof sizeof ... x` recurses here without cast()
    if (done()) missing_operand();
    const CToken &token = current();
    if (token.kind == CToken::Kind::punctuator) {
      if (token.text == "++" || token.text == "--" || token.text == "+" || token.text == "-" || token.text == "!" ||
          token.text == "~" || token.text == "*" || token.text == "&") {
        ++pos_;
        cast();
        return;
      }
      if (token.text == "&&" && is_identifier(1)) {  // GNU label address
        pos_ += 2;
        return;
      }
    }
    if (cplusplus_ && (is_word("new") || is_word("delete") || (is("::") && is_word_at("new", 1)) ||
                       (is("::") && is_word_at("delete", 1)))) {
      allocation();
      return;
    }
    if (token.kind == CToken::Kind::identifier && token.text == "__extension__") {  // GNU: no warnings inside
      ++pos_;
      cast();
      return;
    }
    if (token.kind == CToken::Kind::identifier && contains(sizeof_keywords, token.text)) {
      ++pos_;
      if (is("...")) {  // C++ sizeof...(pack)
        ++pos_;
        expect("(");
        expect_identifier();
        expect(")");
        return;
      }
      if (is("(")) {
        std::size_t saved = pos_;
        ++pos_;
        if (try_type_name() && is(")")) {
          ++pos_;
          return;
        }
        pos_ = saved;
      }
      unary();
      return;
    }
    primary();
    postfix();
  }

  void primary() {
    DepthGuard guard(*this);
    if (done()) missing_operand();
    const CToken &token = current();
    switch (token.kind) {
      case CToken::Kind::number:
        if (number_kind(token.text, cplusplus_) == NumberKind::invalid)
          fail(quoted(token) + " " + at(token) + " is not a valid number" +
               (!cplusplus_ && number_kind(token.text, true) != NumberKind::invalid
                    ? std::string(" in C (a user-defined literal needs \"language\": \"c++\")")
                    : std::string()));
        ++pos_;
        return;
      case CToken::Kind::character: ++pos_; return;
      case CToken::Kind::string:
        while (!done() && current().kind == CToken::Kind::string) ++pos_;  // adjacent literals concatenate
        return;
      case CToken::Kind::identifier: name_primary(); return;
      case CToken::Kind::punctuator: break;
    }
    if (token.text == "(") {
      ++pos_;
      if (is("{")) {  // GNU statement expression: its statements are the compiler's business
        skip_balanced();
      } else {
        if (is(")")) fail("'()' " + at(token) + " holds no expression");
        expression();
      }
      expect(")");
      return;
    }
    if (token.text == "[") {
      lambda();
      return;
    }
    if (token.text == "::") {
      name_primary();
      return;
    }
    missing_operand();
  }

  void name_primary() {
    const CToken &token = current();
    if (contains(statement_keywords, token.text)) fail(quoted(token) + " " + at(token) + " cannot appear in an expression");
    if (cplusplus_ && (token.text == "co_await" || token.text == "co_yield"))
      fail(quoted(token) + " " + at(token) +
           " needs a coroutine, and the generated code evaluates expressions in plain functions; call a function "
           "that waits instead");
    if (token.text == "_Generic") {
      generic_selection();
      return;
    }
    if (contains(named_casts, token.text)) {
      ++pos_;
      const std::optional<ArgumentList> list = is("<") ? template_argument_list(pos_) : std::nullopt;
      if (list && list->arguments.size() == 1 && is_type(argument_tokens(*list, 0))) {
        pos_ = list->close + 1;
      } else {  // what is wrong, and where
        expect("<");
        if (!try_type_name()) fail("expected a type " + (done() ? std::string("at the end") : at(current())));
        expect(">");
      }
      expect("(");
      expression();
      expect(")");
      return;
    }
    if (contains(type_keywords, token.text) || contains(tag_keywords, token.text) ||
        (is_operand_type_keyword(token.text) && is("(", 1))) {
      // C++ functional cast `int(x)` / `unsigned{x}` / `decltype(x){}`, or `struct P{...}` never in C.
      std::size_t first = pos_;
      if (!try_type_name() || !(is("(") || is("{")))
        fail("type name '" + std::string(tokens_[first].text) + "' " + at(tokens_[first]) +
             " where a value is expected");
      if (is("{")) {
        braced_list();
      } else {
        ++pos_;
        arguments();
      }
      return;
    }
    qualified_name();
    if (is("{")) braced_list();  // C++ list-initialisation `T{...}`
  }

  // C++ `[::] new [(placement)] type [(args) | {list}]`, `new (type) ...`, and
  // `[::] delete [[]] operand`: allocation is no store to a graph variable.
  void allocation() {
    if (is("::")) ++pos_;
    if (is_word("delete")) {
      ++pos_;
      if (is("[")) {
        ++pos_;
        expect("]");
      }
      cast();
      return;
    }
    ++pos_;  // new
    bool typed = false;
    if (is("(")) {  // `(type)`, or placement arguments before the type
      const std::size_t saved = pos_;
      ++pos_;
      typed = try_type_name() && is(")");
      if (typed) {
        ++pos_;
        try_type_name();  // `new (std::nothrow) int`: the parentheses held a placement
      } else {
        pos_ = saved + 1;
        arguments();
      }
    }
    if (!typed && !try_type_name())
      fail("expected a type after 'new' " + (done() ? std::string("at the end") : at(current())));
    if (is("(")) {
      ++pos_;
      arguments();
    } else if (is("{")) {
      braced_list();
    }
  }

  // C11 `_Generic(controlling, type-name: value, ..., default: value)`.
  void generic_selection() {
    ++pos_;
    expect("(");
    assignment();
    do {
      expect(",");
      if (is_word("default")) {
        ++pos_;
      } else if (!try_type_name()) {
        fail("expected a type or 'default' in '_Generic' " + (done() ? std::string("at the end") : at(current())));
      }
      expect(":");
      assignment();
    } while (!is(")"));
    expect(")");
  }

  void expect_identifier() {
    if (!is_identifier()) {
      if (done()) fail("it ends where a name is expected");
      fail("expected a name " + at(current()) + ", not " + quoted(current()));
    }
    ++pos_;
  }

  // [::] name [<args>] (:: [~|template] name [<args>])*; `in_type`: a type-name is read.
  void qualified_name(bool in_type = false) {
    if (is("::")) ++pos_;
    if (is("~")) ++pos_;
    expect_identifier();
    try_template_arguments(in_type);
    while (is("::")) {
      ++pos_;
      if (is_word("template")) ++pos_;
      if (is("~")) ++pos_;
      expect_identifier();
      try_template_arguments(in_type);
    }
  }

  // At `<` after a name: template arguments when every argument is a type or an
  // expression and the closing `>` is followed by `(`, `::` or `{` (or anything, in a C++
  // type-name: `sizeof(std::vector<int>)`, or when an argument is a type that is no
  // expression, `std::is_same_v<T, int> == false`: `x < int` compares nothing); otherwise
  // `<` stays an operator.
  void try_template_arguments(bool in_type) {
    if (!is("<")) return;
    DepthGuard guard(*this);  // each level copies its arguments: `f<f<f<...>>>` is bounded here
    const std::size_t close = angle_closes()[pos_];
    if (close == no_close) return;
    std::string_view after = close + 1 < tokens_.size() ? tokens_[close + 1].text : std::string_view();
    const bool by_context = after == "(" || after == "::" || after == "{" || (in_type && cplusplus_);
    // Else only an argument that cannot be a value decides: look for one before any
    // sub-parse, and split no list without a type keyword in it (`x<x<...y>y>`).
    if (!by_context && !(cplusplus_ && type_words_between(pos_, close))) return;
    const std::optional<ArgumentList> list = template_argument_list(pos_);
    if (!list) return;
    auto cannot_be_value = [&](const std::pair<std::size_t, std::size_t> &range) {
      return starts_with_type_keyword(range.first, range.second);
    };
    if (!by_context && !(cplusplus_ && std::any_of(list->arguments.begin(), list->arguments.end(), cannot_be_value)))
      return;
    bool only_a_type = false;  // some argument is a type and cannot be a value
    for (std::size_t k = 0; k < list->arguments.size(); ++k) {
      const std::vector<CToken> argument = argument_tokens(*list, k);
      if (is_type(argument)) {
        only_a_type = only_a_type || cannot_be_value(list->arguments[k]);
      } else if (!is_expression(argument)) {
        return;
      }
    }
    if (!by_context && !(cplusplus_ && only_a_type)) return;
    pos_ = list->close + 1;
  }

  // Whether a type-name, tokens_[first, last), cannot be a value: it starts with type
  // keywords (`int`, `const char *`, `struct S`) not followed by `(` or `{` (a functional
  // cast `int(3)`). Read off the tokens: a sub-parse as an expression would parse every
  // nested argument list again, at each level (exponential time in their depth).
  bool starts_with_type_keyword(std::size_t first, std::size_t last) const {
    std::size_t k = first;
    while (k < last && tokens_[k].kind == CToken::Kind::identifier &&
           (contains(type_keywords, tokens_[k].text) || contains(tag_keywords, tokens_[k].text)))
      ++k;
    return k > first && !(k < last && (tokens_[k].text == "(" || tokens_[k].text == "{"));
  }

  struct ArgumentList {
    std::size_t close = 0;  // the token closing the list
    std::vector<std::pair<std::size_t, std::size_t>> arguments;  // [first, last) of tokens_
    bool split = false;  // closed by `>>`: the last argument holds its first `>` (at `close`)
  };

  // The tokens of argument k of `list`, copied for a sub-parse.
  std::vector<CToken> argument_tokens(const ArgumentList &list, std::size_t k) const {
    const auto [first, last] = list.arguments[k];
    std::vector<CToken> tokens(tokens_.begin() + static_cast<std::ptrdiff_t>(first),
                               tokens_.begin() + static_cast<std::ptrdiff_t>(last));
    if (list.split && last == list.close + 1) {
      tokens.back().text = ">";
      tokens.back().end = tokens.back().offset + 1;
    }
    return tokens;
  }

  // The comma-separated arguments of the template argument list whose `<` is at `open`,
  // none empty; nothing when no `>` closes it before a bracket or `;`, `&&`, `||` does.
  // In C++ a `>>` closes it together with its last argument's own list
  // (`vector<vector<int>>`): that argument then ends with the first `>`.
  std::optional<ArgumentList> template_argument_list(std::size_t open) const {
    const std::size_t close = angle_closes()[open];
    if (close == no_close) return std::nullopt;
    ArgumentList list{close, {}, tokens_[close].text == ">>"};
    if (list.split && !cplusplus_) return std::nullopt;
    // Commas outside brackets and inner argument lists separate the arguments.
    const std::size_t end = list.split ? close + 1 : close;
    std::size_t first = open + 1;
    int inner_angle = 0, inner_nesting = 0;
    for (std::size_t k = open + 1; k <= end; ++k) {
      std::string_view t = k == end || tokens_[k].kind != CToken::Kind::punctuator ? ""
                           : k == close                                          ? ">"
                                                                                 : tokens_[k].text;
      if (k < end && !(t == "," && inner_angle == 0 && inner_nesting == 0)) {
        if (t == "(" || t == "[" || t == "{") ++inner_nesting;
        if (t == ")" || t == "]" || t == "}") --inner_nesting;
        if (inner_nesting == 0) inner_angle += t == "<" ? 1 : t == ">" ? -1 : t == ">>" ? -2 : 0;
        continue;
      }
      if (first == k) return std::nullopt;  // empty argument
      list.arguments.emplace_back(first, k);
      first = k + 1;
    }
    return list;
  }

  static constexpr std::size_t no_close = static_cast<std::size_t>(-1);

  // Whether a type or tag keyword (`int`, `struct`) lies strictly between two tokens:
  // counted once for all tokens.
  bool type_words_between(std::size_t first, std::size_t last) const {
    if (type_word_counts_.size() != tokens_.size() + 1) {
      type_word_counts_.assign(1, 0);
      for (const CToken &token : tokens_)
        type_word_counts_.push_back(type_word_counts_.back() +
                                    (token.kind == CToken::Kind::identifier &&
                                     (contains(type_keywords, token.text) || contains(tag_keywords, token.text))));
    }
    return type_word_counts_[last] > type_word_counts_[first + 1];
  }

  // For each `<`, the `>` or `>>` that closes it as a template argument list, or no_close:
  // counting `<` up and `>` down (`>>` by two) within its bracket level, the first token
  // that brings the count to 0 closes it; a `>>` taking it from 1 to -1, the end of the
  // level, or `;`, `&&`, `||` leave it open. Found for every `<` in one pass with a stack
  // per bracket level (`a<a<a<...` scanned once, not once per `<`).
  const std::vector<std::size_t> &angle_closes() const {
    if (angle_closes_.size() == tokens_.size()) return angle_closes_;
    angle_closes_.assign(tokens_.size(), no_close);
    std::vector<std::vector<std::size_t>> levels(1);  // the open `<` of each bracket level
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
      if (tokens_[i].kind != CToken::Kind::punctuator) continue;
      std::string_view t = tokens_[i].text;
      std::vector<std::size_t> &opens = levels.back();
      if (t == "(" || t == "[" || t == "{") {
        levels.emplace_back();
      } else if (t == ")" || t == "]" || t == "}") {
        if (levels.size() > 1)
          levels.pop_back();
        else
          opens.clear();
      } else if (t == ";" || t == "&&" || t == "||") {
        opens.clear();
      } else if (t == "<") {
        opens.push_back(i);
      } else if (t == ">" || t == ">>") {
        if (t == ">>" && !opens.empty()) opens.pop_back();  // 1 -> -1: it stays open
        if (!opens.empty()) {
          angle_closes_[opens.back()] = i;
          opens.pop_back();
        }
      }
    }
    return angle_closes_;
  }

  // Whether `tokens` (a template argument) are one type-name, or one expression.
  bool is_type(const std::vector<CToken> &tokens) const {
    Parser sub(tokens, cplusplus_);
    sub.depth_ = depth_;
    return sub.whole_type_name();
  }
  bool is_expression(const std::vector<CToken> &tokens) const {
    Parser sub(tokens, cplusplus_);
    sub.depth_ = depth_;
    try {
      sub.whole(false);
      return true;
    } catch (const SyntaxError &error) {
      if (error.too_deep) throw;
      return false;
    }
  }

  void postfix() {
    for (;;) {
      if (is("[")) {
        const CToken &open = current();
        ++pos_;
        if (is("]")) fail("empty subscript '[]' " + at(open));
        if (is("{"))
          braced_list();
        else
          expression();
        expect("]");
      } else if (is("(")) {
        ++pos_;
        arguments();
      } else if (is(".") || is("->")) {
        ++pos_;
        if (is_word("template")) ++pos_;
        qualified_name();
      } else if (is("++") || is("--")) {
        ++pos_;
      } else {
        return;
      }
    }
  }

  // After `(`: comma-separated arguments, then `)`. An argument may be a type (macros
  // such as va_arg and offsetof take one) or a braced list.
  void arguments() {
    if (is(")")) {
      ++pos_;
      return;
    }
    for (;;) {
      argument();
      if (is(",")) {
        ++pos_;
        continue;
      }
      expect(")");
      return;
    }
  }

  void argument() {
    if (is("{")) {
      braced_list();
      return;
    }
    std::size_t saved = pos_;
    try {
      assignment();
      if (is(",") || is(")")) return;
    } catch (const SyntaxError &error) {
      if (error.too_deep) throw;
      std::size_t failed_at = pos_;
      pos_ = saved;
      if (try_type_name() && (is(",") || is(")"))) return;
      pos_ = failed_at;
      throw;
    }
    std::size_t after_expression = pos_;
    pos_ = saved;
    if (try_type_name() && (is(",") || is(")"))) return;
    pos_ = after_expression;
  }

  // `{ [designator... =] initializer, ... [,] }`
  void braced_list() {
    DepthGuard guard(*this);
    expect("{");
    while (!is("}")) {
      bool designated = false;
      while (is(".") || is("[")) {
        designated = true;
        if (is(".")) {
          ++pos_;
          expect_identifier();
        } else {
          ++pos_;
          expression();
          expect("]");
        }
      }
      if (designated) expect("=");
      if (is("{"))
        braced_list();
      else
        assignment();
      if (!is(",")) break;
      ++pos_;
    }
    expect("}");
  }

  // `[captures](params) specifiers -> type { body }`: structure checked, the body skipped.
  void lambda() {
    skip_balanced();
    if (is("(")) skip_balanced();
    while (!done() && !is("{")) ++pos_;  // mutable, noexcept, -> return type
    if (!is("{")) fail("the lambda has no body");
    skip_balanced();
  }

  // From an opening bracket to just past its match (brackets are known to balance).
  void skip_balanced() {
    int depth = 0;
    do {
      std::string_view t = current().text;
      if (current().kind == CToken::Kind::punctuator) {
        if (t == "(" || t == "[" || t == "{") ++depth;
        if (t == ")" || t == "]" || t == "}") --depth;
      }
      ++pos_;
    } while (depth > 0 && !done());
  }

  // ---- type names ----------------------------------------------------------------

  // specifiers abstract-declarator; restores the position and returns false when the
  // tokens are not a type-name. `definite`: it cannot be an expression (keyword, `*`...).
  bool try_type_name(bool *definite = nullptr) {
    std::size_t saved = pos_;
    bool sure = false;
    bool named = false;  // a typedef or tag name was seen
    bool any = false;
    try {
      for (;;) {
        if (done()) break;
        if (is_identifier() && is_operand_type_keyword(current().text) && is("(", 1)) {
          ++pos_;
          skip_balanced();
          if (is("::")) qualified_name(true);  // `decltype(v)::value_type`
          sure = any = named = true;
        } else if (is_identifier() && contains(type_keywords, current().text)) {
          ++pos_;
          sure = any = true;
        } else if (is_identifier() && contains(tag_keywords, current().text)) {
          ++pos_;
          if (!is("{")) qualified_name(true);
          if (is("{")) skip_balanced();  // a definition: `sizeof(struct { int a; })`
          sure = any = named = true;
        } else if (!named && (is_identifier() || is("::")) && !is_keyword_operand()) {
          qualified_name(true);
          any = named = true;
        } else {
          break;
        }
      }
      if (!any) {
        pos_ = saved;
        return false;
      }
      // abstract declarator: pointers, references, arrays, function pointers
      for (;;) {
        if (is("*") || is("&") || is("&&")) {
          ++pos_;
          sure = true;
          while (is_identifier() && contains(type_keywords, current().text)) ++pos_;  // cv after '*'
        } else if (is("[")) {  // `name[n]` may be a subscript: only definite after a keyword or `*`
          ++pos_;
          if (!is("]")) expression();
          expect("]");
        } else if (is("(") && (is("*", 1) || is("^", 1))) {
          skip_balanced();
          if (is("(")) skip_balanced();
          sure = true;
        } else {
          break;
        }
      }
    } catch (const SyntaxError &error) {
      if (error.too_deep) throw;
      pos_ = saved;
      return false;
    }
    if (definite) *definite = sure;
    return true;
  }

  // Identifiers that are expression keywords, not type names.
  bool is_keyword_operand() const {
    std::string_view t = current().text;
    return contains(sizeof_keywords, t) || contains(named_casts, t) || contains(statement_keywords, t) ||
           t == "this" || t == "true" || t == "false" || t == "nullptr" || t == "new" || t == "delete" ||
           t == "throw";
  }

  const std::vector<CToken> &tokens_;
  bool cplusplus_ = false;  // number suffixes
  std::size_t pos_ = 0;
  int depth_ = 0;
  mutable std::vector<std::size_t> angle_closes_;      // see angle_closes()
  mutable std::vector<std::size_t> type_word_counts_;  // of the tokens before each: type_words_between()
};

}  // namespace

std::string parse_expression(const std::vector<CToken> &tokens, bool initializer, bool cplusplus) {
  try {
    Parser parser(tokens, cplusplus);
    parser.whole(initializer);
  } catch (const SyntaxError &error) {
    return error.message;
  }
  return {};
}

}  // namespace htg::detail
