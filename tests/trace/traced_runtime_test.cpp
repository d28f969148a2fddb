// traced_runtime_test.cpp — traced runs of the real runtime: exact event counts, and unchanged results.
#include "command.hpp"
#include "prv_task_runs.hpp"
#include "strict_prv_reader.hpp"
#include "summary.hpp"
#include "trace_test_paths.hpp"

#include <nano/nano.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <vector>

using namespace nano::trace_test;

namespace {

constexpr int graph_size = 100;

// Paraver event types of the trace format (docs/tracing.md).
constexpr std::uint64_t created_id_type = 90000010;
constexpr std::uint64_t released_predecessor_type = 90000020;
constexpr std::uint64_t released_successor_type = 90000021;
constexpr std::uint64_t idle_state = 0;  // Paraver state values (docs/tracing.md)
constexpr std::uint64_t released_state = 15;

struct NodeArgs {
  std::int64_t *values;
  int index;
};

// values[i] = values[i-1] + 3 * values[i-10] + i: wrong unless every arc was honoured.
void compute_node(void *raw) {
  const auto *args = static_cast<NodeArgs *>(raw);
  const int i = args->index;
  std::int64_t value = i;
  if (i >= 1) value += args->values[i - 1];
  if (i >= 10) value += 3 * args->values[i - 10];
  args->values[i] = value % 1000000007;
}

std::vector<std::int64_t> sequential_graph() {
  std::vector<std::int64_t> values(graph_size, 0);
  for (int i = 0; i < graph_size; ++i) {
    NodeArgs args{values.data(), i};
    compute_node(&args);
  }
  return values;
}

// 100 tasks, arcs i-1 -> i and i-10 -> i (189 arcs), labelled "even"/"odd".
std::vector<std::int64_t> run_graph() {
  std::vector<std::int64_t> values(graph_size, -1);
  std::vector<nano_task *> tasks(graph_size, nullptr);
  for (int i = 0; i < graph_size; ++i) {
    void *block = nullptr;
    tasks[i] = nano_create(&compute_node, sizeof(NodeArgs), &block);
    REQUIRE(tasks[i] != nullptr);
    *static_cast<NodeArgs *>(block) = NodeArgs{values.data(), i};
    REQUIRE(nano_set_label(tasks[i], i % 2 == 0 ? "even" : "odd") == NANO_OK);
    REQUIRE(nano_set_source(tasks[i], "graph.c", 100 + i) == NANO_OK);
    if (i >= 1) REQUIRE(nano_precede(tasks[i - 1], tasks[i]) == NANO_OK);
    if (i >= 10) REQUIRE(nano_precede(tasks[i - 10], tasks[i]) == NANO_OK);
  }
  // Submitted only once every arc exists: no predecessor can have finished before
  // its arc was made, so every arc is released (a check on releases cannot depend on
  // how fast the workers ran).
  for (nano_task *task : tasks) REQUIRE(nano_submit(task) == NANO_OK);
  REQUIRE(nano_wait_all() == NANO_OK);
  for (nano_task *task : tasks) REQUIRE(nano_release(task) == NANO_OK);
  return values;
}

void run_traced(const char *format, const std::string &path, std::vector<std::int64_t> &values) {
  ::setenv("NANO_TRACE", format, 1);
  ::setenv("NANO_TRACE_FILE", path.c_str(), 1);
  REQUIRE(nano_init(3) == NANO_OK);
  values = run_graph();
  nano_shutdown();
  ::unsetenv("NANO_TRACE");
  ::unsetenv("NANO_TRACE_FILE");
}

}  // namespace

