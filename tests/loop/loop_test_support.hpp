// loop_test_support.hpp — shared helpers of the loop tests: one runtime with 8 workers, coverage checks.
#pragma once

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <vector>

#include "nano/nano.h"

namespace loop_test {

inline constexpr int kWorkers = 8;

// Starts the runtime once with kWorkers workers and makes `active` of them active.
inline void use_workers(int active) {
  static std::once_flag once;
  std::call_once(once, [] {
    const nano_status s = nano_init(kWorkers);
    REQUIRE((s == NANO_OK || s == NANO_ERR_STATE));
  });
  REQUIRE(nano_set_active_workers(active) == NANO_OK);
}

inline const char *schedule_name(nano_schedule_kind k) {
  static const char *names[] = {"static", "fixed", "gss", "tss", "factoring", "affinity"};
  return names[k];
}

// Counts how many times each iteration ran and records the chunks.
struct Coverage {
  explicit Coverage(std::int64_t n) : counts(static_cast<std::size_t>(n)) {}
  std::vector<std::atomic<std::uint32_t>> counts;
  std::mutex chunks_mutex;
  std::vector<std::pair<std::int64_t, std::int64_t>> chunks;

  static void body(std::int64_t lo, std::int64_t hi, void *self) {
    auto *c = static_cast<Coverage *>(self);
    for (std::int64_t i = lo; i < hi; ++i)
      c->counts[static_cast<std::size_t>(i)].fetch_add(1, std::memory_order_relaxed);
    std::lock_guard<std::mutex> lock(c->chunks_mutex);
    c->chunks.emplace_back(lo, hi);
  }
  // Iterations that did not run exactly once.
  std::int64_t wrong() const {
    std::int64_t bad = 0;
    for (const auto &c : counts) bad += c.load(std::memory_order_relaxed) != 1;
    return bad;
  }
};

}  // namespace loop_test
