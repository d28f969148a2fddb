// Standard algorithms over iterator ranges: a task running std::sort, std::copy,
// std::accumulate, std::fill_n, ... on part of a vector or an array accesses
// the section its iterators delimit (v.begin() + h, v.end(), a + 32), and
// creating it only reads the vector object, so tasks on the two halves are
// created without waits. A range whose ends are in different buffers, or an
// algorithm given a lambda that captures, keeps the conservative default.
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -Wno-deprecated-declarations -I %runtime_include %t.cpp
#include <algorithm>
#include <numeric>
#include <vector>

long halves(std::vector<int> &v, std::vector<int> &w, int h) {
  long lo = 0, hi = 0;
  #pragma nano task
  std::sort(v.begin(), v.begin() + h);
  #pragma nano task
  std::sort(v.begin() + h, v.end());
  #pragma nano task
  std::copy(v.begin() + h, v.end(), w.begin() + h);
  #pragma nano task
  lo = std::accumulate(v.begin(), v.begin() + h, 0L);
  #pragma nano task
  hi = std::accumulate(w.begin() + h, w.end(), 0L);
  // EXPLAIN-NOT: wait inserted
  // EXPLAIN-NOT: warning:
  return lo + hi;
  // EXPLAIN: task-std-algorithms.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads '{{lo|hi}}' which a task writes
}
// CHECK-LABEL: long halves(
// CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())), nano_len_(static_cast<long long>{{[(]}}(h * 4))));
// CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((v.data())) + (h * 4)), nano_len_(static_cast<long long>{{[(]}}(h * 4 + v.size() * 4 - h * 4 - h * 4))));
// CHECK: nano_access(nano_t_, NANO_IN, (nano_bytes_((v.data())) + (h * 4)),
// CHECK-SAME: nano_access(nano_t_, NANO_OUT, (nano_bytes_((w.data())) + (h * 4)),

void arrays(int *a) {
  #pragma nano task
  std::fill_n(a, 32, 5);
  #pragma nano task
  std::iota(a + 32, a + 64, 100);
}
// CHECK-LABEL: void arrays(
// CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_((a)), static_cast<size_t>{{[(]}}128));
// CHECK: nano_access(nano_t_, NANO_OUT, (nano_bytes_((a)) + (128)), static_cast<size_t>{{[(]}}128));

void fallbacks(std::vector<int> &v, std::vector<int> &w, int k) {
  #pragma nano task
  std::sort(v.begin(), w.end());
  // EXPLAIN: task-std-algorithms.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread
  #pragma nano task
  std::sort(v.begin(), v.end(), [&](int x, int y) { return x % k < y % k; });
  // EXPLAIN: task-std-algorithms.cpp:[[@LINE-1]]:3: warning:
}
