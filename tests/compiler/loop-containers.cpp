// Loops over standard containers: `v[i]` on std::vector, std::array, std::span or
// std::string is the element reached through `v.data()`, so the dependence tests
// see subscripts, not one use of the whole object. Two containers' buffers are
// the same or disjoint, never offset: distinct named containers are independent;
// references that may name one container are tested as one buffer.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s
#include <array>
#include <vector>

struct Point { double x, y; };

void independent_named(int n) {
  std::vector<double> v(n), w(n);
  std::array<int, 64> a{};
  std::vector<Point> pts(n);
  #pragma nano loop
  for (int i = 0; i < n; i++) v[i] = i * 0.5;
  #pragma nano loop
  for (int i = 0; i < n; i++) w[i] = v[i] * 2 + 1;
  #pragma nano loop
  for (int i = 0; i < 64; i++) a[i] = i * i;
  #pragma nano loop
  for (int i = 0; i < n; i++) { pts[i].x = v[i]; pts[i].y = w[i]; }
  #pragma nano loop
  for (int i = 1; i < n; i++) w[i] = v[i - 1];
}

// Same element in one iteration: independent even if y and x are one vector.
void axpy(std::vector<double> &y, const std::vector<double> &x, double a) {
  int n = (int)y.size();
  #pragma nano loop
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}

void carried(std::vector<double> &v) {
  int n = (int)v.size();
  #pragma nano loop
  for (int i = 1; i < n; i++)
    v[i] = v[i - 1] + 1;
  // CHECK: loop-containers.cpp:[[@LINE-1]]:5: error: loop-carried dependence prevents parallel execution: 'v[i]' and 'v[i - 1]' access the same element of 'v.data()' in different iterations
  // CHECK: note: write of 'v' here
  // CHECK: note: read of 'v' here
}

// y and x may be one vector: y[i + 1] = x[i] is then carried.
void shifted(std::vector<double> &y, const std::vector<double> &x) {
  int n = (int)x.size() - 1;
  #pragma nano loop
  for (int i = 0; i < n; i++)
    y[i + 1] = x[i];
  // CHECK: loop-containers.cpp:[[@LINE-1]]:5: error: cannot prove that iterations are independent: 'y[i + 1]' and 'x[i]' access the same element in different iterations of the loop over 'i' at line {{[0-9]+}} if 'y' and 'x' are the same container; if no two iterations access the same memory, add 'independent' to the pragma
}

// Fields of elements: p[i].x and p[i - 1].y never share bytes; p[i - 1].x does.
void fields(std::vector<Point> &p) {
  int n = (int)p.size();
  #pragma nano loop
  for (int i = 1; i < n; i++)
    p[i].x = p[i - 1].y;
  #pragma nano loop
  for (int i = 1; i < n; i++)
    p[i].x = p[i - 1].x;
  // CHECK: loop-containers.cpp:[[@LINE-1]]:5: error: loop-carried dependence prevents parallel execution: 'p[i].x' and 'p[i - 1].x' access the same element of 'p.data()' in different iterations
}

// Two std::array references that may name one array: dependent only if they
// do, which 'independent' may assert (before: reported as a proven dependence).
using Row = std::array<int, 100>;
void step(const Row &src, Row &dst) {
  #pragma nano loop
  for (int i = 1; i < 99; i++)
    dst[i] = src[i - 1] + src[i + 1];
  // CHECK: loop-containers.cpp:[[@LINE-1]]:5: error: cannot prove that iterations are independent: 'dst[i]' and 'src[i - 1]' access the same element in different iterations of the loop over 'i' at line {{[0-9]+}} if 'dst' and 'src' are the same container; if no two iterations access the same memory, add 'independent' to the pragma
  #pragma nano loop independent
  for (int i = 1; i < 99; i++)
    dst[i] = src[i - 1] + src[i + 1];
}
// CHECK-NOT: error:
