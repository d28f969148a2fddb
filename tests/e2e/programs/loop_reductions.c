// loop_reductions: the reductions the compiler recognises, and every operator of the reduction clause.
#include <stdio.h>

static long min(long a, long b) { return a < b ? a : b; }
static long max(long a, long b) { return a > b ? a : b; }

static long value(int i) { return (i * 7919L) % 1009 - 500; }

int main(void) {
  enum { n = 5000 };
  static long v[n];
  for (int i = 0; i < n; i++) v[i] = value(i);

  /* recognised forms: s += e, s *= e, s = min(s, e), s = max(s, e), if (e > s) s = e */
  long sum = 0, product = 1, low = 1000000, high = -1000000, best = -1000000;
  #pragma nano loop
  for (int i = 0; i < n; i++) sum += v[i];
  #pragma nano loop schedule(static)
  for (int i = 0; i < 40; i++) product *= 1 + (v[i] & 1);
  #pragma nano loop schedule(fixed, 100)
  for (int i = 0; i < n; i++) low = min(low, v[i]);
  #pragma nano loop schedule(gss, 50)
  for (int i = 0; i < n; i++) high = max(high, v[i]);
  #pragma nano loop schedule(factoring)
  for (int i = 0; i < n; i++)
    if (v[i] * 3 > best) best = v[i] * 3;
  printf("sum %ld, product %ld, min %ld, max %ld, best %ld\n", sum, product, low, high, best);

  /* explicit clauses: every operator */
  long band = -1, bor = 0, bxor = 0;
  int all_small = 1, any_zero = 0;
  long mn = 1000000, mx = -1000000, psum = 0, pprod = 1;
  #pragma nano loop reduction(&: band) reduction(|: bor) reduction(^: bxor)
  for (int i = 0; i < n; i++) {
    band &= v[i] | 1024;
    bor |= v[i] & 255;
    bxor ^= v[i];
  }
  #pragma nano loop reduction(&&: all_small) reduction(||: any_zero) schedule(tss)
  for (int i = 0; i < n; i++) {
    all_small = all_small && v[i] < 600;
    any_zero = any_zero || v[i] == 0;
  }
  #pragma nano loop reduction(min: mn) reduction(max: mx) schedule(affinity)
  for (int i = 0; i < n; i++) {
    mn = v[i] < mn ? v[i] : mn;
    mx = v[i] > mx ? v[i] : mx;
  }
  #pragma nano loop reduction(+: psum) reduction(*: pprod)
  for (int i = 0; i < 30; i++) {
    psum += v[i];
    pprod *= (v[i] & 1) + 1;
  }
  printf("and %ld, or %ld, xor %ld, all small %d, any zero %d\n", band, bor, bxor, all_small, any_zero);
  printf("min %ld, max %ld, sum %ld, product %ld\n", mn, mx, psum, pprod);
  return 0;
}
