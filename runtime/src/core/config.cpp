// config.cpp — parsing of the NANO_* environment variables.
#include "core/config.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "core/env_numbers.hpp"
#include "os/futex.hpp"

namespace nano::detail {

Settings read_settings(int requested_workers) noexcept {
  Settings s;
  s.workers = os::affinity_cpu_count();
  if (const char *w = std::getenv("NANO_WORKERS"); w && *w) {
    std::uint64_t n = 0;
    if (parse_whole_number(w, max_workers, n) && n >= 1)
      s.workers = static_cast<int>(n);
    else
      std::fprintf(stderr, "nano: NANO_WORKERS=%s ignored: expected 1..%d\n", w, max_workers);
  }
  if (requested_workers > max_workers)
    std::fprintf(stderr, "nano: nano_init(%d): at most %d workers; starting %d\n", requested_workers, max_workers,
                 max_workers);
  if (requested_workers > 0) s.workers = requested_workers;
  if (s.workers > max_workers) s.workers = max_workers;
  if (const char *st = std::getenv("NANO_STACK_SIZE"); st && *st) {
    std::uint64_t bytes = 0;
    if (parse_size(st, max_stack_size, bytes) && bytes >= 16 * 1024)
      s.stack_size = bytes;
    else
      std::fprintf(stderr, "nano: NANO_STACK_SIZE=%s ignored: expected bytes from 16K to 1G (e.g. 512K, 2M)\n", st);
  }
  if (const char *v = std::getenv("NANO_STATS"); v && *v && std::strcmp(v, "0") != 0) s.stats = true;
  if (const char *v = std::getenv("NANO_SPIN"); v && *v) {
    std::uint64_t rounds = 0;
    if (parse_whole_number(v, UINT32_MAX, rounds))
      s.spin_rounds = static_cast<std::uint32_t>(rounds);
    else
      std::fprintf(stderr, "nano: NANO_SPIN=%s ignored: expected steal rounds 0..4294967295 (e.g. 200)\n", v);
  }
  if (const char *v = std::getenv("NANO_SPIN_US"); v && *v) {
    std::uint64_t us = 0;
    if (parse_whole_number(v, 10'000'000, us))
      s.spin_ns = us * 1000;
    else
      std::fprintf(stderr, "nano: NANO_SPIN_US=%s ignored: expected microseconds 0..10000000 (e.g. 100)\n", v);
  }
  return s;
}

}  // namespace nano::detail
