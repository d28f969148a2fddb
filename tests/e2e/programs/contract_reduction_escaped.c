// contract_reduction_escaped: a reduction variable whose address the function
// takes elsewhere stays a reduction when the loop body reaches it only by its
// name (after probe10 L3, which refuses one the body also reads through *p).
#include <stdio.h>
static long spin(long n, long seed) { volatile long s = seed; for (long i = 0; i < n; i++) s = s * 3 + 1; return s & 0xff; }
static void start(long *v) { *v = 7; }
int main(void) {
  long s;
  start(&s);
  double a[100];
  for (int i = 0; i < 100; i++) a[i] = i * 0.5;
  #pragma nano loop
  for (int i = 0; i < 100; i++) s += spin(20000, i) + (long)a[i];
  long *p = &s;
  printf("%ld %ld\n", s, *p);
  return 0;
}
