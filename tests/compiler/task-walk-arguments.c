// A call task in a loop whose argument is read through what the loop moves
// (`*p = heavy(*p)` walking `p`, `r->w = heavy(r->w)` over an array of
// structs, a linked list's `q->val`): evaluated at the creation, the argument
// would make every creation wait for the previous iteration's task. The call
// is outlined as written instead (the task reads `*p` itself, registered as an
// access), so no iteration waits, and the task keeps the callee's name as its
// label. A call whose arguments read only what the loop does not move
// (`a[i]`, `A[k]` through an unchanged pointer) still copies them at the
// creation.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep "in an earlier iteration" %t.err
// RUN: not grep -E "warning|error" %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
#include <stdlib.h>

static long heavy(long v) {
  for (long k = 0; k < 2000; k++) v = (v * 48271 + k) % 2147483647;
  return v;
}

struct rec {
  long w;
  int id;
};
struct node {
  long val;
  struct node *next;
};

int main(void) {
  long a[8];
  for (int i = 0; i < 8; i++) a[i] = i + 1;
  for (long *p = a; p != a + 8; ++p) {
    #pragma nano task
    *p = heavy(*p);
    // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(p), (size_t)8); nano_set_label(nano_t_, "heavy");
  }
  struct rec recs[4] = {{1, 0}, {2, 1}, {3, 2}, {4, 3}};
  for (struct rec *r = recs; r != recs + 4; ++r) {
    #pragma nano task
    r->w = heavy(r->w);
    // CHECK: nano_set_label(nano_t_, "heavy");
  }
  struct node nodes[5];
  for (int i = 0; i < 5; i++) {
    nodes[i].val = i;
    nodes[i].next = i < 4 ? &nodes[i + 1] : NULL;
  }
  for (struct node *q = nodes; q; q = q->next) {
    #pragma nano task
    q->val = heavy(q->val);
  }
  long b[8];
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    b[i] = heavy(a[i]);
    // CHECK: nano_a_->nano_a0_ = (a[i]);
  }
  long s = 0;
  for (int i = 0; i < 8; i++) s ^= a[i] + b[i];
  for (int i = 0; i < 4; i++) s ^= recs[i].w;
  for (int i = 0; i < 5; i++) s ^= nodes[i].val;
  printf("%ld\n", s);
  return 0;
}
