// check_graph.cpp — the graph rules of an HTG document: unique ids, arcs between
// siblings, no cycles, conflicting siblings ordered; and computed arcs where none are given.
// Warnings: an arc `on` no variable, a parallel loop writing one element in every iteration.
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "c_tokens.hpp"
#include "graph_util.hpp"
#include "linear_form.hpp"
#include "prepared_access.hpp"
#include "htg/arcs.hpp"
#include "htg/reader.hpp"
#include "read_structure.hpp"
#include "sibling_index.hpp"

namespace htg::detail {
namespace {

// What each side of a dependence does: "writes", "reads" or "tests" (in a condition).
std::pair<std::string, std::string> verbs(const Conflict &conflict, const NodeAccesses &earlier) {
  switch (conflict.kind) {
    case DependenceKind::flow: return {"writes", "reads"};
    case DependenceKind::anti: return {"reads", "writes"};
    case DependenceKind::output: return {"writes", "writes"};
    case DependenceKind::control: break;
  }
  for (const Access &write : earlier.writes)
    if (&write == conflict.earlier) return {"writes", "tests"};
  return {"tests", "writes"};
}


// The floating type `type` names ("double", "const float", "long double"), or "" when it
// names none that the document can know: a pointer, an array, a template, a typedef.
std::string floating_type(const Variable &variable) {
  if (!variable.dims.empty()) return {};
  const Tokenized lexed = tokenize_c(variable.type);
  if (!lexed.error.empty()) return {};
  bool floating = false;
  for (const CToken &token : lexed.tokens) {
    if (token.kind != CToken::Kind::identifier) return {};  // '*', '&', '(', '<', '::' ...
    floating = floating || token.text == "float" || token.text == "double";
  }
  return floating ? variable.type : std::string();
}

// The integer type wider than 64 bits that `type` names ("__int128", "unsigned __int128",
// "__uint128_t", "_BitInt(128)"), or "" when it names none the document can know.
std::string wide_integer_type(const Variable &variable) {
  if (!variable.dims.empty()) return {};
  const Tokenized lexed = tokenize_c(variable.type);
  if (!lexed.error.empty()) return {};
  const std::vector<CToken> &tokens = lexed.tokens;
  bool wide = false;
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    const CToken &token = tokens[k];
    if (token.text == "_BitInt" && k + 3 < tokens.size() && tokens[k + 1].text == "(" &&
        tokens[k + 3].text == ")") {
      const auto bits = constant_value(tokens[k + 2].text);
      wide = wide || (bits && *bits > 64);
      k += 3;
      continue;
    }
    if (token.kind != CToken::Kind::identifier) return {};  // '*', '&', '<', '::' ...
    wide = wide || token.text == "__int128" || token.text == "__int128_t" || token.text == "__uint128_t";
  }
  return wide ? variable.type : std::string();
}

// The name `bound` is, when it is one identifier (in parentheses or not); else "".
std::string bound_name(std::string_view bound) {
  const Tokenized lexed = tokenize_c(bound);
  if (!lexed.error.empty()) return {};
  std::size_t first = 0, last = lexed.tokens.size();
  while (last - first >= 3 && lexed.tokens[first].text == "(" && lexed.tokens[last - 1].text == ")") ++first, --last;
  if (last - first != 1 || lexed.tokens[first].kind != CToken::Kind::identifier) return {};
  return std::string(lexed.tokens[first].text);
}

// A loop bound or step naming a graph variable of floating type (and no enclosing loop's
// variable of that name): the loop variable takes integer values, and the generated code
// would truncate it where the C loop counts in floating point (probe13 N6); or of an
// integer type wider than the 64 bits the generated loop counts in (review30: cut).
void check_bound_types(ReadContext &context, const std::vector<Variable> &variables, const Node &node,
                       const NodeSite &site, std::vector<std::string> &loop_vars) {
  if (node.kind == NodeKind::loop) {
    static const std::string no_chunk;
    const std::string *chunk = node.schedule ? &node.schedule->chunk : &no_chunk;
    for (auto [field, text] : {std::pair{"from", &node.from}, std::pair{"to", &node.to}, std::pair{"step", &node.step},
                               std::pair{"schedule/chunk", chunk}}) {
      const std::string name = bound_name(*text);
      if (name.empty() || std::find(loop_vars.begin(), loop_vars.end(), name) != loop_vars.end()) continue;
      for (const Variable &variable : variables) {
        if (variable.name != name) continue;
        if (const std::string wide = wide_integer_type(variable); !wide.empty()) {
          context.error(site.pointer + "/" + field,
                        "loop '" + std::string(field) + "' is '" + *text + "', a variable of type '" + wide +
                            "', wider than the 64 bits loop " + (node.id.empty() ? "" : "'" + node.id + "' ") +
                            "counts its iterations in, which would cut it: convert it, e.g. (long)(" + name +
                            "), when its values fit in long, or declare '" + name + "' of a 64-bit type");
          break;
        }
        const std::string type = floating_type(variable);
        if (type.empty()) break;
        // A chunk counts iterations (bb60 4: 0.5 became a chunk of 0, silently).
        const bool is_chunk = std::string_view(field) == "schedule/chunk";
        context.error(site.pointer + "/" + field,
                      "loop '" + std::string(is_chunk ? "chunk" : field) + "' is '" + *text +
                          "', a variable of floating type '" + type + "', but " +
                          (is_chunk ? "a chunk is a count of iterations" : "the loop variable takes integer values") +
                          " and it would be truncated: convert it, e.g. (long)(" + name + "), or declare '" + name +
                          "' of an integer type");
        break;
      }
    }
    loop_vars.push_back(node.var);
  }
  for (std::size_t i = 0; i < node.children.size() && i < site.children.size(); ++i)
    check_bound_types(context, variables, node.children[i], site.children[i], loop_vars);
  for (std::size_t i = 0; i < node.body.size() && i < site.body.size(); ++i)
    check_bound_types(context, variables, node.body[i], site.body[i], loop_vars);
  if (node.kind == NodeKind::loop) loop_vars.pop_back();
}

class GraphChecker {
 public:
  GraphChecker(ReadContext &context, const std::vector<Variable> &variables, const PointerTargets &targets,
               bool compute_arcs)
      : context_(context), variables_(variables), targets_(targets), compute_arcs_(compute_arcs) {}

