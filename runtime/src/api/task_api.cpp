// task_api.cpp — the C interface for tasks: create, metadata, arcs, accesses, submit, release, wait.
#include <cstdio>
#include <cstring>

#include "core/exception_record.hpp"
#include "deps/arcs.hpp"
#include "deps/region_map.hpp"
#include "diag/misuse.hpp"
#include "sched/runtime.hpp"
#include "sched/scheduler.hpp"
#include "sched/task_lifecycle.hpp"
#include "sched/wait.hpp"
#include "trace/hooks.hpp"

using namespace nano::detail;

namespace {

[[gnu::noinline]] nano_task *create_slow(nano_task_fn fn, size_t args_size, void **args) {
  ThreadState *ts = thread_state_for_api();
  if (ts->kind == ThreadKind::sentinel) {
    std::fprintf(stderr, "nano: nano_create: the runtime could not start (see the message above)\n");
    return nullptr;
  }
  Task *t = allocate_task_block(ts->pool, args_size);
  if (!t) return nullptr;
  init_task(ts, t, fn);
  if (args) *args = task_args(t);
  return to_handle(t);
}

// Throttle rule (docs/runtime.md, "Throttling"): a ready task is run at once by its
// creator instead of queued when the creator is a nano-thread on a worker whose deque
// already holds more than throttle_queue_limit items, the task has no arc and no
// access (nothing can make it wait on a later sibling by dependence), and no
// immediate successor is pending. Bounds memory and keeps blocks cache-hot. The queue
// length is the owner's view, refreshed every few throttled submits (work_deque.hpp:
// owner_probably_holds_more_than). throttle_queue_limit is in sched/steal_backoff.hpp:
// thieves leave a producer of tiny tasks alone so that it stays over the limit.

inline bool throttle(ThreadState *ts) {
  return ts->kind == ThreadKind::worker && ts->current && ts->next == 0 &&
         ts->deque.owner_probably_holds_more_than(throttle_queue_limit, ts->throttle_trusted_yes_left);
}

// A throttled child runs as a plain call on its creator's stack (run_child_inline)
// when nothing it could wait for depends on the creator's paused continuation
// (rt.inline_blockers, runtime.hpp) and at least half of the stack is still free;
// otherwise on a stack of its own, from which it can detach (run_child_first).
inline bool room_on_callers_stack(const ThreadState *ts) {
  const Fiber *f = ts->fiber;
  auto left = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)) - reinterpret_cast<std::uintptr_t>(f->stack_lo);
  return rt.inline_blockers.load(std::memory_order_relaxed) == 0 && left > f->stack_size / 2;
}

// An outside thread's task that is ready at once and whose handle it keeps: its
// nano_wait may run it even after a worker dequeued it, as long as the worker has not
// started it (flag_claimable, task_lifecycle.hpp: take_for_run).
inline bool claimable(const ThreadState *ts, const Task *t, bool release_handle) {
  return !release_handle && ts->kind == ThreadKind::outside &&
         !(t->flags & (flag_has_preds | flag_workers_only)) && t->naccess == 0;
}

// The task-creation trace event. Its record is built only when tracing is on: built
// before the hook's test, it would cost the throttled path a dozen instructions and a
// load of the parent's line per task.
inline void trace_created(const Task *t, const Task *parent) {
#if defined(NANO_TRACING)
  if (trace::enabled) [[unlikely]]
    trace::record_task_create(trace::TaskInfo{t->id, parent->id, t->label, t->file, t->line});
#else
  (void)t;
  (void)parent;
#endif
}

inline bool building(const Task *t) { return t->phase.load(std::memory_order_relaxed) == Phase::building; }

