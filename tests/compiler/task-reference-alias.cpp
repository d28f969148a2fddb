// A reference names an object under another name: binding `int &r = v[3]` (or to a
// local, a field, a call's result) makes the object reachable through r, so a
// statement reading the object waits for the task that writes through r.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>
static long squares(const std::vector<int> &v) {
  long s = 0;
  for (int x : v) s += (long)x * x;
  return s;
}
int main() {
  std::vector<int> v(10, 1);
  int &element = v[3];
  #pragma nano task
  element += 1000;
  long s1 = squares(v);
  // CHECK: nano_wait_handle_(&nano_h_[[E:[0-9]+]]); long s1 = squares(v);
  int x = 1;
  int &alias = x;
  #pragma nano task
  alias = 7;
  int x2 = x * 2;
  // CHECK: nano_wait_handle_(&nano_h_[[A:[0-9]+]]); int x2 = x * 2;
  std::printf("%ld %d %d\n", s1, x2, element);
  return 0;
}
