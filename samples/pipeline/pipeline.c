/* pipeline: functional parallelism in a `#pragma nano parallel` block, with an if (LANGUAGE.md's example).
 *
 *   pipeline [n]     default n = 100003 elements
 *
 * The block's statements become nodes of a task graph; the compiler computes the
 * arcs from what each call reads and writes (the functions' summaries):
 *   init(a) and init(b) are independent (a and b are restrict: distinct arrays),
 *   add waits for both, scale(a) waits for add (add reads a), and normalize runs
 *   only when the sum is positive (a control dependence).
 * The pipeline runs twice: with n elements, and with a multiple of 10 elements
 * where the sum is 0, so the if is taken once and not taken once.
 * stdout: sums of a, b and c after each run (every element is computed by the same
 * operations in every build, so the output is identical). */
#include <stdio.h>
#include <stdlib.h>

/* v[i] <- 4.5, 3.5, ..., -4.5, 4.5, ...: every prefix sum is >= 0, full decades sum to 0. */
static void init(double *v, int n) {
  for (int i = 0; i < n; i++) v[i] = 4.5 - (double)(i % 10);
}

static void add(double *c, const double *a, const double *b, int n) {
  for (int i = 0; i < n; i++) c[i] = a[i] + b[i];
}

static void scale(double *v, double factor, int n) {
  for (int i = 0; i < n; i++) v[i] *= factor;
}

static double sum(const double *v, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

/* v <- v / sum(v) * 1024 */
static void normalize(double *v, int n) {
  double s = sum(v, n);
  for (int i = 0; i < n; i++) v[i] = v[i] / s * 1024.0;
}

static void pipeline(double *restrict a, double *restrict b, double *restrict c, int n) {
  #pragma nano parallel
  {
    init(a, n);        /* init(double *v, int n) writes v[0:n]            */
    init(b, n);        /* independent of the first call: a and b are distinct */
    add(c, a, b, n);   /* after both inits                                */
    scale(a, 2.0, n);  /* after add (add reads a)                         */
    if (sum(c, n) > 0) /* control dependence: normalize runs only if true */
      normalize(c, n);
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100003;
  if (n < 1) {
    fprintf(stderr, "usage: pipeline [n (>= 1)]\n");
    return 2;
  }
  int sizes[2] = {n, (n / 10 + 1) * 10};
  for (int run = 0; run < 2; run++) {
    int m = sizes[run];
    double *a = malloc((size_t)m * sizeof *a);
    double *b = malloc((size_t)m * sizeof *b);
    double *c = malloc((size_t)m * sizeof *c);
    if (!a || !b || !c) {
      fprintf(stderr, "pipeline: out of memory for %d elements\n", m);
      return 1;
    }
    pipeline(a, b, c, m);
    printf("pipeline n=%d: sum(a) = %.4f, sum(b) = %.4f, sum(c) = %.4f (c[0] = %.6f)\n", m,
           sum(a, m), sum(b, m), sum(c, m), c[0]);
    free(a);
    free(b);
    free(c);
  }
  return 0;
}
