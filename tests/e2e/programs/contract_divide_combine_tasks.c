// contract_divide_combine_tasks: recursion whose tasks the compiler must create
// (LANGUAGE.md: "Recursion is allowed: a task may run a function that creates
// tasks") where it used to run them in the creating nano-thread:
//  - divide and conquer whose combine step reads and writes single elements
//    (a[0] += a[n - 1]) after the two halves (probe finding 20);
//  - a tree walked through its pointer fields: a reading traversal whose two
//    subtrees run in parallel, a writing one ordered after the readers and
//    before the next readers (probe finding 4).
// Each function returns how many of its tasks ran in the creating nano-thread
// (probe_missed): the program prints 0 in every build, and the sums of the
// sequential elision.
// E2E-EXTRA: nano_thread_probe.cpp
#include <stdio.h>

#include "nano_thread_probe.h"

static int pass(int *a, int n, void *creator) {
  int missed = probe_missed(creator);
  if (n <= 2) {
    for (int i = 0; i < n; i++) a[i] = a[i] / 2 + 7;
    return missed;
  }
  int h = n / 2, m1, m2;
  void *me = probe_current();
  #pragma nano task
  m1 = pass(a, h, me);
  #pragma nano task
  m2 = pass(a + h, n - h, me);
  a[0] += a[n - 1];
  return missed + m1 + m2;
}

static int pass_index(int *a, int lo, int n, void *creator) {
  int missed = probe_missed(creator);
  if (n < 3) {
    for (int i = lo; i < lo + n; i++) a[i] = a[i] * 3 % 11;
    return missed;
  }
  int h = n / 2, m1, m2;
  void *me = probe_current();
  #pragma nano task
  m1 = pass_index(a, lo, h, me);
  #pragma nano task
  m2 = pass_index(a, lo + h, n - h, me);
  a[lo] += a[lo + n - 1];
  return missed + m1 + m2;
}

struct tree { int v; struct tree *l, *r; };
struct walk { long sum; int missed; };

static struct walk tsum(const struct tree *t, void *creator) {
  struct walk w = {0, probe_missed(creator)};
  if (!t) return w;
  struct walk a, b;
  void *me = probe_current();
  #pragma nano task
  a = tsum(t->l, me);
  #pragma nano task
  b = tsum(t->r, me);
  w.sum = a.sum + b.sum + t->v;
  w.missed += a.missed + b.missed;
  return w;
}

static int tinc(struct tree *t, void *creator) {
  int missed = probe_missed(creator);
  if (!t) return missed;
  int m1, m2;
  void *me = probe_current();
  #pragma nano task
  m1 = tinc(t->l, me);
  #pragma nano task
  m2 = tinc(t->r, me);
  t->v += 1;
  return missed + m1 + m2;
}

enum { NODES = 4095 };
static struct tree nodes[NODES];
static int v[3000];

int main(void) {
  void *outside = (void *)&nodes; // no nano-thread is this
  int missed = 0;
  for (int i = 0; i < 3000; i++) v[i] = i % 97;
  missed += pass(v, 1000, outside);
  missed += pass_index(v, 1000, 2000, outside);
  for (int i = 0; i < NODES; i++) {
    nodes[i].v = i % 13;
    nodes[i].l = 2 * i + 1 < NODES ? &nodes[2 * i + 1] : 0;
    nodes[i].r = 2 * i + 2 < NODES ? &nodes[2 * i + 2] : 0;
  }
  struct walk before, after;
  int m;
  #pragma nano task
  before = tsum(&nodes[0], outside);
  #pragma nano task
  m = tinc(&nodes[0], outside);
  #pragma nano task
  after = tsum(&nodes[0], outside);
  missed += before.missed + m + after.missed;
  long s = 0;
  for (int i = 0; i < 3000; i++) s = s * 31 % 1000003 + v[i];
  printf("%ld %d %d %ld %ld\n", s, v[0], v[1000], before.sum, after.sum);
  printf("missed %d\n", missed);
  return 0;
}
