// A 'goto' to a label outside a task statement (or a statement of a parallel
// block) keeps the statement sequential, as a 'return' does (the outlined copy
// used to jump to a label that does not exist there).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
static int a[100];
int main(void) {
  int found = -1;
  #pragma nano task
  for (int i = 0; i < 100; i++) if (i > 47) { found = i; goto out; }
  // CHECK: task-goto.c:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: a task statement cannot contain a 'goto' to a label outside it; the statement runs sequentially
  a[0] = -1;
out:
  printf("%d %d\n", found, a[0]);
  int hit = -1;
  #pragma nano parallel
  {
    for (int i = 0; i < 100; i++) a[i] = i * 3;
    for (int i = 0; i < 100; i++)
      if (a[i] == 42) { hit = i; goto done; }
    // CHECK: task-goto.c:[[@LINE-2]]:5: warning: this statement of the parallel block runs as one sequential node: it contains a 'goto' to a label outside it
  }
done:
  printf("%d\n", hit);
  #pragma nano task
  for (int i = 0; i < 3; i++) { if (i == 1) goto next; a[i] = 0; next: a[i] += 1; }
  printf("%d %d\n", a[0], a[1]);
  return 0;
}
// CHECK-NOT: warning:
