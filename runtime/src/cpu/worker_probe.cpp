// worker_probe.cpp — reads the scheduler's adaptation state for the preemption simulator.
#include "cpu/worker_probe.hpp"

#include "sched/runtime.hpp"
#include "sched/worker_control.hpp"

namespace nano::detail::cpu {

pthread_t worker_thread(int id) noexcept { return worker_native_handle(id); }

// Read-only look at the scheduler's count of workers parked by adaptation.
int released_worker_count() noexcept { return rt.released.load(std::memory_order_acquire); }

// Read-only look at the idle gate's sleeper count (transiently high while a worker
// announces a sleep it then cancels; the simulator only uses it as a hint).
int sleeping_worker_count() noexcept { return rt.idle.sleepers(); }

}  // namespace nano::detail::cpu
