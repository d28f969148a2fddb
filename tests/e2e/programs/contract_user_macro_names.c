/* Object-like macros with everyday names, defined before the first directive:
 * the runtime header and the helpers the translation inserts must not see them
 * (`#define n 100` turned `int n` in <nano/nano.h> into `int 100`). */
#include <stdio.h>
#define n 100
#define lo 0
#define hi 50
#define line 3
#define base 7
#define mode 1
#define status 0
#define chunk 4
#define args 5
#define size 9

static long v[n], w[n];

static long slow(long x, int k) {
  for (int i = 0; i < k; i++) x = (x * 31 + i) % 1000003;
  return x;
}

int main(void) {
  #pragma nano loop schedule(fixed, chunk)
  for (int i = lo; i < n; i++) v[i] = i * 2 + base;
  long a, b;
  #pragma nano task
  a = slow(line, 100000);
  #pragma nano task
  b = slow(mode + args, 100000);
  long s = 0;
  #pragma nano loop reduction(+: s)
  for (int i = lo; i < hi; i++) s += v[i] * size;
  for (int i = 0; i < n; i++) w[i] = v[i] + status;
  printf("%ld %ld %ld %ld\n", s, a, b, w[n - 1]);
  return 0;
}
