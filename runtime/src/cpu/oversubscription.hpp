// oversubscription.hpp — whether spinning for work pays right now: not while the node runs more threads than processors.
//
// A thread spinning for work (an idle worker, a loop's caller waiting for its last
// parts) measures the time between two of its looks. A gap far longer than a look
// takes means it did not run meanwhile: the kernel gave its processor to another
// thread (after a sched_yield, or by preemption), so its processor is oversubscribed.
// There a spinner only uses up its fair share — the kernel then runs a woken sleeper
// sooner than a thread that kept spinning — so for a while this thread sleeps at once
// when idle. Per thread: a worker that is the program's own third thread on two
// processors (an outside caller runs chunks) stops spinning, while the worker that
// holds a processor to itself keeps spinning between loops.
#pragma once

#include <cstdint>

namespace nano::detail::cpu {

// A gap this long between two looks of a spinner (well under a microsecond apart when
// it runs) means the spinner did not run meanwhile.
inline constexpr std::uint64_t descheduled_gap_ns = 50'000;
// How long spinning stays off after a spinner saw such a gap.
inline constexpr std::uint64_t no_spin_window_ns = 100'000'000;

// Per kernel thread; read and written only outside any fiber switch (the spin loops).
inline constinit thread_local std::uint64_t spin_off_until_ns = 0;

// Called by a spinner with the times of two consecutive looks; true (stop spinning) if
// the gap shows it was descheduled, which also turns spinning off for the window.
inline bool descheduled_between(std::uint64_t previous_ns, std::uint64_t now_ns) noexcept {
  if (now_ns - previous_ns <= descheduled_gap_ns) return false;
  spin_off_until_ns = now_ns + no_spin_window_ns;
  return true;
}

// False while spinning is off for this thread.
inline bool spinning_pays(std::uint64_t now_ns) noexcept { return now_ns >= spin_off_until_ns; }

}  // namespace nano::detail::cpu
