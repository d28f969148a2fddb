// type_specifiers.cpp — the leading specifiers of a variable's `type` ("unsigned long",
// "const struct point", "std::size_t"): combinations no C or C++ compiler accepts are
// refused here, so `nano-htg validate` reports them at the JSON value instead of the C
// compiler reporting them in generated code. Names the document cannot know (a typedef
// or tag from an included header) are left to the compiler.
#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "c_tokens.hpp"

namespace htg::detail {
namespace {

// Specifiers that name (part of) the base type, and qualifiers/storage words that may
// accompany any of them.
constexpr std::string_view base_words[] = {"void",    "char",    "short",    "int",      "long",    "float",
                                           "double",  "signed",  "unsigned", "_Bool",    "bool",    "_Complex",
                                           "wchar_t", "char8_t", "char16_t", "char32_t", "__int128"};
constexpr std::string_view qualifier_words[] = {"const",        "volatile", "restrict", "__restrict",
                                                "__restrict__", "_Atomic",  "typename"};
constexpr std::string_view tag_words[] = {"struct", "union", "enum", "class"};
// A variable's storage, not its type: refused with what to write instead.
constexpr std::string_view storage_class_words[] = {"static", "extern", "register", "typedef", "_Thread_local",
                                                    "thread_local", "__thread"};
// Other words of a declaration, not of its type: refused as such. Those of C++ only are
// names in C (a typedef of a header may be called `friend`).
constexpr std::string_view declaration_words[] = {"constexpr", "inline"};
constexpr std::string_view cplusplus_declaration_words[] = {"constinit", "consteval", "mutable",
                                                            "virtual",   "explicit",  "friend"};

template <std::size_t N>
bool one_of(const std::string_view (&words)[N], std::string_view text) {
  return std::find(std::begin(words), std::end(words), text) != std::end(words);
}

// The base words with how often each appears; "" when they combine, else why not.
std::string check_base_words(const std::map<std::string_view, int> &count, bool named) {
  auto has = [&](std::string_view word) { return count.count(word) != 0; };
  for (const auto &[word, times] : count) {
    if (word == "long" ? times > 2 : times > 1)
      return "'" + std::string(word) + "' appears " + std::to_string(times) + " times";
  }
  if (has("signed") && has("unsigned")) return "'signed' and 'unsigned' cannot be combined";
  if (has("short") && has("long")) return "'short' and 'long' cannot be combined";
  // The words that each name a whole base type: at most one of them (or of a typedef/tag name).
  std::vector<std::string> bases;
  for (std::string_view word : {"void", "char", "int", "float", "double", "_Bool", "bool", "wchar_t", "char8_t",
                                "char16_t", "char32_t", "__int128", "_BitInt"})
    if (has(word)) bases.emplace_back(word);
  if (bases.size() > 1) return "'" + bases[0] + "' and '" + bases[1] + "' cannot be combined";
  if (named && !count.empty())
    return "'" + std::string(count.begin()->first) + "' cannot be combined with a type or tag name";
  const std::string base = bases.empty() ? std::string() : bases[0];
  if (has("short") && base == "_BitInt") return "'_BitInt' cannot be 'short'";
  if ((has("short") || has("signed") || has("unsigned")) && !base.empty() && base != "int" && base != "char" &&
      base != "__int128" && base != "_BitInt")
    return "'" + base + "' cannot be 'short', 'signed' or 'unsigned'";
  if (has("long") && !base.empty() && base != "int" && base != "double") return "'" + base + "' cannot be 'long'";
  if (has("short") && base == "char") return "'char' cannot be 'short'";
  if (count.count("long") && count.at("long") == 2 && base == "double") return "'long long double' is not a type";
  return {};
}

// The index just past the group that opens at `open` (`(...)`, `<...>` or `{...}`);
// brackets are known to balance, angle brackets are counted here.
std::size_t skip_group(const std::vector<CToken> &tokens, std::size_t open) {
  int depth = 0;
  std::size_t i = open;
  do {
    std::string_view t = tokens[i].text;
    if (t == "(" || t == "[" || t == "{" || t == "<") ++depth;
    if (t == ")" || t == "]" || t == "}" || t == ">") --depth;
    if (t == ">>") depth -= 2;
    ++i;
  } while (depth > 0 && i < tokens.size());
  return i;
}

// An abstract declarator opening at `open` (`(*)(long)`, `(*)[4]`, `(*[3])(void)`): a
// pointer to a function or an array, which the generated code declares as
// `__typeof__(type) name`. "" when it has that shape and no name inside.
std::string check_abstract_declarator(const std::vector<CToken> &tokens, std::size_t open) {
  const std::size_t end = skip_group(tokens, open);
  int extents = 0;  // inside [...], names are extents' variables
  for (std::size_t k = open + 1; k + 1 < end; ++k) {
    std::string_view t = tokens[k].text;
    // A nested function's parameter list (`(*(*)(int))`), after `)` or `]`: types, not names.
    if (t == "(" && (tokens[k - 1].text == ")" || tokens[k - 1].text == "]")) {
      k = skip_group(tokens, k) - 1;
      continue;
    }
    extents += t == "[" ? 1 : t == "]" ? -1 : 0;
    if (extents == 0 && tokens[k].kind == CToken::Kind::identifier && !one_of(qualifier_words, t))
      return "'" + std::string(t) + "' is inside the declarator (a variable's name goes in 'name', not in 'type')";
  }
  for (std::size_t k = end; k < tokens.size(); k = skip_group(tokens, k)) {
    std::string_view t = tokens[k].text;
    if (t != "(" && t != "[") return "'" + std::string(t) + "' cannot follow a function or array declarator";
  }
  return {};
}

// After the specifiers, pointers, references and their qualifiers, or an abstract
// function or array pointer declarator: the generated code writes `type name[dims]`
// (`__typeof__(type) name[dims]` for the latter), so array extents go in `dims`.
std::string check_declarator(const std::vector<CToken> &tokens, std::size_t i) {
  for (; i < tokens.size(); ++i) {
    std::string_view t = tokens[i].text;
    if (t == "*" || t == "&" || t == "&&" || one_of(qualifier_words, t)) continue;
    if (t == "[") return "array extents go in 'dims', not in 'type' (\"type\": \"int\", \"dims\": [4])";
    if (t == "(") return check_abstract_declarator(tokens, i);
    if (tokens[i].kind == CToken::Kind::identifier)
      return "'" + std::string(t) + "' follows the type (a variable's name goes in 'name', not in 'type')";
    return "'" + std::string(t) + "' cannot appear in a type";
  }
  return {};
}

}  // namespace

std::string check_type_specifiers(const std::vector<CToken> &tokens, bool cplusplus) {
  std::map<std::string_view, int> count;
  bool named = false;  // a typedef, class or tag name was seen
  bool any = false;
  bool after_name = false;  // the previous token ends a name (`T`, `std::vector<int>`)
  std::size_t i = 0;
  for (; i < tokens.size(); ++i) {
    const CToken &token = tokens[i];
    const bool next_is_name = i + 1 < tokens.size() && tokens[i + 1].kind == CToken::Kind::identifier;
    if (token.text == "::" && next_is_name && (!any || after_name)) {  // `::size_t`, `std::size_t`, `T<int>::type`
      ++i;
      named = any = after_name = true;
      continue;
    }
    if ((token.text == "(" && i > 0 && (after_name || tokens[i - 1].text == "_Atomic")) ||
        (token.text == "<" && after_name)) {  // `decltype(x)`, `__typeof__(x)`, `_Atomic(int)`, `vector<int>`
      i = skip_group(tokens, i) - 1;
      named = any = true;
      continue;
    }
    after_name = false;
    if (token.kind != CToken::Kind::identifier) break;  // `*`, `[`, `(`: the declarator part
    if (token.text == "auto" && !cplusplus)  // C23's deduced `auto` is not in the C compilers the format targets
      return "'auto' is a storage class in C, not a type (graph variables are globals of the generated program)";
    if (one_of(storage_class_words, token.text)) {
      if (token.text == "extern")
        return "'extern' is not part of a type (for a variable defined elsewhere, set \"extern\": true)";
      return "'" + std::string(token.text) + "' is a storage class, not part of a type (graph variables are "
             "globals of the generated program)";
    }
    if (one_of(declaration_words, token.text) || (cplusplus && one_of(cplusplus_declaration_words, token.text)))
      return "'" + std::string(token.text) + "' belongs to a declaration, not to a type (the generator declares "
             "graph variables; give a value with \"init\")";
    if (one_of(qualifier_words, token.text)) continue;
    if (one_of(base_words, token.text)) {
      ++count[token.text];
      any = true;
      continue;
    }
    if (token.text == "_BitInt" && i + 1 < tokens.size() && tokens[i + 1].text == "(") {  // C23 `unsigned _BitInt(7)`
      ++count[token.text];
      i = skip_group(tokens, i + 1) - 1;
      any = true;
      continue;
    }
    if (one_of(tag_words, token.text)) {
      if (i + 1 < tokens.size() && tokens[i + 1].text == "{") {  // `struct { int a; }`: a whole type
        i = skip_group(tokens, i + 1);
        named = any = true;
        break;
      }
      if (!next_is_name)
        return "'" + std::string(token.text) + "' needs a tag name (e.g. '" + std::string(token.text) + " point')";
      ++i;
      if (i + 1 < tokens.size() && tokens[i + 1].text == "{") {  // `struct point { int a; }`: tagged, whole
        i = skip_group(tokens, i + 1);
        named = any = true;
        break;
      }
    } else if (named || any) {
      return "'" + std::string(token.text) +
             "' follows a complete type (a variable's name goes in 'name', not in "
             "'type')";
    }
    named = any = after_name = true;
  }
  if (!any) return "it names no type (e.g. 'int', 'double *', 'struct point')";
  std::string why = check_base_words(count, named);
  return why.empty() ? check_declarator(tokens, i) : why;
}

}  // namespace htg::detail
