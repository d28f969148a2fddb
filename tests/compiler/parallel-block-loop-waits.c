// A parallel block waits for all its nodes at its end: a statement after it,
// in the same iteration of a loop around it or a later one, waits for no node
// (black box bb61 3: --explain gave waits before the `printf` after the block,
// "which a task writes in an earlier iteration", and named the printf call as
// the memory written). The condition of an `if` inside the block still waits
// for the node writing what it reads.
// RUN: %translate %s --explain -- > %t.c 2> %t.err
// RUN: %FileCheck %s --implicit-check-not="wait inserted" < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
#define N 20000
static double x[N], y[N];
static void init(double *v, int n, double k) { for (int i = 0; i < n; i++) v[i] = (i % 31) * k; }
static double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
int main(void) {
  double d = 0, e = 0;
  for (int m = 0; m < 3; m++) {
    #pragma nano parallel
    {
      init(x, N, 0.5 + m);
      init(y, N, 0.25);
      d = dot(x, y, N);
      // CHECK: parallel-block-loop-waits.c:[[@LINE+1]]:7: remark: wait inserted here: this statement reads 'd' which a task writes
      if (d > 10)
        e = dot(x, x, N);
    }
    printf("%.2f\n", d + e);
  }
  return 0;
}
