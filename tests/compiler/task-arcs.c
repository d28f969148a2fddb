// Waits follow the data: independent calls on distinct arrays need none, a
// later use of what a task writes waits for that task only, WAR and WAW too.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static void init(double *v, int n) { for (int i = 0; i < n; i++) v[i] = i; }
static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
static void scale(double *v, double f, int n) { for (int i = 0; i < n; i++) v[i] *= f; }

struct pair { double a[8]; double b[8]; };

int main(void) {
  double a[100], b[100];
  struct pair p;
  #pragma nano task
  init(a, 100);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(a), (size_t)800);
  #pragma nano task
  init(b, 100);
  // CHECK-NOT: nano_wait
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(b), (size_t)800);
  #pragma nano task
  init(a + 50, 50);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(a) + (400)), (size_t)400);
  #pragma nano task
  init(p.a, 8);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(p), (size_t)64);
  #pragma nano task
  init(p.b, 8);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(p) + (64)), (size_t)64);
  double s = sum(b, 100);
  // EXPLAIN: task-arcs.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'b' through 'sum(b, 100)' which a task writes
  // CHECK: nano_wait_handle_(&nano_h_[[B:[0-9]+]]); double s = sum(b, 100);
  scale(a, 2.0, 50);
  // WAW with the first task only (the third one writes a[50:50]).
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); scale(a, 2.0, 50);
  printf("%g %g %g\n", s, a[10], p.b[1]);
  return 0;
}
