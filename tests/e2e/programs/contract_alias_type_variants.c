/* Types that C lets name one object (C11 6.5p7, 6.2.5p13): a task writes
 * through one pointer, the creator reads the same memory through a pointer of
 * the signed/unsigned counterpart, an integer of the same width, the enum's
 * integer type, or a complex's real type. Each read must wait for the task (it
 * read zeros: the effective-type rule kept these types apart). */
#include <complex.h>
#include <stdio.h>

enum level { low, mid, high };

static long slow(long v, int k) {
  for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003;
  return v;
}
static void setu(unsigned *p, int n) { for (int i = 0; i < n; i++) p[i] = (unsigned)slow(i, 100000) % 100u; }
static void setll(long long *p, int n) { for (int i = 0; i < n; i++) p[i] = slow(i, 100000) % 100; }
static void setlevel(enum level *p, int n) { for (int i = 0; i < n; i++) p[i] = slow(i, 100000) % 2 ? high : mid; }
static void setc(double complex *z, int n) {
  for (int i = 0; i < n; i++) z[i] = slow(i, 100000) % 10 + (slow(i + 1, 1000) % 10) * I;
}

static void touch(int *ip, unsigned *up, long *lp, long long *llp, int *lvp, enum level *ep, double *re,
                  double complex *z) {
  #pragma nano task
  setu(up, 8);
  long s = 0;
  for (int i = 0; i < 8; i++) s += ip[i];
  #pragma nano task
  setll(llp, 4);
  long t = 0;
  for (int i = 0; i < 4; i++) t += lp[i];
  #pragma nano task
  setlevel(ep, 4);
  int l = 0;
  for (int i = 0; i < 4; i++) l += lvp[i];
  #pragma nano task
  setc(z, 8);
  double c = 0;
  for (int i = 0; i < 16; i++) c += re[i] * (i + 1);
  printf("%ld %ld %d %.1f\n", s, t, l, c);
}

int main(void) {
  static int ints[8];
  static long longs[4];
  static enum level levels[4];
  static double complex z[8];
  touch(ints, (unsigned *)ints, longs, (long long *)longs, (int *)levels, levels, (double *)z, z);
  return 0;
}
