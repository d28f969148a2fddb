// The loop dependence test and views (bb59 1-3). Two views may show one buffer,
// or overlapping parts of it, whatever their names: a loop writing through one
// and reading through another (or through the container a view shows) is refused,
// not run in parallel. Before, distinct names of spans were taken for distinct
// containers, a span parameter for a buffer only it reaches, two views for one
// base with equal offsets, and a string_view's or an iterator's element reads
// were not seen at all. A loop through one view alone still runs in parallel.
// RUN: not %translate %s -- -std=c++20 2>&1 | %FileCheck %s --implicit-check-not=error:
// RUN: %translate %s --explain -- -std=c++20 -DSAFE > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=SAFE --implicit-check-not=error: < %t.err
#include <span>
#include <string>
#include <string_view>
#include <vector>

static long work(long x) { return x * 3 + 1; }
#ifndef SAFE
void params(std::span<long> a, std::span<long> b, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = work(b[i + 1]);
  // CHECK: loop-view-aliasing.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'a' and 'b' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
}
void const_view(std::span<long> a, std::span<const long> b, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = work(b[i]);
  // CHECK: loop-view-aliasing.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'a' and 'b' may point to overlapping memory
}
struct Two { std::span<long> x, y; };
void fields(Two s, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) s.x[i] = work(s.y[i + 1]);
  // CHECK: loop-view-aliasing.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 's.x' and 's.y' may point to overlapping memory
}
void string_and_view(std::string &a, std::string_view b, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = b[i + 1];
  // CHECK: loop-view-aliasing.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'a' and 'b' may point to overlapping memory
}
void part_of_vector(std::vector<long> &v, int n) {
  auto t = std::span<long>(v).subspan(1);
  #pragma nano loop
  for (int i = 0; i < n; i++) v[i] = work(t[i]);
  // CHECK: loop-view-aliasing.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'v' and 't' may point to overlapping memory
}
void iterator(std::vector<long> &v, int n) {
  auto it = v.begin() + 1;
  #pragma nano loop
  for (int i = 0; i < n; i++) v[i] = work(it[i]);
  // CHECK: loop-view-aliasing.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'v' and 'it' may point to overlapping memory
}
#else
void one_view(std::span<long> a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = work(a[i]);
  // SAFE: loop-view-aliasing.cpp:[[@LINE-1]]:3: remark: loop runs in parallel
}
void two_vectors(std::vector<long> &v, const std::vector<long> &w, int n) {
  std::vector<long> local(n);
  #pragma nano loop
  for (int i = 0; i < n; i++) local[i] = work(w[i]);
  // SAFE: loop-view-aliasing.cpp:[[@LINE-1]]:3: remark: loop runs in parallel
  v.swap(local);
}
int main() {
  std::vector<long> v(10, 1);
  #pragma nano parallel
  {
    std::span<long> t = std::span<long>(v).subspan(1);
    for (int i = 0; i < 9; i++) v[i] = work(t[i]);
  }
  // SAFE-NOT: remark: loop runs in parallel
  return (int)v[0];
}
#endif
