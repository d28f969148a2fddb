// A reduction clause may name a variable the loop does not update (its update
// compiled out under a macro, say): the loop leaves it unchanged, which is what
// a reduction from its operator's identity gives. --explain says so.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -n 'error:\|warning:' %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

#define COUNT_NEGATIVE(x) 0

static double a[1000];
static long hits;

int main(void) {
  for (int i = 0; i < 1000; i++) a[i] = (i % 13) - 4;
  double t = 0, u = 5;
  long neg = 2;
  #pragma nano loop reduction(+: t, u)
  for (int i = 0; i < 1000; i++) t += a[i];
  // EXPLAIN-DAG: loop-reduction-unchanged.c:[[@LINE-2]]:37: remark: reduction variable 'u' is not updated in the loop: it keeps its value
  // EXPLAIN-DAG: loop-reduction-unchanged.c:[[@LINE-2]]:3: remark: reduction on 't' with operator '+'
  #pragma nano loop reduction(+: neg) reduction(max: hits)
  for (int i = 0; i < 1000; i++) a[i] = a[i] * 2 + COUNT_NEGATIVE(a[i]);
  // EXPLAIN-DAG: loop-reduction-unchanged.c:[[@LINE-2]]:34: remark: reduction variable 'neg' is not updated in the loop: it keeps its value
  // EXPLAIN-DAG: loop-reduction-unchanged.c:[[@LINE-3]]:54: remark: reduction variable 'hits' is not updated in the loop: it keeps its value
  double s = 0;
  for (int i = 0; i < 1000; i++) s += a[i];
  printf("%g %g %ld %ld %g\n", t, u, neg, hits, s);
  return 0;
}
