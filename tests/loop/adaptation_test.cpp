// adaptation_test.cpp — changing the active workers during loops and task graphs loses nothing,
// runs nothing twice; the preemption simulator's forced stops do not deadlock.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "cpu/forced_stop.hpp"
#include "cpu/oversubscription.hpp"
#include "cpu/worker_probe.hpp"
#include "loop_test_support.hpp"
#include "nano/parallel_for.hpp"
#include "nano/preempt.h"
#include "sched/wait.hpp"

using loop_test::Coverage;
using loop_test::use_workers;

namespace {

// Flips the active workers through 1..max while it lives.
class Resizer {
 public:
  explicit Resizer(int max)
      : thread_([this, max] {
          int step = 0;
          while (!done_.load()) {
            const int pattern[] = {1, max, 2, max / 2 > 0 ? max / 2 : 1, 1, 3 <= max ? 3 : max};
            nano_set_active_workers(pattern[step++ % 6]);
            changes_.fetch_add(1);
            std::this_thread::yield();
          }
        }) {}
  ~Resizer() {
    done_.store(true);
    thread_.join();
  }
  int changes() const { return changes_.load(); }

 private:
  std::atomic<bool> done_{false};
  std::atomic<int> changes_{0};
  std::thread thread_;
};

// How long stop_thread() may wait for the stopped thread's handler to run: that thread
// is runnable but may be descheduled for long on a loaded machine (a minute: failure
// means the signal was never delivered, not that the machine was slow).
constexpr std::int64_t stop_ack_timeout_ns = 60'000'000'000;

// Waits until `count` workers sleep on the idle gate (they spin first after their last work).
void wait_until_workers_sleep(int count) {
  while (nano::detail::cpu::sleeping_worker_count() < count) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

}  // namespace

TEST_CASE("resizing the active workers during loops loses no iteration and runs none twice", "[loop][adaptation]") {
  use_workers(loop_test::kWorkers);
  const auto kind = static_cast<nano_schedule_kind>(GENERATE(0, 1, 2, 3, 4, 5));
  INFO("schedule " << loop_test::schedule_name(kind));
  const std::int64_t n = 30011;
  {
    Resizer resizer(4);
    // Keep looping until the resizer changed P several times during our loops.
    for (int round = 0; round < 20 || resizer.changes() < 10; ++round) {
      Coverage cover(n);
      const nano_schedule s{kind, kind == NANO_SCHEDULE_FIXED ? 3 : 0, 0, 0};
      REQUIRE(nano_parallel_for(n, &s, &Coverage::body, &cover) == NANO_OK);
      REQUIRE(cover.wrong() == 0);
      if (round > 10000) break;
    }
  }
  use_workers(loop_test::kWorkers);
}

TEST_CASE("resizing during a task graph with nested loops loses no work", "[loop][adaptation]") {
  use_workers(loop_test::kWorkers);
  constexpr int tasks = 64;
  constexpr std::int64_t inner = 2000;
  std::vector<std::atomic<int>> counts(tasks * inner);
  std::atomic<int> ran{0};
  {
    Resizer resizer(loop_test::kWorkers);
    struct Args {
      std::vector<std::atomic<int>> *counts;
      std::atomic<int> *ran;
      int index;
    };
    nano_task *previous = nullptr;
    for (int t = 0; t < tasks; ++t) {
      void *raw = nullptr;
      nano_task *task = nano_create(
          [](void *p) {
            auto *a = static_cast<Args *>(p);
            a->ran->fetch_add(1);
            nano::parallel_for(inner, nano::schedule::gss(), [&](std::int64_t j) {
              (*a->counts)[static_cast<std::size_t>(a->index * inner + j)].fetch_add(1);
            });
          },
          sizeof(Args), &raw);
      REQUIRE(task != nullptr);
      *static_cast<Args *>(raw) = Args{&counts, &ran, t};
      if (previous != nullptr && t % 4 != 0) REQUIRE(nano_precede(previous, task) == NANO_OK);  // chains of 4
      REQUIRE(nano_submit(task) == NANO_OK);
      if (previous != nullptr) nano_release(previous);
      previous = task;
    }
    nano_release(previous);
    REQUIRE(nano_wait_all() == NANO_OK);
  }
  use_workers(loop_test::kWorkers);
  CHECK(ran.load() == tasks);
  std::int64_t wrong = 0;
  for (auto &c : counts) wrong += c.load() != 1;
  CHECK(wrong == 0);
}

TEST_CASE("the preemption simulator takes processors and forces the late ones while loops still complete",
          "[loop][preemption]") {
  use_workers(2);
  const int reaction_ms = GENERATE(0, 3);
  INFO("reaction " << reaction_ms << " ms");
  REQUIRE(nano_preemption_start(2, reaction_ms) == NANO_OK);
  CHECK(nano_preemption_start(2, reaction_ms) == NANO_ERR_STATE);
  nano_preemption_stats stats{};
  const auto kind = static_cast<nano_schedule_kind>(GENERATE(1, 2, 5));
  // Run loops (with chunks long enough to be caught mid-chunk) until the simulator has
  // taken a processor several times.
  for (int round = 0;; ++round) {
    Coverage cover(4001);
    const nano_schedule s{kind, 50, 0, 0};
    auto slow_body = [](std::int64_t lo, std::int64_t hi, void *self) {
      volatile double x = 0;
      for (int k = 0; k < 2000; ++k) x = x + k;
      Coverage::body(lo, hi, self);
    };
    REQUIRE(nano_parallel_for(4001, &s, slow_body, &cover) == NANO_OK);
    REQUIRE(cover.wrong() == 0);
    REQUIRE(nano_preemption_get_stats(&stats) == NANO_OK);
    if (stats.takes >= 4 || round > 100000) break;
  }
  REQUIRE(nano_preemption_stop() == NANO_OK);
  CHECK(nano_preemption_stop() == NANO_ERR_STATE);
  REQUIRE(nano_preemption_get_stats(&stats) == NANO_OK);
  CHECK(stats.takes >= 4);
  CHECK(stats.released_in_time + stats.forced == stats.takes);
  CHECK(stats.returns == stats.takes);
  CHECK(stats.average_processors > 1.0);
  CHECK(stats.average_processors < 2.0);
  CHECK(nano_active_workers() == 2);
}

TEST_CASE("the preemption simulator refuses bad arguments and a single processor", "[loop][preemption]") {
  use_workers(1);
  CHECK(nano_preemption_start(0, 0) == NANO_ERR_INVALID);
  CHECK(nano_preemption_start(10, -1) == NANO_ERR_INVALID);
  CHECK(nano_preemption_start(10, 0) == NANO_ERR_STATE);
  use_workers(2);
}

TEST_CASE("a thread with nothing to do lends its processor to a force-stopped thread for a bounded time",
          "[loop][preemption]") {
  namespace cpu = nano::detail::cpu;
  use_workers(2);
  std::atomic<bool> quit{false};
  std::atomic<std::uint64_t> progress{0};
  std::thread stopped([&] {
    while (!quit.load(std::memory_order_relaxed)) progress.fetch_add(1, std::memory_order_relaxed);
  });
  CHECK_FALSE(cpu::lend_processor_to_stopped_thread());  // nothing stopped: returns at once
  // This thread is the only lender: the runtime's idle workers would otherwise lend
  // their processor first (the behaviour of the next test case).
  cpu::set_workers_lend(false);
  struct WorkersLendAgain {
    ~WorkersLendAgain() { nano::detail::cpu::set_workers_lend(true); }
  } restore;
  REQUIRE(cpu::stop_thread(stopped.native_handle(), stop_ack_timeout_ns));
  // stop_thread returns once the handler runs: the thread makes no progress now.
  const std::uint64_t frozen = progress.load();
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  REQUIRE(progress.load() == frozen);

  std::atomic<bool> lender_returned{false};
  bool lent = false;
  std::thread lender([&] {
    lent = cpu::lend_processor_to_stopped_thread();
    lender_returned.store(true);
  });
  // The stopped thread runs again while the lender stands stopped in its place.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (progress.load() == frozen && std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
  REQUIRE(progress.load() != frozen);
  // This thread never parks as a released worker would, and the processor is not
  // returned: the lender goes back to work by itself after its bound (2 ms).
  lender.join();
  CHECK(lender_returned.load());
  CHECK(lent);
  CHECK_FALSE(cpu::lend_processor_to_stopped_thread());  // nothing held any more
  cpu::resume_stopped_thread();                          // the processor comes back
  quit.store(true);
  stopped.join();
}

TEST_CASE("a worker going idle lends its processor to a force-stopped thread", "[loop][preemption]") {
  namespace cpu = nano::detail::cpu;
  use_workers(2);
  std::atomic<bool> quit{false};
  std::atomic<std::uint64_t> progress{0};
  std::thread stopped([&] {
    while (!quit.load(std::memory_order_relaxed)) progress.fetch_add(1, std::memory_order_relaxed);
  });
  wait_until_workers_sleep(2);
  // Read before the stop: a worker still going idle may lend (and finish lending,
  // which is when the count grows) before stop_thread() returns.
  const std::uint64_t lends_before = cpu::lend_count();
  REQUIRE(cpu::stop_thread(stopped.native_handle(), stop_ack_timeout_ns));
  const std::uint64_t frozen = progress.load();
  // A task wakes a worker; once it has run it, the worker finds nothing else to do and
  // lends its processor to the stopped thread, which runs again.
  void *raw = nullptr;
  nano_task *t = nano_create([](void *) {}, 0, &raw);
  REQUIRE(t != nullptr);
  nano::detail::keep_on_workers(t);
  REQUIRE(nano_submit(t) == NANO_OK);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (progress.load() == frozen && std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
  REQUIRE(progress.load() != frozen);
  REQUIRE(nano_wait(t) == NANO_OK);
  REQUIRE(nano_release(t) == NANO_OK);
  while (cpu::lend_count() == lends_before && std::chrono::steady_clock::now() < deadline)
    std::this_thread::yield();
  CHECK(cpu::lend_count() > lends_before);  // the lender went back to work after its bound
  cpu::resume_stopped_thread();
  quit.store(true);
  stopped.join();
}

TEST_CASE("a spinner that was descheduled stops spinning for the window, per worker", "[loop][spin]") {
  namespace cpu = nano::detail::cpu;
  // Worker ids no test runtime has (kWorkers = 8), so the runtime's own spinners do
  // not touch these slots; made-up clock values.
  const int worker = 200, other = 201;
  const std::uint64_t t0 = 1'000'000'000;
  CHECK(cpu::spinning_pays(worker, t0));
  CHECK_FALSE(cpu::descheduled_between(worker, t0, t0 + 1'000));  // a normal round
  CHECK(cpu::spinning_pays(worker, t0 + 1'000));
  const std::uint64_t back = t0 + 1'000 + cpu::descheduled_gap_ns + 1;
  CHECK(cpu::descheduled_between(worker, t0 + 1'000, back));  // did not run in between
  CHECK_FALSE(cpu::spinning_pays(worker, back));
  CHECK_FALSE(cpu::spinning_pays(worker, back + cpu::no_spin_window_ns - 1));
  CHECK(cpu::spinning_pays(worker, back + cpu::no_spin_window_ns));
  CHECK(cpu::spinning_pays(other, back));  // another worker keeps spinning
}

namespace {

// A loop called from the test thread (an outside thread, as main) whose first chunk on
// that thread drops the active workers from 2 to 1. Every chunk takes a ticket at entry;
// a chunk on a worker waits until the drop is visible, then is counted.
struct DropFromMain {
  explicit DropFromMain(std::int64_t n) : cover(n) {}
  Coverage cover;
  std::atomic<bool> dropped{false};
  std::atomic<bool> timed_out{false};
  std::atomic<std::int64_t> tickets{0};
  std::atomic<std::int64_t> last_main_ticket{-1};
  std::mutex late_mutex;
  std::vector<std::pair<int, std::int64_t>> late_worker_chunks;  // (worker, ticket) after the drop

  static void body(std::int64_t lo, std::int64_t hi, void *self) {
    auto *d = static_cast<DropFromMain *>(self);
    const std::int64_t ticket = d->tickets.fetch_add(1, std::memory_order_seq_cst);
    const int worker = nano_worker_id();
    if (worker < 0) {
      if (!d->dropped.load(std::memory_order_relaxed)) {
        REQUIRE(nano_set_active_workers(1) == NANO_OK);
        d->dropped.store(true, std::memory_order_seq_cst);  // after the active count's store
      }
      d->last_main_ticket.store(ticket, std::memory_order_relaxed);
    } else {
      // A worker's chunk waits for the drop (up to a minute), so main surely runs a
      // chunk while the loop still has work, whichever thread claimed first: the
      // worker's grabber holds at most one claim meanwhile and the loop is far larger.
      const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
      while (!d->dropped.load(std::memory_order_seq_cst)) {
        if (std::chrono::steady_clock::now() > give_up) {
          d->timed_out.store(true);
          break;
        }
        std::this_thread::yield();
      }
      std::lock_guard<std::mutex> lock(d->late_mutex);
      d->late_worker_chunks.emplace_back(worker, ticket);
    }
    volatile double sink = 0;  // ~1 us of work, so the workers have time to join in
    for (int k = 0; k < 300; ++k) sink = sink + k * 0.5;
    Coverage::body(lo, hi, &d->cover);
  }
};

}  // namespace

TEST_CASE("a loop called from main counts main as one of the active processors when the count drops",
          "[loop][adaptation]") {
  // main holds one of the active processors for its loop's duration. Once the count
  // drops to 1 while main still runs chunks, a worker's grabber that has seen the drop
  // (its chunk waited for the flag set after the drop) stops at its next safe point and
  // gives its claimed chunks back: at most that one chunk per worker runs on a worker
  // while main still works. Before, the worker kept going: two processors for one.
  const auto kind = static_cast<nano_schedule_kind>(GENERATE(1, 2, 3, 4, 5));
  INFO("schedule " << loop_test::schedule_name(kind));
  for (int round = 0; round < 20; ++round) {
    use_workers(2);
    DropFromMain drop(4001);
    const nano_schedule s{kind, kind == NANO_SCHEDULE_FIXED ? 1 : 0, 0, 0};
    REQUIRE(nano_parallel_for(4001, &s, &DropFromMain::body, &drop) == NANO_OK);
    REQUIRE(drop.cover.wrong() == 0);
    REQUIRE(drop.dropped.load());
    REQUIRE_FALSE(drop.timed_out.load());
    const std::int64_t main_end = drop.last_main_ticket.load();
    std::map<int, int> while_main_worked;  // worker -> chunks it ran after the drop, before main's last one
    for (const auto &[worker, ticket] : drop.late_worker_chunks)
      if (ticket < main_end) ++while_main_worked[worker];
    for (const auto &[worker, count] : while_main_worked) {
      INFO("round " << round << " worker " << worker);
      CHECK(count <= 1);
    }
  }
  use_workers(loop_test::kWorkers);
}
