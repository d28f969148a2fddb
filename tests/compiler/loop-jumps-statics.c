// What a `#pragma nano loop` body may not do, and what variables with static storage
// mean for it:
//  - a `break`, `return` or `goto` that leaves the body would stop the loop early, but
//    the iterations run in parallel: an error at the jump (a `break` of an inner loop or
//    switch, `continue`, and a `goto` within the body are fine);
//  - a static local declared in the body and written there is one object for every
//    iteration: a loop-carried dependence (one only read is private);
//  - a global or static scalar updated by a reduction statement is a reduction, unless a
//    call in the body may also reach it.
// RUN: not %translate %s 2>&1 | %FileCheck %s
int a[100];
long gsum;
static int gmax;
void touch_gsum(void) { gsum++; }

void jumps(int n) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) { if (i == n) break; a[i] = i + 1; }
  // CHECK: loop-jumps-statics.c:[[@LINE-1]]:47: error: loop is not in canonical form: 'break' leaves the loop, but its iterations run in parallel and cannot stop the others; remove the pragma or the jump
  #pragma nano loop
  for (int i = 0; i < 100; i++) { if (a[i] < 0) return; a[i] = 0; }
  // CHECK: loop-jumps-statics.c:[[@LINE-1]]:49: error: loop is not in canonical form: 'return' leaves the loop, but its iterations run in parallel and cannot stop the others; remove the pragma or the jump
  #pragma nano loop
  for (int i = 0; i < 100; i++) { if (a[i] < 0) goto done; a[i] = 0; }
  // CHECK: loop-jumps-statics.c:[[@LINE-1]]:49: error: loop is not in canonical form: 'goto done' leaves the loop, but its iterations run in parallel and cannot stop the others; remove the pragma or the jump
done:;
}

void jumps_that_stay(void) {
  #pragma nano loop
  for (int i = 0; i < 10; i++) {
    for (int j = 0; j < 10; j++) if (j > i) break;
    switch (i % 3) { case 0: a[i] = 1; break; default: a[i] = 2; break; }
    if (i == 5) continue;
    if (i == 7) goto next;
    a[i + 10] = i;
  next:;
  }
}

void statics(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) { static int last; a[i] = last; last = i; }
  // CHECK: loop-jumps-statics.c:[[@LINE-1]]:46: error: loop-carried dependence on 'last': it is written in one iteration and read in another, and it is not a recognised reduction
  #pragma nano loop
  for (int i = 0; i < 3; i++) { static const int table[3] = {4, 5, 6}; a[i] = table[i]; }
}

void global_reductions(void) {
  #pragma nano loop reduction(+: gsum)
  for (int i = 0; i < 100; i++) gsum += a[i];
  #pragma nano loop
  for (int i = 0; i < 100; i++) if (a[i] > gmax) gmax = a[i];
  #pragma nano loop
  for (int i = 0; i < 100; i++) { gsum += a[i]; touch_gsum(); }
  // CHECK: loop-jumps-statics.c:[[@LINE-1]]:35: error: loop-carried dependence on 'gsum': it is written in one iteration and read in another, and it is not a recognised reduction
}
// CHECK-NOT: error:
