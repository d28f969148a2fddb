/* bench_omp.c — the same benchmarks on OpenMP tasks; built with clang (libomp) and gcc (libgomp).
 *   bench_omp fib N | spawn N | wait N | stencil WIDTH STEPS MAXLOG | chain N */
#include <omp.h>

#include "bench_common.h"

#ifndef BENCH_SYSTEM
#define BENCH_SYSTEM "omp"
#endif

static long fib(int n) {
  if (n < 2) return n;
  long x, y;
#pragma omp task shared(x) firstprivate(n)
  x = fib(n - 1);
#pragma omp task shared(y) firstprivate(n)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}

__attribute__((noinline)) static void empty_task(long i) { __asm__ volatile("" ::"r"(i)); }

static void stencil(int width, int steps, long iterations, double *grid) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 0; i < width; ++i) {
      int l = i > 0 ? i - 1 : i, r = i + 1 < width ? i + 1 : i;
      double *out = &grid[t * width + i];
      if (t == 0) {
#pragma omp task firstprivate(out, iterations) depend(out : out[0])
        *out = bench_kernel(1.0, iterations);
      } else {
        double *in = &grid[(t - 1) * width];
#pragma omp task firstprivate(out, in, l, i, r, iterations) depend(in : in[l], in[i], in[r]) depend(out : out[0])
        *out = bench_kernel(in[l] + in[i] + in[r], iterations);
      }
    }
  }
#pragma omp taskwait
}

/* n tasks, task i updating targets[i % width], ordered by depend(inout) on its target;
   the producer is the single thread of the team, as in the other benchmarks. */
static double run_chains(long n, long *targets, long width) {
  double t0 = bench_now();
#pragma omp parallel
#pragma omp single
  {
    for (long i = 0; i < n; ++i) {
      long *target = &targets[i % width];
#pragma omp task depend(inout : target[0]) firstprivate(target, i)
      *target += bench_chain_step(i);
    }
#pragma omp taskwait
  }
  return bench_now() - t0;
}

struct stencil_ctx {
  int width, steps;
  double *grid;
};

static double run_stencil(long iterations, void *p) {
  struct stencil_ctx *c = (struct stencil_ctx *)p;
  double t0 = bench_now();
#pragma omp parallel
#pragma omp single
  stencil(c->width, c->steps, iterations, c->grid);
  return bench_now() - t0;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s fib N | spawn N | wait N | stencil WIDTH STEPS MAXLOG | chain N\n", argv[0]);
    return 2;
  }
  int workers = omp_get_max_threads();
  if (strcmp(argv[1], "fib") == 0) {
    int n = atoi(argv[2]);
    long result = 0;
    double t0 = bench_now();
#pragma omp parallel
#pragma omp single
    result = fib(n);
    double t1 = bench_now();
    printf(BENCH_SYSTEM " fib_ns_per_task %.2f (fib=%ld, workers=%d)\n", (t1 - t0) * 1e9 / bench_fib_calls(n),
           result, workers);
  } else if (strcmp(argv[1], "spawn") == 0) {
    long n = atol(argv[2]);
    double t0 = bench_now();
#pragma omp parallel
#pragma omp single
    {
      for (long i = 0; i < n; ++i) {
#pragma omp task firstprivate(i)
        empty_task(i);
      }
#pragma omp taskwait
    }
    double t1 = bench_now();
    printf(BENCH_SYSTEM " spawn_tasks_per_s %.0f (workers=%d)\n", n / (t1 - t0), workers);
  } else if (strcmp(argv[1], "wait") == 0) {
    /* One thread submits one empty task and waits for it, N times (the single thread
       is itself a team member: taskwait may run the task on it). */
    long n = atol(argv[2]);
    double t0 = bench_now();
#pragma omp parallel
#pragma omp single
    for (long i = 0; i < n; ++i) {
#pragma omp task firstprivate(i)
      empty_task(i);
#pragma omp taskwait
    }
    double t1 = bench_now();
    printf(BENCH_SYSTEM " wait_us %.3f (workers=%d)\n", (t1 - t0) * 1e6 / (double)n, workers);
  } else if (strcmp(argv[1], "stencil") == 0 && argc >= 5) {
    int width = atoi(argv[2]), steps = atoi(argv[3]), maxlog = atoi(argv[4]);
    struct stencil_ctx ctx = {width, steps, calloc((size_t)width * steps, sizeof(double))};
    bench_sweep_stencil(BENCH_SYSTEM, width, (long)width * steps, maxlog, run_stencil, &ctx);
    free(ctx.grid);
  } else if (strcmp(argv[1], "chain") == 0) {
    long n = atol(argv[2]);
    long scalar = 0, lanes[bench_chain_lanes] = {0};
    double one = run_chains(n, &scalar, 1);
    double many = run_chains(n, lanes, bench_chain_lanes);
    if (!bench_report_chains(BENCH_SYSTEM, n, one, many, scalar, lanes, workers)) return 1;
  }
  return 0;
}
