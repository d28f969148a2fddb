// The elements of a std::array variable (`out.data()`, `s.rows.data()`) lie
// in that variable's own bytes, apart from any other named object (a global
// C array beside it). A range-based for over a row of a container (`for
// (double &x : m[i])`) reaches that row: iterations over distinct rows run in
// parallel, and a task over one has the container stand for it.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DCARRIED 2>&1 | %FileCheck %s --check-prefix=CARRIED
#include <array>
#include <cstdio>
#include <vector>

static std::array<double, 100> out;
static double k[4] = {1, 2, 3, 4};
struct Table {
  std::array<double, 16> rows;
};
static Table table;

int main() {
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = k[i % 4] * i;
  // EXPLAIN: loop-std-array-ranges.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 16; i++) table.rows[i] = k[i % 4] + out[i];
  // EXPLAIN: loop-std-array-ranges.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  std::vector<std::vector<double>> m(8, std::vector<double>(100, 2.0));
  std::vector<std::array<double, 4>> a(8);
  #pragma nano loop
  for (int i = 0; i < 8; i++)
    for (double &x : m[i]) x *= 3;
  // EXPLAIN: loop-std-array-ranges.cpp:[[@LINE-2]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 8; i++)
    for (double &x : a[i]) x = i;
  // EXPLAIN: loop-std-array-ranges.cpp:[[@LINE-2]]:3: remark: loop runs in parallel (nano_parallel_for)
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    for (double &x : m[i]) x += 1;
  }
  double s = m[3][7];
  // EXPLAIN: loop-std-array-ranges.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'm' which a task writes
#ifdef CARRIED
  #pragma nano loop
  for (int i = 0; i < 8; i++)
    for (double &x : m[0]) x += i;
  // CARRIED: loop-std-array-ranges.cpp:[[@LINE-1]]:22: error: loop-carried dependence prevents parallel execution: every iteration accesses 'm[0]', the same element of 'm.data()', in the loop over 'i' at line [[@LINE-2]]
  #pragma nano loop
  for (int i = 1; i < 8; i++)
    for (double &x : a[i - 1]) x += a[i][0];
  // CARRIED: loop-std-array-ranges.cpp:[[@LINE-1]]:22: error: loop-carried dependence prevents parallel execution: 'a[i - 1]' and 'a[i][0]' access the same element of 'a.data()' in different iterations of the loop over 'i' at line [[@LINE-2]]
#endif
  for (auto &r : a) s += r[2];
  for (double x : out) s += x;
  for (double x : table.rows) s += x;
  std::printf("%.1f\n", s);
  return 0;
}
