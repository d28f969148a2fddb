// contract_reduction_forms: reductions written as s = s + e, s = e + s, p = p * e, if (e > s) s = e, if (s > e) s = e (implicit), and x = x ^ e with an explicit clause.
#include <stdio.h>
static int v[1000];
int main(void) {
  for (int i = 0; i < 1000; i++) v[i] = (i * 37) % 101 - 50;
  long s1 = 0, s2 = 0; long p = 1; int mx = -1000, mn = 1000; unsigned x = 0;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) s1 = s1 + v[i];
  #pragma nano loop
  for (int i = 0; i < 1000; i++) s2 = v[i] + s2;
  #pragma nano loop
  for (int i = 0; i < 20; i++) p = p * ((v[i] & 1) + 1);
  #pragma nano loop
  for (int i = 0; i < 1000; i++) if (v[i] > mx) mx = v[i];
  #pragma nano loop
  for (int i = 0; i < 1000; i++) if (mn > v[i]) mn = v[i];
  #pragma nano loop reduction(^: x)
  for (int i = 0; i < 1000; i++) x = x ^ (unsigned)v[i];
  printf("%ld %ld %ld %d %d %u\n", s1, s2, p, mx, mn, x);
  return 0;
}
