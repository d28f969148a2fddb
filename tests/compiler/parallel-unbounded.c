// A statement of a parallel block whose accesses cannot be bounded runs in the
// creating nano-thread; the warning says so about the block's statement (not a
// "task"), and points to the way out: an explicit task pragma with a clause
// (a parallel block's own statements take no clauses). A statement writing
// output or calling exit() is said to touch library state, which a clause does
// not order (bb75 F2: it was "the region accessed through 'printf(...)'").
// RUN: %translate %s --grain 1 > %t.c 2> %t.err
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
#include <stdio.h>
#include <stdlib.h>
long x;
void report(int argc) {
  #pragma nano parallel
  {
    x = argc * 1000;
    printf("x=%ld\n", x);
    // CHECK: parallel-unbounded.c:[[@LINE-1]]:5: warning: this statement of the parallel block runs in the creating nano-thread: 'printf("x=%ld\n", x)' may touch any global state ('printf' uses the C library's global state (I/O, time, random numbers)), such as output, whose order the program keeps; to run it in parallel when that order does not matter, put '#pragma nano task' with in/out/inout clauses naming what it accesses before it
    if (x > 5) { x += 1; if (x > 100000) exit(3); x += 2; }
    // CHECK: parallel-unbounded.c:[[@LINE-1]]:5: warning: this statement of the parallel block runs in the creating nano-thread: 'exit(3)' may touch any global state
  }
}
// CHECK-NOT: task runs in the creating nano-thread
