/* A parallel block whose statements hold directives deeper inside: an if
   holding a parallel loop, a task creating a task. --emit-htg writes them as
   `_Pragma("...")` in the nodes' code (emit-htg-roundtrip-directives.test). */
#include <stdio.h>
#include "roundtrip-kernels.h"

double stage(int mode) {
  double r = 0;
  #pragma nano parallel
  {
    fill(x, N, 1.0 + mode);
    if (mode == 2) {
      #pragma nano loop
      for (int i = 0; i < N; i++) x[i] += 0.5;
    }
    #pragma nano task
    {
      #pragma nano task out(z[0:N])
      fill(z, N, 2.0);
      #pragma nano wait
      r = dot(x, z, N);
    }
  }
  return r;
}

#ifndef GRAPH_DRIVER
int main(void) {
  for (int m = 0; m < 3; m++) printf("%.1f\n", stage(m));
  return 0;
}
#endif
