// A task statement whose text uses `this` runs sequentially: inside a lambda
// (its capture cannot name the task's copy of the object) and inside a member
// function of a class the statement declares. Each warning says which, and
// what to write instead; a class declared before the statement is fine.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -I %runtime_include %t.cpp
#include <cstdio>

class H {
  long a_ = 0;
  void add(int n) {
    for (int i = 0; i < n; i++) a_ += i;
  }

public:
  void build(int n) {
    // CHECK: task-this-in-declared-class.cpp:[[@LINE+2]]:5: warning: '#pragma nano task' ignored: the statement uses 'this' inside a lambda (call a member function, or capture the members it needs by value, instead); the statement runs sequentially
    #pragma nano task
    [this, n]() { add(n); }();
  }
  long get() const { return a_; }
};

int main() {
  long r = 0, s = 0;
  // CHECK: task-this-in-declared-class.cpp:[[@LINE+2]]:3: warning: '#pragma nano task' ignored: the statement uses 'this' in a member function of a class it declares (declare the class before the statement); the statement runs sequentially
  #pragma nano task
  { struct Acc { long tot; void add(long x) { tot += x; } } acc{0}; for (int i = 0; i < 10; i++) acc.add(i); r = acc.tot; }
  struct Sum { long tot; void add(long x) { tot += x; } };
  // CHECK-NOT: warning:
  #pragma nano task
  { Sum acc{0}; for (int i = 0; i < 10; i++) acc.add(i); s = acc.tot; }
  #pragma nano wait
  H h;
  h.build(10);
  std::printf("%ld %ld %ld\n", r, s, h.get());
  return 0;
}
