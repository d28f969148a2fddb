// test_outside_wait.cpp — an outside thread's nano_wait runs its own task unless a worker already started it.
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "runtime_fixture.hpp"

namespace {

constexpr auto patience = std::chrono::seconds(60);  // bounded waits: declare failure, never hang

// Keeps one worker busy outside the runtime until `release` is set (or patience runs out).
struct Blockers {
  std::atomic<int> started{0};
  std::atomic<bool> release{false};
};

void block_one_worker(Blockers *b) {
  b->started.fetch_add(1);
  auto deadline = std::chrono::steady_clock::now() + patience;
  while (!b->release.load() && std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
}

struct Probe {
  std::atomic<int> runs{0};
  std::thread::id ran_on{};
};

nano_task *probe_task(Probe *p) {
  return test::make_task([p] {
    p->ran_on = std::this_thread::get_id();
    p->runs.fetch_add(1);
  });
}

}  // namespace

TEST_CASE("an outside thread runs the task it waits for itself when no worker started it, even if not queued last",
          "[runtime][wait]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  Blockers blockers;
  Blockers *bp = &blockers;
  for (int i = 0; i < workers; ++i)
    REQUIRE(nano_submit_release(test::make_task([bp] { block_one_worker(bp); })) == NANO_OK);
  // Every worker now runs a blocker: nothing else can start until they are released.
  auto deadline = std::chrono::steady_clock::now() + patience;
  while (blockers.started.load() < workers && std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
  REQUIRE(blockers.started.load() == workers);

  Probe first, second;
  nano_task *a = probe_task(&first);
  nano_task *b = probe_task(&second);
  REQUIRE(nano_submit(a) == NANO_OK);
  REQUIRE(nano_submit(b) == NANO_OK);  // b is above a in this thread's deque
  REQUIRE(nano_wait(a) == NANO_OK);
  CHECK(first.runs.load() == 1);
  CHECK(first.ran_on == std::this_thread::get_id());
  REQUIRE(nano_wait(b) == NANO_OK);
  CHECK(second.runs.load() == 1);
  CHECK(second.ran_on == std::this_thread::get_id());
  blockers.release.store(true);
  REQUIRE(nano_wait_all() == NANO_OK);
  REQUIRE(nano_release(a) == NANO_OK);
  REQUIRE(nano_release(b) == NANO_OK);
  // The stale deque items of a and b (claimed here) are dropped by whoever dequeues them.
  CHECK(first.runs.load() == 1);
  CHECK(second.runs.load() == 1);
}

TEST_CASE("tasks an outside thread submits and waits for run exactly once, whoever claims them", "[runtime][wait]") {
  const int workers = GENERATE(1, 2, 4);
  test::ScopedRuntime rt(workers);
  constexpr int rounds = 2000;
  constexpr int batch = 6;
  std::vector<Probe> probes(static_cast<std::size_t>(rounds) * batch);
  std::vector<nano_task *> handles(batch);
  for (int r = 0; r < rounds; ++r) {
    for (int i = 0; i < batch; ++i) {
      handles[static_cast<std::size_t>(i)] = probe_task(&probes[static_cast<std::size_t>(r * batch + i)]);
      REQUIRE(nano_submit(handles[static_cast<std::size_t>(i)]) == NANO_OK);
    }
    // Oldest first: those are the ones workers steal, so both sides race for claims.
    for (int i = 0; i < batch; ++i) {
      REQUIRE(nano_wait(handles[static_cast<std::size_t>(i)]) == NANO_OK);
      REQUIRE(probes[static_cast<std::size_t>(r * batch + i)].runs.load() == 1);
      REQUIRE(nano_release(handles[static_cast<std::size_t>(i)]) == NANO_OK);
    }
  }
  REQUIRE(nano_wait_all() == NANO_OK);
  for (const Probe &p : probes) REQUIRE(p.runs.load() == 1);
}

TEST_CASE("a released handle's task is never claimed: nano_wait_all still sees it run once", "[runtime][wait]") {
  const int workers = GENERATE(1, 3);
  test::ScopedRuntime rt(workers);
  constexpr int count = 3000;
  std::vector<Probe> probes(count);
  for (Probe &p : probes) REQUIRE(nano_submit_release(probe_task(&p)) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  for (const Probe &p : probes) REQUIRE(p.runs.load() == 1);
}

TEST_CASE("work an outside thread submits and never waits for is found by the workers, spinning or asleep",
          "[runtime][wait]") {
  // Spinning workers poll outside threads' deques only every few rounds
  // (scheduler.cpp: steal_round): such work must still be taken, whatever phase the
  // workers are in when it is pushed. This thread makes no runtime call until the task
  // ran, so nobody but a worker can run it.
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  constexpr int rounds = 300;
  for (int r = 0; r < rounds; ++r) {
    std::atomic<int> ran{0};
    std::atomic<int> *flag = &ran;
    nano_task *t = test::make_task([flag] { flag->fetch_add(1); });
    const bool keep_handle = r % 2 == 0;  // claimable (kept handle) or not
    REQUIRE((keep_handle ? nano_submit(t) : nano_submit_release(t)) == NANO_OK);
    auto deadline = std::chrono::steady_clock::now() + patience;
    while (ran.load() == 0 && std::chrono::steady_clock::now() < deadline) {
      // Vary the gap between submissions, so that workers are met spinning and asleep.
      if (r % 3 == 0) std::this_thread::yield();
    }
    REQUIRE(ran.load() == 1);
    if (keep_handle) {
      REQUIRE(nano_wait(t) == NANO_OK);
      REQUIRE(nano_release(t) == NANO_OK);
    }
    if (r % 50 == 49) std::this_thread::sleep_for(std::chrono::milliseconds(1));  // let spinners fall asleep
  }
  REQUIRE(nano_wait_all() == NANO_OK);
}
