// A local array whose address never leaves its function cannot be reached
// through a pointer parameter, a global or any other pointer: indexing it
// (`partial[b]`, `partial[b][0]`) uses its address for that access only. A loop
// writing it while reading through a parameter is parallel (see
// loop-local-array-escaped.c for an array whose address is kept, and for an
// array member of a local struct, still refused).
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -n 'error:\|warning:' %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %translate %s -- -O2 > %t.o2.c 2> %t.o2.err
// RUN: not grep -n 'error:\|warning:' %t.o2.err
#include <stdio.h>

static double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

/* Partial sums per block into a local array, through a callee. */
double blocks(const double *a, int nb, int bs) {
  double partial[64];
  #pragma nano loop
  for (int b = 0; b < nb; b++) partial[b] = sum(a + b * bs, bs);
  // EXPLAIN: loop-local-array-unreachable.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  double t = 0;
  for (int b = 0; b < nb; b++) t += partial[b];
  return t;
}

/* The same with the block's sum written out, and a 2-D local array. */
double blocks_inline(const double *a, int nb, int bs) {
  double partial[64][2];
  #pragma nano loop
  for (int b = 0; b < nb; b++) {
    double s = 0;
    for (int i = 0; i < bs; i++) s += a[b * bs + i];
    partial[b][0] = s;
    partial[b][1] = a[b * bs];
  }
  // EXPLAIN: loop-local-array-unreachable.c:[[@LINE-6]]:3: remark: loop runs in parallel (nano_parallel_for)
  double t = 0;
  for (int b = 0; b < nb; b++) t += partial[b][0] - partial[b][1];
  return t;
}

/* Reading through a pointer to a record parameter. */
struct grid { int n; double cell[256]; };
double row_max(const struct grid *g) {
  double best[16];
  #pragma nano loop
  for (int r = 0; r < 16; r++) {
    double m = g->cell[r * 16];
    for (int c = 1; c < 16; c++) m = g->cell[r * 16 + c] > m ? g->cell[r * 16 + c] : m;
    best[r] = m;
  }
  // EXPLAIN: loop-local-array-unreachable.c:[[@LINE-5]]:3: remark: loop runs in parallel (nano_parallel_for)
  double t = 0;
  for (int r = 0; r < 16; r++) t += best[r];
  return t;
}

int main(void) {
  static double a[6400];
  static struct grid g;
  for (int i = 0; i < 6400; i++) a[i] = i % 97;
  for (int i = 0; i < 256; i++) g.cell[i] = (i * 37) % 101;
  printf("%g %g %g\n", blocks(a, 64, 100), blocks_inline(a, 64, 100), row_max(&g));
  return 0;
}
