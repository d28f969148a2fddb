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
  Reachability(std::size_t nodes, const std::vector<Edge> &edges);  // edges must be acyclic
  bool reaches(std::size_t from, std::size_t to) const { return (bits_[from * words_ + to / 64] >> (to % 64)) & 1U; }

 private:
  std::size_t words_;
  std::vector<std::uint64_t> bits_;
};

// Each self-loop as {node}, and for each strongly connected component of more than one
// node, one cycle through it, in path order (the last node leads back to the first).
std::vector<std::vector<std::size_t>> find_cycles(std::size_t nodes, const std::vector<Edge> &edges);

// A topological order (edges must be acyclic).
std::vector<std::size_t> topological_order(std::size_t nodes, const std::vector<Edge> &edges);

}  // namespace htg::detail
