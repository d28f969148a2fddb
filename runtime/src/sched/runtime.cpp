// runtime.cpp — starting and stopping the runtime, outside-thread registration, processor adaptation.
#include "sched/runtime.hpp"

#include <pthread.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <new>

#include "core/exception_record.hpp"
#include "cpu/preemption.hpp"
#include "deps/region_map.hpp"
#include "diag/fault_handler.hpp"
#include "diag/misuse.hpp"
#include "diag/stats.hpp"
#include "io/helper_threads.hpp"
#include "io/submission_ring.hpp"
#include "os/futex.hpp"
#include "sched/fork_child.hpp"
#include "sched/scheduler.hpp"
#include "sched/task_lifecycle.hpp"
#include "sched/wait.hpp"
#include "trace/hooks.hpp"

namespace nano::detail {

namespace {

std::mutex shutdown_mutex;  // one nano_shutdown at a time (waits happen outside rt.lifecycle)
bool atexit_registered = false;
std::uint32_t generation_counter = 0;

// When an outside thread exits: a state still registered becomes an orphan (reusable,
// deleted at shutdown); a state already retired by a shutdown is deleted now — the
// exiting thread's tl_state was the last pointer to it.
struct OutsideThreadGuard {
  ThreadState *state = nullptr;
  ~OutsideThreadGuard() {
    if (!state) return;
    std::lock_guard<std::mutex> guard(rt.lifecycle);
    if (state->generation == 0)
      delete state;
    else
      state->orphan.store(true, std::memory_order_release);
    tl_state = &sentinel_state;  // the main thread still runs atexit handlers after this
    state = nullptr;
  }
};
thread_local OutsideThreadGuard outside_guard;

Task *make_root() noexcept {
  void *mem = std::aligned_alloc(cache_line, task_header_size);
  if (!mem) return nullptr;
  auto *root = static_cast<Task *>(mem);
  root->fn = nullptr;
  root->parent = nullptr;
  root->pool = nullptr;
  root->unresolved.store(0, std::memory_order_relaxed);
  root->refs.store(1, std::memory_order_relaxed);
  root->phase.store(Phase::submitted, std::memory_order_relaxed);
  root->size_class = large_class;
  root->flags = flag_root;
  root->naccess = 0;
  root->nlinks = 0;
  root->alive.store(1, std::memory_order_relaxed);  // the "body" of an outside thread never ends
  root->successors.store(0, std::memory_order_relaxed);
  root->waiters.store(0, std::memory_order_relaxed);
  root->child_waiter = nullptr;
  root->extra_links = nullptr;
  root->extra_accesses = nullptr;
  root->extra_access_capacity = 0;
  root->line = 0;
  root->child_regions.store(nullptr, std::memory_order_relaxed);
  root->exception = nullptr;
  root->child_exception.store(nullptr, std::memory_order_relaxed);
  root->label = "outside thread";
  root->file = nullptr;
  root->cost = 0;
  root->child_credit = 0;
  root->births = 0;
  root->birth = 0;
  root->holds_exception = false;
  root->id = 0;
  return root;
}

void add_victim(ThreadState *ts) noexcept {
  int slot = rt.victim_count.load(std::memory_order_relaxed);
  ts->index = slot;
  rt.victims[slot].store(ts, std::memory_order_release);
  rt.victim_count.store(slot + 1, std::memory_order_release);
}

// Caller holds rt.lifecycle.
nano_status start_locked(int requested) noexcept {
  if (rt.running.load(std::memory_order_acquire)) return NANO_ERR_STATE;
  Settings settings = read_settings(requested);
  rt.settings = settings;
  rt.worker_count = settings.workers;
  rt.stopping.store(false, std::memory_order_relaxed);
  rt.deadlocked.store(false, std::memory_order_relaxed);
  rt.active.store(settings.workers, std::memory_order_relaxed);
  rt.released.store(0, std::memory_order_relaxed);
  rt.event_waiters.store(0, std::memory_order_relaxed);
  rt.victim_count.store(0, std::memory_order_relaxed);
  rt.outside_count = 0;
  rt.start_ns = os::now_ns();
  ++generation_counter;
  install_fault_handler();
  trace::start();
  for (int i = 0; i < settings.workers; ++i) {
    auto *ts = new (std::nothrow) ThreadState();
    if (!ts) return NANO_ERR_NOMEM;
    ts->kind = ThreadKind::worker;
    ts->id = i;
    ts->rng = 0x9e3779b9u * static_cast<std::uint32_t>(i + 1);
    ts->next_task_id = static_cast<std::uint64_t>(i + 1) << 40;
    ts->generation = generation_counter;
    ts->pool.usable_ = true;
    ts->deque.open();
    rt.workers[i] = ts;
    add_victim(ts);
  }
  rt.running.store(true, std::memory_order_release);
  for (int i = 0; i < settings.workers; ++i) {
    ThreadState *ts = rt.workers[i];
    if (pthread_create(&ts->handle, nullptr, &worker_thread_main, ts) != 0) {
      std::fprintf(stderr, "nano: nano_init: cannot start worker thread %d; lower NANO_WORKERS\n", i);
      std::abort();
    }
  }
  trace::active_workers(settings.workers);
  preemption_start_from_environment(settings.workers);
  if (!atexit_registered) {
    atexit_registered = true;
    // exit() called by a task: the process ends with the other workers running; none
    // can be joined from a worker, so the runtime is left as it is.
    std::atexit([] {
      if (tl_state->kind != ThreadKind::worker) nano_shutdown();
    });
  }
  return NANO_OK;
}

// Reports an exception no wait observed (it reached an outside thread's root).
void report_root_exception(Task *root) noexcept {
  ExceptionRecord *e = root->child_exception.exchange(nullptr, std::memory_order_acq_rel);
  while (e && !e->claim()) e = give_way(e, root);  // observed through its own handle
  if (!e) return;
  report_unobserved(*e);
  e->release();
}

// True while a task created by an outside thread (or a descendant) has not completed.
bool tasks_outstanding(const void *) noexcept {
  std::lock_guard<std::mutex> guard(rt.lifecycle);
  for (int i = 0; i < rt.outside_count; ++i)
    if (rt.outside[i]->root->alive.load(std::memory_order_acquire) != 1) return true;
  return false;
}

// Waits until every task of every outside thread has completed (or a deadlock is declared).
void drain(ThreadState *self) noexcept {
  if (self->kind == ThreadKind::outside) {
    ExceptionRecord *e = nullptr;
    if (wait_children(&e) == NANO_OK && e) {  // claimed by that wait, for this report
      report_unobserved(*e);
      e->release();
    }
  }
  self->blocked.store(true, std::memory_order_seq_cst);
  for (;;) {
    if (!tasks_outstanding(nullptr) || rt.deadlocked.load(std::memory_order_acquire)) break;
    wake_sleeper_for_queued_work();
    timespec pause{0, 1'000'000};
    nanosleep(&pause, nullptr);
    if (detect_deadlock("nano_shutdown", &tasks_outstanding, nullptr)) break;
  }
  self->blocked.store(false, std::memory_order_seq_cst);
}

// A claimable task claimed and run by its outside thread (task.hpp: flag_claimable)
// leaves a stale item, with a reference of its own, wherever it was queued. Once the
// workers have stopped and every task has completed, each such item is stale: its
// reference is dropped (take_for_run refuses the run), so the block is freed.
void drop_stale_items(ThreadState *ts) noexcept {
  while (std::uintptr_t item = ts->deque.steal())
    if (!item_is_fiber(item) && (item_task(item)->flags & flag_claimable)) take_for_run(ts, item_task(item));
}

void retire_outside(ThreadState *ts, bool free_memory) noexcept {
  Task *root = ts->root;
  if (free_memory) {
    if (root->child_regions.load(std::memory_order_relaxed)) clear_child_regions(ts, root);
    report_root_exception(root);
    std::free(root);
  }
  ts->root = nullptr;
  ts->stacks.release_all();  // stacks it ran tasks on while waiting (no task runs now)
  ts->pool.usable_ = false;
  ts->pool.forget_blocks();
  ts->deque.close();
  ts->generation = 0;
  ts->kind = ThreadKind::sentinel;  // the next API call re-adopts this object
}

}  // namespace

void forget_runtime_after_fork(void (*keep)(const void *) noexcept) noexcept {
  for (auto &victim : rt.victims) keep(victim.exchange(nullptr, std::memory_order_relaxed));
  rt.victim_count.store(0, std::memory_order_relaxed);
  for (ThreadState *&worker : rt.workers) worker = nullptr;
  rt.worker_count = 0;
  for (ThreadState *&outside : rt.outside) outside = nullptr;
  rt.outside_count = 0;
  new (&rt.idle) IdleGate();  // sleepers counted there are in the parent
  rt.running.store(false, std::memory_order_relaxed);
  rt.stopping.store(false, std::memory_order_relaxed);
  rt.deadlocked.store(false, std::memory_order_relaxed);
  rt.active.store(0, std::memory_order_relaxed);
  rt.released.store(0, std::memory_order_relaxed);
  rt.event_waiters.store(0, std::memory_order_relaxed);
  rt.inline_blockers.store(0, std::memory_order_relaxed);
  new (&shutdown_mutex) std::mutex;  // a thread of the parent may hold it
  // The forking thread, if it was an outside thread, is adopted afresh by its next
  // call. A worker (a task forked) keeps its state: its child may only exec or exit.
  if (tl_state->kind == ThreadKind::outside) {
    tl_state = &sentinel_state;
    outside_guard.state = nullptr;
  }
  rt.lifecycle.unlock();
}

bool ensure_started() noexcept {
  if (rt.running.load(std::memory_order_acquire)) [[likely]]
    return true;
  register_fork_handlers();
  std::lock_guard<std::mutex> guard(rt.lifecycle);
  if (rt.running.load(std::memory_order_acquire)) return true;
  return start_locked(0) == NANO_OK;
}

ThreadState *adopt_outside_thread() noexcept {
  if (!ensure_started()) return &sentinel_state;
  ThreadState *ts = tl_state;
  if (ts->kind != ThreadKind::sentinel) return ts;
  std::lock_guard<std::mutex> guard(rt.lifecycle);
  if (ts == &sentinel_state) {
    ts = nullptr;
    for (int i = 0; i < rt.outside_count && !ts; ++i) {
      ThreadState *o = rt.outside[i];
      if (o->orphan.load(std::memory_order_acquire) && o->root->alive.load(std::memory_order_acquire) == 1 &&
          o->deque.looks_empty()) {
        o->orphan.store(false, std::memory_order_relaxed);
        tl_state = o;
        outside_guard.state = o;
        return o;
      }
    }
    if (rt.outside_count == max_outside_threads) {
      std::fprintf(stderr, "nano: more than %d threads outside the runtime use it; reuse threads\n",
                   max_outside_threads);
      return &sentinel_state;
    }
    ts = new (std::nothrow) ThreadState();
    if (!ts) return &sentinel_state;
  }
  ts->root = make_root();
  if (!ts->root) return &sentinel_state;
  ts->kind = ThreadKind::outside;
  ts->id = -1;
  ts->generation = generation_counter;
  ts->next_task_id = static_cast<std::uint64_t>(max_workers + rt.outside_count + 1) << 40;
  ts->rng = 0x85ebca6bu + static_cast<std::uint32_t>(rt.outside_count);
  ts->pool.usable_ = true;
  ts->orphan.store(false, std::memory_order_relaxed);
  ts->deque.open();
  add_victim(ts);
  rt.outside[rt.outside_count++] = ts;
  tl_state = ts;
  outside_guard.state = ts;
  return ts;
}

}  // namespace nano::detail

