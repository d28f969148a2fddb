// exception_record.hpp — an exception thrown by a task, shared by the task and its parent until a wait observes it.
//
// The first wait that observes a record (nano_wait on the task, or nano_wait_all /
// the implicit wait of its parent) claims `observed` and rethrows (C++) or reports (C);
// any later wait sees it claimed and stays silent. A record released for the last
// time unobserved can be observed by no wait: it is reported then.
//
// Siblings: the parent's slot keeps the exception of the earliest-created child
// (task_lifecycle.cpp: propagate_exception), as the sequential elision would have
// thrown it first. The records it wins over are its `losers` (a list through
// `next_loser`, each holding the reference the slot held) until it is released. When
// the C++ layer rethrew it, the elision never ran those children, so they are
// released silently; otherwise (the C API reported it, or nothing observed it) each
// is reported as unobserved. A record observed through its own task's handle, not
// through the parent's wait, gives way in the slot to the siblings it won over
// (give_way), so the parent's wait still rethrows or reports the earliest of them.
#pragma once

#include <atomic>
#include <cstdint>
#include <exception>

namespace nano::detail {

struct Task;

struct ExceptionRecord {
  std::exception_ptr error;
  std::atomic<int> refs{1};
  std::atomic<bool> observed{false};
  // Written under the parent slot's lock (task_lifecycle.cpp: propagate_exception),
  // read after the last release: the birth of the child whose slot holds the record,
  // and the siblings' records it won over.
  std::uint32_t slot_birth = 0;
  const Task *slot_owner = nullptr;  // the parent whose slot it competed in
  ExceptionRecord *losers = nullptr;
  ExceptionRecord *next_loser = nullptr;
  bool rethrown = false;  // the C++ layer's wait claimed it (before its release)
  bool silent = false;    // a loser (or a loser's loser) of a record the C++ layer rethrew: not reported
  const char *label = nullptr;  // of the task that threw
  const char *file = nullptr;
  int line = 0;

  void retain() noexcept { refs.fetch_add(1, std::memory_order_relaxed); }
  void release() noexcept;
  bool claim() noexcept { return !observed.exchange(true, std::memory_order_acq_rel); }
  // Under the slot's lock: `loser` (with the reference the slot held) goes to the list.
  void add_loser(ExceptionRecord *loser) noexcept {
    loser->next_loser = losers;
    losers = loser;
  }
};

// Called inside the catch handler of a task's body: records std::current_exception().
void capture_exception(Task *t) noexcept;

// `held`, the record in `owner`'s slot, was observed by a wait on its own task since it
// won (nano_wait, task::wait): it gives way to the earliest-created record among the
// siblings it won over (directly or through another sibling) that no wait has observed,
// which takes the others as its losers. Releases `held` and the observed siblings (with
// the records they won in their own tasks' slots). Returns the new record for the slot,
// or null. The caller owns the slot: under its lock, or when no child of `owner` is alive.
ExceptionRecord *give_way(ExceptionRecord *held, const Task *owner) noexcept;

// True when the child of birth `a` was created before its sibling of birth `b`
// (Task::birth; serial-number order, so the count may wrap while no two live siblings
// are 2^31 creations apart).
inline bool born_before(std::uint32_t a, std::uint32_t b) noexcept { return static_cast<std::int32_t>(a - b) < 0; }
// "nano: task 'x' threw an exception that no wait observed: what()" on stderr.
void report_unobserved(const ExceptionRecord &record) noexcept;
// Text of the exception for one-line reports ("what()" or "unknown exception").
const char *describe_exception(const ExceptionRecord &record, char *buffer, unsigned size) noexcept;

}  // namespace nano::detail
