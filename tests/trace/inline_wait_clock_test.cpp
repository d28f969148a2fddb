// inline_wait_clock_test.cpp — real runs: a start shares the previous end's clock read only when no user code ran between.
//
// One worker runs a parent task; its waits run the children inline on the same worker
// (the worker alone pops its deque; the main thread, an outside thread, runs no task
// of another thread). A child started by a later wait, after the parent's own work,
// must not be stamped with the earlier child's end; two children run back to back by
// one nano_wait_all share one clock read. Every boundary is clocked (NANO_TRACE_EXACT=1).
// The sleep only makes time pass: the checks are an equality and a lower bound it
// guarantees.
#include "strict_prv_reader.hpp"
#include "trace_model.hpp"
#include "trace_test_paths.hpp"

#include <nano/nano.h>

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <map>
#include <string>
#include <thread>

using namespace nano::trace_test;

namespace {

constexpr std::uint64_t user_work_ns = 5000000;

void child_body(void *) {}

// The task bodies run on the worker: Catch's assertions are not thread-safe, so a body
// only counts what failed and the test checks the count on the main thread.
std::atomic<int> body_failures{0};
void expect(bool ok) {
  if (!ok) body_failures.fetch_add(1, std::memory_order_relaxed);
}

nano_task *child(const char *label) {
  nano_task *task = nano_create(&child_body, 0, nullptr);
  expect(task != nullptr && nano_set_label(task, label) == NANO_OK);
  return task;
}

// Both children are created before the first wait, so that no record (a creation)
// separates first's end from second's start: only the hook at the wait's entry does.
void parent_body(void *) {
  nano_task *second = child("second");
  nano_task *first = child("first");
  expect(nano_submit(second) == NANO_OK);
  expect(nano_submit(first) == NANO_OK);  // at the bottom of the worker's deque
  expect(nano_wait(first) == NANO_OK);    // runs `first` inline
  expect(nano_release(first) == NANO_OK);
  std::this_thread::sleep_for(std::chrono::nanoseconds(user_work_ns));  // the parent's own work
  expect(nano_wait(second) == NANO_OK);  // runs `second` inline
  expect(nano_release(second) == NANO_OK);
  expect(nano_submit_release(child("left")) == NANO_OK);
  expect(nano_submit_release(child("right")) == NANO_OK);
  expect(nano_wait_all() == NANO_OK);  // runs `right`, then `left`, inline
}

}  // namespace

TEST_CASE("a start after user code reads the clock; back-to-back inline children share one read", "[trace][runtime]") {
  const TempTrace files("inline-wait-clock", ".prv");
  ::setenv("NANO_TRACE", "prv", 1);
  ::setenv("NANO_TRACE_FILE", files.path.c_str(), 1);
  ::setenv("NANO_TRACE_EXACT", "1", 1);  // a dense burst would interpolate these times
  REQUIRE(nano_init(1) == NANO_OK);
  nano_task *parent = nano_create(&parent_body, 0, nullptr);
  REQUIRE(parent != nullptr);
  REQUIRE(nano_set_label(parent, "parent") == NANO_OK);
  REQUIRE(nano_submit_release(parent) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  nano_shutdown();
  REQUIRE(body_failures.load() == 0);
  ::unsetenv("NANO_TRACE");
  ::unsetenv("NANO_TRACE_FILE");
  ::unsetenv("NANO_TRACE_EXACT");

  read_prv_strict(files.path);  // well-formed
  const nano::trace_tool::LoadedTrace trace = nano::trace_tool::load_trace(files.path);
  std::map<std::string, nano::trace_tool::TaskRecord> by_label;
  for (const nano::trace_tool::TaskRecord &task : trace.tasks) by_label[trace.labels[task.label]] = task;
  REQUIRE(by_label.size() == 5);
  for (const auto &[label, task] : by_label) {
    INFO(label);
    REQUIRE(task.finished);
    CHECK(task.thread == by_label["parent"].thread);  // all on the one worker
  }
  const auto &first = by_label["first"], &second = by_label["second"];
  const auto &left = by_label["left"], &right = by_label["right"];
  CHECK(second.start >= first.end + user_work_ns);  // not stamped with first's end
  CHECK(right.start >= second.end);
  CHECK(left.start == right.end);  // one nano_wait_all ran both: one shared clock read
}
