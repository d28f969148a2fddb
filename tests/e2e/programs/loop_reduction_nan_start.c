/* Floating-point min and max reductions whose variable starts as NaN give what
 * the elision gives: fmax/fmin and `m = m > e ? m : e` replace a NaN value by the
 * next element, so the chunks' partial results replace it; `if (e > m) m = e`
 * keeps it. NAN in a body is a constant (__builtin_nanf("")), not a call. */
#include <math.h>
#include <stdio.h>

double d[1000];

int main(void) {
  for (int i = 0; i < 1000; i++) d[i] = (i * 37 % 1000) * 0.25 - 100;
  double fm = NAN, fn = NAN, tm = NAN, im = NAN;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) fm = fmax(fm, d[i]);
  #pragma nano loop
  for (int i = 0; i < 1000; i++) fn = fmin(d[i], fn);
  #pragma nano loop
  for (int i = 0; i < 1000; i++) tm = tm > d[i] ? tm : d[i];
  #pragma nano loop
  for (int i = 0; i < 1000; i++) if (d[i] > im) im = d[i];
  double marks[100];
  #pragma nano loop
  for (int i = 0; i < 100; i++) marks[i] = (i % 7 == 0) ? NAN : i;
  int nans = 0;
  for (int i = 0; i < 100; i++) nans += isnan(marks[i]) != 0;
  printf("%g %g %g %g %d\n", fm, fn, tm, im, nans);
  return 0;
}
