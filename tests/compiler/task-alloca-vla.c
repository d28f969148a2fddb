// BOTS nqueens as written: memory from alloca inside a task is the task's own,
// like a local array (it was "the memory reached through 'alloca(...)' cannot be
// bounded", with a note asking to declare __builtin_alloca), and a compound task
// using a variable-length array of its creator receives it as the pointer to its
// first element, as a call task does (it was "ignored: ... variably modified").
// A two-dimensional one travels as `void *` with its rows' run-time extent,
// cast back to the pointer to its first row (it ran sequentially, with a
// warning), unless the function changes a variable sizing it.
// E2E
// REQUIRES: nanocc
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %nanocc -O2 %s -o %t.exe
// RUN: env NANO_STATS=1 NANO_WORKERS=2 %t.exe 2>&1 | %FileCheck %s --check-prefix=STATS
// WARN-NOT: warning:
// WARN-NOT: __builtin_alloca
#include <alloca.h>
#include <stdio.h>
#include <string.h>

/* BOTS's own spelling (C89 declarations). */
static int ok(int n, char *a) {
  int i, j;
  char p, q;
  for (i = 0; i < n; i++) {
    p = a[i];
    for (j = i + 1; j < n; j++) {
      q = a[j];
      if (q == p || q == p - (j - i) || q == p + (j - i)) return 0;
    }
  }
  return 1;
}

static void nqueens(int n, int j, char *a, int *solutions) {
  int *csols;
  if (n == j) {
    *solutions = 1;
    return;
  }
  *solutions = 0;
  csols = alloca(n * sizeof(int));
  memset(csols, 0, n * sizeof(int));
  for (int i = 0; i < n; i++) {
    #pragma nano task
    {
      char *b = alloca(n * sizeof(char));
      memcpy(b, a, j * sizeof(char));
      b[j] = (char)i;
      if (ok(j + 1, b)) nqueens(n, j + 1, b, &csols[i]);
    }
  }
  // The recursion reaches `a` through pointers it cannot bound, and each task
  // writes csols[i], which such memory may include: they are ordered.
  // WARN: task-alloca-vla.c:48:5: warning: the tasks this statement creates in different iterations of the loop at line 46 run one after another: each writes 'csols' through 'nqueens(n, j + 1, b, &csols[i])', which memory reached through pointers the compiler cannot bound may include
  #pragma nano wait
  for (int i = 0; i < n; i++) *solutions += csols[i];
}

static void nq_vla(int n, int j, char *a, int *solutions) {
  if (n == j) {
    *solutions = 1;
    return;
  }
  int cs[n];
  for (int i = 0; i < n; i++) cs[i] = 0;
  for (int i = 0; i < n; i++) {
    #pragma nano task
    {
      char b[n];
      memcpy(b, a, j);
      b[j] = (char)i;
      if (ok(j + 1, b)) nq_vla(n, j + 1, b, &cs[i]);
    }
  }
  int s = 0;
  for (int i = 0; i < n; i++) s += cs[i];
  *solutions = s;
}

static long rows(int n) {
  long m[n][n];
  for (int i = 0; i < n; i++) {
    #pragma nano task
    { for (int j = 0; j < n; j++) m[i][j] = i * j; }
  }
  long s = 0;
  for (int i = 0; i < n; i++) s += m[i][n - 1];
  return s;
}

static long resized(int n) {
  int w = n;
  long m[n][w];
  w = 1;
  #pragma nano task
  { for (int i = 0; i < n; i++) m[i][0] = i; }
  // WARN: task-alloca-vla.c:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: the statement uses 'm', whose rows are sized with 'w', which the function changes (the accesses to them cannot be located); the statement runs sequentially
  long s = w;
  for (int i = 0; i < n; i++) s += m[i][0];
  return s;
}

int main(void) {
  char a[16];
  int s = 0, t = 0;
  nqueens(8, 0, a, &s);
  nq_vla(8, 0, a, &t);
  printf("%d %d %ld %ld\n", s, t, rows(5), resized(4));
  return 0;
}
// WARN-NOT: warning:
// The checks of the translation, at the end so that their own copies in it
// come after what they match.
// CHECK: struct nano_args_1 { int n; char *a; int j; int i; int *csols; }{{;}}
// CHECK: static void nqueens(
// CHECK: nano_create(nano_task_1,{{ }}
// CHECK: static void nano_task_1(
// CHECK: char *b = alloca(nano_a_->n * sizeof(char)){{;}}
// CHECK: struct nano_args_2 { int n; char *a; int j; int i; int *cs; }{{;}}
// CHECK: static void nq_vla(
// CHECK: nano_create(nano_task_2,{{ }}
// CHECK: static void nano_task_2(
// CHECK: nq_vla(nano_a_->n, nano_a_->j + 1, b, &nano_a_->cs[nano_a_->i]){{;}}
// CHECK: struct nano_args_3 { int n; unsigned long nano_ext1_m; void *m; int i; }{{;}}
// CHECK: static long rows(
// CHECK: nano_a_->nano_ext1_m = sizeof((m)[0]) / sizeof((m)[0][0]); nano_a_->m = (void *)(m);{{ }}
// CHECK-SAME: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(m) + (i * n * 8)), nano_len_((long long)(i * n * 8 + (n - 1) * 8 + 8 - i * n * 8)));
// CHECK: static void nano_task_3(
// CHECK: { for (int j = 0; j < nano_a_->n; j++) ((long (*)[nano_a_->nano_ext1_m])nano_a_->m)[nano_a_->i][j] = nano_a_->i * j; }
// STATS-DAG: 92 92 40 7
// STATS-DAG: nano: stats: total {{[1-9][0-9]*}} tasks
