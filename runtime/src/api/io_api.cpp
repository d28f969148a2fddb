// io_api.cpp — nano/io.h: system calls and blocking calls that leave the processor to other nano-threads.
#include <cerrno>
#include <unistd.h>

#include "diag/misuse.hpp"
#include "io/helper_threads.hpp"
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
  ssize_t (*issue)(SystemCall &);
  int fd;
  void *buf;
  std::size_t count;
  off_t offset;
  ssize_t result = -1;
  int error = 0;
};

void perform(void *p) {
  auto &call = *static_cast<SystemCall *>(p);
  do
    call.result = call.issue(call);
  while (call.result < 0 && errno == EINTR);
  call.error = call.result < 0 ? errno : 0;
}

// errno is the calling kernel thread's, and a nano-thread may resume on another one:
// written out of line, after the wait, so no address of it computed before is reused.
[[gnu::noinline]] void set_errno(int error) noexcept { errno = error; }

ssize_t queued(SystemCall call) noexcept {
  if (run_off_processor(&perform, &call) != NANO_OK) {
    set_errno(ENOMEM);
    return -1;
  }
  if (call.result < 0) set_errno(call.error);
  return call.result;
}

}  // namespace

extern "C" {

ssize_t nano_read(int fd, void *buf, size_t count) {
  return queued({[](SystemCall &c) { return ::read(c.fd, c.buf, c.count); }, fd, buf, count, 0});
}

ssize_t nano_write(int fd, const void *buf, size_t count) {
  return queued({[](SystemCall &c) { return ::write(c.fd, c.buf, c.count); }, fd, const_cast<void *>(buf), count, 0});
}

ssize_t nano_pread(int fd, void *buf, size_t count, off_t offset) {
  return queued({[](SystemCall &c) { return ::pread(c.fd, c.buf, c.count, c.offset); }, fd, buf, count, offset});
}

ssize_t nano_pwrite(int fd, const void *buf, size_t count, off_t offset) {
  return queued(
      {[](SystemCall &c) { return ::pwrite(c.fd, c.buf, c.count, c.offset); }, fd, const_cast<void *>(buf), count, offset});
}

int nano_fsync(int fd) {
  return static_cast<int>(queued({[](SystemCall &c) { return static_cast<ssize_t>(::fsync(c.fd)); }, fd, nullptr, 0, 0}));
}

nano_status nano_blocking_call(void (*fn)(void *arg), void *arg) {
  if (!fn) return NANO_MISUSE(NANO_ERR_INVALID, "nano_blocking_call", "null function; pass the function to run");
  return run_off_processor(fn, arg);
}

}  // extern "C"
