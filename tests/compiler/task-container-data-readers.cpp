// `v.data()` only reads the vector object to find its buffer: two tasks that
// read the two halves of the buffer through it run concurrently (creating the
// second does not wait for the first).
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <vector>

static double sum(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

double halves(std::vector<double> &v, int h) {
  double a = 0, b = 0;
  #pragma nano task
  a = sum(v.data(), h);
  #pragma nano task
  b = sum(v.data() + h, h);
  // CHECK-NOT: wait inserted
  return a + b;
  // CHECK: task-container-data-readers.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'a' which a task writes
}
