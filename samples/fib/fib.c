/* fib: recursive Fibonacci, two tasks per call with an if() cut-off (LANGUAGE.md's first example).
 *
 *   fib [n [cutoff]]     defaults: n = 27, cutoff = 12
 *
 * Calls with n <= cutoff run inline in the creating nano-thread, so the task
 * count is about fib(n - cutoff) and each task does enough work to pay for itself.
 * stdout: the result (deterministic); stderr: the time spent in fib(). */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double seconds_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static long fib(int n, int cutoff) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task if(n > cutoff) label("fib")
  x = fib(n - 1, cutoff);
  #pragma nano task if(n > cutoff) label("fib")
  y = fib(n - 2, cutoff);
  return x + y; /* waits for both tasks: it reads x and y */
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 27;
  int cutoff = argc > 2 ? atoi(argv[2]) : 12;
  if (n < 0 || n > 60 || cutoff < 1) {
    fprintf(stderr, "usage: fib [n (0..60) [cutoff (>= 1)]]\n");
    return 2;
  }
  double start = seconds_now();
  long result = fib(n, cutoff);
  double elapsed = seconds_now() - start;
  printf("fib(%d) = %ld\n", n, result);
  fprintf(stderr, "time: %.6f s\n", elapsed);
  return 0;
}
