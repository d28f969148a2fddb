// trace_types.hpp — the values the runtime hands to the trace hooks (hooks.hpp).
#pragma once

#include <cstdint>

namespace nano::detail::trace {

// What a worker is doing; a worker is in exactly one state at any time.
enum class State : std::uint8_t {
  running,     // executing a nano-thread
  scheduling,  // looking for work: local queue, stealing, dependency bookkeeping
  idle,        // parked (spinning or sleeping) for lack of work
  suspended,   // its nano-thread waits (children, a task, an event) and nothing else runs
  released     // its processor was given back (adaptation or preemption)
};

struct TaskInfo {
  std::uint64_t id = 0;
  std::uint64_t parent_id = 0;  // 0: created outside any task
  const char *label = nullptr;  // static storage, may be null
  const char *file = nullptr;   // source location, may be null
  int line = 0;
};

// Trace file formats (NANO_TRACE=prv | chrome).
enum class Format : std::uint8_t {
  none,     // tracing off
  paraver,  // <path>.prv + .pcf + .row, for Paraver
  chrome    // Chrome Trace Event JSON, for Perfetto and chrome://tracing
};

}  // namespace nano::detail::trace
