// test_env_numbers.cpp — NANO_* numbers are whole decimal numbers in range, nothing else.
#include "core/config.hpp"
#include "core/env_numbers.hpp"
#include "captured_stderr.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>

using nano::detail::parse_size;
using nano::detail::parse_whole_number;

TEST_CASE("parse_whole_number takes digits only, up to its maximum", "[runtime][environment]") {
  std::uint64_t out = 7;
  CHECK((parse_whole_number("0", 10, out) && out == 0));
  CHECK((parse_whole_number("10", 10, out) && out == 10));
  CHECK((parse_whole_number("007", 10, out) && out == 7));
  CHECK((parse_whole_number("18446744073709551615", UINT64_MAX, out) && out == UINT64_MAX));
  out = 7;
  for (const char *bad : {"", "11", "-1", "+1", " 1", "1 ", "2x", "x", "1.5", "18446744073709551616",
                          "99999999999999999999999"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_whole_number(bad, 10, out));
  }
  CHECK_FALSE(parse_whole_number("18446744073709551616", UINT64_MAX, out));
  CHECK_FALSE(parse_whole_number("5", 0, out));
  CHECK_FALSE(parse_whole_number(nullptr, 10, out));
  CHECK(out == 7);  // untouched by a refused value
}

TEST_CASE("parse_size takes a whole number with an optional K, M or G", "[runtime][environment]") {
  std::uint64_t out = 0;
  CHECK((parse_size("4096", UINT64_MAX, out) && out == 4096));
  CHECK((parse_size("256K", UINT64_MAX, out) && out == 256 << 10));
  CHECK((parse_size("2m", UINT64_MAX, out) && out == 2 << 20));
  CHECK((parse_size("1G", UINT64_MAX, out) && out == std::uint64_t{1} << 30));
  CHECK((parse_size("1G", std::uint64_t{1} << 30, out) && out == std::uint64_t{1} << 30));
  for (const char *bad : {"", "-1", "-1K", "1KB", "1T", "K", " 1M", "2G", "1073741825", "17179869184G"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_size(bad, std::uint64_t{1} << 30, out));
  }
  CHECK_FALSE(parse_size("17179869184G", UINT64_MAX, out));  // the shift would overflow
}

TEST_CASE("read_settings keeps its defaults for malformed NANO_* numbers", "[runtime][environment]") {
  struct Restore {
    ~Restore() {
      for (const char *name : {"NANO_WORKERS", "NANO_STACK_SIZE", "NANO_SPIN", "NANO_SPIN_US"}) ::unsetenv(name);
    }
  } restore;
  ::setenv("NANO_WORKERS", "3", 1);
  ::setenv("NANO_STACK_SIZE", "512K", 1);
  ::setenv("NANO_SPIN", "17", 1);
  ::setenv("NANO_SPIN_US", "5", 1);
  const nano::detail::Settings good = nano::detail::read_settings(0);
  CHECK(good.workers == 3);
  CHECK(good.stack_size == 512 << 10);
  CHECK(good.spin_rounds == 17);
  CHECK(good.spin_ns == 5000);

  ::unsetenv("NANO_WORKERS");
  const int default_workers = nano::detail::read_settings(0).workers;
  ::setenv("NANO_WORKERS", "2x", 1);
  ::setenv("NANO_STACK_SIZE", "-1", 1);
  ::setenv("NANO_SPIN", "12abc", 1);
  ::setenv("NANO_SPIN_US", "-3", 1);
  const nano::detail::Settings bad = nano::detail::read_settings(0);
  const nano::detail::Settings defaults;
  CHECK(bad.workers == default_workers);
  CHECK(bad.stack_size == defaults.stack_size);
  CHECK(bad.spin_rounds == defaults.spin_rounds);
  CHECK(bad.spin_ns == defaults.spin_ns);
  ::setenv("NANO_WORKERS", "257", 1);
  ::setenv("NANO_STACK_SIZE", "2G", 1);
  CHECK(nano::detail::read_settings(0).workers == default_workers);
  CHECK(nano::detail::read_settings(0).stack_size == defaults.stack_size);
}

TEST_CASE("nano_init with more than 256 workers starts 256 and says so", "[runtime][environment]") {
  std::string printed = nano_tests::stderr_of([] { CHECK(nano::detail::read_settings(300).workers == 256); });
  CHECK(printed.find("nano: nano_init(300): at most 256 workers; starting 256") != std::string::npos);
  printed = nano_tests::stderr_of([] { CHECK(nano::detail::read_settings(256).workers == 256); });
  CHECK(printed.empty());
}
