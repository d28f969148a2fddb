/* jacobi: the 1996 paper's Jacobi iteration (480 rows, 250 iterations) with every loop schedule.
 *
 *   jacobi [n [iterations [schedule [chunk]]]]
 *     n           grid rows and columns (default 480, as in the paper)
 *     iterations  Jacobi sweeps (default 250, as in the paper; odd counts round up)
 *     schedule    all (default) or one of: default static fixed gss gss-min tss tss-fl factoring affinity
 *     chunk       k of schedule(fixed, k), schedule(gss, k), schedule(tss, 4k, k) (default 24)
 *
 * Laplace's equation on an n x n plate whose top edge is held at 1: each sweep
 * relaxes every interior row from one grid into the other (a call the compiler
 * summarises: it writes row i of `to` and reads rows i-1..i+1 of `from`), and
 * the largest change of the last sweep is a max reduction (the `if (e > s) s = e`
 * form). Every grid point is computed by the same operations whatever the
 * schedule, so all schedules and worker counts print the same numbers.
 * stdout: one line per schedule; stderr: the time spent iterating. */
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

/* to[i][1:n-2] <- average of the four neighbours in `from`; returns the largest change. */
static double relax_row(int n, const double (*restrict from)[n], double (*restrict to)[n], int i) {
  double change = 0.0;
  for (int j = 1; j < n - 1; j++) {
    double next = 0.25 * (from[i - 1][j] + from[i + 1][j] + from[i][j - 1] + from[i][j + 1]);
    double d = next > from[i][j] ? next - from[i][j] : from[i][j] - next;
    if (d > change) change = d;
    to[i][j] = next;
  }
  return change;
}

/* the default schedule (gss) */
static double jacobi_default(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

/* one contiguous block per worker */
static double jacobi_static(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop schedule(static)
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop schedule(static)
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

/* chunks of `chunk` rows, taken dynamically (the paper: 2 and 24) */
static double jacobi_fixed(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop schedule(fixed, chunk)
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop schedule(fixed, chunk)
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

/* guided self-scheduling: ceil(remaining / P) */
static double jacobi_gss(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop schedule(gss)
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop schedule(gss)
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

/* guided self-scheduling, at least `chunk` rows */
static double jacobi_gss_min(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop schedule(gss, chunk)
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop schedule(gss, chunk)
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

/* trapezoid self-scheduling, N/(2P) down to 1 */
static double jacobi_tss(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop schedule(tss)
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop schedule(tss)
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

/* trapezoid self-scheduling, 4 * chunk down to chunk */
static double jacobi_tss_fl(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop schedule(tss, 4 * chunk, chunk)
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop schedule(tss, 4 * chunk, chunk)
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

/* factoring (FAC2) */
static double jacobi_factoring(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop schedule(factoring)
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop schedule(factoring)
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

/* affinity scheduling */
static double jacobi_affinity(int n, int iterations, int chunk, double (*restrict u)[n],
                             double (*restrict v)[n]) {
  (void)chunk;
  double diff = 0.0;
  for (int it = 0; it < iterations; it += 2) {
    #pragma nano loop schedule(affinity)
    for (int i = 1; i < n - 1; i++) relax_row(n, u, v, i);
    diff = 0.0;
    #pragma nano loop schedule(affinity)
    for (int i = 1; i < n - 1; i++) {
      double d = relax_row(n, v, u, i);
      if (d > diff) diff = d;
    }
  }
  return diff;
}

typedef double (*jacobi_fn)(int, int, int, double (*restrict)[*], double (*restrict)[*]);

static const struct {
  const char *name;
  const char *clause;
  jacobi_fn run;
} schedules[] = {
  {"default", "(no schedule clause)", jacobi_default},
  {"static", "schedule(static)", jacobi_static},
  {"fixed", "schedule(fixed, chunk)", jacobi_fixed},
  {"gss", "schedule(gss)", jacobi_gss},
  {"gss-min", "schedule(gss, chunk)", jacobi_gss_min},
  {"tss", "schedule(tss)", jacobi_tss},
  {"tss-fl", "schedule(tss, 4 * chunk, chunk)", jacobi_tss_fl},
  {"factoring", "schedule(factoring)", jacobi_factoring},
  {"affinity", "schedule(affinity)", jacobi_affinity},
};
enum { schedule_count = sizeof schedules / sizeof schedules[0] };

/* Both grids: 0 inside, top edge 1, other edges 0. */
static void reset(int n, double (*u)[n], double (*v)[n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) u[i][j] = v[i][j] = i == 0 ? 1.0 : 0.0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 480;
  int iterations = argc > 2 ? atoi(argv[2]) : 250;
  const char *which = argc > 3 ? argv[3] : "all";
  int chunk = argc > 4 ? atoi(argv[4]) : 24;
  int selected = -1;
  for (int s = 0; s < schedule_count; s++)
    if (strcmp(which, schedules[s].name) == 0) selected = s;
  if (n < 3 || n > 20000 || iterations < 1 || chunk < 1 ||
      (selected < 0 && strcmp(which, "all") != 0)) {
    fprintf(stderr, "usage: jacobi [n (3..20000) [iterations (>= 1) [schedule [chunk (>= 1)]]]]\n"
                    "  schedule: all");
    for (int s = 0; s < schedule_count; s++) fprintf(stderr, " %s", schedules[s].name);
    fprintf(stderr, "\n");
    return 2;
  }
  double (*u)[n] = malloc(sizeof(double[n][n]));
  double (*v)[n] = malloc(sizeof(double[n][n]));
  if (!u || !v) {
    fprintf(stderr, "jacobi: out of memory for a %d x %d grid\n", n, n);
    return 1;
  }
  double total_time = 0.0;
  for (int s = 0; s < schedule_count; s++) {
    if (selected >= 0 && s != selected) continue;
    reset(n, u, v);
    double start = seconds_now();
    double diff = schedules[s].run(n, iterations, chunk, u, v);
    total_time += seconds_now() - start;
    double checksum = 0.0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) checksum += u[i][j] * (double)(1 + (i + j) % 3);
    printf("jacobi %d x %d, %d sweeps, %-9s %-32s last change %.9e checksum %.9e\n", n, n,
           iterations + iterations % 2, schedules[s].name, schedules[s].clause, diff, checksum);
  }
  fprintf(stderr, "time: %.6f s\n", total_time);
  free(u);
  free(v);
  return 0;
}
