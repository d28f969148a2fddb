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

// When a task start or end reads the clock (docs/tracing.md, "Times"). A boundary
// that follows the thread's previous clocked record by less than `dense_gap_units`
// (in time units, event_encoding.hpp) starts a dense burst: the next burst_period - 1
// boundaries read no clock and the decoder interpolates their times; the burst goes on
// while a burst's clock read shows less than dense_gap_units per boundary. Any other
// clocked record ends it. A gap of 0 clocks every boundary.
struct TimeScheme {
  std::uint64_t dense_gap_units = 0;
  std::uint32_t burst_period = 1;

  // The default: under ~170 ns per boundary (48 units of 8 TSC ticks at 2.3 GHz) is
  // dense; then one boundary in 16 reads the clock.
  static constexpr TimeScheme bursts() noexcept { return {48, 16}; }
  // NANO_TRACE_EXACT=1: every boundary reads the clock.
  static constexpr TimeScheme exact() noexcept { return {0, 1}; }
};

}  // namespace nano::detail::trace
