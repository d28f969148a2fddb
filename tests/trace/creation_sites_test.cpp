// creation_sites_test.cpp — a worker's creations decode with their own site, in short form or not.
//
// The encoder (runtime/src/trace/task_records.hpp) writes a creation as one byte when its
// id follows the thread's previous creation, its parent is the running task (the caller
// says so: TaskInfo::parent_running) and a known open task, and its site (label, file,
// line) is the previous creation's; it keeps that site as a copy, `recent`,
// whose label is a pointer no task has while the block has no creation yet. The decoder
// (decoded_trace.cpp) gives a short-form creation the previous creation's site. These
// runs make the encoder's copy and the decoder's model disagree if either is wrong.
#include "strict_prv_reader.hpp"
#include "trace_test_paths.hpp"

#include "trace/hooks.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <thread>

namespace trace = nano::detail::trace;
using namespace nano::trace_test;

namespace {

constexpr std::uint64_t created_id_type = 90000010;
constexpr std::uint64_t created_parent_type = 90000011;
constexpr std::uint64_t created_label_type = 90000012;

struct Creation {
  std::int64_t parent = -1;
  std::string label;
};

// The creations of a .prv trace by id, with their parent and label name.
std::map<std::int64_t, Creation> creations(const TempTrace &files) {
  const PrvTrace prv = read_prv_strict(files.path);
  const PcfFile pcf = read_pcf_strict(files.stem + ".pcf");
  std::map<std::int64_t, Creation> by_id;
  for (const PrvEvent &event : prv.events) {
    const std::int64_t id = event.value_of(created_id_type);
    if (id < 0) continue;
    by_id[id] = Creation{event.value_of(created_parent_type),
                         pcf.event_values.at(created_label_type).at(event.value_of(created_label_type))};
  }
  return by_id;
}

// Records `body` on a new worker thread in a fresh Paraver session.
template <class Body>
void record_on_worker(const TempTrace &files, Body body) {
  trace::start_with(trace::Format::paraver, files.path.c_str());
  REQUIRE(trace::enabled);
  std::thread worker([&] {
    trace::worker_start(0);
    body();
  });
  worker.join();
  trace::stop();
}

}  // namespace

TEST_CASE("a worker's first creation with no label, file or line is sent with its site", "[trace][sites]") {
  // Id 1 follows the block's initial last creation (0) and its parent is the running
  // task: only the site can keep these creations out of the short form, and an empty
  // site (null label and file, line 0) must not match "no previous creation".
  const TempTrace files("empty-site", ".prv");
  record_on_worker(files, [] {
    trace::task_start(100);
    trace::task_create({1, 100, nullptr, nullptr, 0, true});
    trace::task_create({2, 100, nullptr, nullptr, 0, true});  // short form: the same empty site
    trace::task_create({3, 100, "named", "main.c", 7, true});
    trace::task_end(100);
  });
  const auto by_id = creations(files);
  REQUIRE(by_id.size() == 3);
  CHECK(by_id.at(1).parent == 100);
  CHECK(by_id.at(2).parent == 100);
  CHECK(by_id.at(1).label == "unnamed");
  CHECK(by_id.at(2).label == "unnamed");
  CHECK(by_id.at(3).label == "named");
}

TEST_CASE("a label with a line break is one line of the .pcf", "[trace][sites]") {
  // Any string is a label (bb54 5: "load\nstage 1" split its VALUES line in two).
  const TempTrace files("multi-line-label", ".prv");
  record_on_worker(files, [] {
    trace::task_start(100);
    trace::task_create({1, 100, "load\nstage\t1", "main.c", 7, true});
    trace::task_end(100);
  });
  const auto by_id = creations(files);  // the strict reader refuses a malformed VALUES line
  REQUIRE(by_id.size() == 1);
  CHECK(by_id.at(1).label == "load stage 1");
}

TEST_CASE("alternating sites: a short form repeats the site of the creation just before", "[trace][sites]") {
  // alpha, beta, alpha (found in the site cache), beta: the last one repeats neither the
  // site sent last nor the first, only the previous creation's, so the encoder's copy of
  // that site must follow cache hits as well as new sites.
  const TempTrace files("alternating-sites", ".prv");
  const char *const alpha = "alpha";
  const char *const beta = "beta";
  record_on_worker(files, [&] {
    trace::state(0, trace::State::running);
    trace::task_start(100);
    trace::task_create({101, 100, alpha, "a.c", 1, true});
    trace::task_create({102, 100, beta, "b.c", 2, true});
    trace::task_create({103, 100, alpha, "a.c", 1, true});
    trace::task_create({104, 100, alpha, "a.c", 1, true});  // short form
    trace::task_create({105, 100, beta, "b.c", 2, true});
    trace::task_create({106, 100, beta, "b.c", 2, true});  // short form
    trace::task_create({107, 100, alpha, "a.c", 3, true});  // same label, another line
    trace::task_end(100);
  });
  const auto by_id = creations(files);
  REQUIRE(by_id.size() == 7);
  const std::map<std::int64_t, std::string> expected{{101, "alpha"}, {102, "beta"}, {103, "alpha"}, {104, "alpha"},
                                                     {105, "beta"},  {106, "beta"}, {107, "alpha"}};
  for (const auto &[id, label] : expected) {
    INFO("task " << id);
    CHECK(by_id.at(id).label == label);
    CHECK(by_id.at(id).parent == 100);
  }
}

TEST_CASE("a short creation's parent is the thread's known open task, after nesting and resumption too",
          "[trace][sites]") {
  // The encoder keeps no ids of open tasks, only how many are known (event_encoding.hpp,
  // "Short forms"): a creation whose parent is not running (102), one under a nested
  // start (104), one after that start's end (105) and one after a resumption, when no
  // open task is known (106), must all decode with their own parent.
  const TempTrace files("known-parent", ".prv");
  record_on_worker(files, [] {
    trace::task_start(100);
    trace::task_create({101, 100, "leaf", "p.c", 1, true});
    trace::task_create({102, 50, "leaf", "p.c", 1, false});  // created in task 50, submitted here
    trace::task_create({103, 100, "leaf", "p.c", 1, true});
    trace::task_start(101);
    trace::task_create({104, 101, "leaf", "p.c", 1, true});
    trace::task_end(101);
    trace::task_create({105, 100, "leaf", "p.c", 1, true});
    trace::task_suspend(100, 0);
    trace::task_resume(100);
    trace::task_create({106, 100, "leaf", "p.c", 1, true});
    trace::task_end(100);
  });
  const auto by_id = creations(files);
  REQUIRE(by_id.size() == 6);
  const std::map<std::int64_t, std::int64_t> parents{{101, 100}, {102, 50},  {103, 100},
                                                     {104, 101}, {105, 100}, {106, 100}};
  for (const auto &[id, parent] : parents) {
    INFO("task " << id);
    CHECK(by_id.at(id).parent == parent);
  }
}
