/* Canonical loops whose step is known only at run time (LANGUAGE.md: `var +=
 * step`, `var -= step`, loop-invariant step): the direction comes from the
 * condition, so `j += step` with a negative step and `>=` is a parallel loop
 * (it was refused: "the loop counts up but its condition is '>' or '>='"). */
#include <stdio.h>

static long a[300], b[300], c[300], d[300];

static long checksum(const long *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s = (s * 3 + v[i]) % 1000000007;
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int down = -3 - (argc > 5); /* -3, known only at run time */
  int up = 3 + (argc > 5);    /* +3 */
  #pragma nano loop
  for (int j = 299; j >= 0; j += down) a[j] += j;
  #pragma nano loop
  for (int i = 1; i < 300; i -= down) b[i] += 2 * i;
  #pragma nano loop schedule(fixed, 7)
  for (int i = 298; i > 0; i = i + down) c[i] += 3 * i;
  #pragma nano loop
  for (int i = 0; i <= 297; i = i - down) d[i] += 4 * i;
  #pragma nano loop
  for (int j = 297; j >= 0; j -= up) d[j] += 5;
  printf("%ld %ld %ld %ld\n", checksum(a, 300), checksum(b, 300), checksum(c, 300), checksum(d, 300));
  return 0;
}
