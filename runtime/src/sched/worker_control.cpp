// worker_control.cpp — worker thread handles and ids for the adaptation / preemption module.
#include "sched/worker_control.hpp"

#include "sched/runtime.hpp"

namespace nano::detail {

int worker_count() noexcept { return rt.running.load(std::memory_order_acquire) ? rt.worker_count : 0; }

pthread_t worker_native_handle(int id) { return rt.workers[id]->handle; }

int current_worker_id() noexcept {
  ThreadState *ts = current_thread_state();
  return ts->kind == ThreadKind::worker ? ts->id : -1;
}

}  // namespace nano::detail