inline nano_status submit(Task *t, bool release_handle) {
  if (!building(t))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_submit", "task %llu was already submitted; submit each task once",
                       static_cast<unsigned long long>(t->id));
  ThreadState *ts = tl_state;
  if (ts->kind == ThreadKind::sentinel) [[unlikely]]
    ts = thread_state_for_api();
  t->phase.store(Phase::submitted, std::memory_order_relaxed);
  if (t->flags & flag_building_pred) [[unlikely]]
    rt.inline_blockers.fetch_sub(1, std::memory_order_relaxed);
  Task *parent = t->parent;
  if (!(t->flags & flag_has_preds) && t->naccess == 0 && throttle(ts)) {
    // Throttled: run now, as a call, uncounted in the parent (task.hpp, flag_uncounted).
    // No access and no arc: nothing to match, and nobody else touches refs yet.
    t->flags |= flag_uncounted;
    trace_created(t, parent);
    if (release_handle) {
      t->handle_released.store(true, std::memory_order_relaxed);
      t->refs.store(t->refs.load(std::memory_order_relaxed) - 1, std::memory_order_relaxed);
    }
    if (room_on_callers_stack(ts))
      run_child_inline(ts, t);
    else
      run_child_first(ts, t);  // may resume elsewhere
    return NANO_OK;
  }
  count_child(ts, parent);
  if (t->naccess) match_accesses(ts, t);
  trace_created(t, parent);
  if (release_handle) {
    t->handle_released.store(true, std::memory_order_relaxed);
    // Before the task is published nobody else can touch refs, unless the region map
    // of a concurrently submitting sibling already holds it.
    if (t->naccess)
      t->refs.fetch_sub(1, std::memory_order_acq_rel);
    else
      t->refs.store(t->refs.load(std::memory_order_relaxed) - 1, std::memory_order_relaxed);
  }
  if (claimable(ts, t, release_handle)) {
    t->flags |= flag_claimable;
    t->refs.store(t->refs.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);  // the item's
    make_ready(ts, item_of(t));
  } else if (!(t->flags & flag_has_preds)) {
    make_ready(ts, item_of(t));  // without any arc nobody else touches the counter
  } else {
    // Trade the sentinel for the arc count in one step; predecessors that already
    // completed were subtracted from the sentinel, so reaching 0 means all are done.
    std::int32_t unheld = build_sentinel - static_cast<std::int32_t>(t->nlinks);
    if (t->unresolved.fetch_sub(unheld, std::memory_order_acq_rel) == unheld) make_ready(ts, item_of(t));
  }
  return NANO_OK;
}

nano_status report_exception(const char *call, ExceptionRecord *e) {
  char text[256];
  std::fprintf(stderr, "nano: %s: task '%s' threw an exception: %s (the C++ layer rethrows it)\n", call,
               e->label ? e->label : "(unlabelled)", describe_exception(*e, text, sizeof text));
  e->release();
  return NANO_ERR_EXCEPTION;
}

}  // namespace

extern "C" {

int nano_abi_version(void) { return NANO_ABI_VERSION; }

const char *nano_status_string(nano_status status) {
  switch (status) {
    case NANO_OK: return "ok";
    case NANO_ERR_INVALID: return "invalid argument";
    case NANO_ERR_STATE: return "call not allowed in the handle's current state";
    case NANO_ERR_NOMEM: return "out of memory";
    case NANO_ERR_DEADLOCK: return "deadlock: every task is blocked";
    case NANO_ERR_EXCEPTION: return "a task threw an exception";
  }
  return "unknown status";
}

nano_task *nano_create(nano_task_fn fn, size_t args_size, void **args) {
  if (!fn) [[unlikely]] {
    NANO_MISUSE(NANO_ERR_INVALID, "nano_create", "null task function");
    return nullptr;
  }
  ThreadState *ts = tl_state;
  std::uint8_t cls = size_class_for(args_size);
  Task *t;
  if (cls == large_class || !(t = ts->pool.pop(cls))) [[unlikely]] {
    if (cls == large_class || !ts->pool.usable_ || !(t = ts->pool.refill(cls))) return create_slow(fn, args_size, args);
  }
  init_task(ts, t, fn);
  if (args) *args = task_args(t);
  return to_handle(t);
}

nano_status nano_set_label(nano_task *task, const char *label) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_set_label", "null task handle");
  Task *t = to_task(task);
  if (!building(t)) return NANO_MISUSE(NANO_ERR_STATE, "nano_set_label", "set metadata before nano_submit");
  t->label = label;
  return NANO_OK;
}

nano_status nano_set_cost(nano_task *task, double cost) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_set_cost", "null task handle");
  Task *t = to_task(task);
  if (!building(t)) return NANO_MISUSE(NANO_ERR_STATE, "nano_set_cost", "set metadata before nano_submit");
  t->cost = static_cast<float>(cost);
  return NANO_OK;
}

nano_status nano_set_source(nano_task *task, const char *file, int line) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_set_source", "null task handle");
  Task *t = to_task(task);
  if (!building(t)) return NANO_MISUSE(NANO_ERR_STATE, "nano_set_source", "set metadata before nano_submit");
  t->file = file;
  t->line = line;
  return NANO_OK;
}

