// linear_form.cpp — a recursive-descent reading of + - * (and constant / %) into linear forms.
#include "linear_form.hpp"

#include <vector>

#include "c_tokens.hpp"

namespace htg::detail {
namespace {

bool checked_add(std::int64_t a, std::int64_t b, std::int64_t *out) { return !__builtin_add_overflow(a, b, out); }
bool checked_mul(std::int64_t a, std::int64_t b, std::int64_t *out) { return !__builtin_mul_overflow(a, b, out); }

std::optional<LinearForm> scaled(const LinearForm &form, std::int64_t factor) {
  LinearForm out;
  if (!checked_mul(form.constant, factor, &out.constant)) return std::nullopt;
  if (factor == 0) return out;
  for (const auto &[atom, coefficient] : form.terms) {
    std::int64_t product;
    if (!checked_mul(coefficient, factor, &product)) return std::nullopt;
    out.terms[atom] = product;
  }
  return out;
}

// Integer literal: decimal, hex, octal or binary with optional u/l suffixes.
std::optional<std::int64_t> integer_literal(std::string_view text) {
  std::size_t end = text.size();
  while (end > 0 && (text[end - 1] == 'u' || text[end - 1] == 'U' || text[end - 1] == 'l' || text[end - 1] == 'L'))
    --end;
  std::string digits;
  for (char c : text.substr(0, end))
    if (c != '\'') digits += c;
  if (digits.empty()) return std::nullopt;
  int base = 10;
  std::size_t pos = 0;
  if (digits.size() > 1 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
    base = 16, pos = 2;
  else if (digits.size() > 1 && digits[0] == '0' && (digits[1] == 'b' || digits[1] == 'B'))
    base = 2, pos = 2;
  else if (digits.size() > 1 && digits[0] == '0')
    base = 8, pos = 1;
  if (pos >= digits.size()) return std::nullopt;
  std::int64_t value = 0;
  for (; pos < digits.size(); ++pos) {
    char c = digits[pos];
    int digit = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : 99;
    if (digit >= base) return std::nullopt;
    if (!checked_mul(value, base, &value) || !checked_add(value, digit, &value)) return std::nullopt;
  }
  return value;
}

class Parser {
 public:
  explicit Parser(const std::vector<CToken> &tokens) : tokens_(tokens) {}

  // Parses the whole token list; nullopt when it is not an expression we can read.
  std::optional<LinearForm> parse() {
    auto form = sum();
    if (!form || pos_ != tokens_.size()) return std::nullopt;
    return form;
  }

 private:
  bool at(std::string_view text) const { return pos_ < tokens_.size() && tokens_[pos_].text == text; }

  std::optional<LinearForm> sum() {
    auto left = product();
    while (left && (at("+") || at("-"))) {
      bool minus = tokens_[pos_++].text == "-";
      auto right = product();
      if (!right) return std::nullopt;
      left = minus ? subtract(*left, *right) : add(*left, *right);
    }
    return left;
  }

  // factor (('*'|'/'|'%') factor)*: linear while one side is constant; otherwise the
  // whole product becomes one atom.
  std::optional<LinearForm> product() {
    std::size_t start = pos_;
    auto left = unary();
    bool opaque = false;
    while (left && (at("*") || at("/") || at("%"))) {
      std::string_view op = tokens_[pos_++].text;
      auto right = unary();
      if (!right) return std::nullopt;
      if (opaque) continue;
      if (op == "*" && left->is_constant()) {
        left = scaled(*right, left->constant);
      } else if (op == "*" && right->is_constant()) {
        left = scaled(*left, right->constant);
      } else if (op != "*" && left->is_constant() && right->is_constant() && right->constant != 0 &&
                 !(left->constant == INT64_MIN && right->constant == -1)) {
        left->constant = op == "/" ? left->constant / right->constant : left->constant % right->constant;
      } else {
        opaque = true;
      }
      if (!left) return std::nullopt;
    }
    if (opaque) return atom(start, pos_);
    return left;
  }

  std::optional<LinearForm> unary() {
    if (at("-")) {
      ++pos_;
      auto operand = unary();
      return operand ? scaled(*operand, -1) : std::nullopt;
    }
    if (at("+")) {
      ++pos_;
      return unary();
    }
    return primary();
  }

  std::optional<LinearForm> primary() {
    if (pos_ >= tokens_.size()) return std::nullopt;
    const CToken &token = tokens_[pos_];
    std::size_t start = pos_;
    if (token.text == "(") {
      ++pos_;
      auto inner = sum();
      if (!inner || !at(")")) return std::nullopt;
      ++pos_;
      return postfix(start, inner);
    }
    if (token.kind == CToken::Kind::number) {
      ++pos_;
      auto value = integer_literal(token.text);
      if (!value) return atom(start, pos_);
      LinearForm form;
      form.constant = *value;
      return form;
    }
    if (token.kind == CToken::Kind::identifier) {
      ++pos_;
      return postfix(start, atom(start, pos_));
    }
    return std::nullopt;
  }

  // Calls, subscripts and member accesses after a primary make it an opaque atom.
  std::optional<LinearForm> postfix(std::size_t start, std::optional<LinearForm> form) {
    bool extended = false;
    while (pos_ < tokens_.size()) {
      std::string_view t = tokens_[pos_].text;
      if (t == "(" || t == "[") {
        if (!skip_balanced()) return std::nullopt;
      } else if ((t == "." || t == "->") && pos_ + 1 < tokens_.size()) {
        pos_ += 2;
      } else {
        break;
      }
      extended = true;
    }
    return extended ? atom(start, pos_) : form;
  }

  bool skip_balanced() {
    int depth = 0;
    do {
      std::string_view t = tokens_[pos_].text;
      if (t == "(" || t == "[" || t == "{") ++depth;
      if (t == ")" || t == "]" || t == "}") --depth;
      ++pos_;
    } while (depth > 0 && pos_ < tokens_.size());
    return depth == 0;
  }

  std::optional<LinearForm> atom(std::size_t first, std::size_t last) const {
    LinearForm form;
    form.terms[normalized_text(tokens_, first, last)] = 1;
    return form;
  }

  const std::vector<CToken> &tokens_;
  std::size_t pos_ = 0;
};

}  // namespace

std::optional<LinearForm> add(const LinearForm &a, const LinearForm &b) {
  LinearForm out = a;
  if (!checked_add(out.constant, b.constant, &out.constant)) return std::nullopt;
  for (const auto &[atom, coefficient] : b.terms) {
    std::int64_t &slot = out.terms[atom];
    if (!checked_add(slot, coefficient, &slot)) return std::nullopt;
    if (slot == 0) out.terms.erase(atom);
  }
  return out;
}

std::optional<LinearForm> subtract(const LinearForm &a, const LinearForm &b) {
  auto negated = scaled(b, -1);
  return negated ? add(a, *negated) : std::nullopt;
}

std::optional<LinearForm> linear_form(std::string_view expression) {
  Tokenized lexed = tokenize_c(expression);
  if (!lexed.error.empty() || lexed.tokens.empty()) return std::nullopt;
  if (auto form = Parser(lexed.tokens).parse()) return form;
  LinearForm opaque;  // not arithmetic we read (a ternary, a cast...): one atom
  opaque.terms[normalized_text(lexed.tokens, 0, lexed.tokens.size())] = 1;
  return opaque;
}

std::optional<std::int64_t> constant_value(std::string_view expression) {
  auto form = linear_form(expression);
  if (!form || !form->is_constant()) return std::nullopt;
  return form->constant;
}

std::optional<std::int64_t> constant_value(std::string_view expression,
                                           const std::map<std::string, std::int64_t, std::less<>> &known) {
  auto form = linear_form(expression);
  if (!form) return std::nullopt;
  std::int64_t value = form->constant;
  for (const auto &[atom, coefficient] : form->terms) {
    auto it = known.find(atom);
    std::int64_t term;
    if (it == known.end() || !checked_mul(it->second, coefficient, &term) || !checked_add(value, term, &value))
      return std::nullopt;
  }
  return value;
}

}  // namespace htg::detail
