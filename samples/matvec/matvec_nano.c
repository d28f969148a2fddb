/* matvec_nano.c — Figure 1 with libnanothreads: one parallel loop per product, FIXED chunks. */
#include <nano/nano.h>

#include "matvec_kernel.h"

static void rows_body(int64_t lo, int64_t hi, void *args) { matvec_rows((const matvec_problem *)args, lo, hi); }

int main(int argc, char **argv) {
  const bench_options o = bench_parse(argc, argv);
  matvec_problem p = matvec_make(o.rows);
  const double seq = matvec_sequential_time(&p, &o);
  const double expected = matvec_checksum(&p);
  if (nano_init(o.workers) != NANO_OK) return 1;
  printf("impl,workers,chunk,time_s,seq_s\n");
  for (int c = 0; c < o.chunk_count; ++c) {
    const nano_schedule s = {NANO_SCHEDULE_FIXED, o.chunks[c], 0, 0};
    double samples[64];
    for (int r = 0; r < o.runs; ++r) {
      const double t0 = bench_now();
      for (int k = 0; k < o.reps; ++k) nano_parallel_for(p.rows, &s, rows_body, &p);
      samples[r] = bench_now() - t0;
    }
    if (matvec_checksum(&p) != expected) {
      fprintf(stderr, "matvec_nano: wrong result with chunk %lld\n", (long long)o.chunks[c]);
      return 1;
    }
    printf("nanothreads,%d,%lld,%.6f,%.6f\n", o.workers, (long long)o.chunks[c], bench_median(samples, o.runs), seq);
    fflush(stdout);
  }
  nano_shutdown();
  return 0;
}
