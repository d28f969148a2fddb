// A task statement that updates a scalar in a loop (`s += f(i)`) captures it by
// address: creating the next iteration's task reads nothing the previous task
// writes, so the creator does not wait for it (it did, before every creation,
// turning a chain of tasks into submit-and-wait). The tasks are ordered by
// their registered accesses; the read after the loop waits.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
static long f(long i) { return (i * 7) % 13; }
// CHECK-LABEL: long chain{{\(}}void) {
// CHECK: for (long i = 0; i < 1000; i++) {
// CHECK-NOT: nano_wait_all_{{\(}});
// CHECK: nano_create(
// CHECK: nano_wait_all_{{\(}});{{.*}}return s;
long chain(void) {
  long s = 0;
  for (long i = 0; i < 1000; i++) {
    #pragma nano task
    s += f(i);
  }
  return s;
}
