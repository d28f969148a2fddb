// A call statement's assigned object and arguments are evaluated once, by the
// creator, into the task's argument block. A part of them that changes state
// and also gives an access's address or length would be evaluated a second
// time when the access is registered: such a task runs in order, with a
// warning. A state-changing argument no access repeats stays a task. So does
// a callee's use of a thread-local variable make the task run in order.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static int counter;
static int next_id(void) { return ++counter; }
static void fill(long *p, int n, long b) { for (int i = 0; i < n; i++) p[i] = b; }
static int seed = 7;
static long next_seed(void) { return seed = seed * 5 % 101; }
static _Thread_local long tls_state = 1;
static long tls_next(void) { return tls_state = tls_state * 3 % 1001; }

long use(void) {
  long a[16] = {0}, buf[32], r[4];
  int i = 0, k = 0;
  #pragma nano task
  a[i++] = slow(5, 10);
  // DIAG: task-argument-effects.c:[[@LINE-1]]:5: warning: '#pragma nano task' ignored: 'i++' changes the program's state, and registering the task's accesses would evaluate it a second time (evaluate it into a local before the task); the statement runs sequentially
  #pragma nano task
  a[next_id()] = slow(7, 10);
  // DIAG: task-argument-effects.c:[[@LINE-1]]:5: warning: '#pragma nano task' ignored: 'next_id()' changes the program's state
  #pragma nano task
  fill(buf + (k++) * 4, 4, 10);
  // DIAG: task-argument-effects.c:[[@LINE-1]]:15: warning: '#pragma nano task' ignored: 'k++' changes the program's state
  #pragma nano task
  r[0] = slow(next_seed(), 10);
  #pragma nano task
  r[1] = tls_next();
  // DIAG: task-argument-effects.c:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: 'tls_next' uses the thread-local variable 'tls_state', and a task may run on another thread, which has its own copy; the statement runs sequentially
  // DIAG-NOT: warning:
  // CHECK: nano_a_->nano_a0_ = (next_seed());
  return a[0] + buf[0] + r[0] + r[1];
}
