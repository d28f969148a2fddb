// bench_nano.cpp — the runtime benchmarks on libnanothreads' C API (what generated code calls).
//   bench_nano fib N | spawn N | spawn_waited N | wait N | stencil WIDTH STEPS MAXLOG | chain N
#include <nano/nano.h>

#include <vector>

#include "bench_common.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

struct FibArgs {
  int n;
  long *out;
};

void fib(void *p) {
  auto *a = static_cast<FibArgs *>(p);
  if (a->n < 2) {
    *a->out = a->n;
    return;
  }
  long x, y;
  void *args;
  nano_task *t = nano_create(&fib, sizeof(FibArgs), &args);
  *static_cast<FibArgs *>(args) = {a->n - 1, &x};
  nano_submit_release(t);
  t = nano_create(&fib, sizeof(FibArgs), &args);
  *static_cast<FibArgs *>(args) = {a->n - 2, &y};
  nano_submit_release(t);
  nano_wait_all();
  *a->out = x + y;
}

// Runs `fn(args)` as one root task on a worker and waits for it (like `omp parallel` +
// `single`, where the single runs on a team thread). nano_wait_all rather than
// nano_wait: an outside thread's nano_wait runs the awaited task itself when it can,
// which would make the main thread a third, unpinned worker on top of NANO_WORKERS.
void run_root(nano_task_fn fn, const void *data, size_t size) {
  void *args;
  nano_task *t = nano_create(fn, size, &args);
  std::memcpy(args, data, size);
  nano_submit_release(t);
  nano_wait_all();
}

__attribute__((noinline)) void empty_task(void *) { asm volatile(""); }

struct SpawnArgs {
  long count;
};

void producer(void *p) {
  long n = static_cast<SpawnArgs *>(p)->count;
  for (long i = 0; i < n; ++i) nano_submit_release(nano_create(&empty_task, 0, nullptr));
  nano_wait_all();
}

struct StencilArgs {
  int width, steps;
  long iterations;
  double *grid;  // steps x width results
};

struct CellArgs {
  double *out;
  const double *in;  // the previous row's three neighbours, clamped at the edges
  int left, right;
  long iterations;
};

void cell(void *p) {
  auto *c = static_cast<CellArgs *>(p);
  double seed = c->in ? c->in[c->left] + c->in[0] + c->in[c->right] : 1.0;
  *c->out = bench_kernel(seed, c->iterations);
}

void stencil(void *p) {
  auto *s = static_cast<StencilArgs *>(p);
  std::vector<nano_task *> prev(s->width, nullptr), row(s->width, nullptr);
  for (int t = 0; t < s->steps; ++t) {
    for (int i = 0; i < s->width; ++i) {
      void *args;
      nano_task *task = nano_create(&cell, sizeof(CellArgs), &args);
      auto *c = static_cast<CellArgs *>(args);
      c->out = &s->grid[t * s->width + i];
      c->in = t ? &s->grid[(t - 1) * s->width + i] : nullptr;
      c->left = i > 0 ? -1 : 0;
      c->right = i + 1 < s->width ? 1 : 0;
      c->iterations = s->iterations;
      if (t) {
        for (int j = i - 1; j <= i + 1; ++j)
          if (j >= 0 && j < s->width) nano_precede(prev[j], task);
      }
      nano_submit(task);
      row[i] = task;
    }
    if (t)
      for (nano_task *old : prev) nano_release(old);
    prev.swap(row);
  }
  for (nano_task *old : prev) nano_release(old);
  nano_wait_all();
}

// One link of a dependent chain: `*target += bench_chain_step(i)`, ordered with the
// other links on the same target by its inout access (what nanocc emits for a task
// statement `a[i % 64] += f(i)`).
struct ChainArgs {
  long *target;
  long i;
};

void chain_link(void *p) {
  auto *c = static_cast<ChainArgs *>(p);
  *c->target += bench_chain_step(c->i);
}

