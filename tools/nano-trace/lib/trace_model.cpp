// trace_model.cpp — state names and colours, format detection, and the completion of a loaded trace.
#include "trace_model.hpp"

#include <algorithm>
#include <fstream>

namespace nano::trace_tool {

const char *state_name(WorkerState state) noexcept {
  switch (state) {
    case WorkerState::running: return "running";
    case WorkerState::scheduling: return "scheduling";
    case WorkerState::idle: return "idle";
    case WorkerState::suspended: return "suspended";
    case WorkerState::released: return "released";
  }
  return "unknown";
}

const char *state_color(WorkerState state) noexcept {
  switch (state) {
    case WorkerState::running: return "#0000ff";
    case WorkerState::scheduling: return "#ff8c00";
    case WorkerState::idle: return "#75c3ff";
    case WorkerState::suspended: return "#e6194b";
    case WorkerState::released: return "#a0a0a0";
  }
  return "#000000";
}

void finalize(LoadedTrace &trace) {
  for (ThreadTrack &thread : trace.threads) {
    std::sort(thread.states.begin(), thread.states.end(),
              [](const StateInterval &a, const StateInterval &b) { return a.begin < b.begin; });
    if (!thread.states.empty()) trace.end_time = std::max(trace.end_time, thread.states.back().end);
  }
  for (TaskRecord &task : trace.tasks) {
    if (task.start == no_time) continue;
    if (task.end == no_time) task.end = std::max(trace.end_time, task.start);
    trace.end_time = std::max(trace.end_time, task.end);
  }
  // Nested time: on each thread, a task that starts inside another one's interval and
  // ends within it ran nested (while the outer one waited); charge it to the innermost
  // enclosing task only.
  std::vector<std::vector<std::size_t>> by_thread(trace.threads.size());
  for (std::size_t i = 0; i < trace.tasks.size(); ++i) {
    TaskRecord &task = trace.tasks[i];
    task.nested = 0;
    if (task.thread >= 0 && static_cast<std::size_t>(task.thread) < by_thread.size())
      by_thread[static_cast<std::size_t>(task.thread)].push_back(i);
  }
  for (std::vector<std::size_t> &indices : by_thread) {
    std::sort(indices.begin(), indices.end(), [&](std::size_t a, std::size_t b) {
      const TaskRecord &x = trace.tasks[a], &y = trace.tasks[b];
      return x.start != y.start ? x.start < y.start : x.end > y.end;
    });
    std::vector<std::size_t> open;
    for (std::size_t index : indices) {
      TaskRecord &task = trace.tasks[index];
      while (!open.empty() && trace.tasks[open.back()].end <= task.start) open.pop_back();
      if (!open.empty() && task.end <= trace.tasks[open.back()].end) trace.tasks[open.back()].nested += task.duration();
      open.push_back(index);
    }
  }
}

LoadedTrace load_trace(const std::string &path) {
  if (path.ends_with(".prv")) return load_paraver(path);
  if (path.ends_with(".json")) return load_chrome(path);
  std::ifstream in(path);
  if (!in) throw TraceError(path + ": cannot open the trace file");
  char first = 0;
  in >> first;
  if (first == '#') return load_paraver(path);
  if (first == '{' || first == '[') return load_chrome(path);
  throw TraceError(path + ":1:1: neither a Paraver trace ('#Paraver' header) nor Chrome JSON");
}

}  // namespace nano::trace_tool
