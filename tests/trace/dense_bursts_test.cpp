// dense_bursts_test.cpp — task starts and ends in a dense burst read no clock; the decoder interpolates them.
//
// The contract (trace_types.hpp TimeScheme, event_encoding.hpp "Interpolated records",
// docs/tracing.md "Times"): a clocked task boundary that counts as dense makes the task
// starts and ends of the thread's next burst_bytes recorded bytes interpolated; the
// k-th of m interpolated records between clocked records at t0 and t1 decodes at
// t0 + (t1 - t0) * k / (m + 1); an unclocked record (a worker's creation, outside a
// burst the start chained to an end) takes the time of the record before it; any other
// clocked record ends the burst. Here a scheme whose gap counts every clocked boundary
// as dense makes the burst independent of the machine's speed; the sleeps only make
// time pass (every check is an equality, or a lower bound that the sleeps guarantee).
// NANO_TRACE_EXACT=1 clocks every boundary.
#include "strict_prv_reader.hpp"
#include "trace_test_paths.hpp"

#include "trace/hooks.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <thread>
#include <utility>
#include <vector>

namespace trace = nano::detail::trace;
using namespace nano::trace_test;

namespace {

constexpr std::uint64_t task_id_type = 90000002;
constexpr std::uint64_t created_id_type = 90000010;
constexpr std::uint64_t idle_state = 0;  // Paraver states (docs/tracing.md)
constexpr std::uint64_t running_state = 1;
constexpr std::uint64_t suspended_state = 9;
constexpr std::uint64_t ms = 1000000;         // ns
// Every clocked boundary is dense, and the burst outlasts the scenario below.
constexpr trace::TimeScheme always_dense{std::uint64_t{1} << 40, 1u << 20};

void pause_ms(int n) { std::this_thread::sleep_for(std::chrono::milliseconds(n)); }

// On a worker, with the times the sleeps guarantee between boundaries B0..B7:
// B0 start 1 (clocked: a burst begins), creations of 2, 3, 4; B1 start 2; B2 end 2;
// user code; B3 start 3; B4 end 3; B5 start 4 (chained to the end, but in the burst);
// B6 end 4; a suspended state (clocked: ends the burst); running; user code; B7 end 1
// (clocked); idle.
void record_burst() {
  std::thread worker([] {
    trace::worker_start(0);
    trace::task_start(1);
    trace::task_create({2, 1, "leaf", "burst.c", 1, true});
    trace::task_create({3, 1, "leaf", "burst.c", 1, true});
    trace::task_create({4, 1, "leaf", "burst.c", 1, true});
    pause_ms(1);
    trace::task_start(2);
    pause_ms(1);
    trace::task_end(2);
    trace::user_code_ran();
    pause_ms(50);
    trace::task_start(3);
    pause_ms(1);
    trace::task_end(3);
    trace::task_start(4);
    pause_ms(1);
    trace::task_end(4);
    trace::user_code_ran();
    pause_ms(1);
    trace::state(0, trace::State::suspended);
    pause_ms(1);
    trace::state(0, trace::State::running);
    trace::user_code_ran();
    pause_ms(20);
    trace::task_end(1);
    trace::state(0, trace::State::idle);
  });
  worker.join();
}

// The worker's task events in file (time) order: a start shows its id, an end the task
// that resumes (task 1 after a nested task, else 0).
struct TaskTimes {
  std::vector<std::pair<std::uint64_t, std::int64_t>> shown;

  explicit TaskTimes(const PrvTrace &prv) {
    for (const PrvEvent &event : prv.events)
      if (event.thread == 1 && event.value_of(task_id_type) >= 0)
        shown.emplace_back(event.time, event.value_of(task_id_type));
  }
  std::size_t start_index(std::int64_t id) const {
    for (std::size_t i = 0; i < shown.size(); ++i)
      if (shown[i].second == id) return i;
    FAIL("task " << id << " never starts");
    return 0;
  }
  std::uint64_t start(std::int64_t id) const { return shown[start_index(id)].first; }
  // Task 1 is open around tasks 2, 3 and 4: its end is the last task event.
  std::uint64_t end(std::int64_t id) const {
    if (id == 1) return shown.back().first;
    const std::size_t i = start_index(id);
    REQUIRE(i + 1 < shown.size());
    return shown[i + 1].first;
  }
};

}  // namespace

