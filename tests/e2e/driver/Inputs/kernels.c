/* kernels.c - the kernels of Inputs/graph.htg.json: plain C, no pragmas. */
#include <stdio.h>

#include "kernels.h"

void init(double *v, int n, double value) {
  for (int i = 0; i < n; i++)
    v[i] = value * i;
}

void add(double *c, const double *a, const double *b, int n) {
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
}

void report(const double *c, int n) {
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += c[i];
  printf("sum = %.1f\n", sum);
}
