// A task calling a closure variable the function declared before it runs that
// lambda's body: its accesses are what the body reaches through the captures,
// in the caller's terms (the lambda's parameters replaced by the arguments), so
// calls on disjoint parts run in parallel and a later reader waits for the
// writer only. By-copy captures the function never changes are their values; a
// generic lambda runs its specialization. A mutable lambda changes its copies:
// its call stays in the creating nano-thread.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

int main() {
  double a[100], b[100];
  const int half = 50;
  auto fill = [&](int lo, int hi, double v) {
    for (int i = lo; i < hi; ++i) a[i] = v * i;
  };
  auto copy = [=, &b](int lo, int hi) {
    for (int i = lo; i < hi; ++i) b[i] = half + i;
  };
  auto twice = [&](auto i) { a[i] *= 2; };
  #pragma nano task
  fill(0, half, 1.0);
  // CHECK: (*nano_a_->fill)(0, half, 1.0);
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(a)), static_cast<size_t>(400));
  #pragma nano task
  fill(half, 100, 2.0);
  // CHECK: (*nano_a_->fill)(half, 100, 2.0);
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, (nano_bytes_(&(a)) + (400)), static_cast<size_t>(400));
  #pragma nano task
  copy(0, 100);
  // CHECK: (*nano_a_->copy)(0, 100);
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(b)), static_cast<size_t>(800));
  #pragma nano task
  twice(7);
  // CHECK: (*nano_a_->twice)(7);
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(a)) + (56)), static_cast<size_t>(8));
  int calls = 0;
  auto count = [calls]() mutable { return ++calls; };
  #pragma nano task
  count();
  // WARN: task-named-lambdas.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread
  double s = 0;
  for (int i = 0; i < 100; ++i) s += a[i] + b[i];
  std::printf("%.1f %d\n", s, calls);
  return 0;
}