TEST_CASE("a dense burst decodes with exact events and interpolated boundary times", "[trace][clock][burst]") {
  const TempTrace files("dense-burst", ".prv");
  trace::start_with(trace::Format::paraver, files.path.c_str(), always_dense);
  REQUIRE(trace::enabled);
  record_burst();
  trace::stop();

  const PrvTrace prv = read_prv_strict(files.path);
  const TaskTimes tasks(prv);
  // Counts, ids, nesting and order are exact: start 1, start 2, end 2 (task 1 resumes),
  // start 3, end 3, start 4, end 4, end 1.
  const std::vector<std::int64_t> expected_values{1, 2, 1, 3, 1, 4, 1, 0};
  std::vector<std::int64_t> values;
  for (const auto &[time, value] : tasks.shown) values.push_back(value);
  CHECK(values == expected_values);
  std::vector<std::int64_t> created;
  for (const PrvEvent &event : prv.events)
    if (event.value_of(created_id_type) >= 0) created.push_back(event.value_of(created_id_type));
  CHECK(created == std::vector<std::int64_t>{2, 3, 4});
  for (std::size_t i = 1; i < tasks.shown.size(); ++i) CHECK(tasks.shown[i - 1].first <= tasks.shown[i].first);

  // B0 and the suspended state are clocked: the sleeps between them are real time.
  std::uint64_t suspended_begin = 0, running_begin = 0;
  for (const PrvState &state : prv.states) {
    if (state.thread != 1) continue;
    if (state.state == suspended_state) suspended_begin = state.begin;
    if (state.state == running_state && suspended_begin != 0 && state.begin >= suspended_begin)
      running_begin = state.begin;
  }
  const std::uint64_t t0 = tasks.start(1), t1 = suspended_begin;
  REQUIRE(t1 >= t0 + 55 * ms);
  const std::uint64_t span = t1 - t0;
  // B1..B6 are interpolated between them, evenly: m = 6 (the 50 ms of user code before
  // start 3 are spread over the burst too; the span bounds the error).
  CHECK(tasks.start(2) == t0 + span * 1 / 7);
  CHECK(tasks.end(2) == t0 + span * 2 / 7);
  CHECK(tasks.start(3) == t0 + span * 3 / 7);
  CHECK(tasks.end(3) == t0 + span * 4 / 7);
  CHECK(tasks.start(4) == t0 + span * 5 / 7);
  CHECK(tasks.end(4) == t0 + span * 6 / 7);
  // The creations take the time of the record before them (start 1).
  for (const PrvEvent &event : prv.events)
    if (event.value_of(created_id_type) >= 0) CHECK(event.time == t0);
  // The suspended state ended the burst: end 1 reads the clock (an interpolated end 1
  // would lie half-way between the running and idle states).
  REQUIRE(running_begin >= suspended_begin + 1 * ms);
  CHECK(tasks.end(1) >= running_begin + 20 * ms);
}

