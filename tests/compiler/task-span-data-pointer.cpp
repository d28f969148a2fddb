// `a.data()` of a std::span parameter passed to a function taking a pointer:
// the task registers what it reaches from `a.data()`, so the two halves of a
// span handed to a C-style kernel run at once (before: "cannot tell what
// 'a.data()' points to", and both ran in their creator). Creating a task reads
// only the pointer's value; statements of the creator that touch the elements
// wait for it.
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <vector>

static void scale(double *p, unsigned long n) {
  for (unsigned long i = 0; i < n; i++) p[i] *= 2;
}

// EXPLAIN-NOT: warning:
static double halves(std::span<double> a) {
  unsigned long mid = a.size() / 2;
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((a.data())), nano_len_(
  #pragma nano task
  scale(a.data(), mid);
  // EXPLAIN-NOT: task-span-data-pointer.cpp:[[@LINE+3]]:3: remark: wait inserted here
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((a.data())) + (mid * 8)), nano_len_(
  #pragma nano task
  scale(a.data() + mid, a.size() - mid);
  // EXPLAIN: task-span-data-pointer.cpp:[[@LINE+2]]:3: remark: wait inserted here: this statement writes 'a[0]'
  // CHECK: nano_wait_handles_({&nano_h_1, &nano_h_2}, false); {{.*}}a[0] += 1;
  a[0] += 1;
  return a.data()[a.size() - 1];
}

int main() {
  std::vector<double> v(1000, 1.0);
  double last = halves(v);
  std::printf("%.0f %.0f %.0f\n", v[0], v[500], last);
  return 0;
}
