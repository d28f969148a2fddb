/* matvec_nano.c — Figure 1 with libnanothreads: one parallel loop per product, FIXED chunks.
 *
 * The timed products run inside one nano-thread on a worker, as a nano-threads
 * application's code does: each loop runs part of its chunks on that nano-thread and
 * the rest as its children, and waiting for them suspends it on its worker instead of
 * waking a blocked outside thread for every product. main() waits for an event the
 * root signals (a nano_wait on a task still queued would run it on main's own thread). */
#include <nano/nano.h>

#include "matvec_kernel.h"

typedef struct experiment {
  bench_options o;
  matvec_problem p;
  double expected;
  int failed;
  nano_event *done;
} experiment;

static void rows_body(int64_t lo, int64_t hi, void *args) { matvec_rows((const matvec_problem *)args, lo, hi); }

static void measure_chunks(experiment *e) {
  for (int c = 0; c < e->o.chunk_count; ++c) {
    const nano_schedule s = {NANO_SCHEDULE_FIXED, e->o.chunks[c], 0, 0};
    MATVEC_MEASURE("nanothreads", e->o, e->p, e->o.chunks[c],
                   nano_parallel_for(e->p.rows, &s, rows_body, &e->p));
    if (matvec_checksum(&e->p) != e->expected) {
      fprintf(stderr, "matvec_nano: wrong result with chunk %lld\n", (long long)e->o.chunks[c]);
      e->failed = 1;
      return;
    }
  }
}

static void measure_all_chunks(void *args) {
  experiment *e = *(experiment **)args;
  measure_chunks(e);
  nano_event_signal(e->done);
}

int main(int argc, char **argv) {
  experiment e = {bench_parse(argc, argv), {0}, 0, 0, NULL};
  e.p = matvec_make(e.o.rows);
  matvec_rows(&e.p, 0, e.p.rows);
  e.expected = matvec_checksum(&e.p);
  if (nano_init(e.o.workers) != NANO_OK) return 1;
  printf(MATVEC_CSV_HEADER);
  void *args = NULL;
  e.done = nano_event_create();
  nano_task *root = nano_create(measure_all_chunks, sizeof(experiment *), &args);
  if (root == NULL || e.done == NULL) return 1;
  *(experiment **)args = &e;
  nano_submit(root);
  nano_event_wait(e.done); /* the root runs on a worker */
  nano_wait(root);
  nano_release(root);
  nano_event_destroy(e.done);
  nano_shutdown();
  return e.failed;
}
