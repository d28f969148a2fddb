// steal_backoff.hpp — a thief leaves alone a worker whose stolen tasks are tiny, so that worker throttles.
//
// Why: a worker producing tiny independent tasks runs them itself as calls once its
// deque holds more than throttle_queue_limit items (task_api.cpp: throttle), at ~15 ns
// per task. A thief that keeps taking half of that deque keeps it under the limit, so
// the producer queues every task and each one crosses cores twice (its block out,
// then back to its pool): 5-10x slower than inlining, and the whole run settles in
// whichever regime the first few steals happened to start (docs/performance.md).
//
// Protocol (owner-only: the thief's own state; the victim is never written):
//  * every batch steal from a worker (two items or more: a worker whose deque is that
//    short is not a producer that could throttle, and a lone item is not worth a clock
//    read) is stamped (victim, time, items taken); the next steal round of the thief
//    starts only when its own deque and immediate successor are empty, i.e. when the
//    stolen work and everything it spawned is done, and then accounts the steal: time
//    since the steal / items = cost per stolen item, the steal itself included;
//  * tiny_streak_to_back_off steals in a row from the same worker that each cost less
//    than tiny_item_ns per item arm a back-off on that worker for back_off_ns; any
//    other steal accounted resets the streak;
//  * while armed, the thief's steal rounds skip that worker as long as its deque holds
//    at most back_off_queue_limit items (so it can stay over the throttle limit);
//    beyond that it is not throttling and is stolen from as before;
//  * the back-off applies only to the thief's searches before it sleeps: its last
//    look before sleeping (idle_gate.hpp step 3) sees every deque, so no work can be
//    left queued while every other worker sleeps. Only producers that throttle are
//    left alone: workers, and an outside thread while it runs a task it waits for
//    (ThreadState::runs_task); other outside threads' deques are always searched.
// Expiry bounds what a wrong guess costs: after back_off_ns the thief steals one batch
// again and measures afresh (a streak already reached re-arms with one tiny steal).
#pragma once

#include <cstdint>

namespace nano::detail {

struct ThreadState;

// A throttling producer keeps its deque at throttle_queue_limit + 1 items.
inline constexpr std::int64_t throttle_queue_limit = 64;

class StealBackoff {
 public:
  static constexpr std::uint64_t tiny_item_ns = 250;
  static constexpr std::uint32_t tiny_streak_to_back_off = 4;
  static constexpr std::uint64_t back_off_ns = 50'000;
  static constexpr std::int64_t back_off_queue_limit = 2 * throttle_queue_limit;

  // After a successful steal of `items` items (the one returned included).
  void record_steal(const ThreadState *victim, std::uint32_t items, std::uint64_t now_ns) noexcept {
    stolen_from_ = victim;
    stolen_at_ns_ = now_ns;
    stolen_items_ = items;
  }
  // Whether a steal waits to be accounted (then call account at the next steal round).
  bool pending() const noexcept { return stolen_items_ != 0; }
  // The thief's local work is done: accounts the last steal. Returns true if it armed
  // (or re-armed) a back-off.
  bool account(std::uint64_t now_ns) noexcept {
    const bool tiny = now_ns - stolen_at_ns_ < tiny_item_ns * stolen_items_;
    stolen_items_ = 0;
    if (!tiny || stolen_from_ != streak_victim_) {
      streak_victim_ = tiny ? stolen_from_ : nullptr;
      streak_ = tiny ? 1 : 0;
    } else if (streak_ < tiny_streak_to_back_off) {
      ++streak_;
    }
    if (streak_ < tiny_streak_to_back_off) return false;
    until_ns_ = now_ns + back_off_ns;
    return true;
  }
  // Whether a back-off may be in force on `victim` (cheap: no clock read).
  bool may_leave_alone(const ThreadState *victim) const noexcept {
    return victim == streak_victim_ && streak_ >= tiny_streak_to_back_off;
  }
  // Whether to skip `victim`, whose deque holds about `queued` items, at time `now_ns`.
  bool leaves_alone(std::int64_t queued, std::uint64_t now_ns) const noexcept {
    return queued <= back_off_queue_limit && now_ns < until_ns_;
  }

 private:
  const ThreadState *stolen_from_ = nullptr;
  std::uint64_t stolen_at_ns_ = 0;
  std::uint32_t stolen_items_ = 0;
  std::uint32_t streak_ = 0;
  const ThreadState *streak_victim_ = nullptr;
  std::uint64_t until_ns_ = 0;
};

}  // namespace nano::detail
