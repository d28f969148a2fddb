// test_throttle.cpp — a producer whose queue is over the throttle limit runs its children at once, safely.
#include <atomic>
#include <vector>

#include "runtime_fixture.hpp"

namespace {

constexpr int many = 5000;  // far above the throttle limit (64 queued items)

struct Shared {
  std::atomic<int> ran{0};
  std::atomic<int> released{0};  // children that saw the event signalled
  nano_event *event = nullptr;
};

// Creates `many` independent children, then waits for them.
void producer(Shared *s) {
  for (int i = 0; i < many; ++i) {
    nano_task *c = test::make_task([s] { s->ran.fetch_add(1); });
    test::ok(nano_submit_release(c));
  }
  test::ok(nano_wait_all());
  test::expect(s->ran.load() == many);
}

// Every child waits for an event its creator signals only after creating all of
// them: a throttled child must not keep its creator from reaching the signal.
void producer_signalling_later(Shared *s) {
  for (int i = 0; i < many; ++i) {
    nano_task *c = test::make_task([s] {
      test::ok(nano_event_wait(s->event));
      s->released.fetch_add(1);
    });
    test::ok(nano_submit_release(c));
  }
  test::ok(nano_event_signal(s->event));
  test::ok(nano_wait_all());
  test::expect(s->released.load() == many);
}

// Children that all update one variable (inout): never throttled, always in creation order.
void producer_with_accesses(std::vector<int> *order) {
  static int token;
  for (int i = 0; i < 1000; ++i) {
    nano_task *c = test::make_task([order, i] { order->push_back(i); });
    test::ok(nano_access(c, NANO_INOUT, &token, sizeof token));
    test::ok(nano_submit_release(c));
  }
  test::ok(nano_wait_all());
}

void run_on_worker(nano_task *t) {
  REQUIRE(nano_submit(t) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  REQUIRE(nano_release(t) == NANO_OK);
}

}  // namespace

TEST_CASE("a producer over the throttle limit still runs every child", "[runtime][throttle]") {
  const int workers = GENERATE(1, 2, 4);
  test::ScopedRuntime rt(workers);
  Shared s;
  Shared *p = &s;
  run_on_worker(test::make_task([p] { producer(p); }));
  CHECK(s.ran.load() == many);
}

TEST_CASE("a throttled child that waits for its creator's later signal does not block the creator",
          "[runtime][throttle]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  Shared s;
  s.event = nano_event_create();
  REQUIRE(s.event != nullptr);
  Shared *p = &s;
  run_on_worker(test::make_task([p] { producer_signalling_later(p); }));
  CHECK(s.released.load() == many);
  REQUIRE(nano_event_destroy(s.event) == NANO_OK);
}

TEST_CASE("children with accesses are queued in dependence order, not throttled out of order", "[runtime][throttle]") {
  const int workers = GENERATE(1, 3);
  test::ScopedRuntime rt(workers);
  std::vector<int> order;
  std::vector<int> *p = &order;
  run_on_worker(test::make_task([p] { producer_with_accesses(p); }));
  REQUIRE(order.size() == 1000);
  for (int i = 0; i < 1000; ++i) REQUIRE(order[static_cast<std::size_t>(i)] == i);
}
