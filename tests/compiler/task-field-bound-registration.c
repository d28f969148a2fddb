// A task whose section's length is a field of a struct (`fill(g.other, g.n)`)
// reads only that field when it is created to register the section: it does
// not wait for an earlier task writing another field of the struct
// (`fill(g.cells, 64)`). Before, the creation read the struct whole and waited.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
struct grid { int n; int cells[64]; struct { int m; int other[64]; } in; };
static void fill(int *c, int n, int v) { for (int i = 0; i < n; i++) c[i] = v + i; }
static long sum(const int *c, int n) { long s = 0; for (int i = 0; i < n; i++) s += c[i]; return s; }
static void grow(struct grid *g) { g->n = 64; g->in.m = 64; }
int main(void) {
  struct grid g = {32, {0}, {32, {0}}};
  #pragma nano task
  fill(g.cells, 64, 1);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(g) + (264)), nano_len_((long long)((g.n - 1) * 4 + 4)));
  #pragma nano task
  fill(g.in.other, g.n, 2);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(g) + (264)), nano_len_((long long)((g.in.m - 1) * 4 + 4)));
  #pragma nano task
  fill(g.in.other, g.in.m, 3);
  // The bounds are written by a task: the next creation waits for it.
  #pragma nano task
  grow(&g);
  // EXPLAIN: field-bound-registration.c:[[@LINE+2]]:3: remark: wait inserted here: this statement reads 'g.n' which a task writes
  #pragma nano task
  fill(g.in.other, g.n, 4);
  // EXPLAIN-NOT: remark: wait inserted here: this statement reads 'g' which a task writes
  long a = sum(g.cells, 64), b = sum(g.in.other, 64);
  printf("%ld %ld\n", a, b);
  return 0;
}
