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

/* Rows [lo, hi): 9 multiplies and 9 adds per row. The arrays never overlap (as in the
 * paper's Fortran-style kernel); saying so (__restrict parameters) spares every call a run-time
 * overlap test before the vectorised loop, which a chunk of a few dozen rows pays
 * as often as it is called. */
static inline void matvec_rows_of(const double *__restrict a, const double *__restrict x, double *__restrict y,
                                  int64_t lo, int64_t hi) {
  for (int64_t i = lo; i < hi; ++i) {
    const double *row = a + i * MATVEC_COLUMNS;
    double s = 0.0;
    for (int j = 0; j < MATVEC_COLUMNS; ++j) s += row[j] * x[j];
    y[i] = s;
  }
}
static inline void matvec_rows(const matvec_problem *p, int64_t lo, int64_t hi) {
  matvec_rows_of(p->a, p->x, p->y, lo, hi);
}

/* The sequential reference: the same row loop compiled out of line and called once
 * through a volatile pointer, as every parallel version calls an out-of-line chunk
 * body. Inlined into the timing loop, the compiler would keep x[] in registers across
 * products and the ratio would measure that code difference (~2 instructions per row,
 * ~9% at any chunk size), not the cost of scheduling chunks. */
static void matvec_rows_out_of_line(const matvec_problem *p, int64_t lo, int64_t hi) { matvec_rows(p, lo, hi); }
static void (*volatile matvec_sequential)(const matvec_problem *, int64_t, int64_t) = matvec_rows_out_of_line;

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

#define MATVEC_CSV_HEADER "impl,workers,chunk,time_s,seq_s,cpu_s,seq_cpu_s\n"

/* Times `reps` products done by `product`, each run paired with a run of `reps`
 * sequential products just before it, so slow drifts of the machine's load hit both
 * sides of the ratio alike; prints one CSV line with the medians. */
#define MATVEC_MEASURE(impl, o, p, chunk, product)                                                          \
  do {                                                                                                       \
    double walls_[64], cpus_[64], seq_walls_[64], seq_cpus_[64];                                             \
    for (int r_ = 0; r_ < (o).runs; ++r_) {                                                                  \
      double t0_ = bench_now(), c0_ = bench_cpu_now();                                                       \
      for (int k_ = 0; k_ < (o).reps; ++k_) matvec_sequential(&(p), 0, (p).rows);                             \
      seq_walls_[r_] = bench_now() - t0_;                                                                    \
      seq_cpus_[r_] = bench_cpu_now() - c0_;                                                                 \
      t0_ = bench_now();                                                                                     \
      c0_ = bench_cpu_now();                                                                                 \
      for (int k_ = 0; k_ < (o).reps; ++k_) { product; }                                                     \
      walls_[r_] = bench_now() - t0_;                                                                        \
      cpus_[r_] = bench_cpu_now() - c0_;                                                                     \
    }                                                                                                        \
    printf("%s,%d,%lld,%.6f,%.6f,%.6f,%.6f\n", impl, (o).workers, (long long)(chunk),                      \
           bench_median(walls_, (o).runs), bench_median(seq_walls_, (o).runs), bench_median(cpus_, (o).runs), \
           bench_median(seq_cpus_, (o).runs));                                                               \
    fflush(stdout);                                                                                          \
  } while (0)

#endif
