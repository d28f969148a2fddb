// `v.data()` (like `v[i]`) only reads the vector object to find its buffer,
// and the object's own pointers are never arithmetic lvalues: tasks that
// write or read the two halves of the buffer through `v.data()` and
// `v.data() + h` are created without waiting for each other (the runtime
// orders them by the halves they register). A task that changes the vector
// object itself (push_back) still makes the next creation that reads it wait.
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <vector>

static void fill(double *p, int n, double x) {
  for (int i = 0; i < n; i++) p[i] = x + i;
}
static double sum(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

double halves(std::vector<double> &v, int h) {
  double a = 0, b = 0;
  #pragma nano task
  fill(v.data(), h, 1);
  #pragma nano task
  fill(v.data() + h, h, 2);
  #pragma nano task
  a = sum(v.data(), h);
  #pragma nano task
  b = sum(v.data() + h, h);
  // CHECK-NOT: wait inserted
  return a + b;
  // CHECK: task-container-data-halves.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'a' which a task writes
}

double grown(std::vector<double> &v, int h) {
  double a = 0;
  #pragma nano task
  v.push_back(1.0);
  #pragma nano task
  a = sum(v.data(), h);
  // CHECK: task-container-data-halves.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'v' which a task writes
  return a;
}
