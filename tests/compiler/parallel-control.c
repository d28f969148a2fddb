// Control dependence in a parallel region: the statements of the branches of an
// if/else and of a switch become nodes with execution conditions; the creator
// evaluates each condition (after waiting for the node that writes what it
// reads: a control arc in the HTG) and creates only the taken branch's nodes.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %FileCheck %s --check-prefix=HTG < %t.json
// RUN: python3 -c "import json,jsonschema,sys; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))" %t.json %S/../../htg-format/htg.schema.json
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

#define N 4096
static void fill(double *v, int n, double x) { for (int i = 0; i < n; i++) v[i] = x * (i % 7); }
static double total(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
static int positives(const double *v, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) k += v[i] > 0;
  return k;
}

static double a[N], b[N], c[N];

int main(int argc, char **argv) {
  (void)argv;
  int n = N, mode = argc, k = 0;
  double s = 0.0, t = 0.0, u = 0.0;
  #pragma nano parallel
  {
    fill(a, n, 1.0);
    if (mode > 0) {
      fill(b, n, 2.0);
      s = total(a, n);
    } else {
      fill(b, n, -2.0);
    }
    switch (mode) {
    case 1:
    case 2:
      t = total(b, n);
      break;
    default:
      fill(c, n, 3.0);
    }
    k = positives(a, n);
    if (k > n / 2)
      u = total(a, n);
    if (s > 0)
      s = total(b, n);
    u += t;
  }
  printf("%.1f %.1f %.1f %d %.1f\n", s, t, u, k, c[5]);
  return 0;
}
// EXPLAIN: parallel-control.c:38:7: remark: node [[B:[0-9]+]] is control dependent on the if at line 37: it runs only when 'mode > 0'
// EXPLAIN: parallel-control.c:39:7: remark: node [[C:[0-9]+]] is control dependent on the if at line 37: it runs only when 'mode > 0'
// EXPLAIN: parallel-control.c:41:7: remark: node [[D:[0-9]+]] is control dependent on the if at line 37: it runs only when '!(mode > 0)'
// EXPLAIN: parallel-control.c:46:7: remark: node [[E:[0-9]+]] is control dependent on the switch at line 43: it runs only when '(mode) == (1) || (mode) == (2)'
// EXPLAIN: parallel-control.c:49:7: remark: node [[F:[0-9]+]] is control dependent on the switch at line 43: it runs only when '!((mode) == (1) || (mode) == (2))'
// EXPLAIN: parallel-control.c:53:7: remark: node [[U:[0-9]+]] is control dependent on the if at line 52: it runs only when 'k > n / 2'
// The node may write what its own condition reads: the creator evaluates
// 's > 0' (after waiting for the writer of s) before creating it.
// EXPLAIN: parallel-control.c:55:7: remark: node {{[0-9]+}} is control dependent on the if at line 54: it runs only when 's > 0'
// EXPLAIN: parallel-control.c:52:5: remark: wait inserted here: this statement reads 'k' which a task writes
// EXPLAIN: parallel-control.c:39:7: remark: arc node [[A:[0-9]+]] -> node [[C]] on 'a'
// EXPLAIN: parallel-control.c:46:7: remark: arc node [[B]] -> node [[E]] on 'b'
// EXPLAIN: parallel-control.c:46:7: remark: arc node [[D]] -> node [[E]] on 'b'
// EXPLAIN: parallel-control.c:51:5: remark: arc node [[A]] -> node [[K:[0-9]+]] on 'a'
// EXPLAIN: parallel-control.c:53:7: remark: control arc node [[K]] -> node [[U]] on 'k', read by a branch condition
// EXPLAIN-NOT: arc node [[K]] -> node [[U]] on 'k'
//
// The if and the switch stay in the creator; each branch creates its nodes.
// CHECK: if (mode > 0) {
// CHECK-NEXT: { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_[[B2:[0-9]+]],
// CHECK: } else {
// CHECK-NEXT: { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_[[D2:[0-9]+]],
// CHECK: switch (mode) {
// CHECK: { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_[[E2:[0-9]+]],
// CHECK-SAME: if (nano_h_[[B2]]) nano_precede(nano_h_[[B2]], nano_t_); if (nano_h_[[D2]]) nano_precede(nano_h_[[D2]], nano_t_);
// A statement after the switch reading what a case's node writes waits for it
// there (not before the next case label, which the case's break skips).
// CHECK-NOT: nano_wait_handle_(&nano_h_[[E2]]); default:
// CHECK: nano_wait_handle_(&nano_h_[[K2:[0-9]+]]); if (k > n / 2)
// CHECK-NEXT: { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_{{[0-9]+}},
// CHECK-NOT: nano_precede(nano_h_[[K2]]
// CHECK: nano_wait_handle_(&nano_h_[[E2]]);{{.*}} u += t;
//
// In the HTG each branch is a compound (an arm) with its condition, holding
// the branch's statements.
// HTG: "condition": "mode > 0"
// HTG-NEXT: "children": [
// HTG: "code": "fill(b, n, 2.0);"
// HTG: "code": "s = total(a, n);"
// HTG: "condition": "!(mode > 0)"
// HTG: "condition": "(mode) == (1) || (mode) == (2)"
// HTG: "condition": "!((mode) == (1) || (mode) == (2))"
// HTG: "kind": "control", "on": "k"
