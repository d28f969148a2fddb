// helper_threads.hpp — helper threads that run blocking calls for suspended nano-threads.
//
// Protocol: a nano-thread hands a BlockingCall (on its own stack) to the pool, then
// waits on the call's event (wait_event: its worker runs other nano-threads meanwhile).
// A helper runs the call and signals the event; after the signal it never touches the
// call again, since the waiter may resume at once and pop its stack.
// No call waits for another one: the pool starts a helper whenever more calls are
// queued than helpers are idle (a read waiting for what another queued call writes
// would otherwise never finish), up to max_helper_threads.
#pragma once

#include "sched/wait.hpp"

namespace nano::detail::io {

// Helpers signal completions as outside threads of the runtime, each holding one of
// its max_outside_threads slots; past this many, calls wait for a helper to be free.
inline constexpr int max_helper_threads = 64;

struct BlockingCall {
  void (*fn)(void *) = nullptr;
  void *arg = nullptr;
  Event done;
  BlockingCall *next = nullptr;
};

// Queues `call` for a helper. False (the call did not run and never will) when no
// helper is idle, none runs and none could be started.
bool hand_to_helper(BlockingCall &call) noexcept;

// At shutdown, once every task completed: the helpers leave (they are joined; a helper
// still inside a call, which only a deadlocked run leaves behind, is detached).
void stop_helpers_for_shutdown() noexcept;

// In a child process forked while helpers ran (they did not come along): the pool is
// left behind and a new one starts helpers on the first call.
void forget_helpers_after_fork(void (*keep)(const void *) noexcept) noexcept;

}  // namespace nano::detail::io
