// A `#pragma nano loop` inside a task's statement runs as part of the task, with
// a warning (no outlined loop function that nothing calls); the nested pragmas
// are commented out in the task's outlined copy, so the generated source
// compiles without "unknown pragma" warnings.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
static double b[1000], c[1000];
int main(void) {
  for (int i = 0; i < 1000; i++) b[i] = i;
  #pragma nano task
  {
    #pragma nano loop
    for (int i = 0; i < 1000; i++) c[i] = b[i] * 2;
    // WARN: task-nested-loop.c:[[@LINE-2]]:18: warning: '#pragma nano loop' inside a task of the same function is executed as part of the enclosing task; to run it as a nano-thread, move it into a function that the task calls
    #pragma nano task
    c[0] += 1;
    // WARN: task-nested-loop.c:[[@LINE-2]]:18: warning: '#pragma nano task' inside a task of the same function is executed as part of the enclosing task; to run it as a nano-thread, move it into a function that the task calls
  }
  // CHECK-NOT: nano_loop_{{[0-9]}}
  // CHECK: static void nano_task_1(void *nano_p_) {
  // CHECK: // #pragma nano loop
  // CHECK: // #pragma nano task
  double t = 0;
  for (int i = 0; i < 1000; i++) t += c[i];
  printf("%.1f\n", t);
  return 0;
}
