// decoded_trace.hpp — a finished session's events per thread, in nanoseconds, ready for a writer.
#pragma once

#include "trace/clock.hpp"
#include "trace/event_buffer.hpp"

#include <cstdint>
#include <ctime>
#include <string>
#include <vector>

namespace nano::detail::trace {

struct TraceEvent {
  std::uint64_t time = 0;  // ns since the session start; non-decreasing within a thread
  EventKind kind = EventKind::state_base;
  std::uint8_t state = 0;       // for states: the State value
  std::int32_t line = 0;        // task_create: source line
  std::uint64_t a = 0;          // first payload word (task id, worker, predecessor, ...)
  std::uint64_t b = 0;          // second payload word (parent, victim, successor, lo, ...)
  std::uint64_t c = 0;          // third payload word (loop chunk hi)
  const char *label = nullptr;  // task_create only
  const char *file = nullptr;   // task_create only
};

struct TraceThread {
  std::string name;  // "worker 3", "main thread", "thread 2"
  int worker = -1;
  std::vector<TraceEvent> events;
};

struct DecodedTrace {
  std::vector<TraceThread> threads;  // workers by id, then the main thread, then other threads
  std::uint64_t end_time = 0;        // ns: the session end, at or after every event
  std::uint64_t dropped_events = 0;
  std::time_t wall_start = 0;  // wall-clock time of the session start
};

// Decodes the blocks of `session` with the session's clock; `end_ticks` is the clock
// reading at the end of the session.
DecodedTrace decode(const RecordedSession &session, const TraceClock &clock, std::uint64_t end_ticks);

// Display names used by every writer (and by nano-trace when it reads traces back).
const char *state_name(std::uint8_t state) noexcept;

}  // namespace nano::detail::trace
