// contract_declare: #pragma nano declare for functions defined in another file (E2E-EXTRA), with sections, *p, globals in reads/writes, and writes() alone.
// E2E-EXTRA: contract_declare_kernels.c
#include <stdio.h>
int scale = 3;
int log_count;
#pragma nano declare reads(src[0:n], scale) writes(dst[0:n])
void ext_scale(int *dst, const int *src, int n);
#pragma nano declare reads(v[0:n]) writes(*peak, log_count)
void ext_peak(const int *v, int n, int *peak);
#pragma nano declare writes(*cell)
void ext_store(int *cell, int value);
static int a[64], b[64], c[64];
int main(void) {
  int pa = 0, pb = 0;
  for (int i = 0; i < 64; i++) a[i] = (i * 13) % 29;
  #pragma nano task
  ext_scale(b, a, 64);
  #pragma nano task
  ext_scale(c, a + 32, 32);
  #pragma nano task
  ext_peak(b, 64, &pa);
  #pragma nano task
  ext_peak(c, 32, &pb);
  #pragma nano task
  ext_store(&c[40], 1000);
  scale = 5;
  #pragma nano task
  ext_scale(c + 32, a, 8);
  printf("%d %d %d %d %d %d\n", pa, pb, c[40], c[32], c[39], log_count);
  return 0;
}
