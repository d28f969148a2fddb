// recording_files_test.cpp — synthetic multi-threaded recordings written as Paraver and Chrome traces.
#include "captured_stderr.hpp"
#include "strict_prv_reader.hpp"
#include "synthetic_run.hpp"
#include "trace_test_paths.hpp"

#include "trace/hooks.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

namespace trace = nano::detail::trace;
using namespace nano::trace_test;
using nano_tests::stderr_of;

namespace {

// Paraver event types of the trace format (docs/tracing.md).
constexpr std::uint64_t task_label_type = 90000001;
constexpr std::uint64_t task_id_type = 90000002;
constexpr std::uint64_t created_id_type = 90000010;
constexpr std::uint64_t created_parent_type = 90000011;
constexpr std::uint64_t created_label_type = 90000012;
constexpr std::uint64_t released_predecessor_type = 90000020;
constexpr std::uint64_t released_successor_type = 90000021;
constexpr std::uint64_t steal_type = 90000030;
constexpr std::uint64_t chunk_task_type = 90000040;
constexpr std::uint64_t active_workers_type = 90000050;

std::uint64_t state_value_named(const PcfFile &pcf, const std::string &prefix) {
  for (const auto &[value, name] : pcf.states)
    if (name.starts_with(prefix)) return value;
  FAIL("no state named " << prefix << " in the .pcf");
  return 0;
}

}  // namespace

