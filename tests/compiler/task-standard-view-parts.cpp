// Parts of standard objects handed to a task's callee: a view made of part of
// a view (`std::span<double>(w).subspan(10, 20)`) shows part of the
// container's buffer, which the task registers; `std::get<I>(t)` reads or
// writes part of its tuple (pair, array) argument and nothing else, so a
// callee taking a std::tuple by value accesses only its own copy. Before: the
// first ran in the creating nano-thread ("the memory viewed through
// 'std::span<double>(w)' cannot be bounded"), the second too ("'use' calls a
// function that may access any global").
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <span>
#include <string_view>
#include <tuple>
#include <vector>

static void scale(std::span<double> s, double f) { for (auto &e : s) e *= f; }
static long count(std::string_view s) { return (long)s.size(); }
static long use(std::tuple<int, int> p) { return std::get<0>(p) + std::get<1>(p); }
static void bump(std::tuple<long, long> &t) { std::get<1>(t) += 1; }

long f(std::vector<double> &w, std::string_view text, std::tuple<long, long> &acc) {
  std::tuple<int, int> x{1, 2};
  long r, n;
  #pragma nano task
  scale(std::span<double>(w).subspan(10, 20), 3.0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + (80)){{,}} static_cast<size_t>(160));
  #pragma nano task
  n = count(text.substr(2));
  // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(n)){{,}} static_cast<size_t>(8));
  #pragma nano task
  r = use(x);
  // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(r)){{,}} static_cast<size_t>(8));
  #pragma nano task
  bump(acc);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(acc)){{,}} static_cast<size_t>(16));
  return r + n + std::get<1>(acc);
}
// WARN-NOT: warning
