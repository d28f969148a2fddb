// A consteval function runs only while the program is compiled: its directives
// are ignored with a warning saying so, and the function stays usable in
// constant expressions (its translation used to not compile).
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
consteval int triangle(int n) {
  int s = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++) s += i;
  // WARN: consteval-functions.cpp:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: 'triangle' is consteval, so it runs only while the program is compiled (declare it constexpr to run this in parallel when it is called at run time); the statement runs sequentially
  auto add = [&](int k) {
    #pragma nano task
    s += k;
    // WARN: consteval-functions.cpp:[[@LINE-2]]:18: warning: '#pragma nano task' ignored: 'triangle' is consteval
  };
  add(1);
  return s;
}
// CHECK-NOT: nano{{_}}
// CHECK: static_assert(triangle(4) == 7);
static_assert(triangle(4) == 7);
int main() { return triangle(5) == 11 ? 0 : 1; }
