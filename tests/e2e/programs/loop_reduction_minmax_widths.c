// min/max reductions on integers of every width, signed and unsigned, where the
// result is a positive minimum or a negative maximum: each chunk's partial value
// starts from the limits of the variable's own type (a limit of long long cast
// to int is -1 or 0 and gave wrong results), with several schedules.
#include <stdio.h>
#define N 1000
static int d[N];
int main(void) {
  for (int i = 0; i < N; i++) d[i] = 3 + (i * 7919) % 101;
  signed char cmin = 100, cmax = -100;
  short smin = 30000, smax = -30000;
  int imin = 1 << 30, imax = -(1 << 30);
  long lmin = 1L << 40, lmax = -(1L << 40);
  unsigned char ucmin = 250, ucmax = 0;
  unsigned umin = 4000000000u, umax = 0;
  #pragma nano loop reduction(min: cmin, smin, imin, lmin, ucmin, umin) schedule(gss, 7)
  for (int i = 0; i < N; i++) {
    if ((signed char)d[i] < cmin) cmin = (signed char)d[i];
    if ((short)d[i] < smin) smin = (short)d[i];
    if (d[i] < imin) imin = d[i];
    if (d[i] < lmin) lmin = d[i];
    if ((unsigned char)d[i] < ucmin) ucmin = (unsigned char)d[i];
    if ((unsigned)d[i] < umin) umin = (unsigned)d[i];
  }
  #pragma nano loop reduction(max: cmax, smax, imax, lmax, ucmax, umax) schedule(fixed, 13)
  for (int i = 0; i < N; i++) {
    if ((signed char)-d[i] > cmax) cmax = (signed char)-d[i];
    if ((short)-d[i] > smax) smax = (short)-d[i];
    if (-d[i] > imax) imax = -d[i];
    if (-d[i] > lmax) lmax = -d[i];
    if ((unsigned char)d[i] > ucmax) ucmax = (unsigned char)d[i];
    if ((unsigned)d[i] > umax) umax = (unsigned)d[i];
  }
  int mn = 1000;
  #pragma nano loop
  for (int i = 0; i < N; i++) mn = d[i] < mn ? d[i] : mn;
  printf("min %d %d %d %ld %u %u\n", cmin, smin, imin, lmin, ucmin, umin);
  printf("max %d %d %d %ld %u %u\n", cmax, smax, imax, lmax, ucmax, umax);
  printf("implicit min %d\n", mn);
  return 0;
}
