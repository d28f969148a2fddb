// parallel_for_test.cpp — nano_parallel_for: every schedule runs every iteration once, chunks follow the formulas.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <thread>
#include <vector>

#include "cpu/worker_probe.hpp"
#include "loop/chunk_formulas.hpp"
#include "loop_test_support.hpp"
#include "nano/parallel_for.hpp"
#include "sched/wait.hpp"

using loop_test::Coverage;
using loop_test::use_workers;
namespace loop = nano::detail::loop;

namespace {

std::vector<loop::Range> sorted_chunks(Coverage &c) {
  std::vector<loop::Range> out;
  for (auto [lo, hi] : c.chunks) out.push_back({lo, hi});
  std::sort(out.begin(), out.end(), [](const loop::Range &a, const loop::Range &b) { return a.lo < b.lo; });
  return out;
}

}  // namespace

TEST_CASE("every schedule covers every iteration exactly once", "[loop][parallel_for]") {
  const int workers = GENERATE(1, 2, 3, 8);
  const auto kind = static_cast<nano_schedule_kind>(GENERATE(0, 1, 2, 3, 4, 5));
  const std::int64_t n = GENERATE(0, 1, 2, 3, 97, 1009, 100003);
  const std::int64_t chunk = GENERATE_COPY(values<std::int64_t>({0, 1, 7, n + 5}));
  use_workers(workers);
  INFO("schedule " << loop_test::schedule_name(kind) << ", n " << n << ", chunk " << chunk << ", workers " << workers);
  Coverage cover(n);
  const nano_schedule s{kind, chunk, kind == NANO_SCHEDULE_TSS ? chunk : 0, 0};
  REQUIRE(nano_parallel_for(n, &s, &Coverage::body, &cover) == NANO_OK);
  CHECK(cover.wrong() == 0);
  for (auto [lo, hi] : cover.chunks) REQUIRE(lo < hi);
}

TEST_CASE("with P fixed the chunks handed out are the formula's sequence", "[loop][parallel_for]") {
  const int workers = GENERATE(1, 2, 4);
  const std::int64_t n = GENERATE(13, 1000, 4099);
  use_workers(workers);
  INFO("n " << n << ", workers " << workers);
  SECTION("fixed") {
    Coverage c(n);
    const nano_schedule s{NANO_SCHEDULE_FIXED, 5, 0, 0};
    REQUIRE(nano_parallel_for(n, &s, &Coverage::body, &c) == NANO_OK);
    CHECK(sorted_chunks(c) == loop::fixed_sequence(n, 5));
  }
  SECTION("gss with a minimum") {
    Coverage c(n);
    const nano_schedule s{NANO_SCHEDULE_GSS, 3, 0, 0};
    REQUIRE(nano_parallel_for(n, &s, &Coverage::body, &c) == NANO_OK);
    CHECK(sorted_chunks(c) == loop::guided_sequence(n, workers, 3));
  }
  SECTION("tss") {
    Coverage c(n);
    const nano_schedule s{NANO_SCHEDULE_TSS, 0, 0, 0};
    REQUIRE(nano_parallel_for(n, &s, &Coverage::body, &c) == NANO_OK);
    CHECK(sorted_chunks(c) == loop::trapezoid_sequence(n, workers, 0, 0));
  }
  SECTION("factoring") {
    Coverage c(n);
    const nano_schedule s{NANO_SCHEDULE_FACTORING, 0, 0, 0};
    REQUIRE(nano_parallel_for(n, &s, &Coverage::body, &c) == NANO_OK);
    CHECK(sorted_chunks(c) == loop::factoring_sequence(n, workers));
  }
  SECTION("static") {
    Coverage c(n);
    const nano_schedule s{NANO_SCHEDULE_STATIC, 0, 0, 0};
    REQUIRE(nano_parallel_for(n, &s, &Coverage::body, &c) == NANO_OK);
    std::vector<loop::Range> blocks;
    for (int b = 0; b < workers; ++b) blocks.push_back(loop::static_block(n, workers, b));
    CHECK(sorted_chunks(c) == blocks);
  }
  SECTION("affinity: one take per chunk, never more than ceil(N/P^2) first") {
    Coverage c(n);
    const nano_schedule s{NANO_SCHEDULE_AFFINITY, 0, 0, 0};
    REQUIRE(nano_parallel_for(n, &s, &Coverage::body, &c) == NANO_OK);
    CHECK(c.wrong() == 0);
    const std::int64_t biggest = loop::affinity_take(loop::static_block(n, workers, 0).hi, workers);
    for (auto [lo, hi] : c.chunks) CHECK(hi - lo <= biggest);
  }
}

