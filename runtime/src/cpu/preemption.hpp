// preemption.hpp — runtime-internal entry points of the preemption simulator (public API: nano/preempt.h).
#pragma once

namespace nano::detail {

// Reads NANO_PREEMPT=period_ms[:reaction_ms] and, if set, starts the simulator with
// `active_workers` processors. Call once at the end of runtime start-up, after the
// workers run. It only starts the simulator's thread, which calls the public API
// (waiting for start-up to finish), so this never re-enters start-up.
void preemption_start_from_environment(int active_workers) noexcept;

// Call at the start of shutdown, before the workers are stopped: stops the simulator
// and resumes a worker it holds stopped (a stopped worker would never finish).
void preemption_stop_for_shutdown() noexcept;

// In a child process forked while the simulator ran (its thread did not come along):
// it is left behind, stopped for the child.
void preemption_forget_after_fork(void (*keep)(const void *) noexcept) noexcept;

}  // namespace nano::detail
