// Recursion that shifts a pointer by a symbolic amount (divide and conquer)
// reaches a fixed point: its sections are widened to the whole pointee, so
// nanocc terminates (it used to grow sections forever) and the task, whose
// region is then unbounded, runs inline with the usual warning.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
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
  // CHECK: summary-recursion-widening.c:19:3: warning: task runs in the creating nano-thread: the region accessed through 'v' cannot be bounded; add an in/out/inout clause naming it
  printf("%ld\n", a);
  return 0;
}