TEST_CASE("a NULL schedule is GSS and bad arguments are refused", "[loop][parallel_for]") {
  use_workers(2);
  Coverage c(500);
  REQUIRE(nano_parallel_for(500, nullptr, &Coverage::body, &c) == NANO_OK);
  CHECK(c.wrong() == 0);
  CHECK(sorted_chunks(c) == loop::guided_sequence(500, 2, 1));
  nano_schedule bad_kind{NANO_SCHEDULE_GSS, 0, 0, 0};
  const int out_of_range = 42;  // what a C caller could store in the enum
  static_assert(sizeof bad_kind.kind == sizeof out_of_range);
  std::memcpy(&bad_kind.kind, &out_of_range, sizeof out_of_range);
  const nano_schedule bad_chunk{NANO_SCHEDULE_FIXED, -3, 0, 0};
  CHECK(nano_parallel_for(10, &bad_kind, &Coverage::body, &c) == NANO_ERR_INVALID);
  CHECK(nano_parallel_for(10, &bad_chunk, &Coverage::body, &c) == NANO_ERR_INVALID);
  CHECK(nano_parallel_for(-1, nullptr, &Coverage::body, &c) == NANO_ERR_INVALID);
  CHECK(nano_parallel_for(10, nullptr, nullptr, &c) == NANO_ERR_INVALID);
}

TEST_CASE("loops nest in chunks and inside tasks", "[loop][parallel_for]") {
  const int workers = GENERATE(1, 2, 4);
  use_workers(workers);
  constexpr std::int64_t outer = 12, inner = 1500;
  std::vector<std::atomic<int>> counts(outer * inner);
  SECTION("loop in a loop") {
    nano::parallel_for(outer, nano::schedule::fixed(1), [&](std::int64_t i) {
      nano::parallel_for(inner, nano::schedule::factoring(),
                         [&](std::int64_t j) { counts[static_cast<std::size_t>(i * inner + j)]++; });
    });
  }
  SECTION("loops in tasks") {
    struct Args {
      std::vector<std::atomic<int>> *counts;
      std::int64_t row;
    };
    for (std::int64_t i = 0; i < outer; ++i) {
      void *raw = nullptr;
      nano_task *t = nano_create(
          [](void *p) {
            auto *a = static_cast<Args *>(p);
            nano::parallel_for(inner, nano::schedule::affinity(),
                               [&](std::int64_t j) { (*a->counts)[static_cast<std::size_t>(a->row * inner + j)]++; });
          },
          sizeof(Args), &raw);
      REQUIRE(t != nullptr);
      *static_cast<Args *>(raw) = Args{&counts, i};
      REQUIRE(nano_submit_release(t) == NANO_OK);
    }
    REQUIRE(nano_wait_all() == NANO_OK);
  }
  std::int64_t wrong = 0;
  for (auto &c : counts) wrong += c.load() != 1;
  CHECK(wrong == 0);
}

TEST_CASE("C++ parallel_for takes per-iteration or per-chunk bodies and rethrows the first exception",
          "[loop][parallel_for]") {
  use_workers(3);
  std::vector<std::atomic<int>> seen(1000);
  nano::parallel_for(1000, [&](std::int64_t lo, std::int64_t hi) {
    for (std::int64_t i = lo; i < hi; ++i) seen[static_cast<std::size_t>(i)]++;
  });
  nano::parallel_for(1000, nano::schedule::tss(), [&](std::int64_t i) { seen[static_cast<std::size_t>(i)]++; });
  for (auto &s : seen) REQUIRE(s.load() == 2);
  std::atomic<int> after_throw{0};
  CHECK_THROWS_WITH(nano::parallel_for(1000, nano::schedule::fixed(1),
                                       [&](std::int64_t i) {
                                         if (i == 500) throw std::runtime_error("iteration 500");
                                         after_throw++;
                                       }),
                    "iteration 500");
  CHECK(after_throw.load() < 1000);
}

