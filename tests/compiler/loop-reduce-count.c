// Counting: `c++`, `++c`, `c--`, `--c` as statements are `c += 1` / `c -= 1`,
// '+' reductions both implicitly and under an explicit reduction(+: c) clause.
// An increment whose value the body uses (`a[c++]`, `x = (s += e)`) reads the
// variable: it is no reduction, and the loop is refused (see
// loop-reduce-count-used.c).
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static double data[1000];

int main(void) {
  for (int i = 0; i < 1000; i++) data[i] = (i % 17) * 0.5;
  long c = 0, e = 0, d = 100, m = 0;
  float f = 0;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) if (data[i] > 3) c++;
  // EXPLAIN: loop-reduce-count.c:[[@LINE-1]]:3: remark: reduction on 'c' with operator '+'
  // CHECK: nano_parallel_reduce(
  // CHECK-SAME: c = nano_red_.c;
  #pragma nano loop reduction(+: e)
  for (int i = 0; i < 1000; i++) e++;
  // EXPLAIN: loop-reduce-count.c:[[@LINE-1]]:3: remark: reduction on 'e' with operator '+'
  // CHECK: e = nano_red_.e;
  #pragma nano loop schedule(fixed, 7)
  for (int i = 0; i < 1000; i++) {
    if (data[i] < 1) --d;
    else if (data[i] > 7) { ++d; (void)m--; }
    else d--, m++;
  }
  // EXPLAIN-DAG: loop-reduce-count.c:[[@LINE-5]]:3: remark: reduction on 'd' with operator '+'
  // EXPLAIN-DAG: loop-reduce-count.c:[[@LINE-6]]:3: remark: reduction on 'm' with operator '+'
  // CHECK: d = nano_red_.d; m = nano_red_.m;
  #pragma nano loop reduction(+: f) schedule(static)
  for (int i = 0; i < 1000; i++) { f += 0.5f; ++f; }
  // CHECK: f = nano_red_.f;
  printf("%ld %ld %ld %ld %g\n", c, e, d, m, (double)f);
  return 0;
}
