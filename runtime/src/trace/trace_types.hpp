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
  // The parent is the task running on the calling thread (the runtime compares its
  // pointers); only then may the creation take the short form (event_encoding.hpp).
  bool parent_running = false;
};

// Trace file formats (NANO_TRACE=prv | chrome).
enum class Format : std::uint8_t {
  none,     // tracing off
  paraver,  // <path>.prv + .pcf + .row, for Paraver
  chrome    // Chrome Trace Event JSON, for Perfetto and chrome://tracing
};

// The memory of full blocks a session keeps before its recording threads start writing
// them to the scratch file (NANO_TRACE_MEMORY_MB; event_buffer.hpp).
inline constexpr std::uint64_t default_trace_memory_bytes = std::uint64_t{16} << 20;

// When a task start or end reads the clock (docs/tracing.md, "Times"). A clocked
// boundary that follows the thread's previous clocked record by less than
// `dense_gap_units` (in time units, event_encoding.hpp) per byte the thread recorded
// in between (at least one) starts a dense burst: the task starts and ends the thread
// records in its next `burst_bytes` bytes read no clock and the decoder interpolates
// their times; the boundary after them reads the clock and, by the same test, goes on
// with the next burst or not. Any other clocked record ends the burst. A gap of 0
// clocks every boundary.
struct TimeScheme {
  std::uint64_t dense_gap_units = 0;
  std::uint32_t burst_bytes = 0;

  // The default: under ~170 ns per recorded byte (48 units of 8 TSC ticks at 2.3 GHz;
  // a fine-grained run records about 1.1 bytes per event) is dense; a burst then
  // covers 64 bytes, some 50 task boundaries between two clock reads.
  static constexpr TimeScheme bursts() noexcept { return {48, 64}; }
  // NANO_TRACE_EXACT=1: every boundary reads the clock.
  static constexpr TimeScheme exact() noexcept { return {0, 0}; }
};

}  // namespace nano::detail::trace
