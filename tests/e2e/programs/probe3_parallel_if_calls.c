// probe3_parallel_if_calls: if conditions in a parallel block that call functions reading what earlier nodes wrote (arrays, a global through a getter), else-if chains, and a later node overwriting what a condition read.
#include <stdio.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static int g;
static long arr[32];
static long sum(const long *a, int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
static int getg(void) { return g; }
static void fill(long *a, int n, long b) { for (int i = 0; i < n; i++) a[i] = slow(b + i, 3000); }
static void bump(void) { g += 1; }
static int pos(long v) { return v > 0; }
int main(void) {
  long a[32], b[32], r1 = 0, r2 = 0, r3 = 0, r4 = 0;
  #pragma nano parallel
  {
    fill(a, 32, 5);
    fill(b, 32, -7);
    if (sum(a, 32) > 100 && pos(sum(b, 32)))
      r1 = slow(1, 5000);
    else
      r1 = slow(2, 5000);
    bump();
    if (getg() == 1) { fill(arr, 32, 3); r2 = sum(arr, 32); }
    fill(a, 32, 9);                 /* anti-dependence on the first condition */
    if (arr[3] % 2 == 0 || sum(a, 16) < 0) r3 = slow(3, 5000); else { r3 = 1; g = 7; }
    if (getg() == 7) r4 = sum(b, 32);
    else if (getg() == 1) r4 = -sum(a, 32);
  }
  printf("%ld %ld %ld %ld %d %ld\n", r1, r2, r3, r4, g, sum(a, 32) + sum(b, 32));
  return 0;
}
