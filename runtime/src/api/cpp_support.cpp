// cpp_support.cpp — the library side of nano.hpp: waits that hand the observed exception to C++ instead of stderr.
#include "core/exception_record.hpp"
#include "nano/nano.hpp"
#include "sched/wait.hpp"

namespace nano::detail {

nano_status wait_task_for_cpp(nano_task *task, std::exception_ptr &thrown) noexcept {
  if (!task) return NANO_ERR_INVALID;
  Task *t = to_task(task);
  if (t->phase.load(std::memory_order_relaxed) == Phase::building) return NANO_ERR_STATE;
  nano_status status = wait_task(t);
  if (status != NANO_OK) return status;
  if (t->holds_exception && t->exception->claim()) {
    thrown = t->exception->error;
    t->exception->rethrown = true;
  }
  return NANO_OK;
}

// The generated code's waits (Lowering.cpp: nano_wait_handle_): waits for `task`
// and tells whether it threw an exception no wait has observed, leaving it in the
// parent's slot, where an earlier-created sibling's exception takes precedence
// (the caller then waits for all its children: wait_all_for_cpp).
nano_status wait_task_threw_for_cpp(nano_task *task, bool &threw) noexcept {
  threw = false;
  if (!task) return NANO_ERR_INVALID;
  Task *t = to_task(task);
  if (t->phase.load(std::memory_order_relaxed) == Phase::building) return NANO_ERR_STATE;
  nano_status status = wait_task(t);
  if (status != NANO_OK) return status;
  threw = t->holds_exception && !t->exception->observed.load(std::memory_order_acquire);
  return NANO_OK;
}

nano_status wait_all_for_cpp(std::exception_ptr &thrown) noexcept {
  ExceptionRecord *e = nullptr;
  nano_status status = wait_children(&e);
  if (e) {
    thrown = e->error;
    e->rethrown = true;
    e->release();
  }
  return status;
}

}  // namespace nano::detail
