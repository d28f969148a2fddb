// cpp_view_parts_and_tuples: a task reading part of a string through
// `std::string_view(text).substr(2, 5)` registers the string's buffer, so the
// creator's later write of text waits for it (std::span's subspan, C++20, is
// in tests/compiler/task-standard-view-parts.cpp); a task whose callee takes a
// std::tuple by value and reads it with std::get, and one incrementing a
// tuple element through a reference, are nano-threads (std::get reaches only
// its argument). They ran in the creating nano-thread ("cannot be bounded",
// "may access any global"). The callees add 1000 to their results when they
// run in the creating nano-thread: the output is the elision's only if each
// was a nano-thread of its own.
// E2E-EXTRA: nano_thread_probe.cpp
#include <cstdio>
#include <string>
#include <string_view>
#include <tuple>

#include "nano_thread_probe.h"

static void *creator;

static long count(std::string_view s) {
  long n = 0;
  for (char c : s) n += c == 'a';
  return n + 1000 * probe_missed(creator);
}
static long use(std::tuple<int, int> p) { return std::get<0>(p) * 10 + std::get<1>(p) + 1000 * probe_missed(creator); }
static void bump(std::tuple<long, long> &t) { std::get<1>(t) += 5 + 1000 * probe_missed(creator); }

static long twice(long v) { return 2 * v; }

int main() {
  creator = probe_current();
  long first = 0;
  #pragma nano task
  first = twice(21); // links the runtime in every translated build
  std::string text = "abacadaeafag";
  long as = 0;
  #pragma nano task
  as = count(std::string_view(text).substr(2, 5));
  text[3] = 'x'; // waits for the task
  std::tuple<int, int> x{4, 2};
  std::tuple<long, long> acc{1, 1};
  long r = 0;
  #pragma nano task
  r = use(x);
  #pragma nano task
  bump(acc);
  std::printf("%ld %ld %s %ld %ld\n", first, as, text.c_str(), r, std::get<1>(acc));
  return 0;
}
