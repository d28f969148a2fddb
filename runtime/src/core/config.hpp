// config.hpp — runtime-wide constants and the settings read once from the environment at init.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/sanitizers.hpp"

namespace nano::detail {

inline constexpr std::size_t cache_line = 64;
inline constexpr int max_workers = 256;
inline constexpr int max_outside_threads = 256;
// Room for a task with large local arrays (a frame beyond the stack skips its guard
// page), and for sanitizers' larger frames. Untouched pages cost no memory.
inline constexpr std::size_t default_stack_size = 1024 * 1024;
inline constexpr std::uint64_t max_stack_size = std::uint64_t{1} << 30;  // NANO_STACK_SIZE at most 1G

// How long an idle worker (or a loop's outside caller waiting for the loop's last
// chunks) spins before it sleeps: long enough to span the gap between back-to-back
// loops (a wake-up costs several microseconds on each side), short enough that idle
// workers burn no CPU once the program stops making work (chosen by measurement,
// docs/experiments.md).
inline constexpr std::uint64_t default_spin_ns = 100'000;

// Settings of one runtime instance (init .. shutdown).
struct Settings {
  int workers = 1;                              // NANO_WORKERS or the affinity mask
  std::size_t stack_size = default_stack_size;  // NANO_STACK_SIZE (bytes; K/M suffixes)
  bool stats = false;                           // NANO_STATS=1
  std::uint32_t spin_rounds = 200;              // NANO_SPIN: steal rounds before sleeping (at least)
  std::uint64_t spin_ns = default_spin_ns;      // NANO_SPIN_US: time an idle worker spins before sleeping (at least)
};

// Reads the environment; `requested_workers` > 0 overrides NANO_WORKERS.
Settings read_settings(int requested_workers) noexcept;

}  // namespace nano::detail
