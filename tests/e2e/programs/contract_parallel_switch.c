// contract_parallel_switch: a parallel block with workers(expr), a switch with shared case labels, if/else on a computed value, an implicit reduction loop, a nested loop and task; then a second block with an array-element reduction.
#include <stdio.h>
#define N 2000
static double x[N], y[N], z[N];
static void init(double *v, int n, double s) { for (int i = 0; i < n; i++) v[i] = s * (i % 17) + 1.0; }
static double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
static void axpy(double *r, double k, const double *a, int n) { for (int i = 0; i < n; i++) r[i] += k * a[i]; }
int main(void) {
  int mode = 2; double d1 = 0, d2 = 0; long cnt = 0; int w = 3;
  #pragma nano parallel workers(w)
  {
    init(x, N, 0.5);
    init(y, N, 0.25);
    init(z, N, 1.0);
    d1 = dot(x, y, N);
    switch (mode) {
    case 1: axpy(z, 2.0, x, N); break;
    case 2:
    case 3: axpy(z, 3.0, y, N); break;
    default: axpy(z, -1.0, z, N); break;
    }
    if (d1 > 100.0) axpy(x, 0.5, z, N); else axpy(y, 0.5, z, N);
    for (int i = 0; i < N; i++) cnt += (z[i] > 10.0);
    #pragma nano loop schedule(fixed, 64)
    for (int i = 0; i < N; i++) y[i] = y[i] * 2.0 + x[i];
    #pragma nano task
    d2 = dot(y, z, N);
  }
  printf("%.3f %.3f %ld %.3f\n", d1, d2, cnt, x[N - 1] + y[7] + z[100]);
  int hist[4] = {0};
  #pragma nano parallel
  {
    for (int i = 0; i < N; i++) hist[i % 4] += (int)x[i] % 3;
    #pragma nano loop
    for (int i = 0; i < N; i++) z[i] = -z[i];
  }
  printf("%d %d %d %d %.2f\n", hist[0], hist[1], hist[2], hist[3], z[5]);
  return 0;
}
