// graph_util.hpp — small directed-graph algorithms over sibling indices: reachability,
// strongly connected components.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace htg::detail {

struct Edge {
  std::size_t from;
  std::size_t to;
};

// Reachability as bit rows: row(i) has bit j set when a non-empty path leads i -> j.
class Reachability {
 public:
  // Nodes on a cycle reach each other (and themselves).
  Reachability(std::size_t nodes, const std::vector<Edge> &edges);
  bool reaches(std::size_t from, std::size_t to) const {
    std::size_t row = component_.empty() ? from : component_[from];
    return (bits_[row * words_ + to / 64] >> (to % 64)) & 1U;
  }

 private:
  std::size_t words_;
  std::vector<std::uint64_t> bits_;     // a row per node, or per component when some are cyclic
  std::vector<std::size_t> component_;  // node -> component, when some component has several nodes
};

// The strongly connected component of each node (numbered from 0).
std::vector<std::size_t> strongly_connected_components(std::size_t nodes, const std::vector<Edge> &edges);

// Each self-loop as {node}, and for each strongly connected component of more than one
// node, one cycle through it, in path order (the last node leads back to the first).
std::vector<std::vector<std::size_t>> find_cycles(std::size_t nodes, const std::vector<Edge> &edges);

// A topological order (edges must be acyclic).
std::vector<std::size_t> topological_order(std::size_t nodes, const std::vector<Edge> &edges);

}  // namespace htg::detail
