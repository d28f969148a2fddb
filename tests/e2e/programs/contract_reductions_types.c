// contract_reductions_types: min/max reductions on double, float and int in one loop, + && || * reductions, the if-form max and the ?: min form, with tss(f,l), gss(k), factoring, affinity, fixed(1) and a negative step.
#include <stdio.h>
#include <math.h>
#define N 5000
static double a[N]; static float f[N]; static int v[N];
int main(void) {
  for (int i = 0; i < N; i++) { a[i] = sin(i * 0.37) * 100.0; f[i] = (float)cos(i * 0.11) * 50.0f; v[i] = (i * 7919) % 1013 - 500; }
  double dmin = 1e300, dmax = -1e300; float flo = 1e30f, fhi = -1e30f; int imin = 1 << 30, imax = -(1 << 30);
  #pragma nano loop reduction(min: dmin, flo, imin) reduction(max: dmax, fhi, imax) schedule(tss, 100, 5)
  for (int i = 0; i < N; i++) {
    dmin = a[i] < dmin ? a[i] : dmin;
    dmax = a[i] > dmax ? a[i] : dmax;
    flo = f[i] < flo ? f[i] : flo;
    fhi = f[i] > fhi ? f[i] : fhi;
    imin = v[i] < imin ? v[i] : imin;
    imax = v[i] > imax ? v[i] : imax;
  }
  printf("%.6f %.6f %.4f %.4f %d %d\n", dmin, dmax, flo, fhi, imin, imax);
  long isum = 0; int allpos = 1, anybig = 0; double prod = 1.0;
  #pragma nano loop reduction(+: isum) reduction(&&: allpos) reduction(||: anybig) reduction(*: prod) schedule(gss, 3)
  for (int i = 0; i < N; i++) {
    isum += v[i];
    allpos = allpos && (v[i] > -501);
    anybig = anybig || (v[i] == 512);
    prod *= (i % 100 == 0) ? 2.0 : 1.0;
  }
  printf("%ld %d %d %.6f\n", isum, allpos, anybig, prod);
  int m = -1000;
  #pragma nano loop schedule(factoring)
  for (int i = 0; i < N; i++)
    if (v[i] > m) m = v[i];
  int mn = 1000;
  #pragma nano loop schedule(affinity)
  for (int i = 0; i < N; i++)
    mn = v[i] < mn ? v[i] : mn;
  long s2 = 0;
  #pragma nano loop schedule(fixed, 1)
  for (int i = N - 1; i >= 0; i -= 3) s2 += v[i] * (long)i;
  printf("%d %d %ld\n", m, mn, s2);
  return 0;
}
