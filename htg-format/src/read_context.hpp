// read_context.hpp — shared state of one read: the diagnostics collected so far, the
// source positions, and typed accessors for JSON fields that report (never throw)
// every wrong type, missing or unknown field.
#pragma once

#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "c_tokens.hpp"
#include "htg/diagnostic.hpp"
#include "json_positions.hpp"

namespace htg::detail {

// True for an identifier the runtime's header (runtime/include/nano/nano.h) declares,
// which the generated code includes and names: no graph variable, loop variable or entry
// may be declared with it.
bool runtime_header_declares(std::string_view name);

using Json = nlohmann::json;

class ReadContext {
 public:
  explicit ReadContext(const JsonPositions &positions) : positions_(positions) {}

  // A problem with the value at `pointer` (located at the value, or at its member key).
  void error(const std::string &pointer, std::string message, bool at_key = false);
  void warning(const std::string &pointer, std::string message, bool at_key = false);

  std::vector<Diagnostic> take_diagnostics();
  bool has_errors() const { return errors_ > 0; }
  // The document's language is C++: expressions are read as C++ (`and`, `not`, ...).
  void set_cplusplus(bool cplusplus) { expressions_.cplusplus = cplusplus; }
  bool cplusplus() const { return expressions_.cplusplus; }
  // The graph variables, by name, with their subscript levels (ExpressionContext).
  void set_variables(std::map<std::string, int, std::less<>> variables) {
    variables_ = std::move(variables);
    expressions_.variables = &variables_;
  }
  const JsonPositions &positions() const { return positions_; }
  // What expressions and accesses are checked against.
  const ExpressionContext &expressions() const { return expressions_; }

 private:
  void report(Severity severity, const std::string &pointer, std::string message, bool at_key);

  const JsonPositions &positions_;
  std::vector<Diagnostic> diagnostics_;
  int errors_ = 0;
  std::map<std::string, int, std::less<>> variables_;
  ExpressionContext expressions_;
};

// "a string", "an array", ...: the JSON type of a value for messages.
std::string json_type_phrase(const Json &value);

// Document text quoted in a message, 'text': a long one is cut to its start and end with
// its length, "'((((x...))))' (200001 characters)", so that one line stays readable.
std::string quoted_excerpt(std::string_view text);

// The members of one JSON object being read. Each member is taken once by the reader;
// finish() reports those nobody took as unknown fields.
class ObjectFields {
 public:
  // `what` names the object in messages: "the document", "node 'n1'", "variable 'a'".
  ObjectFields(ReadContext &context, const Json &object, std::string pointer, std::string what);

  const std::string &pointer() const { return pointer_; }
  std::string pointer(std::string_view key) const;
  const std::string &what() const { return what_; }
  void set_what(std::string what) { what_ = std::move(what); }
  ReadContext &context() { return context_; }

  const Json *take(std::string_view key);     // nullptr when absent
  const Json *require(std::string_view key);  // reports a missing field
  bool has(std::string_view key) const;

  // A present field that does not belong here (e.g. `code` on a loop node).
  void reject(std::string_view key, const std::string &why);

  std::optional<std::string> string(std::string_view key, bool required);
  std::optional<std::string> identifier(std::string_view key, bool required);
  // Reports `text` (the value of `key`) unless it is a non-empty identifier.
  bool check_identifier(std::string_view key, const std::string &text);
  // An identifier the generated code declares (a variable, a loop variable, the entry
  // function): a C or C++ keyword is refused too.
  std::optional<std::string> declared_name(std::string_view key, bool required);
  std::optional<bool> boolean(std::string_view key);
  // A C expression given as a string or a JSON number, checked to parse as one
  // (`initializer`: a braced initialiser list is accepted too).
  std::optional<std::string> expression(std::string_view key, bool required, bool initializer = false);
  // The same where the format needs an integer (read_integer_expression).
  std::optional<std::string> integer_expression(std::string_view key, bool required);

  // Reports every member not taken (with a "did you mean" when one is close).
  void finish(std::initializer_list<std::string_view> known_elsewhere = {});

 private:
  ReadContext &context_;
  const Json &object_;
  std::string pointer_;
  std::string what_;
  std::set<std::string, std::less<>> taken_;  // present and read
  std::set<std::string, std::less<>> tried_;  // looked for: the fields this object may have
};

// Checks `value` (at `pointer`, the field `field` of `what`) as a C expression given as
// a string or a number; reports and returns nullopt on a problem.
std::optional<std::string> read_expression(ReadContext &context, const Json &value, const std::string &pointer,
                                           std::string_view field, bool initializer = false);

// read_expression where the format needs an integer (loop bounds, step, chunk, array
// extents): a JSON number with a fraction or an exponent whose value is a 64-bit integer
// (`1e3`, `1024.0`, which JSON Schema counts as integers too) is that integer's text. Not
// -2^63: an integer literal below it (-9223372036854775809) is read as that double too.
std::optional<std::string> read_integer_expression(ReadContext &context, const Json &value, const std::string &pointer,
                                                   std::string_view field);

// A JSON number as C source text: integers exactly (`18446744073709551615u` above
// INT64_MAX, int64_min_text for INT64_MIN), others in shortest round-trip form.
std::string number_text(const Json &number);
inline constexpr std::string_view int64_min_text = "(-9223372036854775807 - 1)";

}  // namespace htg::detail
