// runtime.hpp — the process-wide runtime instance: workers, steal victims, idle gate, adaptation state.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>

#include "core/config.hpp"
#include "sched/idle_gate.hpp"
#include "sched/thread_state.hpp"

namespace nano::detail {

struct Runtime {
  Settings settings;
  int worker_count = 0;
  ThreadState *workers[max_workers] = {};

  // Every deque that can hold ready work: the workers' and the outside threads'.
  std::atomic<ThreadState *> victims[max_workers + max_outside_threads] = {};
  std::atomic<int> victim_count{0};

  IdleGate idle;
  std::atomic<bool> running{false};   // between a completed init and shutdown
  std::atomic<bool> stopping{false};  // workers leave their loops
  std::atomic<bool> deadlocked{false};

  // Processor adaptation: workers with id >= active give their processor back.
  alignas(cache_line) std::atomic<int> active{0};
  std::atomic<std::uint32_t> active_epoch{0};       // futex word released workers sleep on
  std::atomic<std::uint64_t> active_request_ns{0};  // when the last change was requested
  std::atomic<int> released{0};                     // workers currently parked by adaptation

  std::atomic<int> event_waiters{0};  // nano-threads / outside threads inside nano_event_wait

  // Things a throttled child run on its creator's own stack could wait for while only
  // the creator's paused continuation could provide them: live events (created, not
  // destroyed) and building tasks that already have a successor (flag_building_pred).
  // While it is not 0, throttled children get a stack of their own (scheduler.hpp:
  // run_child_first), so that they can detach. Read at each throttled submit; written
  // rarely, so the line stays shared in every cache.
  alignas(cache_line) std::atomic<int> inline_blockers{0};

  std::mutex lifecycle;  // init, shutdown, outside-thread registration
  ThreadState *outside[max_outside_threads] = {};
  int outside_count = 0;
  std::uint64_t start_ns = 0;
};

extern Runtime rt;

// The child handler of fork_child.cpp, with rt.lifecycle held since before the fork:
// forgets the workers and every other thread's state (leaked, never touched: their
// threads are not in the child), marks the runtime stopped and unlocks rt.lifecycle.
void forget_runtime_after_fork(void (*keep)(const void *) noexcept) noexcept;

// Starts the runtime with the default worker count if it is not running. False if it
// could not start (the caller reports).
bool ensure_started() noexcept;
// Gives the calling non-worker thread its own state (deque, pool, root task); returns
// the sentinel if the runtime is not running and cannot start.
ThreadState *adopt_outside_thread() noexcept;
// The calling thread's state, registering an outside thread on first use.
inline ThreadState *thread_state_for_api() noexcept {
  ThreadState *ts = tl_state;
  if (ts->kind != ThreadKind::sentinel) [[likely]]
    return ts;
  return adopt_outside_thread();
}

// Makes `item` runnable: pushed on the calling thread's deque, one sleeper woken.
inline void make_ready(ThreadState *ts, std::uintptr_t item) noexcept {
  ts->deque.push(item);
  rt.idle.notify_one();
}

}  // namespace nano::detail
