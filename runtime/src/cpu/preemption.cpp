// preemption.cpp — the preemption simulator thread: take a processor, force it, give it back.
#include "cpu/preemption.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <new>
#include <mutex>
#include <thread>

#include "cpu/forced_stop.hpp"
#include "cpu/worker_probe.hpp"
#include "nano/preempt.h"
#include "os/futex.hpp"

namespace nano::detail {
namespace {

struct Counters {
  std::atomic<std::uint64_t> takes{0}, released_in_time{0}, forced{0}, returns{0};
  std::atomic<std::uint64_t> idle_handoffs{0};  // stopped threads let go on a processor the program left idle
  std::atomic<std::uint64_t> start_ns{0}, end_ns{0};            // end 0: running
  std::atomic<std::uint64_t> processor_ns{0}, accounted_ns{0};  // integral of processors over time
};

class Simulator {
 public:
  Simulator(int period_ms, int reaction_ms, int full) : period_(period_ms), reaction_(reaction_ms), full_(full) {}
  void start() {
    thread_ = std::thread([this] { run(); });
  }
  void stop() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

 private:
  // Sleeps `ms`; false if stop() came first.
  bool sleep(std::chrono::milliseconds ms) {
    std::unique_lock<std::mutex> lock(mutex_);
    return !wake_.wait_for(lock, ms, [this] { return stopping_; });
  }
  bool sleep_for(std::chrono::steady_clock::duration d) {
    std::unique_lock<std::mutex> lock(mutex_);
    return !wake_.wait_for(lock, d, [this] { return stopping_; });
  }
  bool stopping() {
    std::lock_guard<std::mutex> lock(mutex_);
    return stopping_;
  }
  void account(int processors, std::uint64_t from_ns, std::uint64_t to_ns);
  bool victim_gave_back(int baseline) const;
  void hold_taken(bool thread_stopped);
  void run();

