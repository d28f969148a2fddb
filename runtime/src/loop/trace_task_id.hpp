// trace_task_id.hpp — the id under which a loop chunk appears in traces.
#pragma once

#include <cstdint>

#include "nano/nano.h"
#if defined(NANO_TRACING)
#include "core/task.hpp"
#endif

namespace nano::detail::loop {

// The id the trace shows for the nano-thread running the chunk (0 outside any task);
// only looked up when the trace instrumentation is compiled in.
inline std::uint64_t current_task_trace_id() noexcept {
#if defined(NANO_TRACING)
  nano_task *task = nano_current();
  return task != nullptr ? to_task(task)->id : 0;
#else
  return 0;
#endif
}

}  // namespace nano::detail::loop
