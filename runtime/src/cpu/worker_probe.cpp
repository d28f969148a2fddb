// worker_probe.cpp — reads the scheduler's adaptation state for the preemption simulator.
#include "cpu/worker_probe.hpp"

#include "sched/runtime.hpp"
#include "sched/worker_control.hpp"

namespace nano::detail::cpu {

pthread_t worker_thread(int id) noexcept { return worker_native_handle(id); }

// Read-only look at the scheduler's count of workers parked by adaptation.
int released_worker_count() noexcept { return rt.released.load(std::memory_order_acquire); }

}  // namespace nano::detail::cpu
