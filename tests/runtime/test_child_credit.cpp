// test_child_credit.cpp — a parent's child count stays exact with batched credits: waits and completion see every child.
#include <atomic>

#include "runtime_fixture.hpp"

namespace {

struct Counters {
  std::atomic<int> done{0};
  std::atomic<int> seen_at_wait{-1};
};

void slow_child(Counters *c) {
  std::atomic<int> work{0};  // a little work, so children overlap the parent's submits
  for (int i = 0; i < 200; ++i) work.fetch_add(1, std::memory_order_relaxed);
  c->done.fetch_add(1);
}

// 150 children (more than two credit batches), a wait that must see all of them, then
// 70 more left for the implicit wait at the end of the body.
void parent_body(Counters *c) {
  for (int i = 0; i < 150; ++i) test::ok(nano_submit_release(test::make_task([c] { slow_child(c); })));
  test::ok(nano_wait_all());
  c->seen_at_wait.store(c->done.load());
  for (int i = 0; i < 70; ++i) test::ok(nano_submit_release(test::make_task([c] { slow_child(c); })));
}

}  // namespace

TEST_CASE("a task with more children than a credit batch completes after all of them", "[runtime][credit]") {
  const int workers = GENERATE(1, 2, 4);
  test::ScopedRuntime runtime(workers);
  for (int round = 0; round < 20; ++round) {
    Counters c;
    nano_task *parent = test::make_task([&c] { parent_body(&c); });
    REQUIRE(nano_submit(parent) == NANO_OK);
    REQUIRE(nano_wait(parent) == NANO_OK);  // completion includes every child
    CHECK(c.seen_at_wait.load() == 150);
    CHECK(c.done.load() == 220);
    nano_release(parent);
  }
}

TEST_CASE("a successor of a task with many children starts only after all of them", "[runtime][credit]") {
  const int workers = GENERATE(1, 3);
  test::ScopedRuntime runtime(workers);
  Counters c;
  std::atomic<int> seen_by_successor{-1};
  nano_task *parent = test::make_task([&c] {
    for (int i = 0; i < 130; ++i) test::ok(nano_submit_release(test::make_task([&c] { slow_child(&c); })));
  });
  nano_task *after = test::make_task([&] { seen_by_successor.store(c.done.load()); });
  REQUIRE(nano_precede(parent, after) == NANO_OK);
  REQUIRE(nano_submit(after) == NANO_OK);
  REQUIRE(nano_submit_release(parent) == NANO_OK);
  REQUIRE(nano_wait(after) == NANO_OK);
  CHECK(seen_by_successor.load() == 130);
  nano_release(after);
}