TEST_CASE("a burst covers burst_bytes recorded bytes, then a boundary reads the clock", "[trace][clock][burst]") {
  const TempTrace files("burst-bytes", ".prv");
  // One byte: the one-byte boundary after a clocked one is interpolated, the next clocked.
  trace::start_with(trace::Format::paraver, files.path.c_str(), trace::TimeScheme{std::uint64_t{1} << 40, 1});
  REQUIRE(trace::enabled);
  std::thread worker([] {
    trace::worker_start(0);
    for (std::uint64_t id = 1; id <= 3; ++id) trace::task_create({id, 0, "leaf", "bytes.c", 1});
    // Siblings run last-created first: every start and end below is one byte.
    for (std::uint64_t id = 3; id >= 1; --id) {
      pause_ms(1);
      trace::task_start(id);  // clocked (not chained: user code ran)
      pause_ms(1 + static_cast<int>(id));
      trace::task_end(id);  // interpolated: the burst's byte
      trace::user_code_ran();
    }
    pause_ms(1);
    trace::state(0, trace::State::idle);
  });
  worker.join();
  trace::stop();

  const PrvTrace prv = read_prv_strict(files.path);
  const TaskTimes tasks(prv);
  std::vector<std::int64_t> values;
  for (const auto &[time, value] : tasks.shown) values.push_back(value);
  REQUIRE(values == std::vector<std::int64_t>{3, 0, 2, 0, 1, 0});
  std::uint64_t idle_begin = 0;
  for (const PrvState &state : prv.states)
    if (state.thread == 1 && state.state == idle_state && state.begin > idle_begin) idle_begin = state.begin;
  // Each start is clocked: the sleeps before them are real time.
  REQUIRE(tasks.start(2) >= tasks.start(3) + 5 * ms);
  REQUIRE(tasks.start(1) >= tasks.start(2) + 4 * ms);
  // Each end lies half-way between the clocked records around it.
  CHECK(tasks.shown[1].first == tasks.start(3) + (tasks.start(2) - tasks.start(3)) / 2);
  CHECK(tasks.shown[3].first == tasks.start(2) + (tasks.start(1) - tasks.start(2)) / 2);
  REQUIRE(idle_begin >= tasks.start(1) + 3 * ms);
  CHECK(tasks.shown[5].first == tasks.start(1) + (idle_begin - tasks.start(1)) / 2);
}

TEST_CASE("NANO_TRACE_EXACT=1 reads the clock at every task start and end", "[trace][clock][burst][environment]") {
  const TempTrace files("exact-times", ".prv");
  ::setenv("NANO_TRACE", "prv", 1);
  ::setenv("NANO_TRACE_FILE", files.path.c_str(), 1);
  ::setenv("NANO_TRACE_EXACT", "1", 1);
  trace::start();
  ::unsetenv("NANO_TRACE_EXACT");
  REQUIRE(trace::enabled);
  // No boundary is ever dense (a burst's first boundary would be, however fast the
  // machine runs, under any other gap).
  CHECK(trace::time_scheme.dense_gap_units == 0);
  record_burst();
  trace::stop();

  const PrvTrace prv = read_prv_strict(files.path);
  const TaskTimes tasks(prv);
  // Every gap the sleeps make shows where it was made (an interpolated end 2 or start 3
  // would share the 50 ms gap with the other boundaries of the burst).
  CHECK(tasks.start(2) >= tasks.start(1) + 1 * ms);
  CHECK(tasks.end(2) >= tasks.start(2) + 1 * ms);
  CHECK(tasks.start(3) >= tasks.end(2) + 50 * ms);
  CHECK(tasks.end(3) >= tasks.start(3) + 1 * ms);
  CHECK(tasks.start(4) == tasks.end(3));  // chained: shares the end's clock read
  CHECK(tasks.end(4) >= tasks.start(4) + 1 * ms);

  // Without it (or with 0), the default: bursts.
  for (const char *value : {static_cast<const char *>(nullptr), "0"}) {
    if (value != nullptr) ::setenv("NANO_TRACE_EXACT", value, 1);
    trace::start();
    REQUIRE(trace::enabled);
    CHECK(trace::time_scheme.dense_gap_units == trace::TimeScheme::bursts().dense_gap_units);
    CHECK(trace::time_scheme.burst_bytes == trace::TimeScheme::bursts().burst_bytes);
    trace::stop();
  }
  ::unsetenv("NANO_TRACE_EXACT");
  ::unsetenv("NANO_TRACE");
  ::unsetenv("NANO_TRACE_FILE");
}
