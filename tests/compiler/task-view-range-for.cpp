// A range-for over a by-value view parameter (std::span, a user view) reaches the
// memory the view points to: the callee's summary has that access, so a task
// calling it is registered on the viewed vector (and a later read waits), also
// through a named view its function never changes (traced to its initialiser);
// a std::span that is reassigned registers exactly what it shows when the task
// is created. It had no access at all: the task raced with the later read of
// the vector.
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: not grep -e 'warning:' -e 'error:' %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <span>
#include <vector>
static void fill(std::span<int> s, int k) {
  for (auto &x : s) x = k;
}
static long sum(std::span<const int> s) {
  long t = 0;
  for (int x : s) t += x;
  return t;
}
int main() {
  std::vector<int> v(100, 1), w(100, 2);
  #pragma nano task
  fill(std::span<int>(v), 3);
  // CHECK: nano_create(nano_task_1,
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())),
  long a = sum(v);
  // CHECK: nano_wait_handle_(&nano_h_{{1}}); long a = sum(v);
  std::span<int> named(w);
  #pragma nano task
  fill(named, 4);
  // CHECK: nano_create(nano_task_2,
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_((w.data())),
  long b = sum(w);
  // CHECK: nano_wait_handle_(&nano_h_{{2}}); long b = sum(w);
  std::span<int> moved(v);
  moved = named.first(10);
  #pragma nano task
  fill(moved, 5);
  // CHECK: nano_create(nano_task_3,
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_(((moved).data())), nano_len_(static_cast<long long>(((moved).size() {{[*]}} 4))));
  // CHECK: nano_wait_handle_(&nano_h_3);
  std::printf("%ld %ld %ld\n", a, b, sum(w));
  return 0;
}
