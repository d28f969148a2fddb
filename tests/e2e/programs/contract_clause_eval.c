// contract_clause_eval: if() and in/out section expressions read variables that earlier tasks write: they are evaluated at creation, after those tasks.
#include <stdio.h>
static void slow_set(int *p, int v) { for (volatile int k = 0; k < 200000; k++) {} *p = v; }
static void add(int *d, const int *s, int n) { for (int i = 0; i < n; i++) d[i] += s[i]; }
int main(void) {
  int x = 0, y = 0, n = 0, lo = 0;
  #pragma nano task
  slow_set(&x, 5);
  #pragma nano task if(x > 3)
  y = x + 1;
  printf("%d %d\n", x, y);
  int a[40] = {0}, b[40];
  for (int i = 0; i < 40; i++) b[i] = i;
  #pragma nano task
  slow_set(&n, 10);
  #pragma nano task
  slow_set(&lo, 7);
  #pragma nano task inout(a[lo:n])
  add(a + lo, b, n);
  int s = 0; for (int i = 0; i < 40; i++) s = s * 3 + a[i];
  printf("%d %d %d\n", s, n, lo);
  return 0;
}
