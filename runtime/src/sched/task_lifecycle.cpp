// task_lifecycle.cpp — running a body, completing a task (successors, waiters, parent), recycling it.
#include "sched/task_lifecycle.hpp"

#include "core/exception_record.hpp"
#include "deps/arcs.hpp"
#include "deps/region_map.hpp"
#include "os/futex.hpp"
#include "sched/runtime.hpp"
#include "sched/scheduler.hpp"
#include "trace/hooks.hpp"

#include <mutex>

namespace nano::detail {

namespace {

void invoke(Task *t) noexcept {
  try {
    t->fn(task_args(t));
  } catch (...) { capture_exception(t); }
}

// Restores the free-block invariant (task_lifecycle.hpp: init_task).
void free_extras(Task *t) noexcept {
  if (t->extra_links) free_extra_links(t);
  if (t->extra_accesses) free_extra_accesses(t);
  if (t->holds_exception) {
    t->exception->release();
    t->exception = nullptr;
    t->holds_exception = false;
  }
  t->child_waiter = nullptr;
}

// Hands an exception of `t` (its own, or its children's) up to the parent, which
// rethrows it at its nano_wait_all or, failing that, passes it up at its completion.
void propagate_exception(Task *t, Task *parent) noexcept {
  // All children completed: nobody writes child_exception any more, a load suffices.
  if (ExceptionRecord *c = t->child_exception.load(std::memory_order_acquire)) {
    t->child_exception.store(nullptr, std::memory_order_relaxed);
    while (c && c->observed.load(std::memory_order_acquire)) c = give_way(c, t);  // seen through its handle
    if (c && !t->holds_exception) {
      t->exception = c;
      t->holds_exception = true;
    } else if (c) {
      c->release();
    }
  }
  if (!t->holds_exception) [[likely]]
    return;
  ExceptionRecord *e = t->exception;
  if (e->observed.load(std::memory_order_acquire)) return;
  // Protocol of the parent's slot: it holds the exception of the earliest-created
  // child (exception_record.hpp: born_before) that no wait has observed yet. One a wait
  // has observed since (nano_wait on that child) gives way to the siblings it won
  // over (give_way), else their exceptions would be lost. A later-created child's
  // becomes a loser of the one held, and the one held becomes a loser of an
  // earlier-created child's (exception_record.hpp).
  // Siblings compete under this lock (the cold path: only tasks that threw); the slot
  // is emptied only when no child is alive (wait_children, the parent's completion),
  // so the record held there stays alive while siblings read it.
  static std::mutex slot_lock;
  std::lock_guard<std::mutex> hold(slot_lock);
  ExceptionRecord *held = parent->child_exception.load(std::memory_order_acquire);
  while (held && held->observed.load(std::memory_order_acquire)) held = give_way(held, parent);
  e->retain();
  e->slot_birth = t->birth;
  e->slot_owner = parent;
  if (held) {
    if (!born_before(t->birth, held->slot_birth)) {
      held->add_loser(e);
      parent->child_exception.store(held, std::memory_order_release);
      return;
    }
    e->add_loser(held);
  }
  parent->child_exception.store(e, std::memory_order_release);
}

void wake_waiters(ThreadState *ts, Task *t) noexcept {
  std::uintptr_t head = t->waiters.exchange(closed_list, std::memory_order_acq_rel);
  auto *node = reinterpret_cast<WaitNode *>(head);
  while (node) {
    WaitNode *next = node->next;  // read first: the woken waiter may leave at once
    wake(ts, node);
    node = next;
  }
}

// Runs `t`'s body as the current task of the calling worker, then restores the task it
// interrupted. Returns the thread state after the body: the body may have suspended
// and resumed on another kernel thread.
[[gnu::always_inline]] inline ThreadState *run_body(ThreadState *ts, Task *t) noexcept {
  Task *previous = ts->current;
  ts->current = t;
  ++ts->stats.tasks_run;
  trace::task_start(t->id);
  invoke(t);
  ts = current_thread_state();
  trace::task_end(t->id);
  ts->current = previous;
  return ts;
}

// A body that returned with no child alive (the caller checked `alive`) left nothing
// for its completion to do: only the execution reference is left, and it has no
// extras, no exception (its own or a child's), no child regions and no successor. Its
// block can then be recycled at once, without the completion protocol.
inline bool left_nothing_behind(const Task *t) noexcept {
  return t->refs.load(std::memory_order_acquire) == 1 && !(t->flags & flag_has_extras) && !t->holds_exception &&
         !t->child_exception.load(std::memory_order_acquire) && !t->child_regions.load(std::memory_order_relaxed) &&
         !t->successors.load(std::memory_order_acquire);
}

// Body done and no child alive: publish completion, then walk up the parents that
// this completion finishes in turn (iteratively, not recursively).
void complete_task(ThreadState *ts, Task *t) noexcept {
  for (;;) {
    if (t->child_regions.load(std::memory_order_relaxed)) clear_child_regions(ts, t);
    Task *parent = t->parent;
    bool counted = !(t->flags & flag_uncounted);  // read before the block may be recycled
    propagate_exception(t, parent);
    if (t->refs.load(std::memory_order_acquire) == 1) {
      // Only the execution reference is left: nobody can add an arc or a waiter any
      // more, so arcs added earlier are released without closing races.
      if (t->successors.load(std::memory_order_acquire)) release_successors(ts, t);
    } else {
      release_successors(ts, t);
      wake_waiters(ts, t);
      t->phase.store(Phase::completed, std::memory_order_release);
    }
    release_task_ref(ts, t);
    if (!counted) return;  // a throttled child done within its call: the parent never counted it
    // One child fewer for the parent.
    std::int64_t prev = parent->alive.fetch_sub(1, std::memory_order_acq_rel);
    if (prev == 1) {
      t = parent;
      continue;
    }
    if (prev == waiter_flag + 2) {
      // The parent's body is suspended in nano_wait_all and this was its last child.
      parent->alive.fetch_sub(waiter_flag, std::memory_order_relaxed);
      wake(ts, parent->child_waiter);
    }
    return;
  }
}

}  // namespace

void wake(ThreadState *ts, WaitNode *node) noexcept {
  if (node->fiber) {
    make_ready(ts, item_of(node->fiber));
    return;
  }
  node->done.store(1, std::memory_order_release);
  os::futex_wake(node->done, 1);
}

void release_task_ref(ThreadState *ts, Task *t) noexcept {
  if (t->refs.load(std::memory_order_acquire) != 1 && t->refs.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
  if (t->flags & flag_has_extras || t->holds_exception) free_extras(t);
  free_task_block(ts->pool, t);
}

void finish_body(ThreadState *ts, Task *t) noexcept {
  return_child_credit(t);
  if (t->flags & flag_uncounted) {
    if (t->alive.load(std::memory_order_acquire) == 1) {
      // No child alive: done within its call, the parent is untouched.
      if (left_nothing_behind(t)) {
        free_task_block(ts->pool, t);
        return;
      }
      complete_task(ts, t);
      return;
    }
    // Children outlive the body, so the task outlives its call: count it now (the
    // parent's body is parked under the call, so the parent cannot complete meanwhile).
    t->flags &= static_cast<std::uint8_t>(~flag_uncounted);
    take_birth(t);
    t->parent->alive.fetch_add(1, std::memory_order_relaxed);
  }
  // With the body done only children touch `alive`, and only downwards: reading 1
  // means no child is alive and none can appear, so no read-modify-write is needed.
  if (t->alive.load(std::memory_order_acquire) == 1 || t->alive.fetch_sub(1, std::memory_order_acq_rel) == 1)
    complete_task(ts, t);
}

namespace {

// A throttled child may run as a plain call on its creator's stack when nothing it
// could wait for depends on the creator's paused continuation (rt.inline_blockers)
// and at least half of the stack is still free: a chain of throttled children that
// each submit the next then goes on on fresh stacks instead of overflowing.
[[gnu::always_inline]] inline bool room_on_callers_stack(const ThreadState *ts) noexcept {
  return rt.inline_blockers.load(std::memory_order_relaxed) == 0 && half_of_stack_free(ts->fiber);
}

// The child as a plain call from its creator (no stack switch). If it waits, the
// creator's stack suspends with it: the creator continues only when it is done.
[[gnu::always_inline]] inline void run_child_inline(ThreadState *ts, Task *t) noexcept {
  ++ts->stats.tasks_throttled;
  ts = run_body(ts, t);
  // Common case, as in finish_body: no child made or left, nothing to release or hand up.
  if (t->child_credit == 0 && t->alive.load(std::memory_order_acquire) == 1 && left_nothing_behind(t)) [[likely]] {
    free_task_block(ts->pool, t);
    return;
  }
  finish_body(ts, t);
  if (ts->next) {  // a successor the child released: stealable while the creator goes on
    make_ready(ts, ts->next);
    ts->next = 0;
  }
}

// Stacks of throttled children called one from another (run_child_first) that a new
// one may join. Each stack of such a chain is held until the calls return; when the
// children cannot run on their creators' stacks (rt.inline_blockers) every level of a
// recursion would hold one, and tens of thousands of levels exhaust the mappings.
constexpr int max_called_stacks = 4;

inline bool few_called_stacks_below(const Fiber *f) noexcept {
  for (int n = 0; n < max_called_stacks; ++n, f = f->called_from)
    if (!f->called_from) return true;
  return false;
}

// The throttled child goes the ordinary way instead: counted in its parent and queued
// (no access, no arc: ready at once); its creator's wait then runs it, or suspends.
[[gnu::noinline, gnu::cold]] void queue_throttled_child(ThreadState *ts, Task *child) noexcept {
  child->flags &= static_cast<std::uint8_t>(~flag_uncounted);
  count_child(ts, child);
  make_ready(ts, item_of(child));
}

}  // namespace

void run_throttled_child(ThreadState *ts, Task *child) noexcept {
  trace::user_code_ran();  // called by the creator's nano_submit
  if (room_on_callers_stack(ts))
    run_child_inline(ts, child);
  else if (ts->kind == ThreadKind::worker && few_called_stacks_below(ts->fiber))
    run_child_first(ts, child);
  else
    queue_throttled_child(ts, child);
}

void run_task(ThreadState *ts, Task *t) noexcept {
  ts = run_body(ts, t);
  finish_body(ts, t);
}

}  // namespace nano::detail
