// Parts of a named std::span of a std::vector handed to tasks: each task
// registers exactly the part it is given, `sv.first(n)` from the buffer's
// start, `sv.last(n)` ending where sv ends, `sv.subspan(k, n)` and
// `sv.subspan(k)` from k; making the part reads none of the vector, so the
// tasks on disjoint halves need no wait between them (review: each
// registered the whole vector and the second waited for the first).
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=REMARK < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <span>
#include <vector>

static void scale(std::span<double> s, double f) { for (auto &x : s) x = x * f + 1; }

double f(std::vector<double> &v) {
  std::span<double> sv(v);
  #pragma nano task
  scale(sv.first(4000), 2.0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())){{,}} static_cast<size_t>(32000));
  #pragma nano task
  scale(sv.last(4000), 0.5);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((v.data())) + ((((sv).size()) - 4000) * 8)){{,}} static_cast<size_t>(32000));
  #pragma nano task
  scale(sv.subspan(100, 50), 3.0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((v.data())) + (800)){{,}} static_cast<size_t>(400));
  #pragma nano task
  scale(sv.subspan(7000), 3.0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((v.data())) + (56000)){{,}} nano_len_(static_cast<long long>(((((sv).size()) - 7000) * 8))));
  double t = 0;
  for (double x : v) t += x;
  return t;
}
// REMARK-NOT: wait inserted here: this statement reads 'sv'
// REMARK: wait inserted here: this statement reads 'v'
