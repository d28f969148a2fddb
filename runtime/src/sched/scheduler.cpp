// scheduler.cpp — worker loop: immediate successor, local LIFO, FIFO steals, spin-then-sleep, safe points.
#include "sched/scheduler.hpp"

#include <sched.h>

#include <cstdio>
#include <cstdlib>

#include "cpu/forced_stop.hpp"
#include "cpu/oversubscription.hpp"
#include "diag/fault_handler.hpp"
#include "loop/outside_loop_callers.hpp"
#include "os/futex.hpp"
#include "sched/runtime.hpp"
#include "sched/task_lifecycle.hpp"
#include "trace/hooks.hpp"

namespace nano::detail {

namespace {

std::uint32_t next_random(std::uint32_t &state) noexcept {
  std::uint32_t x = state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return state = x;
}

void run_post_switch(ThreadState *ts) noexcept {
  if (ts->post.fn) {
    PostSwitch post = ts->post;
    ts->post.fn = nullptr;
    post.fn(post.left, post.arg);
  }
}

void recycle_fiber(Fiber *left, void *) noexcept { current_thread_state()->stacks.put(left); }

bool surplus(const ThreadState *ts) noexcept { return ts->id >= rt.active.load(std::memory_order_relaxed); }

// Safe point (top of the worker loop, between nano-threads): a surplus worker gives
// its processor back and sleeps until wanted again; its queued work stays stealable.
void release_processor(ThreadState *ts) noexcept {
  if (ts->next) {
    ts->deque.push(ts->next);
    ts->next = 0;
  }
  std::uint64_t now = os::now_ns();
  std::uint64_t requested = rt.active_request_ns.load(std::memory_order_acquire);
  std::uint64_t held_since = requested > ts->stats_awake_since ? requested : ts->stats_awake_since;
  ts->stats.record_release(now > held_since ? now - held_since : 0);
  rt.released.fetch_add(1, std::memory_order_seq_cst);
  trace::state(ts->id, trace::State::released);
  rt.idle.notify_one();  // a wake-up meant for this worker must not be lost
  for (;;) {
    std::uint32_t epoch = rt.active_epoch.load(std::memory_order_seq_cst);
    if (!surplus(ts) || rt.stopping.load(std::memory_order_acquire)) break;
    os::futex_wait(rt.active_epoch, epoch);
  }
  rt.released.fetch_sub(1, std::memory_order_seq_cst);
  std::uint64_t back = os::now_ns();
  ts->stats.released_ns += back - now;
  ts->stats_awake_since = back;
  trace::state(ts->id, trace::State::scheduling);
}

// No work found: spin over the victims, then sleep on the idle gate (protocol in
// idle_gate.hpp). Returns stolen work, or 0 to re-run the loop's checks.
// Spin policy: at least NANO_SPIN steal rounds and NANO_SPIN_US microseconds, with
// `pause` between rounds and a sched_yield every 16 rounds (other threads of an
// oversubscribed node run meanwhile). Back-to-back loops and bursts of tasks thus
// find the worker awake, and the thread making work available wakes nobody (the gate
// skips the futex while a spinner is counted). Then the worker sleeps: an idle worker
// burns at most one spin per burst of work, never CPU in the long run. On an
// oversubscribed node (a spinner finds it did not run for a while) every idle worker
// sleeps at once for the next 100 ms (cpu/oversubscription.hpp). While outside threads
// run parallel loops they hold processors: only the workers that will take the loops'
// parts spin, the others sleep at once (loop/outside_loop_callers.hpp).
std::uintptr_t idle(ThreadState *ts) noexcept {
  const std::uint64_t start = os::now_ns();
  // Nothing to run right after a nano-thread of this worker started waiting: the
  // worker is "suspended" (it waits with its nano-thread), not merely idle.
  trace::state(ts->id, ts->after_suspension ? trace::State::suspended : trace::State::idle);
  std::uintptr_t item = 0;
  const std::uint32_t min_rounds = rt.settings.spin_rounds;
  const std::uint64_t spin_ns = rt.settings.spin_ns;
  auto spin_seat = [ts](std::uint64_t now) {
    return loop::spins_beside_outside_loops(loop::outside_loop_callers, ts->id,
                                            rt.active.load(std::memory_order_relaxed), now);
  };
  if ((min_rounds > 0 || spin_ns > 0) && cpu::spinning_pays(ts->id, start) && spin_seat(start)) {
    rt.idle.begin_spin(start);
    ts->in_spin_phase = true;
    std::uint64_t last = start;
    for (std::uint32_t round = 0;; ++round) {
      if ((item = steal_round(ts, StealRound::may_back_off)) != 0 || rt.stopping.load(std::memory_order_acquire) ||
          surplus(ts))
        break;
      const std::uint64_t now = os::now_ns();
      rt.idle.spin_heartbeat(now);
      if (round + 1 >= min_rounds && now - start >= spin_ns) break;
      // The processor went to another thread meanwhile: the node is oversubscribed,
      // where spinning does not pay (cpu/oversubscription.hpp): sleep now.
      if (cpu::descheduled_between(ts->id, last, now)) break;
      last = now;
      for (int i = 0; i < 16; ++i) os::cpu_relax();
      if ((round & 15) == 15) {
        // An outside thread started a loop: its processor is taken, leave the rest to
        // the workers that spin beside it. (Every 16 rounds: the count's line is
        // written by the loop caller, so a look every round would cost it a miss.)
        if (!spin_seat(now)) break;
        sched_yield();
      }
    }
    ts->in_spin_phase = false;
    rt.idle.end_spin();
    // A thread may have skipped its wake-up counting on this spinner: if work is
    // still queued, pass the wake-up on (idle_gate.hpp).
    if (item != 0 || rt.stopping.load(std::memory_order_acquire) || surplus(ts)) {
      if (work_queued_elsewhere(ts)) rt.idle.notify_one();
      goto found;
    }
  }
  // Nothing to do while the preemption simulator holds a worker stopped mid-task: that
  // worker holds work the program waits for (a chunk, a loop's caller), so this idle
  // processor is lent to it until it parks at a safe point (cpu/forced_stop.hpp).
  // One atomic load when no thread is stopped.
  if (!surplus(ts) && cpu::lend_idle_worker_processor()) goto found;
  {
    std::uint32_t epoch = rt.idle.prepare_wait();
    if ((item = steal_round(ts, StealRound::every_victim)) != 0 || rt.stopping.load(std::memory_order_seq_cst) ||
        surplus(ts)) {
      rt.idle.cancel_wait();
      goto found;
    }
    ++ts->stats.sleeps;
    rt.idle.commit_wait(epoch);
  }
found:
  std::uint64_t end = os::now_ns();
  ts->stats.idle_ns += end - start;
  ts->stats_awake_since = end;
  trace::state(ts->id, trace::State::scheduling);
  return item;
}

// The next item for this worker, or 0 when the runtime stops.
std::uintptr_t find_work(ThreadState *ts) noexcept {
  for (;;) {
    if (surplus(ts)) [[unlikely]]
      release_processor(ts);
    if (ts->next) {
      std::uintptr_t item = ts->next;
      ts->next = 0;
      return item;
    }
    if (std::uintptr_t item = ts->deque.pop()) return item;
    if (std::uintptr_t item = steal_round(ts, StealRound::may_back_off)) return item;
    // Nothing to steal either: blocks freed for other workers go back to them before
    // this one idles (while it keeps finding work, they go back in full batches).
    if (ts->pool.has_outgoing()) ts->pool.flush_outgoing();
    if (rt.stopping.load(std::memory_order_acquire)) {
      // The worker stops idle until the session ends: a clocked record, which gives the
      // unclocked ones before it (the last tasks' boundaries) their times.
      trace::state(ts->id, trace::State::idle);
      return 0;
    }
    if (std::uintptr_t item = idle(ts)) return item;
  }
}

void note_progress(ThreadState *ts) noexcept {
  ts->progress.store(ts->progress.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
}

// Switches to a suspended nano-thread; the current fiber (which only held this loop)
// goes back to the pool once we are off it.
[[noreturn]] void resume_fiber(ThreadState *ts, Fiber *target) noexcept {
  Fiber *self = ts->fiber;
  ts->post = PostSwitch{&recycle_fiber, self, nullptr};
  ts->fiber = target;
  ++ts->stats.resumptions;
  ts->resumed_count.store(ts->stats.resumptions, std::memory_order_relaxed);
  note_progress(ts);
  trace::state(ts->id, trace::State::running);
  switch_fiber(self, target, true);
  __builtin_unreachable();
}

void worker_loop() noexcept {
  for (;;) {
    ThreadState *ts = current_thread_state();
    std::uintptr_t item = find_work(ts);
    if (!item) return;
    ts->after_suspension = false;
    if (item_is_fiber(item)) resume_fiber(ts, item_fiber(item));
    if (!take_for_run(ts, item_task(item))) continue;  // an outside thread claimed it first
    note_progress(ts);
    trace::state(ts->id, trace::State::running);
    run_task(ts, item_task(item));
    trace::state(current_thread_state()->id, trace::State::scheduling);
  }
}

// The rest of a fiber's life as a worker's scheduling fiber: the worker loop, then
// (the runtime stops) back to the kernel thread's own stack.
[[noreturn]] void continue_as_worker_fiber(Fiber *self) noexcept {
  worker_loop();
  ThreadState *ts = current_thread_state();
  ts->post = PostSwitch{&recycle_fiber, self, nullptr};
  ts->fiber = &ts->thread_fiber;
  switch_fiber(self, &ts->thread_fiber, true);
  __builtin_unreachable();
}

// First frame of every pooled fiber.
[[noreturn]] void fiber_entry(Fiber *self) noexcept {
  fiber_started(self);
  run_post_switch(current_thread_state());
  continue_as_worker_fiber(self);
}

[[noreturn]] void no_stack() noexcept {
  std::fprintf(stderr,
               "nano: cannot map a %zu-byte nano-thread stack (too many suspended nano-threads?); "
               "lower NANO_STACK_SIZE or raise the process's memory limits\n",
               rt.settings.stack_size);
  std::abort();
}

Fiber *fresh_fiber(ThreadState *ts) noexcept {
  Fiber *f = ts->stacks.get(rt.settings.stack_size, &fiber_entry);
  if (!f) no_stack();
  return f;
}

}  // namespace

namespace {

// After a successful steal from `victim`: takes up to half of what it still holds
// (at most steal_batch_limit items) into this worker's own deque, one Chase-Lev steal
// each. While the victim keeps producing, the thief's CASes hit top_'s line in its
// own cache and the slots come a cache line at a time, so a batch costs about as many
// cross-core transfers as one steal; the victim's pushes meanwhile find top_ and the
// slots it reuses untouched for longer. The items stay stealable in our deque.
constexpr std::int64_t steal_batch_limit = 32;

std::uint32_t steal_more(ThreadState *ts, ThreadState *victim) noexcept {
  std::int64_t want = victim->deque.size_estimate() / 2;
  if (want > steal_batch_limit - 1) want = steal_batch_limit - 1;
  std::uint32_t taken = 0;
  for (; want > 0; --want) {
    std::uintptr_t item = victim->deque.steal();
    if (!item) break;
    ts->deque.push(item);
    ++taken;
  }
  if (taken) {
    ts->stats.steals += taken;
    for (std::uint32_t i = 0; i < taken; ++i) trace::steal(ts->id, victim->id);
  }
  return taken;
}

}  // namespace

// Victims 0..worker_count-1 are the workers, the others outside threads (runtime.cpp:
// add_victim). A spinning worker polls outside threads' deques in one round out of
// outside_poll_period only (ThreadState::in_spin_phase): an outside thread that
// submits a task and waits for it (running it itself, wait.cpp: run_if_queued_here)
// then writes lines that spinners read about once per outside_poll_period rounds, not
// at every push and pop; work it leaves to the workers is found a few rounds later.
constexpr std::uint32_t outside_poll_period = 4;

std::uintptr_t steal_round(ThreadState *ts, StealRound kind) noexcept {
  int n = rt.victim_count.load(std::memory_order_acquire);
  if (n == 0) return 0;
  if (ts->in_spin_phase && n > rt.worker_count && ++ts->spin_polls % outside_poll_period != 0)
    n = rt.worker_count;  // this round: workers only
  // One clock read per round at most, only when the back-off needs one: the steal
  // that follows an accounted one is stamped with the same time.
  std::uint64_t round_ns = 0;
  auto now = [&round_ns] { return round_ns ? round_ns : (round_ns = os::now_ns()); };
  // The previous steal's work is done (this worker's own queue ran dry): measure it.
  if (ts->backoff.pending() && ts->backoff.account(now())) ++ts->stats.steal_backoffs;
  const bool may_back_off = kind == StealRound::may_back_off;
  std::uint32_t start = next_random(ts->rng) % static_cast<std::uint32_t>(n);
  for (int i = 0; i < n; ++i) {
    ThreadState *victim = rt.victims[(start + static_cast<std::uint32_t>(i)) % static_cast<std::uint32_t>(n)].load(
        std::memory_order_acquire);
    if (!victim || victim == ts) continue;
    if (may_back_off && ts->backoff.may_leave_alone(victim) &&
        ts->backoff.leaves_alone(victim->deque.size_estimate(), now()))
      continue;  // a producer of tiny tasks: let it throttle (steal_backoff.hpp)
    if (std::uintptr_t item = victim->deque.steal()) {
      ++ts->stats.steals;
      trace::steal(ts->id, victim->id);
      std::uint32_t taken = 1 + steal_more(ts, victim);
      // A worker, or an outside thread running a task it waits for: either may be a
      // producer of tiny tasks that throttles once left alone.
      if (taken > 1 && (victim->id >= 0 || victim->runs_task.load(std::memory_order_relaxed)))
        ts->backoff.record_steal(victim, taken, now());
      if (!victim->deque.looks_empty() || ts->deque.owner_holds_more_than(0))
        rt.idle.notify_one();  // more there: ramp up
      return item;
    }
  }
  return 0;
}

bool work_queued_elsewhere(const ThreadState *ts) noexcept {
  const int n = rt.victim_count.load(std::memory_order_acquire);
  for (int i = 0; i < n; ++i) {
    const ThreadState *victim = rt.victims[i].load(std::memory_order_acquire);
    if (victim && victim != ts && !victim->deque.looks_empty()) return true;
  }
  return false;
}

void wake_sleeper_for_queued_work() noexcept {
  if (rt.idle.sleepers() > 0 && work_queued_elsewhere(nullptr)) rt.idle.wake_one_sleeper();
}

std::uint64_t total_progress() noexcept {
  std::uint64_t sum = 0;
  for (int i = 0; i < rt.worker_count; ++i) sum += rt.workers[i]->progress.load(std::memory_order_relaxed);
  return sum;
}

void suspend_current(ThreadState *ts, void (*registrar)(Fiber *, void *), void *arg) noexcept {
  Fiber *self = ts->fiber;
  Task *task = ts->current;
  self->task = task;
  Fiber *next = self->called_from;
  ts->post = PostSwitch{registrar, self, arg};
  ts->current = nullptr;
  ++ts->stats.suspensions;
  ts->suspended_count.store(ts->stats.suspensions, std::memory_order_relaxed);
  if (next) {
    // A throttled child waits (run_child_first): detach it, so that its creator,
    // parked under the call, goes on at once on this worker. From now on it can
    // outlive this point of its creator: count it as a child of its parent.
    // (The waiting task may be one the child runs inline; the called child is below it.)
    detach_caller(self);
    auto *called = static_cast<Task *>(self->call_arg);
    if (called->flags & flag_uncounted) {
      called->flags &= static_cast<std::uint8_t>(~flag_uncounted);
      take_birth(called);
      called->parent->alive.fetch_add(1, std::memory_order_relaxed);
    }
    trace::task_suspend(task->id, called->id);  // the creator's tasks below the call stay here
    trace::state(ts->id, trace::State::running);
  } else {
    next = fresh_fiber(ts);
    // Trace state "suspended" from the switch-out until this worker starts other work
    // (worker_loop clears the flag; idle() keeps reporting "suspended" meanwhile).
    ts->after_suspension = true;
    trace::task_suspend(task->id, 0);  // the only nano-thread with open tasks on this worker
    trace::state(ts->id, trace::State::suspended);
  }
  ts->fiber = next;
  switch_fiber(self, next, false);
  ts = current_thread_state();
  run_post_switch(ts);
  ts->current = task;
  trace::task_resume(task->id);
}

namespace {

// Runs on a throttled child's own fiber, called from its creator (run_child_first).
void run_called_child(void *child) noexcept {
  run_task(current_thread_state(), static_cast<Task *>(child));
  Fiber *self = current_thread_state()->fiber;
  if (self->called_from) return;  // never suspended: back into the creator's call
  // The child suspended, its creator went on, and the child was resumed later (maybe
  // on another worker) and has now finished: this is an ordinary worker fiber now.
  continue_as_worker_fiber(self);
}

}  // namespace

void run_child_first(ThreadState *ts, Task *child) noexcept {
  Fiber *self = ts->fiber;
  Task *task = ts->current;
  self->task = task;
  Fiber *callee = ts->call_stack;
  if (callee)
    ts->call_stack = nullptr;
  else if (!(callee = ts->stacks.take(rt.settings.stack_size)))
    no_stack();
  ts->fiber = callee;
  ts->current = nullptr;
  ++ts->stats.tasks_throttled;
  call_on_fiber(self, callee, &run_called_child, child);
  ts = current_thread_state();
  if (ts->fiber == callee) {
    // The child finished on this worker without suspending; its stack is free again.
    callee->called_from = nullptr;
    if (ts->call_stack)
      ts->stacks.put(callee);
    else
      ts->call_stack = callee;
    ts->fiber = self;
    if (ts->next) {  // a successor the child released: stealable while the creator goes on
      make_ready(ts, ts->next);
      ts->next = 0;
    }
  } else {
    // The child suspended and detached (suspend_current): register it as a waiter.
    run_post_switch(ts);
  }
  ts->current = task;
}

void *worker_thread_main(void *arg) {
  auto *ts = static_cast<ThreadState *>(arg);
  tl_state = ts;
  enable_fault_stack(ts);
  trace::worker_start(ts->id);
  trace::state(ts->id, trace::State::scheduling);
  adopt_thread_fiber(&ts->thread_fiber);
  ts->stats_awake_since = os::now_ns();
  Fiber *first = fresh_fiber(ts);
  ts->fiber = first;
  switch_fiber(&ts->thread_fiber, first, false);
  // Back on the thread's own stack: the runtime is stopping.
  ts = current_thread_state();
  run_post_switch(ts);
  release_thread_fiber(&ts->thread_fiber);
  disable_fault_stack(ts);
  return nullptr;
}

}  // namespace nano::detail
