// Reductions are recognised and privatised; schedules map to nano_schedule;
// every relop and negative steps map iteration k to i = lb + k * step.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

#define N 1000
static double a[N];

int main(void) {
  for (int i = 0; i < N; i++) a[i] = (i * 37) % 101;
  double sum = 0, best = -1, prod = 1;
  long count = 0;
  #pragma nano loop schedule(fixed, 43)
  for (int i = 0; i < N; i++) {
    sum += a[i];
    if (a[i] > best) best = a[i];
  }
  // EXPLAIN-DAG: loop-reduce.c:[[@LINE-4]]:3: remark: reduction on 'sum' with operator '+'
  // EXPLAIN-DAG: loop-reduce.c:[[@LINE-5]]:3: remark: reduction on 'best' with operator 'max'
  // CHECK: nano_schedule nano_s_ = {NANO_SCHEDULE_FIXED, (int64_t)(43), 0, 0};
  // CHECK-SAME: nano_parallel_reduce(nano_n_, &nano_s_, nano_loop_{{[0-9]+}}, &nano_la_, &nano_red_, sizeof nano_red_,
  // CHECK-SAME: sum = nano_red_.sum; best = nano_red_.best;
  #pragma nano loop schedule(tss, 8, 2) reduction(*: prod)
  for (int i = N - 1; i >= N - 10; i -= 3)
    prod = prod * (1.0 + a[i] / 1000.0);
  // CHECK: nano_schedule nano_s_ = {NANO_SCHEDULE_TSS, 0, (int64_t)(8), (int64_t)(2)};
  // CHECK-SAME: int64_t nano_n_ = ((int64_t)(N - 1) >= (int64_t)(N - 10) ? (int64_t)(((uint64_t)(int64_t)(N - 1) - (uint64_t)(int64_t)(N - 10)) / (0u - (uint64_t)nano_step_)) + 1 : 0);
  int i;
  #pragma nano loop schedule(static)
  for (i = 2; i <= N; i += 2)
    count += (long)a[i - 1] % 2;
  // CHECK: {NANO_SCHEDULE_STATIC, 0, 0, 0}
  // CHECK-SAME: i = (int)((int64_t)((uint64_t)((int64_t)(2)) + (uint64_t)(nano_n_) * (uint64_t)(nano_step_)));
  #pragma nano loop
  for (int j = 0; j < N; j++)
    a[j] = a[j] * 2;
  // CHECK: nano_schedule nano_s_ = {NANO_SCHEDULE_GSS, 0, 0, 0};
  // CHECK-SAME: nano_parallel_for(nano_n_, &nano_s_, nano_loop_{{[0-9]+}}, &nano_la_);
  printf("%.1f %.1f %.6f %ld %d %.1f\n", sum, best, prod, count, i, a[N - 1]);
  return 0;
}
// The chunk's body (nano_body_N, called by the runtime's entry nano_loop_N)
// starts i at lb + lo * step and advances it by step.
// CHECK: static inline __attribute__((always_inline)) void nano_body_1(int64_t nano_lo_, int64_t nano_hi_, int64_t nano_lb_, struct nano_lred_1 *nano_r_) {
// CHECK: double sum = nano_r_->sum;
// CHECK-NEXT: double best = nano_r_->best;
// CHECK-NEXT: int nano_v_ = (int)(int64_t)((uint64_t)(nano_lb_) + (uint64_t)(nano_lo_) * (uint64_t)((int64_t)1));
// CHECK-NEXT: for (int64_t nano_k_ = nano_lo_; nano_k_ < nano_hi_; ++nano_k_, nano_v_ += (int64_t)1) {
// CHECK-NEXT: int i = nano_v_; (void)i;
// CHECK-NEXT: #pragma clang diagnostic pop
// CHECK-NEXT: #line 18 "{{.*}}loop-reduce.c"
// CHECK: nano_r_->sum = sum;
// CHECK-NEXT: nano_r_->best = best;
// CHECK: static void nano_loop_1(int64_t nano_lo_, int64_t nano_hi_, void *nano_p_, void *nano_part_) {
// CHECK-NEXT: struct nano_largs_1 *nano_a_ = (struct nano_largs_1 *)nano_p_;
// CHECK-NEXT: nano_body_1(nano_lo_, nano_hi_, nano_a_->nano_lb_, (struct nano_lred_1 *)nano_part_);
// CHECK: double prod = nano_r_->prod;
// CHECK-NEXT: int nano_v_ = (int)(int64_t)((uint64_t)(nano_lb_) + (uint64_t)(nano_lo_) * (uint64_t)((int64_t)(-3)));
// CHECK-NEXT: for (int64_t nano_k_ = nano_lo_; nano_k_ < nano_hi_; ++nano_k_, nano_v_ += (int64_t)(-3)) {
// CHECK-NEXT: int i = nano_v_; (void)i;
// CHECK: nano_r_->prod = prod;

// A schedule parameter known only at run time that is not positive means the default.
long run_time_chunk(const long *v, int n, int k) {
  long s = 0;
  #pragma nano loop schedule(fixed, k) reduction(+: s)
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
// CHECK: nano_schedule nano_s_ = {NANO_SCHEDULE_FIXED, ((int64_t)(k) > 0 ? (int64_t)(k) : 0), 0, 0};
