// A parallel block inside a task's block runs as part of the task: one
// warning names the block's directive. Before, the warning called it
// '#pragma nano task' and came once per statement of the block.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static double a[1000], b[1000];
void both(void) {
  #pragma nano task
  {
    #pragma nano parallel
    {
      for (int i = 0; i < 1000; i++) a[i] = i * 0.5;
      for (int i = 0; i < 1000; i++) b[i] = i * 2.0;
    }
  }
}
// CHECK: task-parallel-block-nested.c:11:18: warning: '#pragma nano parallel' inside a task of the same function is executed as part of the enclosing task; to run it as a nano-thread, move it into a function that the task calls
// CHECK-NOT: warning:
