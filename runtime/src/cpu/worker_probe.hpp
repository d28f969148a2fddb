// worker_probe.hpp — what the preemption simulator needs to know about the workers.
#pragma once

#include <pthread.h>

namespace nano::detail::cpu {

// The kernel thread of worker `id` (0 <= id < nano_worker_count()).
pthread_t worker_thread(int id) noexcept;
// How many workers are parked right now because they gave their processor back.
int released_worker_count() noexcept;
// How many workers sleep in the scheduler for want of work right now.
int sleeping_worker_count() noexcept;

}  // namespace nano::detail::cpu
