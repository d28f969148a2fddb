// task_api.cpp — the C interface for tasks: create, metadata, arcs, accesses, submit, release, wait.
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "core/exception_record.hpp"
#include "deps/arcs.hpp"
#include "deps/region_map.hpp"
#include "diag/misuse.hpp"
#include "sched/outside_window.hpp"
#include "sched/runtime.hpp"
#include "sched/scheduler.hpp"
#include "sched/task_lifecycle.hpp"
#include "sched/wait.hpp"
#include "trace/hooks.hpp"

using namespace nano::detail;

namespace {

inline nano_task *finish_create(ThreadState *ts, Task *t, nano_task_fn fn, void **args) {
  init_task(ts, t, fn);
  if (args) *args = task_args(t);
  return to_handle(t);
}

[[gnu::noinline]] nano_task *create_slow(nano_task_fn fn, size_t args_size, void **args) {
  ThreadState *ts = thread_state_for_api();
  if (ts->kind == ThreadKind::sentinel) {
    std::fprintf(stderr, "nano: nano_create: the runtime could not start (see the message above)\n");
    return nullptr;
  }
  Task *t = allocate_task_block(ts->pool, args_size);
  if (!t) return nullptr;
  return finish_create(ts, t, fn, args);
}

// nano_create when the pool's free list of the class is empty, the arguments need a
// large block, or the function is null.
// `caller` is the program's call site of nano_create (for the misuse report).
[[gnu::noinline]] nano_task *create_uncommon(nano_task_fn fn, size_t args_size, void **args, const void *caller) {
  if (!fn) {
    NANO_MISUSE_FROM(caller, NANO_ERR_INVALID, "nano_create", "null task function; pass the function the task runs");
    return nullptr;
  }
  ThreadState *ts = tl_state;
  std::uint8_t cls = size_class_for(args_size);
  Task *t;
  if (cls == large_class || !ts->pool.usable_ || !(t = ts->pool.refill(cls))) return create_slow(fn, args_size, args);
  return finish_create(ts, t, fn, args);
}

// Throttle rule (docs/runtime.md, "Throttling"): a ready task is run at once by its
// creator instead of queued when the creator is a nano-thread on a worker whose deque
// already holds more than throttle_queue_limit items, the task has no arc and no
// access (nothing can make it wait on a later sibling by dependence), and no
// immediate successor is pending. Bounds memory and keeps blocks cache-hot. The queue
// length is the owner's view, refreshed every few throttled submits (work_deque.hpp:
// owner_probably_holds_more_than). throttle_queue_limit is in sched/steal_backoff.hpp:
// thieves leave a producer of tiny tasks alone so that it stays over the limit.

// A task an outside thread runs because it waits for it (wait.cpp: run_if_queued_here)
// throttles its children too: there its deque is a producer's, and thieves leave it
// alone as they leave a worker's (scheduler.cpp: steal_round).
inline bool throttle(ThreadState *ts) {
  return ts->current && ts->next == 0 &&
         ts->deque.owner_probably_holds_more_than(throttle_queue_limit, ts->throttle_trusted_yes_left);
}

// An outside thread's task that is ready at once and whose handle it keeps: its
// nano_wait may run it even after a worker dequeued it, as long as the worker has not
// started it (flag_claimable, task_lifecycle.hpp: take_for_run).
inline bool claimable(const ThreadState *ts, const Task *t, bool release_handle) {
  return !release_handle && ts->kind == ThreadKind::outside && !(t->flags & (flag_has_preds | flag_workers_only)) &&
         t->naccess == 0;
}

// The task-creation trace event. On the throttled path of submit its record is built
// out of line, only when tracing is on: built there, it would cost that path a dozen
// instructions, a stack frame and a load of the parent's line per task. submit_queued
// is out of line itself and saves its registers anyway: there it is inline (no call).
// Called by the creating thread `ts`, whose running task may be the parent.
#if defined(NANO_TRACING)
[[gnu::always_inline]] inline void record_created(const ThreadState *ts, const Task *t) {
  trace::record_task_create(
      trace::TaskInfo{t->id, t->parent->id, t->label, t->file, t->line, t->parent == ts->current});
}
// The submitting thread's state is read here, not passed: clang would turn a passed `ts`
// into a load of ts->current at the call, which submit's throttle test then keeps in a
// register (one more instruction per submit with tracing off).
[[gnu::noinline, gnu::cold]] void record_created_out_of_line(const Task *t) { record_created(tl_state, t); }
#endif
// Records the creation when tracing is on: built in place when `in_place`, else by a call.
template <bool in_place> inline void trace_created(const ThreadState *ts, const Task *t) {
#if defined(NANO_TRACING)
  if (trace::enabled) [[unlikely]] {
    if constexpr (in_place)
      record_created(ts, t);
    else
      record_created_out_of_line(t);
  }
#else
  (void)ts;
  (void)t;
#endif
}

inline bool building(const Task *t) { return t->phase.load(std::memory_order_relaxed) == Phase::building; }

// `caller` is the program's call site of nano_submit (for the misuse report).
[[gnu::noinline, gnu::cold]] nano_status already_submitted(const Task *t, const void *caller) {
  return NANO_MISUSE_FROM(caller, NANO_ERR_STATE, "nano_submit", "task %llu was already submitted; submit each task once",
                          static_cast<unsigned long long>(t->id));
}

// The creator's handle goes with the submit (nano_submit_release). Before the task is
// published nobody else can touch refs, unless the region map of a concurrently
// submitting sibling already holds it (only a task with accesses).
inline void drop_creator_handle(Task *t) {
  t->handle_released.store(true, std::memory_order_relaxed);
  if (t->naccess)
    t->refs.fetch_sub(1, std::memory_order_acq_rel);
  else
    t->refs.store(t->refs.load(std::memory_order_relaxed) - 1, std::memory_order_relaxed);
}

// A submitted task that is not throttled: counted in its parent, its accesses matched,
// then queued when ready. Out of line, so that the throttled path in submit stays
// short (fewer registers to save, no trace record on its stack).
[[gnu::noinline]] nano_status submit_queued(ThreadState *ts, Task *t, bool release_handle) {
  // Before `t` is published: once it is, its completion may let another thread shut
  // the runtime down and retire this thread's state.
  if (ts->kind == ThreadKind::outside && !ts->current) bound_outside_window(ts);
  count_child(ts, t);
  if (t->naccess) match_accesses(ts, t);
  trace_created<true>(ts, t);
  if (release_handle) drop_creator_handle(t);
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

// A task being built (the API functions check that first, with their caller).
inline nano_status submit(Task *t, bool release_handle) {
  ThreadState *ts = tl_state;
  if (ts->kind == ThreadKind::sentinel) [[unlikely]]
    ts = thread_state_for_api();
  t->phase.store(Phase::submitted, std::memory_order_relaxed);
  if (t->flags & flag_building_pred) [[unlikely]]
    rt.inline_blockers.fetch_sub(1, std::memory_order_relaxed);
  if ((t->flags & flag_has_preds) || t->naccess != 0 || !throttle(ts)) return submit_queued(ts, t, release_handle);
  // Throttled: run now, as a call, uncounted in the parent (task.hpp, flag_uncounted).
  // No access and no arc: nothing to match, and nobody else touches refs yet.
  t->flags |= flag_uncounted;
  trace_created<false>(ts, t);
  if (release_handle) drop_creator_handle(t);
  run_throttled_child(ts, t);  // may resume elsewhere
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
  ThreadState *ts = tl_state;
  std::uint8_t cls = size_class_for(args_size);
  Task *t;
  if (fn && cls != large_class && (t = ts->pool.pop(cls))) [[likely]]
    return finish_create(ts, t, fn, args);
  return create_uncommon(fn, args_size, args, __builtin_return_address(0));  // a tail call: the fast path saves no register
}

nano_status nano_set_label(nano_task *task, const char *label) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_set_label", "null task handle; pass what nano_create returned");
  Task *t = to_task(task);
  if (!building(t)) return NANO_MISUSE(NANO_ERR_STATE, "nano_set_label", "set metadata before nano_submit");
  t->label = label;
  return NANO_OK;
}

nano_status nano_set_cost(nano_task *task, double cost) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_set_cost", "null task handle; pass what nano_create returned");
  Task *t = to_task(task);
  if (!building(t)) return NANO_MISUSE(NANO_ERR_STATE, "nano_set_cost", "set metadata before nano_submit");
  t->cost = static_cast<float>(cost);
  return NANO_OK;
}

