// declare_wrapper_calls: functions with a body (twice, plus_one) that call a declared function
// whose accesses go through loaded pointers (vscale_add: writes(v->d[0:v->n])). Their summaries
// are translated into their own parameters, so tasks calling them register v->d[0:v->n] of the
// argument: tasks on distinct structures are independent, tasks on the same structure run in
// order ((z + 1) * 2 + 1 differs from any other order), and the creator waits before reading.
// E2E-EXTRA: declare_wrapper_calls_kernels.c
#include <stdio.h>
struct vec { int n; double *d; };
#pragma nano declare reads(v->n, v->d[0:v->n]) writes(v->d[0:v->n])
void vscale_add(struct vec *v, double m, double a);

static void twice(struct vec *v) { vscale_add(v, 2, 0); }
static void plus_one(struct vec *v) { vscale_add(v, 1, 1); }

static double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

int main(void) {
  double x[8], y[8], z[8];
  for (int i = 0; i < 8; i++) x[i] = y[i] = z[i] = i;
  struct vec a = { 8, x }, b = { 8, y }, c = { 8, z };
  #pragma nano task
  twice(&a);
  #pragma nano task
  twice(&b);
  #pragma nano task
  plus_one(&c);
  #pragma nano task
  twice(&c);
  #pragma nano task
  plus_one(&c);
  printf("%.1f %.1f %.1f\n", sum(x, 8), sum(y, 8), sum(z, 8));
  return 0;
}
