// A call returning a pointer or a view into its object (v.data(), v.begin(),
// std::data(v)) makes the object reachable under another name: a task writing
// through that pointer is waited for before the object is read.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <iterator>
#include <vector>
static long total(const std::vector<int> &v) {
  long s = 0;
  for (int x : v) s += x;
  return s;
}
int main() {
  std::vector<int> v(10, 1), w(10, 2);
  int *d = v.data();
  #pragma nano task
  d[0] = 100;
  long a = total(v);
  // CHECK: nano_wait_handle_(&nano_h_1); long a = total(v);
  int *e = std::data(w);
  #pragma nano task
  e[3] = 40;
  long c = total(w);
  // CHECK: nano_wait_handle_(&nano_h_2); long c = total(w);
  std::printf("%ld %ld\n", a, c);
  return 0;
}
