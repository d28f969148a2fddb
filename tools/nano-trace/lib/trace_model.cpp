// trace_model.cpp — state names and colours, format detection, and the completion of a loaded trace.
#include "trace_model.hpp"

#include <algorithm>
#include <filesystem>
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
  // Nested time: on each thread, a task segment that begins inside another one and ends
  // within it ran nested (while the outer task waited there); charge it to the innermost
  // enclosing segment's task only. A task away with its suspended nano-thread has no
  // segment meanwhile, so what its first thread runs then is nobody's nested time.
  struct Placed {
    std::size_t task;
    std::uint64_t begin, end;
  };
  std::vector<std::vector<Placed>> by_thread(trace.threads.size());
  for (std::size_t i = 0; i < trace.tasks.size(); ++i) {
    TaskRecord &task = trace.tasks[i];
    task.nested = 0;
    task.away = 0;
    if (task.start == no_time) continue;
    for (const Suspension &away : task.suspensions)
      task.away += std::min(away.end, task.end) - std::min(away.begin, task.end);
    for (const TaskSegment &segment : task.segments())
      if (segment.thread >= 0 && static_cast<std::size_t>(segment.thread) < by_thread.size())
        by_thread[static_cast<std::size_t>(segment.thread)].push_back({i, segment.begin, segment.end});
  }
  for (std::vector<Placed> &segments : by_thread) {
    std::sort(segments.begin(), segments.end(),
              [](const Placed &x, const Placed &y) { return x.begin != y.begin ? x.begin < y.begin : x.end > y.end; });
    std::vector<const Placed *> open;
    for (const Placed &segment : segments) {
      while (!open.empty() && open.back()->end <= segment.begin) open.pop_back();
      if (!open.empty() && segment.end <= open.back()->end)
        trace.tasks[open.back()->task].nested += segment.end - segment.begin;
      open.push_back(&segment);
    }
  }
}

std::vector<TaskSegment> TaskRecord::segments() const {
  std::vector<TaskSegment> out;
  if (start == no_time) return out;
  TaskSegment current{thread, start, end};
  for (const Suspension &away : suspensions) {
    if (away.begin >= end) break;
    current.end = away.begin;
    out.push_back(current);
    if (away.end == no_time || away.end >= end) return out;
    current = TaskSegment{away.resumed_on, away.end, end};
  }
  out.push_back(current);
  return out;
}

LoadedTrace load_trace(const std::string &path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw TraceError(path + ": is a directory; give the trace file (NAME.prv, or Chrome JSON)");
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
