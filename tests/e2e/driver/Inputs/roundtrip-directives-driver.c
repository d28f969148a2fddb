/* Runs the graph --emit-htg wrote for roundtrip-directives.c: defines the
   function's parameter and local the graph lists as extern, calls its entry. */
#include <stdio.h>
#include "roundtrip-kernels.h"
int mode;
double r;
void htg_roundtrip_directives(void);
int main(void) {
  for (int m = 0; m < 3; m++) {
    mode = m, r = 0;
    htg_roundtrip_directives();
    printf("%.1f\n", r);
  }
  return 0;
}
