// thread_state.cpp — the thread-local state pointer, the sentinel it starts at, and the runtime instance.
#include "sched/thread_state.hpp"

#include "sched/runtime.hpp"

namespace nano::detail {

constinit ThreadState sentinel_state;
constinit thread_local ThreadState *tl_state __attribute__((tls_model("initial-exec"))) = &sentinel_state;
Runtime rt;

__attribute__((noinline)) ThreadState *current_thread_state() noexcept {
  ThreadState *ts = tl_state;
  asm volatile("" : "+r"(ts));  // keep the load here, after whatever switch preceded it
  return ts;
}

}  // namespace nano::detail
