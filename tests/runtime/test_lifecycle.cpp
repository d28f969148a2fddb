// test_lifecycle.cpp — init/shutdown cycles, shutdown with pending work, adaptation, C API misuse.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <unistd.h>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "captured_stderr.hpp"
#include "runtime_fixture.hpp"

TEST_CASE("the runtime starts again after a shutdown in the same process", "[runtime][lifecycle]") {
  for (int cycle = 1; cycle <= 4; ++cycle) {
    REQUIRE(nano_init(cycle) == NANO_OK);
    CHECK(nano_worker_count() == cycle);
    std::atomic<int> ran{0};
    std::atomic<int> *r = &ran;
    for (int i = 0; i < 100; ++i) nano_submit_release(test::make_task([r] { r->fetch_add(1); }));
    REQUIRE(nano_wait_all() == NANO_OK);
    CHECK(ran.load() == 100);
    nano_shutdown();
  }
}

TEST_CASE("init twice is a state error; init with a negative count is invalid", "[runtime][lifecycle]") {
  test::ScopedRuntime rt(2);
  CHECK(nano_init(2) == NANO_ERR_STATE);
  CHECK(nano_init(-1) == NANO_ERR_INVALID);
}

TEST_CASE("the first API call starts the runtime", "[runtime][lifecycle]") {
  std::atomic<int> ran{0};
  std::atomic<int> *r = &ran;
  nano_task *t = test::make_task([r] { r->store(1); });  // no nano_init before
  REQUIRE(nano_submit(t) == NANO_OK);
  REQUIRE(nano_wait(t) == NANO_OK);
  CHECK(ran.load() == 1);
  CHECK(nano_worker_count() >= 1);
  nano_release(t);
  nano_shutdown();
}

TEST_CASE("shutdown waits for pending work", "[runtime][lifecycle]") {
  const int workers = GENERATE(range(1, 9));
  std::atomic<int> ran{0};
  {
    test::ScopedRuntime rt(workers);
    std::atomic<int> *r = &ran;
    for (int i = 0; i < 50; ++i) {
      nano_submit_release(test::make_task([r] {
        for (int c = 0; c < 20; ++c) nano_submit_release(test::make_task([r] { r->fetch_add(1); }));
        r->fetch_add(1);
      }));
    }
    // no wait: shutdown (end of scope) must drain everything
  }
  CHECK(ran.load() == 50 * 21);
}

TEST_CASE("tasks created by several outside threads all complete", "[runtime][lifecycle]") {
  const int workers = GENERATE(1, 2, 4);
  test::ScopedRuntime rt(workers);
  std::atomic<int> ran{0};
  std::vector<std::thread> threads;
  for (int th = 0; th < 3; ++th) {
    threads.emplace_back([&ran] {
      std::atomic<int> *r = &ran;
      for (int i = 0; i < 200; ++i) nano_submit_release(test::make_task([r] { r->fetch_add(1); }));
      test::ok(nano_wait_all());
    });
  }
  for (auto &t : threads) t.join();
  CHECK(ran.load() == 600);
}

// Shutdown's drain reads every outside thread's root counter against 1: a thread
// still alive (not exited, so nothing handed back on its exit) whose tasks all
// completed must not look busy (an outside thread's child credit once made it wait
// forever here).
TEST_CASE("shutdown returns while another outside thread whose tasks completed is still alive",
          "[runtime][lifecycle]") {
  REQUIRE(nano_init(2) == NANO_OK);
  std::atomic<int> ran{0};
  std::atomic<bool> leave{false};
  std::atomic<int> *r = &ran;
  std::thread other([&] {
    for (int i = 0; i < 3; ++i) nano_submit_release(test::make_task([r] { r->fetch_add(1); }));
    while (!leave.load()) std::this_thread::yield();  // alive, never waits for its tasks
  });
  while (ran.load() < 3) std::this_thread::yield();
  std::atomic<bool> returned{false};
  std::thread closer([&] {
    nano_shutdown();
    returned.store(true);
  });
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!returned.load() && std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
  CHECK(returned.load());
  leave.store(true);
  other.join();
  if (returned.load())
    closer.join();
  else
    closer.detach();  // stuck in the drain: declared failed above, never hang the suite
}

