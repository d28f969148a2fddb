// contract_mainfalse_kernels.c — defines the extern variables of contract_mainfalse.htg.json and a main that runs its entry twice.
#include <stdio.h>
#include "contract_mainfalse.h"
void htg_mf(void);
static double buf[5];
double *out = buf;
int cnt = 40;
double grid[2][5] = { { 0 }, { 0.5, 0.5, 0.5, 0.5, 0.5 } };
int main(void) {
  htg_mf();
  htg_mf();
  for (int k = 0; k < 5; k++) printf("%.1f ", out[k]);
  printf("%d\n", cnt);
  return 0;
}
