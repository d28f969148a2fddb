// exception_record.hpp — an exception thrown by a task, shared by the task and its parent until a wait observes it.
//
// The first wait that observes a record (nano_wait on the task, or nano_wait_all /
// the implicit wait of its parent) claims `observed` and rethrows (C++) or reports (C);
// any later wait sees it claimed and stays silent. A record released for the last
// time unobserved (a sibling's exception took the parent's slot first, a task's own
// exception replaced its children's) can be observed by no wait: it is reported then.
#pragma once

#include <atomic>
#include <exception>

namespace nano::detail {

struct Task;

struct ExceptionRecord {
  std::exception_ptr error;
  std::atomic<int> refs{1};
  std::atomic<bool> observed{false};
  const char *label = nullptr;  // of the task that threw
  const char *file = nullptr;
  int line = 0;

  void retain() noexcept { refs.fetch_add(1, std::memory_order_relaxed); }
  void release() noexcept;
  bool claim() noexcept { return !observed.exchange(true, std::memory_order_acq_rel); }
};

// Called inside the catch handler of a task's body: records std::current_exception().
void capture_exception(Task *t) noexcept;
// "nano: task 'x' threw an exception that no wait observed: what()" on stderr.
void report_unobserved(const ExceptionRecord &record) noexcept;
// Text of the exception for one-line reports ("what()" or "unknown exception").
const char *describe_exception(const ExceptionRecord &record, char *buffer, unsigned size) noexcept;

}  // namespace nano::detail
