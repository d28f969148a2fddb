// test_outside_window.cpp — an outside thread creating dependent tasks waits when too far ahead, never forever.
#include <atomic>
#include <chrono>
#include <thread>

#include "runtime_fixture.hpp"
#include "sched/outside_window.hpp"

namespace {

constexpr auto patience = std::chrono::seconds(60);  // bounded waits: declare failure, never hang

struct Chain {
  std::atomic<bool> gate{false};
  long value = 0;
};

// Registers `task` as updating chain->value (inout), so that the tasks run in order.
nano_task *link_of(Chain *c, nano_task *task) {
  REQUIRE(nano_access(task, NANO_INOUT, &c->value, sizeof c->value) == NANO_OK);
  return task;
}

}  // namespace

TEST_CASE("an outside thread far ahead of its dependent tasks waits, and goes on when they cannot progress",
          "[runtime][window]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  Chain chain;
  Chain *c = &chain;
  // The first link blocks until every link is submitted: the window fills up, no task
  // completes while this thread waits, and it must go on (a wait here would never end).
  nano_task *head = link_of(c, test::make_task([c] {
    auto deadline = std::chrono::steady_clock::now() + patience;
    while (!c->gate.load() && std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
    test::expect(c->gate.load());
    c->value += 1;
  }));
  REQUIRE(nano_submit_release(head) == NANO_OK);
  const auto waits_before = nano::detail::tl_state->stats.window_waits;  // the state outlives runtimes
  const long links = 4 * nano::detail::window_high;
  for (long i = 1; i < links; ++i)
    REQUIRE(nano_submit_release(link_of(c, test::make_task([c] { c->value += 1; }))) == NANO_OK);
  // The window was reached (more than window_high tasks alive, none completed).
  CHECK(nano::detail::tl_state->stats.window_waits > waits_before);
  chain.gate.store(true);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(chain.value == links);
}

TEST_CASE("an outside thread never waits for its window while an event could hold its tasks back",
          "[runtime][window]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  nano_event *event = nano_event_create();
  REQUIRE(event != nullptr);
  Chain chain;
  Chain *c = &chain;
  struct Args {
    Chain *c;
    nano_event *e;
  } args{c, event};
  Args *a = &args;
  REQUIRE(nano_submit_release(link_of(c, test::make_task([a] {
            test::ok(nano_event_wait(a->e));
            a->c->value += 1;
          }))) == NANO_OK);
  const auto waits_before = nano::detail::tl_state->stats.window_waits;
  const long links = 4 * nano::detail::window_high;
  for (long i = 1; i < links; ++i)
    REQUIRE(nano_submit_release(link_of(c, test::make_task([c] { c->value += 1; }))) == NANO_OK);
  CHECK(nano::detail::tl_state->stats.window_waits == waits_before);
  REQUIRE(nano_event_signal(event) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  REQUIRE(nano_event_destroy(event) == NANO_OK);
  CHECK(chain.value == links);
}
