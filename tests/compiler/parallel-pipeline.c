// A parallel region: independent calls on distinct arrays get no arc, calls
// through the same array get one, the if (control dependence) is one node,
// cheap statements stay in the creator, all nodes are waited for at the end.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

#define N 4096
static void init(double *v, int n, double x) { for (int i = 0; i < n; i++) v[i] = x * i; }
static void add(double *c, const double *a, const double *b, int n) {
  for (int i = 0; i < n; i++) c[i] = a[i] + b[i];
}
static void scale(double *v, double f, int n) { for (int i = 0; i < n; i++) v[i] *= f; }
static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
static void normalize(double *v, int n) {
  double s = sum(v, n);
  for (int i = 0; i < n; i++) v[i] /= s;
}

static double a[N], b[N], c[N];

int main(void) {
  int n = N;
  #pragma nano parallel workers(2)
  {
    init(a, n, 1.0);
    init(b, n, 2.0);
    add(c, a, b, n);
    scale(a, 2.0, n);
    if (sum(c, n) > 0)
      normalize(c, n);
    n = n + 0;
  }
  // EXPLAIN: parallel-pipeline.c:39:5: remark: statement merged into the creating nano-thread: estimated cost 6 below the grain threshold
  // EXPLAIN: parallel-pipeline.c:35:5: remark: arc node [[A:[0-9]+]] -> node [[C:[0-9]+]] on 'a'
  // EXPLAIN: parallel-pipeline.c:35:5: remark: arc node [[B:[0-9]+]] -> node [[C]] on 'b'
  // EXPLAIN: parallel-pipeline.c:36:5: remark: arc node [[A]] -> node [[D:[0-9]+]] on 'a'
  // EXPLAIN: parallel-pipeline.c:36:5: remark: arc node [[C]] -> node [[D]] on 'a'
  // The if is split: normalize is a node that runs only when sum(c, n) > 0.
  // EXPLAIN: parallel-pipeline.c:38:7: remark: arc node [[C]] -> node [[E:[0-9]+]] on 'c'
  // EXPLAIN-NOT: arc node [[A]] -> node [[B]]
  // CHECK: nano_set_active_workers
  // CHECK: nano_create(nano_task_[[A2:[0-9]+]],
  // CHECK-NOT: nano_precede
  // CHECK: nano_create(nano_task_[[B2:[0-9]+]],
  // CHECK-NOT: nano_precede
  // CHECK: nano_create(nano_task_[[C2:[0-9]+]],
  // CHECK-SAME: if (nano_h_[[A2]]) nano_precede(nano_h_[[A2]], nano_t_); if (nano_h_[[B2]]) nano_precede(nano_h_[[B2]], nano_t_);
  // CHECK: nano_wait_handle_(&nano_h_[[A2]]);
  // CHECK-SAME: if (!nano_current()) nano_set_active_workers(nano_prev_workers_);
  printf("%.6f %.1f %.1f\n", c[10], a[10], b[10]);
  return 0;
}
