// outside_loop_callers.hpp — which processors outside threads (main) hold by running parallel loops, for the idle workers' spin policy.
//
// An outside thread that calls a parallel loop runs one of its P parts itself: it holds
// one of the active processors (loop_job.hpp), and between two loops it keeps running
// (its own code between the loops) on that processor. An idle worker that spins then
// competes with it: with NANO_WORKERS=P on P processors, main plus P spinning workers
// are P + 1 threads on P processors, and the kernel time-slices main's part with a
// worker that has nothing to do. Worse, the loops' parts land on whichever worker wakes
// first, so a static block moves between processors from one loop to the next and its
// data must follow it (matvec 45000 x 9: no speedup at all).
// So, while an outside thread is in a loop or left one within the last
// `linger_ns` (back-to-back loops are usually separated by little else), only the
// workers with id < active - held spin (scheduler.cpp's idle()); the others sleep at
// once. A fixed set of workers (the lowest ids) then takes every loop's parts, in the
// same order, as an OpenMP team does. Correctness never depends on it: a sleeping
// worker is still woken by the idle gate when no spinner is awake.
// Counts are relaxed atomics: a stale value only makes one idle phase spin or sleep
// when the other would have been better.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>

#include "core/config.hpp"

namespace nano::detail::loop {

class OutsideLoopCallers {
 public:
  // How long after an outside thread's loop its processor still counts as held.
  static constexpr std::uint64_t linger_ns = 200'000;

  // An outside thread starts / ends running one loop (nested calls count twice).
  void enter() noexcept { in_loops_.fetch_add(1, std::memory_order_relaxed); }
  void leave(std::uint64_t now_ns) noexcept {
    last_left_ns_.store(now_ns, std::memory_order_relaxed);
    in_loops_.fetch_sub(1, std::memory_order_relaxed);
  }
  // Outside threads running a loop right now.
  int in_loops() const noexcept { return in_loops_.load(std::memory_order_relaxed); }
  // Processors held by outside threads' loops at `now_ns`: those in a loop, or one if
  // none is but one left a loop less than linger_ns ago.
  int processors_held(std::uint64_t now_ns) const noexcept {
    const int in_loops = in_loops_.load(std::memory_order_relaxed);
    if (in_loops > 0) return in_loops;
    return now_ns < last_left_ns_.load(std::memory_order_relaxed) + linger_ns ? 1 : 0;
  }

 private:
  alignas(cache_line) std::atomic<int> in_loops_{0};
  std::atomic<std::uint64_t> last_left_ns_{0};
};

// The process's outside loop callers (loop_job.cpp counts them, idle() reads them).
inline OutsideLoopCallers outside_loop_callers;

// True if worker `worker_id` is one of the workers that should spin when idle, given
// `active` processors of which outside threads' loops (`callers`) hold some (see above).
inline bool spins_beside_outside_loops(const OutsideLoopCallers &callers, int worker_id, int active,
                                       std::uint64_t now_ns) noexcept {
  return worker_id < std::max(0, active - callers.processors_held(now_ns));
}

}  // namespace nano::detail::loop
