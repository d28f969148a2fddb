// forced_stop.hpp — stops one worker's kernel thread where it is, and lets it go again.
//
// Protocol (one stopped thread at a time; the preemption simulator is the only user):
//   stop(thread): hold_ = 1, pthread_kill(thread, kStopSignal). The handler sets
//                 stopped_ = 1, bumps entries_ (stop() waits for that bump), then
//                 sleeps on futex(hold_) while hold_ == 1.
//   resume():     hold_ = 0, futex wake. The handler clears stopped_ and returns; the
//                 interrupted code (a task, the scheduler, a system call restarted by
//                 SA_RESTART) continues as if nothing happened.
//   lend():       a worker with nothing left to do (hold_ == 1, stopped_ == 1) lends its
//                 processor to the stopped thread, as the paper's processors handed
//                 theirs to a preempted thread of the same program: hold_ = 0 lets the
//                 stopped thread go, and the lender stands stopped in its place until
//                 that thread parks at a safe point (the runtime's count of released
//                 workers grows) or resume() returns the processor (returns_ changes),
//                 at most 2 ms (a thread stopped after it had parked never parks again).
//                 The program keeps running on as many processors as before; only
//                 which thread holds the taken one changes. One lender at a time.
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
// True while a thread is inside the handler and held there.
bool thread_held() noexcept;

// Called by a worker between chunks with nothing left to claim: if a thread is held
// stopped, lets it run in this thread's place until it reaches a safe point and
// parks, or until the processor is returned; this thread waits meanwhile. False (at
// once, one atomic load) when no thread is stopped or another worker already lends.
bool lend_processor_to_stopped_thread() noexcept;
// The same, called by the runtime's workers when they run out of work; never lends
// while set_workers_lend(false) (tests that lend from a thread of their own).
bool lend_idle_worker_processor() noexcept;
void set_workers_lend(bool allowed) noexcept;
// How many times a processor was lent since the process started.
std::uint64_t lend_count() noexcept;

}  // namespace nano::detail::cpu
