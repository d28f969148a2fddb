// A `#pragma nano loop` inside a task's block is a parallel loop that the
// task's outlined body runs (the loop's call, on its own lines, names the
// task's captures through its argument block), and a `#pragma nano task`
// after it is created by the task's body, which waits for it at the block's
// end. No warning (the old "executed as part of the enclosing task" is gone),
// no `#pragma nano` line left, and the generated source compiles cleanly.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: not grep -n 'warning:' %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep -n '^[[:space:]]*#[[:space:]]*pragma[[:space:]]*nano' %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
static double b[1000], c[1000];
int main(void) {
  for (int i = 0; i < 1000; i++) b[i] = i;
  int n = 1000;
  #pragma nano task
  {
    #pragma nano loop
    for (int i = 0; i < n; i++) c[i] = b[i] * 2;
    #pragma nano task
    c[0] += 1;
  }
  // CHECK: static void nano_task_[[INNER:[0-9]+]](void *nano_p_) {
  // CHECK: c[0] += 1;
  // CHECK: static void nano_task_[[OUTER:[0-9]+]](void *nano_p_) {
  // CHECK-NEXT: struct nano_args_[[OUTER]] *nano_a_ = (struct nano_args_[[OUTER]] *)nano_p_;
  // CHECK-NEXT: (void)nano_a_; struct nano_args_[[OUTER]] *nano_o[[OUTER]]_ = nano_a_; (void)nano_o[[OUTER]]_;
  // CHECK: {nano_task *nano_h_[[INNER]] = 0;
  // CHECK: { const int64_t nano_step_ = {{.*}} int64_t nano_n_ = ((int64_t)(nano_o[[OUTER]]_->n) > {{.*}} nano_parallel_for(nano_n_, &nano_s_, nano_loop_{{[0-9]+}}, &nano_la_); }
  // CHECK: { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_[[INNER]], {{.*}} nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)&(c), (size_t)8); {{.*}} nano_h_[[INNER]] = nano_t_; }
  // CHECK-NEXT: nano_wait_handle_(&nano_h_[[INNER]]); }
  double t = 0;
  for (int i = 0; i < 1000; i++) t += c[i];
  printf("%.1f\n", t);
  return 0;
}
