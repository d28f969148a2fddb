// scheduler.hpp — the worker loop (local work, immediate successor, stealing, idling) and nano-thread suspension.
#pragma once

#include <cstdint>

#include "sched/thread_state.hpp"

namespace nano::detail {

// Entry of every worker kernel thread (`arg` is its ThreadState).
void *worker_thread_main(void *arg);

// Suspends the running nano-thread: the worker continues on a fresh fiber (or, for a
// throttled child still called from its creator, on the creator's fiber), which
// first calls `registrar(suspended_fiber, arg)` — only then is the suspended fiber
// fully switched out, so the registrar may publish it for resumption (or make it
// ready at once if the awaited condition already holds). Returns when resumed,
// possibly on another worker.
void suspend_current(ThreadState *ts, void (*registrar)(Fiber *suspended, void *arg), void *arg) noexcept;

// Throttle (work-first): runs the ready `child` at once, as a call on a stack of its
// own (call_on_fiber: no context switch, no deque traffic) made by the calling
// nano-thread — the child's creator. If the child finishes without waiting, this
// returns on the same worker. If the child suspends, it detaches: the creator, parked
// under the call, continues at once (suspend_current switches to it) and the child is
// resumed later as any suspended nano-thread. So a child that waits for something its
// creator does later cannot block the creator. `ts` may be stale afterwards.
void run_child_first(ThreadState *ts, Task *child) noexcept;

// One pass over the victims' deques; 0 if nothing was found. may_back_off skips a
// worker this thief backs off from (steal_backoff.hpp); every_victim, for the last
// look before sleeping, searches them all.
enum class StealRound : std::uint8_t { may_back_off, every_victim };
std::uintptr_t steal_round(ThreadState *ts, StealRound kind) noexcept;

// True if some deque other than `ts`'s (any deque when `ts` is null) holds work
// (seq_cst loads: see idle_gate.hpp).
bool work_queued_elsewhere(const ThreadState *ts) noexcept;

// For a thread that waits without taking work (idle_gate.hpp, rule D): while work is
// queued, wakes a sleeping worker even if a spinner is counted to take it.
void wake_sleeper_for_queued_work() noexcept;

// Per-worker progress counters (tasks started + nano-threads resumed), read by the
// deadlock detector while workers run.
std::uint64_t total_progress() noexcept;

}  // namespace nano::detail
