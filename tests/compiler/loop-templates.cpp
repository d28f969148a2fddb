// Loops in templates and member functions are not lowered yet: the pragma is
// ignored with a warning, checked before any analysis of the dependent AST
// (a loop in a class template's member crashed clang; a valid loop in a
// function template was refused with a false error).
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <vector>
template <typename T, int N> struct Grid {
  T cells[N];
  void init() {
    #pragma nano loop
    for (int i = 0; i < N; i++) cells[i] = T(i * 2);
    // CHECK-DAG: loop-templates.cpp:[[@LINE-2]]:18: warning: '#pragma nano loop' ignored: loops in member functions and templates are not supported yet; the statement runs sequentially
  }
};
template <typename T> void tfill(T *a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = T(i);
  // CHECK-DAG: loop-templates.cpp:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: loops in member functions and templates are not supported yet; the statement runs sequentially
}
template <typename T> T tsum(const std::vector<T> &v) {
  T s = 0;
  #pragma nano loop
  for (std::size_t i = 0; i < v.size(); i++) s += v[i];
  // CHECK-DAG: loop-templates.cpp:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: loops in member functions and templates are not supported yet; the statement runs sequentially
  return s;
}
int main() {
  Grid<long, 37> g;
  g.init();
  int a[10];
  tfill(a, 10);
  std::vector<int> v(10, 1);
  return tsum(v) + a[3] + static_cast<int>(g.cells[36]);
}
// CHECK-NOT: error
