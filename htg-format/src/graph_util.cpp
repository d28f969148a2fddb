// graph_util.cpp — reachability bit matrices, iterative Tarjan SCC.
#include "graph_util.hpp"

#include <algorithm>
#include <deque>

namespace htg::detail {
namespace {

std::vector<std::vector<std::size_t>> successors_of(std::size_t nodes, const std::vector<Edge> &edges) {
  std::vector<std::vector<std::size_t>> successors(nodes);
  for (const Edge &edge : edges)
    if (edge.from < nodes && edge.to < nodes) successors[edge.from].push_back(edge.to);
  return successors;
}

}  // namespace

std::vector<std::size_t> topological_order(std::size_t nodes, const std::vector<Edge> &edges) {
  auto successors = successors_of(nodes, edges);
  std::vector<std::size_t> indegree(nodes, 0);
  for (const auto &list : successors)
    for (std::size_t to : list) ++indegree[to];
  std::deque<std::size_t> ready;
  for (std::size_t i = 0; i < nodes; ++i)
    if (indegree[i] == 0) ready.push_back(i);
  std::vector<std::size_t> order;
  while (!ready.empty()) {
    std::size_t node = ready.front();
    ready.pop_front();
    order.push_back(node);
    for (std::size_t to : successors[node])
      if (--indegree[to] == 0) ready.push_back(to);
  }
  return order;  // shorter than `nodes` only if there was a cycle
}

Reachability::Reachability(std::size_t nodes, const std::vector<Edge> &edges) : words_((nodes + 63) / 64) {
  // Nodes on a cycle reach each other: reachability is computed over the
  // strongly connected components (one per node when the edges are acyclic).
  std::vector<std::size_t> component = strongly_connected_components(nodes, edges);
  std::size_t components = 0;
  for (std::size_t c : component) components = std::max(components, c + 1);
  std::vector<std::vector<std::size_t>> members(components);
  for (std::size_t i = 0; i < nodes; ++i) members[component[i]].push_back(i);
  std::vector<bool> cyclic(components, false);
  std::vector<Edge> condensed;
  for (const Edge &edge : edges) {
    if (edge.from >= nodes || edge.to >= nodes) continue;
    std::size_t from = component[edge.from], to = component[edge.to];
    if (from == to) cyclic[from] = true;
    else condensed.push_back({from, to});
  }
  if (components < nodes) component_ = component;  // else one row per node, each its own component
  bits_.assign(components * words_, 0);
  auto row_of = [&](std::size_t c) { return &bits_[(component_.empty() ? members[c].front() : c) * words_]; };
  auto successors = successors_of(components, condensed);
  std::vector<std::size_t> order = topological_order(components, condensed);
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    std::uint64_t *row = row_of(*it);
    if (cyclic[*it])
      for (std::size_t m : members[*it]) row[m / 64] |= std::uint64_t{1} << (m % 64);
    for (std::size_t to : successors[*it]) {
      for (std::size_t m : members[to]) row[m / 64] |= std::uint64_t{1} << (m % 64);
      const std::uint64_t *reached = row_of(to);
      for (std::size_t w = 0; w < words_; ++w) row[w] |= reached[w];
    }
  }
}

std::vector<std::size_t> strongly_connected_components(std::size_t nodes, const std::vector<Edge> &edges) {
  auto successors = successors_of(nodes, edges);
  // Iterative Tarjan: index/lowlink per node, an explicit DFS stack of (node, next edge).
  constexpr std::size_t unvisited = static_cast<std::size_t>(-1);
  std::vector<std::size_t> index(nodes, unvisited), lowlink(nodes, 0), component(nodes, unvisited);
  std::vector<bool> on_stack(nodes, false);
  std::vector<std::size_t> scc_stack;
  std::vector<std::pair<std::size_t, std::size_t>> dfs;
  std::size_t next_index = 0, components = 0;
  for (std::size_t root = 0; root < nodes; ++root) {
    if (index[root] != unvisited) continue;
    dfs.push_back({root, 0});
    index[root] = lowlink[root] = next_index++;
    scc_stack.push_back(root);
    on_stack[root] = true;
    while (!dfs.empty()) {
      auto &[node, next] = dfs.back();
      if (next < successors[node].size()) {
        std::size_t to = successors[node][next++];
        if (index[to] == unvisited) {
          index[to] = lowlink[to] = next_index++;
          scc_stack.push_back(to);
          on_stack[to] = true;
          dfs.push_back({to, 0});
        } else if (on_stack[to]) {
          lowlink[node] = std::min(lowlink[node], index[to]);
        }
        continue;
      }
      std::size_t done = node;
      dfs.pop_back();
      if (!dfs.empty()) lowlink[dfs.back().first] = std::min(lowlink[dfs.back().first], lowlink[done]);
      if (lowlink[done] == index[done]) {
        std::size_t member;
        do {
          member = scc_stack.back();
          scc_stack.pop_back();
          on_stack[member] = false;
          component[member] = components;
        } while (member != done);
        ++components;
      }
    }
  }
  return component;
}

std::vector<std::vector<std::size_t>> find_cycles(std::size_t nodes, const std::vector<Edge> &edges) {
  auto successors = successors_of(nodes, edges);
  constexpr std::size_t unvisited = static_cast<std::size_t>(-1);
  std::vector<std::size_t> component = strongly_connected_components(nodes, edges);
  std::size_t components = 0;
  for (std::size_t c : component) components = std::max(components, c + 1);
  std::vector<std::size_t> size(components, 0);
  for (std::size_t i = 0; i < nodes; ++i) ++size[component[i]];
  std::vector<bool> reported(components, false);
  std::vector<std::vector<std::size_t>> cycles;
  for (std::size_t start = 0; start < nodes; ++start) {
    if (std::find(successors[start].begin(), successors[start].end(), start) != successors[start].end())
      cycles.push_back({start});  // a self-loop is reported on its own
    std::size_t c = component[start];
    if (reported[c] || size[c] == 1) continue;
    reported[c] = true;
    // Shortest way back to `start` inside its component (breadth first).
    std::vector<std::size_t> parent(nodes, unvisited);
    std::deque<std::size_t> queue{start};
    std::size_t last = unvisited;
    while (!queue.empty() && last == unvisited) {
      std::size_t node = queue.front();
      queue.pop_front();
      for (std::size_t to : successors[node]) {
        if (component[to] != c) continue;
        if (to == start) {
          last = node;
          break;
        }
        if (parent[to] == unvisited) {
          parent[to] = node;
          queue.push_back(to);
        }
      }
    }
    std::vector<std::size_t> cycle;
    for (std::size_t node = last; node != start && node != unvisited; node = parent[node]) cycle.push_back(node);
    cycle.push_back(start);
    std::reverse(cycle.begin(), cycle.end());
    cycles.push_back(std::move(cycle));
  }
  return cycles;
}

}  // namespace htg::detail
