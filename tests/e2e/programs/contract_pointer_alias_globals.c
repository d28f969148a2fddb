// contract_pointer_alias_globals: tasks writing through pointers the creator reads by other names — a global pointer to a
// global, a callee returning a pointer into a global array, a pointer chosen at run time between two locals, a linked
// node reached through head->next, and a pointer to a pointer: every later read sees the task's write.
#include <stdio.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static long x, y;
static long *gp;
static long arr[16];
static long *slot(int i) { return &arr[i]; }
static void setp(long *p, long v) { *p = slow(v, 300000); }
struct node { long val; struct node *next; };
int main(void) {
  gp = &x;
  #pragma nano task
  *gp = slow(3, 300000);
  long rx = x;                      /* must see the task's write */
  #pragma nano task
  setp(slot(3), 7);
  long r3 = arr[3];
  long *q = (rx & 1) ? &x : &y;
  #pragma nano task
  *q = slow(rx, 300000);
  long rxy = x + y;
  struct node n2 = { 0, NULL }, n1 = { 0, &n2 };
  struct node *head = &n1;
  #pragma nano task
  head->next->val = slow(9, 300000);
  long rn = n2.val;
  long **pp = &gp;
  #pragma nano task
  **pp = 11;
  long rx2 = x;
  printf("%ld %ld %ld %ld %ld\n", rx, r3, rxy, rn, rx2);
  return 0;
}
