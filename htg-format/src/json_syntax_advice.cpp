// json_syntax_advice.cpp — advice for JSON syntax errors (see json_syntax_advice.hpp).
#include "json_syntax_advice.hpp"

#include <cctype>

namespace htg::detail {
namespace {

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The word (letters, digits, '_') that byte `at` is in or right after, as written.
std::string_view word_around(std::string_view text, std::size_t at) {
  std::size_t first = at;
  while (first > 0 && is_word_char(text[first - 1])) --first;
  std::size_t last = at;
  while (last < text.size() && is_word_char(text[last])) ++last;
  return text.substr(first, last - first);
}

// Advice for a word where a value is expected (`True`, `NaN`, `n`): the parser stopped
// on or right after it.
std::string literal_advice(std::string_view word) {
  auto lower = std::string(word);
  for (char &c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (std::string_view literal : {"true", "false", "null"})
    if (lower.size() >= 3 && literal.starts_with(lower)) return "JSON literals are lowercase and spelled out: true, false, null";
  if (lower == "nan" || lower == "infinity" || lower == "inf")
    return "JSON has no NaN or Infinity: write a number, or a C expression as a string (\"INFINITY\")";
  if (lower.size() > 1 && lower[0] == '0' && (lower[1] == 'x' || lower[1] == 'b'))
    return "JSON numbers are decimal: write the value in decimal, or the C literal as a string (\"" +
           std::string(word) + "\")";
  return "a string is written in double quotes (\"" + std::string(word) + "\"); an expression too";
}

}  // namespace

std::string json_syntax_advice(std::string_view text, std::size_t end, std::string_view what) {
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
    return "the file is empty: an HTG document is one JSON object ({\"format\": \"htg\", ...})";
  if (end >= text.size()) return "the file ends before the JSON is complete: a closing '}' or ']' is missing, or the file is cut off";
  const char here = text[end];
  std::size_t before = end;
  while (before > 0 && std::isspace(static_cast<unsigned char>(text[before - 1]))) --before;
  const char previous = before > 0 ? text[before - 1] : '\0';
  if ((here == '}' || here == ']') && previous == ',')
    return "remove the comma before this '" + std::string(1, here) + "' (JSON allows no comma after the last element)";
  if (here == '\'') return "JSON strings use double quotes (\"...\"), not single quotes";
  if (here == '/') return "JSON has no comments: remove them (or keep notes in a \"label\")";
  if (what.find("control character U+000A") != std::string_view::npos)
    return "a string ends on the line it starts: is its closing '\"' missing? Write a line break inside it as \\n";
  if (what.find("forbidden character after backslash") != std::string_view::npos)
    return "in a JSON string a backslash starts an escape (\\n, \\\", \\\\): write a backslash of C code as \\\\";
  // A number written as in C: a leading zero (`01`), or `0x10` stopped at its 'x'.
  if (previous == '0' && before == end && (before < 2 || !std::isdigit(static_cast<unsigned char>(text[before - 2])))) {
    if (std::isdigit(static_cast<unsigned char>(here)))
      return "JSON numbers have no leading zeros: write the value without them, or the C literal as a string";
    if (here == 'x' || here == 'X' || here == 'b' || here == 'B') return literal_advice(word_around(text, end));
  }
  if (what.find("expected end of input") != std::string_view::npos)
    return "the document ends at its closing '}': remove what follows it (a file holds one JSON object)";
  if (here == '+' || here == '.') return "a JSON number starts with a digit or '-' (0.5, not .5; 1, not +1)";
  const bool after_value = previous == '"' || previous == '}' || previous == ']' || is_word_char(previous);
  if (what.find("expected '}'") != std::string_view::npos || what.find("expected ']'") != std::string_view::npos) {
    if (after_value && (here == '"' || here == '{' || here == '[' || here == '-' || is_word_char(here))) {
      // `"name": "g, "root": ...`: the string was not closed, and `root"` is left
      // over after the quote that was meant to open the next field.
      std::size_t word_end = end;
      while (word_end < text.size() && is_word_char(text[word_end])) ++word_end;
      if (previous == '"' && word_end > end && word_end < text.size() && text[word_end] == '"')
        return "the string before '" + std::string(text.substr(end, word_end - end)) +
               "' seems to miss its closing '\"' (the quote meant to open \"" +
               std::string(text.substr(end, word_end - end)) + "\" closed it), or a comma is missing before it";
      return "a comma is missing before this value (JSON separates fields and elements with ',')";
    }
  }
  if (what.find("object key") != std::string_view::npos && is_word_char(here))
    return "field names are written in double quotes (\"" + std::string(word_around(text, end)) + "\")";
  if (what.find("invalid literal") != std::string_view::npos && is_word_char(here)) return literal_advice(word_around(text, end));
  if (what.find("invalid literal") != std::string_view::npos && is_word_char(previous))
    return literal_advice(word_around(text, before - 1));
  return {};
}

}  // namespace htg::detail
