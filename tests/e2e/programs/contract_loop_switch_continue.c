// contract_loop_switch_continue: a parallel loop with a switch whose default
// case continues the loop, a reduction in one case and a sum over all cases.
#include <stdio.h>
int kind[500]; double val[500], out[500];
int main(void) {
  for (int i = 0; i < 500; i++) { kind[i] = (i * 31) % 5; val[i] = i * 0.5; }
  double s = 0; int cnt = 0;
  #pragma nano loop
  for (int i = 0; i < 500; i++) {
    double t;
    switch (kind[i]) {
    case 0: t = val[i]; break;
    case 1: t = -val[i]; cnt += 1; break;
    case 2: case 3: t = val[i] * 2; break;
    default: continue;
    }
    out[i] = t;
    s += t;
  }
  double z = 0;
  for (int i = 0; i < 500; i++) z += out[i] * (i % 3);
  printf("%.2f %d %.2f\n", s, cnt, z);
  return 0;
}
