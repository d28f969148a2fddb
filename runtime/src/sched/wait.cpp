// wait.cpp — task, children and event waits for nano-threads (suspension) and outside threads (futex).
#include "sched/wait.hpp"

#include <sched.h>

#include <cstdio>
#include <new>

#include "deps/region_map.hpp"
#include "diag/fault_handler.hpp"
#include "os/futex.hpp"
#include "sched/runtime.hpp"
#include "sched/scheduler.hpp"
#include "sched/task_lifecycle.hpp"
#include "trace/hooks.hpp"

namespace nano::detail {

namespace {

constexpr std::int64_t deadlock_poll_ns = 50'000'000;

bool in_nano_thread(const ThreadState *ts) noexcept { return ts->kind == ThreadKind::worker && ts->current; }

// Pushes `node` on a closable waiter stack; false if the stack was already closed.
bool push_waiter(std::atomic<std::uintptr_t> &stack, WaitNode *node) noexcept {
  std::uintptr_t head = stack.load(std::memory_order_acquire);
  do {
    if (head == closed_list) return false;
    node->next = reinterpret_cast<WaitNode *>(head);
  } while (!stack.compare_exchange_weak(head, reinterpret_cast<std::uintptr_t>(node), std::memory_order_acq_rel,
                                        std::memory_order_acquire));
  return true;
}

struct StackWait {
  std::atomic<std::uintptr_t> *stack;
  WaitNode node;
};

// Post-switch registrar: the waiting fiber is now switched out.
void register_stack_waiter(Fiber *suspended, void *arg) noexcept {
  auto *w = static_cast<StackWait *>(arg);
  w->node.fiber = suspended;
  if (!push_waiter(*w->stack, &w->node)) make_ready(current_thread_state(), item_of(suspended));
}

void register_child_waiter(Fiber *suspended, void *arg) noexcept {
  auto *w = static_cast<StackWait *>(arg);
  Task *self = static_cast<Task *>(w->node.target);
  w->node.fiber = suspended;
  self->child_waiter = &w->node;
  std::int64_t now = self->alive.fetch_add(waiter_flag, std::memory_order_acq_rel) + waiter_flag;
  if (now == waiter_flag + 1) {
    // The last child finished before we registered: nobody will wake us, do it here.
    self->alive.fetch_sub(waiter_flag, std::memory_order_relaxed);
    make_ready(current_thread_state(), item_of(suspended));
  }
}

bool node_not_woken(const void *node) noexcept {
  return static_cast<const WaitNode *>(node)->done.load(std::memory_order_acquire) == 0;
}

// Blocks the outside thread until `node` is woken; the node is leaked if a deadlock
// is declared (a late waker may still write to it).
nano_status block_outside(ThreadState *ts, WaitNode *node, const char *waiting_in) noexcept {
  if (ts->pool.has_outgoing()) ts->pool.flush_outgoing();  // blocks of workers' pools it freed
  ts->blocked.store(true, std::memory_order_seq_cst);
  while (node->done.load(std::memory_order_acquire) == 0) {
    wake_sleeper_for_queued_work();
    if (os::futex_wait_for(node->done, 0, deadlock_poll_ns)) continue;
    if (node->done.load(std::memory_order_acquire) != 0) break;
    if (rt.deadlocked.load(std::memory_order_acquire) || detect_deadlock(waiting_in, &node_not_woken, node)) {
      ts->blocked.store(false, std::memory_order_seq_cst);
      return NANO_ERR_DEADLOCK;
    }
  }
  ts->blocked.store(false, std::memory_order_seq_cst);
  delete node;
  return NANO_OK;
}

// Runs `item` inline if it is at the bottom of our deque (or our immediate successor)
// and `accept` says so; otherwise leaves the deque as it was. True if it ran.
// Only while half of the waiter's stack is free: a task that waits for its child,
// which waits for its own child, and so on, would otherwise nest the whole recursion
// on one stack. Without room the waiter suspends instead and the worker runs the
// awaited task on a fresh fiber.
template <class Accept>
[[gnu::always_inline]] inline bool run_inline_if(ThreadState *ts, Accept accept) noexcept {
  if (!half_of_stack_free(ts->fiber)) return false;
  if (ts->next) {
    ts->deque.push(ts->next);
    ts->next = 0;
    rt.idle.notify_one();
  }
  std::uintptr_t item = ts->deque.pop();
  if (!item) return false;
  if (!item_is_fiber(item) && accept(item_task(item))) {
    if (!take_for_run(ts, item_task(item))) return true;  // claimed by its outside thread: gone
    ++ts->stats.tasks_inlined;
    run_task(ts, item_task(item));
    return true;
  }
  ts->deque.push(item);
  return false;
}

bool task_done(const Task *t) noexcept { return t->waiters.load(std::memory_order_acquire) == closed_list; }

void run_helped_task(void *task) noexcept { run_task(current_thread_state(), static_cast<Task *>(task)); }

// Runs `t` on the outside thread, on `stack`, a pooled nano-thread stack of that
// thread (guard page and overflow report as on a worker). It cannot suspend there:
// its waits take the outside-thread path (they block this thread), so the call
// always returns.
void run_on_outside_thread(ThreadState *ts, Fiber *stack, Task *t) noexcept {
  ensure_fault_stack();
  Fiber *outer = ts->fiber;  // non-null when a helped task helps in turn
  if (!outer) adopt_thread_fiber(&ts->thread_fiber);  // the state may have served another thread
  ts->fiber = stack;
  call_on_fiber(outer ? outer : &ts->thread_fiber, stack, &run_helped_task, t);
  ts = current_thread_state();
  ts->fiber = outer;
  ts->stacks.put(stack);
}

// After this thread claimed `t`: its item, usually still at the bottom of this deque
// (it was submitted last), is taken back and its reference dropped, so that no worker
// dequeues it for nothing; otherwise it stays, stale, for whoever dequeues it.
void take_back_claimed_item(ThreadState *ts, Task *t) noexcept {
  std::uintptr_t item = ts->deque.pop();
  if (item == item_of(t))
    // The item's reference. No other thread can touch refs now: this thread holds the
    // handle, the run (claimed) and the item (popped back), and t has no access.
    t->refs.store(t->refs.load(std::memory_order_relaxed) - 1, std::memory_order_relaxed);
  else if (item)
    make_ready(ts, item);  // pushed back with a wake-up, as in run_if_queued_here
}

// An outside thread waiting for `t` runs it itself when it can: that saves waking a
// worker and then being woken (several microseconds each), or the cache misses of
// handing the task to a worker and its completion back (about a microsecond). Only
// `t`: other queued work is left to the workers, so the thread does not become an
// extra worker. A claimable `t` (task.hpp: flag_claimable) is claimed first, even if a
// worker already took its item: a spinning worker steals a task within a few hundred
// nanoseconds of its submission, often before the submitter reaches nano_wait, but
// needs several cache misses more before it can claim it, while `t`'s line is still
// in this thread's cache. Another `t` runs here only if it is at the bottom of this
// thread's deque (submitted last and not taken yet).
// A task helped from inside a helped task (its own waits come here too) runs as a plain
// call on the current pooled stack while half of it is free, on another pooled stack
// otherwise: one stack per nesting level would map (and fault in) a stack per level
// of a deep recursion.
// While fewer workers than started are active (`workers(k)` of a parallel region,
// nano_set_active_workers, processors taken away), the waiting thread would be a
// processor beyond that count: it leaves `t` to the active workers.
bool run_if_queued_here(ThreadState *ts, Task *t) noexcept {
  if (t->flags & flag_workers_only) return false;
  if (rt.active.load(std::memory_order_relaxed) < rt.worker_count) return false;
  Fiber *stack = nullptr;  // null: run on the current stack
  if (!ts->fiber || !half_of_stack_free(ts->fiber)) {
    stack = ts->stacks.take(rt.settings.stack_size);
    if (!stack) return false;  // no memory for a stack: leave it to the workers
  }
  bool mine;
  if (t->flags & flag_claimable) {
    mine = claim_run(t);
    if (mine) take_back_claimed_item(ts, t);
  } else {
    std::uintptr_t item = ts->deque.pop();
    mine = item == item_of(t);
    // Pushed back with a wake-up: a worker that found this deque empty while the item
    // was out may have gone to sleep (all workers asleep, this thread about to block).
    if (!mine && item) make_ready(ts, item);
  }
  if (!mine) {
    if (stack) ts->stacks.put(stack);
    return false;
  }
  ++ts->stats.tasks_inlined;
  const bool outermost = !ts->runs_task.load(std::memory_order_relaxed);
  if (outermost) ts->runs_task.store(true, std::memory_order_relaxed);
  if (stack)
    run_on_outside_thread(ts, stack, t);
  else
    run_task(ts, t);
  ts = current_thread_state();
  if (outermost) ts->runs_task.store(false, std::memory_order_relaxed);
  return true;
}

// An outside thread whose awaited work runs on a worker: short tasks end within a
// microsecond or two, less than a futex sleep and wake-up cost (several microseconds
// on each side), so it first spins for `done` — at most NANO_SPIN_US, like an idle
// worker — with a sched_yield every 16 rounds, so that on a busy machine a thread
// sharing its processor (maybe the worker it waits for) runs meanwhile. True if done.
template <class Done>
bool spin_until(Done done) noexcept {
  const std::uint64_t limit = rt.settings.spin_ns;
  std::uint64_t started = 0;
  for (unsigned round = 0;; ++round) {
    if (done()) return true;
    if ((round & 15) == 15) {
      const std::uint64_t now = os::now_ns();
      if (started == 0)
        started = now;
      else if (now - started >= limit)
        return false;
      sched_yield();
    }
    os::cpu_relax();
  }
}

// An outside thread that blocks in a wait while it runs a task (one it waits for
// itself, run_if_queued_here) holds that task open on its stack: traced as the task's
// suspension, as a worker's wait would be, so the blocked time is not counted as the
// task's own work (docs/tracing.md).
class OutsideBlockTrace {
 public:
  explicit OutsideBlockTrace(const ThreadState *ts) noexcept : id_(ts->current ? ts->current->id : 0) {
    if (id_) trace::task_suspend(id_, 0);
  }
  ~OutsideBlockTrace() {
    if (id_) trace::task_resume(id_);
  }
  OutsideBlockTrace(const OutsideBlockTrace &) = delete;
  OutsideBlockTrace &operator=(const OutsideBlockTrace &) = delete;

