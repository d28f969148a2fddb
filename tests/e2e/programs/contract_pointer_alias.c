// contract_pointer_alias: tasks through pointer parameters that alias at some call sites (same object, overlapping sections) and not at others.
#include <stdio.h>
static void twice(int *p, int *q) {
  #pragma nano task
  *p += 1;
  #pragma nano task
  *q *= 2;
  #pragma nano task
  *p += 3;
}
static void halves(double *p, double *q, int n) {
  #pragma nano task
  for (int i = 0; i < n; i++) p[i] = p[i] * 2 + 1;
  #pragma nano task
  for (int i = 0; i < n; i++) q[i] = q[i] - 3;
}
int main(void) {
  int a = 5, b = 5;
  twice(&a, &a);
  twice(&a, &b);
  double v[20]; for (int i = 0; i < 20; i++) v[i] = i;
  halves(v, v + 5, 10);
  halves(v + 10, v + 10, 10);
  double s = 0; for (int i = 0; i < 20; i++) s += v[i] * (i + 1);
  printf("%d %d %.1f\n", a, b, s);
  return 0;
}
