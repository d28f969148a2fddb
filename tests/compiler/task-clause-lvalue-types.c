// An in/out/inout clause's lvalue has a type at compile time: the effective-type
// rule separates it from accesses of other types. A list walk whose task names
// `p->val` (an int) creates every task before waiting: `p = p->next` reads a
// pointer, which an int lvalue cannot be (it waited for every task). A clause
// whose lvalue may alias the creator's access still orders it: `q->val` and the
// creator's `sum += q->val`, a record named whole, a name of several types.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

struct node { int val; struct node *next; };

static void bump(int *x) { *x += 1; }

void walk(struct node *p) {
  while (p) {
    #pragma nano task inout(p->val)
    bump(&p->val);
    p = p->next;
    // CHECK-LABEL: void walk(
    // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)&(p->val), sizeof(p->val));
    // CHECK-NOT: nano_wait
    // CHECK: p = p->next;
  }
}

int walk_and_read(struct node *q) {
  int sum = 0;
  while (q) {
    #pragma nano task inout(q->val)
    bump(&q->val);
    sum += q->val;
    // CHECK-LABEL: int walk_and_read(
    // CHECK: nano_wait_all{{[_]}}(); sum += q->val;
    q = q->next;
  }
  return sum;
}

struct pair { struct node *first; int n; };

int whole_record(struct pair *s, struct node *r) {
  #pragma nano task inout(*s)
  s->n += 1;
  r = r->next;
  // CHECK-LABEL: int whole_record(
  // CHECK: nano_wait_handle{{[_]}}(&nano_h_{{[0-9]+}}); r = r->next;
  return r ? r->val : s->n;
}
// DIAG-NOT: warning

int main(void) {
  struct node n[4];
  for (int i = 0; i < 4; i++) {
    n[i].val = i;
    n[i].next = i + 1 < 4 ? &n[i + 1] : 0;
  }
  walk(n);
  int s = walk_and_read(n);
  struct pair pr = {n, 3};
  int w = whole_record(&pr, n);
  printf("%d %d %d %d\n", n[0].val, n[3].val, s, w);
  return 0;
}
