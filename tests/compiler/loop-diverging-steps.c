// A canonical loop whose step moves away from its bound (an up-counting
// `i >= ub`, a down-counting `i < ub`) runs no iteration, or runs until its
// variable wraps: it is accepted (review: it was refused), its trip count is
// counted by the loop's own header whenever its test holds at the start, and
// the iterations then run as one chunk, in order.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
// ERR-NOT: error
void up_ge(int *a) {
  #pragma nano loop
  for (int i = 5; i >= 10; i++) a[i] = i;
  // CHECK-LABEL: void up_ge(
  // CHECK: int64_t nano_n_ = 0; {{.*}}if (((int)(
  // CHECK-SAME: nano_s_.kind = NANO_SCHEDULE_FIXED;
  // CHECK: nano{{_}}parallel_for(
}

void wraps(int *a) {
  unsigned char c;
  #pragma nano loop
  for (c = 250; c >= 10; c++) a[c] = c;
  // CHECK-LABEL: void wraps(
  // CHECK: int64_t nano_n_ = 0; {{.*}}if (
  // CHECK: nano{{_}}parallel_for(
}

void down_lt(int *a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i -= 2) a[i + 100] = i;
  // CHECK-LABEL: void down_lt(
  // CHECK: int64_t nano_n_ = 0; {{.*}}if (
  // CHECK: nano{{_}}parallel_for(
}
