// A function that calls setjmp runs its tasks in order: a longjmp back into it
// would skip the waits placed for them (its handler read what they still wrote:
// probe finding 21). Other functions of the file keep their tasks.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <setjmp.h>
static jmp_buf env;
static void fill(long *p, int n, long b) { for (int i = 0; i < n; i++) p[i] = b + i; }
static void fail(int bad) { if (bad) longjmp(env, 1); }

long recover(int bad) {
  static long buf[16];
  if (setjmp(env) == 0) {
    #pragma nano task
    fill(buf, 8, 1);
    // DIAG: task-setjmp.c:[[@LINE-1]]:5: warning: '#pragma nano task' ignored: the function calls 'setjmp', and a 'longjmp' back into it would skip the waits for its tasks; the statement runs sequentially
    fail(bad);
  }
  return buf[3];
}

// CHECK-LABEL: long other{{\(}}void) {
// CHECK: nano_create(
long other(void) {
  long a[8];
  #pragma nano task
  fill(a, 8, 2);
  return a[1];
}
