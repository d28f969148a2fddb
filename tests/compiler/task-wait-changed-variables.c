// A task's accesses name variables by their values at its creation; a later
// statement of the creator names them by their values there. Tasks created in
// a loop nest (`g[i][j]`) may each be outstanding after the loop, so a read
// of any element they write waits, whichever element it is; a variable set
// between the task and the statement (`k++`, a pointer moved) leaves the
// task's range unknown there. Accesses the tasks cannot reach still run
// without waiting.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static double g[6][6];
static double lin[36];
static double h[8];

int main(void) {
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) {
      #pragma nano task
      g[i][j] = i + j;
    }
  h[0] = 1; // not written by the tasks
  // EXPLAIN-NOT: wait inserted here: this statement writes 'h[0]'
  double s = g[5][5];
  // EXPLAIN: task-wait-changed-variables.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'g[5][5]' which a task writes
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) {
      #pragma nano task
      lin[i * 6 + j] = 2 * (i + j);
    }
  s += lin[35];
  // EXPLAIN: task-wait-changed-variables.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'lin[35]' which a task writes
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) {
      #pragma nano task
      s += g[i][j];
    }
  g[5][5] = -100; // after the tasks that read it
  // EXPLAIN: task-wait-changed-variables.c:[[@LINE-1]]:3: remark: wait inserted here: this statement writes 'g[5][5]' which a task reads
  double a[10] = {0};
  int k = 2;
  #pragma nano task
  a[k] = 7;
  k++;
  s += a[k - 1];
  // EXPLAIN: task-wait-changed-variables.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'a[k - 1]' which a task writes
  double *p = h + 2;
  #pragma nano task
  p[0] = 5;
  p++;
  s += p[-1];
  // EXPLAIN: task-wait-changed-variables.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'p[-1]' which a task writes
  for (int i = 0; i < 6; i++) {
    #pragma nano task if (i % 2)
    g[0][i] = i;
  }
  // A task run in its creator (the `if` is false) waits for earlier tasks
  // that may write what it reads, whichever iteration made them.
  #pragma nano task if (s < 0)
  s += g[0][5];
  // CHECK: { if (!(s < 0)) { nano_wait_all_(); s += g[0][5]; } else {
  printf("%.1f\n", s);
  return 0;
}
