// A loop body without braces that holds a task waits after its statement
// (task-unbraced-loop-body.c). A `continue`, or a goto out of the body, lands
// past that wait: it waits before it jumps; a `break` ends the loop and does not.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static long slow(long v) { return v * 3 + 1; }
int go = 1;
long continued(void) {
  int k = 0;
  long y = 0;
  while (k < 3)
    if (go) {
      #pragma nano task
      y += slow(k++);
      if (go) continue;
    }
  // CHECK-LABEL: long continued(
  // CHECK: while (k < 3)
  // CHECK-NEXT: { { if (go) {
  // CHECK: if (go) { nano_wait_all_(); continue; }
  // CHECK-NEXT: } } nano_wait_all_();  }
  return y;
}
long jumped_back(void) {
  int k = 0;
  long y = 0;
again:
  while (k < 3)
    if (go) {
      #pragma nano task
      y += slow(k++);
      if (go < 0) goto again;
      if (go > 1) break;
    }
  // CHECK-LABEL: long jumped_back(
  // CHECK: while (k < 3)
  // CHECK-NEXT: { { if (go) {
  // CHECK: if (go < 0) { nano_wait_all_(); goto again; }
  // CHECK-NEXT: if (go > 1) break;
  // CHECK-NEXT: } } nano_wait_all_();  }
  return y;
}