nano_status nano_set_source(nano_task *task, const char *file, int line) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_set_source", "null task handle; pass what nano_create returned");
  Task *t = to_task(task);
  if (!building(t)) return NANO_MISUSE(NANO_ERR_STATE, "nano_set_source", "set metadata before nano_submit");
  t->file = file;
  t->line = line;
  return NANO_OK;
}

nano_status nano_precede(nano_task *pred, nano_task *succ) {
  if (!pred || !succ) return NANO_MISUSE(NANO_ERR_INVALID, "nano_precede", "null task handle; pass what nano_create returned");
  if (pred == succ) return NANO_MISUSE(NANO_ERR_INVALID, "nano_precede", "a task cannot precede itself; remove that arc");
  Task *s = to_task(succ);
  if (!building(s))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_precede",
                       "the successor was already submitted; add arcs between nano_create and nano_submit");
  add_arc(to_task(pred), s);
  return NANO_OK;
}

nano_status nano_access(nano_task *task, nano_access_mode mode, const void *base, size_t bytes) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_access", "null task handle; pass what nano_create returned");
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
  // A range past the end of the address space covers up to it (its end would wrap).
  const auto begin = reinterpret_cast<std::uintptr_t>(base);
  if (bytes > UINTPTR_MAX - begin) bytes = UINTPTR_MAX - begin;
  if (!record_access(t, mode, base, bytes))
    return NANO_MISUSE(NANO_ERR_NOMEM, "nano_access", "too many accesses on one task (at most 255)");
  return NANO_OK;
}

