// suspended_tasks_test.cpp — a wait that suspends takes its nano-thread's open tasks off
// the thread, and they come back where it resumes (docs/tracing.md, "Suspensions").
//
// Parents on 4 workers wait for an event their first child signals after a 2 ms sleep,
// then for their sleeping children: an event wait runs nothing inline, so it suspends
// the parent's nano-thread (whatever the machine's load), and each parent resumes on
// whichever worker picks it up. Before the suspension records, a parent that resumed
// elsewhere stayed open on the worker it started on (Paraver showed it running there
// again after later ends) and nano-trace reported it unfinished.
#include "prv_task_runs.hpp"
#include "strict_prv_reader.hpp"
#include "summary.hpp"
#include "trace_test_paths.hpp"

#include <nano/nano.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <fstream>

using namespace nano::trace_test;

namespace {

constexpr int parents = 40, children_per_parent = 3;
constexpr int tasks_in_run = parents * (1 + children_per_parent);

int child_done[parents][children_per_parent];
int parent_saw[parents];
nano_event *ready[parents];  // signalled by each parent's first child

struct ChildArgs {
  int parent, index;
};

void sleeping_child(void *raw) {
  const ChildArgs args = *static_cast<ChildArgs *>(raw);
  const timespec pause{0, 2'000'000};  // 2 ms: the parent is waiting by then
  nanosleep(&pause, nullptr);
  child_done[args.parent][args.index] = 1;
  if (args.index == 0) nano_event_signal(ready[args.parent]);
}

void waiting_parent(void *raw) {
  const int p = *static_cast<int *>(raw);
  for (int c = 0; c < children_per_parent; ++c) {
    void *block = nullptr;
    nano_task *child = nano_create(&sleeping_child, sizeof(ChildArgs), &block);
    *static_cast<ChildArgs *>(block) = ChildArgs{p, c};
    nano_set_label(child, "child");
    nano_submit_release(child);
  }
  // An event wait runs nothing inline: it suspends the nano-thread (unless the first
  // child, stolen, already slept and signalled), which resumes where a worker picks it up.
  nano_event_wait(ready[p]);
  nano_wait_all();  // may suspend again while stolen siblings sleep
  for (int c = 0; c < children_per_parent; ++c) parent_saw[p] += child_done[p][c];
}

void run_traced(const char *format, const std::string &path) {
  for (int p = 0; p < parents; ++p) {
    parent_saw[p] = 0;
    for (int c = 0; c < children_per_parent; ++c) child_done[p][c] = 0;
  }
  ::setenv("NANO_TRACE", format, 1);
  ::setenv("NANO_TRACE_FILE", path.c_str(), 1);
  REQUIRE(nano_init(4) == NANO_OK);
  for (nano_event *&event : ready) REQUIRE((event = nano_event_create()) != nullptr);
  for (int p = 0; p < parents; ++p) {
    void *block = nullptr;
    nano_task *parent = nano_create(&waiting_parent, sizeof(int), &block);
    REQUIRE(parent != nullptr);
    *static_cast<int *>(block) = p;
    REQUIRE(nano_set_label(parent, "parent") == NANO_OK);
    REQUIRE(nano_submit_release(parent) == NANO_OK);
  }
  REQUIRE(nano_wait_all() == NANO_OK);
  for (nano_event *event : ready) REQUIRE(nano_event_destroy(event) == NANO_OK);
  nano_shutdown();
  ::unsetenv("NANO_TRACE");
  ::unsetenv("NANO_TRACE_FILE");
  for (int p = 0; p < parents; ++p) CHECK(parent_saw[p] == children_per_parent);
}

}  // namespace

TEST_CASE("suspended waits: every task starts and ends once in Paraver, migrated or not", "[trace][runtime]") {
  const TempTrace files("suspended", ".prv");
  run_traced("prv", files.path);

  const PrvTrace prv = read_prv_strict(files.path);
  const PcfFile pcf = read_pcf_strict(files.stem + ".pcf");
  for (std::uint64_t type : {90000070, 90000071, 90000072}) CHECK(pcf.event_types.contains(type));
  const TaskRuns runs = follow_task_runs(prv);  // throws on a record that breaks the semantics
  CHECK(runs.tasks.size() == tasks_in_run);
  CHECK(runs.ends == tasks_in_run);
  CHECK(runs.suspensions > 0);  // the event waits suspend
  CHECK(runs.resumptions == runs.suspensions);
  CHECK(runs.away == 0);
  for (const auto &[thread, open] : runs.open) CHECK(open.empty());
  INFO("suspensions " << runs.suspensions << ", tasks that ended on another worker " << runs.migrated());

  // nano-trace reads the same: every task finished, none left open on a worker.
  const nano::trace_tool::LoadedTrace trace = nano::trace_tool::load_trace(files.path);
  CHECK(trace.tasks.size() == tasks_in_run);
  std::size_t unfinished = 0, away = 0;
  for (const auto &task : trace.tasks) {
    unfinished += task.finished ? 0 : 1;
    away += task.away > 0 ? 1 : 0;  // a suspended parent: its own time leaves out the wait
  }
  CHECK(unfinished == 0);
  CHECK(away > 0);          // parents, each suspended once or twice
  CHECK(away <= parents);
  CHECK(nano::trace_tool::summarize(trace).tasks == tasks_in_run);
}

TEST_CASE("suspended waits: Chrome has one slice per task and the suspensions as instants", "[trace][runtime]") {
  const TempTrace files("suspended", ".trace.json");
  run_traced("chrome", files.path);

  std::ifstream in(files.path);
  const nlohmann::json json = nlohmann::json::parse(in);
  std::size_t slices = 0, suspends = 0, resumes = 0;
  for (const nlohmann::json &event : json.at("traceEvents")) {
    const std::string phase = event.at("ph");
    if (phase == "X" && event.value("cat", "") == "task") ++slices;
    if (phase == "i" && event.value("name", "") == "suspend") ++suspends;
    if (phase == "i" && event.value("name", "") == "resume") ++resumes;
  }
  CHECK(slices == tasks_in_run);
  CHECK(suspends > 0);
  CHECK(resumes == suspends);
}
