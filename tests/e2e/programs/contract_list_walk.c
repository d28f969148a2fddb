// contract_list_walk: tasks created while walking a linked list (the pointer is evaluated at creation), tasks in a for loop with a comma increment, and in a while loop with a post-decrement condition.
#include <stdio.h>
#include <stdlib.h>
struct item { int val; int sq; struct item *next; };
static void square(struct item *it) { long s = 0; for (int k = 0; k < 3000; k++) s += (it->val + k) % 7; it->sq = it->val * it->val + (int)(s % 3); }
int main(void) {
  struct item *head = NULL;
  for (int i = 0; i < 50; i++) { struct item *n = malloc(sizeof *n); n->val = i; n->sq = 0; n->next = head; head = n; }
  struct item *p = head;
  while (p) {
    #pragma nano task inout(*p)
    square(p);
    p = p->next;
  }
  int i = 0;
  for (struct item *q = head; q; q = q->next, i++) {
    #pragma nano task
    q->val += i;
  }
  long total = 0;
  for (struct item *q = head; q; q = q->next) total += q->sq * 3 + q->val;
  printf("%ld\n", total);
  int k = 10, arr[10] = {0};
  while (k-- > 0) {
    #pragma nano task
    arr[k] = k * k;
  }
  int s = 0; for (int j = 0; j < 10; j++) s += arr[j];
  printf("%d\n", s);
  return 0;
}
