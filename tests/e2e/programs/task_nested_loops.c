// task_nested_loops: a '#pragma nano loop' inside a task's block (a parallel
// loop created by the task's nano-thread, which waits for it), and a
// '#pragma nano task' inside a parallel loop's body (created by the chunk's
// nano-thread; the iteration waits for it where a later statement reads what
// it writes, and at its end), compared with the sequential elision.
#include <stdio.h>

#define N 200
static double x[N], y[N], z[N], w[N];
static long hist[N];

static double slow(int i) {
  double s = 0;
  for (int k = 0; k < 500; k++) s += (double)((i * 7 + k) % 13);
  return s;
}

static void fill(double *v, int n, double scale) {
  for (int i = 0; i < n; i++) v[i] = slow(i) * scale;
}

int main(void) {
  double scale = 0.5, sum = 0;
  int n = N;
  /* a loop in a task: the task's nano-thread runs it in parallel */
  #pragma nano task
  {
    double local = 2.0;
    #pragma nano loop
    for (int i = 0; i < n; i++) x[i] = slow(i) * scale + local;
    /* the loop has completed: the task reads what it wrote */
    for (int i = 0; i < n; i++) sum += x[i];
    #pragma nano loop reduction(+: sum)
    for (int i = 0; i < n; i++) sum += x[i] * 0.25;
  }
  /* tasks in a parallel loop's body: each iteration creates them */
  #pragma nano loop schedule(fixed, 7)
  for (int i = 0; i < n; i++) {
    double t = 0, u = 0;
    #pragma nano task
    t = slow(i) + i;
    #pragma nano task
    u = slow(n - 1 - i);
    y[i] = t + u; /* waits for both tasks of this iteration */
    #pragma nano task
    { z[i] = y[i] * 2; hist[i] = (long)z[i] % 17; }
  } /* the iteration waits for the last task before it ends */
  /* a task in a task in a loop body, with a loop-private value captured by value */
  #pragma nano loop
  for (int i = 0; i < n; i++) {
    int k = i % 5;
    #pragma nano task
    {
      double v = slow(i);
      #pragma nano task
      w[i] = v + k;
    }
  }
  /* a task that creates tasks inside a loop of its block */
  double parts[4] = {0, 0, 0, 0};
  #pragma nano task
  {
    for (int p = 0; p < 4; p++) {
      #pragma nano task
      fill(&z[p * 50], 50, scale + p);
    }
    for (int p = 0; p < 4; p++) /* waits for every instance above */
      for (int i = 0; i < 50; i++) parts[p] += z[p * 50 + i];
  }
  double zs = 0, ws = 0, ys = 0;
  long hs = 0;
  for (int i = 0; i < n; i++) ys += y[i], ws += w[i], hs += hist[i];
  for (int p = 0; p < 4; p++) zs += parts[p];
  printf("sum %.2f ys %.2f zs %.2f ws %.2f hs %ld\n", sum, ys, zs, ws, hs);
  return 0;
}
