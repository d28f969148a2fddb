// A named closure called by a task may itself call another named closure of
// the function (`fill_a` calling `gen`): that body runs too, its captures
// the function's variables, so the task's accesses are known and tasks on
// distinct halves run in parallel.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

int main() {
  std::vector<double> a(100);
  double scale = 1.5;
  auto gen = [scale](int i) { return scale * i; };
  auto fill_a = [&](int lo, int hi) {
    for (int i = lo; i < hi; i++) a[i] = gen(i);
  };
  // EXPLAIN-NOT: any memory
  // EXPLAIN-NOT: warning
  #pragma nano task
  fill_a(0, 50);
  #pragma nano task
  fill_a(50, 100);
  #pragma nano wait
  double s = 0;
  for (double x : a) s += x;
  std::printf("%.1f\n", s);
  return 0;
}