TEST_CASE("a synthetic recording on several threads gives a strict Paraver trace", "[trace][prv]") {
  const TempTrace files("synthetic", ".prv");
  const SyntheticShape shape;
  // Every boundary clocked, or bursts of 4 wherever a boundary can start one.
  const trace::TimeScheme scheme = GENERATE(trace::TimeScheme::exact(), trace::TimeScheme{std::uint64_t{1} << 40, 4});
  trace::start_with(trace::Format::paraver, files.path.c_str(), scheme);
  REQUIRE(trace::enabled);
  const SyntheticCounts expected = record_synthetic_run(shape);
  trace::stop();
  REQUIRE_FALSE(trace::enabled);

  const PrvTrace prv = read_prv_strict(files.path);
  const PcfFile pcf = read_pcf_strict(files.stem + ".pcf");
  const RowFile row = read_row_strict(files.stem + ".row");

  SECTION("header and .row describe the recorded threads") {
    CHECK(prv.nanoseconds);
    CHECK(prv.nodes == 1);
    CHECK(prv.applications == 1);
    CHECK(prv.tasks == 1);
    REQUIRE(prv.threads == static_cast<unsigned>(shape.workers) + 1);
    CHECK(prv.cpus_per_node == std::vector<unsigned>{prv.threads});
    std::vector<std::string> names;
    for (int w = 0; w < shape.workers; ++w) names.push_back("worker " + std::to_string(w));
    names.push_back("main thread");
    CHECK(row.threads == names);
    CHECK(row.cpus.size() == prv.threads);
  }

  SECTION("every task is created once, and starts and ends properly nested on its thread") {
    const auto &labels = pcf.event_values.at(task_label_type);
    std::map<unsigned, std::vector<std::int64_t>> running;  // thread -> stack of task ids
    std::size_t created = 0, starts = 0, ends = 0;
    std::set<std::int64_t> started;
    std::map<std::int64_t, std::int64_t> created_label;
    for (const PrvEvent &event : prv.events) {
      if (const std::int64_t id = event.value_of(created_id_type); id > 0) {
        ++created;
        CHECK(event.value_of(created_parent_type) == static_cast<std::int64_t>(expected.parent_of.at(id)));
        created_label[id] = event.value_of(created_label_type);
        CHECK(pcf.event_values.at(created_label_type).at(created_label[id]) == expected.label_of.at(id));
      }
      const std::int64_t id = event.value_of(task_id_type);
      if (id < 0) continue;
      std::vector<std::int64_t> &stack = running[event.thread];
      const std::int64_t resumed = stack.size() >= 2 ? stack[stack.size() - 2] : 0;
      if (!stack.empty() && id == resumed) {  // an end: the enclosing task (or none) resumes
        stack.pop_back();
        ++ends;
      } else {
        REQUIRE(id > 0);
        CHECK(started.insert(id).second);
        stack.push_back(id);
        ++starts;
        CHECK(labels.at(event.value_of(task_label_type)) == expected.label_of.at(id));
      }
    }
    CHECK(created == expected.tasks);
    CHECK(starts == expected.tasks);
    CHECK(ends == expected.tasks);
    for (const auto &[thread, stack] : running) CHECK(stack.empty());
  }

  SECTION("states are nested per thread and every task starts while its thread is running") {
    const std::uint64_t running_value = state_value_named(pcf, "Running");
    CHECK(pcf.states.at(state_value_named(pcf, "Idle")) == "Idle");
    CHECK(pcf.state_colors.size() == pcf.states.size());
    std::map<unsigned, std::vector<PrvState>> states_of;
    std::set<std::uint64_t> seen;
    for (const PrvState &state : prv.states) {
      states_of[state.thread].push_back(state);
      seen.insert(state.state);
    }
    CHECK(seen.size() == 4);  // scheduling, running, suspended, idle
    std::size_t task_events = 0, on_dropped_states = 0;
    for (const PrvEvent &event : prv.events) {
      const std::int64_t id = event.value_of(task_id_type);
      if (id <= 0 || !expected.label_of.contains(id)) continue;
      ++task_events;
      const auto &states = states_of[event.thread];
      auto after = std::upper_bound(states.begin(), states.end(), event.time,
                                    [](std::uint64_t t, const PrvState &s) { return t < s.begin; });
      REQUIRE(after != states.begin());
      // Records stamped with the same clock value (an unclocked record carries its
      // thread's previous read) are unordered in time: the event may sit on the
      // boundary between a running state and the next one. And a running state that
      // lasted less than one time unit is not written (Paraver states end after they
      // begin), so a task that started in it sits on the boundary where the next state
      // begins. Either a running state holds the event, boundaries included, or a state
      // of its thread begins at that very time.
      bool in_running = false, at_dropped_state = false;
      for (auto it = after; it != states.begin() && !in_running;) {
        --it;
        if (it->end < event.time && it->begin < event.time) break;  // earlier states end before it
        in_running = it->state == running_value && it->begin <= event.time && event.time <= it->end;
        at_dropped_state = at_dropped_state || it->begin == event.time;
      }
      INFO("task " << id << " on thread " << event.thread << " at " << event.time);
      CHECK((in_running || at_dropped_state));
      if (!in_running) ++on_dropped_states;
    }
    // A dropped running state needs a task start and the next state within one time
    // unit (a few ns): rare, whatever the load (4 in 36,000 where it was seen). A
    // boundary cannot tell which state was dropped there: this bound is what keeps
    // the boundary case from hiding misplaced task events.
    INFO(on_dropped_states << " of " << task_events << " task events only on a boundary where a state begins");
    CHECK(on_dropped_states * 10 < task_events);
  }

  SECTION("releases, steals, loop chunks and processor counts are all there") {
    std::size_t releases = 0, steals = 0, chunks = 0, counts = 0;
    for (const PrvEvent &event : prv.events) {
      if (const std::int64_t pred = event.value_of(released_predecessor_type); pred >= 0) {
        ++releases;
        CHECK(event.value_of(released_successor_type) == pred + 1);
      }
      if (const std::int64_t victim = event.value_of(steal_type); victim >= 0) {
        ++steals;
        CHECK(pcf.event_values.at(steal_type).at(victim) == "worker " + std::to_string(event.thread % shape.workers));
      }
      if (event.value_of(chunk_task_type) >= 0) ++chunks;
      if (event.value_of(active_workers_type) >= 0) {
        ++counts;
        CHECK(event.value_of(active_workers_type) == shape.workers);
      }
    }
    CHECK(releases == expected.releases);
    CHECK(steals == expected.steals);
    CHECK(chunks == expected.chunks);
    CHECK(counts == 1);
  }
}