  void run(Node &root, const NodeSite &site) {
    collect_ids(root, site);
    check_node(root, site);
  }

 private:
  void collect_ids(const Node &node, const NodeSite &site) {
    if (!node.id.empty()) {
      auto [it, inserted] = ids_.try_emplace(node.id, site.pointer);
      if (!inserted)
        context_.error(site.pointer + "/id",
                       "duplicate id '" + node.id + "': the node at " + it->second + " already has it");
    }
    for (std::size_t i = 0; i < node.children.size() && i < site.children.size(); ++i)
      collect_ids(node.children[i], site.children[i]);
    for (std::size_t i = 0; i < node.body.size() && i < site.body.size(); ++i) collect_ids(node.body[i], site.body[i]);
  }

  void check_node(Node &node, const NodeSite &site) {
    for (std::size_t i = 0; i < node.children.size() && i < site.children.size(); ++i)
      check_node(node.children[i], site.children[i]);
    for (std::size_t i = 0; i < node.body.size() && i < site.body.size(); ++i) check_node(node.body[i], site.body[i]);
    if (node.kind == NodeKind::compound) check_compound(node, site);
    if (node.kind == NodeKind::loop && node.parallel) check_parallel_writes(node, site);
    for (const PointerTargets::Unfollowed &unfollowed : targets_.unfollowed())
      if (unfollowed.node == &node) report_unfollowed(node, site, unfollowed);
  }

  // A pointer set where the arcs cannot follow it is taken to reach every address the
  // file takes (a warning: that is safe unless it points to memory no store names).
  void report_unfollowed(const Node &node, const NodeSite &site, const PointerTargets::Unfollowed &unfollowed) {
    const std::string &name = unfollowed.variable;
    std::string taken;
    for (const std::string &variable : targets_.addresses_taken())
      if (variable != name && !PointerTargets::is_unnamed_target(variable)) taken += (taken.empty() ? "'" : ", '") + variable + "'";
    const bool written = unfollowed.why == PointerTargets::Unfollowed::Why::written_without_assignment;
    std::string what = written ? "writes pointer '" + name + "', but its code assigns it nowhere the arcs can follow"
                               : "passes the address of pointer '" + name +
                                     "' on (to a call, or into memory the file does not name), which may set it";
    context_.warning(site.pointer + (written ? "/writes" : node.code.empty() ? "/condition" : "/code"),
                     "node '" + node.id + "' " + what + ": accesses through '" + name +
                         "' are taken to reach every variable whose address the file takes (" +
                         (taken.empty() ? "none" : taken) + "); assign it in the code (\"" + name +
                         " = &x;\"), or list what the nodes access through '" + name +
                         "' under that variable's own name too",
                     true);
  }

