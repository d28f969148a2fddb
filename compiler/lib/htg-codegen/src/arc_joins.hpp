// arc_joins.hpp — the arcs of a compound as the generated code wires them: siblings that
// all follow the same predecessors wait for them through one empty join task.
#pragma once

#include <utility>
#include <vector>

namespace htg::codegen {

// A join task: every child of `from` precedes it, it precedes every child of `to`.
struct Join {
  std::vector<int> from;
  std::vector<int> to;
};

struct WiredArcs {
  std::vector<std::pair<int, int>> direct;  // (from, to) wired as they are, in input order
  std::vector<Join> joins;
};

// `arcs` (child positions) as direct arcs and joins, ordering the same
// children: the children whose predecessor sets are equal, p predecessors for t
// children, go through a join when that takes fewer arcs (p + t < p * t). A complete
// bipartite graph of 2 x 2500 siblings needs 5000 arcs instead of 6.25M (review30 r22).
WiredArcs wire_arcs(const std::vector<std::pair<int, int>> &arcs);

}  // namespace htg::codegen
