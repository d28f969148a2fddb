/* Directives on statements that carry a compiler loop hint (written before or
 * after the directive) or a label: the directive applies to the statement
 * (before, "applies to a 'for' loop, not to this statement", or the directive
 * was bound to the statement after the loop). */
#include <stdio.h>

static double a[1000], b[1000];

static long slow(long x, int k) {
  for (int i = 0; i < k; i++) x = (x * 31 + i) % 1000003;
  return x;
}

int main(void) {
  #pragma nano loop
  #pragma GCC unroll 4
  for (int i = 0; i < 1000; i++) a[i] = i * 0.5;
  #pragma GCC unroll 2
  #pragma nano loop schedule(fixed, 16)
  for (int i = 0; i < 1000; i++) a[i] += 1;
  #pragma clang loop vectorize(enable)
  #pragma nano loop
  for (int i = 0; i < 1000; i++) b[i] = a[i] * 2;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) b[i] += i;
  long x = 0;
  int tries = 0;
  #pragma nano task
  again: x += slow(x + 1, 20000);
  if (++tries < 3) goto again;
  double s = 0;
  for (int i = 0; i < 1000; i++) s += b[i];
  printf("%.1f %ld %d\n", s, x, tries);
  return 0;
}
