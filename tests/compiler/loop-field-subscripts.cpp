// C++ forms of a field in a subscript: a member of the object (`n_`, that is
// `this->n_`) and a field of a reference parameter (`r.n`). Invariant unless
// the loop writes it.
// RUN: not %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <vector>

class Grid {
  int n_;
  std::vector<double> v_;

public:
  explicit Grid(int n) : n_(n), v_(n * n) {}
  void fill() {
    #pragma nano loop
    for (int i = 0; i < n_; i++)
      for (int j = 0; j < n_; j++) v_[i * n_ + j] = i * 0.5 + j;
  }
  void resizes() {
    #pragma nano loop
    for (int i = 0; i < 10; i++) {
      for (int j = 0; j < n_; j++) v_[i * n_ + j] = 1;
      // CHECK: loop-field-subscripts.cpp:[[@LINE-1]]:36: error: cannot prove that iterations are independent: the memory 'v_[i * n_ + j]' writes through 'v_.data()' cannot be bounded (the subscript depends on 'n_', which the statement writes); if no two iterations access the same memory, add 'independent' to the pragma
      n_ = n_ + 0;
    }
  }
};

struct Dims { int n; };
void by_reference(const Dims &r, double *t) {
  #pragma nano loop
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < r.n; j++) t[i * r.n + j] = i;
}
// CHECK-NOT: error:
