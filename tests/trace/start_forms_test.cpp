// start_forms_test.cpp — task starts and ends in their short forms decode to their exact ids.
//
// The encoder (runtime/src/trace/task_records.hpp) writes a task start with no id when
// it starts the thread's last created task (task_start_created) or the task whose id is
// one below the id base (task_start_previous: the next sibling a wait pops), and an end
// with no id when it ends the open task of its model, a stack indexed by an 8-bit depth
// that wraps. The decoder (decoded_trace.cpp) must keep the same model. These runs use
// every form, chained to an end, inside a dense burst and clocked, and a nesting deeper
// than the stack, under both time schemes; a decoder that gets a form wrong shows a
// wrong id at a start (Paraver) or ends the wrong task (Chrome).
#include "strict_prv_reader.hpp"
#include "trace_test_paths.hpp"

#include "trace/hooks.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace trace = nano::detail::trace;
using namespace nano::trace_test;

namespace {

constexpr std::uint64_t task_id_type = 90000002;
constexpr std::uint64_t deep_first = 1000;
constexpr std::uint64_t deep_count = 300;  // deeper than the 256-slot stack

// One recorded step: a start or an end of `id`.
struct Step {
  bool start;
  std::uint64_t id;
};

// On a worker: task 100 creates 101, 102, 103; a wait runs 103 (start of the task just
// created), then 102 chained to 103's end (the id below the base), user code, 101 (the
// id below the base, not chained); inside 101 a chain of 300 nested tasks; then 104 is
// created and started; 100 ends; 2 ms later the worker goes idle. Returns the steps.
std::vector<Step> record_start_forms() {
  std::vector<Step> steps;
  std::thread worker([&] {
    auto start = [&](std::uint64_t id) {
      trace::task_start(id);
      steps.push_back({true, id});
    };
    auto end = [&](std::uint64_t id) {
      trace::task_end(id);
      steps.push_back({false, id});
    };
    trace::worker_start(0);
    trace::state(0, trace::State::running);
    start(100);
    for (std::uint64_t id : {101, 102, 103}) trace::task_create({id, 100, "child", "forms.c", 1, true});
    trace::user_code_ran();
    start(103);
    end(103);
    start(102);
    end(102);
    trace::user_code_ran();
    start(101);
    for (std::uint64_t i = 0; i < deep_count; ++i) start(deep_first + i);
    for (std::uint64_t i = deep_count; i-- > 0;) end(deep_first + i);
    end(101);
    trace::task_create({104, 100, "child", "forms.c", 1, true});
    start(104);
    end(104);
    end(100);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    trace::state(0, trace::State::idle);
  });
  worker.join();
  return steps;
}

const trace::TimeScheme always_dense{std::uint64_t{1} << 40, 4};

// record_start_forms in a session of `format` written to `path`, under both time schemes
// (Catch2 GENERATE: each test case runs twice).
std::vector<Step> record_session(trace::Format format, const std::string &path) {
  const trace::TimeScheme scheme = GENERATE(trace::TimeScheme::exact(), always_dense);
  trace::start_with(format, path.c_str(), scheme);
  REQUIRE(trace::enabled);
  std::vector<Step> steps = record_start_forms();
  trace::stop();
  return steps;
}

}  // namespace

TEST_CASE("short task starts decode to their ids, in Paraver", "[trace][forms][prv]") {
  const TempTrace files("start-forms", ".prv");
  const std::vector<Step> steps = record_session(trace::Format::paraver, files.path);

  // A start shows its id, an end the task that resumes (0: none): the ids of the starts
  // are what the decoder gave them.
  std::vector<std::int64_t> expected, stack;
  for (const Step &step : steps) {
    if (step.start) {
      stack.push_back(static_cast<std::int64_t>(step.id));
      expected.push_back(static_cast<std::int64_t>(step.id));
    } else {
      stack.pop_back();
      expected.push_back(stack.empty() ? 0 : stack.back());
    }
  }
  const PrvTrace prv = read_prv_strict(files.path);
  std::vector<std::int64_t> shown;
  for (const PrvEvent &event : prv.events)
    if (event.thread == 1 && event.value_of(task_id_type) >= 0) shown.push_back(event.value_of(task_id_type));
  CHECK(shown == expected);
}

TEST_CASE("short task ends decode to their ids: every task's slice closes where it ended, in Chrome",
          "[trace][forms][chrome]") {
  const TempTrace files("end-forms", ".trace.json");
  const std::vector<Step> steps = record_session(trace::Format::chrome, files.path);

  std::ifstream in(files.path);
  REQUIRE(in);
  const nlohmann::json document = nlohmann::json::parse(in);
  // id -> (begin, end) in whole nanoseconds: ts + dur added as microsecond doubles can
  // land one rounding step past an end the same nanosecond (8863.825 + 0.002).
  std::map<std::uint64_t, std::pair<std::int64_t, std::int64_t>> slice;
  std::int64_t idle_begin = -1;
  auto nanoseconds = [](const nlohmann::json &us) { return std::llround(us.get<double>() * 1000); };
  for (const nlohmann::json &event : document.at("traceEvents")) {
    if (event.at("ph") != "X") continue;
    const std::int64_t begin = nanoseconds(event.at("ts")), end = begin + nanoseconds(event.at("dur"));
    if (event.at("cat") == "task")
      CHECK(slice.emplace(event.at("args").at("id").get<std::uint64_t>(), std::make_pair(begin, end)).second);
    if (event.at("cat") == "state" && event.at("name") == "idle") idle_begin = begin;
  }
  REQUIRE(idle_begin >= 0);
  std::size_t started = 0;
  for (const Step &step : steps) started += step.start ? 1 : 0;
  REQUIRE(slice.size() == started);
  // A task whose end the decoder gave to another task would stay open to the session's
  // end, at or after the idle state (clocked, 2 ms after the last end: an interpolated
  // end lies strictly before it).
  for (const auto &[id, times] : slice) {
    INFO("task " << id);
    CHECK(times.second < idle_begin);
  }
  // Nesting: each task of the deep chain lies inside the one below it, and in 101.
  for (std::uint64_t i = 1; i < deep_count; ++i) {
    INFO("task " << deep_first + i);
    CHECK(slice.at(deep_first + i).first >= slice.at(deep_first + i - 1).first);
    CHECK(slice.at(deep_first + i).second <= slice.at(deep_first + i - 1).second);
  }
  CHECK(slice.at(deep_first).second <= slice.at(101).second);
}
