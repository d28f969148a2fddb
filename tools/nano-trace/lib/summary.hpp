// summary.hpp — what nano-trace summary reports: per-thread states, granularity, labels, critical path.
#pragma once

#include "trace_model.hpp"

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace nano::trace_tool {

struct ThreadSummary {
  std::string name;
  std::uint64_t traced = 0;                                  // ns covered by state records
  std::array<std::uint64_t, worker_state_count> in_state{};  // ns per WorkerState
  std::size_t tasks = 0;                                     // tasks started on this thread
};

struct HistogramBin {
  std::uint64_t from = 0;  // ns, inclusive
  std::uint64_t to = 0;    // ns, exclusive
  std::size_t count = 0;
};

struct LabelSummary {
  std::string label;
  std::size_t tasks = 0;
  std::uint64_t total = 0;  // ns of work (nested tasks excluded)
  std::uint64_t longest = 0;
};

struct CriticalPath {
  std::uint64_t length = 0;  // ns
  std::size_t tasks = 0;     // tasks on it
  std::uint64_t work = 0;    // ns of work of every task
  double parallelism() const { return length == 0 ? 0.0 : static_cast<double>(work) / static_cast<double>(length); }
};

struct Summary {
  std::uint64_t span = 0;
  std::size_t tasks = 0;  // started tasks
  std::vector<ThreadSummary> threads;
  std::vector<HistogramBin> granularity;    // of task work, bins growing by 4x
  std::vector<LabelSummary> labels;         // by total work, largest first
  std::vector<const TaskRecord *> longest;  // the longest tasks by work, at most 10
  CriticalPath critical_path;
};

// Granularity bins: [0, 64 ns), then [64 ns * 4^k, 64 ns * 4^(k+1)) up to the largest value.
std::vector<HistogramBin> granularity_histogram(const LoadedTrace &trace);

// Longest path through the recorded causality, each task weighted by its work:
//   ready(t)  = max(finish of each recorded predecessor,
//                   ready(parent) + (created(t) - start(parent)))   (0 for roots)
//   finish(t) = max(ready(t) + work(t), finish of each child)       (children complete first)
CriticalPath critical_path(const LoadedTrace &trace);

Summary summarize(const LoadedTrace &trace);
void print_summary(std::ostream &out, const LoadedTrace &trace, const Summary &summary);

// "1.234 ms", "56.7 us", "890 ns".
std::string format_duration(std::uint64_t ns);

}  // namespace nano::trace_tool
