// parenthesized_access.cpp — access lvalues with parenthesised operands (`*(p + 1)`,
// `(a + 4)[0:2]`, `(*pp)[0:n]`, `(*s).f`) spelled as selectors on a variable, the form
// parse_access reads.
//
// An operand in parentheses is a value: an lvalue (with `*`s not yet applied) or a
// pointer plus an offset. Each postfix selector after it is rewritten so that the text
// starts with the variable: `*` then `[i]` is `[0][i]`, `*` then `.f` is `->f`, `p + k`
// then `[i]` is `[(k) + (i)]`, `p + k` then `->f` is `[k].f`. Leading `*`s of the whole
// access stay one leading `*` (applying to the whole postfix expression, as in C) with
// each further one an element zero after it: the form parse_access gives `**pp`.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "c_tokens.hpp"
#include "htg/reader.hpp"

namespace htg {
namespace {

using detail::CToken;

// An operand read so far: `text` (starting with the variable) with `stars` dereferences
// still to apply, or with `offset` added to it (then it is a pointer, not an lvalue).
struct Operand {
  std::string text;
  std::size_t stars = 0;
  std::string offset;  // "", or a signed term: "1", "-i + 1"
};

// Operators that bind less tightly than binary `+`/`-`: after `p + k` they would make
// the parenthesised part something other than a pointer plus an offset.
bool binds_looser_than_addition(std::string_view t) {
  static const char *const looser[] = {"<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "^", "|",
                                       "&&", "||", "?", ":", ",", "<=>"};
  for (const char *op : looser)
    if (t == op) return true;
  return detail::is_assignment_operator(t);
}

bool single_token(std::string_view text) {
  const detail::Tokenized lexed = detail::tokenize_c(text);
  return lexed.error.empty() && lexed.tokens.size() == 1;
}

// `k + x` as one subscript; `k` alone when `x` is 0.
std::string plus(const std::string &k, const std::string &x) {
  if (x == "0") return k;
  if (single_token(k) && single_token(x)) return k + " + " + x;
  return "(" + k + ") + (" + x + ")";
}

class Rewriter {
 public:
  Rewriter(std::string_view text, const detail::Tokenized &lexed)
      : text_(text), tokens_(lexed.tokens), partner_(detail::matching_brackets(lexed.tokens)) {}

  // The whole access; nullopt with error_ set when it is not an lvalue of the forms.
  std::optional<std::string> access() {
    std::size_t i = 0;
    std::size_t stars = count_stars(i);
    std::optional<Operand> value = postfix(i, tokens_.size());
    if (!value) return std::nullopt;
    if (i != tokens_.size()) return fail("unexpected '" + std::string(tokens_[i].text) + "'");
    if (!value->offset.empty()) {
      if (stars == 0)
        return fail("'" + std::string(text_) + "' is a pointer, not an lvalue: write '*(...)' or a subscript");
      value->text += "[" + value->offset + "]";
      value->offset.clear();
      --stars;
    }
    stars += value->stars;
    if (stars == 0) return value->text;
    std::string out = "*" + value->text;
    for (; stars > 1; --stars) out += "[0]";
    return out;
  }

  std::string error;

 private:
  std::nullopt_t fail(std::string why) {
    if (error.empty()) error = std::move(why);
    return std::nullopt;
  }

  bool is(std::size_t i, std::string_view t) const {
    return i < tokens_.size() && tokens_[i].kind == CToken::Kind::punctuator && tokens_[i].text == t;
  }

  std::size_t count_stars(std::size_t &i) const {
    std::size_t stars = 0;
    for (; is(i, "*"); ++i) ++stars;
    return stars;
  }

  // Source text of tokens [first, last).
  std::string slice(std::size_t first, std::size_t last) const {
    if (first >= last) return {};
    return std::string(text_.substr(tokens_[first].offset, tokens_[last - 1].end - tokens_[first].offset));
  }

  // A primary (variable or parenthesised operand) and its postfix selectors, from
  // tokens_[i] up to `end` at most; `i` ends after the last selector.
  std::optional<Operand> postfix(std::size_t &i, std::size_t end) {
    Operand value;
    if (i >= end) return fail("it names no variable");
    if (is(i, "(")) {
      std::size_t close = partner_[i];
      if (close == 0 || close >= end) return fail("'(' is never closed");
      std::optional<Operand> inner = parenthesized(i + 1, close);
      if (!inner) return std::nullopt;
      value = *inner;
      i = close + 1;
    } else if (tokens_[i].kind == CToken::Kind::identifier) {
      value.text = std::string(tokens_[i].text);
      ++i;
    } else {
      return fail("it must start with a variable name, not '" + std::string(tokens_[i].text) + "'");
    }
    while (i < end) {
      if (is(i, "[")) {
        std::size_t close = partner_[i];
        if (close == 0 || close >= end) return fail("'[' is never closed");
        subscript(value, i + 1, close);
        i = close + 1;
      } else if ((is(i, ".") || is(i, "->")) && i + 1 < end && tokens_[i + 1].kind == CToken::Kind::identifier) {
        if (!member(value, is(i, "->"), std::string(tokens_[i + 1].text))) return std::nullopt;
        i += 2;
      } else {
        break;
      }
    }
    return value;
  }

