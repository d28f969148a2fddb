// c_tokens.cpp — a small C/C++ lexer: identifiers, pp-numbers, string/character literals
// (with prefixes and raw strings), punctuators; comments skipped.
#include "c_tokens.hpp"

#include "c_expression.hpp"

#include <algorithm>
#include <iterator>
#include <regex>
#include <utility>

namespace htg::detail {
namespace {

bool is_letter(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80;
}
bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

// Longest first, so the first match is the longest punctuator.
constexpr std::string_view punctuators[] = {
    "<<=", ">>=", "...", "->*", "<=>", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=",
    "%=",  "+=",  "-=",  "&=",  "^=",  "|=", "::", "##", ".*", "{",  "}",  "[",  "]",  "(",  ")",  "#",  ";",  ":",
    "?",   ".",   "~",   "!",   "+",   "-",  "*",  "/",  "%",  "^",  "&",  "|",  "=",  "<",  ">",  ","};

constexpr std::string_view assignment_operators[] = {"=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|="};

std::string at(std::size_t offset) { return "at position " + std::to_string(offset + 1); }

// Translation phase 2 on a source: `text` without its line splices, and for each of its
// characters the source offset it comes from.
struct Spliced {
  std::string text;
  std::vector<std::size_t> origin;
};

// The length of the line splice at `pos` of `source`: `\` then LF or CR LF; else 0.
std::size_t splice_length(std::string_view source, std::size_t pos) {
  if (source[pos] != '\\') return 0;
  if (source.substr(pos + 1, 1) == "\n") return 2;
  if (source.substr(pos + 1, 2) == "\r\n") return 3;
  return 0;
}

// Nothing when `source` has no line splice. (C++ restores the splices of a raw string
// literal; no check here reads a literal's characters.)
std::optional<Spliced> splice_lines(std::string_view source) {
  if (source.find("\\\n") == std::string_view::npos && source.find("\\\r\n") == std::string_view::npos)
    return std::nullopt;
  Spliced out;
  for (std::size_t pos = 0; pos < source.size();) {
    if (std::size_t length = splice_length(source, pos)) {
      pos += length;
      continue;
    }
    out.text.push_back(source[pos]);
    out.origin.push_back(pos++);
  }
  return out;
}

// Lexes the spliced text; tokens and messages carry source offsets.
class Lexer {
 public:
  explicit Lexer(std::string_view source) : source_(source), spliced_(splice_lines(source)) {
    text_ = spliced_ ? std::string_view(spliced_->text) : source_;
  }
  Lexer(const Lexer &) = delete;  // text_ may view spliced_
  Lexer &operator=(const Lexer &) = delete;

  Tokenized run() {
    Tokenized out;
    while (pos_ < text_.size()) {
      unsigned char c = static_cast<unsigned char>(text_[pos_]);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
        ++pos_;
      } else if (text_.substr(pos_, 2) == "//") {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
      } else if (text_.substr(pos_, 2) == "/*") {
        std::size_t end = text_.find("*/", pos_ + 2);
        if (end == std::string_view::npos) {
          out.error = "comment " + at(pos_) + " is never closed";
          return out;
        }
        pos_ = end + 2;
      } else if (!lex_token(out)) {
        return out;
      }
    }
    return out;
  }