  const std::chrono::milliseconds period_;
  const int reaction_;
  const int full_;  // processors the program has when none is taken
  std::thread thread_;
  std::mutex mutex_;  // the simulator's own: never held while it touches the workers
  std::condition_variable wake_;
  bool stopping_ = false;
};

Counters counters;
std::mutex control;  // start / stop / shutdown
std::unique_ptr<Simulator> simulator;

void Simulator::account(int processors, std::uint64_t from_ns, std::uint64_t to_ns) {
  counters.processor_ns.fetch_add(static_cast<std::uint64_t>(processors) * (to_ns - from_ns),
                                  std::memory_order_relaxed);
  counters.accounted_ns.fetch_add(to_ns - from_ns, std::memory_order_relaxed);
}

bool Simulator::victim_gave_back(int baseline) const {
  // Poll until the reaction time is over (the paper's OS waited this long for the
  // application's answer); with no reaction time, look exactly once.
  const std::uint64_t deadline = os::now_ns() + static_cast<std::uint64_t>(reaction_) * 1000000u;
  for (;;) {
    if (cpu::released_worker_count() > baseline) return true;
    if (os::now_ns() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
}

// Keeps the processor taken for one period. A kernel that preempted a thread of the
// program runs it again on a processor the program leaves idle (the paper's
// processors were handed to preempted threads of their program): while a thread is
// held stopped and every active worker sleeps for want of work, the stopped thread
// holds the work they wait for (a chunk, a loop's caller), so it is let go on that
// idle processor. It then gives its processor back itself at its next safe point,
// as a worker that reacted in time does. Looked at every millisecond; the loops
// themselves lend at once when they find nothing left (cpu/forced_stop.hpp).
void Simulator::hold_taken(bool thread_stopped) {
  using clock = std::chrono::steady_clock;
  const clock::time_point until = clock::now() + period_;
  for (;;) {
    const clock::duration left = until - clock::now();
    if (left <= clock::duration::zero()) return;
    if (!thread_stopped) {
      if (!sleep_for(left)) return;
      continue;
    }
    if (!sleep_for(std::min<clock::duration>(left, std::chrono::milliseconds(1)))) return;
    if (!cpu::thread_held()) {
      thread_stopped = false;  // a loop lent it a processor meanwhile
    } else if (cpu::sleeping_worker_count() >= full_ - 1) {
      cpu::resume_stopped_thread();
      counters.idle_handoffs.fetch_add(1, std::memory_order_relaxed);
      thread_stopped = false;
    }
  }
}

void Simulator::run() {
  const int victim = full_ - 1;  // the runtime releases the workers with id >= active
  std::uint64_t since = os::now_ns();
  while (sleep(period_)) {
    // Take one processor: ask for it, give the worker its reaction time, force it.
    const int baseline = cpu::released_worker_count();
    const std::uint64_t taken_at = os::now_ns();
    account(full_, since, taken_at);
    nano_set_active_workers(full_ - 1);
    counters.takes.fetch_add(1, std::memory_order_relaxed);
    bool thread_stopped = false;
    if (victim_gave_back(baseline)) {
      counters.released_in_time.fetch_add(1, std::memory_order_relaxed);
    } else {
      thread_stopped = true;
      // Taken anyway. If the signal is still pending after 50 ms it stops the thread
      // on delivery, or finds the processor already returned and does nothing.
      cpu::stop_thread(cpu::worker_thread(victim), 50'000'000);
      counters.forced.fetch_add(1, std::memory_order_relaxed);
    }
    hold_taken(thread_stopped);  // returns early when stopping: the processor is given back below
    // Give it back: the stopped thread goes first, so the call below (which may take
    // runtime locks) never waits for a thread that is still stopped.
    cpu::resume_stopped_thread();
    nano_set_active_workers(full_);
    counters.returns.fetch_add(1, std::memory_order_relaxed);
    since = os::now_ns();
    account(full_ - 1, taken_at, since);
    if (stopping()) break;
  }
  account(full_, since, os::now_ns());
}

nano_status start_locked(int period_ms, int reaction_ms, int full) {
  if (simulator) return NANO_ERR_STATE;
  counters.takes = 0;
  counters.released_in_time = 0;
  counters.forced = 0;
  counters.returns = 0;
  counters.idle_handoffs = 0;
  counters.processor_ns = 0;
  counters.accounted_ns = 0;
  counters.start_ns = os::now_ns();
  counters.end_ns = 0;
  simulator = std::make_unique<Simulator>(period_ms, reaction_ms, full);
  simulator->start();
  return NANO_OK;
}

void print_summary() {
  const char *env = std::getenv("NANO_STATS");
  if (env == nullptr || env[0] == '\0' || env[0] == '0') return;
  nano_preemption_stats s{};
  nano_preemption_get_stats(&s);
  std::fprintf(stderr,
               "nano: preemption: %llu processors taken (%llu given back in time, %llu forced), %llu returned, "
               "%.2f processors on average over %.2f s; stopped threads let go on a processor their program left idle: "
               "%llu by a worker with nothing left to do, %llu by the simulator\n",
               static_cast<unsigned long long>(s.takes), static_cast<unsigned long long>(s.released_in_time),
               static_cast<unsigned long long>(s.forced), static_cast<unsigned long long>(s.returns),
               s.average_processors, s.elapsed_s, static_cast<unsigned long long>(cpu::lend_count()),
               static_cast<unsigned long long>(counters.idle_handoffs.load()));
}

bool parse_environment(const char *text, int &period_ms, int &reaction_ms) {
  char *end = nullptr;
  const long period = std::strtol(text, &end, 10);
  long reaction = 0;
  if (end == text || period < 1 || period > 3'600'000) return false;
  if (*end == ':') {
    const char *r = end + 1;
    reaction = std::strtol(r, &end, 10);
    if (end == r || reaction < 0 || reaction > 3'600'000) return false;
  }
  if (*end != '\0') return false;
  period_ms = static_cast<int>(period);
  reaction_ms = static_cast<int>(reaction);
  return true;
}

}  // namespace

void preemption_start_from_environment(int active_workers) noexcept {
  const char *text = std::getenv("NANO_PREEMPT");
  if (text == nullptr || text[0] == '\0') return;
  int period_ms = 0, reaction_ms = 0;
  if (!parse_environment(text, period_ms, reaction_ms)) {
    std::fprintf(stderr,
                 "nano: NANO_PREEMPT=%s: expected period_ms[:reaction_ms] with period >= 1 and reaction >= 0 "
                 "(e.g. NANO_PREEMPT=400:3); the preemption simulator is off\n",
                 text);
    return;
  }
  // Started here, before start-up returns: a thread started later could find the
  // runtime already shut down (a short program) and leave a simulator running
  // past it, whose thread was still joinable at exit.
  std::lock_guard<std::mutex> lock(control);
  if (active_workers < 2) {
    std::fprintf(stderr, "nano: NANO_PREEMPT: needs at least 2 active workers (have %d); not started\n",
                 active_workers);
    return;
  }
  start_locked(period_ms, reaction_ms, active_workers);
}

void preemption_stop_for_shutdown() noexcept {
  std::lock_guard<std::mutex> lock(control);
  if (!simulator) return;
  simulator->stop();
  simulator.reset();
  counters.end_ns = os::now_ns();
  print_summary();
}

void preemption_forget_after_fork(void (*keep)(const void *) noexcept) noexcept {
  keep(simulator.release());  // its thread and mutex stayed in the parent
  new (&control) std::mutex;  // held by a thread of the parent, perhaps
}

}  // namespace nano::detail

using namespace nano::detail;

extern "C" nano_status nano_preemption_start(int period_ms, int reaction_ms) {
  if (period_ms < 1 || reaction_ms < 0) {
    std::fprintf(stderr, "nano: nano_preemption_start(%d, %d): need period_ms >= 1 and reaction_ms >= 0\n",
                 period_ms, reaction_ms);
    return NANO_ERR_INVALID;
  }
  const int full = nano_active_workers();
  std::lock_guard<std::mutex> lock(control);
  if (full < 2) return NANO_ERR_STATE;
  return start_locked(period_ms, reaction_ms, full);
}

extern "C" nano_status nano_preemption_stop(void) {
  {
    std::lock_guard<std::mutex> lock(control);
    if (!simulator) return NANO_ERR_STATE;
  }
  preemption_stop_for_shutdown();
  return NANO_OK;
}

extern "C" nano_status nano_preemption_get_stats(nano_preemption_stats *stats) {
  if (stats == nullptr) return NANO_ERR_INVALID;
  const std::uint64_t start = counters.start_ns.load();
  const std::uint64_t end = counters.end_ns.load();
  const std::uint64_t now = end != 0 ? end : os::now_ns();
  stats->takes = counters.takes.load();
  stats->released_in_time = counters.released_in_time.load();
  stats->forced = counters.forced.load();
  stats->returns = counters.returns.load();
  stats->elapsed_s = start != 0 ? static_cast<double>(now - start) * 1e-9 : 0.0;
  const std::uint64_t accounted = counters.accounted_ns.load();
  stats->average_processors =
      accounted != 0 ? static_cast<double>(counters.processor_ns.load()) / static_cast<double>(accounted) : 0.0;
  return NANO_OK;
}
