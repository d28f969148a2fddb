// matvec_tbb.cpp — Figure 1 with oneTBB: parallel_for over blocked_range(rows, chunk) with simple_partitioner.
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/partitioner.h>

#include "matvec_kernel.h"

int main(int argc, char **argv) {
  const bench_options o = bench_parse(argc, argv);
  matvec_problem p = matvec_make(o.rows);
  const double seq = matvec_sequential_time(&p, &o);
  const double expected = matvec_checksum(&p);
  tbb::global_control threads(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(o.workers));
  std::printf("impl,workers,chunk,time_s,seq_s\n");
  for (int c = 0; c < o.chunk_count; ++c) {
    const std::int64_t chunk = o.chunks[c];
    double samples[64];
    for (int r = 0; r < o.runs; ++r) {
      const double t0 = bench_now();
      for (int k = 0; k < o.reps; ++k) {
        // simple_partitioner splits down to `chunk` rows exactly (grain size), like a fixed chunk.
        tbb::parallel_for(
            tbb::blocked_range<std::int64_t>(0, p.rows, static_cast<std::size_t>(chunk)),
            [&](const tbb::blocked_range<std::int64_t> &r) { matvec_rows(&p, r.begin(), r.end()); },
            tbb::simple_partitioner());
      }
      samples[r] = bench_now() - t0;
    }
    if (matvec_checksum(&p) != expected) {
      std::fprintf(stderr, "matvec_tbb: wrong result with chunk %lld\n", static_cast<long long>(chunk));
      return 1;
    }
    std::printf("onetbb,%d,%lld,%.6f,%.6f\n", o.workers, static_cast<long long>(chunk), bench_median(samples, o.runs), seq);
    std::fflush(stdout);
  }
  return 0;
}
