/* Loops whose bound distance or step overflows int64_t although the sequential
 * loop does not (review29): the trip count is computed in uint64_t and each
 * iteration's value modulo 2^64, so they run the iterations the sequential
 * loop runs. The huge steps also come at run time. */
#include <limits.h>
#include <stdio.h>

static long run(long step) {
  long c = 0;
  #pragma nano loop
  for (long i = 0; i < 10; i += step) c += (i == 0) ? 1 : 100;
  return c;
}

int main(int argc, char **argv) {
  (void)argv;
  long c1 = 0, c2 = 0, c3 = 0, c4 = 0;
  #pragma nano loop
  for (long i = LONG_MIN + 1; i < LONG_MAX; i += LONG_MAX) c1 += (i < 0) ? 1 : 100;
  #pragma nano loop
  for (long i = LONG_MAX - 1; i >= -LONG_MAX + 10; i -= LONG_MAX / 2) c2 += i % 7;
  #pragma nano loop
  for (long i = -LONG_MAX; i < LONG_MAX - 2; i += (1L << 62) - 1) c3 += 1;
  #pragma nano loop
  for (long i = LONG_MIN; i <= LONG_MAX - 5; i += LONG_MAX / 3) c4 += i & 15;
  printf("%ld %ld %ld %ld\n", c1, c2, c3, c4);
  printf("%ld %ld %ld\n", run(LONG_MAX - 5 + argc - 1), run(LONG_MAX / 2 + 100), run(3));
  return 0;
}
