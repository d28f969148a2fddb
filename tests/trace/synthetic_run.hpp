// synthetic_run.hpp — drives the trace hooks from several threads with a known event mix.
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace nano::trace_test {

struct SyntheticShape {
  int workers = 4;
  int tasks_per_worker = 3000;  // enough for several 64 KiB blocks per worker
};

// What the run recorded, to compare the trace against.
struct SyntheticCounts {
  std::size_t tasks = 0;     // created, started and ended (roots + children)
  std::size_t children = 0;  // created and run nested inside a root task
  std::size_t releases = 0;  // dependency releases id -> id + 1
  std::size_t steals = 0;
  std::size_t chunks = 0;
  std::map<std::uint64_t, std::string> label_of;    // task id -> label
  std::map<std::uint64_t, std::uint64_t> parent_of;  // task id -> parent id
};

// Records, on the calling (main) thread and `shape.workers` new threads:
// - main: active_workers, then the creation of every root task (ids 1..W*T, labels
//   alpha/beta/gamma, source synthetic.cpp:100+i%3);
// - worker w runs roots w*T+1..(w+1)*T: scheduling -> (steal every 5th) -> running ->
//   start; every 7th a loop chunk; every 3rd creates a child "child" (id 1000000+id) and
//   runs it nested; every 11th a short suspended state; releases id -> id+1; end; idle
//   at the end.
// The caller starts and finishes the trace session.
SyntheticCounts record_synthetic_run(const SyntheticShape &shape);

}  // namespace nano::trace_test