nano_status nano_precede(nano_task *pred, nano_task *succ) {
  if (!pred || !succ) return NANO_MISUSE(NANO_ERR_INVALID, "nano_precede", "null task handle");
  if (pred == succ) return NANO_MISUSE(NANO_ERR_INVALID, "nano_precede", "a task cannot precede itself");
  Task *s = to_task(succ);
  if (!building(s))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_precede",
                       "the successor was already submitted; add arcs between nano_create and nano_submit");
  add_arc(to_task(pred), s);
  return NANO_OK;
}

nano_status nano_access(nano_task *task, nano_access_mode mode, const void *base, size_t bytes) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_access", "null task handle");
  int raw_mode;  // C callers may pass any int: inspect the bits, not the enum value
  std::memcpy(&raw_mode, &mode, sizeof raw_mode);
  if (raw_mode != NANO_IN && raw_mode != NANO_OUT && raw_mode != NANO_INOUT)
    return NANO_MISUSE(NANO_ERR_INVALID, "nano_access", "mode must be NANO_IN, NANO_OUT or NANO_INOUT");
  Task *t = to_task(task);
  if (!building(t))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_access",
                       "the task was already submitted; register accesses before nano_submit");
  if (bytes == 0) return NANO_OK;
  if (!base) return NANO_MISUSE(NANO_ERR_INVALID, "nano_access", "null base address with a non-zero size");
  if (!record_access(t, mode, base, bytes))
    return NANO_MISUSE(NANO_ERR_NOMEM, "nano_access", "too many accesses on one task (at most 255)");
  return NANO_OK;
}

nano_status nano_submit(nano_task *task) {
  if (!task) [[unlikely]]
    return NANO_MISUSE(NANO_ERR_INVALID, "nano_submit", "null task handle; pass what nano_create returned");
  return submit(to_task(task), false);
}

nano_status nano_submit_release(nano_task *task) {
  if (!task) [[unlikely]]
    return NANO_MISUSE(NANO_ERR_INVALID, "nano_submit_release", "null task handle; pass what nano_create returned");
  return submit(to_task(task), true);
}

nano_status nano_release(nano_task *task) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_release", "null task handle");
  Task *t = to_task(task);
  if (building(t))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_release", "the task was never submitted; nano_submit it first");
  if (t->handle_released.exchange(true, std::memory_order_relaxed))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_release", "the handle was already released");
  release_task_ref(tl_state, t);
  return NANO_OK;
}

nano_status nano_wait(nano_task *task) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_wait", "null task handle");
  Task *t = to_task(task);
  if (building(t))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_wait", "the task was not submitted; nano_submit it before waiting");
  nano_status status = wait_task(t);
  if (status == NANO_ERR_DEADLOCK && tl_state->current)
    return NANO_MISUSE(NANO_ERR_DEADLOCK, "nano_wait",
                       "a task cannot wait for itself or for its parent (it would never complete)");
  if (status != NANO_OK) return status;
  if (ExceptionRecord *e = t->exception; e && e->claim()) {
    e->retain();
    return report_exception("nano_wait", e);
  }
  return NANO_OK;
}

nano_status nano_wait_all(void) {
  ExceptionRecord *e = nullptr;
  nano_status status = wait_children(&e);
  if (status != NANO_OK) return status;
  if (e) return report_exception("nano_wait_all", e);
  return NANO_OK;
}

nano_task *nano_current(void) { return to_handle(tl_state->current); }

nano_event *nano_event_create(void) {
  if (!ensure_started()) return nullptr;
  auto *e = new (std::nothrow) Event();
  if (e) rt.inline_blockers.fetch_add(1, std::memory_order_relaxed);  // see runtime.hpp
  return reinterpret_cast<nano_event *>(e);
}

nano_status nano_event_signal(nano_event *event) {
  if (!event) return NANO_MISUSE(NANO_ERR_INVALID, "nano_event_signal", "null event");
  return signal_event(reinterpret_cast<Event *>(event));
}

nano_status nano_event_wait(nano_event *event) {
  if (!event) return NANO_MISUSE(NANO_ERR_INVALID, "nano_event_wait", "null event");
  return wait_event(reinterpret_cast<Event *>(event));
}

nano_status nano_event_destroy(nano_event *event) {
  if (!event) return NANO_MISUSE(NANO_ERR_INVALID, "nano_event_destroy", "null event");
  auto *e = reinterpret_cast<Event *>(event);
  std::uintptr_t state = e->state.load(std::memory_order_acquire);
  if (state != 0 && state != closed_list)
    return NANO_MISUSE(NANO_ERR_STATE, "nano_event_destroy", "waiters are still blocked on the event; signal it first");
  delete e;
  rt.inline_blockers.fetch_sub(1, std::memory_order_relaxed);
  return NANO_OK;
}

}  // extern "C"
