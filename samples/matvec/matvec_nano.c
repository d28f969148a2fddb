/* matvec_nano.c — Figure 1 with libnanothreads: one parallel loop per product, FIXED chunks.
 *
 * The timed products run inside one nano-thread, as a nano-threads application's code
 * does: each loop's chunks are its children, and waiting for them suspends it on its
 * worker instead of waking a blocked outside thread for every product. */
#include <nano/nano.h>

#include "matvec_kernel.h"

typedef struct experiment {
  bench_options o;
  matvec_problem p;
  double expected;
  int failed;
} experiment;

static void rows_body(int64_t lo, int64_t hi, void *args) { matvec_rows((const matvec_problem *)args, lo, hi); }

static void measure_all_chunks(void *args) {
  experiment *e = *(experiment **)args;
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

int main(int argc, char **argv) {
  experiment e = {bench_parse(argc, argv), {0}, 0, 0};
  e.p = matvec_make(e.o.rows);
  matvec_rows(&e.p, 0, e.p.rows);
  e.expected = matvec_checksum(&e.p);
  if (nano_init(e.o.workers) != NANO_OK) return 1;
  printf(MATVEC_CSV_HEADER);
  void *args = NULL;
  nano_task *root = nano_create(measure_all_chunks, sizeof(experiment *), &args);
  if (root == NULL) return 1;
  *(experiment **)args = &e;
  nano_submit(root);
  nano_wait(root);
  nano_release(root);
  nano_shutdown();
  return e.failed;
}
