// fib: two tasks writing distinct locals; the return reads both, so it waits
// for both handles (and nothing else); the if() cut-off runs the call inline.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static long fib(int n) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task if(n > 20)
  x = fib(n - 1);
  #pragma nano task if(n > 20)
  y = fib(n - 2);
  return x + y;
}
// CHECK: struct nano_args_[[T1:[0-9]+]] { int nano_a0_; long *nano_lhs_; };
// CHECK: static long fib(int n)
// CHECK-SAME: nano_task *nano_h_[[T1]] = 0;
// CHECK-NEXT: if (n < 2) return n;
// CHECK: { if (!(n > 20)) { x = fib(n - 1); } else {
// CHECK-SAME: nano_a_->nano_a0_ = (n - 1); nano_a_->nano_lhs_ = &(x);
// CHECK-SAME: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(x), (size_t)8);
// CHECK-SAME: nano_set_source(nano_t_, "{{.*}}task-fib.c", 12);
// CHECK: nano_wait_handle_(&nano_h_[[T1]]); nano_wait_handle_(&nano_h_{{[0-9]+}}); return x + y;
// CHECK: static void nano_task_[[T1]](void *nano_p_) {
// CHECK: #line 12 "{{.*}}task-fib.c"
// CHECK-NEXT: *nano_a_->nano_lhs_ = fib(nano_a_->nano_a0_);

int main(void) {
  printf("%ld\n", fib(25));
  return 0;
}
