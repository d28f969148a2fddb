// A task that is a loop's whole body without braces, or under an `if` that is
// the body, waits after its statement (the body braced to hold the wait) when
// the loop's condition or increment, or the `if`'s condition, touches what the
// task accesses; a condition that reads only what the creation copies does not
// (tests/e2e/programs/contract_unbraced_loop_body_tasks.c).
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static long slow(long v) { return v * 3 + 1; }
long counted(void) {
  int k = 0;
  long y = 0;
  while (k < 3)
    #pragma nano task
    y += slow(k++);
  // CHECK-LABEL: long counted(
  // CHECK: while (k < 3)
  // CHECK: { { { void *nano_p_;
  // CHECK-SAME: nano_submit_release(nano_t_); } } nano_wait_all_();  }
  return y;
}
long guarded(void) {
  long j = 0;
  int m = 0;
  for (m = 0; m < 100; m++)
    if (j < 20)
      #pragma nano task
      j = slow(j);
  // CHECK-LABEL: long guarded(
  // CHECK: { { if (j < 20)
  // CHECK: { void *nano_p_;
  // CHECK-SAME: nano_submit_release(nano_t_); } } nano_wait_all_(); }
  return j;
}
long a[64];
void independent(int n) {
  for (int i = 0; i < n; i++)
    #pragma nano task
    a[i] = slow(i);
  // CHECK-LABEL: void independent(
  // CHECK: for (int i = 0; i < n; i++)
  // CHECK: nano_a_->nano_lhs_ = &(a[i]);
  // CHECK-SAME: nano_submit_release(nano_t_); }{{$}}
}
