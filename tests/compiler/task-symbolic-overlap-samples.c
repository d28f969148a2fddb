// Whether two sections may overlap is judged by evaluating their bounds on
// sample values of the variables they name; a claim that they never overlap
// needs the samples where they do. `a[u]` against `a[20]` (u = 20),
// `a[(k >> 1) + 4]` against `a[1]` (k = -6) and `a[(u >> 28) + 40]` against
// `a[55]` were taken as apart, and the creation of the second task read its
// argument before the first task wrote it (bb80 1-3, wrong at every worker
// count). The samples now cover every small value, negative ones too, the
// quotients of the bounds' constants, and a shifted variable by its quotient.
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s
// E2E
#include <stdio.h>

static int a[64];
static int f(int x) { volatile int s = 0; for (int k = 0; k < 200000; k++) s += k; return x + 100 + (s & 0); }

int main(void) {
  int u = 20, k = -6;
  unsigned w = 0xFFFFFFF0u;
  #pragma nano task
  a[u] = f(9);
  // CHECK: task-symbolic-overlap-samples.c:[[@LINE+2]]:3: remark: wait inserted here: this statement reads 'a[20]' which a task writes
  #pragma nano task
  a[21] = f(a[20]);
  #pragma nano task
  a[(k >> 1) + 4] = f(5);
  // CHECK: task-symbolic-overlap-samples.c:[[@LINE+2]]:3: remark: wait inserted here: this statement reads 'a[1]' which a task writes
  #pragma nano task
  a[2] = f(a[1]);
  #pragma nano task
  a[(w >> 28) + 40] = f(7);
  // CHECK: task-symbolic-overlap-samples.c:[[@LINE+2]]:3: remark: wait inserted here: this statement reads 'a[55]' which a task writes
  #pragma nano task
  a[56] = f(a[55]);
  #pragma nano wait
  printf("%d %d %d %d %d %d\n", a[20], a[21], a[1], a[2], a[55], a[56]);
  return a[21] == 209 && a[2] == 205 && a[56] == 207 ? 0 : 1;
}
