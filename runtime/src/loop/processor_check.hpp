// processor_check.hpp — what a loop grabber asks the runtime between two chunks.
#pragma once

#include <cstdint>

#include "nano/nano.h"
#if defined(NANO_TRACING)
#include "core/task.hpp"
#endif

namespace nano::detail::loop {

// True when the worker running the caller has been asked to give its processor back.
// The runtime keeps workers 0..active-1 and releases the others, so a worker whose
// id is not below the active count must reach a safe point (the end of its nano-thread).
// `active` is nano_active_workers() as the caller just read it.
inline bool this_worker_must_give_back(int active) noexcept {
  const int id = nano_worker_id();
  return id >= 0 && id >= active;
}

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
