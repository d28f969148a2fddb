// contract_parallel_reduction_reads: plain loops inside a parallel block that are reductions (+ and the if-max form),
// each followed in the same block by statements that read the result, a loop that uses it, and an update of it.
#include <stdio.h>
#define N 100000
static int v[N];
static long slow(long x, int k) { for (int i = 0; i < k; i++) x = (x * 31 + i) % 1000003; return x; }
int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 7919) % 1000;
  long s = 0, t = 0, u = 0; int mx = -1;
  #pragma nano parallel
  {
    for (int i = 0; i < N; i++) s += v[i];
    t = slow(s, 10000);                         /* reads the reduction result */
    for (int i = 0; i < N; i++) if (v[i] > mx) mx = v[i];
    u = s * 2 + mx;
    for (int i = 0; i < N; i++) v[i] -= (int)(s % 7);
    s += 1;
  }
  long w = 0; for (int i = 0; i < N; i += 97) w += v[i];
  printf("%ld %ld %ld %d %ld\n", s, t, u, mx, w);
  return 0;
}
