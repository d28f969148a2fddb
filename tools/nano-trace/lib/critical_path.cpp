// critical_path.cpp — longest path through a trace's recorded causality (see summary.hpp).
#include "summary.hpp"

#include <algorithm>
#include <unordered_map>

namespace nano::trace_tool {

namespace {

// The evaluation graph has two nodes per task: 2i is ready(i), 2i+1 is finish(i).
class PathSolver {
 public:
  explicit PathSolver(const LoadedTrace &trace) : trace_(trace) {
    const std::size_t n = trace.tasks.size();
    for (std::size_t i = 0; i < n; ++i) index_[trace.tasks[i].id] = i;
    children_.resize(n);
    predecessors_.resize(n);
    for (std::size_t i = 0; i < n; ++i)
      if (auto parent = index_.find(trace.tasks[i].parent); trace.tasks[i].parent != 0 && parent != index_.end())
        children_[parent->second].push_back(i);
    for (const Release &release : trace.releases) {
      auto from = index_.find(release.predecessor), to = index_.find(release.successor);
      if (from != index_.end() && to != index_.end()) predecessors_[to->second].push_back(from->second);
    }
    value_.assign(2 * n, 0);
    count_.assign(2 * n, 0);
    mark_.assign(2 * n, unvisited);
  }

  CriticalPath solve() {
    CriticalPath path;
    for (std::size_t i = 0; i < trace_.tasks.size(); ++i) {
      if (!started(i)) continue;
      path.work += trace_.tasks[i].work();
      evaluate(2 * i + 1);
      if (value_[2 * i + 1] > path.length) {
        path.length = value_[2 * i + 1];
        path.tasks = count_[2 * i + 1];
      }
    }
    return path;
  }

 private:
  enum Mark : std::uint8_t { unvisited, in_progress, done };

  bool started(std::size_t i) const { return trace_.tasks[i].start != no_time; }

  std::vector<std::size_t> dependencies(std::size_t node) const {
    const std::size_t i = node / 2;
    std::vector<std::size_t> deps;
    if (node % 2 == 0) {
      if (auto parent = parent_of(i)) deps.push_back(2 * *parent);
      for (std::size_t p : predecessors_[i])
        if (started(p)) deps.push_back(2 * p + 1);
    } else {
      deps.push_back(2 * i);
      for (std::size_t c : children_[i])
        if (started(c)) deps.push_back(2 * c + 1);
    }
    return deps;
  }

  const std::size_t *parent_of(std::size_t i) const {
    const TaskRecord &task = trace_.tasks[i];
    if (task.parent == 0) return nullptr;
    auto parent = index_.find(task.parent);
    return parent != index_.end() && started(parent->second) ? &parent->second : nullptr;
  }

  // Iterative post-order evaluation; an edge into a node in progress (a cycle, which only
  // a damaged trace has) is ignored.
  void evaluate(std::size_t root) {
    if (mark_[root] == done) return;
    std::vector<std::size_t> stack{root};
    while (!stack.empty()) {
      const std::size_t node = stack.back();
      if (mark_[node] == unvisited) {
        mark_[node] = in_progress;
        for (std::size_t dep : dependencies(node))
          if (mark_[dep] == unvisited) stack.push_back(dep);
        continue;
      }
      stack.pop_back();
      if (mark_[node] == done) continue;
      compute(node);
      mark_[node] = done;
    }
  }

  void compute(std::size_t node) {
    const std::size_t i = node / 2;
    const TaskRecord &task = trace_.tasks[i];
    std::uint64_t best = 0;
    std::size_t best_count = 0;
    auto consider = [&](std::uint64_t value, std::size_t count) {
      if (value > best) {
        best = value;
        best_count = count;
      }
    };
    if (node % 2 == 0) {
      if (const std::size_t *parent = parent_of(i); parent != nullptr && mark_[2 * *parent] == done) {
        const TaskRecord &outer = trace_.tasks[*parent];
        const std::uint64_t created = task.created == no_time ? outer.start : std::max(task.created, outer.start);
        consider(value_[2 * *parent] + (created - outer.start), count_[2 * *parent] + 1);
      }
      for (std::size_t p : predecessors_[i])
        if (started(p) && mark_[2 * p + 1] == done) consider(value_[2 * p + 1], count_[2 * p + 1]);
    } else {
      consider(value_[2 * i] + task.work(), count_[2 * i] + 1);
      for (std::size_t c : children_[i])
        if (started(c) && mark_[2 * c + 1] == done) consider(value_[2 * c + 1], count_[2 * c + 1]);
    }
    value_[node] = best;
    count_[node] = best_count;
  }

  const LoadedTrace &trace_;
  std::unordered_map<std::uint64_t, std::size_t> index_;
  std::vector<std::vector<std::size_t>> children_;
  std::vector<std::vector<std::size_t>> predecessors_;
  std::vector<std::uint64_t> value_;
  std::vector<std::size_t> count_;
  std::vector<Mark> mark_;
};

}  // namespace

CriticalPath critical_path(const LoadedTrace &trace) { return PathSolver(trace).solve(); }

}  // namespace nano::trace_tool
