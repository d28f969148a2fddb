// test_steal_backoff.cpp — when a thief leaves a producer of tiny tasks alone, and when it steals from it again.
#include <atomic>

#include "runtime_fixture.hpp"
#include "sched/steal_backoff.hpp"

using nano::detail::StealBackoff;
using nano::detail::ThreadState;

namespace {

// Two distinct victim identities: the policy only compares the pointers, never reads
// through them.
const char victim_storage[2] = {};
const ThreadState *const producer = reinterpret_cast<const ThreadState *>(&victim_storage[0]);
const ThreadState *const other = reinterpret_cast<const ThreadState *>(&victim_storage[1]);

constexpr std::uint32_t batch = 32;
constexpr std::uint64_t tiny_batch_ns = StealBackoff::tiny_item_ns * batch - 1;    // just under the bound
constexpr std::uint64_t costly_batch_ns = StealBackoff::tiny_item_ns * batch + 1;  // just over it

// One steal of `batch` items from `victim` at `now`, whose work took `cost_ns`; returns
// what account() said and advances `now` past the work.
bool steal_and_run(StealBackoff &b, const ThreadState *victim, std::uint64_t &now, std::uint64_t cost_ns) {
  b.record_steal(victim, batch, now);
  CHECK(b.pending());
  now += cost_ns;
  bool armed = b.account(now);
  CHECK_FALSE(b.pending());
  return armed;
}

// A queue a throttling producer keeps: just over the throttle limit.
constexpr std::int64_t throttling_queue = nano::detail::throttle_queue_limit + 1;

}  // namespace

TEST_CASE("tiny steals in a row from one worker arm a bounded back-off while its queue is short",
          "[runtime][backoff]") {
  StealBackoff b;
  std::uint64_t now = 1'000'000;
  for (std::uint32_t i = 1; i < StealBackoff::tiny_streak_to_back_off; ++i) {
    CHECK_FALSE(steal_and_run(b, producer, now, tiny_batch_ns));
    CHECK_FALSE(b.may_leave_alone(producer));
  }
  CHECK(steal_and_run(b, producer, now, tiny_batch_ns));
  REQUIRE(b.may_leave_alone(producer));
  CHECK_FALSE(b.may_leave_alone(other));
  // Left alone while it can stay over the throttle limit, and only until the back-off expires.
  CHECK(b.leaves_alone(throttling_queue, now));
  CHECK(b.leaves_alone(StealBackoff::back_off_queue_limit, now + StealBackoff::back_off_ns - 1));
  CHECK_FALSE(b.leaves_alone(StealBackoff::back_off_queue_limit + 1, now));
  CHECK_FALSE(b.leaves_alone(throttling_queue, now + StealBackoff::back_off_ns));
}

TEST_CASE("a steal whose work costs more than the bound, or one from another worker, breaks the streak",
          "[runtime][backoff]") {
  StealBackoff b;
  std::uint64_t now = 1'000'000;
  for (std::uint32_t i = 1; i < StealBackoff::tiny_streak_to_back_off; ++i)
    CHECK_FALSE(steal_and_run(b, producer, now, tiny_batch_ns));
  CHECK_FALSE(steal_and_run(b, producer, now, costly_batch_ns));
  CHECK_FALSE(b.may_leave_alone(producer));
  // Tiny again, but the streak starts over.
  for (std::uint32_t i = 1; i < StealBackoff::tiny_streak_to_back_off; ++i)
    CHECK_FALSE(steal_and_run(b, producer, now, tiny_batch_ns));
  CHECK_FALSE(steal_and_run(b, other, now, tiny_batch_ns));
  CHECK_FALSE(b.may_leave_alone(producer));
  CHECK_FALSE(b.may_leave_alone(other));
}

TEST_CASE("after an expired back-off one tiny steal re-arms it and one costly steal ends it", "[runtime][backoff]") {
  StealBackoff b;
  std::uint64_t now = 1'000'000;
  for (std::uint32_t i = 0; i < StealBackoff::tiny_streak_to_back_off; ++i)
    steal_and_run(b, producer, now, tiny_batch_ns);
  REQUIRE(b.may_leave_alone(producer));
  now += StealBackoff::back_off_ns;
  CHECK_FALSE(b.leaves_alone(throttling_queue, now));
  CHECK(steal_and_run(b, producer, now, tiny_batch_ns));
  CHECK(b.leaves_alone(throttling_queue, now));
  now += StealBackoff::back_off_ns;
  CHECK_FALSE(steal_and_run(b, producer, now, costly_batch_ns));
  CHECK_FALSE(b.may_leave_alone(producer));
}

namespace {

// The producer queues tiny tasks (so a thief may back off from it), then one task
// that releases `flag` and spins on it itself until the thief ran that task: with
// two workers only the thief can run it while the producer spins. The thief must
// find it despite any back-off (the back-off expires; the look before sleeping
// ignores it), or this never finishes.
struct SpinShared {
  std::atomic<int> tiny_ran{0};
  std::atomic<bool> released{false};
};

void producer_then_spin(SpinShared *s) {
  constexpr int tiny = 20000;
  for (int i = 0; i < tiny; ++i)
    test::ok(nano_submit_release(test::make_task([s] { s->tiny_ran.fetch_add(1, std::memory_order_relaxed); })));
  // An access keeps it from being throttled (run inline by this very task): it is queued.
  static int token;
  nano_task *release = test::make_task([s] { s->released.store(true, std::memory_order_release); });
  test::ok(nano_access(release, NANO_OUT, &token, sizeof token));
  test::ok(nano_submit_release(release));
  while (!s->released.load(std::memory_order_acquire)) {}
  test::ok(nano_wait_all());
  test::expect(s->tiny_ran.load() == tiny);
}

}  // namespace

TEST_CASE("a thief that backed off from a producer still runs the task the producer spins for", "[runtime][backoff]") {
  test::ScopedRuntime rt(2);
  SpinShared s;
  SpinShared *p = &s;
  nano_task *root = test::make_task([p] { producer_then_spin(p); });
  REQUIRE(nano_submit(root) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  REQUIRE(nano_release(root) == NANO_OK);
  CHECK(s.released.load());
  CHECK(s.tiny_ran.load() == 20000);
}
