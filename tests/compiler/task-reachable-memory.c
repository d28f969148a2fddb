// A task whose callee walks a linked structure reaches memory no registration
// can bound (through t->l, t->r at every level). It runs as a nano-thread (it
// ran in the creating nano-thread with a warning: probe finding 4), ordered by
// the stand-in for all memory reachable through pointers: readers register it
// NANO_IN and run in parallel; a writing walk registers it NANO_INOUT; a sibling
// task that may touch such memory registers it with the modes of those accesses
// (writing a[0] through a pointer: NANO_OUT); one touching only private locals
// does not register it. The creator waits for a walk before it writes through a
// pointer, and a block whose local the walk may reach (its address escaped)
// waits for the walk before the local dies. A writing walk may change t->r, so
// the creator waits for the left walk before it reads t->r to create the right.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

struct tree { int v; struct tree *l, *r; };
// CHECK: static __attribute__((unused)) char{{[ ]}}nano_reachable_memory_;

long tsum(const struct tree *t) {
  if (!t) return 0;
  long a, b;
  #pragma nano task
  a = tsum(t->l);
  // CHECK-LABEL: long tsum(
  // A child pointer is null at a leaf: its fields are registered only when it is not.
  // CHECK: nano_a_->nano_a0_ = (t->l); {{.*}} if (t->l) nano_access(nano_t_,{{[ ]}}NANO_IN, (const void *)(const char *)(t->l), (size_t)4); nano_access(nano_t_, NANO_IN, (const void *)&nano_reachable_memory_, 1); nano_set_label(nano_t_, "tsum");
  #pragma nano task
  b = tsum(t->r);
  // CHECK: {{^}}  { void *nano_p_; {{.*}} nano_a_->nano_a0_ = (t->r); {{.*}} nano_access(nano_t_,{{[ ]}}NANO_IN, (const void *)&nano_reachable_memory_, 1); nano_set_label(nano_t_, "tsum");
  return a + b + t->v;
  // CHECK: nano_wait_handle{{[_]}}(&nano_h_{{[0-9]+}}); nano_wait_handle_(&nano_h_{{[0-9]+}}); return a + b + t->v;
}

void tinc(struct tree *t) {
  if (!t) return;
  #pragma nano task
  tinc(t->l);
  // CHECK-LABEL: void tinc(
  // CHECK: nano_a_->nano_a0_ = (t->l); {{.*}} nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)&nano_reachable_memory_, 1); nano_set_label(nano_t_, "tinc");
  #pragma nano task
  tinc(t->r);
  // CHECK: {{^}}  nano_wait_handle_(&nano_h_{{[0-9]+}}); { void *nano_p_; {{.*}} nano_a_->nano_a0_ = (t->r); {{.*}} nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)&nano_reachable_memory_, 1); nano_set_label(nano_t_, "tinc");
  t->v += 1;
  // CHECK: {{^}}  nano_wait_handle{{[_]}}(&nano_h_{{[0-9]+}}); t->v += 1;
}

long mixed(struct tree *t, int *a) {
  long s;
  int k;
  #pragma nano task
  s = tsum(t);
  // CHECK-LABEL: long mixed(
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_IN, (const void *)&nano_reachable_memory_, 1); nano_set_label(nano_t_, "tsum");
  #pragma nano task
  a[0] = 5;
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_OUT, (const void *)(const char *)(a), (size_t)4); nano_access(nano_t_, NANO_OUT, (const void *)&nano_reachable_memory_, 1); nano_set_label(
  #pragma nano task
  k = 7;
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_OUT, (const void *)(const char *)&(k), (size_t)4); nano_set_label(
  return s + k;
}

long scoped(struct tree *root) {
  long s = 0;
  {
    struct tree leaf = {40, 0, 0};
    root->l = &leaf;
    #pragma nano task
    s = tsum(root);
    // CHECK-LABEL: long scoped(
    // CHECK: nano_access(nano_t_,{{[ ]}}NANO_IN, (const void *)&nano_reachable_memory_, 1); nano_set_label(nano_t_, "tsum");
  }
  // CHECK: {{^}}  nano_wait_handle{{[_]}}(&nano_h_{{[0-9]+}}); }{{$}}
  return s;
}
// DIAG-NOT: warning

static struct tree n[7];
int main(void) {
  for (int i = 0; i < 7; i++) {
    n[i].v = i + 1;
    n[i].l = 2 * i + 1 < 7 ? &n[2 * i + 1] : 0;
    n[i].r = 2 * i + 2 < 7 ? &n[2 * i + 2] : 0;
  }
  long before = tsum(n);
  tinc(n);
  int a[1] = {0};
  long m = mixed(n, a);
  struct tree root = {1, 0, 0};
  printf("%ld %ld %ld %d %ld\n", before, tsum(n), m, a[0], scoped(&root));
  return 0;
}
