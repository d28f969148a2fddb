/* Runs the graph --emit-htg wrote for roundtrip-stage.c: defines the function's
   parameters and locals the graph lists as extern, and calls its entry. */
#include <stdio.h>
#include "roundtrip-kernels.h"
int mode, flag, k;
double r2, r3;
void htg_roundtrip_stage(void);
int main(void) {
  for (int m = 0; m < 3; m++)
    for (int f = 0; f < 2; f++) {
      mode = m, flag = f, r2 = 0, r3 = 0, k = 0;
      htg_roundtrip_stage();
      printf("%.1f\n", r2 + r3 + w[5] + k);
    }
  return 0;
}
