// loop_private_scalar: a scalar declared outside a `#pragma nano loop` that every
// iteration writes before reading it is private to each chunk; after the loop it
// holds the value of the last iteration, as in the sequential loop.
#include <stdio.h>
static int a[1000], b[1000], c[1000];
int main(void) {
  for (int i = 0; i < 1000; i++) a[i] = i * 7 % 13;
  int t;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) { t = a[i] * 2; b[i] = t + 1; }
  int u = -1;
  #pragma nano loop schedule(fixed, 7)
  for (int i = 0; i < 1000; i++) {
    u = a[i];
    if (u > 5) u = 5;
    c[i] = u;
  }
  double scale;
  int k;
  #pragma nano loop
  for (k = 999; k >= 0; k -= 3) {
    if (a[k] > 6) scale = 0.5;
    else scale = 2.0;
    c[k] += (int)(scale * b[k]);
  }
  long s = 0;
  for (int i = 0; i < 1000; i++) s += b[i] * 3 + c[i];
  printf("%d %d %.1f %d %ld\n", t, u, scale, k, s);
  return 0;
}
