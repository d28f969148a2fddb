// contract_alias_params: tasks on pointer parameters that alias at the call site (same array, offset pointers, a pointer table whose entries overlap) must run in program order.
#include <stdio.h>
static void add1(int *d, const int *s, int n) { for (int i = 0; i < n; i++) d[i] = s[i] + 1; }
static void twice(int *p, int *q, int n) {
  #pragma nano task
  add1(p, q, n);      /* writes p, reads q */
  #pragma nano task
  add1(q, p, n);      /* writes q, reads p: must follow the first */
  #pragma nano task
  add1(p + 1, q, n - 1);
}
static void offs(int *base, int n) {
  int *x = base, *y = base + 3;
  #pragma nano task
  add1(x, x, n);
  #pragma nano task
  add1(y, x, n - 3);
}
static void pp(int **tab, int k) {
  #pragma nano task
  add1(tab[0], tab[1], k);
  #pragma nano task
  add1(tab[1], tab[0], k);
}
int main(void) {
  int a[20], b[20];
  for (int i = 0; i < 20; i++) { a[i] = i; b[i] = 100 - i; }
  twice(a, b, 20); twice(a, a, 20); twice(a, a + 2, 10);
  int s = 0; for (int i = 0; i < 20; i++) s = s * 31 + a[i] + 7 * b[i];
  printf("%d\n", s);
  offs(a, 12);
  int *tab[2] = {a, a + 1};
  pp(tab, 10);
  int *tab2[2] = {b, b};
  pp(tab2, 10);
  s = 0; for (int i = 0; i < 20; i++) s = s * 31 + a[i] + 7 * b[i];
  printf("%d\n", s);
  return 0;
}
