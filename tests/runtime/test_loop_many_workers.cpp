// test_loop_many_workers.cpp — small dynamically scheduled loops with far more workers than
// processors end: a grabber that finds nothing left is not replaced (LoopJob::start_more_grabbers).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "runtime_fixture.hpp"

namespace {

std::atomic<long> iterations{0};

void count(int64_t lo, int64_t hi, void *) { iterations.fetch_add(hi - lo); }

}  // namespace

TEST_CASE("loops of a few chunks end with 128 workers on any machine", "[runtime][loop]") {
  test::ScopedRuntime rt(128);
  iterations = 0;
  std::atomic<bool> done{false};
  long expected = 0;
  for (int n = 1; n <= 12; ++n) expected += 20L * n;
  // Before the fix, a caller whose grabbers each found nothing kept starting new ones:
  // on 2 processors each loop took seconds to minutes. A hang aborts (after 120 s, where
  // the loops take milliseconds) rather than holding the suite until its timeout.
  std::thread watchdog([&done] {
    for (int i = 0; i < 12000 && !done.load(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (!done.load()) {
      std::fprintf(stderr, "loops with 128 workers did not end within 120 s\n");
      std::abort();
    }
  });
  const nano_schedule_kind kinds[] = {NANO_SCHEDULE_FIXED, NANO_SCHEDULE_GSS, NANO_SCHEDULE_TSS,
                                      NANO_SCHEDULE_FACTORING, NANO_SCHEDULE_AFFINITY};
  for (int rep = 0; rep < 20; ++rep)
    for (int n = 1; n <= 12; ++n) {
      const nano_schedule schedule{kinds[(rep + n) % 5], rep % 2 == 0 ? 2 : 0, 0, 0};
      CHECK(nano_parallel_for(n, &schedule, &count, nullptr) == NANO_OK);
    }
  done = true;
  watchdog.join();
  CHECK(iterations.load() == expected);
}
