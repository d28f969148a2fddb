/* matvec_openmp.c — Figure 1 with OpenMP schedule(dynamic, chunk); built against libgomp (gcc) and libomp (clang). */
#include <omp.h>

#include "matvec_kernel.h"

#ifndef MATVEC_IMPL
#define MATVEC_IMPL "openmp"
#endif

int main(int argc, char **argv) {
  const bench_options o = bench_parse(argc, argv);
  matvec_problem p = matvec_make(o.rows);
  const double seq = matvec_sequential_time(&p, &o);
  const double expected = matvec_checksum(&p);
  omp_set_num_threads(o.workers);
  printf("impl,workers,chunk,time_s,seq_s\n");
  for (int c = 0; c < o.chunk_count; ++c) {
    const int chunk = (int)o.chunks[c];
    double samples[64];
    for (int r = 0; r < o.runs; ++r) {
      const double t0 = bench_now();
#pragma omp parallel
      for (int k = 0; k < o.reps; ++k) {
#pragma omp for schedule(dynamic, chunk)
        for (int64_t i = 0; i < p.rows; ++i) matvec_rows(&p, i, i + 1);
      }
      samples[r] = bench_now() - t0;
    }
    if (matvec_checksum(&p) != expected) {
      fprintf(stderr, "matvec_openmp: wrong result with chunk %d\n", chunk);
      return 1;
    }
    printf("%s,%d,%d,%.6f,%.6f\n", MATVEC_IMPL, o.workers, chunk, bench_median(samples, o.runs), seq);
    fflush(stdout);
  }
  return 0;
}
