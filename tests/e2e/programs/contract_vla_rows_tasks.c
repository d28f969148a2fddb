// contract_vla_rows_tasks: a compound task using a multi-dimensional
// variable-length array of its creator (`long m[n][n]`) through its rows and
// elements receives the pointer to its first row, whose type keeps the rows'
// run-time extent (`long (*)[n]`, taken from the array when the task is
// created), and registers the rows it writes. Each task returns
// whether it ran in the creating nano-thread: the program prints 0 misses in
// every build, and the sums of the sequential elision. Before: "ignored: the
// statement uses 'm', whose type is variably modified"; the tasks ran in order.
// E2E-EXTRA: nano_thread_probe.cpp
#include <stdio.h>

#include "nano_thread_probe.h"

static long square(int n, int *missed) {
  void *me = probe_current();
  long m[n][n];
  int miss[n];
  for (int i = 0; i < n; i++) {
    #pragma nano task
    {
      miss[i] = probe_missed(me);
      for (int j = 0; j < n; j++) m[i][j] = i * 100 + j;
    }
  }
  long s = 0;
  for (int i = 0; i < n; i++) {
    s += m[i][n - 1 - i];
    *missed += miss[i];
  }
  return s;
}

/* Rows of a run-time width, in a three-dimensional array whose innermost
   dimension is fixed. */
static double boxes(int n, int *missed) {
  void *me = probe_current();
  int w = n + 1;
  double t[n][w][2];
  int miss[2];
  #pragma nano task
  {
    /* the rows' width as the task sees it */
    int width = (int)(sizeof t[0] / sizeof t[0][0]);
    miss[0] = probe_missed(me) + (width != n + 1);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n + 1; j++) t[i][j][0] = i + 0.5 * j;
  }
  #pragma nano task
  {
    miss[1] = probe_missed(me);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n + 1; j++) t[i][j][1] = i * j;
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n + 1; j++) s += t[i][j][0] * t[i][j][1];
  *missed += miss[0] + miss[1];
  return s;
}

int main(void) {
  int missed = 0;
  void *me = probe_current();
  #pragma nano task
  missed = probe_missed(me); /* a plain task: every translated build has the runtime */
  long a = square(6, &missed);
  double b = boxes(5, &missed);
  printf("%ld %.1f\nmissed %d\n", a, b, missed);
  return 0;
}
