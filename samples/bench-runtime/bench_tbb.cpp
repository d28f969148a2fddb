// bench_tbb.cpp — the same benchmarks on oneTBB (task_group; flow graph for the stencil).
//   bench_tbb fib N | spawn N | wait N | stencil WIDTH STEPS MAXLOG
#include <tbb/flow_graph.h>
#include <tbb/global_control.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <memory>
#include <thread>
#include <vector>

#include "bench_common.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

long fib(int n) {
  if (n < 2) return n;
  long x, y;
  tbb::task_group g;
  g.run([&] { x = fib(n - 1); });
  g.run([&] { y = fib(n - 2); });
  g.wait();
  return x + y;
}

__attribute__((noinline)) void empty_task(long i) { asm volatile("" ::"r"(i)); }

void stencil(int width, int steps, long iterations, double *grid) {
  using Node = tbb::flow::continue_node<tbb::flow::continue_msg>;
  tbb::flow::graph g;
  std::vector<std::unique_ptr<Node>> nodes;
  nodes.reserve(static_cast<size_t>(width) * steps);
  tbb::flow::broadcast_node<tbb::flow::continue_msg> start(g);
  for (int t = 0; t < steps; ++t) {
    for (int i = 0; i < width; ++i) {
      int l = i > 0 ? i - 1 : i, r = i + 1 < width ? i + 1 : i;
      double *out = &grid[t * width + i];
      const double *in = t ? &grid[(t - 1) * width] : nullptr;
      nodes.push_back(std::make_unique<Node>(g, [=](const tbb::flow::continue_msg &) {
        *out = bench_kernel(in ? in[l] + in[i] + in[r] : 1.0, iterations);
      }));
      Node &node = *nodes.back();
      if (t == 0) {
        tbb::flow::make_edge(start, node);
      } else {
        for (int j = i - 1; j <= i + 1; ++j)
          if (j >= 0 && j < width) tbb::flow::make_edge(*nodes[static_cast<size_t>((t - 1) * width + j)], node);
      }
    }
  }
  start.try_put(tbb::flow::continue_msg());
  g.wait_for_all();
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s fib N | spawn N | wait N | stencil WIDTH STEPS MAXLOG\n", argv[0]);
    return 2;
  }
  int workers = std::getenv("NANO_WORKERS") ? std::atoi(std::getenv("NANO_WORKERS"))
                                            : static_cast<int>(std::thread::hardware_concurrency());
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(workers));
  tbb::task_arena arena(workers);
  if (std::strcmp(argv[1], "fib") == 0) {
    int n = std::atoi(argv[2]);
    long result = 0;
    double t0 = bench_now();
    arena.execute([&] { result = fib(n); });
    double t1 = bench_now();
    std::printf("tbb fib_ns_per_task %.2f (fib=%ld, workers=%d)\n", (t1 - t0) * 1e9 / bench_fib_calls(n), result,
                workers);
  } else if (std::strcmp(argv[1], "spawn") == 0) {
    long n = std::atol(argv[2]);
    double t0 = bench_now();
    arena.execute([&] {
      tbb::task_group g;
      for (long i = 0; i < n; ++i) g.run([i] { empty_task(i); });
      g.wait();
    });
    double t1 = bench_now();
    std::printf("tbb spawn_tasks_per_s %.0f (workers=%d)\n", n / (t1 - t0), workers);
  } else if (std::strcmp(argv[1], "wait") == 0) {
    // The main thread submits one empty task and waits for it, N times (TBB's waiting
    // thread joins the arena and may run the task itself).
    long n = std::atol(argv[2]);
    double t0 = bench_now();
    arena.execute([&] {
      tbb::task_group g;
      for (long i = 0; i < n; ++i) {
        g.run([i] { empty_task(i); });
        g.wait();
      }
    });
    double t1 = bench_now();
    std::printf("tbb wait_us %.3f (workers=%d)\n", (t1 - t0) * 1e6 / static_cast<double>(n), workers);
  } else if (std::strcmp(argv[1], "stencil") == 0 && argc >= 5) {
    int width = std::atoi(argv[2]), steps = std::atoi(argv[3]), maxlog = std::atoi(argv[4]);
    std::vector<double> grid(static_cast<size_t>(width) * steps);
    struct Ctx {
      tbb::task_arena *arena;
      int width, steps;
      double *grid;
    } ctx{&arena, width, steps, grid.data()};
    auto run = [](long iterations, void *p) {
      auto *c = static_cast<Ctx *>(p);
      double t0 = bench_now();
      c->arena->execute([&] { stencil(c->width, c->steps, iterations, c->grid); });
      return bench_now() - t0;
    };
    bench_sweep_stencil("tbb", width, static_cast<long>(width) * steps, maxlog, run, &ctx);
  }
  return 0;
}
