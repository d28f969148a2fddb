// Code the program runs without spelling it at the task: the destructor of a
// called function's local object (an RAII guard) when that function returns, and
// a default argument evaluated at the call. Their accesses are the task's, so the
// creator's next read of what they write waits. Before: neither was analysed.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %translate %s --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

struct Guard {
  long *p;
  ~Guard() { *p += 1; }
};
static long mk(long *q) {
  Guard g{q};
  return *q;
}
static long g = 1;
static long nextv() { return ++g; }
static long scaled(long v = nextv()) { return v * 10; }

int main() {
  long s1 = 1, r1 = 0;
  #pragma nano task
  r1 = mk(&s1);
  // EXPLAIN: task-hidden-calls.cpp:[[@LINE-1]]:8: remark: task read/write 'mk(&s1)' ('mk' 'Guard::~Guard' accesses memory through '*p')
  long x1 = s1;
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x1 = s1;
  long r2 = 0;
  #pragma nano task
  r2 = scaled();
  // EXPLAIN: task-hidden-calls.cpp:21:29: remark: task read/write 'nextv()'
  long x2 = g;
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x2 = g;
  std::printf("%ld %ld %ld %ld\n", x1, r1, r2, x2);
  return 0;
}
