// contract_c_loop_address_identity: in C, a local that a loop body or a task only reads but whose address it
// takes is the creator's object there, whatever else the body declares or how the address is spelled: the
// body declaring another 'x' in an inner block, the address of a member or of an element of a member array,
// an object of a type declared inside the function, a loop nested in the body (or being it) taking the address.
// Before, each of the first three was a copy in a loop body: '&x == p' was 0 (printed 5 1 7 2 2 2 0). A task
// created in a loop body, whose creation code names x, gets the creator's x too.
#include <stdio.h>
struct pair { long a, b; long arr[4]; };
static int same(const void *a, const void *b) { return a == b; }
int main(void) {
  int ok = 1;
  long x = 5;
  const long *px = &x;
  struct pair s = {1, 2, {3, 4, 5, 6}};
  const long *pb = &s.b, *pe = &s.arr[2];
  struct point { int u, v; } q = {7, 8};
  const struct point *pq = &q;
  const int *pv = &q.v;
  int a2[10], a4[10], a5[10];
  #pragma nano loop
  for (int i = 0; i < 10; i++) {
    { long x = i; a2[i] = (int)x - i; }     /* another x, in an inner block */
    a2[i] += same(&x, px) + (int)x;         /* 1 + 5 */
  }
  #pragma nano loop
  for (int i = 0; i < 10; i++) a4[i] = same(&s.b, pb) + same(&s.arr[2], pe) + (int)s.a;   /* 1 + 1 + 1 */
  #pragma nano loop
  for (int i = 0; i < 10; i++) a5[i] = same(&q, pq) + same(&q.v, pv) + q.u;               /* 1 + 1 + 7 */
  int n1[4][8], n2[4][8];
  #pragma nano loop
  for (int i = 0; i < 4; i++) {
    #pragma nano loop
    for (int j = 0; j < 8; j++) { { long x = 1; n1[i][j] = (int)x; } n1[i][j] += same(&x, px); }   /* 2 */
  }
  #pragma nano loop
  for (int i = 0; i < 4; i++) {
    { long x = 2;
      #pragma nano loop
      for (int j = 0; j < 8; j++) n2[i][j] = (int)x;
    }
    n2[i][0] += same(&x, px);                                             /* 3, then 2 */
  }
  int n4[4][8];
  #pragma nano loop
  for (int i = 0; i < 4; i++)                                             /* a body that is a loop */
    #pragma nano loop
    for (int j = 0; j < 8; j++) n4[i][j] = same(&x, px) + (int)x;         /* 6 */
  int n3[8];
  #pragma nano loop
  for (int i = 0; i < 8; i++) {
    int *r = &n3[i];
    #pragma nano task
    { *r = same(&x, px) + (int)x; }                                       /* 6 */
    #pragma nano wait
    { long x = 1; n3[i] -= (int)x; }                                      /* 5 */
  }
  int t2 = -1, t4 = -1, t5 = -1;
  #pragma nano task
  { { long x = 1; t2 = (int)x; } t2 += same(&x, px); }
  #pragma nano task
  t4 = same(&s.b, pb) + same(&s.arr[2], pe);
  #pragma nano task
  t5 = same(&q, pq) + same(&q.v, pv);
  #pragma nano wait
  for (int i = 0; i < 10; i++) {
    if (a2[i] != 6) ok = 0;
    if (a4[i] != 3) ok = 0;
    if (a5[i] != 9) ok = 0;
  }
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 8; j++)
      if (n1[i][j] != 2 || n2[i][j] != 2 + (j == 0) || n4[i][j] != 6) ok = 0;
  for (int i = 0; i < 8; i++)
    if (n3[i] != 5) ok = 0;
  if (t2 != 2 || t4 != 2 || t5 != 2) ok = 0;
  printf("%d %d %d %d %d %d %d %d %d %d\n", a2[9], a4[9], a5[9], n1[3][7], n2[3][0], n3[7], t2, t4, t5, ok);
  /* 6 3 9 2 3 5 2 2 2 1 */
  return ok ? 0 : 1;
}
