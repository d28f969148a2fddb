// contract_pipeline_aliasing: LANGUAGE.md's pipeline example verbatim (plain pointer parameters, no restrict),
// run with distinct arrays, with a == b and with c == a; and two nodes on pointers that are distinct, the
// same, or half-overlapping. Nodes that conflict only if their pointers alias get no static arc: they
// register their byte ranges and the runtime orders them exactly when the ranges overlap.
// tests/compiler/parallel-pointer-aliasing.c checks the generated code of this file.
#include <stdio.h>
#include <stdlib.h>

void init(double *v, int n) { for (int i = 0; i < n; i++) v[i] = 1.0 + (i % 7) * 0.5 - (i % 3) * 0.25; }
void add(double *c, const double *a, const double *b, int n) { for (int i = 0; i < n; i++) c[i] = a[i] + b[i] * 0.75; }
void scale(double *v, double f, int n) { for (int i = 0; i < n; i++) v[i] = v[i] * f + (i % 5) * 0.125; }
double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i] * (1 + (i % 2));
  return s;
}
void normalize(double *v, int n) {
  double s = sum(v, n);
  for (int i = 0; i < n; i++) v[i] = v[i] / s * 1024.0;
}
void shift(double *v, double d, int n) { for (int r = 0; r < 16; r++) for (int i = 0; i < n; i++) v[i] = v[i] + d * (1 + (i % 3)); }

void pipeline(double *a, double *b, double *c, int n) {
  #pragma nano parallel
  {
    init(a, n);            /* init(double *v, int n) writes v[0:n]                 */
    init(b, n);            /* independent of the first call when a and b are distinct */
    add(c, a, b, n);       /* after both inits                                     */
    scale(a, 2.0, n);      /* after add (add reads a)                              */
    if (sum(c, n) > 0)     /* control dependence: normalize runs only if true      */
      normalize(c, n);
  }
}

/* The scale runs after the shift exactly when y overlaps x: (v + d) * 2 differs from v * 2 + d. */
void stages(double *x, double *y, int n) {
  #pragma nano parallel
  {
    shift(x, 1.0, n);
    scale(y, 2.0, n);
  }
}

static void report(const char *what, const double *v, int n) {
  printf("%s: %.6f %.6f %.6f\n", what, sum(v, n), v[0], v[n - 1]);
}

int main(void) {
  int n = 20000;
  double *x = malloc(2 * n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
  if (!x || !y || !z) return 1;
  pipeline(x, y, z, n); /* distinct arrays: the two inits run in parallel */
  report("distinct a", x, n);
  report("distinct b", y, n);
  report("distinct c", z, n);
  pipeline(x, x, z, n); /* a == b: the second init runs after the first */
  report("a == b: a", x, n);
  report("a == b: c", z, n);
  pipeline(x, y, x, n); /* c == a */
  report("c == a: a", x, n);
  report("c == a: b", y, n);
  for (int i = 0; i < 2 * n; i++) x[i] = i % 11;
  for (int i = 0; i < n; i++) y[i] = i % 13;
  stages(x, y, n); /* distinct */
  report("stages distinct x", x, n);
  report("stages distinct y", y, n);
  stages(x, x, n); /* the same array */
  report("stages same", x, n);
  stages(x, x + n / 2, n); /* half of each overlaps */
  report("stages overlap", x, 2 * n);
  free(x);
  free(y);
  free(z);
  return 0;
}
