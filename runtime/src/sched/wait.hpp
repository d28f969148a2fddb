// wait.hpp — waiting for a task, for the children of the current task, or for an event.
//
// A nano-thread first tries to run what it waits for itself (the awaited task, or
// its own children, when they sit at the bottom of its deque: running them inline on
// this stack is always safe since the waiter could not continue before they finish).
// Otherwise it suspends (scheduler.hpp); the waiter is registered only once its fiber
// is switched out, so a completer can resume it at once on any worker. An outside
// thread in nano_wait runs the awaited task itself if it is still at the bottom of its
// own deque (on a pooled nano-thread stack of that thread: nano_worker_id() is -1 in
// it); otherwise, or for what remains, it blocks on a futex in a heap node, checking
// for a deadlock every 50 ms.
#pragma once

#include "core/exception_record.hpp"
#include "core/task.hpp"
#include "nano/nano.h"

namespace nano::detail {

struct Event {
  std::atomic<std::uintptr_t> state{0};  // WaitNode* stack, or closed_list once signalled
};

// NANO_OK once `t` completed; NANO_ERR_DEADLOCK if it never can.
nano_status wait_task(Task *t) noexcept;
// NANO_OK once every child of the caller completed; `*exception` receives the first
// unobserved exception of a child (claimed), or null.
nano_status wait_children(ExceptionRecord **exception) noexcept;
nano_status wait_event(Event *e) noexcept;

// For runtime modules: marks `task` (still being built) as one that an outside thread's
// nano_wait leaves to the workers instead of running it itself — e.g. a loop's parts,
// whose chunks must run on workers only.
void keep_on_workers(nano_task *task) noexcept;
nano_status signal_event(Event *e) noexcept;

// Called by an outside waiter whose sleep timed out: true (after reporting) if every
// worker is idle, nothing is queued, every other thread is blocked in the runtime and
// — checked last, once that quiescence is confirmed — `still_waiting(arg)` says the
// awaited condition still does not hold. The last check matters: a quiescent runtime
// is also what a wait sees right after its work all completed, so without it a waiter
// that polled "not done" just before the last completion would report a deadlock.
bool detect_deadlock(const char *waiting_in, bool (*still_waiting)(const void *arg), const void *arg) noexcept;

}  // namespace nano::detail
