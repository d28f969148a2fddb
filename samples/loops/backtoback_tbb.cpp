// backtoback_tbb.cpp — backtoback.c with oneTBB parallel_for: the oneTBB peer (same arguments and stdout).
//
// static = static_partitioner (one range per thread), fixed = blocked_range with grain
// `chunk` and simple_partitioner, gss = auto_partitioner (TBB's adaptive default).
// Threads: NANO_WORKERS or OMP_NUM_THREADS (default: all processors).
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/partitioner.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "backtoback_kernel.h"

namespace {

template <class Partitioner>
void run_loop(long n, long grain, long a, const long *x, long *y, Partitioner &&partitioner) {
  tbb::parallel_for(
      tbb::blocked_range<long>(0, n, static_cast<std::size_t>(grain)),
      [=](const tbb::blocked_range<long> &r) { backtoback_rows(x, y, a, r.begin(), r.end()); }, partitioner);
}

int thread_count() {
  for (const char *name : {"NANO_WORKERS", "OMP_NUM_THREADS"})
    if (const char *v = std::getenv(name); v && std::atoi(v) > 0) return std::atoi(v);
  return 0;
}

}  // namespace

int main(int argc, char **argv) {
  const long n = argc > 1 ? std::atol(argv[1]) : 32000;
  const long loops = argc > 2 ? std::atol(argv[2]) : 2000;
  const char *schedule = argc > 3 ? argv[3] : "static";
  const long chunk = argc > 4 ? std::atol(argv[4]) : 64;
  const bool known = !std::strcmp(schedule, "static") || !std::strcmp(schedule, "fixed") || !std::strcmp(schedule, "gss");
  if (n < 1 || loops < 1 || chunk < 1 || !known) {
    std::fprintf(stderr, "usage: backtoback_tbb [n (>= 1) [loops (>= 1) [static|fixed|gss [chunk (>= 1)]]]]\n");
    return 2;
  }
  std::unique_ptr<tbb::global_control> limit;
  if (const int threads = thread_count(); threads > 0)
    limit = std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism,
                                                  static_cast<std::size_t>(threads));
  std::vector<long> x(static_cast<std::size_t>(n)), y(static_cast<std::size_t>(n));
  for (long i = 0; i < n; i++) x[static_cast<std::size_t>(i)] = i % 1021;
  long sum = 0;
  const auto start = std::chrono::steady_clock::now();
  for (long a = 0; a < loops; a++) {
    if (!std::strcmp(schedule, "static")) run_loop(n, 1, a, x.data(), y.data(), tbb::static_partitioner());
    else if (!std::strcmp(schedule, "fixed")) run_loop(n, chunk, a, x.data(), y.data(), tbb::simple_partitioner());
    else run_loop(n, 1, a, x.data(), y.data(), tbb::auto_partitioner());
    sum = backtoback_fold(y.data(), n, a, sum);
  }
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("backtoback %ld elements, %ld loops, %s: checksum %ld\n", n, loops, schedule, sum);
  std::fprintf(stderr, "time: %.6f s (%.2f us per loop)\n", elapsed, 1e6 * elapsed / static_cast<double>(loops));
  return 0;
}
