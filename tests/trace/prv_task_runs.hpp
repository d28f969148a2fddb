// prv_task_runs.hpp — where each task of a nanothreads Paraver trace ran, read with the
// documented task-id semantics (docs/tracing.md, "What is recorded" and "Suspensions").
//
// Per thread, a stack of open tasks: a task-id value equal to the task under the
// innermost open one (0 when there is one open task) ends the innermost; any other
// non-zero value starts that task. A suspension record (type 90000070) takes its count
// (90000071) of innermost open tasks off the thread; a resumption (90000072) of the same
// task puts them back on the thread it names (the task alone when no suspension of it
// came before). The task id such a record shows must be the innermost open task after
// it (0: none).
#pragma once

#include "strict_prv_reader.hpp"

#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

namespace nano::trace_test {

struct TaskRun {
  unsigned start_thread = 0;  // 1-based Paraver threads
  unsigned end_thread = 0;    // 0 while open
};

struct TaskRuns {
  std::map<std::int64_t, TaskRun> tasks;  // every started task
  std::size_t ends = 0;
  std::size_t suspensions = 0;
  std::size_t resumptions = 0;
  std::map<unsigned, std::vector<std::int64_t>> open;  // per thread, at the end of the trace
  std::size_t away = 0;                                // tasks left with nano-threads never resumed

  std::size_t migrated() const;  // tasks that ended on another thread than they started on
};

// Throws std::runtime_error("event N: what") when a record breaks the semantics: a task
// started twice, a suspension of more tasks than are open, a task id after a suspension
// or resumption that is not the innermost open task.
TaskRuns follow_task_runs(const PrvTrace &prv);

}  // namespace nano::trace_test