 private:
  std::uint64_t id_;
};

}  // namespace

nano_status wait_task(Task *t) noexcept {
  if (task_done(t)) return NANO_OK;
  trace::user_code_ran();  // entered from user code; a task may start below
  ThreadState *ts = thread_state_for_api();
  // A task (on a worker, or one an outside thread runs inside its wait) never
  // completes while it or its child waits for it.
  if (ts->current && (t == ts->current || t == ts->current->parent)) return NANO_ERR_DEADLOCK;
  if (in_nano_thread(ts)) {
    if (run_inline_if(ts, [t](Task *candidate) { return candidate == t; }) && task_done(t)) return NANO_OK;
    if (task_done(t)) return NANO_OK;
    StackWait w{&t->waiters, {}};
    w.node.target = t;
    suspend_current(current_thread_state(), &register_stack_waiter, &w);
    return NANO_OK;
  }
  if (rt.deadlocked.load(std::memory_order_acquire)) return NANO_ERR_DEADLOCK;
  if (ts->kind == ThreadKind::outside && run_if_queued_here(ts, t)) {
    ts = current_thread_state();
    if (task_done(t)) return NANO_OK;  // else its children still run: wait for them below
  }
  OutsideBlockTrace traced(ts);
  if (spin_until([t] { return task_done(t); })) return NANO_OK;
  auto *node = new (std::nothrow) WaitNode();
  if (!node) return NANO_ERR_NOMEM;
  node->target = t;
  if (!push_waiter(t->waiters, node)) {
    delete node;
    return NANO_OK;
  }
  return block_outside(ts, node, "nano_wait");
}

nano_status wait_children(ExceptionRecord **exception) noexcept {
  *exception = nullptr;
  trace::user_code_ran();  // entered from user code; a task may start below
  ThreadState *ts = thread_state_for_api();
  Task *self = ts->current ? ts->current : ts->root;
  if (!self) return NANO_OK;
  return_child_credit(self);  // `alive` is compared with 1 below
  nano_status status = NANO_OK;
  if (in_nano_thread(ts)) {
    while (self->alive.load(std::memory_order_acquire) != 1) {
      if (run_inline_if(ts, [self](Task *candidate) { return candidate->parent == self; })) {
        ts = current_thread_state();
        continue;
      }
      StackWait w{nullptr, {}};
      w.node.target = self;
      suspend_current(ts, &register_child_waiter, &w);
      ts = current_thread_state();
    }
  } else if (self->alive.load(std::memory_order_acquire) != 1) {
    OutsideBlockTrace traced(ts);
    if (!spin_until([self] { return self->alive.load(std::memory_order_acquire) == 1; })) {
      if (rt.deadlocked.load(std::memory_order_acquire)) return NANO_ERR_DEADLOCK;
      auto *node = new (std::nothrow) WaitNode();
      if (!node) return NANO_ERR_NOMEM;
      node->target = self;
      self->child_waiter = node;
      std::int64_t now = self->alive.fetch_add(waiter_flag, std::memory_order_acq_rel) + waiter_flag;
      if (now == waiter_flag + 1) {
        self->alive.fetch_sub(waiter_flag, std::memory_order_relaxed);
        delete node;
      } else {
        status = block_outside(ts, node, "nano_wait_all");
      }
    }
  }
  if (status != NANO_OK) return status;
  // Every child completed: their region entries are history.
  if (self->child_regions.load(std::memory_order_relaxed)) clear_child_regions(ts, self);
  ExceptionRecord *e = self->child_exception.exchange(nullptr, std::memory_order_acq_rel);
  while (e && !e->claim()) e = give_way(e, self);  // observed through its own handle
  *exception = e;
  return NANO_OK;
}

nano_status wait_event(Event *e) noexcept {
  if (e->state.load(std::memory_order_acquire) == closed_list) return NANO_OK;
  ThreadState *ts = thread_state_for_api();
  rt.event_waiters.fetch_add(1, std::memory_order_seq_cst);
  nano_status status = NANO_OK;
  if (in_nano_thread(ts)) {
    StackWait w{&e->state, {}};
    w.node.target = e;
    suspend_current(ts, &register_stack_waiter, &w);
  } else {
    OutsideBlockTrace traced(ts);
    auto *node = new (std::nothrow) WaitNode();
    if (!node) {
      status = NANO_ERR_NOMEM;
    } else {
      node->target = e;
      if (!push_waiter(e->state, node))
        delete node;
      else
        status = block_outside(ts, node, "nano_event_wait");
    }
  }
  rt.event_waiters.fetch_sub(1, std::memory_order_seq_cst);
  return status;
}

void keep_on_workers(nano_task *task) noexcept { to_task(task)->flags |= flag_workers_only; }

nano_status signal_event(Event *e) noexcept {
  std::uintptr_t head = e->state.exchange(closed_list, std::memory_order_acq_rel);
  if (head == closed_list || head == 0) return NANO_OK;
  ThreadState *ts = thread_state_for_api();
  auto *node = reinterpret_cast<WaitNode *>(head);
  while (node) {
    WaitNode *next = node->next;
    wake(ts, node);
    node = next;
  }
  return NANO_OK;
}

}  // namespace nano::detail
