// A task that is a range-based for loop over a std::span built in its
// statement (`for (double &x : std::span<double>(w)) x += 1;`): x is an
// element of what the span shows, so the task registers w's buffer (a part of
// it for `.subspan(10, 20)`, a std::array's or C array's bytes) and runs as a
// task. Before: the element reference was "a pointer that may point
// anywhere", and the task ran in its creating nano-thread with a warning.
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=REMARK < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <span>
#include <vector>

double f(std::vector<double> &w, std::array<double, 100> &a, double (&c)[100]) {
  #pragma nano task
  for (double &x : std::span<double>(w)) x += 1;
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((w.data())){{,}} nano_len_(static_cast<long long>((((w).size() * sizeof(*(w).data())))))); nano_set_label
  #pragma nano task
  for (double &x : std::span<double>(w).subspan(10, 20)) x *= 2;
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + (80)){{,}} static_cast<size_t>(160)); nano_set_label
  #pragma nano task
  for (double &x : std::span<double>(a).first(50)) x += 1;
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((a.data())){{,}} static_cast<size_t>(400)); nano_set_label
  #pragma nano task
  for (double &x : std::span<double>(c)) x += 1;
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(c)){{,}} static_cast<size_t>(800)); nano_set_label
  double t = 0;
  #pragma nano task
  for (const double &x : std::span<const double>(w).last(5)) t += x;
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_IN, (nano_bytes_((w.data())) + ((w.size() - 5) * 8)){{,}} nano_len_(static_cast<long long>(((w.size() - 5) * 8 + 40 - (w.size() - 5) * 8)))); nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(t)){{,}} static_cast<size_t>(8)); nano_set_label
  return t + w[0] + a[0] + c[0];
}
// The second task waits for the first (which stands for all of w at compile
// time, as a view of w passed to a task does); the return waits for the rest.
// REMARK-NOT: warning:
// REMARK: task-span-temporary-range-for.cpp:[[# @LINE - 17]]:3: remark: wait inserted here: this statement reads 'w' which a task writes
// REMARK: task-span-temporary-range-for.cpp:[[# @LINE - 6]]:3: remark: wait inserted here: this statement reads 'w[0]' which a task writes
// REMARK: task-span-temporary-range-for.cpp:[[# @LINE - 7]]:3: remark: wait inserted here: this statement reads 't' which a task writes
