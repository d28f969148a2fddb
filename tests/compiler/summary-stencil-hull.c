// A callee reaching more than three sections through one pointer (the four
// neighbours of a 5-point stencil, four writes at fixed offsets) is
// summarised by their hull when one of the sections starts it and one ends it,
// so a task calling it registers rows lo-1 .. hi of `in` and is a nano-thread.
// Before, the fourth section widened the access to the whole pointee ("the
// sections reached through recursive calls were widened", with no recursion)
// and the task ran in the creating nano-thread: "the region accessed through
// 'a' cannot be bounded".
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

#define N 34

static void heat_rows(const double *in, double *out, int n, int lo, int hi) {
  for (int i = lo; i < hi; i++)
    for (int j = 1; j < n - 1; j++)
      out[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] + in[i * n + j - 1] + in[i * n + j + 1]);
}

static void four_marks(long *g, int at) {
  g[at] = 1;
  g[at + 10] = 2;
  g[at + 20] = 3;
  g[at + 30] = 4;
}

static double grid[2][N * N];
static long marks[80];

int main(void) {
  for (int k = 0; k < N * N; k++) grid[0][k] = (k * 7) % 13;
  for (int step = 0; step < 4; step++) {
    const double *in = grid[step % 2];
    double *out = grid[(step + 1) % 2];
    for (int b = 0; b < 4; b++) {
      // CHECK: nano_access(nano_t_{{,}} NANO_IN, (const void *)((const char *)(in) + (((1 + b * 8 - 1) * 34 + 1) * 8)),
      // EXPLAIN: remark: task read 'in' (the hull of 4 sections accessed through one base)
#pragma nano task
      heat_rows(in, out, N, 1 + b * 8, 9 + b * 8);
    }
#pragma nano wait
  }
  // CHECK: nano_access(nano_t_{{,}} NANO_OUT, (const void *)((const char *)&(marks) + (40)), (size_t)248);
#pragma nano task
  four_marks(marks, 5);
  // CHECK: nano_access(nano_t_{{,}} NANO_OUT, (const void *)((const char *)&(marks) + (48)), (size_t)248);
#pragma nano task
  four_marks(marks, 6);
#pragma nano wait
  double s = 0;
  for (int k = 0; k < N * N; k++) s += grid[0][k] * (k % 5);
  long m = 0;
  for (int k = 0; k < 80; k++) m += marks[k] * k;
  printf("%.6f %ld\n", s, m);
  return 0;
}
// DIAG-NOT: warning
