// test_arcs.cpp — static arcs and dependency counters: chains, fan-in/fan-out, arcs from completed or unbuilt tasks.
#include <atomic>
#include <vector>

#include "runtime_fixture.hpp"

TEST_CASE("a chain of arcs runs in order", "[runtime][arcs]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  constexpr int n = 200;
  std::vector<int> order;
  order.reserve(n);
  std::vector<int> *out = &order;
  nano_task *prev = nullptr;
  std::vector<nano_task *> tasks;
  for (int i = 0; i < n; ++i) {
    nano_task *t = test::make_task([out, i] { out->push_back(i); });
    if (prev) REQUIRE(nano_precede(prev, t) == NANO_OK);
    REQUIRE(nano_submit(t) == NANO_OK);
    tasks.push_back(t);
    prev = t;
  }
  REQUIRE(nano_wait(prev) == NANO_OK);
  REQUIRE(order.size() == n);
  for (int i = 0; i < n; ++i) CHECK(order[i] == i);
  for (nano_task *t : tasks) REQUIRE(nano_release(t) == NANO_OK);
}

TEST_CASE("fan-out then fan-in waits for every predecessor", "[runtime][arcs]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  constexpr int width = 64;
  std::atomic<int> done{0};
  std::atomic<int> seen_by_join{-1};
  std::atomic<int> *d = &done, *s = &seen_by_join;
  nano_task *root = test::make_task([d] { d->fetch_add(1); });
  nano_task *join = test::make_task([d, s] { s->store(d->load()); });
  std::vector<nano_task *> middle;
  for (int i = 0; i < width; ++i) {
    nano_task *m = test::make_task([d] { d->fetch_add(1); });
    REQUIRE(nano_precede(root, m) == NANO_OK);
    REQUIRE(nano_precede(m, join) == NANO_OK);  // many predecessors: extra link chunks
    middle.push_back(m);
  }
  // Submit the join first: it must still wait for all of them.
  REQUIRE(nano_submit(join) == NANO_OK);
  for (nano_task *m : middle) REQUIRE(nano_submit_release(m) == NANO_OK);
  REQUIRE(nano_submit_release(root) == NANO_OK);
  REQUIRE(nano_wait(join) == NANO_OK);
  CHECK(seen_by_join.load() == width + 1);
  REQUIRE(nano_release(join) == NANO_OK);
}

TEST_CASE("an arc from a completed task is a no-op", "[runtime][arcs]") {
  const int workers = GENERATE(1, 4);
  test::ScopedRuntime rt(workers);
  std::atomic<int> count{0};
  std::atomic<int> *c = &count;
  nano_task *first = test::make_task([c] { c->fetch_add(1); });
  REQUIRE(nano_submit(first) == NANO_OK);
  REQUIRE(nano_wait(first) == NANO_OK);
  nano_task *second = test::make_task([c] { c->fetch_add(10); });
  REQUIRE(nano_precede(first, second) == NANO_OK);
  REQUIRE(nano_submit(second) == NANO_OK);
  REQUIRE(nano_wait(second) == NANO_OK);
  CHECK(count.load() == 11);
  nano_release(first);
  nano_release(second);
}

TEST_CASE("a predecessor still being built holds its successor back", "[runtime][arcs]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  std::atomic<int> stage{0};
  std::atomic<int> observed{-1};
  std::atomic<int> *st = &stage, *ob = &observed;
  nano_task *pred = test::make_task([st] { st->store(1); });
  nano_task *succ = test::make_task([st, ob] { ob->store(st->load()); });
  REQUIRE(nano_precede(pred, succ) == NANO_OK);
  REQUIRE(nano_submit(succ) == NANO_OK);  // its predecessor is not even submitted yet
  REQUIRE(nano_submit(pred) == NANO_OK);
  REQUIRE(nano_wait(succ) == NANO_OK);
  CHECK(observed.load() == 1);
  nano_release(pred);
  nano_release(succ);
}

TEST_CASE("a completing predecessor never releases a half-built successor", "[runtime][arcs]") {
  const int workers = GENERATE(2, 4, 8);
  test::ScopedRuntime rt(workers);
  // Each successor gets an arc from a task that may finish while the successor is
  // still being built; its second predecessor is added afterwards. The successor
  // must observe both predecessors' effects.
  constexpr int rounds = 300;
  std::vector<int> a(rounds, 0), b(rounds, 0), seen(rounds, 0);
  for (int i = 0; i < rounds; ++i) {
    int *pa = &a[i], *pb = &b[i], *ps = &seen[i];
    nano_task *fast = test::make_task([pa] { *pa = 1; });
    REQUIRE(nano_submit(fast) == NANO_OK);
    nano_task *succ = test::make_task([pa, pb, ps] { *ps = *pa + *pb; });
    REQUIRE(nano_precede(fast, succ) == NANO_OK);
    nano_task *slow = test::make_task([pb] { *pb = 2; });
    REQUIRE(nano_precede(slow, succ) == NANO_OK);
    REQUIRE(nano_submit_release(succ) == NANO_OK);
    REQUIRE(nano_submit_release(slow) == NANO_OK);
    REQUIRE(nano_release(fast) == NANO_OK);
  }
  REQUIRE(nano_wait_all() == NANO_OK);
  for (int i = 0; i < rounds; ++i) CHECK(seen[i] == 3);
}
