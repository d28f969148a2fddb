// A range-based for loop whose body has no braces waits after the body as the
// other loops do (task-unbraced-loop-body-paths.c): when a statement before the
// task reads what it writes, and before a `continue`, which jumps past that wait.
// RUN: %translate %s > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
static long slow(long v) { return v * 3 + 1; }
long a[8], x, y;
int go = 1;
void before() {
  for (long v : a)
    if (v >= 0) {
      x = y + v;
      #pragma nano task
      y = slow(v);
    }
  // CHECK-LABEL: void before(
  // CHECK: for (long v : a)
  // CHECK-NEXT: { { if (v >= 0) {
  // CHECK-NEXT: x = y + v;
  // CHECK: } } nano_wait_all_(); }
}
void continued() {
  for (long v : a)
    if (v >= 0) {
      #pragma nano task
      y = slow(y + v);
      if (go) continue;
    }
  // CHECK-LABEL: void continued(
  // CHECK: for (long v : a)
  // CHECK-NEXT: { { if (v >= 0) {
  // CHECK: if (go) { nano_wait_all_(); continue; }
  // CHECK-NEXT: } } nano_wait_all_(); }
}
