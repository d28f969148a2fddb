// A statement of a parallel block whose accesses cannot be bounded runs in the
// creating nano-thread; the warning says so about the block's statement (not a
// "task"), and points to the way out: an explicit task pragma with a clause
// (a parallel block's own statements take no clauses).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
struct node { int val; struct node *next; };
int hist[4];
void count(struct node *head, int *out) {
  #pragma nano parallel
  {
    for (struct node *p = head; p; p = p->next) hist[p->val % 4]++;
    // CHECK: parallel-unbounded.c:[[@LINE-1]]:5: warning: this statement of the parallel block runs in the creating nano-thread: the region accessed through 'p->val' cannot be bounded; to run it in parallel, put '#pragma nano task' with an in/out/inout clause naming that region before it
    *out = hist[0];
  }
}
// CHECK-NOT: task runs in the creating nano-thread
