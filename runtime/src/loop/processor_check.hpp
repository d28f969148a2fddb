// processor_check.hpp — what a loop grabber asks the runtime between two chunks.
#pragma once

#include <cstdint>

#include "nano/nano.h"

namespace nano::detail::loop {

// True when the worker running the caller has been asked to give its processor back.
// The runtime keeps workers 0..active-1 and releases the others, so a worker whose
// id is not below the active count must reach a safe point (the end of its nano-thread).
inline bool this_worker_must_give_back() noexcept {
  const int id = nano_worker_id();
  return id >= 0 && id >= nano_active_workers();
}

// The id the trace shows for the running chunk's nano-thread (0: not available).
inline std::uint64_t current_task_trace_id() noexcept { return 0; }

}  // namespace nano::detail::loop
