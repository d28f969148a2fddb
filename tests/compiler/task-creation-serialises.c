// Tasks created in a loop whose creation reads what an earlier iteration's task
// may write, because the task reaches memory the compiler cannot bound (a list
// walked through `p->next`), run one after another: each creation waits for
// the task before. That is said with a -Wnano-sequential warning at the task
// (black box bb65 3: the BOTS health pattern was serialised without a word).
// Reading the heads from a local array no task can reach lets them overlap; a
// chain the program spells out (`acc = step(acc)`) is not warned about.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err --implicit-check-not=warning:
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdlib.h>
struct node { long v; struct node *next; };
struct village { struct village *child[4]; struct node *list; };
static struct node *lists[4];

static void work(struct node *head) {
  for (struct node *p = head; p; p = p->next) p->v = p->v * 3 + 1;
}
static void sim(struct village *v) { work(v->list); }
static long step(long a) { return a * 3 + 1; }

void walk_global_heads(void) {
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    work(lists[i]);
  }
  // CHECK: task-creation-serialises.c:[[@LINE-2]]:5: warning: the tasks this statement creates in different iterations of the loop at line [[@LINE-4]] run one after another: creating one reads 'lists[i]', which the task of an earlier iteration may write ('work' reaches memory that cannot be bounded: the pointer 'p' may point anywhere); to let them overlap, make the creation read a local variable no task can reach (copy 'lists[i]' for every iteration into a local array before the loop) [-Wnano-sequential]
}

void health(struct village *v) {
  for (int c = 0; c < 4; c++) {
    #pragma nano task
    sim(v->child[c]);
  }
  // CHECK: task-creation-serialises.c:[[@LINE-2]]:5: warning: the tasks this statement creates in different iterations of the loop at line [[@LINE-4]] run one after another: creating one reads 'v->child[c]', which the task of an earlier iteration may write
}

// Not warned: the heads come from a local array; a chain through `acc`.
void walk_local_heads(void) {
  struct node *heads[4];
  for (int i = 0; i < 4; i++) heads[i] = lists[i];
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    work(heads[i]);
  }
}

long chain(void) {
  long acc = 1;
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    acc = step(acc);
  }
  return acc;
}
