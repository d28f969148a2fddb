// A task and a statement of its creator in the same loop are compared across
// iterations too: the task of one iteration may still run while later
// iterations execute. A statement that may touch what an earlier iteration's
// task accesses waits for every outstanding task first (flow, anti and output
// dependences, nested loops, a while loop whose counter makes the accesses
// unprovable); accesses that provably stay disjoint across iterations need no
// wait; tasks against tasks are ordered at run time by their registered accesses.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
static long b[8], c[8], d[8], e[8], g[3][4], w[8], n[16], h[8], r[9];
static long f(long x) { long s = 0; for (int k = 0; k < 200000; k++) s += (x ^ k) & 7; return s / 1000 + x; }
static long fp(const long *x) { return f(*x); }
static long flow(void) {
  for (int i = 0; i < 8; i++) {
    long p = i ? b[i - 1] : 0;
    // CHECK: nano_wait_all_(); long p = i ? b[i - 1] : 0;
    // EXPLAIN: task-wait-iterations.c:[[@LINE-2]]:5: remark: wait inserted here: this statement reads 'b[i - 1]' which a task writes in an earlier iteration
    #pragma nano task
    b[i] = f(p + i);
  }
  long t = 0;
  for (int i = 0; i < 8; i++) t += b[i];
  return t;
}
static long anti(void) {
  for (int i = 0; i < 8; i++) d[i] = i;
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    c[i] = fp(&d[i]);
    if (i) d[i - 1] = -100;
    // CHECK: nano_wait_all_(); if (i) d[i - 1] = -100;
    // EXPLAIN: task-wait-iterations.c:[[@LINE-2]]:5: remark: wait inserted here: this statement writes 'd[i - 1]' which a task reads in an earlier iteration
  }
  long t = 0;
  for (int i = 0; i < 8; i++) t += c[i] + d[i];
  return t;
}
static long output(void) {
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    e[i] = f(i);
    if (i) e[i - 1] = 7;
    // CHECK: nano_wait_all_(); if (i) e[i - 1] = 7;
    // EXPLAIN: task-wait-iterations.c:[[@LINE-2]]:5: remark: wait inserted here: this statement writes 'e[i - 1]' which a task writes in an earlier iteration
  }
  long t = 0;
  for (int i = 0; i < 8; i++) t = t * 3 + e[i];
  return t;
}
static long nested(void) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) {
      long p = j ? g[i][j - 1] : (i ? g[i - 1][3] : 0);
      // CHECK: nano_wait_all_(); long p = j ? g[i][j - 1] : (i ? g[i - 1][3] : 0);
      #pragma nano task
      g[i][j] = f(p + j);
    }
  return g[2][3];
}
static long whileLoop(void) {
  int k = 0;
  while (k < 8) {
    long p = k ? w[k - 1] : 0;
    // CHECK: nano_wait_all_(); long p = k ? w[k - 1] : 0;
    // EXPLAIN: task-wait-iterations.c:[[@LINE-2]]:5: remark: wait inserted here: this statement reads 'w[k - 1]' which a task writes in an earlier iteration
    #pragma nano task
    w[k] = f(p + k);
    k++;
  }
  return w[7];
}
static long disjoint(void) {
  for (int i = 0; i < 16; i++) n[i] = i;
  for (int i = 0; i < 8; i++) {
    long p = n[2 * i + 1];
    // CHECK: {{^}}    long p = n[2 * i + 1];
    // EXPLAIN-NOT: task-wait-iterations.c:[[@LINE-2]]:{{.*}}wait inserted
    #pragma nano task
    n[2 * i] = f(p + i);
  }
  long t = 0;
  for (int i = 0; i < 16; i++) t += n[i];
  return t;
}
static long creationReads(void) {
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    h[i] = f((i ? h[i - 1] : 0) + i);
    // CHECK: nano_wait_all_(); { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_7,
    // EXPLAIN: task-wait-iterations.c:[[@LINE-2]]:5: remark: wait inserted here: this statement reads 'h[i - 1]' which a task writes in an earlier iteration
  }
  return h[7];
}
static long taskChain(void) {
  r[0] = 1;
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    r[i + 1] = fp(&r[i]);
    // CHECK: {{^}}    { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_8, {{.*}} nano_access(nano_t_, NANO_IN,
  }
  return r[8];
}
int main(void) {
  printf("%ld %ld %ld\n", flow(), anti(), output());
  printf("%ld %ld %ld\n", nested(), whileLoop(), disjoint());
  printf("%ld %ld\n", creationReads(), taskChain());
  return 0;
}
