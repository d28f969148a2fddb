/* kernels.c — sequential kernels of the example HTG graphs; results depend only on their inputs. */
#include "kernels.h"

#include <stdio.h>

void init(double *a, int n) {
  for (int k = 0; k < n; ++k) a[k] = (double)((k * 7919u + 13u) % 1000u) / 1000.0;
}

double sum(const double *a, int n) {
  double total = 0.0;
  for (int k = 0; k < n; ++k) total += a[k];
  return total;
}

void scale(double *a, double factor, int n) {
  for (int k = 0; k < n; ++k) a[k] *= factor;
}

void scale_into(double *dst, const double *src, double factor, int n) {
  for (int k = 0; k < n; ++k) dst[k] = src[k] * factor;
}

void shift_into(double *dst, const double *src, double delta, int n) {
  for (int k = 0; k < n; ++k) dst[k] = src[k] + delta;
}

void add(double *d, const double *b, const double *c, int n) {
  for (int k = 0; k < n; ++k) d[k] = b[k] + c[k];
}

void smooth(double *v, const double *u, int lo, int hi, int n) {
  for (int k = lo; k < hi; ++k) {
    const double left = u[k > 0 ? k - 1 : k];
    const double right = u[k + 1 < n ? k + 1 : k];
    v[k] = (left + u[k] + right) / 3.0;
  }
}

double clamp(double x, double lo, double hi) { return x < lo ? lo : x > hi ? hi : x; }

void report(const char *name, const double *a, int n) {
  printf("%s: n=%d sum=%.9f first=%.9f middle=%.9f last=%.9f\n", name, n, sum(a, n), a[0], a[n / 2], a[n - 1]);
}

void report2(const char *name, const double *a, const double *b, int n) {
  printf("%s: sum(a)=%.9f sum(b)=%.9f a[1]=%.9f b[1]=%.9f\n", name, sum(a, n), sum(b, n), a[1], b[1]);
}

void report_value(const char *name, double value) { printf("%s: %.9f\n", name, value); }
