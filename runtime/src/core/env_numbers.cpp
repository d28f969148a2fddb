// env_numbers.cpp — strict parsing of the numbers in NANO_* environment variables.
#include "core/env_numbers.hpp"

namespace nano::detail {

namespace {
// The digits at `text`, up to the first non-digit (returned in `end`); false when there
// is no digit or the value exceeds `max`.
bool parse_digits(const char *text, std::uint64_t max, std::uint64_t &out, const char *&end) noexcept {
  std::uint64_t value = 0;
  const char *at = text;
  for (; *at >= '0' && *at <= '9'; ++at) {
    const auto digit = static_cast<std::uint64_t>(*at - '0');
    if (digit > max || value > (max - digit) / 10) return false;
    value = value * 10 + digit;
  }
  if (at == text) return false;
  out = value;
  end = at;
  return true;
}
}  // namespace

bool parse_whole_number(const char *text, std::uint64_t max, std::uint64_t &out) noexcept {
  const char *end = nullptr;
  std::uint64_t value = 0;
  if (text == nullptr || !parse_digits(text, max, value, end) || *end != '\0') return false;
  out = value;
  return true;
}

bool parse_size(const char *text, std::uint64_t max, std::uint64_t &out) noexcept {
  const char *end = nullptr;
  std::uint64_t value = 0;
  if (text == nullptr || !parse_digits(text, max, value, end)) return false;
  unsigned shift = 0;
  switch (*end) {
    case 'k': case 'K': shift = 10; ++end; break;
    case 'm': case 'M': shift = 20; ++end; break;
    case 'g': case 'G': shift = 30; ++end; break;
    default: break;
  }
  if (*end != '\0' || value > (max >> shift)) return false;
  out = value << shift;
  return true;
}

}  // namespace nano::detail
