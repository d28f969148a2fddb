// A range-based for whose variable is a copy (`for (auto row : rows)`, a
// struct, `const auto r` over std::arrays) with a task using the copy: each
// iteration's copy dies at the end of the body, so that end waits for the
// task, as for any local a task uses (LANGUAGE.md). It used to wait only for
// locals declared in the body: the task read a destroyed vector (a crash) or
// a reused struct (wrong sums) at every worker count (black-box s38).
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: not grep -E "warning|error" %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <cstdio>
#include <vector>

struct P { long a, b; };

int main() {
  std::vector<std::vector<long>> rows(4, std::vector<long>(3, 2));
  long acc = 1;
  // CHECK: for (auto row : rows) {
  // CHECK: nano_submit
  // CHECK-NEXT: nano_wait_handle_(&nano_h_1);
  for (auto row : rows) {
    #pragma nano task
    acc = acc * 7 + row[0];
  }
  std::printf("%ld\n", acc);

  std::vector<P> ps(4, P{2, 3});
  long acc2 = 1;
  for (auto q : ps) {
    #pragma nano task
    acc2 = acc2 * 7 + q.a;
  }
  std::printf("%ld\n", acc2);

  std::array<long, 3> av[3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  long acc3 = 0;
  for (const auto r : av) {
    #pragma nano task
    acc3 = acc3 * 11 + r[1];
  }
  std::printf("%ld\n", acc3);
  return 0;
}
