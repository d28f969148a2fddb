// Walking a linked list: a task that writes one field of the current node does
// not make the walk (`p = p->next`) wait, since an `int` field and a pointer
// field never overlap (C's effective-type rule), even through the same pointer
// reassigned between the two accesses. Writing the whole node, or a field of the
// pointer's type, still waits at the end of each iteration. Before, any two
// accesses through one reassigned pointer conflicted, so every walk ran one task
// at a time.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
struct node { int val; struct node *next; };
static void bump(struct node *n) { n->val = n->val * 3 + 1; }

// CHECK-LABEL: void walk{{_}}call(
// CHECK: for (struct node *p = head; p; p = p{{-}}>next) {
// CHECK: nano_create(nano{{_}}task_1,
// CHECK-NEXT: {{^  }$}}
void walk_call(struct node *head) {
  for (struct node *p = head; p; p = p->next) {
    #pragma nano task
    bump(p);
  }
}

// CHECK-LABEL: void walk{{_}}field(
// CHECK: for (struct node *p = head; p; p = p{{-}}>next) {
// CHECK: nano_create(nano{{_}}task_2,
// CHECK-NEXT: {{^  }$}}
void walk_field(struct node *head) {
  for (struct node *p = head; p; p = p->next) {
    #pragma nano task
    p->val += 2;
  }
}

// The task writes a pointer field, which the walk reads.
// EXPLAIN: task-list-walk-fields.c:[[@LINE+5]]:34: remark: wait inserted here: this statement reads 'p->next' which a task writes
// CHECK-LABEL: void relink(
// CHECK: nano_create(nano{{_}}task_3,
// CHECK-NEXT: {{^  nano_wait_all_\(\); }$}}
void relink(struct node *head, struct node *spare) {
  for (struct node *p = head; p; p = p->next) {
    #pragma nano task
    p->next = p->next ? p->next : spare;
  }
}

// The task writes the whole node.
// EXPLAIN: task-list-walk-fields.c:[[@LINE+5]]:34: remark: wait inserted here: this statement reads 'p->next' which a task writes
// CHECK-LABEL: void whole{{_}}node(
// CHECK: nano_create(nano{{_}}task_4,
// CHECK-NEXT: {{^  nano_wait_all_\(\); }$}}
void whole_node(struct node *head, struct node proto) {
  for (struct node *p = head; p; p = p->next) {
    #pragma nano task
    *p = proto;
  }
}
