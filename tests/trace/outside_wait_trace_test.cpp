// outside_wait_trace_test.cpp — a task main runs while waiting for it, and that then
// blocks in a wait, is traced as suspended for the blocked time (bb58 6).
//
// main submits a root task and waits on its handle while every worker spins: main runs
// the root itself. The root creates children that sleep 2 ms (with an access each, so
// they are queued, not run inside the root), lets the workers go and waits for the
// children: main blocks. Before, that wait counted as the root's own work (16-44 ms of
// "work" for a task that only creates children), and nano-trace's critical path and
// parallelism were off by as much.
#include "prv_task_runs.hpp"
#include "strict_prv_reader.hpp"
#include "summary.hpp"
#include "trace_test_paths.hpp"

#include <nano/nano.h>

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <ctime>
#include <thread>

using namespace nano::trace_test;

namespace {

constexpr int children = 6;
int results[children];
std::atomic<int> spinning{0};
std::atomic<bool> released{false};
int root_worker = 0;

void sleeping_child(void *raw) {
  const timespec pause{0, 2'000'000};
  nanosleep(&pause, nullptr);
  *static_cast<int *>(*static_cast<void **>(raw)) = 1;
}

void spinner(void *) {
  spinning.fetch_add(1);
  while (!released.load()) std::this_thread::yield();
}

void root(void *) {
  root_worker = nano_worker_id();
  for (int &r : results) {
    void *block = nullptr;
    nano_task *child = nano_create(&sleeping_child, sizeof(void *), &block);
    *static_cast<void **>(block) = &r;
    nano_access(child, NANO_OUT, &r, sizeof r);
    nano_set_label(child, "child");
    nano_submit_release(child);
  }
  released.store(true);
  nano_wait_all();  // main blocks here: the children sleep on the workers
}

}  // namespace

TEST_CASE("a task an outside thread runs is traced as suspended while that thread blocks in a wait",
          "[trace][runtime]") {
  const TempTrace files("outside-wait", ".prv");
  constexpr int workers = 2;
  ::setenv("NANO_TRACE", "prv", 1);
  ::setenv("NANO_TRACE_FILE", files.path.c_str(), 1);
  ::setenv("NANO_TRACE_EXACT", "1", 1);
  REQUIRE(nano_init(workers) == NANO_OK);
  for (int w = 0; w < workers; ++w) REQUIRE(nano_submit_release(nano_create(&spinner, 0, nullptr)) == NANO_OK);
  while (spinning.load() < workers) std::this_thread::yield();
  nano_task *t = nano_create(&root, 0, nullptr);
  REQUIRE(nano_set_label(t, "root") == NANO_OK);
  REQUIRE(nano_submit(t) == NANO_OK);
  REQUIRE(nano_wait(t) == NANO_OK);
  REQUIRE(nano_release(t) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  nano_shutdown();
  ::unsetenv("NANO_TRACE");
  ::unsetenv("NANO_TRACE_FILE");
  ::unsetenv("NANO_TRACE_EXACT");
  REQUIRE(root_worker == -1);  // main ran it
  for (int r : results) CHECK(r == 1);

  const PrvTrace prv = read_prv_strict(files.path);
  const TaskRuns runs = follow_task_runs(prv);  // throws on a record that breaks the semantics
  CHECK(runs.tasks.size() == 1 + workers + children);
  CHECK(runs.suspensions >= 1);
  CHECK(runs.resumptions == runs.suspensions);
  for (const auto &[thread, open] : runs.open) CHECK(open.empty());

  const nano::trace_tool::LoadedTrace trace = nano::trace_tool::load_trace(files.path);
  const nano::trace_tool::TaskRecord *root_record = nullptr;
  for (const auto &task : trace.tasks)
    if (trace.labels[task.label] == "root") root_record = &task;
  REQUIRE(root_record != nullptr);
  CHECK(root_record->finished);
  CHECK(root_record->away > 0);  // the blocked wait is not counted as its work
}