 private:
  bool lex_token(Tokenized &out) {
    std::size_t start = pos_;
    unsigned char c = static_cast<unsigned char>(text_[pos_]);
    CToken::Kind kind;
    if (is_letter(c)) {
      while (pos_ < text_.size() && (is_letter(text_[pos_]) || is_digit(text_[pos_]))) ++pos_;
      std::string_view word = text_.substr(start, pos_ - start);
      if (pos_ < text_.size() && (text_[pos_] == '"' || text_[pos_] == '\'') && is_literal_prefix(word)) {
        bool raw = word.back() == 'R';
        kind = text_[pos_] == '"' ? CToken::Kind::string : CToken::Kind::character;
        if (!(raw ? lex_raw_string(out) : lex_quoted(out))) return false;
      } else {
        kind = CToken::Kind::identifier;
      }
    } else if (is_digit(c) || (c == '.' && pos_ + 1 < text_.size() && is_digit(text_[pos_ + 1]))) {
      lex_number();
      kind = CToken::Kind::number;
    } else if (c == '"' || c == '\'') {
      kind = c == '"' ? CToken::Kind::string : CToken::Kind::character;
      if (!lex_quoted(out)) return false;
    } else {
      std::size_t length = punctuator_length();
      if (length == 0) {
        out.error = describe_stray(c) + " " + at(pos_) + " is not valid C";
        return false;
      }
      pos_ += length;
      kind = CToken::Kind::punctuator;
    }
    out.tokens.push_back(token(kind, start, pos_));
    return true;
  }

  // The token of text_[start, end): a view into the source when no splice divides it.
  CToken token(CToken::Kind kind, std::size_t start, std::size_t end) const {
    CToken out{kind, text_.substr(start, end - start), source_offset(start), source_offset(end - 1) + 1, nullptr};
    if (out.end - out.offset == out.text.size()) {
      out.text = source_.substr(out.offset, out.text.size());
    } else {
      out.spliced = std::make_shared<const std::string>(out.text);
      out.text = *out.spliced;
    }
    return out;
  }

  std::size_t source_offset(std::size_t pos) const {
    if (!spliced_) return pos;
    return pos < spliced_->origin.size() ? spliced_->origin[pos] : source_.size();
  }
  std::string at(std::size_t pos) const { return "at position " + std::to_string(source_offset(pos) + 1); }

  static bool is_literal_prefix(std::string_view word) {
    return word == "L" || word == "u" || word == "U" || word == "u8" || word == "R" || word == "LR" || word == "uR" ||
           word == "UR" || word == "u8R";
  }

  void lex_number() {
    // pp-number: digits, letters, '.', '\'' separators and exponent signs.
    ++pos_;
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      char previous = text_[pos_ - 1];
      if ((c == '+' || c == '-') && (previous == 'e' || previous == 'E' || previous == 'p' || previous == 'P')) {
        ++pos_;
      } else if (is_letter(c) || is_digit(c) || c == '.' ||
                 (c == '\'' && pos_ + 1 < text_.size() && (is_digit(text_[pos_ + 1]) || is_letter(text_[pos_ + 1])))) {
        ++pos_;
      } else {
        break;
      }
    }
  }

  bool lex_quoted(Tokenized &out) {
    char quote = text_[pos_];
    std::size_t start = pos_++;
    while (pos_ < text_.size() && text_[pos_] != quote) {
      if (text_[pos_] == '\n') break;
      pos_ += text_[pos_] == '\\' ? 2 : 1;
    }
    if (pos_ >= text_.size() || text_[pos_] != quote) {
      out.error = std::string(quote == '"' ? "string" : "character") + " literal " + at(start) + " is never closed";
      return false;
    }
    ++pos_;
    return true;
  }

  bool lex_raw_string(Tokenized &out) {
    std::size_t start = pos_;
    std::size_t open = text_.find('(', pos_);
    if (open == std::string_view::npos || open - pos_ > 17) {
      out.error = "raw string literal " + at(start) + " has no '('";
      return false;
    }
    std::string terminator = ")" + std::string(text_.substr(pos_ + 1, open - pos_ - 1)) + "\"";
    std::size_t end = text_.find(terminator, open);
    if (end == std::string_view::npos) {
      out.error = "raw string literal " + at(start) + " is never closed";
      return false;
    }
    pos_ = end + terminator.size();
    return true;
  }

  std::size_t punctuator_length() const {
    std::string_view rest = text_.substr(pos_);
    for (std::string_view p : punctuators)
      if (rest.starts_with(p)) return p.size();
    return 0;
  }

