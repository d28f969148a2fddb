// config.cpp — parsing of the NANO_* environment variables.
#include "core/config.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "os/futex.hpp"

namespace nano::detail {

namespace {
// Parses "123", "256K", "1M", "1G"; returns false on anything else.
bool parse_size(const char *text, std::size_t &out) {
  char *end = nullptr;
  unsigned long long v = std::strtoull(text, &end, 10);
  if (end == text) return false;
  if (*end == 'k' || *end == 'K')
    v <<= 10, ++end;
  else if (*end == 'm' || *end == 'M')
    v <<= 20, ++end;
  else if (*end == 'g' || *end == 'G')
    v <<= 30, ++end;
  if (*end != '\0') return false;
  out = static_cast<std::size_t>(v);
  return true;
}
}  // namespace

Settings read_settings(int requested_workers) noexcept {
  Settings s;
  s.workers = os::affinity_cpu_count();
  if (const char *w = std::getenv("NANO_WORKERS"); w && *w) {
    int n = std::atoi(w);
    if (n >= 1 && n <= max_workers)
      s.workers = n;
    else
      std::fprintf(stderr, "nano: NANO_WORKERS=%s ignored: expected 1..%d\n", w, max_workers);
  }
  if (requested_workers > 0) s.workers = requested_workers;
  if (s.workers > max_workers) s.workers = max_workers;
  if (const char *st = std::getenv("NANO_STACK_SIZE"); st && *st) {
    std::size_t bytes = 0;
    if (parse_size(st, bytes) && bytes >= 16 * 1024)
      s.stack_size = bytes;
    else
      std::fprintf(stderr, "nano: NANO_STACK_SIZE=%s ignored: expected bytes >= 16K (e.g. 512K, 2M)\n", st);
  }
  if (const char *v = std::getenv("NANO_STATS"); v && *v && std::strcmp(v, "0") != 0) s.stats = true;
  if (const char *v = std::getenv("NANO_SPIN"); v && *v) s.spin_rounds = static_cast<std::uint32_t>(std::atoi(v));
  if (const char *v = std::getenv("NANO_SPIN_US"); v && *v) {
    char *end = nullptr;
    const unsigned long long us = std::strtoull(v, &end, 10);
    if (end != v && *end == '\0' && us <= 10'000'000)
      s.spin_ns = static_cast<std::uint64_t>(us) * 1000;
    else
      std::fprintf(stderr, "nano: NANO_SPIN_US=%s ignored: expected microseconds 0..10000000 (e.g. 100)\n", v);
  }
  return s;
}

}  // namespace nano::detail