TEST_CASE("a synthetic recording gives Chrome JSON with one complete event per task", "[trace][chrome]") {
  const TempTrace files("synthetic", ".trace.json");
  const SyntheticShape shape{3, 2000};
  const trace::TimeScheme scheme = GENERATE(trace::TimeScheme::exact(), trace::TimeScheme{std::uint64_t{1} << 40, 4});
  trace::start_with(trace::Format::chrome, files.path.c_str(), scheme);
  const SyntheticCounts expected = record_synthetic_run(shape);
  trace::stop();

  std::ifstream in(files.path);
  REQUIRE(in);
  const nlohmann::json document = nlohmann::json::parse(in);
  REQUIRE(document.at("traceEvents").is_array());

  std::map<std::uint64_t, nlohmann::json> task_slice;
  std::map<int, std::string> thread_names;
  std::map<int, std::vector<std::pair<double, double>>> state_slices;
  std::map<std::string, std::size_t> instants;
  std::size_t counters = 0;
  for (const nlohmann::json &event : document["traceEvents"]) {
    const std::string phase = event.at("ph");
    if (phase == "M" && event.at("name") == "thread_name" && event.at("pid") == 1)
      thread_names[event.at("tid").get<int>()] = event.at("args").at("name");
    if (phase == "X" && event.at("cat") == "task") {
      const auto id = event.at("args").at("id").get<std::uint64_t>();
      CHECK(task_slice.emplace(id, event).second);
    }
    if (phase == "X" && event.at("cat") == "state")
      state_slices[event.at("tid").get<int>()].emplace_back(event.at("ts").get<double>(),
                                                            event.at("dur").get<double>());
    if (phase == "i") ++instants[event.at("name").get<std::string>()];
    if (phase == "C") ++counters;
  }

  CHECK(task_slice.size() == expected.tasks);
  for (const auto &[id, slice] : task_slice) {
    REQUIRE(expected.label_of.contains(id));
    CHECK(slice.at("name") == expected.label_of.at(id));
    CHECK(slice.at("args").at("parent").get<std::uint64_t>() == expected.parent_of.at(id));
    CHECK(slice.at("dur").get<double>() >= 0);
    if (const std::uint64_t parent = expected.parent_of.at(id); parent != 0) {
      // A child ran nested inside its parent, on the same track.
      const nlohmann::json &outer = task_slice.at(parent);
      CHECK(slice.at("tid") == outer.at("tid"));
      CHECK(slice.at("ts").get<double>() >= outer.at("ts").get<double>());
      CHECK(slice.at("ts").get<double>() + slice.at("dur").get<double>() <=
            outer.at("ts").get<double>() + outer.at("dur").get<double>() + 0.0005);
    } else {
      CHECK(slice.at("args").at("source").get<std::string>().starts_with("synthetic.cpp:10"));
    }
  }
  for (int w = 0; w < shape.workers; ++w) CHECK(thread_names[w] == "worker " + std::to_string(w));
  for (auto &[tid, slices] : state_slices) {
    std::sort(slices.begin(), slices.end());
    for (std::size_t i = 1; i < slices.size(); ++i)
      CHECK(slices[i].first >= slices[i - 1].first + slices[i - 1].second - 0.0005);
  }
  CHECK(instants["create"] == expected.tasks);
  CHECK(instants["release"] == expected.releases);
  CHECK(instants["steal"] == expected.steals);
  CHECK(instants["loop chunk"] == expected.chunks);
  CHECK(counters == 1);
}