  static std::string describe_stray(unsigned char c) {
    if (c >= 0x21 && c < 0x7f) return std::string("character '") + static_cast<char>(c) + "'";
    static const char hex[] = "0123456789abcdef";
    return std::string("byte 0x") + hex[c >> 4] + hex[c & 15];
  }

  std::string_view source_;
  std::optional<Spliced> spliced_;
  std::string_view text_;  // spliced_->text, or source_ when it has no splice
  std::size_t pos_ = 0;
};

constexpr std::string_view keywords[] = {
    "auto",     "break",  "case",   "char",   "const",   "continue", "default", "do",    "double",   "else",
    "enum",     "extern", "float",  "for",    "goto",    "if",       "int",     "long",  "register", "return",
    "short",    "signed", "sizeof", "static", "struct",  "switch",   "typedef", "union", "unsigned", "void",
    "volatile", "while",  "true",   "false",  "nullptr", "NULL",     "this",    "_Bool", "bool",     "alignof"};

}  // namespace

Tokenized tokenize_c(std::string_view text) { return Lexer(text).run(); }

namespace {

// The literal forms, built once: [0] for C, [1] for C++ (user-defined suffixes).
struct NumberPatterns {
  std::regex integer[2];
  std::regex floating[2];
};

const NumberPatterns &number_patterns() {
  static const NumberPatterns patterns = [] {
    // Digit sequences with C23/C++14 separators.
    auto digits = [](const std::string &set) { return "[" + set + "](?:'?[" + set + "])*"; };
    const std::string decimal = digits("0-9"), hex = digits("0-9a-fA-F");
    // An octal `0` cannot be followed by `x` or `b` (`0x` alone is no literal).
    const std::string integer_body =
        "(?:0[xX]" + hex + "|0[bB]" + digits("01") + "|0(?:'?[0-7])*(?![xXbB])|[1-9](?:'?[0-9])*)";
    const std::string floating_body = "(?:(?:" + decimal + "\\.(?:" + decimal + ")?|\\." + decimal + ")(?:[eE][+-]?" +
                                      decimal + ")?" + "|" + decimal + "[eE][+-]?" + decimal + "|0[xX](?:(?:" + hex +
                                      ")?\\." + hex + "|" + hex + "\\.?)[pP][+-]?" + decimal + ")";
    // A GNU imaginary constant has an `i` or `j` before or after the standard suffix
    // (`2.0i`, `1.0fi`, `1.0if`, `1ui`, `1iu`).
    auto with_imaginary = [](const std::string &standard) {
      return "(?:[iIjJ](?:" + standard + ")?|(?:" + standard + ")[iIjJ]?)";
    };
    const std::string integer_suffix = with_imaginary("[uU](?:ll|LL|l|L|z|Z|wb|WB)?|(?:ll|LL|l|L|z|Z|wb|WB)[uU]?");
    const std::string floating_suffix =
        with_imaginary("[fFlL]|[fF](?:16|32|64|128)|[fF](?:32|64|128)x|(?:bf|BF)16|df|dd|dl|DF|DD|DL|"
                       "[dD](?:32|64|128)");
    // C++: or a user-defined suffix, any identifier (`_km`, and the library's `s`, `ms`,
    // `i`, `if`), but not a standard suffix followed by more (`1u_km`), and not one an
    // exponent would start (`1e`, `0x1p`).
    auto user_defined = [](const std::string &standard) {
      return "|(?!" + standard + "_)(?![eEpP])[A-Za-z_][A-Za-z0-9_]*";
    };
    NumberPatterns out;
    out.integer[0] = std::regex(integer_body + "(?:" + integer_suffix + ")?");
    out.integer[1] = std::regex(integer_body + "(?:" + integer_suffix + user_defined(integer_suffix) + ")?");
    out.floating[0] = std::regex(floating_body + "(?:" + floating_suffix + ")?");
    out.floating[1] = std::regex(floating_body + "(?:" + floating_suffix + user_defined(floating_suffix) + ")?");
    return out;
  }();
  return patterns;
}

}  // namespace

