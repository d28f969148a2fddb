// stats.hpp — static statistics of an HTG: node counts, depth, total cost, critical path.
#pragma once

#include <string>

#include "htg/model.hpp"

namespace htg {

// Costs: a simple node costs its `cost` (1 when absent or not a constant). A compound
// costs the sum of its children; its critical path is the longest path of arcs weighted
// by the children's critical paths. A loop with constant bounds (literals, or variables
// with a constant `init` that no node writes) runs its body `trip count` times (a loop
// with other bounds counts once, and `estimated` is set):
// in parallel the critical path is one body's, sequentially the sum of all iterations'.
struct Statistics {
  int simple_nodes = 0;
  int compound_nodes = 0;
  int loop_nodes = 0;
  int parallel_loops = 0;
  int conditional_nodes = 0;
  int data_arcs = 0;
  int control_arcs = 0;
  int depth = 0;             // levels of nesting: a lone root is 1
  double total_cost = 0;     // work: everything run once on one worker
  double critical_path = 0;  // span: with unlimited workers
  double parallelism = 0;    // total_cost / critical_path
  bool estimated = false;    // a cost or trip count was not a constant
};

Statistics compute_statistics(const Document &document);
std::string format_statistics(const Statistics &statistics, const std::string &name);

}  // namespace htg
