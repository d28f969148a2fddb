// clock.hpp — the trace clock: a cheap tick counter read on every clocked event, mapped to ns at the end.
//
// On x86-64 a tick is one rdtsc count, always (no run-time choice on the hot path: one
// instruction and no branch). rdtsc was the cheapest exact clock measured here
// (tools/nano-trace/bench/clock_cost.c: rdtsc about half of rdtscp or lfence+rdtsc and of
// the vDSO clock_gettime; MONOTONIC_COARSE is cheaper but 4 ms coarse). The tick rate
// is fitted against CLOCK_MONOTONIC over the session, which is exact with an invariant
// TSC (CPUID 0x80000007 EDX bit 8: every x86-64 processor of the last fifteen years, and
// virtual machines that expose it); without one, times are approximate
// (`invariant_tsc` says which). Elsewhere a tick is one nanosecond of CLOCK_MONOTONIC.
// Ticks are made relative to the session start.
#pragma once

#include <cstdint>
#include <ctime>

#if defined(__x86_64__)
#include <cpuid.h>
#include <x86intrin.h>
#endif

namespace nano::detail::trace {

inline std::uint64_t monotonic_ns() noexcept {
  timespec now{};
  clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<std::uint64_t>(now.tv_sec) * 1000000000u + static_cast<std::uint64_t>(now.tv_nsec);
}

struct TraceClock {
#if defined(__x86_64__)
  static constexpr bool use_tsc = true;  // rdtsc (true) or CLOCK_MONOTONIC (false)
#else
  static constexpr bool use_tsc = false;
#endif
  bool invariant_tsc = false;     // the TSC rate is constant: ns_per_tick is exact
  std::uint64_t start_ticks = 0;  // raw ticks at the session start
  std::uint64_t start_ns = 0;     // CLOCK_MONOTONIC at the session start
  double ns_per_tick = 1.0;       // fitted by calibrate_stop

  std::uint64_t raw_ticks() const noexcept {
#if defined(__x86_64__)
    return __rdtsc();
#else
    return monotonic_ns();
#endif
  }
  // Ticks since the session start; the hot-path read. A build with
  // NANO_TRACE_FROZEN_CLOCK (instruction counts only, count-instructions.sh) reads no
  // clock: every record's time is 0, so every time delta is one byte and every task
  // boundary dense, as natively in a fine-grained run but not under valgrind.
  std::uint64_t ticks() const noexcept {
#if defined(NANO_TRACE_FROZEN_CLOCK)
    return 0;
#else
    return raw_ticks() - start_ticks;
#endif
  }
  // Nanoseconds since the session start for a value returned by ticks().
  std::uint64_t to_ns(std::uint64_t ticks) const noexcept {
    return static_cast<std::uint64_t>(static_cast<double>(ticks) * ns_per_tick);
  }

  void calibrate_start() noexcept {
    invariant_tsc = has_invariant_tsc();
    start_ns = monotonic_ns();
    start_ticks = raw_ticks();
  }
  // Fits ns_per_tick over the whole session (at least 20 ms, for 1e-4 precision or so).
  void calibrate_stop() noexcept {
    if constexpr (!use_tsc) return;
    std::uint64_t now_ns = monotonic_ns();
    while (now_ns - start_ns < 20000000u) {
      timespec pause{0, static_cast<long>(20000000u - (now_ns - start_ns))};
      nanosleep(&pause, nullptr);
      now_ns = monotonic_ns();
    }
    const std::uint64_t elapsed_ticks = raw_ticks() - start_ticks;
    if (elapsed_ticks > 0) ns_per_tick = static_cast<double>(now_ns - start_ns) / static_cast<double>(elapsed_ticks);
  }

  static bool has_invariant_tsc() noexcept {
#if defined(__x86_64__)
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (__get_cpuid(0x80000000u, &eax, &ebx, &ecx, &edx) == 0 || eax < 0x80000007u) return false;
    if (__get_cpuid(0x80000007u, &eax, &ebx, &ecx, &edx) == 0) return false;
    return (edx & (1u << 8)) != 0;
#else
    return false;
#endif
  }
};

}  // namespace nano::detail::trace
