// A clause naming a section of a span or a standard container (`inout(a[0:mid])`)
// has that element type at compile time: a creation that reads only the span
// object (a pointer and a size) does not wait for it (bb72 F4: following the
// warning's advice left the halves of a span merge sort running one after the
// other). Reading a std::vector itself still waits: its object stands for its
// elements.
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <span>
#include <vector>

static void work(double *p, unsigned long n) {
  for (unsigned long i = 0; i < n; i++) p[i] *= 2;
}
static void scale(std::span<double> s) {
  for (double &x : s) x *= 2;
}

void halves(std::span<double> a) {
  unsigned long mid = a.size() / 2;
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(a)[0]), static_cast<size_t>((mid)) * sizeof((a)[0]));
  #pragma nano task inout(a[0:mid])
  scale(a.first(mid));
  // EXPLAIN-NOT: task-clause-container-sections.cpp:[[@LINE+3]]:3: remark: wait inserted here
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(a)[mid]), static_cast<size_t>((a.size() - mid)) * sizeof((a)[0]));
  #pragma nano task inout(a[mid:a.size() - mid])
  scale(a.subspan(mid));
}

void vector_halves(std::vector<double> &v) {
  unsigned long mid = v.size() / 2;
  #pragma nano task inout(v[0:mid])
  work(v.data(), mid);
  // EXPLAIN: task-clause-container-sections.cpp:[[@LINE+2]]:3: remark: wait inserted here: this statement reads 'v'
  #pragma nano task inout(v[mid:v.size() - mid])
  work(v.data() + mid, v.size() - mid);
}
