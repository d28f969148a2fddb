// contract_loop_range_extremes: canonical loops whose bounds sit at the ends of their types — long past 2^31, unsigned next to
// UINT_MAX and stepping by 10^9, int from INT_MIN and down from INT_MAX, unsigned char, long long next to LLONG_MAX,
// unsigned long long next to ULLONG_MAX: chunking must not overflow or lose iterations.
#include <stdio.h>
#include <limits.h>
static long a[64];
int main(void) {
  #pragma nano loop
  for (long i = 3000000000L; i < 3000000010L; i++) a[i - 3000000000L] += i % 7;
  #pragma nano loop
  for (unsigned u = 4294967290u; u < 4294967295u; u++) a[u - 4294967290u + 10] += 1;
  #pragma nano loop independent
  for (unsigned u = 0; u < 4000000000u; u += 1000000000u) a[u / 1000000000u + 20] += 2;
  #pragma nano loop
  for (int i = INT_MIN; i < INT_MIN + 10; i++) a[i - INT_MIN + 30] += 3;
  #pragma nano loop
  for (unsigned char c = 250; c < 255; c++) a[c - 250 + 40] += c;
  #pragma nano loop
  for (long long q = LLONG_MAX - 5; q < LLONG_MAX; q++) a[q - (LLONG_MAX - 5) + 50] += 4;
  #pragma nano loop
  for (int i = INT_MAX; i > INT_MAX - 4; i--) a[INT_MAX - i + 56] += 5;
  #pragma nano loop schedule(fixed, 2)
  for (unsigned long long z = ULLONG_MAX - 3; z < ULLONG_MAX; z++) a[z - (ULLONG_MAX - 3) + 60] += 6;
  long s = 0; for (int i = 0; i < 64; i++) s = s * 3 + a[i];
  printf("%ld\n", s);
  return 0;
}
