// clock_sharing_test.cpp — records that read no clock take the time of their thread's previous clock read.
//
// The contract (runtime/src/trace/event_encoding.hpp, docs/tracing.md "Times"): on a
// worker a task creation is stamped with the creator's last clocked record; the chain of
// records right after a task end (dependency releases, the scheduling and running
// states, the next task start) shares the end's time until user code runs
// (trace::user_code_ran) or a clocked record (idle, a steal, ...) ends the chain; an
// outside thread's creations read the clock. The sessions clock every task boundary
// (NANO_TRACE_EXACT=1; dense bursts are dense_bursts_test.cpp's). The sleeps only make
// time pass: every check is an equality, or a lower bound that the sleeps guarantee.
#include "strict_prv_reader.hpp"
#include "trace_test_paths.hpp"

#include "trace/hooks.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <thread>
#include <utility>
#include <vector>

namespace trace = nano::detail::trace;
using namespace nano::trace_test;

namespace {

constexpr std::uint64_t task_id_type = 90000002;
constexpr std::uint64_t created_id_type = 90000010;
constexpr std::uint64_t released_successor_type = 90000021;
constexpr std::uint64_t running_state = 1;
constexpr std::uint64_t scheduling_state = 7;
constexpr std::uint64_t ms = 1000000;  // ns

void pause_ms(int n) { std::this_thread::sleep_for(std::chrono::milliseconds(n)); }

// The time of the first event of `thread` (0: any) with `type` == `value`.
std::uint64_t event_time(const PrvTrace &prv, unsigned thread, std::uint64_t type, std::int64_t value) {
  for (const PrvEvent &event : prv.events)
    if ((thread == 0 || event.thread == thread) && event.value_of(type) == value) return event.time;
  FAIL("no event with type " << type << " = " << value);
  return 0;
}

}  // namespace

TEST_CASE("unclocked records carry their thread's previous clock read", "[trace][clock]") {
  const TempTrace files("clock-sharing", ".prv");
  trace::start_with(trace::Format::paraver, files.path.c_str(), trace::TimeScheme::exact());
  REQUIRE(trace::enabled);
  trace::task_create({1, 0, "root", "main.c", 1});  // main thread: clocked
  std::thread worker([] {
    trace::worker_start(0);
    trace::state(0, trace::State::scheduling);
    trace::state(0, trace::State::running);
    trace::task_start(1);
    pause_ms(2);
    trace::task_create({2, 1, "child", "main.c", 2, true});  // unclocked: task 1's start time
    pause_ms(2);
    trace::task_end(1);
    pause_ms(1);
    trace::dependency_release(1, 2);  // unclocked: the end's time
    pause_ms(1);
    trace::state(0, trace::State::scheduling);  // unclocked: the end's time
    trace::state(0, trace::State::idle);        // clocked: ends the chain
    pause_ms(2);
    trace::state(0, trace::State::scheduling);  // clocked
    trace::state(0, trace::State::running);     // clocked
    trace::task_start(2);
    pause_ms(1);
    trace::dependency_release(2, 3);  // clocked: not right after an end
    trace::task_end(2);
    trace::state(0, trace::State::idle);  // clocked: not scheduling
  });
  worker.join();
  pause_ms(10);
  trace::task_create({3, 0, "late", "main.c", 3});  // main thread: clocked
  trace::stop();

  const PrvTrace prv = read_prv_strict(files.path);
  constexpr unsigned worker_thread = 1;  // workers first (docs/tracing.md)
  const std::uint64_t start1 = event_time(prv, worker_thread, task_id_type, 1);
  const std::uint64_t start2 = event_time(prv, worker_thread, task_id_type, 2);
  const std::uint64_t release1 = event_time(prv, worker_thread, released_successor_type, 2);
  const std::uint64_t release2 = event_time(prv, worker_thread, released_successor_type, 3);

  // Task 1's end: the running state record that ends first after its start.
  std::uint64_t end1 = 0, scheduling_begin = 0;
  for (const PrvState &state : prv.states) {
    if (state.thread != worker_thread) continue;
    if (state.state == running_state && end1 == 0 && state.end > start1) end1 = state.end;
    if (state.state == scheduling_state && state.begin > start1 && scheduling_begin == 0) scheduling_begin = state.begin;
  }

  CHECK(event_time(prv, worker_thread, created_id_type, 2) == start1);
  CHECK(end1 >= start1 + 4 * ms);
  CHECK(release1 == end1);
  CHECK(scheduling_begin == end1);
  CHECK(start2 >= end1 + 4 * ms);
  CHECK(release2 >= start2 + 1 * ms);
  const std::uint64_t main_thread = prv.threads;  // after the workers
  CHECK(event_time(prv, static_cast<unsigned>(main_thread), created_id_type, 3) >=
        event_time(prv, static_cast<unsigned>(main_thread), created_id_type, 1) + 10 * ms);
}

