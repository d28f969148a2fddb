// trace_task_id.hpp — records a loop chunk in the trace under the id of the nano-thread running it.
#pragma once

#include <cstdint>

#include "nano/nano.h"
#include "trace/hooks.hpp"
#if defined(NANO_TRACING)
#include "core/task.hpp"
#endif

namespace nano::detail::loop {

// The id the trace shows for the nano-thread running the chunk (0 outside any task).
inline std::uint64_t current_task_trace_id() noexcept {
#if defined(NANO_TRACING)
  nano_task *task = nano_current();
  return task != nullptr ? to_task(task)->id : 0;
#else
  return 0;
#endif
}

// Records iterations [lo, hi) as one chunk; with tracing off at run time this is one
// predictable branch (the task lookup is skipped too).
inline void trace_loop_chunk(std::int64_t lo, std::int64_t hi) noexcept {
#if defined(NANO_TRACING)
  if (trace::enabled) [[unlikely]]
    trace::loop_chunk(current_task_trace_id(), lo, hi);
#else
  (void)lo;
  (void)hi;
#endif
}

}  // namespace nano::detail::loop
