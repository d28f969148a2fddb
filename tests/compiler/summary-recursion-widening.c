// Recursion that shifts a pointer by a symbolic amount (divide and conquer)
// reaches a fixed point: its sections are widened to the whole pointee, so
// nanocc terminates (it used to grow sections forever). The region is then
// unbounded, but it is an array of known size: the task registers the whole
// array and runs as a nano-thread (it used to run inline with a warning).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

static long pw(const long *v, int n) {
  if (n == 1) return v[0];
  return pw(v, n / 2) + pw(v + n / 2, n - n / 2);
}

int main(void) {
  long v[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, a;
  #pragma nano task
  a = pw(v, 10);
  // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(v), (size_t)80);
  // DIAG-NOT: warning
  printf("%ld\n", a);
  return 0;
}
