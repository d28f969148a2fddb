// contract_read_local_address: a local that a task or a loop body only reads, but whose address it takes, is the variable itself there: '&x' is the address the rest of the program knows (probe12 W4: the outlined code had a copy, and printed 0 5 0 instead of 1 5 100).
#include <stdio.h>
static int same(const long *a, const long *b) { return a == b; }
static long through(const long *a) { return *a * 2; }
int main(void) {
  long x = 5, y = 3;
  const long *p = &x;
  int r = -1;
  long v = 0, w = 0;
  #pragma nano task
  { r = same(&x, p); v = x; }
  #pragma nano task
  { w = through(&y) + y; }   /* y's address, its value: 9 */
  int out[100];
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = same(&x, p);
  int n = 0;
  for (int i = 0; i < 100; i++) n += out[i];
  long sum[10];
  #pragma nano loop
  for (int i = 0; i < 10; i++) sum[i] = through(&y) + i;
  x = 6;                     /* waits for the tasks reading x */
  printf("%d %ld %d %ld %ld %ld\n", r, v, n, w, sum[9], x);   /* 1 5 100 9 15 6 */
  return 0;
}
