// A local that a task's statement or a loop's body only reads, but whose
// address it takes, reaches the outlined code as the variable itself, not as a
// copy of its value: `&x` there is x's own address (probe12 W4: the task got
// `nano_a_->x = x` and `&x` became `&nano_a_->x`, another object's address).
// Reading x is still an `in` access of the task. A local only read keeps its copy.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Wextra -Wconversion -Wsign-conversion -Werror -I %runtime_include %t.c
static int same(const long *a, const long *b) { return a == b; }
int f(const long *p, int *out) {
  long x = 5, y = 7;
  int r = -1;
  long v = 0;
  #pragma nano task
  { r = same(&x, p); v = x + y; }
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = same(&x, p) + (int)y;
  #pragma nano wait
  return r + (int)v;
}
// The loop: x as a pointer beside its copy, and the body's x renamed to it;
// y, only read, a copy. The task: x by address (its read registered), y copied.
// CHECK: struct nano_largs_1 { int64_t nano_lb_; int64_t nano_step_; int *out; long x; long *nano_ref_x; const long *p; long y; };
// CHECK: nano_a_->x = &(x); nano_a_->p = p; nano_a_->v = &(v); nano_a_->y = y;
// CHECK-SAME: nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(x), (size_t)8);
// CHECK: nano_la_.x = x; nano_la_.nano_ref_x = &(x); nano_la_.p = p; nano_la_.y = y;
// CHECK: nano_body_1({{.*}}, int *out, long x, long *nano_ref_x, const long *p, long y) {
// CHECK: (void)x;
// CHECK: out[i] = same(&(*nano_ref_x), p) + (int)y;
// CHECK: static void nano_task_2(
// CHECK: { (*nano_a_->r) = same(&(*nano_a_->x), nano_a_->p); (*nano_a_->v) = (*nano_a_->x) + nano_a_->y; }
