// test_stalled_spinner.cpp — work whose wake-ups a spinner absorbed and that spinner never runs again:
// the submitter's wait still gets it run (idle_gate.hpp, wait.cpp: block_outside).
#include <atomic>
#include <chrono>
#include <thread>

#include "os/futex.hpp"
#include "runtime_fixture.hpp"
#include "sched/runtime.hpp"

namespace {

using nano::detail::rt;

// Waits (bounded) for every worker to sleep on the idle gate; false on timeout.
bool all_workers_asleep(std::chrono::seconds limit) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  while (rt.idle.sleepers() < nano_worker_count()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

}  // namespace

TEST_CASE("work left to a spinner that stops for good runs once its submitter waits", "[runtime][idle]") {
  const int workers = GENERATE(1, 2, 4);
  test::ScopedRuntime scope(workers);
  REQUIRE(all_workers_asleep(std::chrono::seconds(20)));
  // A spinner counted on the gate, its heartbeat fresh at every submission, that never
  // looks at a queue: every submission skips its wake-up (an awake spinner would take
  // the work), as after a spinner stopped by a signal handler that holds its worker.
  rt.idle.begin_spin(nano::detail::os::now_ns());
  constexpr int tasks = 200;
  std::atomic<int> ran{0};
  std::atomic<bool> returned{false};
  nano_status status = NANO_ERR_STATE;
  std::thread submitter([&] {
    std::atomic<int> *r = &ran;
    for (int i = 0; i < tasks; ++i) {
      rt.idle.spin_heartbeat(nano::detail::os::now_ns());
      nano_submit_release(test::make_task([r] { r->fetch_add(1); }));
    }
    status = nano_wait_all();
    returned.store(true);
  });
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (!returned.load() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  const bool in_time = returned.load();
  // Let the spinner go, so a failing run still ends.
  rt.idle.end_spin();
  rt.idle.notify_all();
  submitter.join();
  CHECK(in_time);
  CHECK(status == NANO_OK);
  CHECK(ran.load() == tasks);
}
