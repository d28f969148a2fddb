// writer.cpp — deterministic, pretty JSON for an HTG document: fields in the order of
// HTG-FORMAT.md, defaults left out, short arrays and arcs on one line.
#include "htg/writer.hpp"

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include <nlohmann/json.hpp>

#include "htg/names.hpp"
#include "read_context.hpp"

namespace htg {
namespace {

using Ordered = nlohmann::ordered_json;

// Plain decimal integers, and decimals in the form the reader gives a JSON number
// (`1.5`, `0.001`, `1e+300`), are written as JSON numbers, any other expression as a
// string; both read back as the same text. `18446744073709551615u` is how the reader
// holds a JSON integer above INT64_MAX, and detail::int64_min_text INT64_MIN, so they are
// written as those numbers.
Ordered expression_json(const std::string &text) {
  if (text == detail::int64_min_text) return std::numeric_limits<std::int64_t>::min();
  if (text.size() > 1 && text.back() == 'u' && text.find_first_not_of("0123456789") == text.size() - 1 &&
      text[0] != '0' && text.size() <= 21) {
    errno = 0;
    const unsigned long long value = std::strtoull(text.c_str(), nullptr, 10);
    if (errno == 0 && value > INT64_MAX) return static_cast<std::uint64_t>(value);
  }
  bool negative = !text.empty() && text[0] == '-';
  std::string_view digits = std::string_view(text).substr(negative ? 1 : 0);
  bool canonical = !digits.empty() && digits.size() <= 17 && (digits == "0" || digits[0] != '0');
  for (char c : digits) canonical &= c >= '0' && c <= '9';
  if (canonical && !(negative && digits == "0")) return std::stoll(text);
  if (!digits.empty() && digits[0] >= '0' && digits[0] <= '9') {
    const detail::Json number = detail::Json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (number.is_number_float() && detail::number_text(number) == text) return number.get<double>();
  }
  return text;
}

Ordered accesses_json(const std::vector<Access> &accesses) {
  Ordered list = Ordered::array();
  for (const Access &access : accesses) list.push_back(access.text.empty() ? access_to_string(access) : access.text);
  return list;
}

Ordered node_json(const Node &node);

void add_kind_fields(Ordered &out, const Node &node) {
  switch (node.kind) {
    case NodeKind::simple: out["code"] = node.code; break;
    case NodeKind::compound: {
      if (node.trust_arcs) out["trust_arcs"] = true;
      Ordered children = Ordered::array();
      for (const Node &child : node.children) children.push_back(node_json(child));
      out["children"] = std::move(children);
      if (node.arcs_given) {  // computed arcs are not part of the file
        Ordered arcs = Ordered::array();
        for (const Arc &arc : node.arcs) {
          Ordered item = {{"from", arc.from}, {"to", arc.to}};
          if (arc.kind != ArcKind::data) item["kind"] = std::string(arc_kind_name(arc.kind));
          if (!arc.on.empty()) item["on"] = arc.on;
          arcs.push_back(std::move(item));
        }
        out["arcs"] = std::move(arcs);
      }
      break;
    }
    case NodeKind::loop: {
      out["var"] = node.var;
      out["from"] = expression_json(node.from);
      out["to"] = expression_json(node.to);
      if (node.step != "1") out["step"] = expression_json(node.step);
      if (node.parallel) out["parallel"] = true;
      if (node.schedule) {
        Ordered schedule = {{"kind", std::string(schedule_kind_name(node.schedule->kind))}};
        if (!node.schedule->chunk.empty()) schedule["chunk"] = expression_json(node.schedule->chunk);
        out["schedule"] = std::move(schedule);
      }
      if (!node.body.empty()) out["body"] = node_json(node.body.front());
      break;
    }
  }
}

Ordered node_json(const Node &node) {
  Ordered out = Ordered::object();
  out["id"] = node.id;
  out["kind"] = std::string(node_kind_name(node.kind));
  if (!node.label.empty()) out["label"] = node.label;
  if (!node.condition.empty()) out["condition"] = node.condition;
  if (node.cost && std::isfinite(*node.cost)) {
    double cost = *node.cost;
    if (cost == std::floor(cost) && std::fabs(cost) < 1e15)
      out["cost"] = static_cast<long long>(cost);
    else
      out["cost"] = cost;
  } else if (!node.cost_expression.empty()) {
    out["cost"] = node.cost_expression;
  }
  if (!node.reads.empty()) out["reads"] = accesses_json(node.reads);
  if (!node.writes.empty()) out["writes"] = accesses_json(node.writes);
  add_kind_fields(out, node);
  if (node.loc) {
    Ordered loc = Ordered::object();
    if (!node.loc->file.empty()) loc["file"] = node.loc->file;
    if (node.loc->line > 0) loc["line"] = node.loc->line;
    if (node.loc->column > 0) loc["column"] = node.loc->column;
    out["loc"] = std::move(loc);
  }
  return out;
}

Ordered document_json(const Document &document) {
  Ordered out = Ordered::object();
  out["format"] = "htg";
  out["version"] = 1;
  out["name"] = document.name;
  if (document.language != "c") out["language"] = document.language;
  if (!document.includes.empty()) out["includes"] = document.includes;
  if (!document.variables.empty()) {
    Ordered variables = Ordered::array();
    for (const Variable &variable : document.variables) {
      Ordered item = {{"name", variable.name}, {"type", variable.type}};
      if (!variable.dims.empty()) {
        Ordered dims = Ordered::array();
        for (const std::string &dim : variable.dims) dims.push_back(expression_json(dim));
        item["dims"] = std::move(dims);
      }
      if (!variable.init.empty()) item["init"] = expression_json(variable.init);
      if (variable.is_extern) item["extern"] = true;
      variables.push_back(std::move(item));
    }
    out["variables"] = std::move(variables);
  }
  if (!document.entry.empty()) out["entry"] = document.entry;
  if (document.main) out["main"] = true;
  out["root"] = node_json(document.root);
  return out;
}

std::string scalar_text(const Ordered &value) { return value.dump(-1, ' ', false, Ordered::error_handler_t::replace); }

bool is_flat(const Ordered &value) {  // no nested containers
  if (value.is_array() || value.is_object())
    for (const auto &item : value)
      if (item.is_array() || item.is_object()) return false;
  return true;
}

constexpr std::size_t line_budget = 96;

// Containers of scalars fit on one line when short; everything else is one member per line.
void print(const Ordered &value, int indent, std::string &out) {
  if (!value.is_array() && !value.is_object()) {
    out += scalar_text(value);
    return;
  }
  bool object = value.is_object();
  if (value.empty()) {
    out += object ? "{}" : "[]";
    return;
  }
  bool is_node = object && value.contains("id") && value.contains("kind");  // nodes always span lines
  if (is_flat(value) && !is_node) {
    std::string line = scalar_text(value);
    if (line.size() + static_cast<std::size_t>(indent) <= line_budget) {
      // nlohmann's compact form has no spaces; add the usual ones after ':' and ','.
      std::string spaced;
      bool in_string = false;
      for (std::size_t i = 0; i < line.size(); ++i) {
        char c = line[i];
        spaced += c;
        if (in_string) {
          if (c == '\\' && i + 1 < line.size())
            spaced += line[++i];
          else if (c == '"')
            in_string = false;
        } else if (c == '"') {
          in_string = true;
        } else if (c == ',' || c == ':') {
          spaced += ' ';
        }
      }
      if (object) spaced = "{ " + spaced.substr(1, spaced.size() - 2) + " }";
      out += spaced;
      return;
    }
  }
  std::string pad(static_cast<std::size_t>(indent) + 2, ' ');
  out += object ? "{\n" : "[\n";
  bool first = true;
  for (auto it = value.begin(); it != value.end(); ++it) {
    if (!first) out += ",\n";
    first = false;
    out += pad;
    if (object) out += scalar_text(Ordered(it.key())) + ": ";
    print(*it, indent + 2, out);
  }
  out += "\n" + std::string(static_cast<std::size_t>(indent), ' ') + (object ? "}" : "]");
}

}  // namespace

std::string write_document(const Document &document) {
  std::string out;
  print(document_json(document), 0, out);
  out += '\n';
  return out;
}

}  // namespace htg