TEST_CASE("a traced run of a known graph gives the exact task events in Paraver form", "[trace][runtime]") {
  const TempTrace files("graph", ".prv");
  std::vector<std::int64_t> traced;
  run_traced("prv", files.path, traced);
  CHECK(traced == sequential_graph());

  const PrvTrace prv = read_prv_strict(files.path);  // well formed, sorted, states nested
  const PcfFile pcf = read_pcf_strict(files.stem + ".pcf");
  const RowFile row = read_row_strict(files.stem + ".row");
  CHECK(row.threads.size() == prv.threads);
  CHECK(std::count(row.threads.begin(), row.threads.end(), "worker 0") == 1);
  CHECK(std::count(row.threads.begin(), row.threads.end(), "worker 2") == 1);

  std::set<std::int64_t> created;
  std::size_t releases = 0;
  // A predecessor may finish and release its arc while the successor is still being
  // built (its creation is recorded at submit), so releases are checked against every
  // creation in the trace, not only the earlier ones.
  for (const PrvEvent &event : prv.events)
    if (const std::int64_t id = event.value_of(created_id_type); id > 0) CHECK(created.insert(id).second);
  for (const PrvEvent &event : prv.events) {
    if (const std::int64_t pred = event.value_of(released_predecessor_type); pred > 0) {
      ++releases;
      CHECK(created.contains(pred));
      CHECK(created.contains(event.value_of(released_successor_type)));
    }
  }
  const TaskRuns runs = follow_task_runs(prv);  // every task starts once, ends nest
  for (const auto &[id, run] : runs.tasks) CHECK(created.contains(id));
  CHECK(created.size() == graph_size);
  CHECK(runs.tasks.size() == graph_size);
  CHECK(runs.ends == graph_size);
  // Every arc exists before any task runs (run_graph), so each is released once.
  CHECK(releases == 189);
  CHECK(pcf.event_values.at(90000001).size() >= 3);  // End, even, odd (and unnamed)
  CHECK(!prv.states.empty());

  // A worker stops idle: its last state is a clocked idle (or released) up to the
  // session end, never an open `scheduling` (whose unclocked records before it would
  // all decode at its time, collapsing the last tasks to zero-length slices).
  std::map<unsigned, PrvState> last_state;
  for (const PrvState &state : prv.states)
    if (!last_state.contains(state.thread) || state.begin >= last_state[state.thread].begin)
      last_state[state.thread] = state;
  for (unsigned thread = 1; thread <= prv.threads; ++thread) {
    if (row.threads[thread - 1].rfind("worker ", 0) != 0) continue;
    INFO(row.threads[thread - 1]);
    REQUIRE(last_state.contains(thread));
    CHECK((last_state[thread].state == idle_state || last_state[thread].state == released_state));
    CHECK(last_state[thread].end == prv.ftime);
  }
}

