// reader.cpp — read_document: JSON parsing, then the structural read and the graph
// checks, with every problem collected as a located Diagnostic and no exception escaping.
#include "htg/reader.hpp"

#include <algorithm>
#include <climits>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "json_syntax_advice.hpp"
#include "read_structure.hpp"

namespace htg {
namespace {

using detail::Json;

// nlohmann's parse_error text without its "[json.exception...] parse error at line L,
// column C: " prefix and without the echo of raw input ("last read: '...'").
std::string parse_error_sentence(const std::string &what) {
  std::string text = what;
  if (auto colon = text.find(": "); colon != std::string::npos) text = text.substr(colon + 2);
  if (auto echo = text.find("; last read: '"); echo != std::string::npos) {
    auto expected = text.find("; expected ", echo);
    text.erase(echo, expected == std::string::npos ? std::string::npos : expected - echo);
  }
  return "invalid JSON: " + text;
}

// An error at byte `end` of `text`, located by line and column (bytes, 1-based).
Diagnostic diagnostic_at_byte(std::string_view text, std::size_t end, std::string message) {
  Diagnostic diagnostic;
  diagnostic.message = std::move(message);
  diagnostic.line = 1;
  diagnostic.column = 1;
  for (std::size_t i = 0; i < end && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++diagnostic.line;
      diagnostic.column = 1;
    } else {
      ++diagnostic.column;
    }
  }
  return diagnostic;
}

Diagnostic parse_error_diagnostic(std::string_view text, const Json::parse_error &error) {
  std::string message = parse_error_sentence(error.what());
  std::size_t end = std::min<std::size_t>(error.byte > 0 ? error.byte - 1 : 0, text.size());
  if (std::string advice = detail::json_syntax_advice(text, end, message); !advice.empty()) message += "; " + advice;
  return diagnostic_at_byte(text, end, std::move(message));
}

// A file that is not UTF-8 JSON text although its bytes may parse: a UTF-16 or UTF-32
// one (by its byte order mark, or the NUL bytes of its ASCII characters), or one holding
// a NUL byte, which nlohmann takes for the end of the input (so `{...}<NUL>junk` would be
// accepted). Found before parsing; nullopt for any other text.
std::optional<Diagnostic> encoding_diagnostic(std::string_view text) {
  auto starts = [&](std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; };
  std::string_view encoding;
  if (starts(std::string_view("\xFF\xFE\0\0", 4)) || starts(std::string_view("\0\0\xFE\xFF", 4)))
    encoding = "UTF-32";
  else if (starts("\xFF\xFE") || starts("\xFE\xFF"))
    encoding = "UTF-16";
  const std::size_t nul = text.find('\0');
  if (encoding.empty() && nul == std::string_view::npos) return std::nullopt;
  // ASCII JSON in UTF-16/32 has a NUL byte next to (nearly) every character.
  if (encoding.empty() && text.size() >= 4 && nul < 4 &&
      static_cast<std::size_t>(std::count(text.begin(), text.end(), '\0')) * 3 >= text.size())
    encoding = "UTF-16 or UTF-32";
  if (!encoding.empty())
    return diagnostic_at_byte(text, 0,
                              "the file is encoded in " + std::string(encoding) +
                                  ", not UTF-8: an HTG file is UTF-8 JSON text; save it as UTF-8");
  return diagnostic_at_byte(text, nul,
                            "invalid JSON: a NUL byte (0x00) is not allowed in JSON text; remove it (inside a "
                            "string, write it \\u0000)");
}

// A number of the text that overflows a double: its bytes, and the error saying so.
struct OverflowingNumber {
  std::size_t offset = 0, length = 0;
  Diagnostic diagnostic;
};

// nlohmann refuses a number that overflows a double (out_of_range 406) without saying
// where it is: every such number is found here by a scan that skips string literals,
// and located by line:column and by the pointer of the value it is.
std::vector<OverflowingNumber> overflowing_numbers(std::string_view text) {
  detail::JsonPositions positions = detail::JsonPositions::scan(text);
  std::vector<OverflowingNumber> numbers;
  int line = 1, column = 1;
  std::size_t i = 0;
  auto advance_to = [&](std::size_t end) {
    for (; i < end && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
  };
  while (i < text.size()) {
    char c = text[i];
    if (c == '"') {
      std::size_t j = i + 1;
      while (j < text.size() && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
      advance_to(j + 1);
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      std::size_t j = i + 1;
      while (j < text.size() && (std::strchr("0123456789.eE+-", text[j]) != nullptr)) ++j;
      std::string number(text.substr(i, j - i));
      if (std::isinf(std::strtod(number.c_str(), nullptr))) {
        Diagnostic diagnostic;
        diagnostic.pointer = positions.pointer_at({line, column});
        diagnostic.line = line;
        diagnostic.column = column;
        diagnostic.message = "number " + number + " is too large (it does not fit a double)";
        numbers.push_back({i, j - i, std::move(diagnostic)});
      }
      advance_to(j);
    } else {
      advance_to(i + 1);
    }
  }
  return numbers;
}

// The document's problems when some numbers overflow a double: those, and every other
// problem, found by reading the text with each such number replaced by a 0 of the same
// length (positions unchanged); what that 0 itself provokes is not reported.
ReadResult read_with_overflowing_numbers(std::string_view text, std::vector<OverflowingNumber> numbers,
                                         const ReadOptions &options) {
  std::string patched(text);
  for (const OverflowingNumber &number : numbers)
    patched.replace(number.offset, number.length, "0" + std::string(number.length - 1, ' '));
  ReadResult result = read_document(patched, options);
  result.document.reset();
  auto provoked = [&](const Diagnostic &d) {
    return std::any_of(numbers.begin(), numbers.end(), [&](const OverflowingNumber &number) {
      const std::string &at = number.diagnostic.pointer;
      return d.pointer == at || d.pointer.rfind(at + "/", 0) == 0;
    });
  };
  result.diagnostics.erase(std::remove_if(result.diagnostics.begin(), result.diagnostics.end(), provoked),
                           result.diagnostics.end());
  // In document order: each before the first problem placed after it.
  auto place = [](const Diagnostic &d) { return std::pair(d.line == 0 ? INT_MAX : d.line, d.column); };
  for (OverflowingNumber &number : numbers) {
    auto at = std::upper_bound(result.diagnostics.begin(), result.diagnostics.end(), number.diagnostic,
                               [&](const Diagnostic &a, const Diagnostic &b) { return place(a) < place(b); });
    result.diagnostics.insert(at, std::move(number.diagnostic));
  }
  return result;
}

// Records, for every node with an id, where its code fragments are in the text.
void map_fragments(const Node &node, const detail::NodeSite &site, const detail::JsonPositions &positions,
                   SourceMap *map) {
  static constexpr std::string_view fields[] = {"code", "condition", "cost", "from", "to", "step", "schedule/chunk"};
  if (!node.id.empty()) {
    for (std::string_view field : fields) {
      detail::TextPosition where = positions.exact_value(site.pointer + "/" + std::string(field));
      if (where.line == 0) continue;
      std::string name(field == "schedule/chunk" ? "chunk" : field);
      map->nodes[node.id][name] = {where.line, where.column};
    }
  }
  for (std::size_t k = 0; k < node.children.size() && k < site.children.size(); ++k)
    map_fragments(node.children[k], site.children[k], positions, map);
  for (std::size_t k = 0; k < node.body.size() && k < site.body.size(); ++k)
    map_fragments(node.body[k], site.body[k], positions, map);
}

// Records where each variable's name, type, extents and initialiser, each include and
// the entry are in the text (document.variables[k] is /variables/k: a document with a skipped
// variable has errors and is never generated).
void map_declarations(const Document &document, const detail::JsonPositions &positions, SourceMap *map) {
  for (std::size_t k = 0; k < document.variables.size(); ++k) {
    const Variable &variable = document.variables[k];
    const std::string pointer = "/variables/" + std::to_string(k);
    std::vector<std::string> fields = {"name", "type", "init"};
    for (std::size_t d = 0; d < variable.dims.size(); ++d) fields.push_back("dims/" + std::to_string(d));
    for (const std::string &field : fields) {
      detail::TextPosition where = positions.exact_value(pointer + "/" + field);
      if (where.line != 0) map->variables[variable.name][field] = {where.line, where.column};
    }
  }
  for (std::size_t k = 0; k < document.includes.size(); ++k) {
    detail::TextPosition where = positions.exact_value("/includes/" + std::to_string(k));
    map->includes.push_back({where.line, where.column});
  }
  detail::TextPosition entry = positions.exact_value("/entry");
  map->entry = {entry.line, entry.column};
}

ReadResult read_parsed(std::string_view text, const Json &json, const ReadOptions &options) {
  detail::JsonPositions positions = detail::JsonPositions::scan(text);
  detail::ReadContext context(positions);
  // JSON readers disagree on which of two equal keys counts: the document means
  // nothing certain, and errors derived from either value would point away from the slip.
  std::vector<std::string> duplicates = positions.duplicate_keys();
  for (const std::string &pointer : duplicates) {
    auto tokens = detail::split_pointer(pointer);
    context.error(pointer,
                  "field '" + (tokens.empty() ? std::string() : tokens.back()) +
                      "' appears more than once in one object: keep one, then the rest of the document is checked",
                  true);
  }
  if (!duplicates.empty()) {
    ReadResult result;
    result.diagnostics = context.take_diagnostics();
    return result;
  }
  detail::NodeSite root_site;
  Document document = detail::read_structure(context, json, &root_site);
  detail::check_graph(context, document, root_site, options.compute_arcs);
  ReadResult result;
  map_fragments(document.root, root_site, positions, &result.source_map);
  map_declarations(document, positions, &result.source_map);
  if (!context.has_errors()) result.document = std::move(document);
  result.diagnostics = context.take_diagnostics();
  return result;
}

ReadResult failure(std::string message) {
  ReadResult result;
  result.diagnostics.push_back({Severity::error, "", false, 0, 0, std::move(message)});
  return result;
}

}  // namespace

ReadResult read_document(std::string_view json_text, const ReadOptions &options) {
  try {
    if (std::optional<Diagnostic> encoding = encoding_diagnostic(json_text)) {
      ReadResult result;
      result.diagnostics.push_back(std::move(*encoding));
      return result;
    }
    Json json;
    try {
      json = Json::parse(json_text.begin(), json_text.end());
    } catch (const Json::parse_error &error) {
      ReadResult result;
      result.diagnostics.push_back(parse_error_diagnostic(json_text, error));
      return result;
    } catch (const Json::out_of_range &) {
      std::vector<OverflowingNumber> numbers = overflowing_numbers(json_text);
      if (numbers.empty()) throw;
      return read_with_overflowing_numbers(json_text, std::move(numbers), options);
    }
    return read_parsed(json_text, json, options);
  } catch (const std::bad_alloc &) {
    return failure("out of memory while reading the document");
  } catch (const std::exception &error) {
    return failure(std::string("internal error while reading the document: ") + error.what());
  }
}

ReadResult read_file(const std::string &path, const ReadOptions &options) {
  // A directory opens as an empty stream on Linux: it would be "an empty file".
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    return failure("it is a directory, not a file: pass an HTG file (.htg.json)");
  std::ifstream in(path, std::ios::binary);
  if (!in) return failure("cannot open the file: " + std::string(std::strerror(errno)));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) return failure("cannot read the file: " + std::string(std::strerror(errno)));
  return read_document(buffer.str(), options);
}

}  // namespace htg
