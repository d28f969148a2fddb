// contract_random_sections_stress: 40 rounds of 64 tasks on pseudo-random overlapping sections of one array — readers
// (a + lo, len) through a const pointer, read-modify-write updates inferred from the callee, and updates ordered by an
// inout(a[lo:len]) clause: every result equals the sequential one (exact partial-overlap ordering).
#include <stdio.h>
#define N 4096
static long a[N];
static void upd(long *p, int n, long m, long c) { for (int i = 0; i < n; i++) p[i] = (p[i] * m + c) % 1000003; }
static long rd(const long *p, int n) { long s = 0; for (int i = 0; i < n; i++) s = (s * 7 + p[i]) % 1000003; return s; }
int main(void) {
  unsigned seed = 12345;
  long acc = 0;
  long partial[64];
  for (int round = 0; round < 40; round++) {
    for (int t = 0; t < 64; t++) {
      seed = seed * 1103515245u + 12345u;
      int lo = (seed >> 8) % (N - 300);
      int len = 1 + (seed >> 20) % 300;
      if (t % 3 == 0) {
        #pragma nano task
        partial[t] = rd(a + lo, len);
      } else if (t % 3 == 1) {
        #pragma nano task
        upd(a + lo, len, 3 + t % 5, round);
      } else {
        #pragma nano task inout(a[lo:len])
        upd(&a[lo], len, 7, t);
      }
    }
    for (int t = 0; t < 64; t += 3) acc = (acc * 31 + partial[t]) % 1000000007;
  }
  printf("%ld %ld\n", acc, rd(a, N));
  return 0;
}
