// Control dependence in a parallel region is checked on Clang's CFG
// (ControlDependencyCalculator): short-circuit conditions and nested branches
// give each node the conditions the CFG finds; a branch holding a call that
// does not return makes the statements after it control dependent on that
// branch too, which the structure does not show, so that if is not split.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
#include <stdlib.h>

#define N 4096
static void fill(double *v, int n, double x) { for (int i = 0; i < n; i++) v[i] = x * (i % 7); }
static double total(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

static double a[N], b[N], c[N], d[N], e[N];

int main(int argc, char **argv) {
  (void)argv;
  int n = N, mode = argc;
  #pragma nano parallel
  {
    fill(a, n, 1.0);
    if (mode > 0 && n > 10)
      fill(b, n, 2.0);
    if (mode > 0) {
      if (n > 100)
        fill(c, n, 3.0);
      fill(d, n, 4.0);
    }
    if (mode > 0) {
      if (n < 0)
        exit(2);
      fill(e, n, 5.0);
    }
  }
  printf("%.1f %.1f %.1f %.1f %.1f\n", total(a, n), total(b, n), total(c, n), total(d, n), total(e, n));
  return 0;
}
// EXPLAIN: parallel-control-cfg.c:37:5: remark: this 'if' is not split into conditional nodes: Clang's control-flow graph makes the statement at line 40 control dependent on the if at line 38, which its structure does not show (a call that does not return?)
// EXPLAIN: parallel-control-cfg.c:31:7: remark: node {{[0-9]+}} is control dependent on the if at line 30: it runs only when 'mode > 0 && n > 10'
// EXPLAIN: parallel-control-cfg.c:34:9: remark: node {{[0-9]+}} is control dependent on the if at line 33: it runs only when '(mode > 0) && (n > 100)'
// EXPLAIN: parallel-control-cfg.c:35:7: remark: node {{[0-9]+}} is control dependent on the if at line 32: it runs only when 'mode > 0'
//
// The two split ifs stay in the creator, each branch creating its nodes; the
// third if runs whole, as one node.
// CHECK: if (mode > 0 && n > 10)
// CHECK: if (n > 100)
