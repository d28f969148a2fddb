// graph_plan.hpp — the HTG tree flattened for code generation: numbered nodes, loop scopes, sibling arcs.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "htg/model.hpp"
#include "htg/pointer_targets.hpp"

namespace htg::codegen {

// The loop variables visible inside one loop's body. Generated code keeps them in
// a struct `__nano_env_<index>` whose member k (`__nano_v<k>`) holds vars[k];
// outer loops come first, so an inner scope extends its parent member by member.
struct LoopScope {
  int loop = -1;  // plan index of the loop whose body this is
  std::vector<std::string> vars;
  std::vector<int> binders;  // binders[k]: plan index of the loop that binds vars[k]
};

struct PlannedNode {
  const Node *node = nullptr;
  std::string name;            // unique C identifier part: "<index>_<id>"
  int scope = -1;              // index of the LoopScope the node runs in; -1: none
  bool is_task = false;        // the root, a compound's child, or the body of a sequential
                               // loop that creates nano-threads: has a task entry point
  std::vector<int> children;   // compound: plan indices, in listed order
  std::vector<std::pair<int, int>> arcs;  // compound: (from, to) as positions in `children`
  int body = -1;               // loop: plan index of the body node; -1 when it has none
  int body_scope = -1;         // loop: the scope its body runs in
};

struct GraphPlan {
  std::vector<PlannedNode> nodes;  // preorder; nodes[0] is the root
  std::vector<LoopScope> scopes;
};

// Numbers every node of `root` in preorder and resolves compound arcs to child
// positions (computing them when the compound carries none). Arcs naming an id
// that is not a child are dropped: the reader has already reported them.
// Computed arcs follow pointers to the variables `targets` says they may reach.
GraphPlan plan_graph(const Node &root, const PointerTargets &targets);

}  // namespace htg::codegen