TEST_CASE("a traced run gives one Chrome complete event per task and the untraced results", "[trace][runtime]") {
  const TempTrace files("graph", ".trace.json");
  std::vector<std::int64_t> traced;
  run_traced("chrome", files.path, traced);

  REQUIRE(nano_init(3) == NANO_OK);  // the same graph untraced
  const std::vector<std::int64_t> untraced = run_graph();
  nano_shutdown();
  CHECK(traced == untraced);
  CHECK(traced == sequential_graph());

  const nlohmann::json document = nlohmann::json::parse(std::ifstream(files.path));
  std::map<std::uint64_t, std::string> labels;
  std::size_t states = 0, releases = 0;
  // Times in whole nanoseconds: ts + dur added as microsecond doubles can land one
  // rounding step off an instant another event has exactly.
  auto nanoseconds = [](const nlohmann::json &us) { return std::llround(us.get<double>() * 1000); };
  struct Slice {
    int node;  // graph index, from the source line graph.c:(100 + index)
    std::int64_t start, end;
  };
  std::map<int, std::vector<Slice>> slices_of_tid;
  std::map<std::uint64_t, std::pair<int, std::int64_t>> flow_start, flow_finish;  // id -> (tid, ts)
  for (const nlohmann::json &event : document.at("traceEvents")) {
    if (event.at("ph") == "X" && event.at("cat") == "task") {
      const auto id = event.at("args").at("id").get<std::uint64_t>();
      CHECK(labels.emplace(id, event.at("name").get<std::string>()).second);
      const std::string source = event.at("args").at("source");
      CHECK(source.starts_with("graph.c:1"));
      const std::int64_t ts = nanoseconds(event.at("ts")), dur = nanoseconds(event.at("dur"));
      slices_of_tid[event.at("tid").get<int>()].push_back({std::stoi(source.substr(8)) - 100, ts, ts + dur});
    }
    if (event.at("ph") == "X" && event.at("cat") == "state") ++states;
    if (event.at("ph") == "i" && event.at("name") == "release") ++releases;
    if (event.at("ph") == "s" || event.at("ph") == "f")
      (event.at("ph") == "s" ? flow_start : flow_finish)[event.at("id").get<std::uint64_t>()] = {
          event.at("tid").get<int>(), nanoseconds(event.at("ts"))};
  }
  CHECK(labels.size() == graph_size);
  CHECK(std::count_if(labels.begin(), labels.end(), [](const auto &l) { return l.second == "even"; }) == 50);
  CHECK(states > 0);

  // Every release between two tasks that ran is an arrow along an arc of the graph.
  // Tasks a worker ran last before shutdown may share one decoded instant (no later
  // timestamp on that worker): an arrow end may touch several slices, and one pair of
  // them must be an arc.
  auto nodes_at = [&](int tid, std::int64_t ts) {
    std::vector<int> nodes;
    for (const Slice &slice : slices_of_tid[tid])
      if (slice.start <= ts && ts <= slice.end) nodes.push_back(slice.node);
    return nodes;
  };
  CHECK(releases == 189);  // every arc of run_graph, made before any task ran
  CHECK(flow_start.size() == releases);
  CHECK(flow_finish.size() == releases);
  for (const auto &[flow, start] : flow_start) {
    REQUIRE(flow_finish.contains(flow));
    const std::vector<int> from = nodes_at(start.first, start.second);
    const std::vector<int> to = nodes_at(flow_finish[flow].first, flow_finish[flow].second);
    INFO("arrow " << flow << ": nodes " << Catch::Detail::stringify(from) << " -> " << Catch::Detail::stringify(to));
    const bool along_an_arc = std::ranges::any_of(from, [&](int f) {
      return std::ranges::any_of(to, [&](int t) { return t - f == 1 || t - f == 10; });
    });
    CHECK(along_an_arc);
  }
}

TEST_CASE("nano-trace reads a real run back: summary and plot", "[trace][runtime][tool]") {
  const TempTrace files("tool", ".prv");
  std::vector<std::int64_t> traced;
  run_traced("prv", files.path, traced);

  const nano::trace_tool::LoadedTrace trace = nano::trace_tool::load_trace(files.path);
  const nano::trace_tool::Summary summary = nano::trace_tool::summarize(trace);
  CHECK(summary.tasks == graph_size);
  std::size_t labelled = 0;
  for (const auto &label : summary.labels)
    if (label.label == "even" || label.label == "odd") labelled += label.tasks;
  CHECK(labelled == graph_size);
  // The chain i-1 -> i could put every task on the critical path, but the path is
  // rebuilt from recorded releases and an arc from a task that already finished
  // records none, so how many tasks it joins depends on timing.
  CHECK(summary.critical_path.tasks >= 1);
  CHECK(summary.critical_path.tasks <= graph_size);
  CHECK(summary.critical_path.length <= trace.end_time);
  std::uint64_t running = 0;
  for (const auto &thread : summary.threads)
    running += thread.in_state[static_cast<int>(nano::trace_tool::WorkerState::running)];
  CHECK(running > 0);

  std::ostringstream out, err;
  CHECK(nano::trace_tool::run_command({"plot", files.path, "-o", files.stem + ".svg"}, out, err) ==
        nano::trace_tool::exit_ok);
  CHECK(std::ifstream(files.stem + ".svg").good());
}
