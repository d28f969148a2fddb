// random_dag.hpp — random task graphs (static arcs + region accesses) whose parallel result must equal the sequential
// one.
#pragma once

#include <cstdint>
#include <vector>

#include "runtime_fixture.hpp"

namespace test {

struct Lcg {
  std::uint64_t state;
  std::uint32_t next() {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::uint32_t>(state >> 33);
  }
  std::uint32_t below(std::uint32_t n) { return next() % n; }
};

// One node of the random program: reads a window of cells, writes another, and also
// depends by a static arc on up to three earlier nodes whose outputs it mixes in.
struct DagNode {
  std::uint32_t read_lo, read_len, write_lo, write_len;
  std::vector<std::uint32_t> arcs;
};

inline std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  a ^= b + 0x9e3779b97f4a7c15ull + (a << 6) + (a >> 2);
  return a * 0xff51afd7ed558ccdull;
}

struct DagProgram {
  std::vector<DagNode> nodes;
  std::uint32_t cells;
};

inline DagProgram make_dag(std::uint64_t seed, std::uint32_t nodes, std::uint32_t cells) {
  Lcg rng{seed};
  DagProgram p;
  p.cells = cells;
  for (std::uint32_t i = 0; i < nodes; ++i) {
    DagNode n;
    n.read_lo = rng.below(cells);
    n.read_len = 1 + rng.below(std::min<std::uint32_t>(8, cells - n.read_lo));
    n.write_lo = rng.below(cells);
    n.write_len = 1 + rng.below(std::min<std::uint32_t>(6, cells - n.write_lo));
    std::uint32_t k = i ? rng.below(4) : 0;
    for (std::uint32_t a = 0; a < k; ++a) n.arcs.push_back(rng.below(i));
    p.nodes.push_back(std::move(n));
  }
  return p;
}

// Node semantics, shared by both executions.
inline void run_node(const DagNode &n, std::uint32_t index, std::uint64_t *cells, std::uint64_t *outputs) {
  std::uint64_t acc = index;
  for (std::uint32_t c = n.read_lo; c < n.read_lo + n.read_len; ++c) acc = mix(acc, cells[c]);
  for (std::uint32_t a : n.arcs) acc = mix(acc, outputs[a]);
  for (std::uint32_t c = n.write_lo; c < n.write_lo + n.write_len; ++c) cells[c] = mix(acc, c);
  outputs[index] = acc;
}

struct DagRun {
  std::vector<std::uint64_t> cells, outputs;
};

inline DagRun run_sequential(const DagProgram &p) {
  DagRun r{std::vector<std::uint64_t>(p.cells, 1), std::vector<std::uint64_t>(p.nodes.size(), 0)};
  for (std::uint32_t i = 0; i < p.nodes.size(); ++i) run_node(p.nodes[i], i, r.cells.data(), r.outputs.data());
  return r;
}

// Submits every node as a task (from the calling task or outside thread) and waits.
inline DagRun run_parallel(const DagProgram &p) {
  DagRun r{std::vector<std::uint64_t>(p.cells, 1), std::vector<std::uint64_t>(p.nodes.size(), 0)};
  std::vector<nano_task *> handles(p.nodes.size(), nullptr);
  std::uint64_t *cells = r.cells.data(), *outputs = r.outputs.data();
  for (std::uint32_t i = 0; i < p.nodes.size(); ++i) {
    const DagNode *node = &p.nodes[i];
    nano_task *t = make_task([node, i, cells, outputs] { run_node(*node, i, cells, outputs); });
    ok(nano_access(t, NANO_IN, cells + node->read_lo, node->read_len * sizeof(std::uint64_t)));
    ok(nano_access(t, NANO_OUT, cells + node->write_lo, node->write_len * sizeof(std::uint64_t)));
    for (std::uint32_t a : node->arcs) ok(nano_precede(handles[a], t));
    ok(nano_submit(t));
    handles[i] = t;
  }
  ok(nano_wait_all());
  for (nano_task *t : handles) ok(nano_release(t));
  return r;
}

}  // namespace test
