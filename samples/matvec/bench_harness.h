/* bench_harness.h — timing, medians and arguments shared by the matrix-vector variants. */
#ifndef MATVEC_BENCH_HARNESS_H
#define MATVEC_BENCH_HARNESS_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static inline double bench_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of the whole process: unlike wall time it does not grow when other programs
 * share the processors, so with one worker it measures the work the process did. */
static inline double bench_cpu_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static inline int bench_compare_doubles(const void *a, const void *b) {
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Median of `count` samples (sorts them in place). */
static inline double bench_median(double *samples, int count) {
  qsort(samples, (size_t)count, sizeof *samples, bench_compare_doubles);
  return count % 2 ? samples[count / 2] : 0.5 * (samples[count / 2 - 1] + samples[count / 2]);
}

/* Options of every variant: --rows R --reps K --runs M --workers P --chunks c1,c2,... */
typedef struct bench_options {
  int64_t rows;
  int reps;     /* products per timed run */
  int runs;     /* timed runs; the median is reported */
  int workers;
  int64_t chunks[64];
  int chunk_count;
} bench_options;

static inline void bench_usage(const char *program) {
  fprintf(stderr, "usage: %s [--rows R] [--reps K] [--runs M] [--workers P] [--chunks c1,c2,...]\n", program);
  exit(2);
}

static inline bench_options bench_parse(int argc, char **argv) {
  bench_options o = {45000, 100, 3, 2, {0}, 0};
  const int64_t default_chunks[] = {1, 2, 4, 8, 16, 26, 32, 43, 65, 87, 128, 256, 512, 1406, 2812, 5625, 11250};
  for (int i = 1; i < argc; ++i) {
    if (i + 1 >= argc) bench_usage(argv[0]);
    const char *value = argv[++i];
    if (!strcmp(argv[i - 1], "--rows")) o.rows = atoll(value);
    else if (!strcmp(argv[i - 1], "--reps")) o.reps = atoi(value);
    else if (!strcmp(argv[i - 1], "--runs")) o.runs = atoi(value);
    else if (!strcmp(argv[i - 1], "--workers")) o.workers = atoi(value);
    else if (!strcmp(argv[i - 1], "--chunks")) {
      char *copy = strdup(value);
      for (char *tok = strtok(copy, ","); tok && o.chunk_count < 64; tok = strtok(NULL, ","))
        o.chunks[o.chunk_count++] = atoll(tok);
      free(copy);
    } else bench_usage(argv[0]);
  }
  if (o.rows < 1 || o.reps < 1 || o.runs < 1 || o.runs > 64 || o.workers < 1) bench_usage(argv[0]);
  if (o.chunk_count == 0) {
    for (size_t k = 0; k < sizeof default_chunks / sizeof *default_chunks; ++k) o.chunks[o.chunk_count++] = default_chunks[k];
  }
  return o;
}

#endif