NumberKind number_kind(std::string_view pp_number, bool cplusplus) {
  const NumberPatterns &patterns = number_patterns();
  const std::string text(pp_number);
  if (std::regex_match(text, patterns.floating[cplusplus])) return NumberKind::floating;
  if (std::regex_match(text, patterns.integer[cplusplus])) return NumberKind::integer;
  return NumberKind::invalid;
}

bool is_assignment_operator(std::string_view text) {
  return std::find(std::begin(assignment_operators), std::end(assignment_operators), text) !=
         std::end(assignment_operators);
}

std::vector<std::size_t> matching_brackets(const std::vector<CToken> &tokens) {
  auto punct = [&](std::size_t i, std::string_view text) {
    return tokens[i].kind == CToken::Kind::punctuator && tokens[i].text == text;
  };
  std::vector<std::size_t> match(tokens.size(), 0);
  std::vector<std::size_t> open;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (punct(i, "(") || punct(i, "[") || punct(i, "{")) open.push_back(i);
    if ((punct(i, ")") || punct(i, "]") || punct(i, "}")) && !open.empty()) {
      match[i] = open.back();
      match[open.back()] = i;
      open.pop_back();
    }
  }
  return match;
}

bool is_c_keyword(std::string_view word) {
  return std::find(std::begin(keywords), std::end(keywords), word) != std::end(keywords);
}

bool is_operand_type_keyword(std::string_view word) {
  static constexpr std::string_view words[] = {
      "typeof", "__typeof__", "__typeof", "typeof_unqual", "__typeof_unqual__", "__typeof_unqual", "decltype",
      "_BitInt", "_Atomic", "__underlying_type"};
  return std::find(std::begin(words), std::end(words), word) != std::end(words);
}

std::string check_brackets(const std::vector<CToken> &tokens) {
  std::vector<const CToken *> open;
  for (const CToken &token : tokens) {
    if (token.kind != CToken::Kind::punctuator || token.text.size() != 1) continue;
    char c = token.text[0];
    if (c == '(' || c == '[' || c == '{') {
      open.push_back(&token);
    } else if (c == ')' || c == ']' || c == '}') {
      char expected = c == ')' ? '(' : c == ']' ? '[' : '{';
      if (open.empty()) return "'" + std::string(1, c) + "' " + at(token.offset) + " has no matching opening bracket";
      if (open.back()->text[0] != expected)
        return "'" + std::string(1, c) + "' " + at(token.offset) + " closes '" + std::string(open.back()->text) + "' " +
               at(open.back()->offset);
      open.pop_back();
    }
  }
  if (!open.empty()) return "'" + std::string(open.back()->text) + "' " + at(open.back()->offset) + " is never closed";
  return {};
}

std::string check_statement(std::string_view text) {
  Tokenized lexed = tokenize_c(text);
  if (!lexed.error.empty()) return lexed.error;
  if (lexed.tokens.empty()) return "it is empty";
  return check_brackets(lexed.tokens);
}

namespace {

// Lexes, brackets balance, not empty, no top-level ';'; `lexed` receives the tokens.
std::string check_fragment(std::string_view text, Tokenized &lexed) {
  lexed = tokenize_c(text);
  if (!lexed.error.empty()) return lexed.error;
  if (lexed.tokens.empty()) return "it is empty";
  std::string brackets = check_brackets(lexed.tokens);
  if (!brackets.empty()) return brackets;
  int depth = 0;
  for (const CToken &token : lexed.tokens) {
    if (token.kind != CToken::Kind::punctuator) continue;
    if (token.text == "(" || token.text == "[" || token.text == "{") ++depth;
    if (token.text == ")" || token.text == "]" || token.text == "}") --depth;
    if (token.text == ";" && depth == 0) return "';' " + at(token.offset) + " ends a statement inside an expression";
  }
  return {};
}

}  // namespace

