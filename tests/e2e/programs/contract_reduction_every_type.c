// contract_reduction_every_type: reductions over long double, float (explicit *), unsigned (*), bool (explicit ||), char, int8_t
// (explicit ^), size_t, uint16_t (explicit &), long long (*), a file-scope global, a min written as ?: with an explicit
// clause, a static local and a parameter, under every schedule; integer results are exact, the others use exact values.
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>
#define N 1001
static int v[N];
static long gsum;
long param_red(long acc, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) acc += v[i];
  return acc;
}
int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 7919) % 211 - 100;
  long double ld = 0; float f = 1; unsigned u = 1; bool b = false; char c = 0; int8_t i8 = 0; size_t sz = 0;
  uint16_t u16 = 0xffff; long long ll = 1; double dmin = 1e300; static long st = 5;
  #pragma nano loop schedule(fixed, 17)
  for (int i = 0; i < N; i++) ld += v[i] * 0.5L;
  #pragma nano loop reduction(*: f)
  for (int i = 0; i < 20; i++) f *= 1.0f + (v[i] & 1); /* powers of two: exact in any order */
  #pragma nano loop
  for (int i = 0; i < N; i++) u *= (unsigned)(v[i] | 1);
  #pragma nano loop reduction(||: b)
  for (int i = 0; i < N; i++) b = b || v[i] == 3;
  #pragma nano loop
  for (int i = 0; i < N; i++) c += (char)v[i];
  #pragma nano loop reduction(^: i8)
  for (int i = 0; i < N; i++) i8 ^= (int8_t)v[i];
  #pragma nano loop schedule(tss)
  for (size_t i = 0; i < N; i++) sz += (size_t)(v[i] + 100);
  #pragma nano loop reduction(&: u16)
  for (int i = 0; i < N; i++) u16 &= (uint16_t)(v[i] + 0x7f00);
  #pragma nano loop
  for (int i = 0; i < 40; i++) ll *= (v[i] % 3) + 2;
  #pragma nano loop
  for (int i = 0; i < N; i++) gsum += v[i] * 2;
  #pragma nano loop reduction(min: dmin)
  for (int i = 0; i < N; i++) dmin = v[i] * 1.5 < dmin ? v[i] * 1.5 : dmin;
  #pragma nano loop
  for (int i = 0; i < N; i++) st += v[i];
  long pr = param_red(10, N);
  printf("%.3Lf %.1f %u %d %d %d %zu %u %lld %ld %.1f %ld %ld\n", ld, f, u, b, c, i8, sz, u16, ll, gsum, dmin, st, pr);
  return 0;
}
