// A task whose frame is larger than its nano-thread's stack (a 2 MB local
// array, NANO_STACK_SIZE 1M by default): nanocc compiles with stack-clash
// probes, so the frame touches the guard page first and the runtime names the
// task and NANO_STACK_SIZE, instead of a silent segmentation fault or writes
// into other memory. With a larger stack the program runs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -O1 %s -o %t/app
// RUN: %nanocc -### -O1 %s -o %t/app 2>&1 | %FileCheck %s --check-prefix=PROBES
// RUN: env NANO_STACK_SIZE=1M not --crash %t/app 2>&1 | %FileCheck %s --check-prefix=OVERFLOW
// RUN: env NANO_STACK_SIZE=8M %t/app | %FileCheck %s --check-prefix=RUNS
// PROBES: -fstack-clash-protection
// OVERFLOW: nano: stack overflow in nano-thread {{[0-9]+}} 'scratch' ({{.*}}stack-overflow.c:[[@LINE+18]]) on worker
// OVERFLOW-SAME: raise NANO_STACK_SIZE
// RUNS: sum 9
// REQUIRES: x86_64
#include <stdio.h>

static double scratch(int seed) {
  double tmp[262144]; // 2 MB
  for (int i = 0; i < 262144; i++) tmp[i] = (i * seed) % 17;
  double s = 0;
  for (int i = 0; i < 262144; i += 7) s += tmp[i];
  return s > 0 ? seed : 0;
}

int main(void) {
  double r[2];
  for (int k = 0; k < 2; k++) {
    #pragma nano task
    r[k] = scratch(k + 4);
  }
  printf("sum %g\n", r[0] + r[1]);
  return 0;
}
