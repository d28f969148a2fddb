/* nano.h — the C interface of libnanothreads: the only header generated code includes.
 *
 * Handles are opaque. Every call that can fail returns a nano_status; misuse
 * (null handle, submitting twice, a dependence on a task already submitted as
 * successor, ...) returns an error code and, the first time, prints one line to
 * stderr naming the call and what to do. Nothing here is undefined behaviour on
 * bad input except passing a pointer that is not a handle at all.
 *
 * Lifetime of a task handle:
 *   nano_create      -> the creator holds one reference; the task is "being built"
 *   nano_precede / nano_access / nano_set_* while being built
 *   nano_submit      -> the task may run as soon as its dependences are resolved
 *   nano_wait        -> (optional) suspend the caller until that task has completed
 *   nano_release     -> the creator drops its reference (before or after completion)
 * nano_submit_release() = nano_submit + nano_release, for fire-and-forget tasks.
 *
 * Every task is a child of the task (or the outside thread) that created it. A
 * task completes when its function has returned AND all of its children have
 * completed (the runtime waits for them implicitly, Cilk-style).
 */
#ifndef NANO_NANO_H
#define NANO_NANO_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NANO_ABI_VERSION 1

typedef struct nano_task nano_task;
typedef struct nano_event nano_event;

typedef enum nano_status {
  NANO_OK = 0,
  NANO_ERR_INVALID = 1,  /* null or malformed argument */
  NANO_ERR_STATE = 2,    /* call not allowed in the handle's current state (e.g. submit twice) */
  NANO_ERR_NOMEM = 3,    /* allocation failed */
  NANO_ERR_DEADLOCK = 4, /* every task is blocked: a dependence cycle or a wait that can never end */
  NANO_ERR_EXCEPTION = 5 /* a C++ task threw; rethrown by the C++ layer, reported by the C layer */
} nano_status;

typedef enum nano_access_mode {
  NANO_IN = 1,   /* the task reads the region */
  NANO_OUT = 2,  /* the task writes the region */
  NANO_INOUT = 3 /* both */
} nano_access_mode;

typedef void (*nano_task_fn)(void *args);

/* ---- runtime ------------------------------------------------------------ */

/* Starts the runtime with `workers` kernel threads (0: NANO_WORKERS, else the
 * processors in the affinity mask). Optional: the first call of any other
 * function starts it with 0. Returns NANO_ERR_STATE if already started. */
nano_status nano_init(int workers);
/* Waits for all outstanding tasks, stops the workers, prints NANO_STATS. Also run at exit. */
void nano_shutdown(void);
int nano_abi_version(void);
const char *nano_status_string(nano_status status);

int nano_worker_count(void); /* kernel threads started */
int nano_worker_id(void);    /* 0..count-1 on a worker, -1 on any other thread */

/* Processor adaptation: at most `n` workers run tasks; the others give their
 * processor back at their next safe point (between two nano-threads). Any thread,
 * any time. 1 <= n <= nano_worker_count(). */
nano_status nano_set_active_workers(int n);
int nano_active_workers(void);

/* ---- tasks --------------------------------------------------------------- */

/* One allocation holds the descriptor and an argument block of `args_size`
 * bytes aligned for any type; *args receives its address (may be NULL when
 * args_size is 0). Returns NULL when memory is exhausted or `fn` is NULL. */
nano_task *nano_create(nano_task_fn fn, size_t args_size, void **args);

/* Metadata shown in traces, stats and error messages. `label` and `file` must
 * outlive the task (string literals in generated code). */
nano_status nano_set_label(nano_task *task, const char *label);
nano_status nano_set_cost(nano_task *task, double cost);
nano_status nano_set_source(nano_task *task, const char *file, int line);

/* Static arc: `succ` runs after `pred` completes. `succ` must be being built;
 * `pred` may be in any state (an arc from a completed task is a no-op). */
nano_status nano_precede(nano_task *pred, nano_task *succ);

/* Dynamic dependence on the byte range [base, base+bytes): matched at submit
 * time against the earlier submitted siblings (children of the same parent),
 * with exact handling of partial overlaps. `task` must be being built. */
nano_status nano_access(nano_task *task, nano_access_mode mode, const void *base, size_t bytes);

nano_status nano_submit(nano_task *task);
/* After it `task` is no handle any more: its block may be reused by the next
 * nano_create. A second release is reported while the block is not reused. */
nano_status nano_release(nano_task *task);
nano_status nano_submit_release(nano_task *task);

/* Suspends the calling nano-thread (its worker runs other work meanwhile) until
 * `task` has completed. From a non-worker thread it blocks that thread. */
nano_status nano_wait(nano_task *task);
/* Waits for every child created so far by the current task (or by this outside thread). */
nano_status nano_wait_all(void);

/* The running task, or NULL outside any task. Not a new reference. */
nano_task *nano_current(void);

/* ---- events -------------------------------------------------------------- */

/* A one-shot flag a nano-thread can wait on without holding a processor. */
nano_event *nano_event_create(void);
nano_status nano_event_signal(nano_event *event);
nano_status nano_event_wait(nano_event *event);
nano_status nano_event_destroy(nano_event *event);

/* ---- parallel loops ------------------------------------------------------ */

typedef enum nano_schedule_kind {
  NANO_SCHEDULE_STATIC = 0,    /* one contiguous block per worker                      */
  NANO_SCHEDULE_FIXED = 1,     /* chunks of `chunk` iterations, taken dynamically        */
  NANO_SCHEDULE_GSS = 2,       /* ceil(remaining / P), at least `chunk` (default 1)       */
  NANO_SCHEDULE_TSS = 3,       /* trapezoid: `first` (default N/(2P)) down to `last` (1) */
  NANO_SCHEDULE_FACTORING = 4, /* FAC2: batches of P equal chunks, half the remainder     */
  NANO_SCHEDULE_AFFINITY = 5   /* per-worker ranges, take ceil(r/P), steal from the fullest */
} nano_schedule_kind;

typedef struct nano_schedule {
  nano_schedule_kind kind;
  int64_t chunk; /* FIXED: chunk size; GSS: minimum chunk; 0 = default */
  int64_t first; /* TSS first chunk; 0 = default */
  int64_t last;  /* TSS last chunk; 0 = default */
} nano_schedule;

/* Runs body(lo, hi, args) over disjoint chunks [lo, hi) covering [0, n) exactly
 * once, as children of the calling task, and returns when all have completed.
 * `schedule` may be NULL (GSS). P is the number of workers active *now*. */
typedef void (*nano_loop_fn)(int64_t lo, int64_t hi, void *args);
nano_status nano_parallel_for(int64_t n, const nano_schedule *schedule, nano_loop_fn body, void *args);

/* Reduction: each chunk accumulates into a private partial of `size` bytes that
 * `init` set to the identity; partials are combined into *result with
 * `combine(acc, partial)` in iteration order, so the result is deterministic for
 * a fixed schedule and worker count. */
typedef void (*nano_reduce_fn)(int64_t lo, int64_t hi, void *args, void *partial);
typedef void (*nano_init_fn)(void *partial);
typedef void (*nano_combine_fn)(void *acc, const void *partial);
nano_status nano_parallel_reduce(int64_t n, const nano_schedule *schedule, nano_reduce_fn body, void *args,
                                 void *result, size_t size, nano_init_fn init, nano_combine_fn combine);

#ifdef __cplusplus
}
#endif

#endif /* NANO_NANO_H */