// `n` tasks from the calling (outside) thread, task i updating targets[i % width],
// then a wait for all: the code nanocc generates for such a loop in main().
double run_chains(long n, long *targets, long width) {
  double t0 = bench_now();
  for (long i = 0; i < n; ++i) {
    void *args;
    nano_task *t = nano_create(&chain_link, sizeof(ChainArgs), &args);
    long *target = &targets[i % width];
    *static_cast<ChainArgs *>(args) = {target, i};
    nano_access(t, NANO_INOUT, target, sizeof *target);
    nano_submit_release(t);
  }
  nano_wait_all();
  return bench_now() - t0;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s fib N | spawn N | spawn_waited N | wait N | stencil WIDTH STEPS MAXLOG | chain N\n", argv[0]);
    return 2;
  }
  nano_init(0);
  int workers = nano_worker_count();
  if (std::strcmp(argv[1], "fib") == 0) {
    FibArgs a{std::atoi(argv[2]), nullptr};
    long result = 0;
    a.out = &result;
    double t0 = bench_now();
    run_root(&fib, &a, sizeof a);
    double t1 = bench_now();
    std::printf("nano fib_ns_per_task %.2f (fib=%ld, workers=%d)\n", (t1 - t0) * 1e9 / bench_fib_calls(a.n), result,
                workers);
  } else if (std::strcmp(argv[1], "spawn") == 0) {
    SpawnArgs a{std::atol(argv[2])};
    double t0 = bench_now();
    run_root(&producer, &a, sizeof a);
    double t1 = bench_now();
    std::printf("nano spawn_tasks_per_s %.0f (workers=%d)\n", a.count / (t1 - t0), workers);
  } else if (std::strcmp(argv[1], "spawn_waited") == 0) {
    // As spawn, but main keeps the producer's handle and waits on it (the C++ layer's
    // `nano::spawn(root).wait()`): main may then run the producer itself.
    SpawnArgs a{std::atol(argv[2])};
    double t0 = bench_now();
    void *args;
    nano_task *t = nano_create(&producer, sizeof a, &args);
    std::memcpy(args, &a, sizeof a);
    nano_submit(t);
    nano_wait(t);
    nano_release(t);
    double t1 = bench_now();
    std::printf("nano spawn_waited_tasks_per_s %.0f (workers=%d)\n", a.count / (t1 - t0), workers);
  } else if (std::strcmp(argv[1], "wait") == 0) {
    // The main thread (not a worker) submits one empty task and waits for it, N times:
    // what generated code does when main() waits per task handle.
    long n = std::atol(argv[2]);
    double t0 = bench_now();
    for (long i = 0; i < n; ++i) {
      nano_task *t = nano_create(&empty_task, 0, nullptr);
      nano_submit(t);
      nano_wait(t);
      nano_release(t);
    }
    double t1 = bench_now();
    std::printf("nano wait_us %.3f (workers=%d)\n", (t1 - t0) * 1e6 / static_cast<double>(n), workers);
  } else if (std::strcmp(argv[1], "stencil") == 0 && argc >= 5) {
    StencilArgs s{std::atoi(argv[2]), std::atoi(argv[3]), 0, nullptr};
    int maxlog = std::atoi(argv[4]);
    std::vector<double> grid(static_cast<size_t>(s.width) * s.steps);
    s.grid = grid.data();
    auto run = [](long iterations, void *ctx) {
      auto *args = static_cast<StencilArgs *>(ctx);
      args->iterations = iterations;
      double t0 = bench_now();
      run_root(&stencil, args, sizeof *args);
      return bench_now() - t0;
    };
    bench_sweep_stencil("nano", s.width, static_cast<long>(s.width) * s.steps, maxlog, run, &s);
  } else if (std::strcmp(argv[1], "chain") == 0) {
    long n = std::atol(argv[2]);
    long scalar = 0, lanes[bench_chain_lanes] = {};
    double one = run_chains(n, &scalar, 1);
    double many = run_chains(n, lanes, bench_chain_lanes);
    if (!bench_report_chains("nano", n, one, many, scalar, lanes, workers)) return 1;
  }
  nano_shutdown();
  return 0;
}
