// task_lifecycle.hpp — how a nano-thread lives and dies: create, run, finish its body, complete, recycle.
//
//   create ─► building ─submit─► submitted ─(unresolved = 0)─► ready (in a deque or
//   the immediate-successor slot) ─► running on a worker's fiber ─(body returns)─►
//   waiting for children (no stack held) ─(alive = 0)─► completed: successors
//   released, waiters woken, parent's alive decremented ─(refs = 0)─► block recycled.
#pragma once

#include "core/task.hpp"
#include "core/task_pool.hpp"
#include "sched/thread_state.hpp"

namespace nano::detail {

// Fills a block taken from a pool; the caller's current task (or root) is the parent.
// Free-block invariant: extra_links, extra_accesses, child_regions, exception and
// child_exception are null and holds_exception is false in every free block (carving
// value-initialises a block; completion and recycling clear them), so they are not
// touched here. Neither are `births` (any start will do: born_before compares
// differences), `birth` (take_birth) and `cost` (nothing reads it).
inline void init_task(ThreadState *ts, Task *t, nano_task_fn fn) noexcept {
  t->fn = fn;
  t->parent = ts->current ? ts->current : ts->root;
  t->unresolved.store(build_sentinel, std::memory_order_relaxed);
  t->refs.store(2, std::memory_order_relaxed);  // creator's handle + execution
  t->phase.store(Phase::building, std::memory_order_relaxed);
  t->handle_released.store(false, std::memory_order_relaxed);
  t->flags = 0;
  t->naccess = 0;
  t->nlinks = 0;
  t->alive.store(1, std::memory_order_relaxed);
  t->successors.store(0, std::memory_order_relaxed);
  t->waiters.store(0, std::memory_order_relaxed);
  t->line = 0;
  t->label = nullptr;
  t->file = nullptr;
  t->child_credit = 0;
  t->id = ++ts->next_task_id;
}

// Counts a submitted child in parent->alive. From the parent's own body (the common
// case) it spends a credit, taking a batch of them with one atomic add when none is
// left; from anywhere else it adds 1.
// It also gives the child its birth (take_birth): with a credit, without writing
// `births` (a batch counts its births in advance).
inline void count_child(ThreadState *ts, Task *child) noexcept {
  Task *parent = child->parent;
  if (parent == ts->current) [[likely]] {
    if (parent->child_credit == 0) {
      parent->alive.fetch_add(child_credit_batch, std::memory_order_relaxed);
      parent->child_credit = child_credit_batch;
      parent->births += child_credit_batch;
    }
    child->birth = parent->births - static_cast<std::uint32_t>(parent->child_credit);
    --parent->child_credit;
    return;
  }
  take_birth(child);
  parent->alive.fetch_add(1, std::memory_order_relaxed);
}

// The body of `t` (on its own thread) hands back the credit it did not spend, so that
// `alive` counts exactly the body and the live children again.
inline void return_child_credit(Task *t) noexcept {
  if (t->child_credit) {
    t->alive.fetch_sub(t->child_credit, std::memory_order_relaxed);
    t->child_credit = 0;
  }
}

// Drops one reference; the last one recycles the block.
void release_task_ref(ThreadState *ts, Task *t) noexcept;

// Whoever dequeues task `t` calls this before running it: true if it now owns the
// run. Only a claimable task (flag_claimable, set before it was published and never
// changed while queued) can be refused: its run goes to whoever takes its phase from
// submitted to started first — the dequeuer here, or its outside thread's nano_wait
// (claim_run) — and the dequeuer always drops the item's own reference, so a claimed
// block stays valid until its stale item is dequeued.
inline bool claim_run(Task *t) noexcept {
  Phase expected = Phase::submitted;
  return t->phase.compare_exchange_strong(expected, Phase::started, std::memory_order_acq_rel,
                                          std::memory_order_relaxed);
}
inline bool take_for_run(ThreadState *ts, Task *t) noexcept {
  if (!(t->flags & flag_claimable)) [[likely]]
    return true;
  bool won = claim_run(t);
  release_task_ref(ts, t);  // the item's reference; the run's keeps the block if we won
  return won;
}

// Runs `t`'s body on the current fiber, then finishes it. `ts` may be stale afterwards.
void run_task(ThreadState *ts, Task *t) noexcept;
// Throttle: runs the ready, uncounted `child` now, for its creator's nano_submit, and
// finishes it. On the creator's own stack as a plain call when nothing the child
// could wait for depends on the creator's paused continuation (runtime.hpp:
// inline_blockers) and at least half of the stack is free; otherwise on a stack of
// its own, from which it can detach (scheduler.hpp: run_child_first), unless 4 such
// calls are already nested there: then it is queued as if it had not been throttled.
// The caller may be on another worker afterwards.
void run_throttled_child(ThreadState *ts, Task *child) noexcept;
// The body of `t` returned: complete it now if no child is alive.
void finish_body(ThreadState *ts, Task *t) noexcept;
// Wakes a waiter (resumes its nano-thread or wakes its outside thread).
void wake(ThreadState *ts, WaitNode *node) noexcept;

}  // namespace nano::detail
