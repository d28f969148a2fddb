// parallel_block: a `#pragma nano parallel` block with loops, a switch, an if/else and a nested task.
//
// Every statement of the block is a candidate node; the compiler computes the arcs,
// turns loops without loop-carried dependences into parallel loops and merges nodes
// too cheap to pay for a nano-thread. The result is the sequential elision's.
#include <stdio.h>

enum { n = 4096 };
static double x[n], y[n], z[n];

static double dot(const double *a, const double *b, int m) {
  double s = 0.0;
  for (int i = 0; i < m; i++) s += a[i] * b[i];
  return s;
}

static void report(const char *what, double value) { printf("%s = %.4f\n", what, value); }

int main(int argc, char **argv) {
  (void)argv;
  int mode = argc % 3; // 1 when run without arguments
  double d = 0.0, e = 0.0;
  #pragma nano parallel workers(4)
  {
    for (int i = 0; i < n; i++) x[i] = (i % 17) * 0.25;       // a parallel loop node
    for (int i = 0; i < n; i++) y[i] = (i % 5) - 2.0;         // independent of the first
    for (int i = 1; i < n; i++) z[i] = z[i - 1] + x[i];       // loop-carried: stays sequential
    switch (mode) {                                           // control dependence
    case 0:
      d = dot(x, y, n);
      break;
    case 1:
      d = dot(x, z, n);
      break;
    default:
      d = -1.0;
    }
    #pragma nano task label("nested task")
    e = dot(y, y, n);
    if (d > 0)
      report("d", d);
    else
      report("d (not positive)", d);
  }
  report("e", e);
  report("z[n-1]", z[n - 1]);
  return 0;
}
