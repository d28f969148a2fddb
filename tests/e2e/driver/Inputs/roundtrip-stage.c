/* A parallel block with every kind of node --emit-htg writes: calls, a nested
   parallel loop, a declaration, a switch and an if/else with several statements
   per arm, a plain loop, a nested parallel block and a task. */
#include <stdio.h>
#include "roundtrip-kernels.h"

double stage(int mode, int flag) {
  double r2 = 0, r3 = 0;
  int k = 0;
  #pragma nano parallel
  {
    fill(x, N, 1.0 + mode);
    #pragma nano loop
    for (int i = 0; i < N; i++) z[i] = x[i] + i;
    double t = dot(x, z, N) / N;
    switch (mode) {
    case 0: r2 = dot(z, z, N); break;
    case 1: r2 = -dot(x, x, N); k = 3; break;
    default: r2 = 1; k = 7;
    }
    if (flag > 0) {
      r3 = dot(z, x, N);
      k += 1;
    } else {
      r3 = -dot(x, z, N);
      k -= 1;
    }
    for (int i = 0; i < N; i++) w[i] = z[i] + k;
    #pragma nano parallel
    {
      fill(v, N, t);
      r3 += dot(v, w, N);
    }
    #pragma nano task
    r2 += dot(w, v, N);
  }
  return r2 + r3 + w[5] + k;
}

#ifndef GRAPH_DRIVER
int main(void) {
  for (int m = 0; m < 3; m++)
    for (int f = 0; f < 2; f++) printf("%.1f\n", stage(m, f));
  return 0;
}
#endif
