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

/* Median wall and CPU time of `reps` sequential products (the baseline every variant reports). */
static inline void matvec_sequential_time(const matvec_problem *p, const bench_options *o, double *wall, double *cpu) {
  double walls[64], cpus[64];
  for (int r = 0; r < o->runs; ++r) {
    const double t0 = bench_now(), c0 = bench_cpu_now();
    for (int k = 0; k < o->reps; ++k) matvec_rows(p, 0, p->rows);
    walls[r] = bench_now() - t0;
    cpus[r] = bench_cpu_now() - c0;
  }
  *wall = bench_median(walls, o->runs);
  *cpu = bench_median(cpus, o->runs);
}

#define MATVEC_CSV_HEADER "impl,workers,chunk,time_s,seq_s,cpu_s,seq_cpu_s\n"

/* Times `reps` products done by `product(p, chunk)`; prints one CSV line with medians. */
#define MATVEC_MEASURE(impl, o, p, chunk, seq_wall, seq_cpu, product)                                       \
  do {                                                                                                       \
    double walls_[64], cpus_[64];                                                                            \
    for (int r_ = 0; r_ < (o).runs; ++r_) {                                                                  \
      const double t0_ = bench_now(), c0_ = bench_cpu_now();                                                 \
      for (int k_ = 0; k_ < (o).reps; ++k_) { product; }                                                     \
      walls_[r_] = bench_now() - t0_;                                                                        \
      cpus_[r_] = bench_cpu_now() - c0_;                                                                     \
    }                                                                                                        \
    printf("%s,%d,%lld,%.6f,%.6f,%.6f,%.6f\n", impl, (o).workers, (long long)(chunk),                      \
           bench_median(walls_, (o).runs), seq_wall, bench_median(cpus_, (o).runs), seq_cpu);               \
    fflush(stdout);                                                                                          \
  } while (0)

#endif
