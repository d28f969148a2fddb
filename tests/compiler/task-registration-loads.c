// Creating a task registers its accesses' byte ranges, evaluated by the
// creator: a section `a.v[0:a.n]` reads the pointer `a.v` and the bound `a.n`
// there. When an earlier task writes them, the creator waits for it first
// (else the task would register the memory the pointer held before, and run
// beside the tasks that use the new one); a task whose ranges read nothing an
// earlier task writes is created without waiting.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
#include <stdlib.h>

struct vec {
  int n;
  double *v;
};

static void setup(struct vec *x, int n) {
  x->n = n;
  x->v = malloc((size_t)n * sizeof(double));
}

static double *buffer;
static int length;

static void make(int n) {
  length = n;
  buffer = malloc((size_t)n * sizeof(double));
}

// The section is reached through a field of a local structure.
static double fields(void) {
  struct vec a = {0, 0};
  double s = 0;
  #pragma nano task
  setup(&a, 100000);
  #pragma nano task
  for (int i = 0; i < a.n; i++) a.v[i] = 1.0;
  // EXPLAIN: task-registration-loads.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads '{{a.n|a.v}}' which a task writes
  #pragma nano task
  for (int i = 0; i < a.n; i++) s += a.v[i];
  // EXPLAIN-NOT: task-registration-loads.c:[[@LINE-1]]:3: remark: wait inserted here
  #pragma nano wait
  free(a.v);
  return s;
}

// The section is reached through a global pointer, its bound a global.
static double globals(void) {
  double s = 0;
  #pragma nano task
  make(50000);
  #pragma nano task
  for (int i = 0; i < length; i++) buffer[i] = 2.0;
  // EXPLAIN: task-registration-loads.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads '{{length|buffer}}' which a task writes
  #pragma nano task
  for (int i = 0; i < length; i++) s += buffer[i];
  #pragma nano wait
  free(buffer);
  return s;
}

// Through a pointer to the structure: the pointer field is loaded through it.
static double pointer(struct vec *p, int n) {
  double s = 0;
  #pragma nano task
  setup(p, n);
  #pragma nano task
  for (int i = 0; i < n; i++) p->v[i] = 3.0;
  // EXPLAIN: task-registration-loads.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'p->v' which a task writes
  #pragma nano task
  for (int i = 0; i < n; i++) s += p->v[i];
  #pragma nano wait
  free(p->v);
  return s;
}

// Sections of two structures set up beforehand: no wait before either task.
static double ready(void) {
  struct vec a, b;
  setup(&a, 1000);
  setup(&b, 1000);
  #pragma nano task
  for (int i = 0; i < a.n; i++) a.v[i] = 4.0;
  // EXPLAIN-NOT: task-registration-loads.c:[[@LINE-1]]:3: remark: wait inserted here
  #pragma nano task
  for (int i = 0; i < b.n; i++) b.v[i] = 5.0;
  // EXPLAIN-NOT: task-registration-loads.c:[[@LINE-1]]:3: remark: wait inserted here
  #pragma nano wait
  double s = a.v[999] + b.v[0];
  free(a.v);
  free(b.v);
  return s;
}

int main(void) {
  struct vec c = {0, 0};
  printf("%g %g %g %g\n", fields(), globals(), pointer(&c, 30000), ready());
  return 0;
}
