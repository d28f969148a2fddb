// stats.cpp — work/span statistics over the node tree of an HTG.
#include "htg/stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

#include "graph_util.hpp"
#include "linear_form.hpp"

namespace htg {
namespace {

struct Cost {
  double total = 0;
  double span = 0;
};

class StatisticsWalker {
 public:
  StatisticsWalker(Statistics &statistics, const Document &document) : statistics_(statistics) {
    collect_constants(document);
  }

  Cost visit(const Node &node, int depth) {
    statistics_.depth = std::max(statistics_.depth, depth);
    if (!node.condition.empty()) ++statistics_.conditional_nodes;
    switch (node.kind) {
      case NodeKind::simple: return visit_simple(node);
      case NodeKind::compound: return visit_compound(node, depth);
      case NodeKind::loop: return visit_loop(node, depth);
    }
    return {};
  }

 private:
  Cost visit_simple(const Node &node) {
    ++statistics_.simple_nodes;
    double cost = 1;  // the format's value when `cost` is absent: not an estimate
    if (node.cost)
      cost = *node.cost;
    else if (!node.cost_expression.empty())
      statistics_.estimated = true;
    return {cost, cost};
  }

  Cost visit_compound(const Node &node, int depth) {
    ++statistics_.compound_nodes;
    std::vector<Cost> costs;
    std::map<std::string, std::size_t> index;
    for (const Node &child : node.children) {
      index.try_emplace(child.id, costs.size());
      costs.push_back(visit(child, depth + 1));
    }
    std::vector<detail::Edge> edges;
    for (const Arc &arc : node.arcs) {
      ++(arc.kind == ArcKind::data ? statistics_.data_arcs : statistics_.control_arcs);
      auto from = index.find(arc.from), to = index.find(arc.to);
      if (from != index.end() && to != index.end()) edges.push_back({from->second, to->second});
    }
    std::vector<std::vector<std::size_t>> predecessors(costs.size());
    for (const auto &edge : edges) predecessors[edge.to].push_back(edge.from);
    std::vector<double> finish(costs.size(), 0);
    Cost cost;
    for (std::size_t i : detail::topological_order(costs.size(), edges)) {
      double start = 0;
      for (std::size_t p : predecessors[i]) start = std::max(start, finish[p]);
      finish[i] = start + costs[i].span;
      cost.span = std::max(cost.span, finish[i]);
    }
    for (const Cost &child : costs) cost.total += child.total;
    return cost;
  }

  Cost visit_loop(const Node &node, int depth) {
    ++statistics_.loop_nodes;
    if (node.parallel) ++statistics_.parallel_loops;
    Cost body;
    for (const Node &inner : node.body) body = visit(inner, depth + 1);
    double trips = 1;
    auto from = detail::constant_value(node.from, constants_), to = detail::constant_value(node.to, constants_);
    auto step = detail::constant_value(node.step, constants_);
    if (from && to && step && *step != 0) {
      double span = static_cast<double>(*to) - static_cast<double>(*from);
      trips = std::max(0.0, std::ceil(span / static_cast<double>(*step)));
    } else {
      statistics_.estimated = true;
    }
    return {trips * body.total, node.parallel ? (trips > 0 ? body.span : 0) : trips * body.span};
  }

  // Variables with a constant `init` that no node writes are constants for trip counts.
  void collect_constants(const Document &document) {
    std::set<std::string> written;
    collect_writes(document.root, &written);
    for (const Variable &variable : document.variables) {
      if (variable.init.empty() || variable.is_extern || !variable.dims.empty() || written.count(variable.name))
        continue;
      if (auto value = detail::constant_value(variable.init, constants_)) constants_[variable.name] = *value;
    }
  }

  static void collect_writes(const Node &node, std::set<std::string> *written) {
    for (const Access &access : node.writes) written->insert(access.base);
    for (const Node &child : node.children) collect_writes(child, written);
    for (const Node &body : node.body) collect_writes(body, written);
  }

  Statistics &statistics_;
  std::map<std::string, std::int64_t, std::less<>> constants_;
};

std::string number(double value) {
  char buffer[64];
  if (value == std::floor(value) && value < 1e15)
    std::snprintf(buffer, sizeof buffer, "%.0f", value);
  else
    std::snprintf(buffer, sizeof buffer, "%.4g", value);
  return buffer;
}

}  // namespace

Statistics compute_statistics(const Document &document) {
  Statistics statistics;
  Cost cost = StatisticsWalker(statistics, document).visit(document.root, 1);
  statistics.total_cost = cost.total;
  statistics.critical_path = cost.span;
  statistics.parallelism = cost.span > 0 ? cost.total / cost.span : 0;
  return statistics;
}

std::string format_statistics(const Statistics &s, const std::string &name) {
  int nodes = s.simple_nodes + s.compound_nodes + s.loop_nodes;
  char parallelism[80];
  if (s.critical_path == 0)  // no node has a cost: work / span is 0 / 0
    std::snprintf(parallelism, sizeof parallelism, "none to measure (every cost is 0)");
  else if (std::isfinite(s.total_cost) && std::isfinite(s.critical_path))
    std::snprintf(parallelism, sizeof parallelism, "%.2f", s.parallelism);
  else  // inf / inf: a cost near 1e308, times a trip count, exceeds a double
    std::snprintf(parallelism, sizeof parallelism, "unknown (the costs exceed the range of a double)");
  std::string out;
  out += "graph:          " + name + "\n";
  out += "nodes:          " + std::to_string(nodes) + " (" + std::to_string(s.simple_nodes) + " simple, " +
         std::to_string(s.compound_nodes) + " compound, " + std::to_string(s.loop_nodes) + " loop of which " +
         std::to_string(s.parallel_loops) + " parallel)\n";
  out += "conditional:    " + std::to_string(s.conditional_nodes) + "\n";
  out += "arcs:           " + std::to_string(s.data_arcs + s.control_arcs) + " (" + std::to_string(s.data_arcs) +
         " data, " + std::to_string(s.control_arcs) + " control)\n";
  out += "depth:          " + std::to_string(s.depth) + "\n";
  out += "total cost:     " + number(s.total_cost) + "\n";
  out += "critical path:  " + number(s.critical_path) + "\n";
  out += "parallelism:    " + std::string(parallelism) + "\n";
  if (s.estimated) out += "note: some costs or trip counts are not constants; 1 was assumed for them\n";
  return out;
}

}  // namespace htg