  // HTG-FORMAT.md orders only siblings; iterations of a parallel loop run unordered, so a
  // body that declares a write of the same memory in every iteration races (a warning:
  // the format does not forbid it, the user may synchronise inside the code).
  // Only one element or scalar is certain to be the same memory: a section, a pointer
  // target or a whole array may be a coarse declaration of disjoint parts.
  void check_parallel_writes(const Node &loop, const NodeSite &site) {
    if (loop.var.empty()) return;  // its 'var' is missing or invalid: an error already says so
    // Constant bounds with at most one iteration: nothing runs beside it.
    const auto from = detail::constant_value(loop.from), to = detail::constant_value(loop.to),
               step = detail::constant_value(loop.step.empty() ? "1" : loop.step);
    if (from && to && step && *step > 0 &&
        (*to <= *from || static_cast<double>(*to) - static_cast<double>(*from) <= static_cast<double>(*step)))
      return;
    std::set<std::string> reported;
    for (const Access &access : writes_of_every_iteration(loop)) {
      if (!names_one_element(access) || !reported.insert(access.text).second) continue;
      context_.warning(site.pointer + "/parallel",
                       "parallel loop '" + loop.id + "': its body writes '" + access.text +
                           "', the same memory in every iteration (no subscript uses '" + loop.var +
                           "'): unless its code synchronises (atomics, a lock), the iterations race; make the "
                           "loop sequential (\"parallel\": false), or let each iteration write its own element "
                           "(indexed by '" +
                           loop.var + "') and combine them after the loop",
                       true);
    }
  }

  bool names_one_element(const Access &access) const {
    if (access.deref) return false;
    for (const Selector &selector : access.selectors)
      if (selector.kind == Selector::Kind::section) return false;
    if (!access.selectors.empty()) return true;
    for (const Variable &variable : variables_)
      if (variable.name == access.base) return variable.dims.empty();
    return true;
  }

  // A data arc `on` a variable that neither end accesses and the document does not
  // declare is most likely a misspelling (a warning: the variable may be the user's).
  void check_arc_variable(const Node &from, const Node &to, const Arc &arc, const std::string &pointer) {
    if (arc.on.empty()) return;
    auto on = parse_access(arc.on, nullptr, context_.expressions());
    if (!on) return;
    for (const Variable &variable : variables_)
      if (variable.name == on->base) return;
    for (const Node *end : {&from, &to}) {
      NodeAccesses accesses = effective_accesses(*end);
      for (const auto *list : {&accesses.reads, &accesses.writes, &accesses.condition_reads})
        for (const Access &access : *list)
          if (access.base == on->base) return;
    }
    context_.warning(pointer + "/on", "arc 'on' names '" + on->base + "', which neither '" + from.id + "' nor '" +
                                          to.id +
                                          "' reads or writes and no graph variable declares; check the "
                                          "spelling, or list it in their 'reads'/'writes'");
  }

  void check_compound(Node &node, const NodeSite &site) {
    std::map<std::string, std::size_t> child_index;
    for (std::size_t i = 0; i < node.children.size(); ++i)
      if (!node.children[i].id.empty()) child_index.try_emplace(node.children[i].id, i);

    std::vector<Edge> edges;
    std::vector<std::size_t> edge_arc;  // edge -> index in node.arcs
    bool arcs_wrong = site.arcs_unreadable;
    for (std::size_t k = 0; k < node.arcs.size() && k < site.arc_pointers.size(); ++k) {
      const Arc &arc = node.arcs[k];
      const std::string &pointer = site.arc_pointers[k];
      auto from = child_index.find(arc.from);
      auto to = child_index.find(arc.to);
      bool ends_ok = true;
      if (from == child_index.end()) ends_ok = false, report_bad_end(node, arc, "from", arc.from, arc.to, pointer);
      if (to == child_index.end()) ends_ok = false, report_bad_end(node, arc, "to", arc.to, arc.from, pointer);
      if (!ends_ok) {
        arcs_wrong = true;
        continue;
      }
      check_arc_variable(node.children[from->second], node.children[to->second], arc, pointer);
      edges.push_back({from->second, to->second});
      edge_arc.push_back(k);
    }

    auto cycles = find_cycles(node.children.size(), edges);
    for (const auto &cycle : cycles) report_cycle(node, site, edges, edge_arc, cycle);
    // Conflicts are still checked: a cycle orders the nodes on it both ways.

    if (!node.arcs_given) {
      if (compute_arcs_) node.arcs = compute_arcs(node, targets_);
      return;
    }
    // Pairs a wrong arc was meant to order would be reported as unordered: an error
    // pointing away from the slip.
    if (!node.trust_arcs && !arcs_wrong) check_conflicts(node, site, edges);
  }

