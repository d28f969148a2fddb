/* if() cut-offs decidable at entry (sequential copies): fib, a non-monotonic
 * condition (odd n is cut off, even n is not) and a cut-off over two
 * parameters; the output must equal the sequential elision's. */
#include <stdio.h>

static long fib(int n, int cutoff) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task if(n > cutoff)
  x = fib(n - 1, cutoff);
  #pragma nano task if(n > cutoff)
  y = fib(n - 2, cutoff);
  return x + y;
}

static long walk(int n) {
  if (n < 1) return 0;
  long a, b;
  #pragma nano task if(n % 2 == 0)
  a = walk(n - 1);
  #pragma nano task if(n % 2 == 0)
  b = walk(n - 3);
  return a + b + 1;
}

static long span(long lo, long hi, long grain) {
  if (hi - lo < 2) return lo * lo % 7;
  long mid = lo + (hi - lo) / 2, l, r;
  #pragma nano task if(hi - lo > grain)
  l = span(lo, mid, grain);
  #pragma nano task if(hi - lo > grain)
  r = span(mid, hi, grain);
  return l + r;
}

int main(void) {
  printf("%ld %ld\n", fib(25, 15), fib(20, 1));
  printf("%ld\n", walk(24));
  printf("%ld %ld\n", span(0, 100000, 1000), span(-500, 500, 10));
  return 0;
}
