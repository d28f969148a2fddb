// Nested subscripts of standard containers in a parallel loop. A std::array
// element holds its elements inline: `g[i][j]` on a std::array of std::array
// and `pts[i][0]` on a std::vector of std::array are bytes of `g.data()` and
// `pts.data()` at the row's offset plus the column's. A std::vector element
// owns a buffer of its own: `a[i][j]` on a std::vector of std::vector is the
// row `a[i]` of `a.data()`, standing for its elements (distinct rows own
// distinct buffers), and a container's buffer never holds the container itself.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DNEXT_ROW 2>&1 | %FileCheck %s --check-prefix=NEXT
#include <array>
#include <cstdio>
#include <vector>

constexpr int N = 100;
static std::array<std::array<double, N>, N> g;

static void fill(std::vector<std::vector<double>> &m) {
  int n = (int)m.size();
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (int)m[i].size(); j++) m[i][j] = i - j;
  // EXPLAIN: loop-nested-container-subscripts.cpp:[[@LINE-2]]:3: remark: loop runs in parallel (nano_parallel_for)
}

int main() {
  const int n = 300;
  std::vector<std::vector<double>> a(n, std::vector<double>(n));
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i][j] = i * j;
  // EXPLAIN: loop-nested-container-subscripts.cpp:[[@LINE-2]]:3: remark: loop runs in parallel (nano_parallel_for)
  std::vector<std::vector<double>> c(n, std::vector<double>(n, 0.0));
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) c[i][j] = a[i][j] * 2 + a[j][i];
  // EXPLAIN: loop-nested-container-subscripts.cpp:[[@LINE-2]]:3: remark: loop runs in parallel (nano_parallel_for)
  fill(c);
#ifdef NEXT_ROW
  #pragma nano loop
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j < n; j++) a[i][j] = a[i + 1][j];
  // NEXT: loop-nested-container-subscripts.cpp:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: 'a[i][j]' and 'a[i + 1][j]' access the same element of 'a.data()' in different iterations of the loop over 'i' at line [[@LINE-2]]
#endif
  #pragma nano loop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) g[i][j] = i + j;
  // EXPLAIN: loop-nested-container-subscripts.cpp:[[@LINE-2]]:3: remark: loop runs in parallel (nano_parallel_for)
  std::vector<double> flat(N * N);
  #pragma nano loop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) flat[i * N + j] = g[i][j] * 2;
  // EXPLAIN: loop-nested-container-subscripts.cpp:[[@LINE-2]]:3: remark: loop runs in parallel (nano_parallel_for)
  std::vector<std::array<double, 3>> pts(1000);
  #pragma nano loop
  for (int i = 0; i < 1000; i++) { pts[i][0] = i; pts[i][1] = 2 * i; pts[i][2] = 3 * i; }
  // EXPLAIN: loop-nested-container-subscripts.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i][n - 1 - i] + c[i][i];
  for (int i = 0; i < N * N; i++) s += flat[i];
  for (int i = 0; i < 1000; i++) s += pts[i][0] + pts[i][1] - pts[i][2];
  std::printf("%.1f\n", s);
  return 0;
}