namespace {

// Where each chunk ran: the worker (bit w + 1 of `threads`; bit 0: an outside thread)
// and the nano-thread.
struct Placement {
  std::atomic<int> lowest_worker{1 << 30};
  std::atomic<std::uint64_t> threads{0};
  std::atomic<int> chunks{0};
  std::atomic<int> on_caller{0};
  nano_task *caller = nullptr;
  static void body(std::int64_t, std::int64_t, void *self) {
    auto *p = static_cast<Placement *>(self);
    const int w = nano_worker_id();
    int seen = p->lowest_worker.load();
    while (w < seen && !p->lowest_worker.compare_exchange_weak(seen, w)) {}
    p->threads.fetch_or(std::uint64_t{1} << (w + 1));
    p->chunks.fetch_add(1);
    if (nano_current() == p->caller) p->on_caller.fetch_add(1);
  }
  int workers_used() const { return __builtin_popcountll(threads.load() >> 1); }
};

// Waits until the workers made surplus have parked (a worker still on its way may
// take a loop part and yield it, which moves chunks between workers).
void wait_until_parked(int active) {
  while (nano::detail::cpu::released_worker_count() < loop_test::kWorkers - active)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

struct CallerRun {
  Placement *placement;
  nano_schedule schedule;
  nano_status status;
};

}  // namespace

TEST_CASE("a loop's caller runs chunks too, on a worker or as an outside thread holding one of the P processors",
          "[loop][parallel_for]") {
  const auto kind = static_cast<nano_schedule_kind>(GENERATE(0, 1, 2, 3, 4, 5));
  INFO("schedule " << loop_test::schedule_name(kind));
  const nano_schedule s{kind, 3, 0, 0};
  SECTION("called from an outside thread, the caller and at most P - 1 workers run chunks") {
    const int active = GENERATE(1, 2, 4);
    use_workers(active);
    wait_until_parked(active);
    for (int round = 0; round < 20; ++round) {
      Placement p;
      Coverage c(1000);
      REQUIRE(nano_parallel_for(1000, &s, &Placement::body, &p) == NANO_OK);
      REQUIRE(nano_parallel_for(1000, &s, &Coverage::body, &c) == NANO_OK);
      CHECK(c.wrong() == 0);
      CHECK(p.chunks.load() > 0);
      CHECK(p.workers_used() <= active - 1);
      // Only active workers (ids below `active`) and the caller ran chunks.
      CHECK((p.threads.load() >> (active + 1)) == 0);
      if (active == 1) CHECK(p.threads.load() == 1);  // every chunk on the caller
    }
    use_workers(loop_test::kWorkers);
  }
  SECTION("called from a nano-thread on the one active worker, every chunk runs on the caller") {
    use_workers(1);
    // Workers made surplus just now may still pick the task up before they park (their
    // loop then yields at once, correctly): retry until it starts on worker 0.
    bool on_active_worker = false;
    for (int attempt = 0; attempt < 1000 && !on_active_worker; ++attempt) {
      Placement p;
      void *raw = nullptr;
      nano_task *t = nano_create(
          [](void *args) {
            auto *run = static_cast<CallerRun *>(args);
            if (nano_worker_id() != 0) return;
            run->placement->caller = nano_current();
            run->status = nano_parallel_for(1000, &run->schedule, &Placement::body, run->placement);
          },
          sizeof(CallerRun), &raw);
      REQUIRE(t != nullptr);
      auto *run = static_cast<CallerRun *>(raw);
      *run = CallerRun{&p, s, NANO_ERR_STATE};
      nano::detail::keep_on_workers(t);  // not run by this (outside) thread's wait
      REQUIRE(nano_submit(t) == NANO_OK);
      REQUIRE(nano_wait(t) == NANO_OK);
      const nano_status status = run->status;
      REQUIRE(nano_release(t) == NANO_OK);
      if (p.caller == nullptr) continue;
      on_active_worker = true;
      CHECK(status == NANO_OK);
      CHECK(p.chunks.load() > 0);
      CHECK(p.on_caller.load() == p.chunks.load());
      CHECK(p.lowest_worker.load() == 0);
    }
    CHECK(on_active_worker);
    use_workers(loop_test::kWorkers);
  }
}
