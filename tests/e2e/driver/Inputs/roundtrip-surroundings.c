/* Regions inside a counting loop, with the code the function runs around
   them: a ping-pong of two buffers through pointers swapped each step, a
   scalar updated between the regions, a task under an if of the loop's body,
   then tasks with a statement between them. --emit-htg writes the loop as a
   sequential loop node and those statements as nodes
   (emit-htg-roundtrip-surroundings.test). */
#include <stdio.h>
#include "roundtrip-kernels.h"

double total;

void stage(int steps) {
  double *src = x, *dst = z;
  double scale = 1.0;
  for (int t = 0; t < steps; t++) {
    #pragma nano loop independent
    for (int i = 1; i < N - 1; i++) dst[i] = (src[i - 1] + src[i + 1]) / 2 * scale;
    double *tmp = src;
    src = dst;
    dst = tmp;
    scale = scale * 0.5;
    if (t % 2) {
      #pragma nano task
      total += dot(src, src, N);
    }
    #pragma nano wait
  }
  int k = 3;
  #pragma nano task
  w[0] = k + total;
  w[1] = w[0] + 1;
  #pragma nano task
  w[2] = w[1] * 2;
  #pragma nano wait
}

#ifndef GRAPH_DRIVER
int main(void) {
  fill(x, N, 1.0);
  fill(z, N, 0.0);
  stage(5);
  printf("%.6g %.6g %.6g %.6g %.6g\n", total, x[1], z[2], w[1], w[2]);
  return 0;
}
#endif