TEST_CASE("a task start right after an end shares its clock read until user code runs", "[trace][clock]") {
  const TempTrace files("clock-chain", ".prv");
  trace::start_with(trace::Format::paraver, files.path.c_str(), trace::TimeScheme::exact());
  REQUIRE(trace::enabled);
  std::thread worker([] {
    trace::worker_start(0);
    trace::state(0, trace::State::scheduling);
    trace::state(0, trace::State::running);
    trace::task_start(1);  // clocked
    trace::task_create({2, 1, "child", "main.c", 2, true});
    trace::task_create({3, 1, "child", "main.c", 2, true});
    trace::task_create({4, 1, "child", "main.c", 2, true});
    pause_ms(2);
    trace::task_start(3);  // clocked: task 1's body ran before
    pause_ms(2);
    trace::task_end(3);    // clocked
    pause_ms(2);           // runtime bookkeeping only (a wait loop)
    trace::task_start(2);  // unclocked: task 3's end time
    pause_ms(2);
    trace::task_end(2);        // clocked
    trace::user_code_ran();    // back in task 1's body after its wait, then in a wait again
    pause_ms(3);
    trace::task_start(4);  // clocked: user code ran since task 2's end
    pause_ms(1);
    trace::task_end(4);
    pause_ms(1);
    trace::task_end(1);
    trace::dependency_release(1, 9);           // unclocked: task 1's end
    trace::state(0, trace::State::scheduling);  // unclocked
    pause_ms(1);
    trace::state(0, trace::State::running);  // unclocked
    trace::task_start(9);                    // unclocked
    pause_ms(1);
    trace::task_end(9);
    trace::state(0, trace::State::scheduling);
    trace::state(0, trace::State::idle);  // clocked
    pause_ms(1);
    trace::state(0, trace::State::scheduling);  // clocked
    trace::state(0, trace::State::running);     // clocked: starts a chain
    pause_ms(1);                                // runtime code only (the worker loop)
    trace::task_start(10);                      // unclocked: the running state's time
    trace::task_end(10);
    trace::state(0, trace::State::idle);
    trace::state(0, trace::State::running);  // clocked: a resumed nano-thread, say
    trace::user_code_ran();                  // its wait returned to user code
    pause_ms(2);
    trace::task_start(11);  // clocked
    trace::task_end(11);
  });
  worker.join();
  trace::stop();

  const PrvTrace prv = read_prv_strict(files.path);
  constexpr unsigned worker_thread = 1;
  const auto start = [&](std::int64_t id) { return event_time(prv, worker_thread, task_id_type, id); };
  // The task events of the thread in time order: a start shows its id, an end the task
  // that resumes (task 1 after a nested task, else 0).
  std::vector<std::pair<std::uint64_t, std::int64_t>> shown;
  for (const PrvEvent &event : prv.events)
    if (event.thread == worker_thread && event.value_of(task_id_type) >= 0)
      shown.emplace_back(event.time, event.value_of(task_id_type));
  const auto end = [&](std::int64_t id) -> std::uint64_t {
    for (std::size_t i = 0; i + 1 < shown.size(); ++i)
      if (shown[i].second == id) return shown[i + 1].first;  // the next task event ends it
    FAIL("task " << id << " never ends");
    return 0;
  };
  CHECK(start(3) >= start(1) + 2 * ms);
  CHECK(end(3) >= start(3) + 2 * ms);
  CHECK(start(2) == end(3));  // shared: only runtime code ran in between
  CHECK(end(2) >= start(2) + 2 * ms);
  CHECK(start(4) >= end(2) + 3 * ms);  // not shared: user code ran in between
  CHECK(event_time(prv, worker_thread, created_id_type, 4) == start(1));  // a creation: the previous clock read
  CHECK(start(9) == event_time(prv, worker_thread, released_successor_type, 9));
  CHECK(end(9) >= start(9) + 1 * ms);
  std::vector<std::uint64_t> running_begins;  // after task 9
  for (const PrvState &state : prv.states)
    if (state.thread == worker_thread && state.state == running_state && state.begin > end(9))
      running_begins.push_back(state.begin);
  REQUIRE(running_begins.size() == 2);
  CHECK(start(10) == running_begins[0]);           // shared with the running state
  CHECK(start(11) >= running_begins[1] + 2 * ms);  // user code ran in between
  // The scheduling state between task 1's end and task 9's start has no length: Paraver
  // drops such a record, so the running stretches meet.
  for (const PrvState &state : prv.states)
    if (state.thread == worker_thread && state.state == scheduling_state)
      CHECK((state.end <= start(1) || state.begin >= end(9)));
}
