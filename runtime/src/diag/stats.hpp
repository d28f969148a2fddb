// stats.hpp — per-worker counters behind NANO_STATS=1 (owner-written; read after the workers stopped).
#pragma once

#include <cstdint>

namespace nano::detail {

// Reaction time of a processor release (request -> release), log2 buckets of ns.
inline constexpr int reaction_buckets = 40;

struct WorkerStats {
  std::uint64_t tasks_run = 0;
  std::uint64_t tasks_inlined = 0;    // children run by a waiting parent on its own stack
  std::uint64_t tasks_throttled = 0;  // children run at once by their creator (queue over the limit)
  std::uint64_t steals = 0;
  std::uint64_t steal_backoffs = 0;  // back-offs armed from a producer of tiny tasks (steal_backoff.hpp)
  std::uint64_t suspensions = 0;
  std::uint64_t resumptions = 0;
  std::uint64_t immediate_successors = 0;
  std::uint64_t sleeps = 0;
  std::uint64_t window_waits = 0;  // outside thread: waits to stay within its window (outside_window.hpp)
  std::uint64_t idle_ns = 0;      // spinning for work + sleeping
  std::uint64_t released_ns = 0;  // processor given back
  std::uint64_t releases = 0;
  std::uint64_t reaction_ns_max = 0;
  std::uint64_t reaction_ns_sum = 0;
  std::uint32_t reaction_histogram[reaction_buckets] = {};

  void record_release(std::uint64_t reaction_ns) noexcept {
    ++releases;
    reaction_ns_sum += reaction_ns;
    if (reaction_ns > reaction_ns_max) reaction_ns_max = reaction_ns;
    int bucket = 0;
    while (bucket + 1 < reaction_buckets && (std::uint64_t{1} << (bucket + 1)) <= reaction_ns) ++bucket;
    ++reaction_histogram[bucket];
  }
};

struct ThreadState;
// Prints the summary of every worker, and of every outside thread that ran tasks (a
// task it waits for, and that task's children), to stderr (called at shutdown when
// NANO_STATS=1).
void print_stats(ThreadState *const *workers, int count, ThreadState *const *outside, int outside_count,
                 std::uint64_t wall_ns) noexcept;

}  // namespace nano::detail
