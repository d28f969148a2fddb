// idle_gate.hpp — the eventcount idle workers sleep on: spin briefly, then sleep, never miss a wake-up.
//
// Protocol (a worker W going idle, a thread P making work available):
//  1. W found no work by spinning through every queue.
//  2. W announces itself: sleepers_.fetch_add(1) (seq_cst), then reads epoch_ -> e.
//  3. W searches every queue once more (seq_cst loads of top/bottom); if it finds
//     work it cancels (sleepers_.fetch_sub) and runs it.
//  4. W sleeps with futex_wait(epoch_, e): the kernel sleeps only if epoch_ == e.
//  5. On return W leaves (sleepers_.fetch_sub) and goes back to step 1's search.
//  A. P publishes the work with a seq_cst store (the deque's bottom).
//  B. P reads sleepers_ (seq_cst). If it is 0, stop: in the single total order of
//     seq_cst operations B came before W's step 2, so W's step 3 sees A's work.
//  C. Otherwise P bumps epoch_ and wakes one sleeper: a W that read e before the bump
//     either fails its futex_wait (epoch_ changed) or is woken by it.
// A woken worker that finds work and sees more queued wakes one more (ramp-up).
// Spinners (scheduler.cpp's idle()): a worker searching in its spin phase is counted in
// spinners_ and stamps heartbeat_ every round. B then wakes nobody if a spinner is
// counted and stamped within spinner_stale_ns: that spinner either finds A's work
// while spinning, or stops spinning (end_spin, seq_cst) before step 2 and sees it in
// step 3; one that finds other work first looks at every queue after its end_spin
// (seq_cst) and wakes a sleeper for what it sees. So back-to-back work is taken by the
// awake spinner without a futex call. A spinner that stopped running (descheduled by
// an oversubscribed kernel, force-stopped by the preemption simulator) goes stale and
// B wakes a sleeper as before: an extra wake-up is always safe.
//  D. A spinner that never runs again (a signal handler holds its worker) after the last
//     publishes that counted on it would leave their work queued with every other worker
//     asleep. The threads that wait for work without taking it — outside threads in
//     nano_wait / nano_wait_all / nano_event_wait, nano_shutdown — therefore wake a
//     sleeper (wake_one_sleeper, spinners ignored) while work is queued, before they
//     block and at every poll of their bounded sleep (wait.cpp: block_outside).
#pragma once

#include <atomic>
#include <cstdint>

#include "core/config.hpp"
#include "os/futex.hpp"

namespace nano::detail {

class IdleGate {
 public:
  std::uint32_t prepare_wait() noexcept {
    sleepers_.fetch_add(1, std::memory_order_seq_cst);
    return epoch_.load(std::memory_order_seq_cst);
  }
  void cancel_wait() noexcept { sleepers_.fetch_sub(1, std::memory_order_seq_cst); }
  void commit_wait(std::uint32_t epoch) noexcept {
    os::futex_wait(epoch_, epoch);
    sleepers_.fetch_sub(1, std::memory_order_seq_cst);
  }
  // Bounded sleep (used while a deadlock check or a stop could be pending).
  void commit_wait_for(std::uint32_t epoch, std::int64_t ns) noexcept {
    os::futex_wait_for(epoch_, epoch, ns);
    sleepers_.fetch_sub(1, std::memory_order_seq_cst);
  }
  void begin_spin(std::uint64_t now_ns) noexcept {
    heartbeat_.store(now_ns, std::memory_order_relaxed);
    spinners_.fetch_add(1, std::memory_order_seq_cst);
  }
  void spin_heartbeat(std::uint64_t now_ns) noexcept { heartbeat_.store(now_ns, std::memory_order_relaxed); }
  void end_spin() noexcept {
    spinners_.fetch_sub(1, std::memory_order_seq_cst);
  }
  void notify_one() noexcept {
    if (sleepers_.load(std::memory_order_seq_cst) > 0) [[unlikely]] {
      if (spinners_.load(std::memory_order_seq_cst) > 0 &&
          os::now_ns() - heartbeat_.load(std::memory_order_relaxed) < spinner_stale_ns)
        return;  // an awake spinner takes the work
      wake_sleeper();
    }
  }
  // Wakes one sleeper even while a fresh spinner is counted (rule D above).
  void wake_one_sleeper() noexcept {
    if (sleepers_.load(std::memory_order_seq_cst) > 0) wake_sleeper();
  }
  void notify_all() noexcept {
    epoch_.fetch_add(1, std::memory_order_seq_cst);
    os::futex_wake(epoch_, 1 << 30);
  }
  int sleepers() const noexcept { return sleepers_.load(std::memory_order_seq_cst); }
  std::uint32_t epoch() const noexcept { return epoch_.load(std::memory_order_seq_cst); }

 private:
  void wake_sleeper() noexcept {
    epoch_.fetch_add(1, std::memory_order_seq_cst);
    os::futex_wake(epoch_, 1);
  }

  alignas(cache_line) std::atomic<std::uint32_t> epoch_{0};
  alignas(cache_line) std::atomic<std::int32_t> sleepers_{0};
  // A spinner stamps heartbeat_ every round (well under a microsecond apart when it runs).
  static constexpr std::uint64_t spinner_stale_ns = 20'000;
  std::atomic<std::int32_t> spinners_{0};  // read with sleepers_, written once per spin phase
  std::atomic<std::uint64_t> heartbeat_{0};
};

}  // namespace nano::detail
