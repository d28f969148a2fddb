// A task in a loop whose creation reads what the previous instance writes
// (`w = step(w)`: the argument is copied at creation) waits for it first, and a
// loop condition that reads what a task of the body writes (`while (v < 20)`,
// `i < lim`) is preceded by a wait at the end of the body.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
static int step(int v) { return v + 3; }
int main(void) {
  int w = 0;
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    w = step(w);
    // CHECK: nano_wait_all_(); { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_1,
  }
  printf("%d\n", w);
  int v = 0, n = 0;
  while (v < 20) {
    #pragma nano task
    v = step(v);
    n++;
    // CHECK: n++;
    // CHECK: nano_wait_all_(); }
  }
  printf("%d %d\n", v, n);
  // CHECK: printf("%d %d\n", v, n);
  int lim = 5, cnt = 0;
  for (int i = 0; i < lim; i++) {
    #pragma nano task
    lim = i < 3 ? lim + 1 : lim;
    cnt++;
    // CHECK: cnt++;
    // CHECK: nano_wait_all_(); }
  }
  printf("%d %d\n", lim, cnt);
  // CHECK: printf("%d %d\n", lim, cnt);
  return 0;
}
