// deadlock.cpp — detects that every worker is idle while an outside thread waits for work that can never run.
//
// Declared only when, twice 20 ms apart with no progress in between: every worker
// sleeps (idle gate) or is parked by adaptation, every deque is empty, no nano-thread
// or thread waits for an event (an event can be signalled by code we do not see), and
// every registered outside thread is blocked inside a runtime wait. Then no thread can
// submit, signal or complete anything, so the wait can never end — provided what it
// waits for has not already happened: the caller's predicate is evaluated after the
// second quiescence check (every completion that happened before the workers went to
// sleep is visible by then: sleepers_ is seq_cst), since a finished program is
// quiescent too.
#include <ctime>
#include <cstdio>
#include <mutex>

#include "sched/runtime.hpp"
#include "sched/scheduler.hpp"
#include "sched/wait.hpp"

namespace nano::detail {

namespace {

std::mutex detection;

bool quiescent() noexcept {
  if (rt.event_waiters.load(std::memory_order_seq_cst) > 0) return false;
  if (rt.idle.sleepers() + rt.released.load(std::memory_order_seq_cst) < rt.worker_count) return false;
  {
    std::lock_guard<std::mutex> guard(rt.lifecycle);
    for (int i = 0; i < rt.outside_count; ++i) {
      ThreadState *o = rt.outside[i];
      if (!o->orphan.load(std::memory_order_acquire) && !o->blocked.load(std::memory_order_seq_cst)) return false;
    }
  }
  int n = rt.victim_count.load(std::memory_order_acquire);
  for (int i = 0; i < n; ++i) {
    ThreadState *v = rt.victims[i].load(std::memory_order_acquire);
    if (v && !v->deque.looks_empty()) return false;
  }
  return true;
}

std::uint64_t suspended_nano_threads() noexcept {
  std::uint64_t s = 0, r = 0;
  for (int i = 0; i < rt.worker_count; ++i) {
    s += rt.workers[i]->suspended_count.load(std::memory_order_relaxed);
    r += rt.workers[i]->resumed_count.load(std::memory_order_relaxed);
  }
  return s > r ? s - r : 0;
}

}  // namespace

bool detect_deadlock(const char *waiting_in, bool (*still_waiting)(const void *), const void *arg) noexcept {
  std::unique_lock<std::mutex> guard(detection, std::try_to_lock);
  if (!guard.owns_lock()) return false;
  if (rt.deadlocked.load(std::memory_order_acquire)) return true;
  if (!quiescent()) return false;
  std::uint64_t progress = total_progress();
  std::uint32_t epoch = rt.idle.epoch();
  timespec pause{0, 20'000'000};
  nanosleep(&pause, nullptr);
  if (!quiescent() || total_progress() != progress || rt.idle.epoch() != epoch) return false;
  if (!still_waiting(arg)) return false;
  rt.deadlocked.store(true, std::memory_order_release);
  std::fprintf(stderr,
               "nano: deadlock: %s can never return: every worker is idle, no task is ready and %llu "
               "nano-thread(s) are suspended; a dependence cycle was made through the API (e.g. a task "
               "waiting for a task that depends on it, or for its own parent), or a task waits for a "
               "predecessor (nano_precede) that was created but never submitted; returning NANO_ERR_DEADLOCK\n",
               waiting_in, static_cast<unsigned long long>(suspended_nano_threads()));
  return true;
}

}  // namespace nano::detail
