// A `#pragma nano loop` in the body of a `#pragma nano loop` is a nested
// parallel loop: the outer loop's chunk function creates it (its outlined
// body is the rewritten text, holding the inner loop's nano_parallel_for), as
// the same loop in a called function would be. An inner reduction stays private to its outer
// iteration. A task in a loop body is created by the chunk (each iteration waits for it at its
// end); no nested '#pragma nano' line is left (plain clang -Wall -Werror rejects one).
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -n 'warning:' %t.err
// RUN: not grep -n '^[[:space:]]*#[[:space:]]*pragma[[:space:]]*nano' %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %translate %s --emit-htg %t.json > /dev/null 2>&1
// RUN: %FileCheck %s --check-prefix=HTG < %t.json
#include <stdio.h>

#define R 40
#define C 300
static double m[R][C], v[R], w[R];

int main(void) {
  #pragma nano loop schedule(static)
  for (int i = 0; i < R; i++) {
    #pragma nano loop schedule(gss)
    for (int j = 0; j < C; j++) m[i][j] = i - j;
  }
  // EXPLAIN-DAG: loop-nested.c:[[@LINE-4]]:3: remark: loop runs in parallel (nano_parallel_for)
  // EXPLAIN-DAG: loop-nested.c:[[@LINE-3]]:5: remark: loop runs in parallel (nano_parallel_for)
  // CHECK: int main(void) {
  // CHECK: {NANO_SCHEDULE_STATIC, 0, 0, 0}; int64_t nano_n_ = {{.*}} nano_parallel_for(nano_n_, &nano_s_, nano_loop_[[OUTER1:[0-9]+]], &nano_la_);

  #pragma nano loop
  for (int i = 0; i < R; i++) {
    double s = 0;
    #pragma nano loop reduction(+: s)
    for (int j = 0; j < C; j++) s += m[i][j];
    v[i] = s;
  }
  // EXPLAIN-DAG: loop-nested.c:[[@LINE-6]]:3: remark: loop runs in parallel (nano_parallel_for)
  // EXPLAIN-DAG: loop-nested.c:[[@LINE-4]]:5: remark: reduction on 's' with operator '+'
  // EXPLAIN-DAG: loop-nested.c:[[@LINE-5]]:5: remark: loop runs in parallel (nano_parallel_reduce)
  // CHECK: nano_parallel_for(nano_n_, &nano_s_, nano_loop_[[OUTER2:[0-9]+]], &nano_la_);

  // An unbraced outer body that is the inner loop.
  #pragma nano loop schedule(fixed, 4)
  for (int i = 0; i < R; i++)
    #pragma nano loop schedule(static)
    for (int j = 0; j < C; j += 3) m[i][j] += 1;
  // EXPLAIN-DAG: loop-nested.c:[[@LINE-3]]:3: remark: loop runs in parallel (nano_parallel_for)
  // EXPLAIN-DAG: loop-nested.c:[[@LINE-2]]:5: remark: loop runs in parallel (nano_parallel_for)
  // CHECK: nano_parallel_for(nano_n_, &nano_s_, nano_loop_[[OUTER3:[0-9]+]], &nano_la_);

  // A task in a loop body is created by the chunk; the iteration waits for it at its end.
  #pragma nano loop
  for (int i = 0; i < R; i++) {
    #pragma nano task
    w[i] = v[i] * 2;
  }

  double t = 0;
  for (int i = 0; i < R; i++) t += v[i] + w[i] + m[i][i] + m[i][C - 1];
  printf("%.1f\n", t);
  return 0;
}
// The outer chunks' bodies create the inner loops, on the user's lines.
// CHECK: static inline __attribute__((always_inline)) void nano_body_[[OUTER1]](
// CHECK: #line 24 "{{.*}}loop-nested.c"
// CHECK-NEXT: {
// CHECK: { const int64_t nano_step_ = (int64_t)1; struct nano_largs_{{[0-9]+}} nano_la_; nano_schedule nano_s_ = {NANO_SCHEDULE_GSS, 0, 0, 0}; {{.*}}nano_la_.i = i; {{.*}}nano_parallel_for(nano_n_, &nano_s_, nano_loop_{{[0-9]+}}, &nano_la_); }
// CHECK-NEXT: }
// CHECK: void nano_body_[[OUTER2]](
// CHECK: double s = 0;
// CHECK: { {{.*}}struct nano_lred_{{[0-9]+}} nano_red_; {{.*}}nano_red_.s = s; nano_parallel_reduce({{.*}}); s = nano_red_.s; }
// CHECK-NEXT: v[i] = s;
// CHECK: void nano_body_[[OUTER3]](
// CHECK: #line 49 "{{.*}}loop-nested.c"
// CHECK-NEXT: { const int64_t nano_step_ = {{.*}}{NANO_SCHEDULE_STATIC, 0, 0, 0}; {{.*}}nano_parallel_for(
// CHECK: #line 56 "{{.*}}loop-nested.c"
// CHECK-NEXT: {nano_task *nano_h_[[T:[0-9]+]] = 0;
// CHECK: { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_[[T]], {{.*}} nano_a_->i = i; nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(w) + (i * 8)), {{.*}} nano_h_[[T]] = nano_t_; }
// CHECK-NEXT: nano_wait_handle_(&nano_h_[[T]]); }
// In the HTG the inner loops stay code of the outer loops' bodies (a node of
// their own would stand at the top level with 'i' unbound).
// HTG-NOT: "var": "j"
// HTG: "var": "i"
// HTG-NOT: "var": "j"
// HTG: "var": "i"
// HTG-NOT: "var": "j"
// HTG: "var": "i"
// HTG-NOT: "var": "j"
// HTG: "var": "i"
// HTG-NOT: "var": "j"
