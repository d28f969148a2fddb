// A friend function may name the private members of the class befriending it:
// its tasks, parallel blocks and loops are outlined inside it (lambdas at the
// site), since a function at file scope could not name them.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

class Grid {
  double d_[200];
  int n_ = 200;

public:
  Grid() {
    for (int i = 0; i < 200; i++) d_[i] = i % 7;
  }
  friend double stats(Grid &g, double *mx);
  friend double total(const Grid &g);
};

// EXPLAIN-NOT: warning
double stats(Grid &g, double *mx) {
  double s = 0, m = 0;
  #pragma nano parallel
  {
    // CHECK: nano_create(+[](void *nano_ep_
    #pragma nano task
    for (int i = 0; i < g.n_; i++) s += g.d_[i];
    // CHECK: nano_create(+[](void *nano_ep_
    #pragma nano task
    for (int i = 0; i < g.n_; i++)
      if (g.d_[i] > m) m = g.d_[i];
  }
  #pragma nano loop
  for (int i = 0; i < g.n_; i++) g.d_[i] *= 2;
  *mx = m;
  return s;
}

double total(const Grid &g) {
  double s = 0;
  #pragma nano loop reduction(+: s)
  for (int i = 0; i < 200; i++) s += g.d_[i];
  return s;
}

int main() {
  Grid g;
  double m = 0;
  double s = stats(g, &m);
  double s2 = stats(g, &m);
  std::printf("%.1f %.1f %.1f %.1f\n", s, s2, m, total(g));
  return 0;
}
