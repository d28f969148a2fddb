/* backtoback: many small parallel loops in a row (~70 us each), the loop start/end overhead in isolation.
 *
 *   backtoback [n [loops [schedule [chunk]]]]
 *     n         elements per loop (default 32000: about 70 us sequentially)
 *     loops     loops run back to back (default 2000)
 *     schedule  static (default), fixed or gss
 *     chunk     k of schedule(fixed, k) (default 64)
 *
 * Each loop depends on the previous one only through main's fold of a sample of its
 * output, so nothing but the loop's own start and end separates two loops. Peers with
 * the same arguments and output: backtoback_omp.c (OpenMP) and backtoback_tbb.cpp
 * (oneTBB); bench-backtoback.sh builds and runs them all, interleaved.
 * stdout: the checksum; stderr: the time spent in the loops. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "backtoback_kernel.h"

static double seconds_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void loop_static(long n, long chunk, long a, const long *restrict x, long *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(static)
  for (long i = 0; i < n; i++) y[i] = backtoback_element(x[i], a);
}

static void loop_fixed(long n, long chunk, long a, const long *restrict x, long *restrict y) {
  (void)chunk; /* used by the pragma only: unused where pragmas are ignored */
  #pragma nano loop schedule(fixed, chunk)
  for (long i = 0; i < n; i++) y[i] = backtoback_element(x[i], a);
}

static void loop_gss(long n, long chunk, long a, const long *restrict x, long *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(gss)
  for (long i = 0; i < n; i++) y[i] = backtoback_element(x[i], a);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 32000;
  long loops = argc > 2 ? atol(argv[2]) : 2000;
  const char *schedule = argc > 3 ? argv[3] : "static";
  long chunk = argc > 4 ? atol(argv[4]) : 64;
  void (*run)(long, long, long, const long *restrict, long *restrict) = NULL;
  if (strcmp(schedule, "static") == 0) run = loop_static;
  if (strcmp(schedule, "fixed") == 0) run = loop_fixed;
  if (strcmp(schedule, "gss") == 0) run = loop_gss;
  if (n < 1 || loops < 1 || chunk < 1 || run == NULL) {
    fprintf(stderr, "usage: backtoback [n (>= 1) [loops (>= 1) [static|fixed|gss [chunk (>= 1)]]]]\n");
    return 2;
  }
  long *x = malloc((size_t)n * sizeof *x), *y = malloc((size_t)n * sizeof *y);
  if (!x || !y) {
    fprintf(stderr, "backtoback: out of memory for %ld elements\n", n);
    return 1;
  }
  for (long i = 0; i < n; i++) x[i] = i % 1021;
  long sum = 0;
  double start = seconds_now();
  for (long a = 0; a < loops; a++) {
    run(n, chunk, a, x, y);
    sum = backtoback_fold(y, n, a, sum);
  }
  double elapsed = seconds_now() - start;
  printf("backtoback %ld elements, %ld loops, %s: checksum %ld\n", n, loops, schedule, sum);
  fprintf(stderr, "time: %.6f s (%.2f us per loop)\n", elapsed, 1e6 * elapsed / (double)loops);
  free(x);
  free(y);
  return 0;
}
