// fork_child.cpp — a child process forked while the runtime runs gets a runtime of its own.
#include "sched/fork_child.hpp"

#include <pthread.h>

#include "cpu/preemption.hpp"
#include "io/helper_threads.hpp"
#include "io/submission_ring.hpp"
#include "sched/runtime.hpp"
#include "trace/hooks.hpp"

namespace nano::detail {

namespace {

void before_fork() noexcept { rt.lifecycle.lock(); }

void in_parent() noexcept { rt.lifecycle.unlock(); }

void in_child() noexcept {
  io::forget_helpers_after_fork();
  io::forget_ring_after_fork();
  preemption_forget_after_fork();
  trace::forget_after_fork();
  forget_runtime_after_fork();  // unlocks rt.lifecycle
}

}  // namespace

void register_fork_handlers() noexcept {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, [] { pthread_atfork(&before_fork, &in_parent, &in_child); });
}

}  // namespace nano::detail
