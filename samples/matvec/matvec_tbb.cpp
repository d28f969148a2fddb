// matvec_tbb.cpp — Figure 1 with oneTBB: parallel_for over blocked_range(rows, chunk) with simple_partitioner.
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/partitioner.h>

#include "matvec_kernel.h"

// simple_partitioner splits down to the grain size: chunks of grain/2 .. grain rows.
static void product(const matvec_problem *p, std::int64_t chunk) {
  tbb::parallel_for(
      tbb::blocked_range<std::int64_t>(0, p->rows, static_cast<std::size_t>(chunk)),
      [p](const tbb::blocked_range<std::int64_t> &r) { matvec_rows(p, r.begin(), r.end()); },
      tbb::simple_partitioner());
}

int main(int argc, char **argv) {
  const bench_options o = bench_parse(argc, argv);
  matvec_problem p = matvec_make(o.rows);
  matvec_rows(&p, 0, p.rows);
  const double expected = matvec_checksum(&p);
  tbb::global_control threads(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(o.workers));
  std::printf(MATVEC_CSV_HEADER);
  for (int c = 0; c < o.chunk_count; ++c) {
    MATVEC_MEASURE("onetbb", o, p, o.chunks[c], product(&p, o.chunks[c]));
    if (matvec_checksum(&p) != expected) {
      std::fprintf(stderr, "matvec_tbb: wrong result with chunk %lld\n", static_cast<long long>(o.chunks[c]));
      return 1;
    }
  }
  return 0;
}
