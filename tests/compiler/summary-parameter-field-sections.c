// A function reaching memory through a pointer field of what a parameter
// points to (`x->v[i]` for i < x->n) has that section in its summary, as an
// lvalue of its parameters (`x->v[0:x->n]`) that each call maps to its
// arguments (`a.v[0:a.n]` for `init(&a)`, `p->v[0:p->n]` for `init(p)`):
// tasks and nodes on distinct structures run in parallel, ordered at run time
// by the sections they register. A function that changes the pointer field,
// or a field its bounds read, keeps reaching unknown memory.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %FileCheck %s --check-prefix=NODES < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
#include <stdlib.h>

struct vec {
  int n;
  double *v;
};

static void init(struct vec *x, double s) {
  for (int i = 0; i < x->n; i++) x->v[i] = s * i;
}
static double sum(const struct vec *x) {
  double t = 0;
  for (int i = 0; i < x->n; i++) t += x->v[i];
  return t;
}
// Elements from `lo` on: the section starts at a parameter.
static void tail(struct vec *x, int lo) {
  for (int i = lo; i < x->n; i++) x->v[i] += 1;
}
// Changes the field its bound reads, or the pointer: unknown memory.
static void shrink(struct vec *x) {
  x->n = x->n / 2;
  for (int i = 0; i < x->n; i++) x->v[i] = 0;
}
static void grow(struct vec *x) {
  x->v = realloc(x->v, 2 * (size_t)x->n * sizeof(double));
  for (int i = 0; i < 2 * x->n; i++) x->v[i] = 1;
  x->n *= 2;
}

static double tasks(void) {
  struct vec a = {1000, malloc(1000 * sizeof(double))};
  struct vec b = {500, malloc(500 * sizeof(double))};
  struct vec *p = &b;
  double sa, sb;
  #pragma nano task
  init(&a, 1.0);
  // EXPLAIN: summary-parameter-field-sections.c:[[@LINE-1]]:3: remark: task write 'a.v[0:a.n]'
  #pragma nano task
  init(p, 2.0);
  // EXPLAIN: summary-parameter-field-sections.c:[[@LINE-1]]:3: remark: task write 'p->v[0:p->n]'
  #pragma nano task
  tail(&a, 10);
  // EXPLAIN: summary-parameter-field-sections.c:[[@LINE-1]]:3: remark: task read/write 'a.v[10:a.n - 10]'
  #pragma nano task
  sa = sum(&a);
  // EXPLAIN: summary-parameter-field-sections.c:[[@LINE-1]]:8: remark: task read 'a.v[0:a.n]'
  #pragma nano task
  sb = sum(p);
  // EXPLAIN-NOT: remark: wait inserted here: this statement reads '{{a|b|p}}
  #pragma nano wait
  free(a.v);
  free(b.v);
  return sa + sb;
}

static double nodes(void) {
  struct vec a = {300, malloc(300 * sizeof(double))};
  struct vec b = {300, malloc(300 * sizeof(double))};
  double sa, sb;
  #pragma nano parallel
  {
    init(&a, 3.0);
    init(&b, 4.0);
    sa = sum(&a);
    sb = sum(&b);
  }
  // NODES: summary-parameter-field-sections.c:[[@LINE-4]]:5: remark: no static arc node {{[0-9]+}} -> node {{[0-9]+}}: they conflict only if 'a.v[0:a.n]' and 'b.v[0:b.n]' overlap; both register their byte ranges, and the runtime orders them when the ranges overlap
  free(a.v);
  free(b.v);
  return sa + sb;
}

static double changed(void) {
  struct vec a = {64, calloc(64, sizeof(double))};
  #pragma nano task
  shrink(&a);
  // EXPLAIN: summary-parameter-field-sections.c:[[@LINE-1]]:3: remark: task read/write 'shrink(&a)' ('shrink' accesses memory through 'x->v')
  #pragma nano task
  grow(&a);
  // EXPLAIN: summary-parameter-field-sections.c:[[@LINE-1]]:3: remark: task read/write 'grow(&a)' ('grow' accesses memory through 'x->v')
  #pragma nano wait
  double s = sum(&a) + a.n;
  free(a.v);
  return s;
}

int main(void) {
  printf("%g %g %g\n", tasks(), nodes(), changed());
  return 0;
}
