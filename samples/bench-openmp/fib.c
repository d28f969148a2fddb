/* fib, hand-written OpenMP tasks: the comparison point for samples/fib/fib.c.
 *
 *   fib [n [cutoff]]     same arguments, same stdout, time on stderr
 *
 * Written as an OpenMP programmer would: below the cut-off plain sequential
 * recursion (no undeferred tasks, which libomp still allocates), shared(x, y)
 * and a taskwait, one parallel region with a single producer. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double seconds_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static long fib_seq(int n) { return n < 2 ? n : fib_seq(n - 1) + fib_seq(n - 2); }

static long fib(int n, int cutoff) {
  if (n <= cutoff) return fib_seq(n);
  long x, y;
  #pragma omp task shared(x) firstprivate(n, cutoff)
  x = fib(n - 1, cutoff);
  #pragma omp task shared(y) firstprivate(n, cutoff)
  y = fib(n - 2, cutoff);
  #pragma omp taskwait
  return x + y;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 27;
  int cutoff = argc > 2 ? atoi(argv[2]) : 12;
  if (n < 0 || n > 60 || cutoff < 1) {
    fprintf(stderr, "usage: fib [n (0..60) [cutoff (>= 1)]]\n");
    return 2;
  }
  double start = seconds_now();
  long result = 0;
  #pragma omp parallel
  #pragma omp single
  result = fib(n, cutoff);
  double elapsed = seconds_now() - start;
  printf("fib(%d) = %ld\n", n, result);
  fprintf(stderr, "time: %.6f s\n", elapsed);
  return 0;
}
