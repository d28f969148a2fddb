/* matvec: the 1996 paper's matrix-vector product y = A x (rows of 9 columns) with every loop schedule.
 *
 *   matvec [rows [reps [schedule [chunk]]]]
 *     rows      matrix rows (default 9000; the paper used up to 45000)
 *     reps      products computed, each with a slightly different x (default 20)
 *     schedule  all (default) or one of: default static fixed gss gss-min tss tss-fl factoring affinity
 *     chunk     k of schedule(fixed, k), schedule(gss, k) and schedule(tss, 4k, k) (default 43:
 *               43 rows x 18 flops = 774, the paper's ~800-operation grain)
 *
 * One function per schedule, each the `#pragma nano loop` of LANGUAGE.md's example.
 * The entries of A and x are small integers, so every y[i] and the checksum are
 * exact: all schedules and worker counts print the same line.
 * stdout: one checksum line per schedule; stderr: the time spent in the products. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double seconds_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* the default schedule (gss) */
static void matvec_default(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

/* one contiguous block per worker */
static void matvec_static(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(static)
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

/* chunks of `chunk` rows, taken dynamically */
static void matvec_fixed(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(fixed, chunk)
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

/* guided self-scheduling: ceil(remaining / P) */
static void matvec_gss(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(gss)
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

/* guided self-scheduling, at least `chunk` rows */
static void matvec_gss_min(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(gss, chunk)
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

/* trapezoid self-scheduling, N/(2P) down to 1 */
static void matvec_tss(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(tss)
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

/* trapezoid self-scheduling, 4 * chunk down to chunk */
static void matvec_tss_fl(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(tss, 4 * chunk, chunk)
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

/* factoring (FAC2) */
static void matvec_factoring(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(factoring)
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

/* affinity scheduling */
static void matvec_affinity(long rows, long chunk, const double (*restrict A)[9],
                              const double *restrict x, double *restrict y) {
  (void)chunk;
  #pragma nano loop schedule(affinity)
  for (long i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < 9; j++) s += A[i][j] * x[j];
    y[i] = s;
  }
}

typedef void (*matvec_fn)(long, long, const double (*restrict)[9], const double *restrict,
                          double *restrict);

static const struct {
  const char *name;
  const char *clause;
  matvec_fn run;
} schedules[] = {
  {"default", "(no schedule clause)", matvec_default},
  {"static", "schedule(static)", matvec_static},
  {"fixed", "schedule(fixed, chunk)", matvec_fixed},
  {"gss", "schedule(gss)", matvec_gss},
  {"gss-min", "schedule(gss, chunk)", matvec_gss_min},
  {"tss", "schedule(tss)", matvec_tss},
  {"tss-fl", "schedule(tss, 4 * chunk, chunk)", matvec_tss_fl},
  {"factoring", "schedule(factoring)", matvec_factoring},
  {"affinity", "schedule(affinity)", matvec_affinity},
};
enum { schedule_count = sizeof schedules / sizeof schedules[0] };

int main(int argc, char **argv) {
  long rows = argc > 1 ? atol(argv[1]) : 9000;
  int reps = argc > 2 ? atoi(argv[2]) : 20;
  const char *which = argc > 3 ? argv[3] : "all";
  long chunk = argc > 4 ? atol(argv[4]) : 43;
  int selected = -1;
  for (int s = 0; s < schedule_count; s++)
    if (strcmp(which, schedules[s].name) == 0) selected = s;
  if (rows < 1 || reps < 1 || chunk < 1 || (selected < 0 && strcmp(which, "all") != 0)) {
    fprintf(stderr, "usage: matvec [rows (>= 1) [reps (>= 1) [schedule [chunk (>= 1)]]]]\n"
                    "  schedule: all");
    for (int s = 0; s < schedule_count; s++) fprintf(stderr, " %s", schedules[s].name);
    fprintf(stderr, "\n");
    return 2;
  }
  double (*A)[9] = malloc((size_t)rows * sizeof *A);
  double *y = malloc((size_t)rows * sizeof *y);
  if (!A || !y) {
    fprintf(stderr, "matvec: out of memory for %ld rows\n", rows);
    return 1;
  }
  for (long i = 0; i < rows; i++)
    for (int j = 0; j < 9; j++) A[i][j] = (double)((i * 7 + j * 3) % 11) - 3.0;

  double total_time = 0.0;
  for (int s = 0; s < schedule_count; s++) {
    if (selected >= 0 && s != selected) continue;
    double checksum = 0.0, x[9];
    for (int r = 0; r < reps; r++) {
      for (int j = 0; j < 9; j++) x[j] = (double)((r + j) % 4) + 1.0;
      double start = seconds_now();
      schedules[s].run(rows, chunk, (const double (*)[9])A, x, y);
      total_time += seconds_now() - start;
      for (long i = r % 5; i < rows; i += 5) checksum += y[i] * (double)(1 + i % 3);
    }
    printf("matvec %ld x 9, %d products, %-9s %-32s checksum %.1f\n", rows, reps,
           schedules[s].name, schedules[s].clause, checksum);
  }
  fprintf(stderr, "time: %.6f s\n", total_time);
  free(A);
  free(y);
  return 0;
}
