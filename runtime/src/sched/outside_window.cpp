// outside_window.cpp — the outside thread's wait while it is too far ahead (protocol in outside_window.hpp).
#include "sched/outside_window.hpp"

#include <sched.h>
#include <time.h>

#include "os/futex.hpp"
#include "sched/runtime.hpp"

namespace nano::detail {

namespace {

constexpr long window_nap_ns = 50'000;

std::int64_t live_children(const Task *root) noexcept {
  // An outside thread's root takes no child credit (task_lifecycle.hpp: count_child),
  // so alive = 1 + live children.
  return root->alive.load(std::memory_order_acquire) - 1;
}

bool may_wait() noexcept { return rt.inline_blockers.load(std::memory_order_relaxed) == 0; }

}  // namespace

void bound_outside_window_slow(ThreadState *ts) noexcept {
  const Task *root = ts->root;
  if (!may_wait()) return;
  ++ts->stats.window_waits;
  const std::uint64_t start = os::now_ns();
  for (unsigned round = 0;; ++round) {
    if (live_children(root) <= window_low) return;
    for (int i = 0; i < 16; ++i) os::cpu_relax();
    if ((round & 15) != 15) continue;
    if (os::now_ns() - start >= rt.settings.spin_ns) break;
    sched_yield();
  }
  for (std::int64_t before = live_children(root); before > window_low && may_wait();) {
    timespec nap{0, window_nap_ns};
    nanosleep(&nap, nullptr);
    std::int64_t now = live_children(root);
    if (now >= before) return;  // nothing completed meanwhile: go on rather than wait blindly
    before = now;
  }
}

}  // namespace nano::detail
