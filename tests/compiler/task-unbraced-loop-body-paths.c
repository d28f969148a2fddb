// A loop body without braces that holds a task waits after its statement when
// anything the next iteration runs before the task conflicts with it, not only
// the loop's condition and increment: statements before the task, an `else`
// branch, another case of a switch, an inner loop's init (as the same body with
// braces waits before it). A `continue`, or a goto out of the body, lands past
// that wait: it waits before it jumps; a `break` ends the loop and does not.
// (tests/e2e/programs/contract_unbraced_loop_body_paths.c)
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
long x, y;
void before(void) {
  for (int i = 0; i < 100; i++)
    if (i >= 0) {
      x = y + i;
      #pragma nano task
      y = slow(i);
    }
  // CHECK-LABEL: void before(
  // CHECK: for (int i = 0; i < 100; i++)
  // CHECK-NEXT: { { if (i >= 0) {
  // CHECK-NEXT: x = y + i;
  // CHECK: } } nano_wait_all_(); }
}
void before_braced(void) {
  for (int i = 0; i < 100; i++) {
    if (i >= 0) {
      x = y + i;
      #pragma nano task
      y = slow(i);
    }
  }
  // CHECK-LABEL: void before_braced(
  // CHECK: nano_wait_all_(); if (i >= 0) {
}
long start;
void nested(void) {
  for (int i = 0; i < 4; i++)
    for (int j = start; j < 4; j++)
      #pragma nano task
      start = slow(j) % 2;
  // CHECK-LABEL: void nested(
  // CHECK: for (int i = 0; i < 4; i++)
  // CHECK-NEXT: { { for (int j = start; j < 4; j++)
  // CHECK: nano_submit_release(nano_t_); } } nano_wait_all_(); }
}
void nested_braced(void) {
  for (int i = 0; i < 4; i++) {
    for (int j = start; j < 4; j++)
      #pragma nano task
      start = slow(j) % 2;
  }
  // CHECK-LABEL: void nested_braced(
  // CHECK: nano_wait_all_(); for (int j = start; j < 4; j++)
}
long e, f;
void otherwise(void) {
  for (int i = 0; i < 40; i++)
    if (i % 2 == 0)
      #pragma nano task
      e = slow(e + i);
    else
      f += e;
  // CHECK-LABEL: void otherwise(
  // CHECK: for (int i = 0; i < 40; i++)
  // CHECK-NEXT: { { if (i % 2 == 0)
  // CHECK: else
  // CHECK-NEXT: f += e; } nano_wait_all_(); }
}
long s, t;
void cases(void) {
  for (int i = 0; i < 40; i++)
    switch (i % 2) {
    case 0:
      #pragma nano task
      s = slow(s + i);
      break;
    default:
      t += s;
      break;
    }
  // CHECK-LABEL: void cases(
  // CHECK: for (int i = 0; i < 40; i++)
  // CHECK-NEXT: { { switch (i % 2) {
  // CHECK: t += s;
  // CHECK-NEXT: break;
  // CHECK-NEXT: } } nano_wait_all_(); }
}
// Nothing the next iteration runs touches what the task accesses: no wait.
long a[64], b[8][8];
void independent(int n) {
  for (int i = 0; i < n; i++)
    if (i >= 0) {
      x = i;
      #pragma nano task
      a[i] = slow(i);
    }
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      #pragma nano task
      b[i][j] = slow(j);
  // CHECK-LABEL: void independent(
  // CHECK-NOT: nano_wait_all_
  // CHECK: nano_a_->nano_lhs_ = &(a[i]);
  // CHECK-NOT: nano_wait_all_
  // CHECK: nano_a_->nano_lhs_ = &(b[i][j]);
  // CHECK-SAME: nano_submit_release(nano_t_); }{{$}}
}
