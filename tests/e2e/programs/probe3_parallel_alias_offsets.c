// probe3_parallel_alias_offsets: a parallel block of copy/axpy/dot kernels on three pointers into one buffer whose overlaps change with every call (offsets 0..30, a read window shifted by a run-time offset): ordered at run time by byte ranges, same result as the elision.
#include <stdio.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static void axpy(double *y, const double *x, double a, int n) { for (int i = 0; i < n; i++) y[i] += a * x[i] + slow(i, 300) * 0; }
static void copy(double *d, const double *s, int n) { for (int i = 0; i < n; i++) d[i] = s[i] + slow(i, 300) * 0; }
static double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
static double run(double *u, double *v, double *w, int n, int off) {
  double r = 0;
  #pragma nano parallel
  {
    copy(u, v + off, n);
    axpy(w, u, 2.0, n);
    axpy(v, w + 1, 0.5, n - 1);
    r = dot(u, v, n) + dot(w, w, n);
    copy(w + off, u, n - off);
  }
  return r;
}
int main(void) {
  static double buf[256];
  double h = 0;
  for (int rep = 0; rep < 4; rep++) {
    for (int i = 0; i < 256; i++) buf[i] = (i % 13) * 0.25 + rep;
    h = h * 1.5 + run(buf, buf + 10 * rep, buf + 5 + 7 * rep, 40, rep);
    for (int i = 0; i < 256; i += 7) h += buf[i];
  }
  printf("%.6f\n", h);
  return 0;
}
