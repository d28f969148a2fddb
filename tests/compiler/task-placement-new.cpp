// A pointer a placement new returns (`new (&x) double(10)`, `new (buf)
// double[2]`) points into memory the program already has: a later read of that
// object waits for the task writing through the pointer (bb77 F1: it was taken
// as fresh memory no name reaches). `new (std::nothrow) T` is fresh memory.
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
#include <cstdio>
#include <cstring>
#include <new>

static void bump(double *p) {
  double t = *p;
  for (volatile int i = 0; i < 100000; i = i + 1) {
  }
  *p = t + 1;
}

int main() {
  double x = 1.0;
  double *a = new (&x) double(10.0);
  #pragma nano task
  bump(a);
  // EXPLAIN: task-placement-new.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'x' which a task writes
  double r1 = x;
  alignas(double) unsigned char buf[16];
  double *d = new (buf) double[2]{1, 2};
  #pragma nano task
  bump(d + 1);
  double r2;
  // EXPLAIN: task-placement-new.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement
  std::memcpy(&r2, buf + 8, 8);
  double *f = new (std::nothrow) double(3.0);
  // EXPLAIN-NOT: wait inserted here
  #pragma nano task
  bump(f);
  double r3 = x;
  #pragma nano wait
  std::printf("%g %g %g %g\n", r1, r2, r3, *f);
  delete f;
  return 0;
}
