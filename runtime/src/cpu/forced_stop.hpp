// forced_stop.hpp — stops one worker's kernel thread where it is, and lets it go again.
//
// Protocol (one stopped thread at a time; the preemption simulator is the only user):
//   stop(thread): hold_ = 1, pthread_kill(thread, kStopSignal). The handler sets
//                 stopped_ = 1, then sleeps on futex(hold_) while hold_ == 1.
//   resume():     hold_ = 0, futex wake. The handler clears stopped_ and returns; the
//                 interrupted code (a task, the scheduler, a system call restarted by
//                 SA_RESTART) continues as if nothing happened.
// The handler only touches two lock-free atomics and makes raw futex system calls,
// so it is async-signal-safe wherever the thread was stopped. If the signal is
// delivered late (after resume), the handler sees hold_ == 0 and returns at once.
#pragma once

#include <pthread.h>

#include <cstdint>

namespace nano::detail::cpu {

int stop_signal() noexcept;  // SIGRTMAX - 3

// Sends the stop signal to `thread` and waits up to `ack_timeout_ns` until its handler
// runs. True if the thread is now stopped; false if the signal could not be sent or
// is still pending (it will stop the thread on delivery unless resume() came first).
bool stop_thread(pthread_t thread, std::int64_t ack_timeout_ns) noexcept;

// Lets the stopped thread (if any) continue.
void resume_stopped_thread() noexcept;

}  // namespace nano::detail::cpu
