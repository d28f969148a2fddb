// futex.hpp — Linux futex(2) on a 32-bit atomic, and the monotonic clock: the only OS waits the runtime uses.
#pragma once

#include <atomic>
#include <cstdint>

namespace nano::detail::os {

// Sleeps while `word` still holds `expected` (the kernel compares atomically).
// Spurious returns happen: callers re-check their condition in a loop.
void futex_wait(std::atomic<std::uint32_t> &word, std::uint32_t expected) noexcept;
// Same with a relative timeout; returns false if it timed out.
bool futex_wait_for(std::atomic<std::uint32_t> &word, std::uint32_t expected, std::int64_t timeout_ns) noexcept;
void futex_wake(std::atomic<std::uint32_t> &word, int count) noexcept;

std::uint64_t now_ns() noexcept;    // CLOCK_MONOTONIC
int affinity_cpu_count() noexcept;  // processors in this process's affinity mask (>= 1)
void cpu_relax() noexcept;          // pause / yield hint inside spin loops

}  // namespace nano::detail::os