std::string check_type(std::string_view text, bool cplusplus) {
  Tokenized lexed;
  std::string why = check_fragment(text, lexed);
  return why.empty() ? check_type_specifiers(lexed.tokens, cplusplus) : why;
}

bool type_is_deduced(std::string_view text) {
  // `auto` outside brackets (not `std::function<auto() -> int>`, nor a lambda's
  // parameter in `decltype(...)`), or `decltype(auto)`.
  const std::vector<CToken> tokens = tokenize_c(text).tokens;
  int depth = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    std::string_view t = tokens[i].text;
    if (t == "auto" && (depth == 0 || (i >= 2 && tokens[i - 1].text == "(" && tokens[i - 2].text == "decltype" &&
                                       i + 1 < tokens.size() && tokens[i + 1].text == ")" && depth == 1)))
      return true;
    depth += t == "(" || t == "<" || t == "[" || t == "{" ? 1 : t == ")" || t == ">" || t == "]" || t == "}" ? -1 : 0;
    if (t == ">>") depth -= 2;
  }
  return false;
}

namespace {

// C++ keywords that spell operators ([lex.digraph]): each becomes its punctuator, so
// `a and not b` parses as `a && !b` and `x or_eq 1` is a store.
void spell_alternative_tokens(std::vector<CToken> &tokens) {
  static constexpr std::pair<std::string_view, std::string_view> alternatives[] = {
      {"and", "&&"},   {"and_eq", "&="}, {"bitand", "&"}, {"bitor", "|"},  {"compl", "~"},  {"not", "!"},
      {"not_eq", "!="}, {"or", "||"},    {"or_eq", "|="}, {"xor", "^"},    {"xor_eq", "^="}};
  for (CToken &token : tokens) {
    if (token.kind != CToken::Kind::identifier) continue;
    for (const auto &[word, spelled] : alternatives)
      if (token.text == word) {
        token.kind = CToken::Kind::punctuator;
        token.text = spelled;
      }
  }
}

}  // namespace

std::string check_expression(std::string_view text, const ExpressionContext &context, bool *stores) {
  Tokenized lexed;
  std::string why = check_fragment(text, lexed);
  if (context.cplusplus) spell_alternative_tokens(lexed.tokens);
  if (why.empty()) why = parse_expression(lexed.tokens, false, context.cplusplus);
  if (!why.empty()) return why;
  auto store = find_expression_store(lexed.tokens, context);
  if (!store) return {};
  if (stores) *stores = true;
  return "stores" + (store->target.empty() ? std::string() : " to '" + store->target + "'") + " ('" + store->op +
         "' " + at(store->offset) + ")";
}

std::string check_initializer(std::string_view text, const ExpressionContext &context) {
  Tokenized lexed;
  std::string why = check_fragment(text, lexed);
  if (context.cplusplus) spell_alternative_tokens(lexed.tokens);
  return why.empty() ? parse_expression(lexed.tokens, true, context.cplusplus) : why;
}

std::vector<std::string> expression_variables(std::string_view text) {
  Tokenized lexed = tokenize_c(text);
  std::vector<std::string> names;
  const auto &tokens = lexed.tokens;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (tokens[i].kind != CToken::Kind::identifier) continue;
    if (is_c_keyword(tokens[i].text)) continue;
    if (i + 1 < tokens.size() && (tokens[i + 1].text == "(" || tokens[i + 1].text == "::")) continue;
    if (i > 0 && (tokens[i - 1].text == "." || tokens[i - 1].text == "->" || tokens[i - 1].text == "::")) continue;
    std::string name(tokens[i].text);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(std::move(name));
  }
  return names;
}

std::string normalized_text(const std::vector<CToken> &tokens, std::size_t first, std::size_t last) {
  std::string out;
  for (std::size_t i = first; i < last && i < tokens.size(); ++i) {
    if (!out.empty()) out += ' ';
    out += tokens[i].text;
  }
  return out;
}

}  // namespace htg::detail
