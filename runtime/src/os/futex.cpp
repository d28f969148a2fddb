// futex.cpp — Linux implementations of the futex, clock and affinity helpers.
#include "os/futex.hpp"

#include <cerrno>
#include <climits>
#include <ctime>
#include <linux/futex.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace nano::detail::os {

namespace {
long futex(std::atomic<std::uint32_t> &word, int op, std::uint32_t value, const timespec *timeout) {
  static_assert(sizeof(std::atomic<std::uint32_t>) == sizeof(std::uint32_t));
  return syscall(SYS_futex, reinterpret_cast<std::uint32_t *>(&word), op | FUTEX_PRIVATE_FLAG, value, timeout, nullptr,
                 0);
}
}  // namespace

void futex_wait(std::atomic<std::uint32_t> &word, std::uint32_t expected) noexcept {
  futex(word, FUTEX_WAIT, expected, nullptr);
}

bool futex_wait_for(std::atomic<std::uint32_t> &word, std::uint32_t expected, std::int64_t timeout_ns) noexcept {
  timespec ts{static_cast<time_t>(timeout_ns / 1000000000), static_cast<long>(timeout_ns % 1000000000)};
  long rc = futex(word, FUTEX_WAIT, expected, &ts);
  return !(rc == -1 && errno == ETIMEDOUT);
}

void futex_wake(std::atomic<std::uint32_t> &word, int count) noexcept {
  futex(word, FUTEX_WAKE, static_cast<std::uint32_t>(count), nullptr);
}

std::uint64_t now_ns() noexcept {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000u + static_cast<std::uint64_t>(ts.tv_nsec);
}

int affinity_cpu_count() noexcept {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0) {
    int n = CPU_COUNT(&set);
    if (n > 0) return n;
  }
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? static_cast<int>(n) : 1;
}

void cpu_relax() noexcept {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield" ::: "memory");
#endif
}

}  // namespace nano::detail::os
