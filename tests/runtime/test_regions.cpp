// test_regions.cpp — dynamic accesses: equal, nested, partial and disjoint ranges; readers and writers.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>
#include <vector>

#include "core/task.hpp"
#include "runtime_fixture.hpp"

namespace {

// Records the order in which tasks start and end, to check what overlapped.
struct Timeline {
  std::atomic<int> clock{0};
  int start[16] = {};
  int end[16] = {};
};

nano_task *timed_task(Timeline *tl, int id, int spin = 2000) {
  return test::make_task([tl, id, spin] {
    tl->start[id] = tl->clock.fetch_add(1);
    volatile unsigned sink = 0;  // unsigned: a long spin wraps it (no overflow for UBSan)
    for (int i = 0; i < spin; ++i) sink = sink + static_cast<unsigned>(i);
    tl->end[id] = tl->clock.fetch_add(1);
  });
}

void add(nano_task *t, nano_access_mode mode, const void *base, std::size_t bytes) {
  REQUIRE(nano_access(t, mode, base, bytes) == NANO_OK);
}

bool before(const Timeline &tl, int a, int b) { return tl.end[a] < tl.start[b]; }

}  // namespace

TEST_CASE("region overlaps order conflicting siblings", "[runtime][regions]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  alignas(64) static char buffer[1024];
  Timeline tl;

  SECTION("equal ranges: write then write") {
    nano_task *a = timed_task(&tl, 0), *b = timed_task(&tl, 1);
    add(a, NANO_OUT, buffer, 100);
    add(b, NANO_OUT, buffer, 100);
    nano_submit_release(a);
    nano_submit_release(b);
    REQUIRE(nano_wait_all() == NANO_OK);
    CHECK(before(tl, 0, 1));
  }
  SECTION("nested range: a write of the whole, then a read of the middle") {
    nano_task *a = timed_task(&tl, 0), *b = timed_task(&tl, 1);
    add(a, NANO_INOUT, buffer, 1024);
    add(b, NANO_IN, buffer + 300, 10);
    nano_submit_release(a);
    nano_submit_release(b);
    REQUIRE(nano_wait_all() == NANO_OK);
    CHECK(before(tl, 0, 1));
  }
  SECTION("a range running past the end of the address space covers up to it") {
    // bb58 3: its end wrapped below its start, and the read never waited.
    nano_task *a = timed_task(&tl, 0, 200000), *b = timed_task(&tl, 1);
    add(a, NANO_OUT, buffer, static_cast<std::size_t>(UINTPTR_MAX - reinterpret_cast<std::uintptr_t>(buffer)) + 17);
    add(b, NANO_IN, buffer + 8, 8);
    nano_submit_release(a);
    nano_submit_release(b);
    REQUIRE(nano_wait_all() == NANO_OK);
    CHECK(before(tl, 0, 1));
  }
  SECTION("nested range: a write of the middle, then a write of the whole") {
    nano_task *a = timed_task(&tl, 0), *b = timed_task(&tl, 1);
    add(a, NANO_OUT, buffer + 500, 1);
    add(b, NANO_OUT, buffer, 1024);
    nano_submit_release(a);
    nano_submit_release(b);
    REQUIRE(nano_wait_all() == NANO_OK);
    CHECK(before(tl, 0, 1));
  }
  SECTION("partial overlap on either side") {
    nano_task *a = timed_task(&tl, 0), *b = timed_task(&tl, 1), *c = timed_task(&tl, 2);
    add(a, NANO_OUT, buffer + 100, 100);  // [100, 200)
    add(b, NANO_IN, buffer + 150, 100);   // [150, 250): overlaps a's tail
    add(c, NANO_OUT, buffer + 50, 60);    // [50, 110): overlaps a's head, not b
    nano_submit_release(a);
    nano_submit_release(b);
    nano_submit_release(c);
    REQUIRE(nano_wait_all() == NANO_OK);
    CHECK(before(tl, 0, 1));
    CHECK(before(tl, 0, 2));
  }
  SECTION("a write between two partially overlapping writes waits for both") {
    nano_task *a = timed_task(&tl, 0), *b = timed_task(&tl, 1), *c = timed_task(&tl, 2);
    add(a, NANO_OUT, buffer, 64);        // [0, 64)
    add(b, NANO_OUT, buffer + 128, 64);  // [128, 192)
    add(c, NANO_OUT, buffer + 32, 128);  // [32, 160): tail of a, head of b
    nano_submit_release(a);
    nano_submit_release(b);
    nano_submit_release(c);
    REQUIRE(nano_wait_all() == NANO_OK);
    CHECK(before(tl, 0, 2));
    CHECK(before(tl, 1, 2));
  }
  SECTION("readers after a writer, a writer after the readers") {
    nano_task *w1 = timed_task(&tl, 0);
    add(w1, NANO_OUT, buffer, 256);
    nano_submit_release(w1);
    for (int r = 1; r <= 4; ++r) {
      nano_task *reader = timed_task(&tl, r);
      add(reader, NANO_IN, buffer + 64 * (r - 1), 64);
      nano_submit_release(reader);
    }
    nano_task *w2 = timed_task(&tl, 5);
    add(w2, NANO_OUT, buffer + 100, 8);  // overlaps only reader 2 ([64, 128))
    nano_submit_release(w2);
    REQUIRE(nano_wait_all() == NANO_OK);
    for (int r = 1; r <= 4; ++r) CHECK(before(tl, 0, r));
    CHECK(before(tl, 2, 5));
    CHECK(before(tl, 0, 5));
  }
}

