// nano_trace_tool_test.cpp — nano-trace on hand-written traces with known answers, and its errors.
#include "command.hpp"
#include "summary.hpp"
#include "svg_plot.hpp"
#include "trace_model.hpp"
#include "trace_test_paths.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace nano::trace_tool;
using nano::trace_test::TempTrace;

namespace {

void write_file(const std::string &path, const std::string &text) { std::ofstream(path) << text; }

// Two workers over 1000 ns. Task 1 "a" runs [0,600) on worker 0, creates task 2 "b" at
// 100 and task 4 "d" at 300, runs d nested [300,400). Task 2 runs [200,800) on worker 1
// and releases task 5 "e" (created by the main thread at 0), which runs [800,900) there.
// Worker 0: running [0,600) scheduling [600,700) idle [700,1000).
// Worker 1: idle [0,200) running [200,900) idle [900,1000).
void write_known_prv(const std::string &stem) {
  write_file(stem + ".prv",
             "#Paraver (30/11/26 at 08:00):1000_ns:1(3):1:1(3:1)\n"
             "1:1:1:1:1:0:600:1\n"
             "2:3:1:1:3:0:90000010:1:90000011:0:90000012:1\n"
             "2:3:1:1:3:0:90000010:5:90000011:0:90000012:4\n"
             "2:1:1:1:1:0:90000001:1:90000002:1:90000003:1\n"
             "1:2:1:1:2:0:200:0\n"
             "2:1:1:1:1:100:90000010:2:90000011:1:90000012:2\n"
             "1:2:1:1:2:200:900:1\n"
             "2:2:1:1:2:200:90000001:2:90000002:2:90000003:0\n"
             "2:1:1:1:1:300:90000010:4:90000011:1:90000012:3\n"
             "2:1:1:1:1:300:90000001:3:90000002:4:90000003:0\n"
             "2:1:1:1:1:400:90000001:1:90000002:1:90000003:1\n"
             "1:1:1:1:1:600:700:7\n"
             "2:1:1:1:1:600:90000001:0:90000002:0:90000003:0\n"
             "1:1:1:1:1:700:1000:0\n"
             "2:2:1:1:2:800:90000020:2:90000021:5\n"
             "2:2:1:1:2:800:90000001:0:90000002:0:90000003:0\n"
             "2:2:1:1:2:800:90000001:4:90000002:5:90000003:0\n"
             "2:2:1:1:2:900:90000001:0:90000002:0:90000003:0\n"
             "1:2:1:1:2:900:1000:0\n");
  write_file(stem + ".pcf",
             "EVENT_TYPE\n0    90000001    Task\nVALUES\n0      End\n1      a\n2      b\n3      d\n4      e\n\n"
             "EVENT_TYPE\n0    90000003    Task source\nVALUES\n0      End\n1      known.c:7\n\n");
  write_file(stem + ".row", "LEVEL THREAD SIZE 3\nworker 0\nworker 1\nmain thread\n");
}

void write_known_chrome(const std::string &path) {
  write_file(path, R"({"traceEvents":[
{"ph":"M","pid":1,"tid":0,"name":"thread_name","args":{"name":"worker 0"}},
{"ph":"M","pid":1,"tid":1,"name":"thread_name","args":{"name":"worker 1"}},
{"ph":"M","pid":1,"tid":10002,"name":"thread_name","args":{"name":"main thread"}},
{"ph":"X","pid":2,"tid":0,"cat":"state","name":"running","ts":0,"dur":0.6},
{"ph":"X","pid":2,"tid":0,"cat":"state","name":"scheduling","ts":0.6,"dur":0.1},
{"ph":"X","pid":2,"tid":0,"cat":"state","name":"idle","ts":0.7,"dur":0.3},
{"ph":"X","pid":2,"tid":1,"cat":"state","name":"idle","ts":0,"dur":0.2},
{"ph":"X","pid":2,"tid":1,"cat":"state","name":"running","ts":0.2,"dur":0.7},
{"ph":"X","pid":2,"tid":1,"cat":"state","name":"idle","ts":0.9,"dur":0.1},
{"ph":"i","pid":1,"tid":10002,"s":"t","name":"create","ts":0,"args":{"id":1,"parent":0}},
{"ph":"i","pid":1,"tid":10002,"s":"t","name":"create","ts":0,"args":{"id":5,"parent":0}},
{"ph":"i","pid":1,"tid":0,"s":"t","name":"create","ts":0.1,"args":{"id":2,"parent":1}},
{"ph":"i","pid":1,"tid":0,"s":"t","name":"create","ts":0.3,"args":{"id":4,"parent":1}},
{"ph":"X","pid":1,"tid":0,"cat":"task","name":"a","ts":0,"dur":0.6,"args":{"id":1,"parent":0,"source":"known.c:7"}},
{"ph":"X","pid":1,"tid":0,"cat":"task","name":"d","ts":0.3,"dur":0.1,"args":{"id":4,"parent":1}},
{"ph":"X","pid":1,"tid":1,"cat":"task","name":"b","ts":0.2,"dur":0.6,"args":{"id":2,"parent":1}},
{"ph":"i","pid":1,"tid":1,"s":"t","name":"release","ts":0.8,"args":{"predecessor":2,"successor":5}},
{"ph":"X","pid":1,"tid":1,"cat":"task","name":"e","ts":0.8,"dur":0.1,"args":{"id":5,"parent":0}}
]})");
}

