// clock_sharing_test.cpp — records that read no clock take the time of their thread's previous clock read.
//
// The contract (runtime/src/trace/event_encoding.hpp, docs/tracing.md "Overhead"): on a
// worker a task creation is stamped with the creator's last clocked record, and the
// scheduling state and dependency releases right after a task end share the end's
// time; an outside thread's creations read the clock. The sleeps only make time pass:
// every check is an equality, or a lower bound that the sleeps guarantee.
#include "strict_prv_reader.hpp"
#include "trace_test_paths.hpp"

#include "trace/hooks.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <thread>

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
  trace::start_with(trace::Format::paraver, files.path.c_str());
  REQUIRE(trace::enabled);
  trace::task_create({1, 0, "root", "main.c", 1});  // main thread: clocked
  std::thread worker([] {
    trace::worker_start(0);
    trace::state(0, trace::State::scheduling);
    trace::state(0, trace::State::running);
    trace::task_start(1);
    pause_ms(2);
    trace::task_create({2, 1, "child", "main.c", 2});  // unclocked: task 1's start time
    pause_ms(2);
    trace::task_end(1);
    pause_ms(1);
    trace::dependency_release(1, 2);  // unclocked: the end's time
    pause_ms(1);
    trace::state(0, trace::State::scheduling);  // unclocked: the end's time
    pause_ms(2);
    trace::state(0, trace::State::running);  // clocked
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
