// probe3_nested_loop_schedules: '#pragma nano loop' inside '#pragma nano loop' at every schedule, the outer variable in the inner bounds, a downward outer loop with step 2, and reductions at both levels (+, max by if, *).
#include <stdio.h>
#define R 40
#define C 50
static double m[R][C];
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
int main(void) {
  long tot = 0; double dmax = -1; long prod = 1;
  #pragma nano loop schedule(static)
  for (int i = 0; i < R; i++) {
    #pragma nano loop schedule(fixed, 7)
    for (int j = 0; j < C; j++) m[i][j] = slow(i * C + j, 200) % 97;
  }
  #pragma nano loop schedule(tss) reduction(+: tot)
  for (int i = 0; i < R; i++) {
    long rs = 0;
    #pragma nano loop schedule(factoring) reduction(+: rs)
    for (int j = i; j < C; j++) rs += (long)m[i][j];
    tot += rs;
  }
  #pragma nano loop schedule(affinity)
  for (int i = 1; i < R; i++) {
    #pragma nano loop schedule(gss, 3)
    for (int j = 0; j < i; j++) m[i][j] += m[i][j] * 0.5 + i;
  }
  #pragma nano loop
  for (int i = R - 1; i >= 0; i -= 2) {
    double lm = -1;
    #pragma nano loop schedule(tss, 8, 2)
    for (int j = C - 1; j >= i / 2; j--) if (m[i][j] > lm) lm = m[i][j];
    if (lm > dmax) dmax = lm;
  }
  #pragma nano loop reduction(*: prod)
  for (int i = 0; i < 6; i++) {
    #pragma nano loop reduction(*: prod)
    for (int j = 0; j < 3; j++) prod *= (i + j) % 3 + 1;
  }
  double s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += m[i][j] * (i + 1) * (j + 2);
  printf("%ld %.1f %ld %.1f\n", tot, dmax, prod, s);
  return 0;
}
