// A local reference bound to a row of a standard container (`auto &row =
// m[i];` on a vector of vectors or of arrays, `auto &x = v;` on a whole
// vector, const or not) is that row in the loop dependence test: `row[j]` is
// `m[i][j]`. Iterations binding distinct rows run in parallel; one reaching
// another iteration's row, or every iteration binding the same row, is a
// carried dependence. A row picked by a non-affine or changing subscript
// cannot be bounded.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DCARRIED 2>&1 | %FileCheck %s --check-prefix=CARRIED
#include <array>
#include <cstdio>
#include <vector>

struct Grid {
  std::vector<std::vector<double>> cells;
};

int main() {
  std::vector<std::vector<double>> m(10, std::vector<double>(100));
  std::vector<std::array<double, 8>> a(10);
  std::vector<double> v(100), w(100);
  std::vector<long> counts(100);
  Grid g{m};
  #pragma nano loop
  for (int i = 0; i < 10; i++) {
    auto &row = m[i];
    for (int j = 0; j < 100; j++) row[j] += i + j;
  }
  // EXPLAIN: loop-reference-container-rows.cpp:[[@LINE-4]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 10; i++) {
    const auto &row = m[i];
    double s = 0;
    for (int j = 0; j < 100; j++) s += row[j];
    v[i] = s;
  }
  // EXPLAIN: loop-reference-container-rows.cpp:[[@LINE-6]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 10; i++) {
    auto &row = a[i];
    for (int j = 0; j < 8; j++) row[j] = i * j;
  }
  // EXPLAIN: loop-reference-container-rows.cpp:[[@LINE-4]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 10; i++) {
    auto &row = g.cells[i];
    for (int j = 0; j < 100; j++) row[j] = 2 * i;
  }
  // EXPLAIN: loop-reference-container-rows.cpp:[[@LINE-4]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    auto &x = v;
    auto &y = w;
    y[i] = x[i] + 1;
  }
  // EXPLAIN: loop-reference-container-rows.cpp:[[@LINE-5]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    const long &c = counts[i];
    w[i] += c;
  }
  // EXPLAIN: loop-reference-container-rows.cpp:[[@LINE-4]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef CARRIED
  #pragma nano loop
  for (int i = 1; i < 10; i++) {
    auto &above = m[i - 1];
    for (int j = 0; j < 100; j++) above[j] += m[i][j];
  }
  // CARRIED: loop-reference-container-rows.cpp:[[@LINE-2]]:35: error: loop-carried dependence prevents parallel execution: 'above[j]' and 'm[i][j]' access the same element of 'm.data()' in different iterations of the loop over 'i' at line [[@LINE-4]]
  // One row, an element of it per iteration: no dependence (it was reported
  // as "every iteration accesses 'row[i]', the same element of 'm.data()'").
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    auto &row = m[0];
    row[i] += 1;
  }
  // CARRIED-NOT: loop-reference-container-rows.cpp:[[@LINE-3]]:5: error:
  #pragma nano loop
  for (int i = 0; i < 9; i++) {
    auto &row = a[i];
    auto &next = a[i + 1];
    next[3] = row[3];
  }
  // CARRIED: loop-reference-container-rows.cpp:[[@LINE-2]]:5: error: loop-carried dependence prevents parallel execution: 'next[3]' and 'row[3]' access the same element of 'a.data()' in different iterations of the loop over 'i' at line [[@LINE-5]]
  #pragma nano loop
  for (int i = 0; i < 10; i++) {
    int k = 0;
    auto &row = m[k];
    k = i;
    row[0] += 1;
  }
  // CARRIED: loop-reference-container-rows.cpp:[[@LINE-2]]:5: error: cannot prove that iterations are independent: the memory 'row[0]' reads and writes through 'm.data()' cannot be bounded (the subscript depends on 'k', which changes inside the statement); if no two iterations access the same memory, add 'independent' to the pragma
#endif
  double total = 0;
  for (int i = 0; i < 10; i++) {
    total += v[i] + m[i][7] + g.cells[i][3];
    for (int j = 0; j < 8; j++) total += a[i][j];
  }
  for (double x : w) total += x;
  std::printf("%g\n", total);
  return 0;
}
