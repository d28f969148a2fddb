/* Callees whose loops count down: the task's registered section must cover the
 * elements they write (it was empty, a[15:0], so nothing waited; probe3 B9). */
#include <stdio.h>

static long slow(long v, int k) {
  for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003;
  return v;
}
static void down_ge(long *p, int n) { for (int i = n - 1; i >= 0; i--) p[i] = slow(i, 20000); }
static void down_gt(long *p, int n) { for (int i = n; i > 0; i--) p[i - 1] = slow(i, 20000); }
static void down_by_two(long *p, int n) { for (int i = n - 1; i >= 0; i -= 2) p[i] = slow(i, 20000); }
static void shift_up(long *p, int n, int d) { for (int i = n - 1; i >= 0; i--) p[i + d] = slow(p[i], 500); }

int main(void) {
  long a[16] = {0}, b[16] = {0}, c[16] = {0}, s[24], t;
  for (int i = 0; i < 24; i++) s[i] = i;
  #pragma nano task
  down_ge(a, 16);
  #pragma nano task
  down_gt(b, 16);
  #pragma nano task
  down_by_two(c, 16);
  t = a[3] + a[15] + b[0] + b[5] + c[15] + c[1];
  printf("%ld\n", t);
  #pragma nano task
  shift_up(s, 16, 8);
  printf("%ld %ld %ld\n", s[0], s[8], s[23]);
  return 0;
}