void check_known_summary(const LoadedTrace &trace) {
  const Summary summary = summarize(trace);
  CHECK(summary.span == 1000);
  CHECK(summary.tasks == 4);
  REQUIRE(summary.threads.size() == 3);
  CHECK(summary.threads[0].name == "worker 0");
  CHECK(summary.threads[0].traced == 1000);
  CHECK(summary.threads[0].in_state[static_cast<int>(WorkerState::running)] == 600);
  CHECK(summary.threads[0].in_state[static_cast<int>(WorkerState::scheduling)] == 100);
  CHECK(summary.threads[0].in_state[static_cast<int>(WorkerState::idle)] == 300);
  CHECK(summary.threads[0].tasks == 2);
  CHECK(summary.threads[1].in_state[static_cast<int>(WorkerState::running)] == 700);
  CHECK(summary.threads[1].tasks == 2);
  CHECK(summary.threads[2].traced == 0);

  // Work: a 600 - 100 nested = 500, b 600, d 100, e 100.
  REQUIRE(summary.granularity.size() == 2);
  CHECK(summary.granularity[0].from == 64);
  CHECK(summary.granularity[0].count == 2);
  CHECK(summary.granularity[1].from == 256);
  CHECK(summary.granularity[1].count == 2);
  REQUIRE(summary.labels.size() == 4);
  CHECK(summary.labels[0].label == "b");
  CHECK(summary.labels[1].label == "a");
  CHECK(summary.labels[1].total == 500);
  REQUIRE_FALSE(summary.longest.empty());
  CHECK(summary.longest[0]->id == 2);

  // ready(b) = 100 (created 100 ns into a), finish(b) = 700, e waits for b: 700 + 100.
  CHECK(summary.critical_path.length == 800);
  CHECK(summary.critical_path.tasks == 3);
  CHECK(summary.critical_path.work == 1300);
}

}  // namespace

TEST_CASE("nano-trace summarizes a known Paraver trace exactly", "[trace][tool]") {
  const TempTrace files("known", ".prv");
  write_known_prv(files.stem);
  const LoadedTrace trace = load_trace(files.path);
  CHECK(trace.format == "paraver");
  check_known_summary(trace);
  const auto a = std::find_if(trace.tasks.begin(), trace.tasks.end(), [](const TaskRecord &t) { return t.id == 1; });
  REQUIRE(a != trace.tasks.end());
  CHECK(trace.labels[a->label] == "a");
  CHECK(a->source == "known.c:7");
}

TEST_CASE("nano-trace summarizes the same trace as Chrome JSON identically", "[trace][tool]") {
  const TempTrace files("known", ".json");
  write_known_chrome(files.path);
  const LoadedTrace trace = load_trace(files.path);
  CHECK(trace.format == "chrome");
  check_known_summary(trace);
}

