// test_throttle.cpp — a producer whose queue is over the throttle limit runs its children at once, safely.
#include <atomic>
#include <thread>
#include <vector>

#include "runtime_fixture.hpp"

namespace {

constexpr int many = 5000;  // far above the throttle limit (64 queued items)
// Children that each suspend on an event: every one holds a nano-thread stack until
// the signal, which costs far more than a plain child under ThreadSanitizer (189 s for
// 5000 on a loaded CI machine, against a 600 s ctest timeout). 1000 is still far above
// the throttle limit, so most of them are throttled all the same.
constexpr int many_waiting = 1000;

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
  for (int i = 0; i < many_waiting; ++i) {
    nano_task *c = test::make_task([s] {
      test::ok(nano_event_wait(s->event));
      s->released.fetch_add(1);
    });
    test::ok(nano_submit_release(c));
  }
  test::ok(nano_event_signal(s->event));
  test::ok(nano_wait_all());
  test::expect(s->released.load() == many_waiting);
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

// Queues `count` trivial children, so that the caller's deque is over the throttle limit.
void fill_queue(int count) {
  for (int i = 0; i < count; ++i) test::ok(nano_submit_release(test::make_task([] {})));
}

struct CallState {
  bool ran_within_submit = false;  // the throttled child finished before nano_submit returned
  bool current_was_child = false;  // nano_current() inside it named its own handle
  bool current_restored = false;   // nano_current() in the creator afterwards named the creator
  nano_status wait_status = NANO_OK;
  nano_task *child = nullptr;
};

// One worker: over the limit, a child with no arc and no access runs within nano_submit,
// sees itself as the current task, and its exception reaches its creator's wait.
void creator_of_a_throwing_child(CallState *s) {
  fill_queue(100);
  nano_task *self = nano_current();
  bool finished = false;
  bool *finished_p = &finished;
  nano_task **child_p = &s->child;
  bool *current_p = &s->current_was_child;
  s->child = test::make_task([finished_p, child_p, current_p] {
    *current_p = nano_current() == *child_p;
    *finished_p = true;
    throw 42;
  });
  test::ok(nano_submit(s->child));
  s->ran_within_submit = finished;
  s->current_restored = nano_current() == self;
  s->wait_status = nano_wait_all();
  test::ok(nano_release(s->child));
}

struct DetachState {
  nano_event *event = nullptr;
  std::atomic<int> grandchildren_done{0};
  std::atomic<int> children_done{0};
};

// Throttled children whose grandchild (queued: it has an access) is run inline by the
// child's nano_wait_all and then waits for an event the creator signals later: the
// waiting task is the grandchild, the detached call is the child's, and the creator's
// nano_wait_all must still wait for every child.
void creator_of_detaching_children(DetachState *s, int children) {
  fill_queue(100);
  for (int i = 0; i < children; ++i) {
    nano_task *c = test::make_task([s] {
      static int token;
      nano_task *g = test::make_task([s] {
        test::ok(nano_event_wait(s->event));
        s->grandchildren_done.fetch_add(1);
      });
      test::ok(nano_access(g, NANO_INOUT, &token, sizeof token));
      test::ok(nano_submit_release(g));
      test::ok(nano_wait_all());
      test::expect(s->grandchildren_done.load() > 0);
      s->children_done.fetch_add(1);
    });
    test::ok(nano_submit_release(c));
  }
  test::ok(nano_event_signal(s->event));
  test::ok(nano_wait_all());
  test::expect(s->children_done.load() == children);
  test::expect(s->grandchildren_done.load() == children);
}

// Throttled children that return while their own children still wait for an event:
// each child then outlives its call and must be counted by its parent.
void creator_of_children_leaving_work_behind(DetachState *s, int children) {
  fill_queue(100);
  for (int i = 0; i < children; ++i) {
    nano_task *c = test::make_task([s] {
      nano_task *g = test::make_task([s] {
        test::ok(nano_event_wait(s->event));
        s->grandchildren_done.fetch_add(1);
      });
      test::ok(nano_submit_release(g));
      s->children_done.fetch_add(1);
    });
    test::ok(nano_submit_release(c));
  }
  test::ok(nano_event_signal(s->event));
  test::ok(nano_wait_all());
  test::expect(s->children_done.load() == children);
  test::expect(s->grandchildren_done.load() == children);
}

struct ArcState {
  std::atomic<int> x_ran{0};
  std::atomic<int> succ_ran{0};
  std::atomic<int> child_done{0};
};

// A throttled child waits for `succ`, whose predecessor `x` its creator submits only
// after the child: the child must not run on its creator's stack (it would wait for
// the creator's own continuation), so it runs on a stack of its own and detaches.
void creator_waiting_through_a_building_arc(ArcState *s) {
  fill_queue(100);
  nano_task *x = test::make_task([s] { s->x_ran.store(1); });
  nano_task *succ = test::make_task([s] {
    test::expect(s->x_ran.load() == 1);
    s->succ_ran.store(1);
  });
  test::ok(nano_precede(x, succ));
  test::ok(nano_submit(succ));
  nano_task *child = test::make_task([s, succ] {
    test::ok(nano_wait(succ));
    test::expect(s->succ_ran.load() == 1);
    s->child_done.store(1);
  });
  test::ok(nano_submit_release(child));
  test::ok(nano_submit_release(x));
  test::ok(nano_wait_all());
  test::ok(nano_release(succ));
}

// A chain of throttled children, each submitting the next: the queue stays over the
// limit, so every level is throttled, far deeper than one stack holds nested calls.
// A child runs on its creator's stack only while half of that stack is free; deeper
// levels continue on a fresh stack.
void throttled_chain(std::atomic<int> *levels, int depth) {
  levels->fetch_add(1);
  if (depth == 0) return;
  test::ok(nano_submit_release(test::make_task([levels, depth] { throttled_chain(levels, depth - 1); })));
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

TEST_CASE("a producer an outside thread runs while waiting for it throttles its children there", "[runtime][throttle]") {
  // bb58 5: main's nano_wait ran the producer itself, never throttled its children,
  // and the workers stole every one of them (20-40x slower than on a worker). With
  // every worker busy, main runs the producer, and its children beyond the queue
  // limit run on main, within nano_submit.
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  std::atomic<int> busy{0}, on_main{0}, ran{0};
  std::atomic<bool> produced{false};
  std::atomic<int> *b = &busy, *m = &on_main, *r = &ran;
  std::atomic<bool> *done = &produced;
  for (int w = 0; w < workers; ++w)
    REQUIRE(nano_submit_release(test::make_task([b, done] {
              b->fetch_add(1);
              while (!done->load()) std::this_thread::yield();
            })) == NANO_OK);
  while (busy.load() < workers) std::this_thread::yield();
  int producer_worker = 0;
  int *where = &producer_worker;
  nano_task *t = test::make_task([m, r, done, where] {
    *where = nano_worker_id();
    for (int i = 0; i < many; ++i)
      test::ok(nano_submit_release(test::make_task([m, r] {
        if (nano_worker_id() < 0) m->fetch_add(1);
        r->fetch_add(1);
      })));
    done->store(true);  // the workers go on with what is queued
    test::ok(nano_wait_all());
  });
  REQUIRE(nano_submit(t) == NANO_OK);
  REQUIRE(nano_wait(t) == NANO_OK);
  REQUIRE(nano_release(t) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(producer_worker == -1);
  CHECK(ran.load() == many);
  CHECK(on_main.load() >= many - 2 * 64);
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
  CHECK(s.released.load() == many_waiting);
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

TEST_CASE("a throttled child runs within nano_submit as the current task; its exception reaches the creator's wait",
          "[runtime][throttle]") {
  test::ScopedRuntime rt(1);  // one worker: nothing is stolen, the queue stays over the limit
  CallState s;
  CallState *p = &s;
  run_on_worker(test::make_task([p] { creator_of_a_throwing_child(p); }));
  CHECK(s.ran_within_submit);
  CHECK(s.current_was_child);
  CHECK(s.current_restored);
  CHECK(s.wait_status == NANO_ERR_EXCEPTION);
}

TEST_CASE("a throttled child whose inline-run grandchild waits detaches, and its creator still waits for it",
          "[runtime][throttle]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  DetachState s;
  s.event = nano_event_create();
  REQUIRE(s.event != nullptr);
  DetachState *p = &s;
  run_on_worker(test::make_task([p] { creator_of_detaching_children(p, 200); }));
  CHECK(s.children_done.load() == 200);
  REQUIRE(nano_event_destroy(s.event) == NANO_OK);
}

TEST_CASE("a throttled child that returns with children still waiting is counted until they finish",
          "[runtime][throttle]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  DetachState s;
  s.event = nano_event_create();
  REQUIRE(s.event != nullptr);
  DetachState *p = &s;
  run_on_worker(test::make_task([p] { creator_of_children_leaving_work_behind(p, 200); }));
  CHECK(s.grandchildren_done.load() == 200);
  REQUIRE(nano_event_destroy(s.event) == NANO_OK);
}

TEST_CASE("a throttled child that waits for a task held back by its creator's unsubmitted task does not block it",
          "[runtime][throttle]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  ArcState s;
  ArcState *p = &s;
  run_on_worker(test::make_task([p] { creator_waiting_through_a_building_arc(p); }));
  CHECK(s.child_done.load() == 1);
  CHECK(s.succ_ran.load() == 1);
}

TEST_CASE("throttled children nested deeper than one stack holds continue on fresh stacks", "[runtime][throttle]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  constexpr int depth = 20000;  // about 100 bytes of frames per level: several default stacks
  std::atomic<int> levels{0};
  std::atomic<int> *p = &levels;
  run_on_worker(test::make_task([p] {
    fill_queue(100);
    throttled_chain(p, depth);
    test::ok(nano_wait_all());
  }));
  CHECK(levels.load() == depth + 1);
}
