// contract_reductions_implicit: reductions recognised without a clause: s = min(s, e) and max with user functions, fmin/fmax on double, the if (e > s) s = e form, s *= e on long.
#include <stdio.h>
#include <math.h>
#define N 10000
#define MAXM(a, b) ((a) > (b) ? (a) : (b))
static int min(int a, int b) { return a < b ? a : b; }
static int max(int a, int b) { return a > b ? a : b; }
static int v[N]; static double d[N];
long gsum;
struct acc { long total; int hi; } st;
int main(void) {
  for (int i = 0; i < N; i++) { v[i] = (int)((i * 2654435761u) % 20011) - 10000; d[i] = v[i] * 0.25; }
  int lo = 1 << 30, hi = -(1 << 30), hm = -(1 << 30); double dl = 1e9, dh = -1e9; long prod = 1;
  #pragma nano loop
  for (int i = 0; i < N; i++) lo = min(lo, v[i]);
  #pragma nano loop
  for (int i = 0; i < N; i++) hi = max(hi, v[i]);
  #pragma nano loop
  for (int i = 0; i < N; i++) if (v[i] > hm) hm = v[i];
  #pragma nano loop
  for (int i = 0; i < N; i++) dl = fmin(dl, d[i]);
  #pragma nano loop
  for (int i = 0; i < N; i++) dh = fmax(dh, d[i]);
  #pragma nano loop
  for (int i = 0; i < 40; i++) prod *= (i % 3 == 0) ? 2 : 1;
  for (int i = 0; i < N; i++) gsum += v[i];
  printf("%d %d %d %.2f %.2f %ld %ld\n", lo, hi, hm, dl, dh, prod, gsum);
  return 0;
}