  void report_bad_end(const Node &node, const Arc &arc, std::string_view end, const std::string &id,
                      const std::string &other, const std::string &arc_pointer) {
    std::string pointer = arc_pointer + "/" + std::string(end);
    std::string head = "arc '" + std::string(end) + "' names '" + id + "', which is ";
    bool other_is_child = false;
    for (const Node &child : node.children) other_is_child |= child.id == other && !other.empty();
    if (ids_.count(id) == 0)
      context_.error(pointer, head + "not the id of any node");
    else if (other_is_child && other != id)
      context_.error(pointer, head + "not a sibling of '" + other + "'");
    else
      context_.error(pointer, head + "not a child of compound '" + node.id + "'");
    (void)arc;
  }

  void report_cycle(const Node &node, const NodeSite &site, const std::vector<Edge> &edges,
                    const std::vector<std::size_t> &edge_arc, const std::vector<std::size_t> &cycle) {
    std::size_t first = cycle.front(), last = cycle.back();
    std::string pointer = site.pointer + "/arcs";
    for (std::size_t e = 0; e < edges.size(); ++e)  // the arc closing the cycle
      if (edges[e].from == last && edges[e].to == first) pointer = site.arc_pointers[edge_arc[e]];
    if (cycle.size() == 1) {
      context_.error(pointer, "arc from '" + node.children[first].id + "' to itself makes a cycle");
      return;
    }
    std::string path;
    for (std::size_t index : cycle) path += "'" + node.children[index].id + "' -> ";
    path += "'" + node.children[first].id + "'";
    context_.error(pointer, "arcs form a cycle: " + path);
  }

  void check_conflicts(const Node &node, const NodeSite &site, const std::vector<Edge> &edges) {
    std::size_t n = node.children.size();
    // Built for the first candidate pair only: n*n bits (5 GB for 200000 siblings) are
    // not spent on siblings that touch no common variable.
    std::optional<Reachability> reach;
    std::vector<NodeAccesses> accesses;
    accesses.reserve(n);
    for (const Node &child : node.children) accesses.push_back(effective_accesses(child, targets_));
    std::vector<PreparedNode> prepared;  // points into `accesses`, which no longer grows
    prepared.reserve(n);
    for (const NodeAccesses &node_accesses : accesses) prepared.push_back(prepare_node(node_accesses));
    const SiblingIndex index_of_siblings(prepared);
    for (std::size_t j = 0; j < n && j < site.children.size(); ++j) {
      for (std::size_t i : index_of_siblings.earlier_candidates(j)) {
        if (!reach) reach.emplace(n, edges);
        if (reach->reaches(i, j) || reach->reaches(j, i)) continue;
        const auto conflict = find_conflict(prepared[i], prepared[j]);
        if (!conflict) continue;
        const Node &a = node.children[i];
        const Node &b = node.children[j];
        auto [earlier_verb, later_verb] = verbs(*conflict, accesses[i]);
        context_.error(site.children[j].pointer,
                       "children " + named(a, site.children[i]) + " and " + named(b, site.children[j]) +
                           " conflict on '" + conflict->earlier->base + "' (" + named(a, site.children[i]) + " " +
                           earlier_verb + " '" + conflict->earlier->text + "', " + named(b, site.children[j]) + " " +
                           later_verb + " '" + conflict->later->text +
                           "') but no path of arcs orders them; add an arc or set \"trust_arcs\": true");
      }
    }
  }

  // "'id'", or "the node at /root/children/2" for a node whose id is missing or not a string.
  static std::string named(const Node &node, const NodeSite &site) {
    return node.id.empty() ? "the node at " + site.pointer : "'" + node.id + "'";
  }

  ReadContext &context_;
  const std::vector<Variable> &variables_;
  const PointerTargets &targets_;
  bool compute_arcs_;  // else compounds without arcs keep none (ReadOptions)
  std::map<std::string, std::string> ids_;  // id -> pointer of the node that has it first
};

}  // namespace

void check_graph(ReadContext &context, Document &document, const NodeSite &root_site, bool compute_arcs) {
  const PointerTargets targets(document.variables, document.root);
  GraphChecker(context, document.variables, targets, compute_arcs).run(document.root, root_site);
  std::vector<std::string> loop_vars;
  check_bound_types(context, document.variables, document.root, root_site, loop_vars);
}

}  // namespace htg::detail
