// suspension_records_test.cpp — suspend and resume records move a nano-thread's open tasks
// between threads, in Paraver and for nano-trace (docs/tracing.md, "Suspensions").
//
// Recorded through the hooks on threads that run one after the other, so the order is
// known: worker 0 runs 200, which runs 201 inline; 201's wait suspends the nano-thread
// (both leave worker 0), worker 0 runs 300; worker 1 resumes 201, which ends, then 200
// ends there. Worker 2 runs 400, which runs the throttled child 401 as a call, which runs
// 402 inline; 402's wait suspends the child's nano-thread only (401 and 402 leave, 400
// goes on and ends on worker 2); worker 3 resumes 402, then 402 and 401 end there.
#include "prv_task_runs.hpp"
#include "strict_prv_reader.hpp"
#include "trace_test_paths.hpp"

#include "trace/hooks.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <thread>
#include <utility>
#include <vector>

namespace trace = nano::detail::trace;
using namespace nano::trace_test;

namespace {

constexpr std::uint64_t task_id_type = 90000002;

// Runs `body` as worker `w` on its own thread, to the end, 1 ms after the previous one.
template <class Body>
void as_worker(int w, Body body) {
  std::thread thread([&] {
    trace::worker_start(w);
    trace::state(w, trace::State::running);
    body();
    trace::state(w, trace::State::idle);
  });
  thread.join();
  std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

void record_migrations() {
  trace::task_create({200, 0, "outer", "s.c", 1});
  trace::task_create({201, 200, "inner", "s.c", 2});
  trace::task_create({300, 0, "other", "s.c", 3});
  trace::task_create({400, 0, "creator", "s.c", 4});
  trace::task_create({401, 400, "called", "s.c", 5});
  trace::task_create({402, 401, "inline", "s.c", 6});
  as_worker(0, [] {
    trace::task_start(200);
    trace::task_start(201);
    trace::task_suspend(201, 0);
    trace::state(0, trace::State::suspended);
    trace::state(0, trace::State::running);
    trace::task_start(300);
    trace::task_end(300);
  });
  as_worker(1, [] {
    trace::task_resume(201);
    trace::task_end(201);
    trace::task_end(200);
  });
  as_worker(2, [] {
    trace::task_start(400);
    trace::task_start(401);
    trace::task_start(402);
    trace::task_suspend(402, 401);
    trace::task_end(400);
  });
  as_worker(3, [] {
    trace::task_resume(402);
    trace::task_end(402);
    trace::task_end(401);
  });
}

// The task ids shown on Paraver thread `thread`, in order.
std::vector<std::int64_t> shown_on(const PrvTrace &prv, unsigned thread) {
  std::vector<std::int64_t> ids;
  for (const PrvEvent &event : prv.events)
    if (event.thread == thread)
      if (const std::int64_t id = event.value_of(task_id_type); id >= 0) ids.push_back(id);
  return ids;
}

}  // namespace

TEST_CASE("suspend and resume records move a nano-thread's open tasks to the thread that resumes it",
          "[trace][prv][suspend]") {
  for (const trace::TimeScheme scheme : {trace::TimeScheme::bursts(), trace::TimeScheme::exact()}) {
    const TempTrace files("suspend-records", ".prv");
    trace::start_with(trace::Format::paraver, files.path.c_str(), scheme);
    record_migrations();
    trace::stop();

    const PrvTrace prv = read_prv_strict(files.path);
    read_pcf_strict(files.stem + ".pcf");
    const TaskRuns runs = follow_task_runs(prv);
    CHECK(runs.tasks.size() == 6);
    CHECK(runs.ends == 6);
    CHECK(runs.suspensions == 2);
    CHECK(runs.resumptions == 2);
    CHECK(runs.away == 0);
    // Threads 1..4 are workers 0..3 (then the main thread, which created the tasks).
    const std::vector<std::pair<std::int64_t, std::pair<unsigned, unsigned>>> expected{
        {200, {1, 2}}, {201, {1, 2}}, {300, {1, 1}}, {400, {3, 3}}, {401, {3, 4}}, {402, {3, 4}}};
    for (const auto &[id, threads] : expected) {
      CAPTURE(id);
      REQUIRE(runs.tasks.contains(id));
      CHECK(runs.tasks.at(id).start_thread == threads.first);
      CHECK(runs.tasks.at(id).end_thread == threads.second);
    }
    CHECK(runs.migrated() == 4);
    // What each thread shows: after the suspension worker 0 runs nothing, then 300 only
    // (not 200 or 201 again); worker 2 shows 400 once the called child's nano-thread left.
    CHECK(shown_on(prv, 1) == std::vector<std::int64_t>{200, 201, 0, 300, 0});
    CHECK(shown_on(prv, 2) == std::vector<std::int64_t>{201, 200, 0});
    CHECK(shown_on(prv, 3) == std::vector<std::int64_t>{400, 401, 402, 400, 0});
    CHECK(shown_on(prv, 4) == std::vector<std::int64_t>{402, 401, 0});
  }
}
