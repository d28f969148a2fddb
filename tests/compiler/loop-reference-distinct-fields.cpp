// Through one reference, distinct fields are distinct containers (bb56 9):
// `hd.res[i] = hd.g.rowSum(i)` writes hd.res and reads hd.g.d, so the loop runs
// in parallel; so does `res[i] = g.rowSum(i)` in a member function (fields of
// *this, `this->res` and `this->g.d`). Two references may name one object:
// `a.res` and `b.res` may be one vector, and so may `res` of *this and
// `other.res`: those loops are refused.
// RUN: not %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <vector>

struct Grid {
  int w;
  std::vector<double> d;
  double rowSum(int i) const {
    double s = 0;
    for (int j = 0; j < w; j++) s += d[static_cast<std::size_t>(i * w + j)];
    return s;
  }
};
struct Holder {
  Grid g;
  std::vector<double> res;
  void compute() {
    #pragma nano loop
    for (int i = 0; i < 50; i++) res[i] = g.rowSum(i);
  }
  void copy_from(const Holder &other) {
    #pragma nano loop
    for (int i = 0; i < 49; i++) res[i] = other.res[i + 1];
    // CHECK: loop-reference-distinct-fields.cpp:[[@LINE-1]]:34: error: cannot prove that iterations are independent:
  }
};

void same_reference(Holder &hd) {
  #pragma nano loop
  for (int i = 0; i < 50; i++) hd.res[i] = hd.g.rowSum(i);
}

void two_references(Holder &a, const Holder &b) {
  #pragma nano loop
  for (int i = 0; i < 49; i++) a.res[i] = b.res[i + 1];
  // CHECK: loop-reference-distinct-fields.cpp:[[@LINE-1]]:32: error: cannot prove that iterations are independent:
}
// CHECK-NOT: error:
