// code_stores.cpp — finds the stores of a code fragment on its tokens (see the header).
// Not a C parser: an lvalue it cannot read is a Store of kind `unknown`, which
// PointerTargets treats as a store anywhere.
#include "code_stores.hpp"

#include <algorithm>
#include <iterator>

#include "c_tokens.hpp"
#include "htg/reader.hpp"
#include "pointer_types.hpp"

namespace htg::detail {
namespace {

// Words that may precede an lvalue without declaring it (`else p = a;`).
constexpr std::string_view statement_words[] = {"return", "else", "do", "case", "goto", "throw", "co_return", "co_yield"};

template <std::size_t N>
bool contains(const std::string_view (&words)[N], std::string_view word) {
  return std::find(std::begin(words), std::end(words), word) != std::end(words);
}

class Scanner {
 public:
  explicit Scanner(std::string_view text) : text_(text) {
    Tokenized lexed = tokenize_c(text);
    if (!lexed.error.empty()) return;
    tokens_ = std::move(lexed.tokens);
    if (!check_brackets(tokens_).empty()) tokens_.clear();
    match_ = matching_brackets(tokens_);
    mark_call_arguments();
  }

  CodeStores run() {
    CodeStores out;
    for (std::size_t k = 0; k < tokens_.size(); ++k) {
      if (punct(k, "++") || punct(k, "--")) add_moved(k, &out);
      if (tokens_[k].kind != CToken::Kind::punctuator || !is_assignment_operator(tokens_[k].text)) continue;
      Store store = lvalue_before(k);
      store.value = operands(k + 1, value_end(k + 1));
      // A reference bound to `x` holds its address: `p = &r` then reaches x.
      if (store.binds_reference)
        for (ValueOperand &operand : store.value) operand.address_of |= !operand.in_call;
      if (store.kind == Store::Target::arithmetic_local) out.arithmetic_locals.push_back(store.target.base);
      out.stores.push_back(std::move(store));
    }
    for (std::size_t k = 0; k < tokens_.size(); ++k)
      if (punct(k, "(") && opens_call(k)) {
        std::vector<ValueOperand> arguments = operands(k + 1, match_[k]);
        for (ValueOperand &argument : arguments) argument.call = k;
        out.to_calls.insert(out.to_calls.end(), arguments.begin(), arguments.end());
      }
    return out;
  }

  std::vector<ValueOperand> all_operands() { return operands(0, tokens_.size()); }

 private:
  bool punct(std::size_t i, std::string_view text) const {
    return i < tokens_.size() && tokens_[i].kind == CToken::Kind::punctuator && tokens_[i].text == text;
  }
  bool variable_word(std::size_t i) const {
    return i < tokens_.size() && tokens_[i].kind == CToken::Kind::identifier && !is_c_keyword(tokens_[i].text);
  }
  std::size_t end_offset(std::size_t i) const { return tokens_[i].end; }
  std::string text_of(std::size_t first, std::size_t last) const {  // tokens [first, last]
    return std::string(text_.substr(tokens_[first].offset, end_offset(last) - tokens_[first].offset));
  }

  void mark_call_arguments() {
    in_call_.assign(tokens_.size(), false);
    in_initializer_.assign(tokens_.size(), false);
    for (std::size_t k = 0; k < tokens_.size(); ++k)
      if (punct(k, "(") && opens_call(k))
        for (std::size_t i = k + 1; i < match_[k]; ++i) {
          in_call_[i] = true;
          if (punct(i, "{"))
            for (std::size_t j = i + 1; j < match_[i]; ++j) in_initializer_[j] = true;
        }
  }

  // A `(` after a name or a closing bracket that is not a statement's: a call.
  bool opens_call(std::size_t k) const {
    if (k == 0) return false;
    if (punct(k - 1, ")") || punct(k - 1, "]")) return true;
    return tokens_[k - 1].kind == CToken::Kind::identifier && !is_c_keyword(tokens_[k - 1].text) &&
           !contains(statement_words, tokens_[k - 1].text);
  }

  // True when token i ends an operand, so that a following `*` or `&` is binary.
  bool ends_operand(std::size_t i) const {
    const CToken &token = tokens_[i];
    if (token.kind == CToken::Kind::identifier) return !is_c_keyword(token.text) || token.text == "this";
    if (token.kind != CToken::Kind::punctuator) return true;
    if (token.text == ")") return !closes_cast(i);
    return token.text == "]" || token.text == "++" || token.text == "--";
  }

