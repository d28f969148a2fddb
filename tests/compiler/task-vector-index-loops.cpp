// Tasks created in an index loop over a std::vector (`for (size_t i = 0; i <
// v.size(); i++)`) on its elements run side by side (bb78 1). Before, the
// creator waited in every iteration: `v.size()` in the condition was taken as
// a read of the elements, and so was `v[i]` read to pass its value (`v[i] =
// f(v[i])`), which met the element an earlier iteration's task writes. Now
// size(), empty() and capacity() read only the vector's header, and elements
// `v[e]` of different iterations are told apart by their indices,
// as an array's are; an index that repeats still waits.
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++17
#include <cstdio>
#include <vector>

static double f(double x) { for (int r = 0; r < 2000; r++) x = x * 0.5 + r; return x; }
static void inc(std::vector<int> &v) { for (int r = 0; r < 200; r++) for (int &x : v) x = (x * 3 + r) % 1009; }

int main() {
  std::vector<double> v(8, 1.0);
  for (size_t i = 0; i < v.size(); i++) {
    #pragma nano task
    v[i] = f(v[i]);
  }
  #pragma nano wait
  for (size_t i = 0; i < v.size() - 1; i += 2) {
    #pragma nano task
    v[i] = f(v[i] + 1);
  }
  std::vector<std::vector<int>> rows(8, std::vector<int>(100, 1));
  for (size_t i = 0; i < rows.size(); i++) {
    #pragma nano task
    inc(rows[i]);
  }
  // EXPLAIN-NOT: in an earlier iteration
  // The same element in every iteration: the creation reads what the previous task writes.
  for (size_t i = 0; i < 4; i++) {
    // EXPLAIN: task-vector-index-loops.cpp:[[@LINE+2]]:5: remark: wait inserted here: this statement reads 'v[0]' which a task writes in an earlier iteration
    #pragma nano task
    v[0] = f(v[0] + 1);
  }
  long s = 0;
  for (auto &r : rows) for (int x : r) s += x;
  std::printf("%.3f %.3f %ld\n", v[0], v[7], s);
}
