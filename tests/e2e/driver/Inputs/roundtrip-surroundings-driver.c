/* Runs the graph --emit-htg wrote for roundtrip-surroundings.c: defines the
   function's parameter and the locals it sets before its first region, which
   the graph lists as extern, and calls its entry. */
#include <stdio.h>
#include "roundtrip-kernels.h"
double total, scale, *src, *dst;
int steps;
void htg_roundtrip_surroundings(void);
int main(void) {
  fill(x, N, 1.0);
  fill(z, N, 0.0);
  src = x, dst = z, scale = 1.0, steps = 5;
  htg_roundtrip_surroundings();
  printf("%.6g %.6g %.6g %.6g %.6g\n", total, x[1], z[2], w[1], w[2]);
  return 0;
}
