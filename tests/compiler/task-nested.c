// Directives nested in place: a task in a task's block is created by the
// enclosing task's outlined body (its creation code names the enclosing
// task's captures through that task's argument block, nano_o<K>_), a later
// statement of the block that reads what it writes waits for it there, and the
// block waits for its tasks at its end; a loop in a task's block is a parallel
// loop the task's body runs; a task in a loop's body is created by the chunk,
// and the iteration waits for it. No warning, no '#pragma nano' line left.
// E2E
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep -n 'warning' %t.err
// RUN: not grep -n '^[[:space:]]*#[[:space:]]*pragma[[:space:]]*nano' %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static long a[16];

static long work(long x) { return x * 3 + 1; }

int main(void) {
  int n = 16;
  long r = 0, s = 0;
  #pragma nano task
  {
    long x = 0;
    #pragma nano task
    x = work(n);
    r = x + n;
  }
  #pragma nano task
  {
    #pragma nano loop
    for (int i = 0; i < n; i++) a[i] = work(i);
    s = a[n - 1];
  }
  #pragma nano loop
  for (int i = 0; i < n; i++) {
    long t = 0;
    #pragma nano task
    t = work(i);
    a[i] += t;
  }
  printf("%ld %ld %ld\n", r, s, a[3]);
  return 0;
}
// main creates the two outer tasks and the loop; the loop waits for the task writing a.
// CHECK: int main(void) {nano_task *nano_h_[[T1:[0-9]+]] = 0; nano_task *nano_h_[[T2:[0-9]+]] = 0;
// CHECK: nano_create(nano_task_[[T1]], {{.*}} nano_a_->n = n; nano_a_->r = &(r);
// CHECK: nano_create(nano_task_[[T2]], {{.*}} nano_a_->n = n; nano_a_->s = &(s);
// CHECK: nano_wait_handle_(&nano_h_[[T2]]); { const int64_t nano_step_ = {{.*}} nano_parallel_for(nano_n_, &nano_s_, nano_loop_[[L2:[0-9]+]], &nano_la_); }
// The chunk of the last loop creates the task of each iteration, which waits
// for it where it reads t and at its end.
// CHECK: void nano_body_[[L2]](
// CHECK: {nano_task *nano_h_[[T3:[0-9]+]] = 0;
// CHECK-NEXT: long t = 0;
// CHECK: nano_create(nano_task_[[T3]], {{.*}} nano_a_->nano_a0_ = (i); nano_a_->nano_lhs_ = &(t); nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(t), (size_t)8);
// CHECK-NEXT: nano_wait_handle_(&nano_h_[[T3]]); a[i] += t;
// CHECK-NEXT: nano_wait_handle_(&nano_h_[[T3]]); }
// The first outer task's body creates the inner task: its argument n is the
// outer task's capture (nano_o<K>_->n); the statement reading x waits for it,
// and so does the end of the block.
// CHECK: static void nano_task_[[T1]](void *nano_p_) {
// CHECK-NEXT: struct nano_args_[[T1]] *nano_a_ = (struct nano_args_[[T1]] *)nano_p_;
// CHECK-NEXT: (void)nano_a_; struct nano_args_[[T1]] *nano_o[[T1]]_ = nano_a_; (void)nano_o[[T1]]_;
// CHECK: {nano_task *nano_h_[[T4:[0-9]+]] = 0;
// CHECK-NEXT: long x = 0;
// CHECK: { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_[[T4]], {{.*}} nano_a_->nano_a0_ = (nano_o[[T1]]_->n); nano_a_->nano_lhs_ = &(x); nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(x), (size_t)8);
// CHECK-NEXT: nano_wait_handle_(&nano_h_[[T4]]); (*nano_o[[T1]]_->r) = x + nano_o[[T1]]_->n;
// CHECK-NEXT: nano_wait_handle_(&nano_h_[[T4]]); }
// The second one runs the parallel loop, whose trip count names its capture n.
// CHECK: static void nano_task_[[T2]](void *nano_p_) {
// CHECK: int64_t nano_n_ = ((int64_t)(nano_o[[T2]]_->n) > {{.*}} nano_parallel_for(nano_n_, &nano_s_, nano_loop_{{[0-9]+}}, &nano_la_); }
// CHECK-NEXT: (*nano_o[[T2]]_->s) = a[nano_o[[T2]]_->n - 1];
