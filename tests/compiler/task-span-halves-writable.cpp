// Recursive tasks on the halves of a writable std::span parameter (bb59 4): the
// second task's creation reads `s` (the view's own bytes: a pointer and a size),
// which no task writes, so it does not wait for the first; a span element that
// is only read (`t += s[i]`) is no write. Writes through a part the statement
// declares (`auto t = s.first(2); t[0] += 1;`), through a part's element
// (`s.first(3)[2] += 4`) and through a range-for over a part are still writes,
// in the callee's summary too, so a later read of the vector waits for them.
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <vector>

static void scale(std::span<double> s, double k) {
  if (s.size() <= 4) {
    for (auto &x : s) x *= k;
    return;
  }
  std::size_t h = s.size() / 2;
  #pragma nano task
  scale(s.first(h), k);
  #pragma nano task
  scale(s.subspan(h), k);
}
// CHECK-NOT: wait inserted here: this statement reads 's' which a task writes
static double total(std::span<const double> s) {
  double t = 0;
  for (std::size_t i = 0; i < s.size(); i++) t += s[i];
  return t;
}
// `a[2] = f(x)` on a span parameter is a task too (bb59 7: it ran in the
// creating nano-thread, "may have effects"): it writes what the span shows.
static long heavy(long x) { return x * 5 + 1; }
static void set2(std::span<long> a) {
  #pragma nano task
  a[2] = heavy(2);
  // CHECK: task-span-halves-writable.cpp:[[@LINE-1]]:3: remark: task write 'a[2]'
}
static void f(std::span<long> s) { auto t = s.first(2); t[0] += 1; }
static void g(std::span<long> s) { for (auto &x : s.subspan(1)) x += 2; }
static void k(std::span<long> s) { s.first(3)[2] += 4; }

int main() {
  std::vector<double> d(64);
  for (std::size_t i = 0; i < d.size(); i++) d[i] = double(i % 7);
  scale(d, 2.0);
  std::vector<long> v(8, 1);
  #pragma nano task
  f(v);
  // CHECK: task-span-halves-writable.cpp:[[@LINE-1]]:3: remark: task read/write 'v'
  #pragma nano task
  g(v);
  #pragma nano task
  k(v);
  // CHECK: task-span-halves-writable.cpp:[[@LINE-1]]:3: remark: task read/write 'v'
  set2(v);
  long s = 0;
  for (long x : v) s = s * 10 + x;
  // CHECK: task-span-halves-writable.cpp:[[@LINE-3]]:3: remark: wait inserted here: this statement reads 'v' which a task writes
  std::printf("%.1f %ld\n", total(d), s);
  return 0;
}
