// outside_window.hpp — an outside thread may not run more than a window of tasks ahead of the workers.
//
// Why: main() creating tiny dependent tasks (a loop of `s += f(i)` tasks) creates
// them faster than the workers run them. Unbounded, it builds the whole chain before
// the workers are halfway: every block is cold again when a worker runs it (DRAM
// misses on the task, its arc and its successor) and fresh pages are faulted in by
// the producer. Bounded, blocks are recycled while still in cache (figures:
// docs/performance.md, "Dependent chains"). libgomp bounds its producer too.
//
// Protocol (only the outside thread itself runs it, from nano_submit):
//  * it is checked once per window_check_period tasks the thread creates (its task
//    ids count them): root->alive, 1 + the live tasks it created, is a line every
//    completing task writes, so it is not read at every submit;
//  * above window_high live tasks the thread waits until at most window_low remain:
//    it spins (pause, sched_yield every 16 rounds, so workers sharing its processor
//    run) for NANO_SPIN_US, then sleeps window_nap_ns at a time;
//  * it never waits while rt.inline_blockers != 0 (a live event, or a task being
//    built that has a successor: a child could be waiting for what this thread does
//    next), and it stops waiting after a nap during which no task completed (a child
//    blocked on something else, or very long tasks): the window is a bound on
//    memory and cache use, never a new way to deadlock.
#pragma once

#include <cstdint>

#include "sched/thread_state.hpp"

namespace nano::detail {

inline constexpr std::int64_t window_high = 1024;
inline constexpr std::int64_t window_low = 512;
inline constexpr std::uint64_t window_check_period = 64;  // a power of two

// Called by an outside thread as it submits a task, before the task is counted or
// published (its tasks counted so far are the ones already submitted).
void bound_outside_window_slow(ThreadState *ts) noexcept;
inline void bound_outside_window(ThreadState *ts) noexcept {
  if (ts->next_task_id % window_check_period != 0) [[likely]]
    return;
  if (ts->root->alive.load(std::memory_order_relaxed) - 1 > window_high) [[unlikely]]
    bound_outside_window_slow(ts);
}

}  // namespace nano::detail
