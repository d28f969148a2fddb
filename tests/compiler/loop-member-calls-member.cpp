// A const member function that reads its own std::vector member through another
// member (`rowSum` calling `get(i, j)` on its own object, bb55 m05): the buffer
// reached is the caller's object's member's (`g.d_.data()`), as when `rowSum`
// subscripts `d_` itself, so the loop writing another vector runs in parallel.
// Before, the nested call on `this` made the callee's member buffer unnamed:
// "'g.rowSum(i)' may access any memory". Likewise a function taking the object
// by const reference and calling a const member on it (`at(g, i)`): it reads
// the member's buffer (as a whole when the index uses a field), not the whole
// object. Once `g` is passed by reference, any loop reading it was refused
// ("'sums.data()' and 'g' may point to overlapping memory"); an object holding
// only values and vectors of numbers owns buffers no other variable's vector
// is, so it stays apart from them. A vector reached by reference
// (`alias = g.d_`) is not another variable's: refused still
// (loop-member-calls-member-alias.cpp).
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// RUN: %FileCheck %s < %t.cpp
// E2E
// ERR-NOT: error:
// ERR-NOT: warning:
#include <cstddef>
#include <cstdio>
#include <vector>

class Grid {
 public:
  Grid(int r, int c) : r_(r), c_(c), d_(static_cast<std::size_t>(r * c)) {
    for (std::size_t k = 0; k < d_.size(); k++) d_[k] = static_cast<double>(k % 7);
  }
  double get(int i, int j) const { return d_[static_cast<std::size_t>(i * c_ + j)]; }
  double rowSum(int i) const {
    double s = 0;
    for (int j = 0; j < c_; j++) s += get(i, j);
    return s;
  }
  double corners(int i) const { return this->get(i, 0) + get(i, c_ - 1); }
  int rows() const { return r_; }
  int cols() const { return c_; }

 private:
  int r_, c_;
  std::vector<double> d_;
};

double at(const Grid &g, int i) { return g.get(i, g.cols() - 1); }

int main() {
  Grid g(300, 200);
  std::vector<double> sums(300), ends(300), lasts(300);
  // CHECK: nano_parallel_for
  #pragma nano loop
  for (int i = 0; i < g.rows(); i++) lasts[i] = at(g, i);
  // CHECK: nano_parallel_for
  #pragma nano loop
  for (int i = 0; i < g.rows(); i++) sums[i] = g.rowSum(i);
  // CHECK: nano_parallel_for
  #pragma nano loop
  for (int i = 0; i < g.rows(); i++) ends[i] = g.corners(i);
  double total = 0;
  for (int i = 0; i < 300; i++) total += sums[i] + ends[i] + lasts[i];
  std::printf("%.1f\n", total);
  return 0;
}
