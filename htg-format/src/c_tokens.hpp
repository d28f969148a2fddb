// c_tokens.hpp — C/C++ tokenization of the code fragments an HTG file holds (expressions,
// statements, access subscripts), enough to reject what no C compiler would lex or
// what leaves brackets unbalanced, and to read the identifiers an expression uses.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace htg::detail {

struct CToken {
  enum class Kind { identifier, number, string, character, punctuator };
  Kind kind = Kind::punctuator;
  // The spelling, line splices removed: a view into the tokenized source, or into
  // `spliced` for a token a line splice divides (`to\<newline>tal`).
  std::string_view text;
  std::size_t offset = 0;  // byte offset of its first character in the source
  std::size_t end = 0;     // byte offset just past its last character in the source
  std::shared_ptr<const std::string> spliced;  // owns `text` when set; copies share it
};

struct Tokenized {
  std::vector<CToken> tokens;
  std::string error;  // empty when the whole text lexed; else a sentence fragment
};

// `=`, `+=`, `<<=`, ...: the assignment operators of C and C++ (stores, as are `++`, `--`).
bool is_assignment_operator(std::string_view text);

// For each bracket token of `tokens` ('(' '[' '{' and their closers), the index of its
// partner; 0 for other tokens and for brackets left unmatched.
std::vector<std::size_t> matching_brackets(const std::vector<CToken> &tokens);

// Lexes `text` (comments skipped) after deleting each line splice, a backslash followed
// by a newline (or CR LF), as translation phase 2 does. Offsets, also in errors, are
// those of `text`. On a lexical error the tokens so far are kept.
Tokenized tokenize_c(std::string_view text);
// A keyword of C (and the literals true, false, nullptr, NULL, this) that names no variable.
bool is_c_keyword(std::string_view word);
// A type specifier whose operand follows in parentheses: `typeof(n)`, `decltype(x + 1)`,
// `_BitInt(8)`, `_Atomic(int)` (a type only when `(` follows; `_Atomic` alone qualifies).
bool is_operand_type_keyword(std::string_view word);

// What a pp-number spells: an integer literal (`42`, `0x1Fu`, `1'000ULL`, GNU `2i`), a
// floating one (`1.5`, `1e3`, `0x1.8p1f`, `1.0f32x`, GNU `2.0if`), or neither (`0..1`,
// `0x1.2.3`, `09`, `1e`), which is no C/C++ literal. In C++ (`cplusplus`) a user-defined
// suffix (`_km`, `s`, `ms`) may follow a literal without a standard suffix (not `1u_km`).
enum class NumberKind { integer, floating, invalid };
NumberKind number_kind(std::string_view pp_number, bool cplusplus);

// What an expression is read against: the document's language and its variables.
struct ExpressionContext {
  // "language": "c++": the alternative tokens `and`, `or`, `not`, ... are operators, and
  // numbers may have user-defined suffixes.
  bool cplusplus = false;
  // The graph variables (file-scope in the generated code), each with how many of its
  // subscripts index an array or a pointer: its dims, then each `*` of its type (`long
  // *p` with dims [4]: 2). Null when unknown.
  const std::map<std::string, int, std::less<>> *variables = nullptr;
};

// A store in an expression that is only read: the operator (`=`, `+=`, `++`, ...), its
// byte offset, and the variable stored to when one can be named.
struct ExpressionStore {
  std::size_t offset = 0;
  std::string op;
  std::string target;
};
// The first store of `tokens` (an expression) that would escape it: any assignment, `++`
// or `--`, also in braced lists and compound literals; in a lambda's body or a GNU
// statement expression, one to a graph variable the body does not redeclare; none in
// unevaluated operands (`sizeof`, `decltype`, ...), lambda captures, template parameters
// or default arguments. (expression_stores.cpp)
std::optional<ExpressionStore> find_expression_store(const std::vector<CToken> &tokens,
                                                     const ExpressionContext &context);

// Empty when fine, else why not: lexes, brackets balance, not empty, no top-level ';',
// the tokens form one expression (c_expression.hpp), and it stores nothing
// (find_expression_store: its stores would not count as accesses). When it stores, the
// reason is "stores to 'n' ('=' at position 3)" and `*stores` is set.
std::string check_expression(std::string_view text, const ExpressionContext &context = {},
                             bool *stores = nullptr);
// Same, also accepting a braced initialiser list: a variable's `init`.
std::string check_initializer(std::string_view text, const ExpressionContext &context = {});
// Empty when fine, else why not: lexes, brackets balance, not empty, no top-level ';',
// and the leading specifiers combine (check_type_specifiers).
std::string check_type(std::string_view text, bool cplusplus);
// Whether the C++ type `text` is a placeholder deduced from the variable's initialiser:
// `auto` outside brackets (`auto`, `const auto &`) or `decltype(auto)`. Not class
// template argument deduction (`std::pair`), which the C++ compiler reports.
bool type_is_deduced(std::string_view text);
// Empty when the specifiers `tokens` start with form one type ("unsigned long", "const
// struct point", "std::size_t"), else why not ("'int' appears 2 times").
std::string check_type_specifiers(const std::vector<CToken> &tokens, bool cplusplus);
// Empty when fine, else why not: lexes, brackets balance, not empty.
std::string check_statement(std::string_view text);
// Empty when `tokens` have balanced (), [] and {}; else which bracket is wrong.
std::string check_brackets(const std::vector<CToken> &tokens);

// The variables an expression reads: identifiers that are neither keywords, nor called
// (followed by `(`), nor member names (after `.` or `->`). In order, without repeats.
std::vector<std::string> expression_variables(std::string_view text);

// The tokens joined by single spaces: a spelling-independent form for comparisons.
std::string normalized_text(const std::vector<CToken> &tokens, std::size_t first, std::size_t last);

}  // namespace htg::detail
