// test_deep_recursion.cpp — recursion far deeper than one nano-thread stack holds, through every wait that nests a task.
//
// Each level creates one child that computes the depth below it, waits for it and adds
// 1. A waiting nano-thread runs the awaited task inline on its own stack while half of
// that stack is free, and suspends otherwise (the child then runs on a fresh fiber), so
// depth is bounded by memory, not by NANO_STACK_SIZE. With the default 1 MiB stack (256 KiB when this was written) a
// level costs a few hundred bytes, so 50,000 levels overflow one stack many times over
// (before the room check they aborted with "stack overflow in nano-thread" at ~2,000).
// Under a sanitizer, whose frames are larger and levels ~20 times slower (87 s under
// TSan), 10,000 levels still overflow a stack many times.
// Throttled children (no access, creator's deque over the limit) that may not run on
// their creator's stack get a stack of their own, but never more than a few nested:
// then they are queued like any task (100,000 levels with a live event aborted with
// "cannot map a ... nano-thread stack" before that limit, one stack per level).
#include "runtime_fixture.hpp"
#include "sanitizer_build.hpp"

namespace {

constexpr int depth = NANO_TEST_UNDER_SANITIZER ? 10'000 : 50'000;

enum class Wait { handle, all };

struct Level {
  int n;
  long *out;
  Wait wait;
  bool with_access;  // an out access on the result: never throttled, never claimable
};

void submit_level(const Level &level, nano_task **handle) {
  void *args = nullptr;
  nano_task *t = nano_create(
      [](void *p) {
        const Level a = *static_cast<Level *>(p);
        if (a.n == 0) {
          *a.out = 0;
          return;
        }
        long below = -1;
        nano_task *child = nullptr;
        submit_level({a.n - 1, &below, a.wait, a.with_access}, &child);
        if (a.wait == Wait::handle)
          test::ok(nano_wait(child));
        else
          test::ok(nano_wait_all());
        test::ok(nano_release(child));
        *a.out = below + 1;
      },
      sizeof(Level), &args);
  if (!t) std::abort();  // out of memory (inside a task: no Catch2 macro)
  *static_cast<Level *>(args) = level;
  if (level.with_access) test::ok(nano_access(t, NANO_OUT, level.out, sizeof *level.out));
  test::ok(nano_submit(t));
  *handle = t;
}

}  // namespace

TEST_CASE("recursion 50,000 levels deep (10,000 under a sanitizer) completes on the default stack size", "[runtime][waits][depth]") {
  const int workers = GENERATE(1, 2);
  const Wait wait = GENERATE(Wait::handle, Wait::all);
  const bool with_access = GENERATE(false, true);
  // From a worker: the outside thread only waits for all (it runs nothing then), so the
  // whole recursion runs on workers. From the outside thread: nano_wait lets it run the
  // top level itself, whose waits then take the outside thread's path.
  const bool from_worker = GENERATE(true, false);
  CAPTURE(workers, wait == Wait::handle ? "nano_wait" : "nano_wait_all", with_access, from_worker);
  test::ScopedRuntime rt(workers);
  long result = -1;
  nano_task *top = nullptr;
  submit_level({depth, &result, wait, with_access}, &top);
  if (from_worker) {
    REQUIRE(nano_release(top) == NANO_OK);
    REQUIRE(nano_wait_all() == NANO_OK);
  } else {
    REQUIRE(nano_wait(top) == NANO_OK);
    REQUIRE(nano_release(top) == NANO_OK);
  }
  CHECK(result == depth);
}

namespace {

struct ThrottledChain {
  int n;
  long *out;
};

// Fills this worker's deque past the throttle limit (64) with empty tasks, then starts
// the chain: each level, created without an access, is throttled while the deque stays
// that full (always with 1 worker; with 2 the other worker may steal the filler).
void fill_then_recurse(void *p) {
  const ThrottledChain a = *static_cast<ThrottledChain *>(p);
  for (int i = 0; i < 100; ++i) test::ok(nano_submit_release(test::make_task([] {})));
  nano_task *top = nullptr;
  submit_level({a.n, a.out, Wait::handle, false}, &top);
  test::ok(nano_wait(top));
  test::ok(nano_release(top));
}

}  // namespace

TEST_CASE("a throttled chain 100,000 levels deep completes while an event lives", "[runtime][throttle][depth]") {
  const int workers = GENERATE(1, 2);
  CAPTURE(workers);
  test::ScopedRuntime rt(workers);
  // A live event: a throttled child might wait for what its creator signals later, so
  // it may not run on the creator's stack (runtime.hpp: inline_blockers).
  nano_event *event = nano_event_create();
  REQUIRE(event != nullptr);
  constexpr int chain_depth = 100'000;
  long result = -1;
  void *args = nullptr;
  nano_task *root = nano_create(&fill_then_recurse, sizeof(ThrottledChain), &args);
  REQUIRE(root != nullptr);
  *static_cast<ThrottledChain *>(args) = {chain_depth, &result};
  REQUIRE(nano_submit_release(root) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  CHECK(result == chain_depth);
  REQUIRE(nano_event_signal(event) == NANO_OK);
  REQUIRE(nano_event_destroy(event) == NANO_OK);
}
