/* matvec_openmp.c — Figure 1 with OpenMP schedule(dynamic, chunk); built against libgomp (gcc) and libomp (clang). */
#include <omp.h>

#include "matvec_kernel.h"

#ifndef MATVEC_IMPL
#define MATVEC_IMPL "openmp"
#endif

/* One product as one worksharing loop (a parallel region per product, as the
 * nano-threads version has one loop per product). */
static void product(const matvec_problem *p, int chunk) {
#pragma omp parallel for schedule(dynamic, chunk)
  for (int64_t i = 0; i < p->rows; ++i) matvec_rows(p, i, i + 1);
}

int main(int argc, char **argv) {
  const bench_options o = bench_parse(argc, argv);
  matvec_problem p = matvec_make(o.rows);
  matvec_rows(&p, 0, p.rows);
  const double expected = matvec_checksum(&p);
  omp_set_num_threads(o.workers);
  printf(MATVEC_CSV_HEADER);
  for (int c = 0; c < o.chunk_count; ++c) {
    const int chunk = (int)o.chunks[c];
    MATVEC_MEASURE(MATVEC_IMPL, o, p, chunk, product(&p, chunk));
    if (matvec_checksum(&p) != expected) {
      fprintf(stderr, "matvec_openmp: wrong result with chunk %d\n", chunk);
      return 1;
    }
  }
  return 0;
}
