// Parts of a temporary std::span that run to its end
// (`std::span<double>(w).subspan(k)`, `.last(n)`) handed to tasks register
// only that part: the span shows the whole container, so its size is the
// container's (`w.size()`, `a.size()`) or a C array's extent, and the part is
// elements [k, size) (before: `(std::span<double>(w)).size()` was a piece of
// text the analysis could not follow, so the task registered w's whole buffer,
// and a C array's tail could not be bounded at all: that task ran in its
// creator with a warning).
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=REMARK < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <span>
#include <vector>

static void scale(std::span<double> s, double f) { for (auto &x : s) x = x * f + 1; }

double f(std::vector<double> &w, std::array<double, 100> &a, double (&c)[100], int k) {
  #pragma nano task
  scale(std::span<double>(w).first(k), 3.0);
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((w.data())){{,}} nano_len_(static_cast<long long>((k * 8)))); nano_set_label
  #pragma nano task
  scale(std::span<double>(w).subspan(k), 2.0);
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + (k * 8)){{,}} nano_len_(static_cast<long long>((k * 8 + (w.size() - k) * 8 - k * 8)))); nano_set_label
  #pragma nano task
  scale(std::span<double>(w).last(10), 0.5);
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + ((w.size() - 10) * 8)){{,}} nano_len_(static_cast<long long>(((w.size() - 10) * 8 + 80 - (w.size() - 10) * 8)))); nano_set_label
  #pragma nano task
  scale(std::span<double>(a).subspan(50), 2.0);
  // CHECK: nano_a_->a = &(a); if (a.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((a.data())) + (400)){{,}} nano_len_(static_cast<long long>((400 + (a.size() - 50) * 8 - 400)))); nano_set_label
  #pragma nano task
  scale(std::span<double>(c).subspan(50), 2.0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(c)) + (400)){{,}} static_cast<size_t>(400)); nano_set_label
  #pragma nano task
  scale(std::span<double>(c).first(50), 2.0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(c)){{,}} static_cast<size_t>(400)); nano_set_label
  return w[0] + a[0] + c[0];
}
// Only the return waits.
// REMARK-NOT: warning:
// REMARK-NOT: wait inserted here
// REMARK: task-span-temporary-tails.cpp:[[# @LINE - 5]]:3: remark: wait inserted here: this statement reads 'w[0]' which a task writes
