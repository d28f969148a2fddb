// outside_callers_test.cpp — the idle workers' spin policy beside outside threads' loops (loop/outside_loop_callers.hpp).
#include <catch2/catch.hpp>

#include <atomic>
#include <cstdint>

#include "loop/outside_loop_callers.hpp"
#include "loop_test_support.hpp"
#include "os/futex.hpp"

namespace loop = nano::detail::loop;
using loop::OutsideLoopCallers;
using loop_test::use_workers;

TEST_CASE("an outside thread's loop holds a processor while it runs and for linger_ns after", "[loop][spin]") {
  OutsideLoopCallers callers;
  const std::uint64_t t = 1'000'000'000;
  CHECK(callers.processors_held(t) == 0);  // never in a loop
  callers.enter();
  CHECK(callers.in_loops() == 1);
  CHECK(callers.processors_held(t) == 1);
  callers.enter();  // a second outside thread (or a nested loop)
  CHECK(callers.processors_held(t) == 2);
  callers.leave(t);
  CHECK(callers.processors_held(t) == 1);
  callers.leave(t + 10);
  CHECK(callers.in_loops() == 0);
  // Between back-to-back loops: still held, then released once linger_ns passed.
  CHECK(callers.processors_held(t + 10) == 1);
  CHECK(callers.processors_held(t + 10 + OutsideLoopCallers::linger_ns - 1) == 1);
  CHECK(callers.processors_held(t + 10 + OutsideLoopCallers::linger_ns) == 0);
  // A clock read before the last leave (another thread's) still counts it as held.
  CHECK(callers.processors_held(t) == 1);
}

TEST_CASE("beside an outside thread's loops only the lowest-numbered workers spin", "[loop][spin]") {
  OutsideLoopCallers callers;
  const std::uint64_t t = 5'000'000'000;
  const int active = GENERATE(1, 2, 4);
  INFO("active " << active);
  for (int id = 0; id < active; ++id) CHECK(loop::spins_beside_outside_loops(callers, id, active, t));
  callers.enter();
  for (int id = 0; id < active; ++id) CHECK(loop::spins_beside_outside_loops(callers, id, active, t) == (id < active - 1));
  callers.enter();
  for (int id = 0; id < active; ++id) CHECK(loop::spins_beside_outside_loops(callers, id, active, t) == (id < active - 2));
  callers.leave(t);
  callers.leave(t);
  for (int id = 0; id < active; ++id) CHECK(loop::spins_beside_outside_loops(callers, id, active, t) == (id < active - 1));
  const std::uint64_t later = t + OutsideLoopCallers::linger_ns;
  for (int id = 0; id < active; ++id) CHECK(loop::spins_beside_outside_loops(callers, id, active, later));
}

namespace {
struct SeenInBody {
  std::atomic<int> min_in_loops{1 << 30};
  std::atomic<int> max_in_loops{-1};
  static void body(std::int64_t, std::int64_t, void *self) {
    auto *seen = static_cast<SeenInBody *>(self);
    const int now = loop::outside_loop_callers.in_loops();
    int lo = seen->min_in_loops.load();
    while (now < lo && !seen->min_in_loops.compare_exchange_weak(lo, now)) {}
    int hi = seen->max_in_loops.load();
    while (now > hi && !seen->max_in_loops.compare_exchange_weak(hi, now)) {}
  }
};
struct InTask {
  SeenInBody *seen;
  nano_schedule_kind kind;
  nano_event *done;
  nano_status status;
};
void loop_in_task(void *args) {
  InTask &in = **static_cast<InTask **>(args);
  const nano_schedule s{in.kind, 0, 0, 0};
  in.status = nano_parallel_for(10'000, &s, &SeenInBody::body, in.seen);
  nano_event_signal(in.done);
}
}  // namespace

TEST_CASE("parallel loops count their outside caller, loops inside nano-threads do not", "[loop][spin]") {
  use_workers(GENERATE(1, 2, 4));
  const auto kind = static_cast<nano_schedule_kind>(GENERATE(0, 1, 2));
  const int before = loop::outside_loop_callers.in_loops();
  SECTION("called from main: every chunk, wherever it runs, sees the caller counted") {
    SeenInBody seen;
    const nano_schedule s{kind, 0, 0, 0};
    const std::uint64_t started = nano::detail::os::now_ns();
    REQUIRE(nano_parallel_for(10'000, &s, &SeenInBody::body, &seen) == NANO_OK);
    CHECK(seen.min_in_loops.load() == before + 1);
    CHECK(seen.max_in_loops.load() == before + 1);
    // The loop recorded when it left (no earlier than `started`), so the processor
    // counts as held until linger_ns after that. Asking at `started` rather than at
    // now_ns() keeps the check independent of how long this thread was descheduled
    // (CI's ASan run once lost more than linger_ns here).
    CHECK(loop::outside_loop_callers.processors_held(started) >= 1);
  }
  SECTION("called from a nano-thread: main only waits, it holds no processor") {
    // main waits for an event the task signals, so the task runs on a worker (a
    // nano_wait on a task still queued may run it on main itself, which then holds a
    // processor in the loop after all).
    SeenInBody seen;
    InTask in{&seen, kind, nano_event_create(), NANO_ERR_INVALID};
    REQUIRE(in.done != nullptr);
    void *raw = nullptr;
    nano_task *task = nano_create(&loop_in_task, sizeof(InTask *), &raw);
    REQUIRE(task != nullptr);
    *static_cast<InTask **>(raw) = &in;
    nano_submit(task);
    REQUIRE(nano_event_wait(in.done) == NANO_OK);
    REQUIRE(nano_wait(task) == NANO_OK);
    nano_release(task);
    nano_event_destroy(in.done);
    CHECK(in.status == NANO_OK);
    CHECK(seen.min_in_loops.load() == before);
    CHECK(seen.max_in_loops.load() == before);
  }
  CHECK(loop::outside_loop_callers.in_loops() == before);
}
