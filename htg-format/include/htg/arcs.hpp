// arcs.hpp — dependence arcs between the children of a compound node.
#pragma once

#include <optional>
#include <vector>

#include "htg/model.hpp"
#include "htg/pointer_targets.hpp"

namespace htg {

// Flow, anti and output arcs from the children's reads/writes in listed order,
// transitively reduced. Section overlap is exact for constant bounds and
// conservative (assumed) otherwise. An access through a pointer also touches the
// variables `targets` says it may reach.
std::vector<Arc> compute_arcs(const Node &compound, const PointerTargets &targets = {});

// Do these two accesses possibly touch the same memory?
bool may_overlap(const Access &a, const Access &b);

// What a node touches, as seen by its siblings: its own reads/writes, plus those of
// its children (compound) or body (loop; subscripts using the loop variable widened
// to the whole dimension), plus the variables of loop bounds (read). The variables a
// `condition` reads are kept apart: an arc due only to them is a control arc.
struct NodeAccesses {
  std::vector<Access> reads;
  std::vector<Access> writes;
  std::vector<Access> condition_reads;
};
NodeAccesses effective_accesses(const Node &node);
// The same, plus the whole of every variable an access through a pointer may reach
// (spelled as that access, for messages).
NodeAccesses effective_accesses(const Node &node, const PointerTargets &targets);

// The writes of a loop's body (as effective_accesses sees them) that no subscript
// selects by the loop variable: every iteration writes that same memory.
std::vector<Access> writes_of_every_iteration(const Node &loop);

enum class DependenceKind { flow, anti, output, control };
struct Dependence {
  DependenceKind kind = DependenceKind::flow;
  Access earlier;  // the access of the node that runs first
  Access later;
};
// The first dependence of `later` on `earlier` (flow, then anti, output, control).
std::optional<Dependence> find_dependence(const NodeAccesses &earlier, const NodeAccesses &later);

}  // namespace htg
