// A function reading a stencil's neighbours and its edges (`src[0]`,
// `src[n - 1]`, `src[i - 1]`, `src[i]`, `src[i + 1]`) has more sections of
// one parameter than a summary keeps apart: the shifted sweeps join into one
// section (their hull) beside the edges, instead of the whole unbounded
// object, so tasks calling it are registered and run in parallel.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error|cannot be bounded' %t.err
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static void relax(double *dst, const double *src, int n) {
  dst[0] = src[0];
  dst[n - 1] = src[n - 1];
  for (int i = 1; i < n - 1; i++) dst[i] = (src[i - 1] + src[i] + src[i + 1]) / 3;
}

static double a[1000], b[1000], c[1000], d[1000];

int main(void) {
  for (int i = 0; i < 1000; i++) a[i] = c[i] = i % 7;
  #pragma nano task
  relax(b, a, 1000);
  #pragma nano task
  relax(d, c, 1000);
  #pragma nano task
  relax(a, b, 1000);
  printf("%.3f %.3f %.3f\n", b[500], d[501], a[0]);
  // EXPLAIN: summary-stencil-sections.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'b[500]' which a task writes
  return 0;
}
