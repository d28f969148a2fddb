/* Reductions whose update goes through a function of the file that only reads,
 * under an explicit reduction clause: `mn = imin(mn, a[i])`, `s = add(s, a[i])`,
 * `p = mul(a[i] % 3 + 1, p)` (refused before: "uses it otherwise"). */
#include <stdio.h>

static int imin(int x, int y) { return x < y ? x : y; }
static int imax(int x, int y) { return x > y ? x : y; }
static long add(long x, long y) { return x + y; }
static long mul(long x, long y) { return x * y % 1000003; }

int main(void) {
  static int a[100000];
  for (int i = 0; i < 100000; i++) a[i] = (i * 37) % 1001 - 500;
  int mn = 1 << 30, mx = -(1 << 30);
  long s = 0;
  #pragma nano loop reduction(min: mn) reduction(max: mx) reduction(+: s) schedule(fixed, 1000)
  for (int i = 0; i < 100000; i++) {
    mn = imin(mn, a[i]);
    mx = imax(a[i], mx);
    s = add(s, a[i]);
  }
  long p = 1;
  #pragma nano loop reduction(*: p)
  for (int i = 0; i < 20; i++) p = mul(a[i] % 3 + 2, p);
  printf("%d %d %ld %ld\n", mn, mx, s, p);
  return 0;
}
