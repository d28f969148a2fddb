// C++ input: references and std::vector; the container object stands for its
// elements, so the later reads wait for the task that fills that vector only.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

static void fill(std::vector<double> &v, double x) {
  for (double &e : v) e = x;
}
static double total(const std::vector<double> &v) {
  double s = 0;
  for (double e : v) s += e;
  return s;
}

int main() {
  std::vector<double> a(100), b(100);
  #pragma nano task
  fill(a, 1.0);
  // CHECK: nano_a_->nano_a0_ = &(a);
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(a)), static_cast<size_t>(24));
  #pragma nano task
  fill(b, 2.0);
  double s = total(a);
  // CHECK: nano_wait_handle_(&nano_h_[[A:[0-9]+]]); double s = total(a);
  std::printf("%g %g\n", s, total(b));
  return 0;
}
// CHECK: static void nano_task_[[A]](void *nano_p_) {
// CHECK: fill(*nano_a_->nano_a0_, nano_a_->nano_a1_);
