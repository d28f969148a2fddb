// contract_list_walk_fields: tasks that write one field of each node while the creator walks the list through another field (no wait per node), a task that relinks (the walk waits), and a final read of every field.
#include <stdio.h>
#include <stdlib.h>
struct node { int val; long acc; struct node *next; };
static void churn(struct node *n) { long s = 0; for (int k = 0; k < 2000; k++) s += (n->val * 7 + k) % 13; n->acc = s; }
int main(void) {
  struct node *head = NULL, spare = {-1, 0, NULL};
  for (int i = 0; i < 300; i++) { struct node *n = malloc(sizeof *n); n->val = i; n->acc = 0; n->next = head; head = n; }
  for (struct node *p = head; p; p = p->next) {
    #pragma nano task
    churn(p);
  }
  for (struct node *p = head; p; p = p->next) {
    #pragma nano task
    p->val += 3;
  }
  int cut = 0;
  for (struct node *p = head; p; p = p->next) {
    #pragma nano task
    if (++cut % 100 == 0) p->next = &spare;
  }
  long total = 0; int count = 0;
  for (struct node *p = head; p; p = p->next) { total += p->acc * 5 + p->val; count++; }
  printf("%ld %d %d\n", total, count, cut);
  while (head && head != &spare) { struct node *n = head->next; free(head); head = n; }
  return 0;
}
