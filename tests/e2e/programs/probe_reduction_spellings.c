// probe_reduction_spellings: loop reductions written as s = s + e, s = e + s, s -= e, a counted cnt++ under if, if (e < s) s = e, a braced if (e > s) { s = e; }, and p = p * i.
#include <stdio.h>
int main(void) {
  enum { N = 5000 }; int a[N]; for (int i = 0; i < N; i++) a[i] = (i * 7919) % 10007;
  long s1 = 0, s2 = 0, s3 = 0; int cnt = 0, lo = 1 << 30, hi = -1; long p = 1;
  #pragma nano loop
  for (int i = 0; i < N; i++) s1 = s1 + a[i];
  #pragma nano loop
  for (int i = 0; i < N; i++) s2 = a[i] + s2;
  #pragma nano loop
  for (int i = 0; i < N; i++) s3 -= a[i];
  #pragma nano loop
  for (int i = 0; i < N; i++) if (a[i] % 3 == 0) cnt++;
  #pragma nano loop
  for (int i = 0; i < N; i++) if (a[i] < lo) lo = a[i];
  #pragma nano loop
  for (int i = 0; i < N; i++) { if (a[i] > hi) { hi = a[i]; } }
  #pragma nano loop
  for (int i = 1; i < 15; i++) p = p * i;
  printf("%ld %ld %ld %d %d %d %ld\n", s1, s2, s3, cnt, lo, hi, p);
  return 0;
}
