// test_worker_signal.cpp — a worker stopped by a signal (as the preemption module does) does not stop the others.
#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <ctime>
#include <thread>

#include "runtime_fixture.hpp"
#include "sched/worker_control.hpp"

namespace {

std::atomic<int> stopped{0};
std::atomic<bool> release_worker{false};

// Holds the interrupted worker until the test lets it go (async-signal-safe: atomics, nanosleep).
void hold_worker(int) {
  stopped.store(1);
  timespec pause{0, 1'000'000};
  while (!release_worker.load()) nanosleep(&pause, nullptr);
}

}  // namespace

TEST_CASE("a worker held in a signal handler does not block the others", "[runtime][signal]") {
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
  WARN("skipped: ThreadSanitizer defers asynchronous signals to its own safe points");
  return;
#endif
#endif
  const int workers = GENERATE(2, 3, 4);
  test::ScopedRuntime rt(workers);
  REQUIRE(nano::detail::worker_count() == workers);
  struct sigaction action = {};
  action.sa_handler = &hold_worker;
  sigemptyset(&action.sa_mask);
  struct sigaction previous;
  REQUIRE(sigaction(SIGUSR2, &action, &previous) == 0);
  stopped.store(0);
  release_worker.store(false);
  // Worker 0 is idle (nothing was submitted), so it holds no task when it stops.
  REQUIRE(pthread_kill(nano::detail::worker_native_handle(0), SIGUSR2) == 0);
  while (stopped.load() == 0) std::this_thread::yield();
  std::atomic<int> ran{0};
  std::atomic<int> *r = &ran;
  for (int i = 0; i < 500; ++i) nano_submit_release(test::make_task([r] { r->fetch_add(1); }));
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(ran.load() == 500);
  CHECK(nano::detail::current_worker_id() == -1);
  release_worker.store(true);
  sigaction(SIGUSR2, &previous, nullptr);
}
