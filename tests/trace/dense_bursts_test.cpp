// dense_bursts_test.cpp — task starts and ends in a dense burst read no clock; the decoder interpolates them.
//
// The contract (trace_types.hpp TimeScheme, event_encoding.hpp "Interpolated records",
// docs/tracing.md "Times"): a clocked task boundary that counts as dense makes the next
// burst_period - 1 boundaries interpolated; the k-th of m interpolated records between
// clocked records at t0 and t1 decodes at t0 + (t1 - t0) * k / (m + 1); an unclocked
// record (a worker's creation, the start chained to an end) takes the time of the record
// before it; any other clocked record ends the burst. Here a scheme whose gap counts
// every clocked boundary as dense makes the burst independent of the machine's speed;
// the sleeps only make time pass (every check is an equality, or a lower bound that the
// sleeps guarantee). NANO_TRACE_EXACT=1 clocks every boundary.
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
constexpr std::uint64_t running_state = 1;  // Paraver states (docs/tracing.md)
constexpr std::uint64_t suspended_state = 9;
constexpr std::uint64_t ms = 1000000;         // ns
constexpr std::uint32_t period = 4;
constexpr trace::TimeScheme always_dense{std::uint64_t{1} << 40, period};

void pause_ms(int n) { std::this_thread::sleep_for(std::chrono::milliseconds(n)); }

// On a worker, with the times the sleeps guarantee between boundaries B0..B6:
// B0 start 1 (clocked: a burst of 4 begins), creations of 2, 3, 4; B1 start 2; B2 end 2;
// user code; B3 start 3; B4 end 3 (clocked: the burst goes on); start 4 (chained to
// the end); B5 end 4; a suspended state (clocked: ends the burst); running; user code;
// B6 end 1 (clocked); idle.
void record_burst() {
  std::thread worker([] {
    trace::worker_start(0);
    trace::task_start(1);
    trace::task_create({2, 1, "leaf", "burst.c", 1});
    trace::task_create({3, 1, "leaf", "burst.c", 1});
    trace::task_create({4, 1, "leaf", "burst.c", 1});
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

  // B0 and B4 are clocked: the sleeps between them are real time.
  const std::uint64_t t0 = tasks.start(1), t1 = tasks.end(3);
  REQUIRE(t1 >= t0 + 53 * ms);
  const std::uint64_t span = t1 - t0;
  // B1..B3 are interpolated between them, evenly: m = 3 (the 50 ms of user code before
  // start 3 are spread over the burst too; the span bounds the error).
  CHECK(tasks.start(2) == t0 + span * 1 / 4);
  CHECK(tasks.end(2) == t0 + span * 2 / 4);
  CHECK(tasks.start(3) == t0 + span * 3 / 4);
  // The creations take the time of the record before them (start 1); start 4 is chained
  // to end 3 and takes its time.
  for (const PrvEvent &event : prv.events)
    if (event.value_of(created_id_type) >= 0) CHECK(event.time == t0);
  CHECK(tasks.start(4) == t1);
  // End 4 (B5) is the only interpolated record before the suspended state, which is
  // clocked, so it lies half-way; then the burst is over: end 1 reads the clock (an
  // interpolated end 1 would lie half-way between the running and idle states).
  std::uint64_t suspended_begin = 0, running_begin = 0;
  for (const PrvState &state : prv.states) {
    if (state.thread != 1) continue;
    if (state.state == suspended_state) suspended_begin = state.begin;
    if (state.state == running_state && suspended_begin != 0 && state.begin >= suspended_begin)
      running_begin = state.begin;
  }
  REQUIRE(suspended_begin >= t1 + 2 * ms);
  CHECK(tasks.end(4) == t1 + (suspended_begin - t1) / 2);
  REQUIRE(running_begin >= suspended_begin + 1 * ms);
  CHECK(tasks.end(1) >= running_begin + 20 * ms);
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
    CHECK(trace::time_scheme.burst_period == trace::TimeScheme::bursts().burst_period);
    trace::stop();
  }
  ::unsetenv("NANO_TRACE_EXACT");
  ::unsetenv("NANO_TRACE");
  ::unsetenv("NANO_TRACE_FILE");
}