TEST_CASE("active workers can shrink and grow while tasks run", "[runtime][lifecycle]") {
  const int workers = GENERATE(2, 4, 8);
  test::ScopedRuntime rt(workers);
  CHECK(nano_active_workers() == workers);
  CHECK(nano_set_active_workers(0) == NANO_ERR_INVALID);
  CHECK(nano_set_active_workers(workers + 1) == NANO_ERR_INVALID);
  std::atomic<int> ran{0};
  std::atomic<int> *r = &ran;
  for (int round = 0; round < 6; ++round) {
    int target = 1 + round % workers;
    REQUIRE(nano_set_active_workers(target) == NANO_OK);
    CHECK(nano_active_workers() == target);
    for (int i = 0; i < 200; ++i) {
      nano_submit_release(test::make_task([r] {
        // from inside a task too: any thread, any time
        if (r->fetch_add(1) % 97 == 0) test::ok(nano_set_active_workers(1 + nano_worker_id() % nano_worker_count()));
      }));
    }
    REQUIRE(nano_wait_all() == NANO_OK);
  }
  CHECK(ran.load() == 6 * 200);
}

extern "C" int nano_test_c_bad_access_mode(nano_task *task, void *base);

TEST_CASE("C API misuse returns status codes", "[runtime][lifecycle][misuse]") {
  test::ScopedRuntime rt(2);
  CHECK(nano_submit(nullptr) == NANO_ERR_INVALID);
  CHECK(nano_wait(nullptr) == NANO_ERR_INVALID);
  CHECK(nano_release(nullptr) == NANO_ERR_INVALID);
  CHECK(nano_precede(nullptr, nullptr) == NANO_ERR_INVALID);
  CHECK(nano_event_signal(nullptr) == NANO_ERR_INVALID);
  CHECK(nano_create(nullptr, 0, nullptr) == nullptr);
  // Sizes no block can have: null, as when memory is exhausted (bb58 2: the block
  // size wrapped, and a small block came back).
  for (std::size_t huge : {SIZE_MAX, SIZE_MAX - 64, SIZE_MAX - 4096, SIZE_MAX / 2}) {
    void *args = &rt;
    CHECK(nano_create([](void *) {}, huge, &args) == nullptr);
  }
  nano_task *t = test::make_task([] {});
  CHECK(nano_test_c_bad_access_mode(t, &rt) == NANO_ERR_INVALID);
  CHECK(nano_precede(t, t) == NANO_ERR_INVALID);
  CHECK(nano_wait(t) == NANO_ERR_STATE);     // not submitted
  CHECK(nano_release(t) == NANO_ERR_STATE);  // not submitted
  REQUIRE(nano_submit(t) == NANO_OK);
  CHECK(nano_submit(t) == NANO_ERR_STATE);  // submit twice
  nano_task *late = test::make_task([] {});
  CHECK(nano_precede(late, t) == NANO_ERR_STATE);  // successor already submitted
  CHECK(nano_access(t, NANO_IN, &rt, 1) == NANO_ERR_STATE);
  CHECK(nano_set_label(t, "x") == NANO_ERR_STATE);
  REQUIRE(nano_wait(t) == NANO_OK);
  REQUIRE(nano_release(t) == NANO_OK);
  REQUIRE(nano_submit_release(late) == NANO_OK);
  std::atomic<int> status{-1};
  std::atomic<int> *st = &status;
  nano_task *selfish = test::make_task([st] { st->store(nano_wait(nano_current())); });
  REQUIRE(nano_submit_release(selfish) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(status.load() == NANO_ERR_DEADLOCK);
  CHECK(std::string(nano_status_string(NANO_ERR_DEADLOCK)).find("deadlock") != std::string::npos);
  CHECK(nano_abi_version() == NANO_ABI_VERSION);
}

TEST_CASE("an out-of-range nano_set_active_workers is reported once per call site, not per call",
          "[runtime][lifecycle]") {
  test::ScopedRuntime rt(2);
  std::string printed = nano_tests::stderr_of([] {
    for (int k = 0; k < 5; ++k) CHECK(nano_set_active_workers(1000) == NANO_ERR_INVALID);
  });
  // the first test to misuse this site printed it; a loop of calls adds nothing
  CHECK(std::count(printed.begin(), printed.end(), '\n') <= 1);
}

TEST_CASE("each call site of the program gets its own misuse line", "[runtime][lifecycle]") {
  test::ScopedRuntime rt(2);
  std::string printed = nano_tests::stderr_of([] {
    CHECK(nano_set_active_workers(0) == NANO_ERR_INVALID);
    CHECK(nano_set_active_workers(-1) == NANO_ERR_INVALID);
    nano_schedule negative_chunk{NANO_SCHEDULE_FIXED, -5, 0, 0};
    auto body = [](int64_t, int64_t, void *) {};
    CHECK(nano_parallel_for(10, &negative_chunk, body, nullptr) == NANO_ERR_INVALID);
    CHECK(nano_parallel_for(-10, nullptr, body, nullptr) == NANO_ERR_INVALID);
    CHECK(nano_parallel_for(10, nullptr, nullptr, nullptr) == NANO_ERR_INVALID);
  });
  CHECK(printed.find("nano: nano_set_active_workers: 0 is outside") != std::string::npos);
  CHECK(printed.find("nano: nano_set_active_workers: -1 is outside") != std::string::npos);
  CHECK(printed.find("nano: nano_parallel_for: negative chunk") != std::string::npos);
  CHECK(printed.find("nano: nano_parallel_for: negative iteration count") != std::string::npos);
  CHECK(printed.find("nano: nano_parallel_for: the loop body is NULL") != std::string::npos);
}

TEST_CASE("submitting twice from two call sites, and a null function from two, prints a line for each",
          "[runtime][lifecycle]") {
  // The reports were made in out-of-line helpers, whose own return address
  // (inside nano_submit, nano_create) was taken for the call site: one line
  // per function however many sites misused it (bb51 D1).
  test::ScopedRuntime rt(2);
  nano_task *t = test::make_task([] {});
  REQUIRE(nano_submit(t) == NANO_OK);
  std::string printed = nano_tests::stderr_of([t] {
    CHECK(nano_submit(t) == NANO_ERR_STATE);          // site 1
    CHECK(nano_submit_release(t) == NANO_ERR_STATE);  // site 2
    CHECK(nano_create(nullptr, 0, nullptr) == nullptr);  // site 3
    CHECK(nano_create(nullptr, 8, nullptr) == nullptr);  // site 4
  });
  REQUIRE(nano_wait(t) == NANO_OK);
  REQUIRE(nano_release(t) == NANO_OK);
  auto lines = [&](const char *text) {
    std::size_t n = 0;
    for (std::size_t at = printed.find(text); at != std::string::npos; at = printed.find(text, at + 1)) ++n;
    return n;
  };
  CHECK(lines("was already submitted") == 2);
  CHECK(lines("nano_create: null task function") == 2);
}

TEST_CASE("misuse lines say what to do", "[runtime][lifecycle][misuse]") {
  // bb58 7: three of them named only the mistake.
  test::ScopedRuntime rt(2);
  nano_task *u = test::make_task([] {});  // before t's block is free: not reused for u
  nano_task *t = test::make_task([] {});
  REQUIRE(nano_submit(t) == NANO_OK);
  REQUIRE(nano_wait(t) == NANO_OK);
  REQUIRE(nano_release(t) == NANO_OK);
  std::string printed = nano_tests::stderr_of([t, u] {
    CHECK(nano_create(nullptr, 0, nullptr) == nullptr);
    CHECK(nano_precede(u, u) == NANO_ERR_INVALID);
    CHECK(nano_release(t) == NANO_ERR_STATE);  // the block is not reused yet
  });
  REQUIRE(nano_submit_release(u) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  INFO(printed);
  CHECK(printed.find("nano_create: null task function; pass the function the task runs") != std::string::npos);
  CHECK(printed.find("nano_precede: a task cannot precede itself; remove that arc") != std::string::npos);
  CHECK(printed.find("nano_release: the handle was already released; release each handle once") != std::string::npos);
}

TEST_CASE("a task waiting for itself gets NANO_ERR_DEADLOCK at once, also when the waiting outside thread runs it",
          "[runtime][lifecycle]") {
  // With one worker, main often runs the task inside its own nano_wait; the
  // self-wait must not reach the global detector (which fires after the
  // program has been idle a while and blames a dependence cycle).
  test::ScopedRuntime rt(1);
  std::string printed = nano_tests::stderr_of([] {
    for (int k = 0; k < 8; ++k) {
      std::atomic<int> status{-1};
      std::atomic<int> *st = &status;
      nano_task *selfish = test::make_task([st] { st->store(nano_wait(nano_current())); });
      REQUIRE(nano_submit(selfish) == NANO_OK);
      CHECK(nano_wait(selfish) == NANO_OK);
      CHECK(status.load() == NANO_ERR_DEADLOCK);
      REQUIRE(nano_release(selfish) == NANO_OK);
    }
  });
  CHECK(printed.find("cannot wait for itself") != std::string::npos);
  CHECK(printed.find("every worker is idle") == std::string::npos);
}
