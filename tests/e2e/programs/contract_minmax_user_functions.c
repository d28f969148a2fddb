// contract_minmax_user_functions: min/max reductions through functions of the
// program. A function is a min or max by its body (`return a > b ? a : b;`),
// whatever its name (`larger`); before, any function named min or max was
// taken for one by its name alone, so a `max` that adds gave a privatised
// wrong sum (probe10 L2; that loop is now refused, tests/compiler). The MIN
// macro and fmin/fmax of the C library keep working.
#include <math.h>
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
static long spin(long n, long seed) { volatile long s = seed; for (long i = 0; i < n; i++) s = s * 3 + 1; return s & 0xff; }
static long larger(long a, long b) { return a > b ? a : b; }
static long min(long a, long b) { return (b < a) ? b : a; }
int main(void) {
  long hi = -1, lo = 1000, m = 1000;
  double f = 1e9;
  #pragma nano loop
  for (int i = 0; i < 64; i++) hi = larger(hi, spin(20000, i));
  #pragma nano loop
  for (int i = 0; i < 64; i++) lo = min(spin(20000, i + 7), lo);
  #pragma nano loop
  for (int i = 0; i < 64; i++) m = MIN(m, spin(20000, i + 3) + 5);
  #pragma nano loop
  for (int i = 0; i < 64; i++) f = fmin(f, (double)spin(20000, i + 11) / 2);
  printf("%ld %ld %ld %.1f\n", hi, lo, m, f);
  return 0;
}
