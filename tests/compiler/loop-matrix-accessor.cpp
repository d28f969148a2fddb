// A matrix class whose `double &operator()(i, j)` returns an element of its
// std::vector member: a loop writing `b(i, j)` writes that member's element
// buffer, not the object's bytes, so a bound asking `b.rows()` stays put. The
// element written cannot be bounded (the analysis does not follow the
// accessor's use of the member into the caller's terms): `independent` is
// needed. A member function
// that writes the object itself (`resize_rows`) does move the bound.
// RUN: not %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <vector>

class Mat {
  int r_, c_;
  std::vector<double> d_;

public:
  Mat(int r, int c) : r_(r), c_(c), d_(r * c) {}
  double &operator()(int i, int j) { return d_[i * c_ + j]; }
  double operator()(int i, int j) const { return d_[i * c_ + j]; }
  int rows() const { return r_; }
  int cols() const { return c_; }
  void resize_rows(int r) { r_ = r; }
};

void asserted(Mat &b, const Mat &a) {
  #pragma nano loop independent
  for (int i = 0; i < b.rows(); i++)
    for (int j = 0; j < b.cols(); j++) b(i, j) = a(i, j) * 2;
}

void unasserted(Mat &b, const Mat &a) {
  #pragma nano loop
  for (int i = 0; i < b.rows(); i++)
    for (int j = 0; j < b.cols(); j++) b(i, j) = a(i, j) * 2;
  // CHECK: loop-matrix-accessor.cpp:[[@LINE-1]]:40: error: cannot prove that iterations are independent: 'b(i, j)' may access any memory, including what 'b(i, j)' writes; if no two iterations access the same memory, add 'independent' to the pragma
}

void moves_bound(Mat &b) {
  #pragma nano loop independent
  for (int i = 0; i < b.rows(); i++) b.resize_rows(i);
  // CHECK: loop-matrix-accessor.cpp:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'b', which the loop modifies
}
// CHECK-NOT: error:
