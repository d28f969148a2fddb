// chrome_format_test.cpp — every event of a Chrome trace has the fields its phase needs, and release arrows bind right.
//
// The rules are those of the Trace Event Format document (Google, "Trace Event Format",
// the JSON Object Format) as Perfetto's importer applies them
// (src/trace_processor/importers/json/json_trace_parser_impl.cc): "ph" and "pid" on
// every event; "X" needs name, ts and dur and a thread; "i" a scope "s" in g/p/t (and a
// tid for t); "C" an args object of numbers; "M" one of the known metadata names with
// its args; flows "s"/"f" need an id, cat and name shared by both ends, and a thread
// track whose slice encloses their ts (for "f" because of "bp":"e").
#include "synthetic_run.hpp"
#include "trace_test_paths.hpp"

#include "trace/hooks.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace trace = nano::detail::trace;
using namespace nano::trace_test;
using nlohmann::json;

namespace {

bool is_integer(const json &value) { return value.is_number_integer() || value.is_number_unsigned(); }
bool is_time(const json &value) { return value.is_number() && value.get<double>() >= 0; }

// Checks the fields one event needs for its phase; returns the phase.
std::string check_event_fields(const json &event) {
  INFO(event.dump());
  REQUIRE(event.is_object());
  REQUIRE(event.contains("ph"));
  REQUIRE(event["ph"].is_string());
  const std::string phase = event["ph"];
  REQUIRE(event.contains("pid"));
  CHECK(is_integer(event["pid"]));
  if (event.contains("tid")) CHECK(is_integer(event["tid"]));
  if (phase != "M") {
    REQUIRE(event.contains("ts"));
    CHECK(is_time(event["ts"]));
    REQUIRE(event.contains("name"));
    CHECK(event["name"].is_string());
  }
  if (event.contains("args")) CHECK(event["args"].is_object());
  if (phase == "X") {
    CHECK(event.contains("tid"));
    REQUIRE(event.contains("dur"));
    CHECK(is_time(event["dur"]));
    CHECK(event["cat"].is_string());
  } else if (phase == "i") {
    REQUIRE(event.contains("s"));
    const std::string scope = event["s"];
    CHECK((scope == "g" || scope == "p" || scope == "t"));
    if (scope == "t") CHECK(event.contains("tid"));
  } else if (phase == "C") {
    REQUIRE(event.contains("args"));
    REQUIRE(event["args"].is_object());
    CHECK(!event["args"].empty());
    for (const json &value : event["args"]) CHECK(value.is_number());
  } else if (phase == "M") {
    REQUIRE(event.contains("name"));
    const std::string name = event["name"];
    REQUIRE(event.contains("args"));
    if (name == "process_name" || name == "thread_name") {
      CHECK(event["args"]["name"].is_string());
    } else {
      CHECK((name == "process_sort_index" || name == "thread_sort_index"));
      CHECK(is_integer(event["args"]["sort_index"]));
    }
    if (name.starts_with("thread_")) CHECK(event.contains("tid"));
  } else if (phase == "s" || phase == "f") {
    CHECK(event.contains("tid"));
    REQUIRE(event.contains("id"));
    CHECK(is_integer(event["id"]));
    CHECK(event["cat"].is_string());
    if (phase == "f") CHECK(event.value("bp", "") == "e");
  } else {
    FAIL("a phase the writer does not use: " << phase);
  }
  return phase;
}

// A time in whole nanoseconds: ts + dur added as microsecond doubles can land one
// rounding step off an instant another event has exactly.
std::int64_t nanoseconds(const json &us) { return std::llround(us.get<double>() * 1000); }

struct TaskSlice {
  std::uint64_t id;
  std::int64_t start, end;  // ns
};

// The ids of the task slices that contain `time` (a child's slice lies inside its
// parent's, and their ends may fall within the same nanosecond).
std::set<std::uint64_t> slices_at(const std::vector<TaskSlice> &slices, std::int64_t time) {
  std::set<std::uint64_t> ids;
  for (const TaskSlice &slice : slices)
    if (slice.start <= time && time <= slice.end) ids.insert(slice.id);
  return ids;
}

}  // namespace

TEST_CASE("every Chrome trace event has the fields of its phase, and release arrows join the right slices",
          "[trace][chrome][format]") {
  const TempTrace files("chrome-format", ".trace.json");
  const SyntheticShape shape{3, 1500};
  // Every boundary clocked, or bursts of 4 wherever a boundary can start one.
  const trace::TimeScheme scheme = GENERATE(trace::TimeScheme::exact(), trace::TimeScheme{std::uint64_t{1} << 40, 4});
  trace::start_with(trace::Format::chrome, files.path.c_str(), scheme);
  const SyntheticCounts expected = record_synthetic_run(shape);
  trace::stop();

  std::ifstream in(files.path);
  REQUIRE(in);
  const json document = json::parse(in);
  REQUIRE(document.is_object());
  CHECK((document.value("displayTimeUnit", "ms") == "ns" || document.value("displayTimeUnit", "ms") == "ms"));
  REQUIRE(document.at("traceEvents").is_array());

  std::map<std::string, std::size_t> phases;
  std::map<std::pair<int, int>, std::vector<TaskSlice>> task_slices;  // (pid, tid) -> slices
  struct FlowEnd {
    int pid, tid;
    std::int64_t ts;  // ns
    std::string cat, name;
  };
  std::map<std::uint64_t, FlowEnd> flow_starts, flow_finishes;
  for (const json &event : document["traceEvents"]) {
    const std::string phase = check_event_fields(event);
    ++phases[phase];
    const int pid = event["pid"], tid = event.value("tid", -1);
    if (phase == "X" && event["cat"] == "task")
      task_slices[{pid, tid}].push_back({event["args"]["id"].get<std::uint64_t>(), nanoseconds(event["ts"]),
                                         nanoseconds(event["ts"]) + nanoseconds(event["dur"])});
    if (phase == "s" || phase == "f") {
      auto &ends = phase == "s" ? flow_starts : flow_finishes;
      CHECK(ends.emplace(event["id"].get<std::uint64_t>(),
                         FlowEnd{pid, tid, nanoseconds(event["ts"]), event["cat"], event["name"]})
                .second);
    }
  }
  CHECK(phases["X"] > expected.tasks);  // task slices and state slices
  CHECK(phases["M"] >= 2 + 4 * static_cast<std::size_t>(shape.workers));

  // One arrow per release: both tasks of every synthetic release ran.
  CHECK(flow_starts.size() == expected.releases);
  CHECK(flow_finishes.size() == expected.releases);
  // The synthetic run releases id -> id + 1 within each worker's run of roots.
  std::set<std::pair<std::uint64_t, std::uint64_t>> released;
  for (int w = 0; w < shape.workers; ++w)
    for (int k = 0; k + 1 < shape.tasks_per_worker; ++k) {
      const auto id = static_cast<std::uint64_t>(w) * static_cast<std::uint64_t>(shape.tasks_per_worker) +
                      static_cast<std::uint64_t>(k) + 1;
      released.emplace(id, id + 1);
    }
  std::set<std::pair<std::uint64_t, std::uint64_t>> arrows;
  for (const auto &[flow, start] : flow_starts) {
    REQUIRE(flow_finishes.contains(flow));
    const FlowEnd &finish = flow_finishes.at(flow);
    CHECK(start.cat == finish.cat);  // Perfetto keys v1 flows by (id, cat, name)
    CHECK(start.name == finish.name);
    CHECK(start.ts <= finish.ts);
    const std::set<std::uint64_t> from = slices_at(task_slices[{start.pid, start.tid}], start.ts);
    const std::set<std::uint64_t> to = slices_at(task_slices[{finish.pid, finish.tid}], finish.ts);
    REQUIRE(!from.empty());
    REQUIRE(!to.empty());
    // The arrow joins a released pair if one of the slices at its start and one at
    // its finish are that pair; otherwise it is recorded as joining the first ones.
    std::pair<std::uint64_t, std::uint64_t> joined{*from.begin(), *to.begin()};
    for (const std::uint64_t f : from)
      if (to.contains(f + 1) && released.contains({f, f + 1})) joined = {f, f + 1};
    arrows.insert(joined);
  }
  CHECK(arrows == released);
}
