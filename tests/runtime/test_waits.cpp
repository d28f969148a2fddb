// test_waits.cpp — nested waits, suspension with more waiting nano-threads than workers, events, task waits.
#include <atomic>
#include <chrono>
#include <vector>

#include "runtime_fixture.hpp"

namespace {

struct FibArgs {
  int n;
  long *out;
};

void fib(void *p) {
  auto *a = static_cast<FibArgs *>(p);
  if (a->n < 2) {
    *a->out = a->n;
    return;
  }
  long x = 0, y = 0;
  void *args;
  nano_task *t1 = nano_create(&fib, sizeof(FibArgs), &args);
  *static_cast<FibArgs *>(args) = {a->n - 1, &x};
  nano_submit_release(t1);
  nano_task *t2 = nano_create(&fib, sizeof(FibArgs), &args);
  *static_cast<FibArgs *>(args) = {a->n - 2, &y};
  nano_submit_release(t2);
  test::ok(nano_wait_all());
  *a->out = x + y;
}

long fib_sequential(int n) { return n < 2 ? n : fib_sequential(n - 1) + fib_sequential(n - 2); }

}  // namespace

TEST_CASE("recursive nested waits compute fib", "[runtime][waits]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  long result = -1;
  void *args;
  nano_task *t = nano_create(&fib, sizeof(FibArgs), &args);
  *static_cast<FibArgs *>(args) = {18, &result};
  REQUIRE(nano_submit(t) == NANO_OK);
  REQUIRE(nano_wait(t) == NANO_OK);
  REQUIRE(nano_release(t) == NANO_OK);
  CHECK(result == fib_sequential(18));
}

