// The loop variable bound to a reference parameter that is not const is still
// only read when the reference binds a temporary (`push_back(i)` on a
// std::vector<long>: a converted copy of i) or a standard library function
// forwards it to build a value (`emplace_back(i)` on a std::vector<int>). A
// function that may write it through `int&` keeps the loop out of canonical form.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DWRITES_LOOP_VAR 2>&1 | %FileCheck %s --check-prefix=WRITES
#include <cstdio>
#include <utility>
#include <vector>

struct Counter {
  explicit Counter(int &k) : v(k) { k++; }
  int v;
};

int main() {
  const int n = 200;
  std::vector<std::vector<long>> vv(n);
  std::vector<std::vector<int>> vi(n);
  std::vector<std::vector<std::pair<int, double>>> vp(n);
  #pragma nano loop
  for (int i = 0; i < n; i++) vv[i].push_back(i);
  // EXPLAIN: loop-var-reference-arguments.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < n; i++) vi[i].emplace_back(i);
  // EXPLAIN: loop-var-reference-arguments.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < n; i++) vp[i].emplace_back(i, i * 0.5);
  // EXPLAIN: loop-var-reference-arguments.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef WRITES_LOOP_VAR
  std::vector<std::vector<Counter>> vc(n);
  #pragma nano loop
  for (int i = 0; i < n; i++) vc[i].emplace_back(i);
  // WRITES: loop-var-reference-arguments.cpp:[[@LINE-1]]:3: error: loop is not in canonical form: the loop variable 'i' is modified in the loop body
#endif
  long s = 0;
  double d = 0;
  for (int i = 0; i < n; i++) {
    s += vv[i][0] * 3 + vi[i][0];
    d += vp[i][0].first + vp[i][0].second;
  }
  std::printf("%ld %.1f\n", s, d);
  return 0;
}
