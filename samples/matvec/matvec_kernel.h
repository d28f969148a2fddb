/* matvec_kernel.h — the paper's Figure 1 kernel: y = A x, A has 9 columns, 18 flops per row. */
#ifndef MATVEC_KERNEL_H
#define MATVEC_KERNEL_H

#include <stdint.h>

#include "bench_harness.h"

enum { MATVEC_COLUMNS = 9 };

typedef struct matvec_problem {
  const double *a; /* rows x 9, row-major */
  const double *x; /* 9 */
  double *y;       /* rows */
  int64_t rows;
} matvec_problem;

/* Rows [lo, hi): 9 multiplies and 9 adds per row. */
static inline void matvec_rows(const matvec_problem *p, int64_t lo, int64_t hi) {
  for (int64_t i = lo; i < hi; ++i) {
    const double *row = p->a + i * MATVEC_COLUMNS;
    double s = 0.0;
    for (int j = 0; j < MATVEC_COLUMNS; ++j) s += row[j] * p->x[j];
    p->y[i] = s;
  }
}

/* Allocates and fills a deterministic problem. */
static inline matvec_problem matvec_make(int64_t rows) {
  double *a = (double *)malloc((size_t)rows * MATVEC_COLUMNS * sizeof(double));
  double *x = (double *)malloc(MATVEC_COLUMNS * sizeof(double));
  double *y = (double *)calloc((size_t)rows, sizeof(double));
  if (!a || !x || !y) {
    fprintf(stderr, "matvec: out of memory for %lld rows\n", (long long)rows);
    exit(1);
  }
  for (int64_t i = 0; i < rows * MATVEC_COLUMNS; ++i) a[i] = (double)((i * 7919) % 1000) * 1e-3;
  for (int j = 0; j < MATVEC_COLUMNS; ++j) x[j] = 1.0 + 0.5 * j;
  matvec_problem p = {a, x, y, rows};
  return p;
}

static inline double matvec_checksum(const matvec_problem *p) {
  double s = 0.0;
  for (int64_t i = 0; i < p->rows; ++i) s += p->y[i];
  return s;
}

/* Median time of `reps` sequential products (the baseline every variant reports). */
static inline double matvec_sequential_time(const matvec_problem *p, const bench_options *o) {
  double samples[64];
  for (int r = 0; r < o->runs; ++r) {
    const double t0 = bench_now();
    for (int k = 0; k < o->reps; ++k) matvec_rows(p, 0, p->rows);
    samples[r] = bench_now() - t0;
  }
  return bench_median(samples, o->runs);
}

#endif
