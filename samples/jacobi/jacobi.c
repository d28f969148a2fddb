/* jacobi.c — the paper's Figure 2: Jacobi iteration on a 480-row system, 250 iterations per
 * solve, each iteration one parallel loop over the rows (chunk 2, chunk 24 or GSS), with the
 * preemption simulator taking one processor away and giving it back every ncpuchange ms.
 *
 *   jacobi --mode seq|nano|gomp [--schedule fixed2|fixed24|gss] [--workers P]
 *          [--ncpuchange MS --reaction MS] [--solves S] [--rows N] [--iterations K]
 *
 * Built twice: jacobi-paper (libnanothreads, --mode nano) and jacobi-paper-gomp (gcc
 * -fopenmp -DJACOBI_OPENMP, --mode gomp: the same sweep as an OpenMP loop, no simulator).
 *
 * A modern core does one 480 x 480 solve ~1000x faster than the paper's i486, so a run
 * repeats the solve S times (one CSV line per run). Prints:
 *   mode,schedule,workers,ncpuchange_ms,reaction_ms,time_s,cpu_s,avg_processors,takes,forced,checksum
 * (cpu_s: CPU time of the whole process during the solves, idle spinning included)
 */
#include <nano/nano.h>
#include <nano/preempt.h>
#ifdef JACOBI_OPENMP
#include <omp.h>
#endif

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct system {
  int64_t n;
  double *a; /* n x n, diagonally dominant */
  double *b;
  double *x, *x_next;
} system_t;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double cpu_s(void) { /* the whole process: grows only while it really runs */
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static system_t make_system(int64_t n) {
  system_t s = {n, malloc((size_t)(n * n) * sizeof(double)), malloc((size_t)n * sizeof(double)),
                calloc((size_t)n, sizeof(double)), calloc((size_t)n, sizeof(double))};
  if (!s.a || !s.b || !s.x || !s.x_next) {
    fprintf(stderr, "jacobi: out of memory\n");
    exit(1);
  }
  for (int64_t i = 0; i < n; ++i) {
    double off = 0.0;
    for (int64_t j = 0; j < n; ++j) {
      const double v = i == j ? 0.0 : (double)((i * 31 + j * 17) % 97) / 97.0;
      s.a[i * n + j] = v;
      off += v;
    }
    s.a[i * n + i] = off + 1.0;
    s.b[i] = (double)(i % 13) - 6.0;
  }
  return s;
}

/* x_next[i] = (b[i] - sum_{j != i} a[i][j] x[j]) / a[i][i] for rows [lo, hi). */
static void jacobi_rows(int64_t lo, int64_t hi, void *args) {
  system_t *s = (system_t *)args;
  const int64_t n = s->n;
  for (int64_t i = lo; i < hi; ++i) {
    const double *row = s->a + i * n;
    double sum = 0.0;
    for (int64_t j = 0; j < n; ++j) sum += row[j] * s->x[j];
    sum -= row[i] * s->x[i];
    s->x_next[i] = (s->b[i] - sum) / row[i];
  }
}

/* The sequential version runs the same (not inlined) row function as the loop chunks,
 * so both compile to the same instructions. */
static void (*volatile sequential_rows)(int64_t, int64_t, void *) = jacobi_rows;

static void swap_iterates(system_t *s) {
  double *t = s->x;
  s->x = s->x_next;
  s->x_next = t;
}

static double checksum(const system_t *s) {
  double c = 0.0;
  for (int64_t i = 0; i < s->n; ++i) c += s->x[i] * (double)(i + 1);
  return c;
}

typedef struct run {
  system_t *s;
  const nano_schedule *schedule;
  int solves, iterations, parallel;
  double elapsed, cpu;
  nano_event *done; /* signalled by the root nano-thread when the solves are over */
} run_t;

#ifdef JACOBI_OPENMP
/* The same sweep as one OpenMP loop of chunk-sized calls to the same row function:
 * schedule(dynamic, chunk) for fixed2/fixed24, schedule(guided) for gss. The row
 * function is called per row (a call costs ~1% of a 480-column row). */
static void openmp_sweep(system_t *s, const nano_schedule *schedule) {
  const int64_t n = s->n;
  if (schedule->kind == NANO_SCHEDULE_GSS) {
#pragma omp parallel for schedule(guided)
    for (int64_t i = 0; i < n; ++i) jacobi_rows(i, i + 1, s);
  } else {
    const int64_t chunk = schedule->chunk;
#pragma omp parallel for schedule(dynamic, chunk)
    for (int64_t i = 0; i < n; ++i) jacobi_rows(i, i + 1, s);
  }
}
#endif

static void parallel_sweep(system_t *s, const nano_schedule *schedule) {
#ifdef JACOBI_OPENMP
  openmp_sweep(s, schedule);
#else
  nano_parallel_for(s->n, schedule, jacobi_rows, s);
#endif
}

static void run_solves_on(run_t *r) {
  const double t0 = now_s(), c0 = cpu_s();
  for (int solve = 0; solve < r->solves; ++solve) {
    memset(r->s->x, 0, (size_t)r->s->n * sizeof(double));
    for (int it = 0; it < r->iterations; ++it) {
      if (r->parallel) parallel_sweep(r->s, r->schedule);
      else sequential_rows(0, r->s->n, r->s);
      swap_iterates(r->s);
    }
  }
  r->elapsed = now_s() - t0;
  r->cpu = cpu_s() - c0;
}

#ifndef JACOBI_OPENMP
static void run_solves(void *args) {
  run_t *r = *(run_t **)args;
  run_solves_on(r);
  nano_event_signal(r->done);
}
#endif

static void usage(void) {
  fprintf(stderr,
          "usage: jacobi --mode seq|nano|gomp [--schedule fixed2|fixed24|gss] [--workers P] [--ncpuchange MS]\n"
          "              [--reaction MS] [--solves S] [--rows N] [--iterations K]\n");
  exit(2);
}

int main(int argc, char **argv) {
  const char *mode = "nano", *schedule_name = "gss";
  int workers = 2, ncpuchange = 0, reaction = 0, solves = 20, iterations = 250;
  int64_t rows = 480;
  for (int i = 1; i + 1 < argc + 1; i += 2) {
    if (i + 1 >= argc) usage();
    const char *k = argv[i], *v = argv[i + 1];
    if (!strcmp(k, "--mode")) mode = v;
    else if (!strcmp(k, "--schedule")) schedule_name = v;
    else if (!strcmp(k, "--workers")) workers = atoi(v);
    else if (!strcmp(k, "--ncpuchange")) ncpuchange = atoi(v);
    else if (!strcmp(k, "--reaction")) reaction = atoi(v);
    else if (!strcmp(k, "--solves")) solves = atoi(v);
    else if (!strcmp(k, "--rows")) rows = atoll(v);
    else if (!strcmp(k, "--iterations")) iterations = atoi(v);
    else usage();
  }
  nano_schedule schedule = {NANO_SCHEDULE_GSS, 1, 0, 0};
  if (!strcmp(schedule_name, "fixed2")) schedule = (nano_schedule){NANO_SCHEDULE_FIXED, 2, 0, 0};
  else if (!strcmp(schedule_name, "fixed24")) schedule = (nano_schedule){NANO_SCHEDULE_FIXED, 24, 0, 0};
  else if (strcmp(schedule_name, "gss")) usage();
#ifdef JACOBI_OPENMP
  /* jacobi-paper-gomp: the parallel mode is OpenMP (gcc's libgomp); no simulator. */
  const int parallel = !strcmp(mode, "gomp");
  if (!parallel && strcmp(mode, "seq")) usage();
  if (ncpuchange > 0) {
    fprintf(stderr, "jacobi: the OpenMP build has no preemption simulator\n");
    return 2;
  }
  system_t s = make_system(rows);
  nano_preemption_stats stats = {0};
  run_t run = {&s, &schedule, solves, iterations, parallel, 0.0, 0.0, NULL};
  if (parallel) omp_set_num_threads(workers);
  run_solves_on(&run);
#else
  const int parallel = !strcmp(mode, "nano");
  if (!parallel && strcmp(mode, "seq")) usage();

  system_t s = make_system(rows);
  nano_preemption_stats stats = {0};
  if (parallel) {
    if (nano_init(workers) != NANO_OK) return 1;
    if (ncpuchange > 0 && nano_preemption_start(ncpuchange, reaction) != NANO_OK) {
      fprintf(stderr, "jacobi: cannot start the preemption simulator (needs >= 2 workers)\n");
      return 1;
    }
  }
  run_t run = {&s, &schedule, solves, iterations, parallel, 0.0, 0.0, NULL};
  if (parallel) {
    /* The solves run inside one nano-thread on a worker, as a nano-threads program's
     * code does: each loop runs part of its chunks on it and the rest as its children,
     * and it waits for them without a kernel wake-up. main() waits for an event the
     * root signals: a nano_wait on a task still queued would run it on main's own
     * thread, which the preemption simulator neither takes nor counts. */
    void *args = NULL;
    run.done = nano_event_create();
    nano_task *root = nano_create(run_solves, sizeof(run_t *), &args);
    if (root == NULL || run.done == NULL) return 1;
    *(run_t **)args = &run;
    nano_submit(root);
    nano_event_wait(run.done);
    nano_wait(root);
    nano_release(root);
    nano_event_destroy(run.done);
  } else {
    run_solves_on(&run);
  }
#endif
  const double elapsed = run.elapsed;
#ifndef JACOBI_OPENMP
  if (parallel && ncpuchange > 0) {
    nano_preemption_stop();
    nano_preemption_get_stats(&stats);
  }
#endif
  const double processors = !parallel ? 1.0 : ncpuchange > 0 ? stats.average_processors : (double)workers;
  printf("mode,schedule,workers,ncpuchange_ms,reaction_ms,time_s,cpu_s,avg_processors,takes,forced,checksum\n");
  printf("%s,%s,%d,%d,%d,%.6f,%.6f,%.4f,%llu,%llu,%.9e\n", mode, parallel ? schedule_name : "-",
         parallel ? workers : 1, ncpuchange, reaction, elapsed, run.cpu, processors, (unsigned long long)stats.takes,
         (unsigned long long)stats.forced, checksum(&s));
#ifndef JACOBI_OPENMP
  if (parallel) nano_shutdown();
#endif
  return 0;
}
