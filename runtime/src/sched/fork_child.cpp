// fork_child.cpp — a child process forked while the runtime runs gets a runtime of its own.
#include "sched/fork_child.hpp"

#include <pthread.h>

#include <cstdlib>
#include <iterator>

#include "cpu/preemption.hpp"
#include "io/helper_threads.hpp"
#include "io/submission_ring.hpp"
#include "sched/runtime.hpp"
#include "trace/hooks.hpp"

namespace nano::detail {

namespace {

void before_fork() noexcept { rt.lifecycle.lock(); }

void in_parent() noexcept { rt.lifecycle.unlock(); }

// The objects each fork left behind in this process, a block per fork, chained from
// here: never freed, so reachable.
struct LeftBehind {
  LeftBehind *earlier;
  int count;
  const void *objects[max_workers + max_outside_threads + 4];
};
LeftBehind *left_behind = nullptr;

void keep(const void *object) noexcept {
  if (object && left_behind && left_behind->count < static_cast<int>(std::size(left_behind->objects)))
    left_behind->objects[left_behind->count++] = object;
}

void in_child() noexcept {
  if (auto *block = static_cast<LeftBehind *>(std::calloc(1, sizeof(LeftBehind)))) {
    block->earlier = left_behind;
    left_behind = block;
  }
  io::forget_helpers_after_fork(&keep);
  io::forget_ring_after_fork(&keep);
  preemption_forget_after_fork(&keep);
  trace::forget_after_fork();
  forget_runtime_after_fork(&keep);  // unlocks rt.lifecycle
}

}  // namespace

void register_fork_handlers() noexcept {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, [] { pthread_atfork(&before_fork, &in_parent, &in_child); });
}

}  // namespace nano::detail
