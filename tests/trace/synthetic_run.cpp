// synthetic_run.cpp — a known multi-threaded event mix recorded through the trace hooks.
#include "synthetic_run.hpp"

#include "trace/hooks.hpp"

#include <thread>
#include <vector>

namespace nano::trace_test {

namespace trace = nano::detail::trace;

namespace {
constexpr const char *root_labels[] = {"alpha", "beta", "gamma"};
constexpr std::uint64_t child_offset = 1000000;
}  // namespace

SyntheticCounts record_synthetic_run(const SyntheticShape &shape) {
  SyntheticCounts counts;
  const int tasks_per_worker = shape.tasks_per_worker;
  const auto roots = static_cast<std::uint64_t>(shape.workers) * static_cast<std::uint64_t>(tasks_per_worker);

  trace::active_workers(shape.workers);
  for (std::uint64_t id = 1; id <= roots; ++id) {
    const auto label = root_labels[id % 3];
    trace::task_create({id, 0, label, "synthetic.cpp", 100 + static_cast<int>(id % 3)});
    counts.label_of[id] = label;
    counts.parent_of[id] = 0;
  }
  counts.tasks = roots;

  for (int w = 0; w < shape.workers; ++w) {
    for (int k = 0; k < tasks_per_worker; ++k) {
      const std::uint64_t id = static_cast<std::uint64_t>(w) * tasks_per_worker + k + 1;
      if (k % 5 == 0) ++counts.steals;
      if (k % 7 == 0) ++counts.chunks;
      if (k % 3 == 0) {
        ++counts.children;
        counts.label_of[child_offset + id] = "child";
        counts.parent_of[child_offset + id] = id;
      }
      if (k + 1 < tasks_per_worker) ++counts.releases;
    }
  }
  counts.tasks += counts.children;

  std::vector<std::thread> workers;
  for (int w = 0; w < shape.workers; ++w) {
    workers.emplace_back([w, &shape, tasks_per_worker] {
      trace::worker_start(w);
      for (int k = 0; k < tasks_per_worker; ++k) {
        const std::uint64_t id = static_cast<std::uint64_t>(w) * tasks_per_worker + k + 1;
        trace::state(w, trace::State::scheduling);
        if (k % 5 == 0) trace::steal(w, (w + 1) % shape.workers);
        trace::state(w, trace::State::running);
        trace::task_start(id);
        if (k % 7 == 0) trace::loop_chunk(id, 16 * k, 16 * k + 16);
        if (k % 3 == 0) {
          trace::task_create({child_offset + id, id, "child", nullptr, 0});
          trace::state(w, trace::State::running);  // repeated: costs no record
          trace::task_start(child_offset + id);
          trace::task_end(child_offset + id);
        }
        if (k % 11 == 0) {
          trace::state(w, trace::State::suspended);
          trace::state(w, trace::State::running);
        }
        if (k + 1 < tasks_per_worker) trace::dependency_release(id, id + 1);
        trace::task_end(id);
      }
      trace::state(w, trace::State::idle);
    });
  }
  for (std::thread &worker : workers) worker.join();
  return counts;
}

}  // namespace nano::trace_test
