// A task with an if() clause ran its statement's text in place when the
// condition was false and an outlined copy when it was true: a static local
// declared in the statement was then two objects, and `__COUNTER__` expanded
// once more, shifting every later value (bb79 11, 13). Such a statement's
// cut-off now runs the outlined entry over an argument block of its own. A
// function expanding `__COUNTER__` gets no sequential copy either (bb79 12),
// and a statement that creates tasks itself runs its entry too (bb80 5).
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

static long ticket(int k) {
  long r = 0;
  // CHECK: if (!(k % 2)) { struct nano_args_[[T:[0-9]+]] nano_c_; struct nano_args_[[T]] *nano_a_ = &nano_c_; nano_a_->r = &(r); nano_task_[[T]](nano_a_); } else {
  #pragma nano task if(k % 2)
  { static long seen = 0; seen++; r = seen; }
  return r;
}

static long slow(long v) { long s = 0; for (long k = 0; k < 3000; k++) s += (k * v) % 11; return s; }

static long counted(int n) {
  long x = 0;
  // CHECK: if (!(n > 3)) {{.*}} nano_task_{{[0-9]+}}(nano_a_); } else {
  #pragma nano task if(n > 3)
  x = slow(n) * 0 + __COUNTER__;
  return x;
}

// EXPLAIN: task-if-single-text.c:[[@LINE+1]]:13: remark: 'fib' has no sequential copy for its if() cut-offs: it expands __COUNTER__ (a copy would count on)
static long fib(int n) {
  enum { TAG = __COUNTER__ };
  if (n < 2) return n + TAG - TAG;
  long x, y;
  #pragma nano task if(n > 15)
  x = fib(n - 1);
  #pragma nano task if(n > 15)
  y = fib(n - 2);
  return x + y;
}

static int nested(int n) {
  int r = 0;
  #pragma nano task if(n > 1)
  {
    static int cnt = 0; cnt++;
    int q;
    #pragma nano task
    q = n;
    r = cnt * 100 + q;
  }
  return r;
}

int main(void) {
  int nest = 0;
  for (int i = 0; i < 4; i++) nest += nested(i); // 100 + 201 + 302 + 403
  long t = 0;
  for (int k = 0; k < 6; k++) t += ticket(k);
  long c = counted(5);
  long f = fib(20);
  int after = __COUNTER__;
  printf("%ld %ld %ld %d %d\n", t, c, f, after, nest);
  return t == 21 && c == 0 && f == 6765 && after == 2 && nest == 1006 ? 0 : 1;
}
