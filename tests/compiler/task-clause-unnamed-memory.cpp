// Memory the compiler cannot name (a struct's pointer member, a container's
// buffer passed to an external function): without a clause the task runs in
// order and the warning says to name it in a clause; with clauses the user
// states what the task accesses, and it runs as a task registering them.
// Before, the clauses were ignored and the warning said no clause could name it.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %clang -fsyntax-only -std=c++17 -Wall -Werror -I %runtime_include %t.cpp
#include <vector>
extern "C" void kfill(int *v, int n, int base);
struct span { double *p; int n; };
static void sfill(span s, double x) { for (int i = 0; i < s.n; i++) s.p[i] = x * i; }

int with_clauses() {
  std::vector<int> a(5000);
  #pragma nano task inout(a[0:5000])
  kfill(a.data(), 5000, 1);
  // CHECK: nano_access(nano_t_, NANO_INOUT,
  double store[8];
  span s = {store, 8};
  #pragma nano task out(s.p[0:s.n])
  sfill(s, 2.0);
  // CHECK: nano_access(nano_t_, NANO_OUT,
  return a[4999] + (int)store[7];
}

int without_clause() {
  std::vector<int> a(50);
  #pragma nano task
  kfill(a.data(), 50, 1);
  // DIAG: task-clause-unnamed-memory.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'kfill(a.data(), 50, 1)' cannot be bounded; name the memory it accesses in an in/out/inout clause
  return a[49];
}
// DIAG-NOT: warning:
