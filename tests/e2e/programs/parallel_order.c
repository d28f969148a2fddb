// parallel_order: tasks in a `#pragma nano parallel` block are ordered with the block's nodes.
//
// A slow node writes a[]; a task written as a statement of the block reads it; tasks nested
// in a loop of the block read what that task wrote; a later node reads what they wrote.
// Each reader would see stale data if it started before its producer finished.
#include <stdio.h>

enum { n = 1 << 16, parts = 8 };
static double a[n], b[n], c[parts];

static void scale(double *out, const double *in, int m, double factor) {
  for (int i = 0; i < m; i++) out[i] = in[i] * factor;
}

int main(void) {
  double total = 0.0;
  #pragma nano parallel
  {
    for (int round = 0; round < 60; round++)   // a slow node: writes a
      for (int i = 0; i < n; i++) a[i] = a[i] * 0.5 + i;
    #pragma nano task label("scale")
    scale(b, a, n, 2.0);                       // a task of the block: after the slow node
    for (int k = 0; k < parts; k++) {
      #pragma nano task label("pick")
      c[k] = b[k * (n / parts)] + a[n - 1 - k]; // nested tasks: after "scale"
    }
    for (int i = 0; i < n; i++)                // a later node: after every "pick"
      total += c[i % parts] * 1e-6;
  }
  printf("b[n-1] = %.4f\n", b[n - 1]);
  for (int k = 0; k < parts; k++) printf("c[%d] = %.4f\n", k, c[k]);
  printf("total = %.4f\n", total);
  return 0;
}
