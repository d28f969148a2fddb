// forced_stop.cpp — the stop signal's handler and its futex protocol (see forced_stop.hpp).
#include "cpu/forced_stop.hpp"

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <mutex>

#include "cpu/worker_probe.hpp"
#include "os/futex.hpp"

namespace nano::detail::cpu {
namespace {

static_assert(std::atomic<std::uint32_t>::is_always_lock_free, "the handler needs lock-free atomics");

std::atomic<std::uint32_t> hold_{0};     // 1: a stopped thread must stay in the handler
std::atomic<std::uint32_t> stopped_{0};  // 1: a thread is inside the handler
std::atomic<std::uint32_t> entries_{0};  // bumped by every handler entry: stop() waits for it
std::atomic<std::uint32_t> returns_{0};  // bumped by every resume(): a lender waits for it
std::atomic<std::uint32_t> lending_{0};  // 1: a worker stands stopped for the held thread
std::atomic<std::uint64_t> lends_{0};    // processors lent so far (for NANO_STATS)
std::atomic<bool> workers_lend_{true};   // false: idle workers never lend (tests only)

// How often a lender looks whether the thread it let go has parked (that path is
// the scheduler's and wakes nobody here).
constexpr std::int64_t kLendPollNs = 100'000;
// The longest a lender stands in. The stopped thread may have been stopped after it
// had already parked (the signal raced its release): it then stays parked, the count
// of released workers never grows, and without this bound the lender — maybe the
// program's only active worker — would wait for the processor's return (up to the
// simulator's period). After the bound it goes back to work; if the thread it let go
// was still in a chunk, the program runs on one processor more until that chunk ends.
constexpr std::uint64_t kLendMaxNs = 2'000'000;

void raw_futex(std::atomic<std::uint32_t> &word, int op, std::uint32_t value) noexcept {
  syscall(SYS_futex, reinterpret_cast<std::uint32_t *>(&word), op, value, nullptr, nullptr, 0);
}

extern "C" void hold_in_handler(int) {
  const int saved_errno = errno;
  stopped_.store(1, std::memory_order_seq_cst);
  entries_.fetch_add(1, std::memory_order_seq_cst);
  raw_futex(entries_, FUTEX_WAKE_PRIVATE, 1);
  while (hold_.load(std::memory_order_acquire) == 1) raw_futex(hold_, FUTEX_WAIT_PRIVATE, 1);
  stopped_.store(0, std::memory_order_release);
  errno = saved_errno;
}

void install_handler() noexcept {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action {};
    action.sa_handler = &hold_in_handler;
    sigemptyset(&action.sa_mask);
    // SA_ONSTACK: a nano-thread's stack may be small; workers have a signal stack.
    action.sa_flags = SA_RESTART | SA_ONSTACK;
    sigaction(stop_signal(), &action, nullptr);
  });
}

}  // namespace

int stop_signal() noexcept { return SIGRTMAX - 3; }

bool stop_thread(pthread_t thread, std::int64_t ack_timeout_ns) noexcept {
  install_handler();
  // The acknowledgement is the entry count, not stopped_: a worker may lend its
  // processor (and the thread leave the handler) before this thread looks.
  const std::uint32_t seen_entries = entries_.load(std::memory_order_seq_cst);
  hold_.store(1, std::memory_order_seq_cst);
  if (pthread_kill(thread, stop_signal()) != 0) {
    hold_.store(0, std::memory_order_seq_cst);
    return false;
  }
  const std::uint64_t deadline = os::now_ns() + static_cast<std::uint64_t>(ack_timeout_ns);
  while (entries_.load(std::memory_order_acquire) == seen_entries) {
    const std::uint64_t now = os::now_ns();
    if (now >= deadline) return false;
    os::futex_wait_for(entries_, seen_entries, static_cast<std::int64_t>(deadline - now));
  }
  return true;
}

void resume_stopped_thread() noexcept {
  hold_.store(0, std::memory_order_seq_cst);
  raw_futex(hold_, FUTEX_WAKE_PRIVATE, 1);
  returns_.fetch_add(1, std::memory_order_seq_cst);
  os::futex_wake(returns_, 1);
}

bool thread_held() noexcept {
  return stopped_.load(std::memory_order_acquire) == 1 && hold_.load(std::memory_order_acquire) == 1;
}

bool lend_processor_to_stopped_thread() noexcept {
  if (stopped_.load(std::memory_order_acquire) == 0) [[likely]]
    return false;
  std::uint32_t idle = 0;
  if (!lending_.compare_exchange_strong(idle, 1, std::memory_order_seq_cst)) return false;
  // seq_cst throughout: a resume() between these reads and the release below is seen
  // as a changed returns_, so the lender never waits for a return that already came.
  const std::uint32_t seen_returns = returns_.load(std::memory_order_seq_cst);
  if (stopped_.load(std::memory_order_seq_cst) == 0 || hold_.load(std::memory_order_seq_cst) == 0) {
    lending_.store(0, std::memory_order_release);
    return false;
  }
  const int parked = released_worker_count();
  hold_.store(0, std::memory_order_seq_cst);
  raw_futex(hold_, FUTEX_WAKE_PRIVATE, 1);
  const std::uint64_t lent_at = os::now_ns();
  while (returns_.load(std::memory_order_seq_cst) == seen_returns && released_worker_count() <= parked &&
         os::now_ns() - lent_at < kLendMaxNs)
    os::futex_wait_for(returns_, seen_returns, kLendPollNs);
  lending_.store(0, std::memory_order_release);
  lends_.fetch_add(1, std::memory_order_relaxed);
  return true;
}

bool lend_idle_worker_processor() noexcept {
  if (stopped_.load(std::memory_order_acquire) == 0) [[likely]]
    return false;
  return workers_lend_.load(std::memory_order_relaxed) && lend_processor_to_stopped_thread();
}

void set_workers_lend(bool allowed) noexcept { workers_lend_.store(allowed, std::memory_order_relaxed); }

std::uint64_t lend_count() noexcept { return lends_.load(std::memory_order_relaxed); }

}  // namespace nano::detail::cpu
