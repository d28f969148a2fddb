// stats.cpp — the NANO_STATS=1 summary printed at shutdown.
#include "diag/stats.hpp"

#include <cstdio>

#include "sched/thread_state.hpp"

namespace nano::detail {

namespace {

void print_row(const char *name, const WorkerStats &s, std::uint64_t wall_ns) noexcept {
  double idle = wall_ns ? 100.0 * static_cast<double>(s.idle_ns) / static_cast<double>(wall_ns) : 0.0;
  std::fprintf(
      stderr, "nano: stats: %6s %12llu %10llu %10llu %10llu %9llu %10llu %10llu %10llu %8.1f%% %9llu %8llu\n", name,
      static_cast<unsigned long long>(s.tasks_run), static_cast<unsigned long long>(s.tasks_inlined),
      static_cast<unsigned long long>(s.tasks_throttled), static_cast<unsigned long long>(s.steals),
      static_cast<unsigned long long>(s.steal_backoffs), static_cast<unsigned long long>(s.suspensions),
      static_cast<unsigned long long>(s.resumptions), static_cast<unsigned long long>(s.immediate_successors), idle,
      static_cast<unsigned long long>(s.sleeps), static_cast<unsigned long long>(s.releases));
}

void add_to(WorkerStats &total, const WorkerStats &s) noexcept {
  total.tasks_run += s.tasks_run;
  total.steals += s.steals;
  total.suspensions += s.suspensions;
  total.releases += s.releases;
  total.reaction_ns_sum += s.reaction_ns_sum;
  if (s.reaction_ns_max > total.reaction_ns_max) total.reaction_ns_max = s.reaction_ns_max;
  for (int b = 0; b < reaction_buckets; ++b) total.reaction_histogram[b] += s.reaction_histogram[b];
}

}  // namespace

void print_stats(ThreadState *const *workers, int count, ThreadState *const *outside, int outside_count,
                 std::uint64_t wall_ns) noexcept {
  WorkerStats total;
  std::fprintf(stderr, "nano: stats: %d worker(s), %.3f s\n", count, static_cast<double>(wall_ns) * 1e-9);
  std::fprintf(stderr, "nano: stats: %6s %12s %10s %10s %10s %9s %10s %10s %10s %9s %9s %8s\n", "worker", "tasks",
               "inlined", "throttled", "steals", "backoffs", "suspends", "resumes", "imm.succ", "idle %", "sleeps",
               "releases");
  char name[16];
  for (int i = 0; i < count; ++i) {
    std::snprintf(name, sizeof name, "%d", i);
    print_row(name, workers[i]->stats, wall_ns);
    add_to(total, workers[i]->stats);
  }
  // Threads of the program (main, its pthreads) run the tasks they wait for themselves.
  for (int i = 0; i < outside_count; ++i) {
    const WorkerStats &s = outside[i]->stats;
    if (s.tasks_run == 0 && s.steals == 0) continue;
    std::snprintf(name, sizeof name, "out%d", i);
    print_row(name, s, wall_ns);
    add_to(total, s);
  }
  std::fprintf(stderr, "nano: stats: total %llu tasks, %llu steals, %llu suspensions, %llu processor releases\n",
               static_cast<unsigned long long>(total.tasks_run), static_cast<unsigned long long>(total.steals),
               static_cast<unsigned long long>(total.suspensions), static_cast<unsigned long long>(total.releases));
  if (total.releases == 0) return;
  std::fprintf(stderr,
               "nano: stats: release reaction time (request -> processor given back): mean %.1f us, max %.1f us\n",
               static_cast<double>(total.reaction_ns_sum) / static_cast<double>(total.releases) * 1e-3,
               static_cast<double>(total.reaction_ns_max) * 1e-3);
  for (int b = 0; b < reaction_buckets; ++b) {
    if (!total.reaction_histogram[b]) continue;
    double lo = static_cast<double>(std::uint64_t{1} << b) * 1e-3;
    std::fprintf(stderr, "nano: stats:   [%10.3f us, %10.3f us): %u\n", b == 0 ? 0.0 : lo, 2 * lo,
                 total.reaction_histogram[b]);
  }
}

}  // namespace nano::detail
