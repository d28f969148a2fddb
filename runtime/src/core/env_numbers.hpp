// env_numbers.hpp — strict parsing of the numbers in NANO_* environment variables.
//
// Every value is a whole decimal number and nothing else: no sign, no spaces, no
// trailing text, no overflow ("-1", "2x" and "99999999999999999999" are refused, where
// strtoull would accept them). Callers print the variable, the value and what they
// expected, and keep their default, when these return false.
#pragma once

#include <cstdint>

namespace nano::detail {

// A whole number from 0 to `max`.
bool parse_whole_number(const char *text, std::uint64_t max, std::uint64_t &out) noexcept;

// A size in bytes: a whole number with an optional binary suffix K, M or G (either
// case), "123", "256K", "1M", "1G"; at most `max` bytes.
bool parse_size(const char *text, std::uint64_t max, std::uint64_t &out) noexcept;

}  // namespace nano::detail