using namespace nano::detail;

extern "C" {

nano_status nano_init(int workers) {
  if (workers < 0) {
    std::fprintf(stderr, "nano: nano_init: workers must be >= 0 (0 = NANO_WORKERS or all processors), got %d\n",
                 workers);
    return NANO_ERR_INVALID;
  }
  register_fork_handlers();
  std::lock_guard<std::mutex> guard(rt.lifecycle);
  return start_locked(workers);
}

void nano_shutdown(void) {
  ThreadState *self = tl_state;
  if (self->kind == ThreadKind::worker) {
    std::fprintf(stderr, "nano: nano_shutdown called from inside a task; call it from the main program\n");
    return;
  }
  std::lock_guard<std::mutex> once(shutdown_mutex);
  if (!rt.running.load(std::memory_order_acquire)) return;
  drain(self);
  io::stop_ring_for_shutdown();     // every task completed: no call is pending
  io::stop_helpers_for_shutdown();
  preemption_stop_for_shutdown();
  bool deadlocked = rt.deadlocked.load(std::memory_order_acquire);
  rt.stopping.store(true, std::memory_order_seq_cst);
  rt.idle.notify_all();
  rt.active_epoch.fetch_add(1, std::memory_order_seq_cst);
  os::futex_wake(rt.active_epoch, 1 << 30);
  for (int i = 0; i < rt.worker_count; ++i) pthread_join(rt.workers[i]->handle, nullptr);
  trace::stop();
  if (rt.settings.stats)
    print_stats(rt.workers, rt.worker_count, rt.outside, rt.outside_count, os::now_ns() - rt.start_ns);
  std::lock_guard<std::mutex> guard(rt.lifecycle);
  if (!deadlocked) {
    for (int i = 0; i < rt.worker_count; ++i) drop_stale_items(rt.workers[i]);
    for (int i = 0; i < rt.outside_count; ++i) drop_stale_items(rt.outside[i]);
  }
  for (int i = 0; i < rt.outside_count; ++i) retire_outside(rt.outside[i], !deadlocked);
  // Exited threads' states (orphans) are referenced by nobody: their memory goes too.
  auto delete_orphans = [] {
    for (int i = 0; i < rt.outside_count; ++i)
      if (rt.outside[i]->orphan.load(std::memory_order_acquire)) delete rt.outside[i];
  };
  for (int i = 0; i < rt.worker_count; ++i) {
    ThreadState *ts = rt.workers[i];
    if (ts->call_stack) ts->stacks.put(ts->call_stack);
    ts->call_stack = nullptr;
    ts->stacks.release_all();
    ts->deque.close();
  }
  // Blocks migrate between pools, so chunks go only once no task can be touched.
  if (!deadlocked) {
    for (int i = 0; i < rt.outside_count; ++i) rt.outside[i]->pool.release_memory();
    for (int i = 0; i < rt.worker_count; ++i) rt.workers[i]->pool.release_memory();
  }
  for (int i = 0; i < rt.worker_count; ++i) {
    delete rt.workers[i];
    rt.workers[i] = nullptr;
  }
  delete_orphans();
  rt.outside_count = 0;
  rt.victim_count.store(0, std::memory_order_release);
  rt.worker_count = 0;
  rt.running.store(false, std::memory_order_release);
}

int nano_worker_count(void) {
  if (!ensure_started()) return 0;
  return rt.worker_count;
}

int nano_worker_id(void) { return tl_state->kind == ThreadKind::worker ? tl_state->id : -1; }

nano_status nano_set_active_workers(int n) {
  if (!ensure_started()) return NANO_ERR_STATE;
  if (n < 1 || n > rt.worker_count)
    return NANO_MISUSE(NANO_ERR_INVALID, "nano_set_active_workers", "%d is outside 1..%d (nano_worker_count())",
                       n, rt.worker_count);
  rt.active_request_ns.store(os::now_ns(), std::memory_order_release);
  rt.active.store(n, std::memory_order_seq_cst);
  trace::active_workers(n);
  rt.active_epoch.fetch_add(1, std::memory_order_seq_cst);
  os::futex_wake(rt.active_epoch, 1 << 30);
  rt.idle.notify_all();  // growing: sleepers may now have work they left to others
  return NANO_OK;
}

int nano_active_workers(void) {
  if (!ensure_started()) return 0;
  return rt.active.load(std::memory_order_relaxed);
}

}  // extern "C"
