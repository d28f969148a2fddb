// A `break` or `continue` in a task statement that leaves the creator's loop
// (or switch) cannot be outlined: the statement runs in order, with a warning
// at the jump. A break/continue of a loop or switch inside the statement is fine.
// E2E
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
static int a[10];
int main(void) {
  int n = 0;
  for (int i = 0; i < 10; i++) {
    #pragma nano task
    { if (i == 4) break; a[i] = i + 1; }
    // WARN: task-jump-out.c:[[@LINE-1]]:19: warning: '#pragma nano task' ignored: a task statement cannot contain a 'break' that leaves the loop or switch around it; the statement runs sequentially
    n++;
  }
  for (int i = 0; i < 10; i++) {
    #pragma nano task
    { if (i % 2) continue; a[i] = 100 + i; }
    // WARN: task-jump-out.c:[[@LINE-1]]:18: warning: '#pragma nano task' ignored: a task statement cannot contain a 'continue' that leaves the loop around it; the statement runs sequentially
  }
  for (int i = 0; i < 10; i++) {
    switch (i) {
    case 3:
      #pragma nano task
      { a[i] += 1; break; }
      // WARN: task-jump-out.c:[[@LINE-1]]:20: warning: '#pragma nano task' ignored: a task statement cannot contain a 'break' that leaves the loop or switch around it
    default:
      break;
    }
  }
  for (int i = 0; i < 10; i++) {
    #pragma nano task
    {
      for (int j = 0; j < 3; j++) { if (j == 1) continue; if (j == 2) break; a[i] += j; }
      switch (i) { case 1: a[i] += 1000; break; default: break; }
    }
  }
  // CHECK: nano_submit
  printf("%d %d %d %d\n", n, a[1], a[3], a[5]);
  return 0;
}
