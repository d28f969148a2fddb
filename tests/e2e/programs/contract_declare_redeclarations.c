/* A function declared several times with other parameter names, or none (as
 * library headers do): `declare` names the parameters of the declaration that
 * follows it, summaries the ones of the definition, and calls map them by
 * position (probe4 C6). Before, `dst` was unknown (looked up in the first
 * declaration), and a summary's `len` stayed in the caller's code. */
#include <stdio.h>

void ext_fill(double *, int);
#pragma nano declare reads() writes(dst[0:count])
void ext_fill(double *dst, int count);
void ext_fill(double *, int);

void scale(double *v, int n);

static double slow(double x, int k) {
  for (int i = 0; i < k; i++) x = x * 0.999 + 1.0;
  return x;
}

int main(void) {
  static double a[64], b[64], c[64];
  int len = 1; /* a caller variable named like scale's parameter in its definition */
  #pragma nano task
  ext_fill(a, 32);
  #pragma nano task
  ext_fill(b, 64);
  for (int i = 0; i < 64; i++) c[i] = i;
  #pragma nano task
  scale(c, 64);
  double s = a[5] + a[31] + b[40] + b[63] + c[3] + c[60] + len;
  printf("%.6f\n", s);
  return 0;
}

void ext_fill(double *out, int how_many) {
  for (int i = 0; i < how_many; i++) out[i] = slow(i, 20000);
}

void scale(double *w, int len) {
  for (int i = 0; i < len; i++) w[i] = slow(w[i], 5000);
}
