// read_structure.hpp — the two passes of reading an HTG document after JSON parsing:
// the structural read (fields, types, syntax of accesses and expressions) and the graph
// checks (ids, arcs, cycles, conflicts) that also compute the missing arcs.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "htg/model.hpp"
#include "read_context.hpp"

namespace htg::detail {

// Where a node of the model came from, in the same shape as the model (children and
// body sites parallel to Node::children and Node::body; arc_pointers to Node::arcs).
struct NodeSite {
  std::string pointer;
  std::vector<std::string> arc_pointers;
  bool arcs_unreadable = false;  // 'arcs' or one of its arcs had an error: conflicts are not checked
  std::vector<NodeSite> children;
  std::vector<NodeSite> body;
};

// parse_access (htg/reader.hpp) in a document's context: the subscripts are read as
// expressions of its language. When a subscript stores, `*stores` is set and the error
// says where ("stores to 'i' ('++' at position 2 of 'i++')").
std::optional<Access> parse_access(std::string_view text, std::string *error, const ExpressionContext &context,
                                   bool *stores = nullptr);

// Nodes nested deeper than this are rejected (it bounds the recursion of every pass).
constexpr int max_node_depth = 200;

// Reads what it can, reporting every problem; the document is complete only when no
// error was reported.
Document read_structure(ReadContext &context, const Json &json, NodeSite *root_site);

// Ids unique file-wide; arcs name sibling ids, are acyclic, and order every pair of
// conflicting siblings (unless trust_arcs); compounds without arcs get computed ones
// when `compute_arcs` is set.
// Warns of arcs `on` no variable and of parallel loops whose every iteration writes the
// same memory. Accesses through pointers may reach other variables (PointerTargets).
void check_graph(ReadContext &context, Document &document, const NodeSite &root_site, bool compute_arcs);

}  // namespace htg::detail
