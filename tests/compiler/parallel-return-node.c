// A statement of a parallel block that cannot be a node task (here: it
// contains 'return') is kept as one sequential node; the warning speaks of the
// parallel block, not of a task pragma the user never wrote.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static int a[100];
int find(int key) {
  #pragma nano parallel
  {
    for (int i = 0; i < 100; i++) a[i] = i * 3;
    for (int i = 0; i < 100; i++)
      if (a[i] == key) return i;
    // CHECK: parallel-return-node.c:[[@LINE-2]]:5: warning: this statement of the parallel block runs as one sequential node: it contains 'return'
  }
  return -1;
}
// CHECK-NOT: pragma nano task
