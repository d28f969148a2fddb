// Tasks created in a loop that write memory they reach through pointers the
// compiler cannot bound (a list walked through `p->next`), or memory such a walk
// may reach (a global array), all register the reachable-memory stand-in for
// writing: they run one after another. A -Wnano-sequential warning at the task
// says so (black box bb65 3: the BOTS health pattern was serialised without a
// word; bb67 8, 9). Tasks that only read such memory and write a local array
// overlap, without a warning; so does a chain the program spells out.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err --implicit-check-not=warning:
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdlib.h>
struct node { long v; struct node *next; };
struct village { struct village *child[4]; struct node *list; };
static struct node *lists[4];
static long res[4];

static void work(struct node *head) {
  for (struct node *p = head; p; p = p->next) p->v = p->v * 3 + 1;
}
static long total(const struct node *head) {
  long s = 0;
  for (const struct node *p = head; p; p = p->next) s += p->v;
  return s;
}
static void sim(struct village *v) { work(v->list); }
static long step(long a) { return a * 3 + 1; }

void walk_global_heads(void) {
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    work(lists[i]);
  }
  // CHECK: task-reachable-serialises.c:[[@LINE-2]]:5: warning: the tasks this statement creates in different iterations of the loop at line [[@LINE-4]] run one after another: each writes memory it reaches through pointers the compiler cannot bound ('work' reaches memory that cannot be bounded: the pointer 'p' may point anywhere), and tasks that write such memory are ordered with each other, since they may reach the same objects; tasks that only read it, and write only memory no pointer reaches (a local array), run at once [-Wnano-sequential]
}

void health(struct village *v) {
  for (int c = 0; c < 4; c++) {
    #pragma nano task
    sim(v->child[c]);
  }
  // CHECK: task-reachable-serialises.c:[[@LINE-2]]:5: warning: the tasks this statement creates in different iterations of the loop at line [[@LINE-4]] run one after another: each writes memory it reaches through pointers
}

void walk_local_heads(void) { // the creation waits no more, the tasks still do
  struct node *heads[4];
  for (int i = 0; i < 4; i++) heads[i] = lists[i];
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    work(heads[i]);
  }
  // CHECK: task-reachable-serialises.c:[[@LINE-2]]:5: warning: the tasks this statement creates in different iterations of the loop at line [[@LINE-4]] run one after another: each writes memory it reaches through pointers
}

void sums_into_global(void) {
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    res[i] = total(lists[i]);
  }
  // CHECK: task-reachable-serialises.c:[[@LINE-2]]:5: warning: the tasks this statement creates in different iterations of the loop at line [[@LINE-4]] run one after another: each writes 'res[i]', which memory reached through pointers the compiler cannot bound may include
}

// Not warned: read-only walks into a local array; a chain through `acc`.
long sums_into_local(void) {
  long out[4];
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    out[i] = total(lists[i]);
  }
  return out[0] + out[1] + out[2] + out[3];
}

long chain(void) {
  long acc = 1;
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    acc = step(acc);
  }
  return acc;
}
