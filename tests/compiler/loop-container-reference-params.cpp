// A loop body calling a function that takes a standard container by
// reference reaches the elements the function subscripts, its parameters
// replaced by the arguments, when the function only subscripts the container,
// reads its size or takes pointers into it (it never reallocates it); through
// a const reference it reads at most the whole buffer. A function that grows
// the container, or touches elements another iteration touches, keeps the
// loop sequential with an error.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DREFUSED 2>&1 | %FileCheck %s --check-prefix=REFUSED
#include <cstdio>
#include <vector>

static void set(std::vector<double> &v, int i) { v[i] = i * 2.0; }
static void scaleRow(std::vector<double> &v, int lo, int hi, double f) {
  for (int k = lo; k < hi; k++) v[k] *= f;
}
static double total(const std::vector<double> &w) {
  double s = 0;
  for (double x : w) s += x;
  return s;
}
static void addTo(std::vector<double> &out, const std::vector<double> &in, int i) {
  out[i] = in[i] + total(in) * 0 + in.size();
}
#ifdef REFUSED
static void grow(std::vector<double> &v, int i) {
  v[i] = 1;
  if (i == 0) v.push_back(2);
}
static void shift(std::vector<double> &v, int i) { v[i + 1] = v[i]; }
std::vector<double> g(10);
static void touchGlobal(std::vector<double> &v, int i) { v[i] = g[0]; g[i] = 1; }
#endif

int main() {
  const int n = 100, m = 10;
  std::vector<double> a(n * m, 1.0), b(n, 3.0), c(n);
  #pragma nano loop
  for (int i = 0; i < n; i++) set(a, i);
  // EXPLAIN: loop-container-reference-params.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < n; i++) scaleRow(a, i * m, (i + 1) * m, 2.0);
  // EXPLAIN: loop-container-reference-params.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < n; i++) addTo(c, b, i);
  // EXPLAIN: loop-container-reference-params.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef REFUSED
  #pragma nano loop
  for (int i = 0; i < n; i++) grow(a, i);
  // REFUSED: loop-container-reference-params.cpp:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: the read/write of 'a' in 'grow(a, i)' and 'a' access the same element of 'a' in different iterations of the loop over 'i' at line [[@LINE-1]]
  #pragma nano loop
  for (int i = 0; i < n - 1; i++) shift(a, i);
  // REFUSED: loop-container-reference-params.cpp:[[@LINE-1]]:35: error: loop-carried dependence prevents parallel execution: the write of 'a.data()' in 'shift(a, i)' and the read of 'a.data()' in 'shift(a, i)' access the same element of 'a.data()' in different iterations of the loop over 'i' at line [[@LINE-1]]
  #pragma nano loop
  for (int i = 0; i < 10; i++) touchGlobal(g, i);
  // REFUSED: loop-container-reference-params.cpp:[[@LINE-1]]:32: error: loop-carried dependence prevents parallel execution: the write of 'g' in 'touchGlobal(g, i)' and 'g' access the same element of 'g' in different iterations of the loop over 'i' at line [[@LINE-1]]
#endif
  double s = 0;
  for (int i = 0; i < n * m; i++) s += a[i];
  for (int i = 0; i < n; i++) s += c[i];
  std::printf("%.2f\n", s);
  return 0;
}
