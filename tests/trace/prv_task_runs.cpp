// prv_task_runs.cpp — where each task of a nanothreads Paraver trace ran (see the header).
#include "prv_task_runs.hpp"

#include <stdexcept>
#include <string>

namespace nano::trace_test {

namespace {
constexpr std::uint64_t task_id_type = 90000002;
constexpr std::uint64_t suspended_task_type = 90000070;
constexpr std::uint64_t suspended_count_type = 90000071;
constexpr std::uint64_t resumed_task_type = 90000072;

[[noreturn]] void fail(std::size_t event, const std::string &what) {
  throw std::runtime_error("event " + std::to_string(event) + ": " + what);
}
}  // namespace

std::size_t TaskRuns::migrated() const {
  std::size_t count = 0;
  for (const auto &[id, run] : tasks) count += run.end_thread != 0 && run.end_thread != run.start_thread ? 1 : 0;
  return count;
}

TaskRuns follow_task_runs(const PrvTrace &prv) {
  TaskRuns runs;
  std::map<std::int64_t, std::vector<std::int64_t>> away;  // by the suspended task
  for (std::size_t n = 0; n < prv.events.size(); ++n) {
    const PrvEvent &event = prv.events[n];
    const std::int64_t id = event.value_of(task_id_type);
    std::vector<std::int64_t> &stack = runs.open[event.thread];
    auto expect_innermost = [&] {
      if (id != (stack.empty() ? 0 : stack.back()))
        fail(n, "task id " + std::to_string(id) + " is not the thread's innermost open task");
    };
    if (const std::int64_t suspended = event.value_of(suspended_task_type); suspended > 0) {
      const std::int64_t count = event.value_of(suspended_count_type);
      if (count < 0 || static_cast<std::size_t>(count) > stack.size())
        fail(n, "suspension takes " + std::to_string(count) + " tasks, " + std::to_string(stack.size()) + " are open");
      away[suspended].assign(stack.end() - count, stack.end());
      stack.resize(stack.size() - static_cast<std::size_t>(count));
      ++runs.suspensions;
      expect_innermost();
    } else if (const std::int64_t resumed = event.value_of(resumed_task_type); resumed > 0) {
      if (auto left = away.find(resumed); left != away.end()) {
        stack.insert(stack.end(), left->second.begin(), left->second.end());
        away.erase(left);
      } else {
        stack.push_back(resumed);
      }
      ++runs.resumptions;
      expect_innermost();
    } else if (id >= 0) {
      const std::int64_t under = stack.size() >= 2 ? stack[stack.size() - 2] : 0;
      if (!stack.empty() && id == under) {
        runs.tasks[stack.back()].end_thread = event.thread;
        stack.pop_back();
        ++runs.ends;
      } else if (id > 0) {
        if (!runs.tasks.emplace(id, TaskRun{event.thread, 0}).second) fail(n, "task " + std::to_string(id) + " starts twice");
        stack.push_back(id);
      } else {
        fail(n, "task id 0 with no open task on the thread");
      }
    }
  }
  for (const auto &[task, left] : away) runs.away += left.size();
  return runs;
}

}  // namespace nano::trace_test
