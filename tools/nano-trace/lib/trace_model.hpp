// trace_model.hpp — a trace read back from disk (Paraver or Chrome JSON), as nano-trace analyses it.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace nano::trace_tool {

// Worker states, as the runtime records them (runtime/src/trace/hooks.hpp State).
enum class WorkerState : std::uint8_t { running, scheduling, idle, suspended, released };
inline constexpr int worker_state_count = 5;
const char *state_name(WorkerState state) noexcept;
const char *state_color(WorkerState state) noexcept;  // "#rrggbb", the .pcf colors

struct StateInterval {
  std::uint64_t begin = 0;  // ns
  std::uint64_t end = 0;
  WorkerState state = WorkerState::idle;
};

struct ThreadTrack {
  std::string name;
  std::vector<StateInterval> states;  // sorted, non-overlapping
};

inline constexpr std::uint64_t no_time = ~std::uint64_t{0};

// A stretch of a task's run on one thread: from its start or a resumption to its end or
// a suspension.
struct TaskSegment {
  int thread = -1;
  std::uint64_t begin = 0;
  std::uint64_t end = 0;
};

// The time a task was away with its suspended nano-thread (Paraver traces only).
struct Suspension {
  std::uint64_t begin = 0;
  std::uint64_t end = no_time;  // when it resumed; no_time: never in the trace
  int resumed_on = -1;          // the thread that resumed it
};

struct TaskRecord {
  std::uint64_t id = 0;
  std::uint64_t parent = 0;
  std::uint32_t label = 0;  // index in LoadedTrace::labels
  std::string source;       // "file:line" or empty
  int thread = -1;          // where it started; -1: never started
  std::uint64_t created = no_time;
  std::uint64_t start = no_time;
  std::uint64_t end = no_time;  // the trace end when it never ended (finished == false)
  bool finished = false;
  std::vector<Suspension> suspensions;  // in time order
  std::uint64_t away = 0;    // time away with its suspended nano-thread (finalize)
  std::uint64_t nested = 0;  // time spent running other tasks nested inside it (finalize)
  std::uint64_t duration() const { return end - start; }
  // Time inside the task itself: neither suspended nor running nested tasks.
  std::uint64_t work() const { return duration() > away + nested ? duration() - away - nested : 0; }
  // Where it ran: one segment per thread stretch, from `thread` at `start` to `end`.
  std::vector<TaskSegment> segments() const;
};

struct Release {
  std::uint64_t predecessor = 0;
  std::uint64_t successor = 0;
};

struct LoadedTrace {
  std::string path;
  std::string format;          // "paraver" or "chrome"
  std::uint64_t end_time = 0;  // ns
  std::vector<ThreadTrack> threads;
  std::vector<std::string> labels{"unnamed"};
  std::vector<TaskRecord> tasks;  // every task created or started, in no particular order
  std::vector<Release> releases;
  std::size_t steals = 0;
  std::size_t loop_chunks = 0;
  std::vector<std::string> warnings;  // the trace was read, with less than it could say ("FILE: what is missing")
};

// A trace that cannot be read: what() is "file[:line[:col]]: problem".
class TraceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Completes a trace built by a reader: tasks that never ended end at end_time, `away`
// time is summed and `nested` time computed from how task segments nest on each thread,
// states are sorted.
void finalize(LoadedTrace &trace);

// Reads a Paraver (.prv, with its .pcf and .row when present) or Chrome JSON trace,
// chosen by extension or, failing that, by the first character. Throws TraceError.
LoadedTrace load_trace(const std::string &path);
LoadedTrace load_paraver(const std::string &prv_path);
LoadedTrace load_chrome(const std::string &json_path);

}  // namespace nano::trace_tool