TEST_CASE("more waiting nano-threads than workers all resume", "[runtime][waits]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  // 64 nano-threads each block on the same event; a 65th task, submitted last (and
  // stolen last: thieves take the oldest first), signals it. With few workers the
  // waiters must give their workers back by suspending, or the signaller never runs.
  constexpr int waiters = 64;
  nano_event *event = nano_event_create();
  REQUIRE(event != nullptr);
  std::atomic<int> resumed{0};
  std::atomic<int> *res = &resumed;
  for (int i = 0; i < waiters; ++i) {
    nano_task *t = test::make_task([event, res] {
      test::ok(nano_event_wait(event));
      res->fetch_add(1);
    });
    REQUIRE(nano_submit_release(t) == NANO_OK);
  }
  nano_task *signaller = test::make_task([event] { test::ok(nano_event_signal(event)); });
  REQUIRE(nano_submit_release(signaller) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(resumed.load() == waiters);
  REQUIRE(nano_event_destroy(event) == NANO_OK);
}

TEST_CASE("a nano-thread waiting for its children resumes where it stopped", "[runtime][waits]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  // Each parent blocks its children on an event that the last parent signals, so
  // parents really suspend in nano_wait_all (children cannot run inline to completion).
  constexpr int parents = 16;
  nano_event *gate = nano_event_create();
  std::vector<int> sums(parents, 0);
  std::atomic<int> started{0};
  std::atomic<int> *st = &started;
  for (int p = 0; p < parents; ++p) {
    int *sum = &sums[p];
    nano_task *parent = test::make_task([gate, sum, st, p] {
      int local = p * 1000;  // lives on the nano-thread's stack across the suspension
      int parts[4] = {0, 0, 0, 0};
      for (int c = 0; c < 4; ++c) {
        int *slot = &parts[c];
        nano_task *child = test::make_task([gate, slot, c] {
          test::ok(nano_event_wait(gate));
          *slot = c + 1;
        });
        test::ok(nano_submit_release(child));
      }
      if (st->fetch_add(1) == parents - 1) test::ok(nano_event_signal(gate));
      test::ok(nano_wait_all());
      *sum = local + parts[0] + parts[1] + parts[2] + parts[3];
    });
    REQUIRE(nano_submit_release(parent) == NANO_OK);
  }
  REQUIRE(nano_wait_all() == NANO_OK);
  for (int p = 0; p < parents; ++p) CHECK(sums[p] == p * 1000 + 10);
  nano_event_destroy(gate);
}

TEST_CASE("a nano-thread waits for a specific sibling", "[runtime][waits]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  std::atomic<int> value{0};
  std::atomic<int> seen{-1};
  std::atomic<int> *v = &value, *s = &seen;
  nano_event *gate = nano_event_create();
  nano_task *producer = test::make_task([v, gate] {
    test::ok(nano_event_wait(gate));
    v->store(42);
  });
  REQUIRE(nano_submit(producer) == NANO_OK);
  nano_task *consumer = test::make_task([producer, v, s] {
    test::ok(nano_wait(producer));
    s->store(v->load());
  });
  REQUIRE(nano_submit_release(consumer) == NANO_OK);
  REQUIRE(nano_event_signal(gate) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(seen.load() == 42);
  nano_release(producer);
  nano_event_destroy(gate);
}

TEST_CASE("an event signalled before the wait does not block", "[runtime][waits]") {
  test::ScopedRuntime rt(2);
  nano_event *e = nano_event_create();
  REQUIRE(nano_event_signal(e) == NANO_OK);
  REQUIRE(nano_event_wait(e) == NANO_OK);  // outside thread
  std::atomic<int> ran{0};
  std::atomic<int> *r = &ran;
  nano_task *t = test::make_task([e, r] {
    test::ok(nano_event_wait(e));
    r->store(1);
  });
  nano_submit_release(t);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(ran.load() == 1);
  REQUIRE(nano_event_destroy(e) == NANO_OK);
}

TEST_CASE("nano_current names the running task and only inside tasks", "[runtime][waits]") {
  test::ScopedRuntime rt(2);
  CHECK(nano_current() == nullptr);
  CHECK(nano_worker_id() == -1);
  std::atomic<nano_task *> inside{nullptr};
  std::atomic<int> worker{-5};
  std::atomic<nano_task *> *in = &inside;
  std::atomic<int> *w = &worker;
  nano_task *t = test::make_task([in, w] {
    in->store(nano_current());
    w->store(nano_worker_id());
  });
  nano_submit(t);
  nano_wait_all();  // not nano_wait: that may run `t` on this thread (next test)
  CHECK(inside.load() == t);
  CHECK(worker.load() >= 0);
  CHECK(worker.load() < nano_worker_count());
  nano_release(t);
}

namespace {

struct HelpState {
  std::atomic<bool> blocker_started{false};
  std::atomic<bool> release_blocker{false};
  std::atomic<nano_task *> current{nullptr};
  std::atomic<int> worker{-5};
  std::atomic<long> children_sum{0};
};

}  // namespace

TEST_CASE("the main thread's nano_wait runs a task no worker took yet, children and all", "[runtime][waits]") {
  test::ScopedRuntime rt(1);
  HelpState s;
  HelpState *p = &s;
  // The only worker is kept busy (not suspended: spinning) until the awaited task runs,
  // so only the waiting main thread can run it. (Should the main thread not run it, the
  // blocker gives up after 60 s so that the test fails on the worker id, not hangs; the
  // bound is long because a descheduled main thread must still reach its nano_wait first.)
  nano_task *blocker = test::make_task([p] {
    p->blocker_started.store(true);
    auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!p->release_blocker.load() && std::chrono::steady_clock::now() < give_up) {}
  });
  REQUIRE(nano_submit_release(blocker) == NANO_OK);
  while (!s.blocker_started.load()) {}
  nano_task *t = test::make_task([p] {
    p->current.store(nano_current());
    p->worker.store(nano_worker_id());
    p->release_blocker.store(true);  // the worker is free for the children
    for (long i = 1; i <= 10; ++i) test::ok(nano_submit_release(test::make_task([p, i] { p->children_sum += i; })));
    test::ok(nano_wait_all());  // on the main thread: a blocking wait, not a suspension
    test::expect(p->children_sum.load() == 55);
  });
  REQUIRE(nano_submit(t) == NANO_OK);
  REQUIRE(nano_wait(t) == NANO_OK);
  CHECK(s.current.load() == t);
  CHECK(s.worker.load() == -1);  // it ran here, on this thread
  CHECK(s.children_sum.load() == 55);
  CHECK(nano_current() == nullptr);
  REQUIRE(nano_release(t) == NANO_OK);
}

TEST_CASE("while fewer workers are active, the main thread's nano_wait leaves the task to them", "[runtime][waits]") {
  test::ScopedRuntime rt(2);
  REQUIRE(nano_set_active_workers(1) == NANO_OK);  // a `parallel workers(1)` block
  for (int round = 0; round < 50; ++round) {
    std::atomic<int> worker{-2};
    std::atomic<int> *w = &worker;
    nano_task *t = test::make_task([w] { w->store(nano_worker_id()); });
    REQUIRE(nano_submit(t) == NANO_OK);
    REQUIRE(nano_wait(t) == NANO_OK);
    CHECK(worker.load() == 0);  // the one active worker, never this thread (-1)
    REQUIRE(nano_release(t) == NANO_OK);
  }
  REQUIRE(nano_set_active_workers(2) == NANO_OK);
}

namespace {

std::atomic<int> family_done{0};

// A task with two children, each with two children: 7 tasks, each counts itself.
void family_member(void *p) {
  int depth = *static_cast<int *>(p);
  if (depth < 2) {
    for (int i = 0; i < 2; ++i) {
      void *args;
      nano_task *c = nano_create(&family_member, sizeof(int), &args);
      *static_cast<int *>(args) = depth + 1;
      test::ok(nano_submit_release(c));
    }
  }
  family_done.fetch_add(1);
}

// Waits for 200 families one at a time: each wait returns only once the whole family completed.
void wait_each_family(void *) {
  for (int i = 0; i < 200; ++i) {
    int before = family_done.load();
    void *args;
    nano_task *t = nano_create(&family_member, sizeof(int), &args);
    *static_cast<int *>(args) = 0;
    test::ok(nano_submit(t));
    test::ok(nano_wait(t));
    test::expect(family_done.load() == before + 7);
    test::ok(nano_release(t));
  }
}

struct EventArgs {
  nano_event *event;
  std::atomic<int> *order;
};

}  // namespace

TEST_CASE("nano_wait on a task with children and grandchildren returns once all of them completed",
          "[runtime][waits]") {
  const int workers = GENERATE(1, 2, 4);
  test::ScopedRuntime rt(workers);
  family_done.store(0);
  SECTION("from the main thread") { wait_each_family(nullptr); }
  SECTION("from a nano-thread") {
    nano_task *t = nano_create(&wait_each_family, 0, nullptr);
    REQUIRE(nano_submit(t) == NANO_OK);
    REQUIRE(nano_wait(t) == NANO_OK);
    REQUIRE(nano_release(t) == NANO_OK);
  }
  CHECK(family_done.load() == 200 * 7);
}

TEST_CASE("the main thread's wait for a task blocked on an earlier sibling's event ends", "[runtime][waits]") {
  // The awaited task sits at the bottom of the main thread's deque and blocks on an
  // event only the earlier sibling (at the top) signals: the wait must still end.
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  for (int round = 0; round < 20; ++round) {
    std::atomic<int> order{0};
    nano_event *event = nano_event_create();
    REQUIRE(event != nullptr);
    EventArgs shared{event, &order};
    nano_task *signaller = test::make_task([&shared] {
      shared.order->store(1);
      test::ok(nano_event_signal(shared.event));
    });
    nano_task *waiter = test::make_task([&shared] {
      test::ok(nano_event_wait(shared.event));
      test::expect(shared.order->load() == 1);
      shared.order->store(2);
    });
    REQUIRE(nano_submit_release(signaller) == NANO_OK);
    REQUIRE(nano_submit(waiter) == NANO_OK);
    REQUIRE(nano_wait(waiter) == NANO_OK);
    CHECK(order.load() == 2);
    REQUIRE(nano_release(waiter) == NANO_OK);
    REQUIRE(nano_wait_all() == NANO_OK);
    REQUIRE(nano_event_destroy(event) == NANO_OK);
  }
}