TEST_CASE("nano-trace shows a Chrome trace's label and source with line breaks on one line, as Paraver's", "[trace][tool]") {
  const TempTrace files("label_break", ".json");
  write_file(files.path, R"({"traceEvents":[
{"ph":"M","pid":1,"tid":0,"name":"thread_name","args":{"name":"worker 0"}},
{"ph":"X","pid":2,"tid":0,"cat":"state","name":"running","ts":0,"dur":1},
{"ph":"X","pid":1,"tid":0,"cat":"task","name":"first line\nsecond\tline","ts":0,"dur":1,"args":{"id":1,"parent":0,"source":"multi\nline.c:7"}}
]})");
  const LoadedTrace trace = load_trace(files.path);
  REQUIRE(trace.tasks.size() == 1);
  CHECK(trace.labels[trace.tasks[0].label] == "first line second line");
  CHECK(trace.tasks[0].source == "multi line.c:7");
}

TEST_CASE("nano-trace commands: output, plot and exit codes", "[trace][tool]") {
  const TempTrace files("command", ".prv");
  write_known_prv(files.stem);
  std::ostringstream out, err;

  SECTION("summary prints the per-thread table and the critical path") {
    CHECK(run_command({"summary", files.path}, out, err) == exit_ok);
    CHECK(out.str().find("worker 0") != std::string::npos);
    CHECK(out.str().find(" 60.0%") != std::string::npos);
    CHECK(out.str().find("critical path estimate  800 ns through 3 tasks") != std::string::npos);
    CHECK(err.str().empty());
  }
  SECTION("plot writes an SVG with the threads, task labels, legend and histogram") {
    const std::string svg_path = files.stem + ".svg";
    REQUIRE(run_command({"plot", files.path, "-o", svg_path}, out, err) == exit_ok);
    std::ifstream in(svg_path);
    const std::string svg((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(svg.starts_with("<svg "));
    CHECK(svg.ends_with("</svg>\n"));
    CHECK(svg.find(">worker 1</text>") != std::string::npos);
    CHECK(svg.find(">a</text>") != std::string::npos);          // task a is 600 of 1000 ns wide
    CHECK(svg.find(">suspended</text>") != std::string::npos);  // the legend
    CHECK(svg.find("task granularity") != std::string::npos);
    CHECK(svg.find("fill=\"#ff8c00\"") != std::string::npos);  // worker 0 scheduling
  }
  SECTION("usage errors exit with 2") {
    CHECK(run_command({}, out, err) == exit_usage);
    CHECK(run_command({"sumary", files.path}, out, err) == exit_usage);
    CHECK(run_command({"plot", files.path}, out, err) == exit_usage);
    CHECK(run_command({"summary", files.path, "-o", "x.svg"}, out, err) == exit_usage);
    CHECK(err.str().find("usage: nano-trace") != std::string::npos);
  }
  SECTION("a missing trace exits with 1 and names the file") {
    CHECK(run_command({"summary", files.stem + ".missing.prv"}, out, err) == exit_trace_error);
    CHECK(err.str().find(files.stem + ".missing.prv: cannot open") != std::string::npos);
  }
  SECTION("a directory exits with 1 and says it is one") {
    const std::string directory = std::filesystem::path(files.path).parent_path().string();
    CHECK(run_command({"summary", directory}, out, err) == exit_trace_error);
    CHECK(err.str().find(directory + ": is a directory") != std::string::npos);
  }
  SECTION("a .prv without its .pcf and .row is read, with a warning for each") {
    std::filesystem::remove(files.stem + ".pcf");
    std::filesystem::remove(files.stem + ".row");
    CHECK(run_command({"summary", files.path}, out, err) == exit_ok);
    CHECK(err.str().find("warning: " + files.stem + ".pcf: not found beside the trace: task labels are shown as "
                         "'label N'") != std::string::npos);
    CHECK(err.str().find("warning: " + files.stem + ".row: not found beside the trace") != std::string::npos);
  }
}

// Task 1 starts on worker 0 at 0, runs task 2 nested from 100; task 2's wait suspends the
// nano-thread at 200 (both leave worker 0); worker 1 resumes it at 500: task 2 ends at
// 600, task 1 at 700, both there.
const char *const migrating_prv =
    "#Paraver (30/11/26 at 08:00):1000_ns:1(2):1:1(2:1)\n"
    "2:1:1:1:1:0:90000001:0:90000002:1:90000003:0\n"
    "2:1:1:1:1:100:90000001:0:90000002:2:90000003:0\n"
    "2:1:1:1:1:200:90000070:2:90000071:2:90000001:0:90000002:0:90000003:0\n"
    "2:2:1:1:2:500:90000072:2:90000001:0:90000002:2:90000003:0\n"
    "2:2:1:1:2:600:90000001:0:90000002:1:90000003:0\n"
    "2:2:1:1:2:700:90000001:0:90000002:0:90000003:0\n";

TEST_CASE("nano-trace follows a suspended nano-thread's tasks to the worker that resumes it", "[trace][tool]") {
  const TempTrace files("migrating", ".prv");
  write_file(files.path, migrating_prv);
  const LoadedTrace trace = load_trace(files.path);
  REQUIRE(trace.tasks.size() == 2);
  for (const TaskRecord &task : trace.tasks) {
    CAPTURE(task.id);
    CHECK(task.finished);
    CHECK(task.thread == 0);  // where it started
    CHECK(task.end == (task.id == 1 ? 700u : 600u));
    CHECK(task.away == 300);  // suspended [200, 500)
    // Its own time: task 1 ran [0,100) and [600,700); task 2 [100,200) and [500,600).
    CHECK(task.work() == 200);
    const std::vector<TaskSegment> segments = task.segments();
    REQUIRE(segments.size() == 2);
    CHECK((segments[0].thread == 0 && segments[0].begin == (task.id == 1 ? 0u : 100u) && segments[0].end == 200));
    CHECK((segments[1].thread == 1 && segments[1].begin == 500 && segments[1].end == task.end));
  }
  std::ostringstream out, err;
  REQUIRE(run_command({"summary", files.path}, out, err) == exit_ok);
  CHECK(out.str().find("unfinished") == std::string::npos);
}

TEST_CASE("nano-trace reports malformed traces with file and line", "[trace][tool]") {
  const TempTrace files("malformed", ".prv");
  std::ostringstream out, err;
  SECTION("a bad Paraver record") {
    write_file(files.path, "#Paraver (30/11/26 at 08:00):1000_ns:1(1):1:1(1:1)\n1:1:1:1:1:0:10:1\n2:1:1:1:1:x:1:1\n");
    CHECK(run_command({"summary", files.path}, out, err) == exit_trace_error);
    CHECK(err.str().find(files.path + ":3: malformed record") != std::string::npos);
  }
  SECTION("a thread the header does not have") {
    write_file(files.path, "#Paraver (30/11/26 at 08:00):1000_ns:1(1):1:1(1:1)\n1:1:1:1:2:0:10:1\n");
    CHECK(run_command({"summary", files.path}, out, err) == exit_trace_error);
    CHECK(err.str().find(files.path + ":2: thread 2 is not in the header") != std::string::npos);
  }
  SECTION("a suspension of more tasks than run on the thread") {
    std::string text = migrating_prv;
    text.replace(text.find(":90000071:2:"), 12, ":90000071:3:");
    write_file(files.path, text);
    CHECK_THROWS_WITH(load_trace(files.path),
                      Catch::Contains(files.path + ":4: suspension of task 2 takes more tasks than run on this thread"));
  }
  SECTION("a task id after a resumption that is not the resumed task") {
    std::string text = migrating_prv;
    text.replace(text.find("90000072:2:90000001:0:90000002:2"), 32, "90000072:2:90000001:0:90000002:1");
    write_file(files.path, text);
    CHECK_THROWS_WITH(load_trace(files.path), Catch::Contains(files.path + ":5: the task id after a suspension or "
                                                              "resumption is 1, but task 2 runs on this thread"));
  }
  SECTION("not a Paraver header") {
    write_file(files.path, "hello\n");
    CHECK_THROWS_WITH(load_trace(files.path), Catch::Contains(files.path + ":1: not a Paraver trace"));
  }
  SECTION("invalid JSON gives line and column") {
    const std::string json = files.stem + ".json";
    write_file(json, "{\"traceEvents\":[\n{\"ph\":\"X\",}\n]}");
    CHECK(run_command({"summary", json}, out, err) == exit_trace_error);
    CHECK(err.str().find(json + ":2:") != std::string::npos);
  }
  SECTION("a JSON task slice without its id") {
    const std::string json = files.stem + ".json";
    write_file(json, R"({"traceEvents":[{"ph":"X","cat":"task","name":"a","ts":0,"dur":1,"args":{}}]})");
    CHECK_THROWS_WITH(load_trace(json), Catch::Contains("/traceEvents/0: args.id"));
  }
}
