// io_api.cpp — nano/io.h: system calls and blocking calls that leave the processor to other nano-threads.
//
// In a nano-thread, a system call goes to the process's io_uring (submission_ring.hpp)
// or, where there is none, to a helper thread (helper_threads.hpp); either way the
// nano-thread waits on the call's event. Outside any task it is the plain call.
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "diag/misuse.hpp"
#include "io/helper_threads.hpp"
#include "io/submission_ring.hpp"
#include "nano/io.h"

using namespace nano::detail;

namespace {

// Runs fn(arg) on a helper while the calling nano-thread waits on the call's event;
// outside any task, on the caller. Returns once fn returned.
nano_status run_off_processor(void (*fn)(void *), void *arg) noexcept {
  if (!nano_current()) {
    fn(arg);
    return NANO_OK;
  }
  io::BlockingCall call;
  call.fn = fn;
  call.arg = arg;
  if (!io::hand_to_helper(call)) return NANO_ERR_NOMEM;
  // The deadlock detector never fires while an event has a waiter, so this returns
  // only after the helper's signal, after which the helper no longer touches `call`.
  return wait_event(&call.done);
}

struct SystemCall {
  io::RingOp op;
  int fd;
  void *buf;
  std::size_t count;
  std::uint64_t offset;  // io::current_position for read() and write()
  ssize_t result = -1;
  int error = 0;
};

ssize_t issue_plain(const SystemCall &c) noexcept {
  const bool positioned = c.offset != io::current_position;
  const auto offset = static_cast<off_t>(c.offset);
  switch (c.op) {
  case io::RingOp::read: return positioned ? ::pread(c.fd, c.buf, c.count, offset) : ::read(c.fd, c.buf, c.count);
  case io::RingOp::write: return positioned ? ::pwrite(c.fd, c.buf, c.count, offset) : ::write(c.fd, c.buf, c.count);
  case io::RingOp::fsync: return ::fsync(c.fd);
  }
  return -1;
}

void perform_plain(void *p) {
  auto &call = *static_cast<SystemCall *>(p);
  do
    call.result = issue_plain(call);
  while (call.result < 0 && errno == EINTR);
  call.error = call.result < 0 ? errno : 0;
}

// Through the ring; false if the ring did not take the call (then it did not run).
bool perform_on_ring(SystemCall &call) noexcept {
  io::RingCall ring_call;
  ring_call.op = call.op;
  ring_call.fd = call.fd;
  ring_call.buf = call.buf;
  ring_call.count = static_cast<std::uint32_t>(std::min<std::size_t>(call.count, io::max_ring_count));
  ring_call.offset = call.offset;
  do {
    ring_call.done.state.store(0, std::memory_order_relaxed);  // a fresh event for each submission
    if (!io::submit_to_ring(ring_call)) return false;
    wait_event(&ring_call.done);  // never a deadlock: an event waiter keeps the detector quiet
  } while (ring_call.result == -EINTR);
  call.result = ring_call.result < 0 ? -1 : ring_call.result;
  call.error = ring_call.result < 0 ? -ring_call.result : 0;
  return true;
}

// errno is the calling kernel thread's, and a nano-thread may resume on another one:
// written out of line, after the wait, so no address of it computed before is reused.
[[gnu::noinline]] void set_errno(int error) noexcept { errno = error; }

ssize_t queued(SystemCall call) noexcept {
  if (!nano_current() || !io::ring_ready() || !perform_on_ring(call)) {
    if (run_off_processor(&perform_plain, &call) != NANO_OK) {
      set_errno(ENOMEM);
      return -1;
    }
  }
  if (call.result < 0) set_errno(call.error);
  return call.result;
}

// pread() and pwrite() refuse a negative offset; the ring would read it as "the
// current position".
ssize_t positioned(io::RingOp op, int fd, void *buf, std::size_t count, off_t offset) noexcept {
  if (offset < 0) {
    set_errno(EINVAL);
    return -1;
  }
  return queued({op, fd, buf, count, static_cast<std::uint64_t>(offset)});
}

}  // namespace

extern "C" {

ssize_t nano_read(int fd, void *buf, size_t count) {
  return queued({io::RingOp::read, fd, buf, count, io::current_position});
}

ssize_t nano_write(int fd, const void *buf, size_t count) {
  return queued({io::RingOp::write, fd, const_cast<void *>(buf), count, io::current_position});
}

ssize_t nano_pread(int fd, void *buf, size_t count, off_t offset) {
  return positioned(io::RingOp::read, fd, buf, count, offset);
}

ssize_t nano_pwrite(int fd, const void *buf, size_t count, off_t offset) {
  return positioned(io::RingOp::write, fd, const_cast<void *>(buf), count, offset);
}

int nano_fsync(int fd) {
  return static_cast<int>(queued({io::RingOp::fsync, fd, nullptr, 0, io::current_position}));
}

nano_status nano_blocking_call(void (*fn)(void *arg), void *arg) {
  if (!fn) return NANO_MISUSE(NANO_ERR_INVALID, "nano_blocking_call", "null function; pass the function to run");
  return run_off_processor(fn, arg);
}

}  // extern "C"