  // True when the `)` at `close` may end a cast (`(long *)`, `(uintptr_t)`, `(struct s *)`):
  // names and `*` only, so that a following `&` or `*` is taken as unary. `(x) & y` with
  // a variable x reads the same way: only an address more (a bitwise and stores none).
  bool closes_cast(std::size_t close) const {
    const std::size_t open = match_[close];
    return punct(open, "(") && open + 1 != close && names_type(open + 1, close);
  }

  // Whether tokens [first, last) may spell a type name: names and `*`, with the
  // parenthesised operand of `typeof(p)`, `decltype(x)`, `_Atomic(int)` and an
  // abstract declarator's `(*)` (`long (*)`, `typeof(x) *`).
  bool names_type(std::size_t first, std::size_t last) const {
    for (std::size_t j = first; j < last; ++j) {
      if (punct(j, "*")) continue;
      if (tokens_[j].kind == CToken::Kind::identifier) {
        if (is_operand_type_keyword(tokens_[j].text) && punct(j + 1, "(")) j = match_[j + 1];
        continue;
      }
      // `(*...)` of an abstract declarator; `f(x)` is a call, no type.
      if (!punct(j, "(") || j == first || !punct(j + 1, "*") || !names_type(j + 1, match_[j])) return false;
      j = match_[j];
    }
    return true;
  }

  // Where the value stored by an assignment starting at `first` ends: the `;` or `,`
  // that ends it, or the bracket closing around it.
  std::size_t value_end(std::size_t first) const {
    int depth = 0;
    for (std::size_t i = first; i < tokens_.size(); ++i) {
      if (punct(i, "(") || punct(i, "[") || punct(i, "{")) ++depth;
      if (punct(i, ")") || punct(i, "]") || punct(i, "}")) {
        if (depth == 0) return i;
        --depth;
      }
      if (depth == 0 && (punct(i, ";") || punct(i, ","))) return i;
    }
    return tokens_.size();
  }

  // The lvalue of the assignment operator at `k`: a name with its selectors, after
  // unary `*`s; or a declaration's declarator (`double *t`, `int i`).
  Store lvalue_before(std::size_t k) const {
    Store store;
    store.kind = Store::Target::unknown;
    std::size_t i = k;
    while (i > 0) {
      --i;
      if (punct(i, "]") || punct(i, ")")) {
        if (punct(i, ")")) break;
        i = match_[i];
      } else if (punct(i, "++") || punct(i, "--")) {
        continue;
      } else if (variable_word(i)) {
        if (i == 0 || !(punct(i - 1, ".") || punct(i - 1, "->"))) return named_lvalue(i, k, store);
        if (i < 2) break;
        --i;
      } else {
        break;
      }
    }
    std::size_t start = i;  // unreadable: every variable back to the statement's start
    while (start > 0 && !punct(start - 1, ";") && !punct(start - 1, "{") && !punct(start - 1, "}") &&
           !punct(start - 1, ",") && !is_assignment_operator(tokens_[start - 1].text))
      --start;
    for (const ValueOperand &operand : operands(start, k)) store.named.push_back(operand.access.base);
    return store;
  }

  Store named_lvalue(std::size_t base, std::size_t k, Store store) const {
    std::size_t first = base;
    while (first > 0 && punct(first - 1, "*")) --first;
    const bool declaration = first > 0 && (tokens_[first - 1].kind == CToken::Kind::identifier ||
                                           punct(first - 1, ">") || punct(first - 1, "&")) &&
                             !contains(statement_words, tokens_[first - 1].text);
    if (declaration) {
      std::size_t start = first - 1;
      while (start > 0 && !punct(start - 1, ";") && !punct(start - 1, "{") && !punct(start - 1, "}") &&
             !punct(start - 1, "(") && !punct(start - 1, ",") && !punct(start - 1, ")"))
        --start;
      store.kind = type_may_hold_pointer(text_of(start, base - 1)) ? Store::Target::pointer_local
                                                                   : Store::Target::arithmetic_local;
      store.target.base = std::string(tokens_[base].text);  // the declared name
      store.binds_reference = punct(first - 1, "&") || punct(first - 1, "&&");
      return store;
    }
    if (auto parsed = parse_access(text_of(first, k - 1))) {
      store.kind = Store::Target::access;
      store.target = std::move(*parsed);
    } else {
      store.named.push_back(std::string(tokens_[base].text));
    }
    return store;
  }