TEST_CASE("disjoint and read-shared regions do not serialise", "[runtime][regions]") {
  // Two tasks that may run together each wait (yielding, up to a minute) to see the
  // other arrive: if the runtime wrongly ordered them, the first gives up without
  // meeting. The bound is time, not a count of yields: on a loaded machine the worker
  // that takes the second task may be descheduled for a long while (a count of 20 M
  // yields could run out in a few seconds).
  const int workers = GENERATE(2, 4, 8);
  test::ScopedRuntime rt(workers);
  alignas(64) static char buffer[256];
  const bool reads = GENERATE(false, true);
  std::atomic<int> arrived{0};
  std::atomic<int> met{0};
  std::atomic<int> *ar = &arrived, *mt = &met;
  auto meet = [ar, mt] {
    ar->fetch_add(1);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (ar->load() < 2 && std::chrono::steady_clock::now() < give_up) std::this_thread::yield();
    if (ar->load() == 2) mt->fetch_add(1);
  };
  nano_task *a = test::make_task(meet), *b = test::make_task(meet);
  if (reads) {
    add(a, NANO_IN, buffer, 256);
    add(b, NANO_IN, buffer + 10, 20);
  } else {
    add(a, NANO_OUT, buffer, 128);
    add(b, NANO_OUT, buffer + 128, 128);  // adjacent, not overlapping
  }
  nano_submit_release(a);
  nano_submit_release(b);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(met.load() == 2);
}

TEST_CASE("region dependences follow program order over many siblings", "[runtime][regions]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  // values[i] is updated by a sequence of inout tasks on overlapping windows; the
  // result must equal the sequential execution.
  constexpr int n = 64;
  std::vector<std::int64_t> values(n, 1), expected(n, 1);
  std::uint32_t seed = 12345;
  for (int step = 0; step < 300; ++step) {
    seed = seed * 1664525u + 1013904223u;
    int lo = static_cast<int>(seed % n);
    int len = 1 + static_cast<int>((seed >> 8) % 8);
    if (lo + len > n) len = n - lo;
    std::int64_t k = 1 + (seed >> 20) % 5;
    bool write = (seed >> 16) & 1;
    for (int i = lo; i < lo + len; ++i) expected[i] = write ? expected[i] * k + step : expected[i];
    std::int64_t *p = values.data();
    nano_task *t = test::make_task([p, lo, len, k, write, step] {
      if (write)
        for (int i = lo; i < lo + len; ++i) p[i] = p[i] * k + step;
    });
    add(t, write ? NANO_INOUT : NANO_IN, p + lo, sizeof(std::int64_t) * static_cast<std::size_t>(len));
    nano_submit_release(t);
  }
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(values == expected);
}

TEST_CASE("completed children leave the region map before the parent waits", "[runtime][regions]") {
  // A parent creating one task per element of a large array must not keep every
  // completed child alive until its wait: the map's sweep drops them.
  const int workers = GENERATE(1, 2, 4);
  test::ScopedRuntime rt(workers);
  static long cells[4096];
  nano_task *first = test::make_task([] { cells[0] = 1; });
  add(first, NANO_OUT, &cells[0], sizeof cells[0]);
  REQUIRE(nano_submit(first) == NANO_OK);
  REQUIRE(nano_wait(first) == NANO_OK);  // completed; no wait for all children
  // The completing worker wakes the waiter before it drops its execution
  // reference (task_lifecycle.cpp: complete_task): let that happen first.
  for (int spin = 0; spin < 100000 && nano::detail::to_task(first)->refs.load() > 2; ++spin)
    std::this_thread::yield();
  const std::int32_t held = nano::detail::to_task(first)->refs.load();
  // Its creator's handle and the map's entry for cells[0].
  CHECK(held == 2);
  std::atomic<int> done{0};
  for (int i = 1; i < 2048; ++i) {
    nano_task *t = test::make_task([i, &done] {
      cells[i] = i;
      done.fetch_add(1);
    });
    add(t, NANO_OUT, &cells[i], sizeof cells[i]);
    REQUIRE(nano_submit_release(t) == NANO_OK);
  }
  // The sweep ran when the map reached its threshold: the map's entry is gone.
  CHECK(nano::detail::to_task(first)->refs.load() == held - 1);
  nano_release(first);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(done.load() == 2047);
  CHECK(cells[2047] == 2047);
}
