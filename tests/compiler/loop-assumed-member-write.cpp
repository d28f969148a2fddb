// A member function that is not const, called on an object in a loop
// (`m[i]` through `double *operator[](int)` returning a pointer into the
// object's own array), is assumed to write the object: the loop is refused as
// unprovable, saying why and what to do, not as a proven dependence. The
// const accessor runs in parallel.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s
// RUN: %translate %s -- -std=c++17 -DCONST_ACCESS > %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include -DCONST_ACCESS %t.cpp
#include <cstdio>

struct Mat {
  double d_[64 * 8];
  int c_ = 8;
#ifndef CONST_ACCESS
  double *operator[](int i) { return &d_[i * c_]; }
#endif
  const double *operator[](int i) const { return &d_[i * c_]; }
};

Mat m;

int main() {
  // CHECK: error: cannot prove that iterations are independent: every iteration of the loop over 'i' at line [[@LINE+4]] may change 'm': a member function that is not const, called on it, is assumed to write it (make the function const if it does not); if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK-NOT: loop-carried dependence prevents
  double total = 0;
  #pragma nano loop reduction(+: total)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 8; j++) total += m[i][j];
  std::printf("%.1f\n", total);
  return 0;
}
