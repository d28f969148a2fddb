// oversubscription.hpp — whether spinning for work pays right now: not while the node runs more threads than processors.
//
// A thread spinning for work (an idle worker, a loop's caller waiting for its last
// parts) measures the time between two of its looks. A gap far longer than a look
// takes means it did not run meanwhile: the kernel gave its processor to another
// thread (after a sched_yield, or by preemption), so its processor is oversubscribed.
// There a spinner only uses up its fair share — the kernel then runs a woken sleeper
// sooner than a thread that kept spinning — so for a while this thread sleeps at once
// when idle. Per worker: a worker that is the program's own third thread on two
// processors (an outside caller runs chunks) stops spinning, while the worker that
// holds a processor to itself keeps spinning between loops.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/config.hpp"

namespace nano::detail::cpu {

// A gap this long between two looks of a spinner (well under a microsecond apart when
// it runs) means the spinner did not run for about a scheduler time slice: the node is
// oversubscribed. Shorter gaps are the program's own threads (main + NANO_WORKERS on as
// many processors) taking turns after a sched_yield: measured on 2 idle processors, a
// 50 us threshold switched spinning off there and made the stencil METG swing 3.3..14 us
// and submit+wait from main 1.2..2.9 us; with 5 ms, 3.3..3.5 us and 0.9..1.4 us.
inline constexpr std::uint64_t descheduled_gap_ns = 5'000'000;
// How long spinning stays off after a spinner saw such a gap.
inline constexpr std::uint64_t no_spin_window_ns = 100'000'000;

// Per worker (slot id + 1), one slot shared by the outside threads (slot 0). Atomics,
// relaxed: a stale value only spins or sleeps once more than needed. (Not a
// thread_local: a worker's scheduling loop runs on fibers that change kernel threads.)
inline std::atomic<std::uint64_t> spin_off_until_ns[max_workers + 1] = {};

inline std::atomic<std::uint64_t> &spin_off_slot(int worker_id) noexcept {
  return spin_off_until_ns[worker_id < 0 ? 0 : worker_id + 1];
}

// Called by a spinner (worker `worker_id`, -1 outside) with the times of two
// consecutive looks; true (stop spinning) if the gap shows it was descheduled, which
// also turns spinning off for it for the window.
inline bool descheduled_between(int worker_id, std::uint64_t previous_ns, std::uint64_t now_ns) noexcept {
  if (now_ns - previous_ns <= descheduled_gap_ns) return false;
  spin_off_slot(worker_id).store(now_ns + no_spin_window_ns, std::memory_order_relaxed);
  return true;
}

// False while spinning is off for worker `worker_id` (-1: an outside thread).
inline bool spinning_pays(int worker_id, std::uint64_t now_ns) noexcept {
  return now_ns >= spin_off_slot(worker_id).load(std::memory_order_relaxed);
}

}  // namespace nano::detail::cpu