  void add_moved(std::size_t k, CodeStores *out) const {
    if (k > 0 && variable_word(k - 1)) out->moved.push_back(std::string(tokens_[k - 1].text));
    if (variable_word(k + 1)) out->moved.push_back(std::string(tokens_[k + 1].text));
  }

  // `( type )` or `( type * )` before an operand: a cast, whose type names no variable.
  bool is_cast_type(std::size_t i) const {
    if (i == 0 || !punct(i - 1, "(")) return false;
    std::size_t close = match_[i - 1];
    if (!names_type(i, close)) return false;
    return close + 1 < tokens_.size() && (tokens_[close + 1].kind != CToken::Kind::punctuator ||
                                          punct(close + 1, "(") || punct(close + 1, "&") || punct(close + 1, "*"));
  }

  // Whether the operand in tokens [i, end] is under a unary `&`, also through grouping
  // parentheses (`&x`, `&(x)`, `&((a[4]))`, `&(s).f`), or the whole argument of
  // `std::addressof` / `__builtin_addressof`. `&(p)[3]` and `&(p)->f` are not the
  // address of `p`: they stay a use of its value.
  bool under_address_of(std::size_t i, std::size_t end) const {
    std::size_t open = i;
    std::size_t close = end;
    while (open > 0 && punct(open - 1, "(") && match_[open - 1] == close + 1) {
      if (open >= 2 && (tokens_[open - 2].text == "addressof" || tokens_[open - 2].text == "__builtin_addressof"))
        return true;
      --open;
      ++close;
    }
    if (close != end && (punct(close + 1, "[") || punct(close + 1, "->"))) return false;
    return open > 0 && punct(open - 1, "&") && (open == 1 || !ends_operand(open - 2));
  }

  // The variables named in tokens [first, last), each as the access it forms.
  std::vector<ValueOperand> operands(std::size_t first, std::size_t last) const {
    std::vector<ValueOperand> out;
    for (std::size_t i = first; i < last && i < tokens_.size(); ++i) {
      if (!variable_word(i) || punct(i + 1, "(") || punct(i + 1, "::")) continue;
      if (i > 0 && (punct(i - 1, ".") || punct(i - 1, "->") || punct(i - 1, "::"))) continue;
      if (is_cast_type(i)) continue;
      std::size_t end = i;  // the last token of the postfix chain
      while (true) {
        if (punct(end + 1, "[")) {
          end = match_[end + 1];
        } else if ((punct(end + 1, ".") || punct(end + 1, "->")) && variable_word(end + 2) && !punct(end + 3, "(")) {
          end += 2;
        } else {
          break;
        }
      }
      const bool deref = i > 0 && punct(i - 1, "*") && (i == 1 || !ends_operand(i - 2));
      ValueOperand operand;
      operand.in_call = in_call_[i];
      operand.in_initializer = in_initializer_[i];
      operand.address_of = under_address_of(i, end);
      if (auto parsed = parse_access(text_of(deref ? i - 1 : i, end))) {
        operand.access = std::move(*parsed);
      } else {
        operand.access.base = operand.access.text = std::string(tokens_[i].text);
      }
      out.push_back(std::move(operand));
    }
    return out;
  }

  std::string_view text_;
  std::vector<CToken> tokens_;
  std::vector<std::size_t> match_;  // the index of each bracket's partner
  std::vector<bool> in_call_;       // each token: inside a call's parentheses
  std::vector<bool> in_initializer_;  // each token: inside braces within a call's parentheses
};

}  // namespace

CodeStores find_code_stores(std::string_view code) { return Scanner(code).run(); }

std::vector<ValueOperand> value_operands(std::string_view expression) { return Scanner(expression).all_operands(); }

bool type_is_reference(std::string_view type) {
  Tokenized lexed = tokenize_c(type);
  return std::any_of(lexed.tokens.begin(), lexed.tokens.end(), [](const CToken &token) {
    return token.kind == CToken::Kind::punctuator && (token.text == "&" || token.text == "&&");
  });
}

}  // namespace htg::detail
