/* bench_common.h — shared by every runtime benchmark variant: clock, kernel, argument parsing, output lines. */
#ifndef NANO_BENCH_COMMON_H
#define NANO_BENCH_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static inline double bench_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Task Bench's compute kernel: `iterations` dependent multiply-adds. */
static inline double bench_kernel(double seed, long iterations) {
  /* Coefficients read through volatile: the compiler cannot fold the chain. */
  volatile double va = 0.999999, vb = 0.000001;
  double a = va, b = vb, x = seed;
  for (long k = 0; k < iterations; ++k) x = x * a + b;
  return x;
}

/* Sequential cost of one kernel iteration (ns), measured once per run. */
static inline double bench_ns_per_iteration(void) {
  volatile double sink = 0;
  long n = 1L << 24;
  double t0 = bench_now();
  sink = bench_kernel(1.0, n);
  double t1 = bench_now();
  (void)sink;
  return (t1 - t0) * 1e9 / (double)n;
}

static inline long bench_fib_calls(int n) { /* calls of the naive recursion = 2*fib(n+1) - 1 */
  long a = 0, b = 1;
  for (int i = 0; i < n + 1; ++i) {
    long c = a + b;
    a = b;
    b = c;
  }
  return 2 * a - 1;
}

/* Stencil result: METG(50%) from a sweep of kernel sizes 2^0 .. 2^max_log.
 * efficiency(K) = (tasks * K * ns_per_iteration / workers) / elapsed;
 * granularity(K) = elapsed * workers / tasks; METG = smallest granularity with
 * efficiency >= 50% (Task Bench, Slaughter et al., SC'20). */
typedef struct bench_stencil_point {
  long iterations;
  double elapsed_s;
} bench_stencil_point;

static inline void bench_report_stencil(const char *system, int workers, long tasks, double ns_per_iteration,
                                        const bench_stencil_point *points, int count) {
  double metg = -1;
  for (int i = 0; i < count; ++i) {
    double granularity_us = points[i].elapsed_s * workers / (double)tasks * 1e6;
    double ideal_s = (double)tasks * (double)points[i].iterations * ns_per_iteration * 1e-9 / workers;
    double efficiency = ideal_s / points[i].elapsed_s;
    printf("%s stencil K=%ld granularity_us=%.3f efficiency=%.3f\n", system, points[i].iterations, granularity_us,
           efficiency);
    if (efficiency >= 0.5 && (metg < 0 || granularity_us < metg)) metg = granularity_us;
  }
  printf("%s metg50_us %.3f\n", system, metg);
}

/* Runs one whole stencil with `iterations` per kernel; returns the elapsed seconds. */
typedef double (*bench_stencil_run)(long iterations, void *ctx);

static inline int bench_compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The sweep: K = 2^0 .. 2^max_log, each point run `reps` times (BENCH_REPS, default 3)
 * and its median time kept, so that one disturbed run does not move METG. The sweep
 * stops after two consecutive points at >= 50% efficiency: larger kernels only have
 * larger granularities, so they cannot lower METG(50%). */
static inline void bench_sweep_stencil(const char *system, int workers, long tasks, int max_log,
                                       bench_stencil_run run, void *ctx) {
  const char *env = getenv("BENCH_REPS");
  int reps = env && atoi(env) > 0 ? atoi(env) : 3;
  if (reps > 15) reps = 15;
  double ns = bench_ns_per_iteration();
  bench_stencil_point points[64];
  int count = 0, above = 0;
  for (int lg = 0; lg <= max_log && count < 64; ++lg) {
    long iterations = 1L << lg;
    double times[15];
    for (int r = 0; r < reps; ++r) times[r] = run(iterations, ctx);
    qsort(times, (size_t)reps, sizeof times[0], bench_compare_doubles);
    points[count].iterations = iterations;
    points[count].elapsed_s = times[reps / 2];
    double ideal_s = (double)tasks * (double)iterations * ns * 1e-9 / workers;
    above = ideal_s / points[count].elapsed_s >= 0.5 ? above + 1 : 0;
    ++count;
    if (above == 2) break;
  }
  bench_report_stencil(system, workers, tasks, ns, points, count);
}

/* Dependent chains (session 8's probe finding 12): n tiny tasks that each update one
 * scalar (`s += step(i)`, one chain), then n tasks updating lanes[i % 64] (64
 * interleaved chains), each phase followed by a wait for all. Reported in ns per task;
 * the sums are checked, so that a lost update (a missed dependence) fails the run. */
enum { bench_chain_lanes = 64 };

static inline long bench_chain_step(long i) { return (i * 7) % 13; }

static inline int bench_report_chains(const char *system, long n, double one_s, double lanes_s, long scalar,
                                      const long *lanes, int workers) {
  long expected = 0, sum = 0;
  for (long i = 0; i < n; ++i) expected += bench_chain_step(i);
  for (int k = 0; k < bench_chain_lanes; ++k) sum += lanes[k];
  if (scalar != expected || sum != expected) {
    fprintf(stderr, "%s chain: wrong sums (scalar %ld, lanes %ld, expected %ld)\n", system, scalar, sum, expected);
    return 0;
  }
  printf("%s chain1_ns_per_task %.2f (workers=%d)\n", system, one_s * 1e9 / (double)n, workers);
  printf("%s chain64_ns_per_task %.2f (workers=%d)\n", system, lanes_s * 1e9 / (double)n, workers);
  return 1;
}

#endif
