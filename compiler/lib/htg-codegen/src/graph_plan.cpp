// graph_plan.cpp — flattens the HTG tree into numbered nodes with scopes and resolved arcs.
#include "graph_plan.hpp"

#include <unordered_map>

#include "code_writer.hpp"
#include "htg/arcs.hpp"

namespace htg::codegen {
namespace {

class Planner {
 public:
  explicit Planner(const PointerTargets &targets) : targets_(targets) {}

  GraphPlan plan;

  int add(const Node &node, int scope, bool is_task) {
    const int index = static_cast<int>(plan.nodes.size());
    PlannedNode planned;
    planned.node = &node;
    planned.name = std::to_string(index) + "_" + identifier_part(node.id);
    planned.scope = scope;
    planned.is_task = is_task;
    plan.nodes.push_back(std::move(planned));

    switch (node.kind) {
      case NodeKind::simple: break;
      case NodeKind::compound: add_compound(index, node, scope); break;
      case NodeKind::loop: add_loop(index, node, scope); break;
    }
    return index;
  }

 private:
  void add_compound(int index, const Node &node, int scope) {
    std::vector<int> children;
    std::unordered_map<std::string, int> position;
    for (const Node &child : node.children) {
      position.emplace(child.id, static_cast<int>(children.size()));
      children.push_back(add(child, scope, true));
    }
    const bool needs_computing = !node.arcs_given && node.arcs.empty() && node.children.size() > 1;
    std::vector<Arc> computed;  // node.arcs are read in place: they may be millions
    if (needs_computing) computed = compute_arcs(node, targets_);
    const std::vector<Arc> &arcs = needs_computing ? computed : node.arcs;
    std::vector<std::pair<int, int>> resolved;
    for (const Arc &arc : arcs) {
      auto from = position.find(arc.from);
      auto to = position.find(arc.to);
      if (from == position.end() || to == position.end() || from->second == to->second) continue;
      resolved.emplace_back(from->second, to->second);
    }
    plan.nodes[index].children = std::move(children);
    plan.nodes[index].arcs = std::move(resolved);
  }

  void add_loop(int index, const Node &node, int scope) {
    LoopScope inner;
    inner.loop = index;
    if (scope >= 0) {
      inner.vars = plan.scopes[scope].vars;
      inner.binders = plan.scopes[scope].binders;
    }
    inner.vars.push_back(node.var);
    inner.binders.push_back(index);
    const int body_scope = static_cast<int>(plan.scopes.size());
    plan.scopes.push_back(std::move(inner));
    plan.nodes[index].body_scope = body_scope;
    if (!node.body.empty()) {
      // The iterations of a sequential loop whose body creates nano-threads are
      // tasks of their own, chained by arcs (see the generator).
      const Node &body_node = node.body.front();
      const bool iteration_task = !node.parallel && body_node.kind != NodeKind::simple;
      const int body = add(body_node, body_scope, iteration_task);
      plan.nodes[index].body = body;
    }
  }

  const PointerTargets &targets_;
};

}  // namespace

GraphPlan plan_graph(const Node &root, const PointerTargets &targets) {
  Planner planner(targets);
  planner.add(root, -1, true);
  return std::move(planner.plan);
}

}  // namespace htg::codegen
