// A thread-local variable named in a task or a loop body means the creating
// thread's copy; the outlined code, which may run on a worker thread, receives
// it by address (`(*nano_a_->tl)`; a loop lambda at its site captures it as
// `&tl = tl`, since `[&]` does not capture a namespace-scope variable). Named
// with a qualifier, in a captureless lambda of a loop at its site, or reached
// only through code the statement runs (a call, a constructor or destructor, a
// default argument or member initializer), the statement runs in order.
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -I %runtime_include %t.cpp
#include <vector>
namespace stats {
thread_local long hits;
}
thread_local int tl = 1;
static int tl_get() { return tl; }
static int with_default(int x = tl) { return x; }
struct Seeded {
  int v = tl * 2;
  ~Seeded() { stats::hits++; }
};
template <class T> void scale(T *out, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = [](int k) { return T(k * tl); }(i);
  // DIAG-DAG: thread-local-named.cpp:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: the body names the thread-local 'tl' in a lambda that does not capture it, which the outlined loop, receiving it as a parameter or capture, cannot do (give the lambda a '[&]' default); the statement runs sequentially
}

struct Grid {
  std::vector<int> cells = std::vector<int>(64);
  void fill() {
    #pragma nano loop
    for (int i = 0; i < 64; i++) cells[i] = tl * i;
  }
};

int run() {
  #pragma nano task
  tl += 3;
  #pragma nano task
  stats::hits += 1;
  // DIAG-DAG: thread-local-named.cpp:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: it names the thread-local variable 'hits' with a qualifier, which the outlined copy cannot rename to the creator's object, and a task may run on another thread, which has its own copy; the statement runs sequentially
  int d = 0, e = 0;
  #pragma nano task
  d = with_default();
  // DIAG-DAG: thread-local-named.cpp:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: a default argument or member initializer it evaluates uses the thread-local variable 'tl', and a task may run on another thread, which has its own copy; the statement runs sequentially
  #pragma nano task
  { Seeded s; e = s.v; }
  // DIAG-DAG: thread-local-named.cpp:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: 'Seeded' uses the thread-local variable 'tl', and a task may run on another thread, which has its own copy; the statement runs sequentially
  int out[16];
  #pragma nano loop
  for (int i = 0; i < 16; i++) out[i] = tl_get() + i;
  // DIAG-DAG: thread-local-named.cpp:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: 'tl_get' uses the thread-local variable 'tl', and the loop's iterations may run on another thread, which has its own copy; the statement runs sequentially
  #pragma nano loop
  for (int i = 0; i < 16; i++) out[i] += tl;
  #pragma nano wait
  Grid g;
  g.fill();
  double scaled[8];
  scale(scaled, 8);
  return out[3] + g.cells[2] + d + e + (int)scaled[1];
}
// DIAG-NOT: warning:
// The member function's loop, at its site:
// CHECK: auto nano_body_{{[0-9]+}} = [&, &tl = tl](
// The outlined loop of run() receives the value, read by its creator:
// CHECK: nano_la_.tl = tl;
// The outlined task:
// CHECK: (*nano_a_->tl) += 3;
