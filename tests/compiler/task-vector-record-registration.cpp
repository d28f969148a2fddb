// A task on one element of a std::vector of the program's own records
// (`step(ps[i], k)` with `void step(P &p, int k)`, `ps[i] = P{...}`) registers
// that element's slot and a read of the header, as for numbers: tasks on
// distinct elements run in parallel. A task reading the vector whole
// (`energy(ps)`) registers its buffer, which holds the slots.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

struct P { double x, v; long n; };
static void step(P &p, int k) {
  for (int i = 0; i < k; i++) { p.v += 0.5; p.x += p.v; }
  p.n++;
}
static double energy(const std::vector<P> &ps) {
  double e = 0;
  for (const P &p : ps) e += p.v * p.v + p.x;
  return e;
}

int main() {
  std::vector<P> ps(16, P{1.0, 0.0, 0});
  // EXPLAIN-NOT: wait inserted here: this statement reads 'ps' which a task writes in an earlier iteration
  for (int i = 0; i < 16; i++) {
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(ps)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_INOUT, nano_bytes_((&(ps[i]))), static_cast<size_t>(24));
    #pragma nano task
    step(ps[i], 1000 + i);
  }
  double e = 0;
  // CHECK: if ((ps).data()) nano_access(nano_t_, NANO_IN, nano_bytes_((ps).data())
  #pragma nano task
  e = energy(ps);
  for (int i = 0; i < 16; i += 2) {
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(ps)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_OUT, nano_bytes_((&(ps[i]))), static_cast<size_t>(24));
    #pragma nano task
    ps[i] = P{e, 1.0, i};
  }
  std::printf("%.3f %.3f %ld\n", e, energy(ps), ps[15].n + ps[14].n);
  return 0;
}
