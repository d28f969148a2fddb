// declare: `#pragma nano declare` tells the compiler what an external function reads and writes.
// E2E-EXTRA: declare_kernels.c
//
// blur() and energy() are compiled elsewhere (declare_kernels.c): without the
// declarations the compiler would assume they read and write everything their
// pointer arguments reach and every global.
#include <stdio.h>

#pragma nano declare reads(in[0:n]) writes(out[0:n])
void blur(const double *in, double *out, int n);

#pragma nano declare reads(v[0:n]) writes(*peak)
double energy(const double *v, int n, double *peak);

static double signal[256], smooth_a[256], smooth_b[256];

int main(void) {
  for (int i = 0; i < 256; i++) signal[i] = (double)((i * 37) % 64);
  #pragma nano task
  blur(signal, smooth_a, 256);     // reads signal, writes smooth_a
  #pragma nano task
  blur(smooth_a, smooth_b, 256);   // reads smooth_a: after the first task
  double peak0, peak1, peak2;
  double e0 = energy(signal, 256, &peak0); // reads signal only: may overlap both tasks
  printf("energy before: %.6f (peak %.3f)\n", e0, peak0);
  double e1 = energy(smooth_a, 256, &peak1); // waits for the first task
  printf("energy after one blur: %.6f (peak %.3f)\n", e1, peak1);
  double e2 = energy(smooth_b, 256, &peak2); // waits for the second task
  printf("energy after two blurs: %.6f (peak %.3f)\n", e2, peak2);
  return 0;
}
