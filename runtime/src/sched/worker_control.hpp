// worker_control.hpp — access to the worker kernel threads for the processor-adaptation / preemption module.
//
// A worker may be stopped by a signal at any instruction, even inside a task: the
// runtime holds no lock across task execution, and a stopped worker's queued work
// stays stealable, so the other workers keep going.
#pragma once

#include <pthread.h>

namespace nano::detail {

int worker_count() noexcept;             // workers of the running runtime (0 if none)
pthread_t worker_native_handle(int id);  // 0 <= id < worker_count()
int current_worker_id() noexcept;        // the calling worker's id, -1 on other threads

}  // namespace nano::detail
