// misuse.hpp — one-line reports of C API misuse, printed once per call site, with the status returned.
#pragma once

#include <atomic>
#include <cstdio>

#include "nano/nano.h"

namespace nano::detail {

// One misuse check of the runtime, and the program's call sites (return addresses)
// it has reported: each call site of the API gets its line once, however often it
// misuses it. Past kMaxCallers sites the check stays quiet (the point was made).
struct MisuseSite {
  static constexpr int kMaxCallers = 16;
  std::atomic<const void *> callers[kMaxCallers] = {};
};

// True the first time `caller` reaches `site`. Lock-free: a slot is claimed by CAS.
inline bool first_report(MisuseSite &site, const void *caller) noexcept {
  for (std::atomic<const void *> &slot : site.callers) {
    const void *seen = slot.load(std::memory_order_relaxed);
    if (seen == nullptr && slot.compare_exchange_strong(seen, caller, std::memory_order_relaxed)) return true;
    if (seen == caller) return false;
  }
  return false;
}

// Prints "nano: <call>: <what>" the first time the program's call site `caller`
// reaches this check; returns `status`.
#define NANO_MISUSE_FROM(caller, status, call, ...)                                   \
  ([&, nano_caller_ = static_cast<const void *>(caller)]() -> nano_status {           \
    static ::nano::detail::MisuseSite nano_site_;                                     \
    if (::nano::detail::first_report(nano_site_, nano_caller_))                       \
      std::fprintf(stderr, "nano: " call ": " __VA_ARGS__), std::fputc('\n', stderr); \
    return status;                                                                    \
  }())

// NANO_MISUSE_FROM the caller of the API function it is written in.
#define NANO_MISUSE(status, call, ...) NANO_MISUSE_FROM(__builtin_return_address(0), status, call, __VA_ARGS__)

}  // namespace nano::detail
