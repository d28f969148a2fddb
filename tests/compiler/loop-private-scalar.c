// Scalars declared outside a `#pragma nano loop`: one that every iteration
// writes before reading it is private to each chunk, and the chunk of the last
// iteration stores it back; one read before written on some path is a
// loop-carried dependence; one written on some paths only is an output
// dependence, an error too (its value after the loop comes from the last
// iteration that wrote it), as LANGUAGE.md asks of a proven dependence.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep -E "warning|error" %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: not %translate %s -- -DREAD_FIRST 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: not %translate %s -- -DCONDITIONAL 2>&1 | %FileCheck %s --check-prefix=COND
int a[100], b[100];
int f(void) {
  int t;
  #pragma nano loop
  for (int i = 0; i < 100; i++) { t = a[i] * 2; b[i] = t + 1; }
  // CHECK: struct nano_largs_1 { int64_t nano_lb_; int64_t nano_step_; int *nano_lp_t; int64_t nano_n_; };
  // CHECK: nano_la_.nano_lp_t = &(t);
  // CHECK: nano_la_.nano_n_ = nano_n_; nano_parallel_for(
  return t;
}
#ifdef CONDITIONAL
int g(int n) {
  int last = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++) {
    if (a[i] > 3) { last = i; b[i] = last; }
  }
  // COND: loop-private-scalar.c:[[@LINE-2]]:21: error: loop-carried dependence on 'last': only some iterations write it (an output dependence), and after the loop it must hold the value of the last iteration that wrote it; declare it inside the loop body if that value is not needed, or keep each iteration's value in an array element indexed by the loop variable and pick the last one after the loop
  // COND: loop-private-scalar.c:[[@LINE-3]]:21: note: write of 'last' here
  return last;
}
#endif
#ifdef READ_FIRST
int h(void) {
  int t = 0;
  #pragma nano loop
  for (int i = 0; i < 100; i++) { b[i] = t; t = a[i]; }
  // ERR: loop-private-scalar.c:[[@LINE-1]]:45: error: loop-carried dependence on 't': it is written in one iteration and read in another, and it is not a recognised reduction
  return t;
}
#endif
// The chunk's body (nano_body_1, called by the runtime's entry nano_loop_1)
// keeps its own t and stores it back in the chunk of the last iteration.
// CHECK: static inline __attribute__((always_inline)) void nano_body_1(int64_t nano_lo_, int64_t nano_hi_, int64_t nano_lb_, struct nano_largs_1 *nano_a_) {
// CHECK: int t = (int)0;
// CHECK: if (nano_hi_ == nano_a_->nano_n_) *nano_a_->nano_lp_t = t;
// CHECK: static void nano_loop_1(int64_t nano_lo_, int64_t nano_hi_, void *nano_p_) {
// CHECK-NEXT: struct nano_largs_1 *nano_a_ = (struct nano_largs_1 *)nano_p_;
// CHECK-NEXT: nano_body_1(nano_lo_, nano_hi_, nano_a_->nano_lb_, nano_a_);
