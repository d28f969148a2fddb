// A lambda taking a reference (`[](long &x)`, `[](auto &x)`,
// `[](std::vector<double> &row, double v)`) called on an element of a
// standard container in a loop accesses that element, as a function does:
// iterations on distinct elements run in parallel, one reaching another
// iteration's element is a carried dependence. A const member function
// reading a member vector (`g.rowSum(r)`) reads that vector's buffer, apart
// from another variable's vector. In a task, the container stands for the
// element.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DCARRIED 2>&1 | %FileCheck %s --check-prefix=CARRIED
#include <cstdio>
#include <vector>

struct Grid {
  int cols = 8;
  std::vector<long> cells = std::vector<long>(64, 3);
  long rowSum(int r) const {
    long s = 0;
    for (int j = 0; j < cols; j++) s += cells[r * cols + j];
    return s;
  }
};

int main() {
  std::vector<long> out(400);
  std::vector<std::vector<double>> m(10, std::vector<double>(50));
  auto addk = [](long &x) { x += 5; };
  auto fillrow = [](std::vector<double> &row, double v) {
    for (auto &e : row) e = v;
  };
  auto twice = [](auto &x) { x *= 2; };
  #pragma nano loop
  for (int i = 0; i < 400; i++) addk(out[i]);
  // EXPLAIN: loop-lambda-container-elements.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 10; i++) fillrow(m[i], i);
  // EXPLAIN: loop-lambda-container-elements.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 400; i++) twice(out[i]);
  // EXPLAIN: loop-lambda-container-elements.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  Grid g;
  std::vector<long> sums(8);
  #pragma nano loop
  for (int r = 0; r < 8; r++) sums[r] = g.rowSum(r);
  // EXPLAIN: loop-lambda-container-elements.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef CARRIED
  #pragma nano loop
  for (int i = 0; i < 399; i++) {
    addk(out[i + 1]);
    out[i] += 1;
  }
  // CARRIED: loop-lambda-container-elements.cpp:[[@LINE-3]]:10: error: loop-carried dependence prevents parallel execution: 'out[i + 1]' and 'out[i]' access the same element of 'out.data()' in different iterations of the loop over 'i' at line [[@LINE-4]]
  #pragma nano loop
  for (int i = 0; i < 9; i++) fillrow(m[i + 1], m[i][0]);
  // CARRIED: loop-lambda-container-elements.cpp:[[@LINE-1]]:39: error: loop-carried dependence prevents parallel execution: 'm[i + 1]' and 'm[i][0]' access the same element of 'm.data()' in different iterations of the loop over 'i' at line [[@LINE-1]]
  #pragma nano loop
  for (int r = 0; r < 7; r++) g.cells[r] = g.rowSum(r + 1);
  // CARRIED: loop-lambda-container-elements.cpp:[[@LINE-1]]:44: error: cannot prove that iterations are independent: the memory 'g.rowSum(r + 1)' reads through 'g.cells.data()' cannot be bounded; if no two iterations access the same memory, add 'independent' to the pragma
#endif
  #pragma nano task
  addk(out[7]);
  long total = out[7];
  // EXPLAIN: loop-lambda-container-elements.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'out' which a task writes
  for (int i = 0; i < 10; i++) total += static_cast<long>(m[i][3]);
  for (long x : out) total += x;
  for (long s : sums) total += s;
  std::printf("%ld\n", total);
  return 0;
}
