// misuse.hpp — one-line reports of C API misuse, printed once per call site, with the status returned.
#pragma once

#include <atomic>
#include <cstdio>

#include "nano/nano.h"

namespace nano::detail {

// Prints "nano: <call>: <what>" the first time this site is reached; returns `status`.
#define NANO_MISUSE(status, call, ...)                                                \
  ([&]() -> nano_status {                                                             \
    static std::atomic<bool> reported{false};                                         \
    if (!reported.exchange(true, std::memory_order_relaxed))                          \
      std::fprintf(stderr, "nano: " call ": " __VA_ARGS__), std::fputc('\n', stderr); \
    return status;                                                                    \
  }())

}  // namespace nano::detail
