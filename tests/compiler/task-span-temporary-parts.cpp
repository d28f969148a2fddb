// Parts of a temporary std::span handed to tasks
// (`std::span<double>(w).subspan(10, 20)`): building the span keeps the
// container's address and reads only a std::vector's header (nothing of an
// array or a std::array), so each task registers the part it is given, like a
// part of a named span (task-span-named-parts.cpp). Tasks on disjoint parts
// of one vector need no order; overlapping parts are ordered by their
// registered bytes. Before: the span constructor takes `w` by non-const
// reference, so every task read and wrote the whole vector (its object and its
// buffer) and the creator waited for each task before creating the next.
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=REMARK < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <span>
#include <vector>

static void scale(std::span<double> s, double f) { for (auto &x : s) x = x * f + 1; }
static double sum(std::span<const double> s) { double t = 0; for (double x : s) t += x; return t; }

double f(std::vector<double> &w, std::array<double, 100> &a, double (&c)[100]) {
  #pragma nano task
  scale(std::span<double>(w).subspan(10, 20), 3.0);
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + (80)){{,}} static_cast<size_t>(160)); nano_set_label
  #pragma nano task
  scale(std::span<double>(w).subspan(30, 20), 2.0);
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + (240)){{,}} static_cast<size_t>(160)); nano_set_label
  #pragma nano task
  scale(std::span<double>(w).subspan(25, 10), 0.5);
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + (200)){{,}} static_cast<size_t>(80)); nano_set_label
  #pragma nano task
  scale(std::span<double>(a).subspan(0, 50), 2.0);
  // CHECK: nano_a_->a = &(a); if (a.data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((a.data())){{,}} static_cast<size_t>(400)); nano_set_label
  #pragma nano task
  scale(std::span<double>(a).subspan(50, 50), 2.0);
  // CHECK: nano_a_->a = &(a); if (a.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((a.data())) + (400)){{,}} static_cast<size_t>(400)); nano_set_label
  #pragma nano task
  scale(std::span<double>(c).first(10), 2.0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(c)){{,}} static_cast<size_t>(80)); nano_set_label
  double t;
  #pragma nano task
  t = sum(std::span<const double>(w).subspan(60, 4));
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_IN, (nano_bytes_((w.data())) + (480)){{,}} static_cast<size_t>(32)); nano_set_label
  return t + w[0] + a[0] + c[0];
}
// Only the return waits: it reads t and the elements.
// REMARK-NOT: wait inserted here
// REMARK: task-span-temporary-parts.cpp:[[# @LINE - 4]]:3: remark: wait inserted here
