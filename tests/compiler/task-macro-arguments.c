// A task statement using captured locals inside macro arguments (a user macro
// using its argument twice, one used as an assignment target, <ctype.h>'s
// toupper, which glibc defines as a macro at -O2, and assert): the outlined
// copy rewrites each name where the argument is spelled, once. They ran inline
// with "'b' is used inside a macro expansion". A local named in a macro's own
// definition cannot be rewritten: that task runs inline, with a warning saying
// to pass it as an argument.
// RUN: %translate %s -- -O2 > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -O2 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <assert.h>
#include <ctype.h>
#define SQ(x) ((x) * (x))
#define AT(m, i, j) m[(i) * 8 + (j)]
#define BUMP_B b++
static int slow(int v) { int s = v; for (int k = 0; k < 1000; k++) s = (s * 31 + k) % 1003; return s; }
int run(void) {
  int b = 3, a, m[64] = {0}, c;
  char s[4] = "q";
  #pragma nano task
  a = SQ(b) + slow(b);
  // CHECK: nano_create(nano_task_[[T1:[0-9]+]],
  // CHECK-SAME: nano_a_->a = &(a); nano_a_->b = b; nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(a), (size_t)4);
  #pragma nano task
  { AT(m, 2, 3) = slow(SQ(b)); }
  // CHECK: nano_create(nano_task_[[T2:[0-9]+]],
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(m) + (76)), (size_t)4);
  #pragma nano task
  { c = toupper(s[0]); }
  // CHECK: nano_create(nano_task_[[T3:[0-9]+]],
  #pragma nano task
  assert(b == 3);
  // CHECK: nano_create(nano_task_[[T4:[0-9]+]],
  #pragma nano task
  BUMP_B;
  // WARN: task-macro-arguments.c:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: 'b' is named inside the definition of a macro, which the task's outlined copy cannot rewrite (pass it to the macro as an argument); the statement runs sequentially
  return a + m[19] + c + b;
}
// CHECK: static void nano_task_[[T1]](void *nano_p_) {
// CHECK: (*nano_a_->a) = SQ(nano_a_->b) + slow(nano_a_->b);
// CHECK: static void nano_task_[[T2]](void *nano_p_) {
// CHECK: { AT((*nano_a_->m), 2, 3) = slow(SQ(nano_a_->b)); }
// CHECK: static void nano_task_[[T3]](void *nano_p_) {
// CHECK: { (*nano_a_->c) = toupper((*nano_a_->s)[0]); }
// CHECK: static void nano_task_[[T4]](void *nano_p_) {
// CHECK: assert(nano_a_->b == 3);
// WARN-NOT: warning:
