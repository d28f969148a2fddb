// read_nodes.cpp — the structural read of an HTG document: every field of the document,
// its variables and its nodes, with types, required fields and unknown fields checked.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "c_tokens.hpp"
#include "directives.hpp"
#include "htg/names.hpp"
#include "htg/reader.hpp"
#include "linear_form.hpp"
#include "read_structure.hpp"

namespace htg::detail {
namespace {

// Fields each node kind may have beyond the common ones.
constexpr std::string_view simple_fields[] = {"code"};
constexpr std::string_view compound_fields[] = {"children", "arcs", "trust_arcs"};
constexpr std::string_view loop_fields[] = {"var", "from", "to", "step", "parallel", "schedule", "body"};

// "2.5", "1e6": a plain floating literal as a number; nullopt for anything else.
std::optional<double> floating_literal(const std::string &text) {
  if (text.empty() || text.size() > 64) return std::nullopt;
  char *end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

// An integer that 64 bits cannot hold, where the format needs one: a JSON integer beyond
// them, which the JSON reader holds as a double ("1e+20"), or a C integer literal
// ("99999999999999999999", no C type holds it).
bool out_of_range_integer(const std::string &text) {
  const bool negative = !text.empty() && text[0] == '-';
  const std::string digits = text.substr(negative ? 1 : 0);
  if (number_kind(digits, true) == NumberKind::floating) {
    auto value = floating_literal(text);
    // A JSON integer from -2^63 to 2^64 - 1 is read exactly: a double this large is beyond.
    return value && *value == std::floor(*value) && (*value >= 0x1p64 || *value <= -0x1p63);
  }
  if (number_kind(digits, false) != NumberKind::integer) return false;
  std::string plain;
  for (char c : digits)
    if (c != '\'') plain += c;
  plain = plain.substr(0, plain.find_first_of("uUlLzZwW"));
  int base = 10;
  std::size_t at = 0;
  if (plain.size() > 1 && plain[0] == '0') {
    const char x = static_cast<char>(plain[1] | 0x20);
    base = x == 'x' ? 16 : x == 'b' ? 2 : 8;
    at = base == 8 ? 1 : 2;
  }
  unsigned __int128 value = 0;
  const unsigned __int128 limit = negative ? (unsigned __int128)1 << 63 : UINT64_MAX;
  for (; at < plain.size(); ++at) {
    const char c = static_cast<char>(plain[at] | 0x20);
    value = value * base + static_cast<unsigned>(c <= '9' ? c - '0' : c - 'a' + 10);
    if (value > limit) return true;
  }
  return false;
}

// "2.5" but not "4" (nor an integer out of range): a number that is not an integer,
// where the format needs one.
bool is_floating_literal(const std::string &text) {
  const std::string_view digits = std::string_view(text).substr(!text.empty() && text[0] == '-' ? 1 : 0);
  return floating_literal(text).has_value() && number_kind(digits, true) == NumberKind::floating &&
         !out_of_range_integer(text);
}

// The error for an integer field holding an integer out of range.
std::string out_of_range_message(std::string_view what, const std::string &text) {
  return std::string(what) + " is out of range: " + text +
         " does not fit in 64 bits (an integer here is from -9223372036854775808 to 18446744073709551615)";
}

// "compound node 'r'", or without an id "the compound node at /root" (`kind` may be empty).
std::string describe_node(const std::optional<std::string> &id, const std::string &pointer,
                          std::string_view kind = {}) {
  const std::string node = kind.empty() ? "node" : std::string(kind) + " node";
  return id ? node + " '" + *id + "'" : "the " + node + " at " + (pointer.empty() ? std::string("/") : pointer);
}

class NodeReader {
 public:
  explicit NodeReader(ReadContext &context) : context_(context) {}

  // nullopt when `json` is not a node at all (not an object, or too deep).
  std::optional<Node> read(const Json &json, const std::string &pointer, int depth, NodeSite *site) {
    if (!json.is_object()) {
      context_.error(pointer, "a node must be an object, not " + json_type_phrase(json));
      return std::nullopt;
    }
    if (depth > max_node_depth) {
      context_.error(pointer, "nodes are nested more than " + std::to_string(max_node_depth) +
                                  " levels deep (the limit of this tool): flatten the graph, listing nodes side by "
                                  "side in a compound (arcs order them)");
      return std::nullopt;
    }
    site->pointer = pointer;
    ObjectFields fields(context_, json, pointer, "the node at " + (pointer.empty() ? std::string("/") : pointer));
    Node node;
    // HTG-FORMAT.md: an id is an identifier ("load_data", not "load-data" or "9").
    // A non-empty id that is not one is still kept, so arcs naming it resolve and the
    // file's other problems are reported without a cascade.
    auto id = fields.string("id", true);
    if (id && !fields.check_identifier("id", *id) && id->empty()) id.reset();
    if (id) node.id = *id;
    fields.set_what(describe_node(id, pointer));
    auto kind = read_kind(fields);
    if (kind) {
      node.kind = *kind;
      fields.set_what(describe_node(id, pointer, node_kind_name(*kind)));
    }
    if (auto label = fields.string("label", false)) node.label = *label;
    node.reads = read_accesses(fields, "reads");
    node.writes = read_accesses(fields, "writes");
    if (auto condition = fields.expression("condition", false)) node.condition = *condition;
    read_cost(fields, &node);
    read_location(fields, &node);

    if (!kind) {
      // The kind is unknown: accept (and ignore) the fields of every kind.
      fields.finish(
          {"code", "children", "arcs", "trust_arcs", "var", "from", "to", "step", "parallel", "schedule", "body"});
      return node;
    }
    reject_foreign_fields(fields, *kind);
    switch (*kind) {
      case NodeKind::simple: read_simple(fields, &node); break;
      case NodeKind::compound: read_compound(fields, &node, depth, site); break;
      case NodeKind::loop: read_loop(fields, &node, depth, site); break;
    }
    fields.finish();
    return node;
  }

 private:
  std::optional<NodeKind> read_kind(ObjectFields &fields) {
    auto text = fields.string("kind", true);
    if (!text) return std::nullopt;
    auto kind = parse_node_kind(*text);
    if (!kind)
      context_.error(fields.pointer("kind"),
                     "unknown node kind '" + *text + "' (expected \"simple\", \"compound\" or \"loop\")");
    return kind;
  }

  void reject_foreign_fields(ObjectFields &fields, NodeKind kind) {
    auto reject_all = [&](const auto &names, std::string_view owner) {
      for (std::string_view name : names) fields.reject(name, "it belongs to " + std::string(owner) + " nodes");
    };
    if (kind != NodeKind::simple) reject_all(simple_fields, "simple");
    if (kind != NodeKind::compound) reject_all(compound_fields, "compound");
    if (kind != NodeKind::loop) reject_all(loop_fields, "loop");
  }

  std::vector<Access> read_accesses(ObjectFields &fields, std::string_view key) {
    std::vector<Access> accesses;
    const Json *list = fields.take(key);
    if (!list) return accesses;
    std::string pointer = fields.pointer(key);
    if (!list->is_array()) {
      context_.error(pointer,
                     "field '" + std::string(key) + "' must be an array of accesses, not " + json_type_phrase(*list));
      return accesses;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
      const Json &item = (*list)[i];
      std::string item_pointer = pointer + "/" + std::to_string(i);
      if (!item.is_string()) {
        context_.error(item_pointer, "an access must be a string such as \"a[0:n]\", not " + json_type_phrase(item));
        continue;
      }
      std::string why;
      bool stores = false;
      std::string text = item.get<std::string>();
      if (auto access = parse_access(text, &why, context_.expressions(), &stores))
        accesses.push_back(std::move(*access));
      else if (stores)
        context_.error(item_pointer, "access " + quoted_excerpt(text) + " in '" + std::string(key) + "' " + why +
                                         ": a subscript is only read, so the store would not be ordered with the "
                                         "other nodes; store in a simple node's code");
      else
        context_.error(item_pointer, "unparsable access " + quoted_excerpt(text) + " in '" + std::string(key) + "': " + why);
    }
    return accesses;
  }

  void read_cost(ObjectFields &fields, Node *node) {
    const Json *cost = fields.take("cost");
    if (!cost) return;
    std::string pointer = fields.pointer("cost");
    if (cost->is_number()) {
      double value = cost->get<double>();
      if (!(value >= 0) || !std::isfinite(value))
        context_.error(pointer, "'cost' must not be negative");
      else
        node->cost = value;
      return;
    }
    auto text = read_expression(context_, *cost, pointer, "cost");
    if (!text) return;
    std::optional<double> value;
    if (auto integer = constant_value(*text))
      value = static_cast<double>(*integer);
    else
      value = floating_literal(*text);
    if (!value)
      node->cost_expression = *text;
    else if (*value < 0)
      context_.error(pointer, "'cost' must not be negative");
    else
      node->cost = *value;
  }

  void read_location(ObjectFields &fields, Node *node) {
    const Json *loc = fields.take("loc");
    if (!loc) return;
    std::string pointer = fields.pointer("loc");
    if (!loc->is_object()) {
      context_.error(pointer,
                     "field 'loc' must be an object {\"file\", \"line\", \"column\"}, not " + json_type_phrase(*loc));
      return;
    }
    ObjectFields loc_fields(context_, *loc, pointer, "'loc'");
    SourceLocation location;
    if (auto file = loc_fields.string("file", false)) location.file = *file;
    location.line = read_position(loc_fields, "line");
    location.column = read_position(loc_fields, "column");
    loc_fields.finish();
    node->loc = location;
  }

  int read_position(ObjectFields &fields, std::string_view key) {
    const Json *value = fields.take(key);
    if (!value) return 0;
    // An integer-valued number written with a fraction or an exponent (`12.0`) is that
    // integer, as JSON Schema has it (and as for loop bounds).
    const double number = value->is_number() ? value->get<double>() : -1;
    if (!value->is_number() || number != std::trunc(number) || number < 0 || number > INT32_MAX) {
      context_.error(fields.pointer(key), "'" + std::string(key) + "' must be an integer from 0 to 2147483647, not " +
                                              (value->is_number() ? value->dump() : json_type_phrase(*value)));
      return 0;
    }
    return static_cast<int>(number);
  }

  void read_simple(ObjectFields &fields, Node *node) {
    auto code = fields.string("code", true);
    if (!code) return;
    std::string why = check_statement(*code);
    if (!why.empty()) {
      context_.error(fields.pointer("code"), "unparsable code '" + *code + "': " + why);
    } else if (auto directive = find_directive(*code)) {
      // HTG-FORMAT.md: `code` is one C/C++ statement, and a directive is none.
      context_.error(fields.pointer("code"),
                     fields.what() + " has the preprocessor directive '" + directive->name + "' on line " +
                         std::to_string(directive->line) +
                         " of its code, which must be one C/C++ statement: list headers in the document's "
                         "\"includes\", and define macros in one of those headers (or with -D)");
    } else {
      node->code = *code;
    }
  }

  void read_compound(ObjectFields &fields, Node *node, int depth, NodeSite *site) {
    if (auto trust = fields.boolean("trust_arcs")) {
      node->trust_arcs = *trust;
      if (*trust && !fields.has("arcs"))
        context_.warning(fields.pointer("trust_arcs"),
                         "'trust_arcs' has no effect on " + fields.what() +
                             ", which has no 'arcs' (its arcs are computed): list the arcs to trust in 'arcs'");
    }
    if (const Json *children = fields.require("children")) {
      std::string pointer = fields.pointer("children");
      if (!children->is_array()) {
        context_.error(pointer, "field 'children' must be an array of nodes, not " + json_type_phrase(*children));
      } else {
        if (children->empty()) context_.warning(pointer, fields.what() + " has no children");
        for (std::size_t i = 0; i < children->size(); ++i) {
          NodeSite child_site;
          auto child = read((*children)[i], pointer + "/" + std::to_string(i), depth + 1, &child_site);
          if (!child) continue;
          node->children.push_back(std::move(*child));
          site->children.push_back(std::move(child_site));
        }
      }
    }
    if (const Json *arcs = fields.take("arcs")) {
      node->arcs_given = true;
      std::string pointer = fields.pointer("arcs");
      if (!arcs->is_array()) {
        context_.error(pointer, "field 'arcs' must be an array of arcs, not " + json_type_phrase(*arcs));
        site->arcs_unreadable = true;
        return;
      }
      for (std::size_t i = 0; i < arcs->size(); ++i) {
        std::string arc_pointer = pointer + "/" + std::to_string(i);
        if (auto arc = read_arc((*arcs)[i], arc_pointer)) {
          node->arcs.push_back(std::move(*arc));
          site->arc_pointers.push_back(arc_pointer);
        } else {
          site->arcs_unreadable = true;
        }
      }
    }
  }

  std::optional<Arc> read_arc(const Json &json, const std::string &pointer) {
    if (!json.is_object()) {
      context_.error(pointer, "an arc must be an object {\"from\", \"to\"}, not " + json_type_phrase(json));
      return std::nullopt;
    }
    ObjectFields fields(context_, json, pointer, "an arc");
    Arc arc;
    auto from = fields.string("from", true);
    auto to = fields.string("to", true);
    if (auto kind_text = fields.string("kind", false)) {
      if (auto kind = parse_arc_kind(*kind_text))
        arc.kind = *kind;
      else
        context_.error(fields.pointer("kind"),
                       "unknown arc kind '" + *kind_text + "' (expected \"data\" or \"control\")");
    }
    if (auto on = fields.string("on", false)) {
      std::string why;
      if (!parse_access(*on, &why, context_.expressions()))
        context_.error(fields.pointer("on"), "arc 'on' must name a variable, not '" + *on + "': " + why);
      else
        arc.on = *on;
    }
    fields.finish();
    if (!from || !to) return std::nullopt;
    arc.from = *from;
    arc.to = *to;
    return arc;
  }

  void read_loop(ObjectFields &fields, Node *node, int depth, NodeSite *site) {
    if (auto var = fields.declared_name("var", true)) node->var = *var;
    // The loop variable takes integer values: a floating bound would be truncated.
    for (auto [name, bound] : {std::pair{"from", &node->from}, std::pair{"to", &node->to}})
      if (auto value = fields.integer_expression(name, true)) {
        if (out_of_range_integer(*value))
          context_.error(fields.pointer(name), out_of_range_message("loop '" + std::string(name) + "'", *value));
        else if (is_floating_literal(*value))
          context_.error(fields.pointer(name), "loop '" + std::string(name) + "' must be an integer, not " + *value +
                                                   " (the loop variable takes integer values)");
        else
          *bound = *value;
      }
    bool bad_step = false;
    if (auto step = fields.integer_expression("step", false)) {
      auto value = constant_value(*step);
      bad_step = (value && *value <= 0) || is_floating_literal(*step);
      bad_step = bad_step || out_of_range_integer(*step);
      if (out_of_range_integer(*step))
        context_.error(fields.pointer("step"), out_of_range_message("loop 'step'", *step));
      else if (value && *value == 0)
        context_.error(fields.pointer("step"), "loop 'step' must not be zero");
      else if (value && *value < 0)
        context_.error(fields.pointer("step"), "loop 'step' must be positive (the loop runs from <= " + node->var +
                                                   " < to), not " + std::to_string(*value));
      else if (is_floating_literal(*step))
        context_.error(fields.pointer("step"), "loop 'step' must be an integer, not " + *step);
      else
        node->step = *step;
    }
    if (auto parallel = fields.boolean("parallel")) node->parallel = *parallel;
    read_schedule(fields, node);
    if (node->schedule && !node->parallel)
      context_.warning(fields.pointer("schedule"),
                       "'schedule' has no effect on sequential " + fields.what() +
                           " (its iterations run one after another): set \"parallel\": true to share them out");
    if (!bad_step && !node->from.empty() && !node->to.empty() && node->step == "1") {
      auto from = constant_value(node->from), to = constant_value(node->to);
      if (from && to && *from >= *to)
        context_.warning(fields.pointer("to"), fields.what() + " runs no iteration ('to' is not above 'from')");
    }
    const Json *body = fields.require("body");
    if (!body) return;
    std::string pointer = fields.pointer("body");
    const Json *body_node = body;
    if (body->is_array()) {
      if (body->size() != 1) {
        context_.error(pointer, "a loop 'body' is exactly one node (use a compound node to group several), not " +
                                    std::to_string(body->size()));
        return;
      }
      body_node = &(*body)[0];
      pointer += "/0";
    }
    NodeSite body_site;
    if (auto child = read(*body_node, pointer, depth + 1, &body_site)) {
      node->body.push_back(std::move(*child));
      site->body.push_back(std::move(body_site));
    }
  }

  void read_schedule(ObjectFields &fields, Node *node) {
    const Json *schedule = fields.take("schedule");
    if (!schedule) return;
    std::string pointer = fields.pointer("schedule");
    if (!schedule->is_object()) {
      context_.error(pointer,
                     "field 'schedule' must be an object {\"kind\", \"chunk\"}, not " + json_type_phrase(*schedule));
      return;
    }
    ObjectFields schedule_fields(context_, *schedule, pointer, "'schedule'");
    Schedule result;
    bool ok = true;
    if (auto kind_text = schedule_fields.string("kind", true)) {
      if (auto kind = parse_schedule_kind(*kind_text)) {
        result.kind = *kind;
      } else {
        ok = false;
        context_.error(
            schedule_fields.pointer("kind"),
            "unknown schedule kind '" + *kind_text + "' (expected static, fixed, gss, tss, factoring or affinity)");
      }
    } else {
      ok = false;
    }
    if (auto chunk = schedule_fields.integer_expression("chunk", false)) {
      auto value = constant_value(*chunk);
      if (out_of_range_integer(*chunk))
        context_.error(schedule_fields.pointer("chunk"), out_of_range_message("schedule 'chunk'", *chunk));
      else if (value && *value <= 0)
        context_.error(schedule_fields.pointer("chunk"), "schedule 'chunk' must be positive");
      else if (is_floating_literal(*chunk))
        context_.error(schedule_fields.pointer("chunk"), "schedule 'chunk' must be an integer, not " + *chunk);
      else
        result.chunk = *chunk;
    }
    schedule_fields.finish();
    if (ok) node->schedule = result;
  }

  ReadContext &context_;
};

std::vector<std::string> read_includes(ObjectFields &fields) {
  std::vector<std::string> includes;
  const Json *list = fields.take("includes");
  if (!list) return includes;
  std::string pointer = fields.pointer("includes");
  if (!list->is_array()) {
    fields.context().error(pointer,
                           "field 'includes' must be an array of header names, not " + json_type_phrase(*list));
    return includes;
  }
  for (std::size_t i = 0; i < list->size(); ++i) {
    const Json &item = (*list)[i];
    if (!item.is_string() || item.get<std::string>().empty()) {
      fields.context().error(pointer + "/" + std::to_string(i),
                             "an include must be a non-empty header name such as \"kernels.h\"");
      continue;
    }
    // The generated code writes `#include "name"`, which ends at a '"' or a line break.
    const std::string name = item.get<std::string>();
    const std::size_t bad = name.find_first_of("\"\n\r");
    if (bad != std::string::npos)
      fields.context().error(pointer + "/" + std::to_string(i),
                             std::string("an include must be a header name that #include \"...\" can hold: ") +
                                 (name[bad] == '"' ? "its '\"'" : "its line break") +
                                 " would end it early; rename the header");
    else
      includes.push_back(name);
  }
  return includes;
}

std::optional<Variable> read_variable(ReadContext &context, const Json &json, const std::string &pointer) {
  if (!json.is_object()) {
    context.error(pointer, "a variable must be an object {\"name\", \"type\"}, not " + json_type_phrase(json));
    return std::nullopt;
  }
  ObjectFields fields(context, json, pointer, "the variable at " + pointer);
  Variable variable;
  auto name = fields.declared_name("name", true);
  if (name) {
    variable.name = *name;
    fields.set_what("variable '" + *name + "'");
  }
  if (auto type = fields.string("type", true)) {
    std::string why = check_type(*type, context.cplusplus());
    if (!why.empty())
      context.error(fields.pointer("type"), "invalid type '" + *type + "': " + why +
                                                "; write a C/C++ type such as 'int', 'unsigned long' or 'double *'");
    else
      variable.type = *type;
  }
  if (const Json *dims = fields.take("dims")) {
    std::string dims_pointer = fields.pointer("dims");
    if (!dims->is_array()) {
      context.error(dims_pointer, "field 'dims' must be an array of extents, not " + json_type_phrase(*dims));
    } else {
      for (std::size_t i = 0; i < dims->size(); ++i) {
        std::string dim_pointer = dims_pointer + "/" + std::to_string(i);
        auto dim = read_integer_expression(context, (*dims)[i], dim_pointer, "dims");
        if (!dim) continue;
        auto value = constant_value(*dim);
        if (value && *value <= 0) context.error(dim_pointer, "array extent " + *dim + " must be positive");
        if (out_of_range_integer(*dim))
          context.error(dim_pointer, out_of_range_message("array extent", *dim));
        else if (is_floating_literal(*dim))
          context.error(dim_pointer, "array extent must be an integer, not " + *dim);
        variable.dims.push_back(*dim);
      }
    }
  }
  if (auto init = fields.expression("init", false, true)) variable.init = *init;
  if (auto is_extern = fields.boolean("extern")) variable.is_extern = *is_extern;
  if (variable.is_extern && !variable.init.empty())
    context.error(fields.pointer("init"),
                  fields.what() + " is extern (defined by the user's code) and cannot have an 'init'", true);
  // A deduced C++ type: the generated `auto v = init;` needs the initialiser, and
  // declares no array.
  if (context.cplusplus() && !variable.type.empty() && type_is_deduced(variable.type)) {
    if (!variable.dims.empty())
      context.error(fields.pointer("dims"), fields.what() + " has the deduced type '" + variable.type +
                                                "', which cannot be an array; write the element type");
    else if (variable.init.empty() && !variable.is_extern)
      context.error(fields.pointer("type"), fields.what() + " has the deduced type '" + variable.type +
                                                "' and no 'init' to deduce it from; give an 'init' or write the type");
    else if (variable.is_extern)
      context.error(fields.pointer("type"), fields.what() + " is extern with the deduced type '" + variable.type +
                                                "'; write the type its definition has");
  }
  fields.finish();
  if (!name) return std::nullopt;
  return variable;
}

// The document's valid variables; \p name_pointers gets each one's "/variables/<i>/name"
// (an invalid variable before it leaves no entry, so the indices may differ).
std::vector<Variable> read_variables(ObjectFields &fields, std::vector<std::string> &name_pointers) {
  std::vector<Variable> variables;
  const Json *list = fields.take("variables");
  if (!list) return variables;
  std::string pointer = fields.pointer("variables");
  if (!list->is_array()) {
    fields.context().error(pointer, "field 'variables' must be an array of variables, not " + json_type_phrase(*list));
    return variables;
  }
  for (std::size_t i = 0; i < list->size(); ++i) {
    std::string item_pointer = pointer + "/" + std::to_string(i);
    auto variable = read_variable(fields.context(), (*list)[i], item_pointer);
    if (!variable) continue;
    for (std::size_t j = 0; j < variables.size(); ++j)
      if (variables[j].name == variable->name)
        fields.context().error(item_pointer + "/name", "variable '" + variable->name + "' is declared twice");
    variables.push_back(std::move(*variable));
    name_pointers.push_back(item_pointer + "/name");
  }
  return variables;
}

// The generated file declares the variables, the entry function and (with "main": true)
// main at file scope: no two may have one name.
void check_global_names(ReadContext &context, const Document &document, const std::vector<std::string> &name_pointers) {
  const std::string entry = document.entry_name();
  for (std::size_t k = 0; k < document.variables.size(); ++k) {
    const std::string &name = document.variables[k].name;
    const std::string &pointer = name_pointers[k];
    if (name == entry)
      context.error(pointer, "variable '" + name + "' has the name of the entry function (" +
                                 (document.entry.empty() ? "'htg_<name>' by default" : "field 'entry'") +
                                 "); rename one of them");
    else if (document.main && name == "main")
      context.error(pointer, "variable 'main' has the name of the generated main (\"main\": true); rename it");
  }
}

// The variables the document declares, from the JSON before it is checked (an expression
// in a variable's own `dims` or `init` is read knowing every name), each with its
// subscript levels: its dims, then the `*`s of its type outside template arguments.
std::map<std::string, int, std::less<>> declared_variables(const Json &document) {
  std::map<std::string, int, std::less<>> out;
  auto list = document.find("variables");
  if (list == document.end() || !list->is_array()) return out;
  for (const Json &variable : *list) {
    if (!variable.is_object()) continue;
    auto name = variable.find("name");
    if (name == variable.end() || !name->is_string()) continue;
    int levels = 0;
    if (auto dims = variable.find("dims"); dims != variable.end() && dims->is_array())
      levels += static_cast<int>(dims->size());
    if (auto type = variable.find("type"); type != variable.end() && type->is_string()) {
      int angle = 0;
      // The tokens view the text: it must outlive the loop (a temporary in the
      // range-for's initializer would not).
      const std::string &text = type->get_ref<const std::string &>();
      for (const CToken &token : tokenize_c(text).tokens) {
        if (token.kind != CToken::Kind::punctuator) continue;
        if (token.text == "<") ++angle;
        if (token.text == ">" && angle > 0) --angle;
        if (token.text == ">>") angle = std::max(0, angle - 2);
        if (token.text == "*" && angle == 0) ++levels;
      }
    }
    out.emplace(name->get<std::string>(), levels);
  }
  return out;
}

}  // namespace

Document read_structure(ReadContext &context, const Json &json, NodeSite *root_site) {
  Document document;
  if (!json.is_object()) {
    context.error("", "an HTG document must be a JSON object, not " + json_type_phrase(json));
    return document;
  }
  ObjectFields fields(context, json, "", "the document");
  if (auto format = fields.string("format", true); format && *format != "htg")
    context.error("/format", "field 'format' must be \"htg\", not \"" + *format + "\"");
  if (const Json *version = fields.require("version")) {
    if (!version->is_number())
      context.error("/version", "field 'version' must be the integer 1, not " + json_type_phrase(*version));
    else if (version->get<double>() != 1.0)
      context.error("/version", "unsupported version " + number_text(*version) + " (this reader knows version 1)");
  }
  if (auto name = fields.identifier("name", true)) document.name = *name;
  if (auto language = fields.string("language", false)) {
    if (*language == "c" || *language == "c++")
      document.language = *language;
    else
      context.error("/language", "field 'language' must be \"c\" or \"c++\", not \"" + *language + "\"");
  }
  context.set_cplusplus(document.language == "c++");  // before any expression is read
  context.set_variables(declared_variables(json));
  document.includes = read_includes(fields);
  std::vector<std::string> variable_name_pointers;
  document.variables = read_variables(fields, variable_name_pointers);
  if (auto entry = fields.declared_name("entry", false)) {
    if (*entry == "main")
      context.error("/entry", "field 'entry' must not be 'main': the entry is 'void entry(void)'; set \"main\": true "
                              "to also generate a main that calls it");
    else
      document.entry = *entry;
  }
  if (auto main = fields.boolean("main")) document.main = *main;
  check_global_names(context, document, variable_name_pointers);
  if (const Json *root = fields.require("root")) {
    if (auto node = NodeReader(context).read(*root, "/root", 1, root_site)) document.root = std::move(*node);
  }
  fields.finish();
  return document;
}

}  // namespace htg::detail