  // `( *... postfix [+|- offset] )`, the tokens [first, close).
  std::optional<Operand> parenthesized(std::size_t first, std::size_t close) {
    std::size_t i = first;
    std::size_t stars = count_stars(i);
    std::optional<Operand> value = postfix(i, close);
    if (!value) return std::nullopt;
    if (stars > 0 && !value->offset.empty()) {  // `(*(p + k))`: the element p[k]
      value->text += "[" + value->offset + "]";
      value->offset.clear();
      --stars;
    }
    value->stars += stars;
    if (i == close) return value;
    if (!is(i, "+") && !is(i, "-")) {
      const bool cast = close + 1 < tokens_.size() &&
                        (tokens_[close + 1].kind == CToken::Kind::identifier || is(close + 1, "("));
      if (cast) return fail("a cast ('(" + slice(first, close) + ")') names no variable: name the one it converts");
      return fail("'(" + slice(first, close) + ")' is not a pointer, a dereference or a pointer plus an offset");
    }
    for (std::size_t j = i + 1; j < close; ++j) {
      if (is(j, "(") || is(j, "[") || is(j, "{")) {
        j = partner_[j];
        continue;
      }
      if (tokens_[j].kind == CToken::Kind::punctuator && binds_looser_than_addition(tokens_[j].text))
        return fail("'(" + slice(first, close) + ")' is not a pointer plus an offset ('" +
                    std::string(tokens_[j].text) + "' binds less tightly than '+')");
    }
    if (i + 1 >= close) return fail("'" + std::string(tokens_[i].text) + "' in '(" + slice(first, close) + ")' has no operand");
    apply_stars(*value);  // `*p + 1`: the offset applies to *p
    if (!value->offset.empty())  // `(p + 1 + k)`, read as p + (1) + (k)
      value->offset = plus(value->offset, (is(i, "-") ? "-" : "") + slice(i + 1, close));
    else
      value->offset = (is(i, "-") ? "-" : "") + slice(i + 1, close);
    return value;
  }

  // The pending `*`s as element zeros: the value is then an lvalue spelled by its text.
  static void apply_stars(Operand &value) {
    for (; value.stars > 0; --value.stars) value.text += "[0]";
  }

  // `[index]` or `[lo:len]` (tokens [first, close)) after `value`.
  void subscript(Operand &value, std::size_t first, std::size_t close) {
    apply_stars(value);
    std::string inside = slice(first, close);
    if (!value.offset.empty()) {
      // The top-level ':' of a section, as parse_access finds it (past any `?`).
      int depth = 0, ternaries = 0;
      std::size_t colon = 0;
      for (std::size_t j = first; j < close && colon == 0; ++j) {
        if (is(j, "(") || is(j, "[") || is(j, "{")) ++depth;
        else if (is(j, ")") || is(j, "]") || is(j, "}")) --depth;
        else if (depth == 0 && is(j, "?")) ++ternaries;
        else if (depth == 0 && is(j, ":")) {
          if (ternaries > 0) --ternaries;
          else colon = j;
        }
      }
      inside = colon == 0 ? plus(value.offset, inside)
                          : plus(value.offset, slice(first, colon)) + ":" + slice(colon + 1, close);
      value.offset.clear();
    }
    value.text += "[" + inside + "]";
  }

  // `.name` (or `->name`) after `value`.
  bool member(Operand &value, bool arrow, const std::string &name) {
    if (!value.offset.empty()) {
      if (!arrow) {
        fail("'." + name + "' follows a pointer plus an offset: write '->" + name + "'");
        return false;
      }
      value.text += "[" + value.offset + "]." + name;
      value.offset.clear();
      return true;
    }
    if (!arrow && value.stars > 0) {  // (*s).f is s->f
      --value.stars;
      apply_stars(value);
      value.text += "->" + name;
      return true;
    }
    apply_stars(value);
    value.text += (arrow ? "->" : ".") + name;
    return true;
  }

  std::string_view text_;
  const std::vector<CToken> &tokens_;
  std::vector<std::size_t> partner_;
};

}  // namespace

std::optional<std::string> unparenthesized_access(std::string_view text, std::string *error) {
  std::string scratch;
  std::string &why = error ? *error : scratch;
  const detail::Tokenized lexed = detail::tokenize_c(text);
  if (!lexed.error.empty()) return why = lexed.error, std::nullopt;
  Rewriter rewriter(text, lexed);
  std::optional<std::string> out = rewriter.access();
  if (!out) why = rewriter.error;
  return out;
}

}  // namespace htg
