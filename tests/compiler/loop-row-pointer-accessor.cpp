// A non-const accessor returning a pointer into the class's std::vector member
// (`double *operator[](int i) { return &d_[i * c_]; }`) leaves the object's
// own bytes alone, as the reference-returning accessor of
// loop-matrix-accessor.cpp does: a loop only reading through it runs in
// parallel. Writing through it still needs 'independent' (the element written
// is not bounded in the caller's terms).
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DWRITE 2>&1 | %FileCheck %s --check-prefix=WRITE
#include <cstdio>
#include <vector>

struct Matrix {
  std::vector<double> d_;
  int c_;
  explicit Matrix(int n) : d_(static_cast<size_t>(n * n)), c_(n) {
    for (size_t k = 0; k < d_.size(); k++) d_[k] = static_cast<double>(k % 5);
  }
  double *operator[](int i) { return &d_[static_cast<size_t>(i * c_)]; }
};

int main() {
  Matrix m(64);
  double trace = 0, anti = 0;
  // EXPLAIN: loop-row-pointer-accessor.cpp:[[@LINE+2]]:3: remark: loop runs in parallel (nano_parallel_reduce)
  #pragma nano loop reduction(+: trace, anti)
  for (int i = 0; i < 64; i++) {
    trace += m[i][i];
    anti += m[i][63 - i];
  }
#ifdef WRITE
  // WRITE: error: cannot prove that iterations are independent: 'm[i][i]' may access any memory
  #pragma nano loop
  for (int i = 0; i < 64; i++) m[i][i] = 0;
#endif
  std::printf("%.1f %.1f\n", trace, anti);
  return 0;
}