nano_status nano_submit(nano_task *task) {
  if (!task) [[unlikely]]
    return NANO_MISUSE(NANO_ERR_INVALID, "nano_submit", "null task handle; pass what nano_create returned");
  Task *t = to_task(task);
  if (!building(t)) [[unlikely]]
    return already_submitted(t, __builtin_return_address(0));
  return submit(t, false);
}

nano_status nano_submit_release(nano_task *task) {
  if (!task) [[unlikely]]
    return NANO_MISUSE(NANO_ERR_INVALID, "nano_submit_release", "null task handle; pass what nano_create returned");
  Task *t = to_task(task);
  if (!building(t)) [[unlikely]]
    return already_submitted(t, __builtin_return_address(0));
  return submit(t, true);
}

nano_status nano_release(nano_task *task) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_release", "null task handle; pass what nano_create returned");
  Task *t = to_task(task);
  if (building(t))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_release", "the task was never submitted; nano_submit it first");
  if (t->handle_released.exchange(true, std::memory_order_relaxed))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_release",
                       "the handle was already released; release each handle once (a released block may be reused "
                       "by the next nano_create, and a second release would then drop that task's handle)");
  release_task_ref(tl_state, t);
  return NANO_OK;
}

nano_status nano_wait(nano_task *task) {
  if (!task) return NANO_MISUSE(NANO_ERR_INVALID, "nano_wait", "null task handle; pass what nano_create returned");
  Task *t = to_task(task);
  if (building(t))
    return NANO_MISUSE(NANO_ERR_STATE, "nano_wait", "the task was not submitted; nano_submit it before waiting");
  nano_status status = wait_task(t);
  if (status == NANO_ERR_DEADLOCK && tl_state->current)
    return NANO_MISUSE(NANO_ERR_DEADLOCK, "nano_wait",
                       "a task cannot wait for itself or for its parent (it would never complete)");
  if (status != NANO_OK) return status;
  if (ExceptionRecord *e = t->holds_exception ? t->exception : nullptr; e && e->claim()) {
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
  if (!event) return NANO_MISUSE(NANO_ERR_INVALID, "nano_event_signal", "null event; pass what nano_event_create returned");
  return signal_event(reinterpret_cast<Event *>(event));
}

nano_status nano_event_wait(nano_event *event) {
  if (!event) return NANO_MISUSE(NANO_ERR_INVALID, "nano_event_wait", "null event; pass what nano_event_create returned");
  return wait_event(reinterpret_cast<Event *>(event));
}

nano_status nano_event_destroy(nano_event *event) {
  if (!event) return NANO_MISUSE(NANO_ERR_INVALID, "nano_event_destroy", "null event; pass what nano_event_create returned");
  auto *e = reinterpret_cast<Event *>(event);
  std::uintptr_t state = e->state.load(std::memory_order_acquire);
  if (state != 0 && state != closed_list)
    return NANO_MISUSE(NANO_ERR_STATE, "nano_event_destroy", "waiters are still blocked on the event; signal it first");
  delete e;
  rt.inline_blockers.fetch_sub(1, std::memory_order_relaxed);
  return NANO_OK;
}

}  // extern "C"