TEST_CASE("NANO_TRACE selects the format and NANO_TRACE_FILE the path", "[trace][environment]") {
  SECTION("chrome, to the given file") {
    const TempTrace files("environment", ".json");
    ::setenv("NANO_TRACE", "chrome", 1);
    ::setenv("NANO_TRACE_FILE", files.path.c_str(), 1);
    trace::start();
    REQUIRE(trace::enabled);
    trace::task_create({7, 0, "from environment", nullptr, 0});
    trace::stop();
    const nlohmann::json document = nlohmann::json::parse(std::ifstream(files.path));
    CHECK(document.at("traceEvents").size() > 0);
  }
  SECTION("prv without the .prv suffix gets it, with .pcf and .row beside") {
    const TempTrace files("suffix", ".prv");
    ::setenv("NANO_TRACE", "prv", 1);
    ::setenv("NANO_TRACE_FILE", files.stem.c_str(), 1);
    trace::start();
    REQUIRE(trace::enabled);
    trace::state(0, trace::State::running);
    trace::stop();
    CHECK(read_prv_strict(files.path).states.size() == 1);
    CHECK(std::filesystem::exists(files.stem + ".pcf"));
    CHECK(std::filesystem::exists(files.stem + ".row"));
  }
  SECTION("a path in a missing directory leaves tracing off at once, saying why") {
    const std::string path = std::filesystem::temp_directory_path().string() + "/nano-no-such-dir/run.prv";
    ::setenv("NANO_TRACE", "prv", 1);
    ::setenv("NANO_TRACE_FILE", path.c_str(), 1);
    const std::string said = stderr_of([] { trace::start(); });
    CHECK_FALSE(trace::enabled);
    CHECK(said == "nano: cannot write the trace to '" + path +
                      "': No such file or directory; tracing is off (set NANO_TRACE_FILE to a path in a writable "
                      "directory)\n");
    CHECK_FALSE(std::filesystem::exists(path));
  }
  SECTION("a path naming a directory leaves tracing off at once, saying why") {
    const std::string directory = std::filesystem::temp_directory_path().string();
    ::setenv("NANO_TRACE", "chrome", 1);
    ::setenv("NANO_TRACE_FILE", directory.c_str(), 1);
    const std::string said = stderr_of([] { trace::start(); });
    CHECK_FALSE(trace::enabled);
    CHECK(said.find("cannot write the trace to '" + directory + "': Is a directory; tracing is off") !=
          std::string::npos);
  }
  SECTION("an unknown format leaves tracing off") {
    ::setenv("NANO_TRACE", "bogus", 1);
    trace::start();
    CHECK_FALSE(trace::enabled);
  }
  SECTION("unset or off leaves tracing off") {
    ::setenv("NANO_TRACE", "off", 1);
    trace::start();
    CHECK_FALSE(trace::enabled);
    ::unsetenv("NANO_TRACE");
    trace::start();
    CHECK_FALSE(trace::enabled);
  }
  ::unsetenv("NANO_TRACE");
  ::unsetenv("NANO_TRACE_FILE");
}

TEST_CASE("sessions follow each other and a thread's stale buffer is re-attached", "[trace][sessions]") {
  for (int session = 0; session < 3; ++session) {
    const TempTrace files("session" + std::to_string(session), ".prv");
    trace::start_with(trace::Format::paraver, files.path.c_str());
    // Same state as the previous session's last one: it must still be recorded.
    trace::state(0, trace::State::running);
    trace::task_create({1, 0, "again", nullptr, 0});
    trace::stop();
    const PrvTrace prv = read_prv_strict(files.path);
    CHECK(prv.threads == 1);
    CHECK(prv.states.size() == 1);
    CHECK(prv.events.size() == 1);
  }
}

TEST_CASE("with tracing off the hooks record nothing and write nothing", "[trace][off]") {
  const TempTrace files("off", ".prv");
  trace::start_with(trace::Format::none, files.path.c_str());
  CHECK_FALSE(trace::enabled);
  trace::task_create({1, 0, "ignored", nullptr, 0});
  trace::stop();
  CHECK_FALSE(std::filesystem::exists(files.path));
}
