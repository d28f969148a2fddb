// scheduler.hpp — the worker loop (local work, immediate successor, stealing, idling) and nano-thread suspension.
#pragma once

#include <cstdint>

#include "sched/thread_state.hpp"

namespace nano::detail {

// Entry of every worker kernel thread (`arg` is its ThreadState).
void *worker_thread_main(void *arg);

// Suspends the running nano-thread: the worker continues on a fresh fiber, which
// first calls `registrar(suspended_fiber, arg)` — only then is the suspended fiber
// fully switched out, so the registrar may publish it for resumption (or make it
// ready at once if the awaited condition already holds). Returns when resumed,
// possibly on another worker.
void suspend_current(ThreadState *ts, void (*registrar)(Fiber *suspended, void *arg), void *arg) noexcept;

// Throttle (work-first): runs the ready `child` next on this worker, on a fresh fiber
// (its own nano-thread stack), while the calling nano-thread — the child's creator —
// is pushed on this worker's deque as a resumable fiber. The creator resumes when the
// child completes or suspends (the worker then pops it), or earlier on a thief. So a
// child that waits for something its creator does later cannot block the creator.
// Returns when resumed, possibly on another worker.
void run_child_first(ThreadState *ts, Task *child) noexcept;

// One pass over every victim's deque; 0 if nothing was found.
std::uintptr_t steal_round(ThreadState *ts) noexcept;

// Per-worker progress counters (tasks started + nano-threads resumed), read by the
// deadlock detector while workers run.
std::uint64_t total_progress() noexcept;

}  // namespace nano::detail
