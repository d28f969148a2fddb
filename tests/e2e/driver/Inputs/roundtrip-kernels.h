/* Kernels and data of emit-htg-roundtrip.test: shared by the annotated program
   (roundtrip-stage.c) and by the graph --emit-htg writes for it. The bodies are
   here so that the compiler sees what they access and what they cost. */
#ifndef ROUNDTRIP_KERNELS_H
#define ROUNDTRIP_KERNELS_H
#define N 1000
extern double x[N], z[N], w[N], v[N];
static inline double dot(const double *a, const double *b, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
static inline void fill(double *a, int n, double base) {
  for (int i = 0; i < n; i++) a[i] = base + i % 7;
}
#endif
