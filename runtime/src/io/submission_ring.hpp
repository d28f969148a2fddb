// submission_ring.hpp — one io_uring shared by the process's nano-threads, for nano_read & co.
//
// Protocol: a nano-thread fills a RingCall (on its own stack), submits it (the
// submission queue is guarded by a mutex: submissions are rare next to tasks) and
// waits on the call's event. A reaper thread blocks in io_uring_enter for completions;
// for each one it stores the result in the call named by the completion's user_data
// and signals the call's event, after which it never touches the call again (the
// waiter may resume at once and pop its stack). The kernel runs the calls
// asynchronously, so any number of them can be pending; a call the kernel answers with
// -EINTR is submitted again by its waiter.
//
// The ring is made on first use with the raw system calls (no liburing: programs link
// the runtime alone). Where the kernel has no io_uring or forbids it (old kernels,
// seccomp profiles of containers), ring_ready() is false and the calls go to the
// helper threads (helper_threads.hpp) instead.
#pragma once

#include <cstdint>

#include "sched/wait.hpp"

namespace nano::detail::io {

enum class RingOp : std::uint8_t { read, write, fsync };

// Linux moves at most this many bytes per read or write (MAX_RW_COUNT), so a larger
// count may be clamped to it: the result is a short count, as from the plain call.
inline constexpr std::uint32_t max_ring_count = 0x7ffff000;
inline constexpr std::uint64_t current_position = ~std::uint64_t{0};  // RingCall::offset of read(), write()

struct RingCall {
  RingOp op = RingOp::read;
  int fd = -1;
  void *buf = nullptr;
  std::uint32_t count = 0;
  std::uint64_t offset = current_position;
  std::int32_t result = 0;   // the kernel's: a count, or -errno
  Event done;
};

// True when the process's ring exists or could be made now (the first call makes it
// and starts the reaper). NANO_IO=helpers, read at the first call, keeps it false.
bool ring_ready() noexcept;

// Queues `call`; false when the ring could not take it (then the call never runs).
bool submit_to_ring(RingCall &call) noexcept;

// At shutdown, once every task completed: the reaper leaves and the ring is closed; a
// later call makes a new one.
void stop_ring_for_shutdown() noexcept;

// In a child process forked while the ring was open (its reaper did not come along, and
// its memory is shared with the parent's): the ring is left behind, its descriptor
// closed, and a new one is made on the first call.
void forget_ring_after_fork(void (*keep)(const void *) noexcept) noexcept;

// Tests: whether calls go to the ring (when it can be made) or to the helper threads.
void prefer_ring(bool ring) noexcept;

}  // namespace nano::detail::io
