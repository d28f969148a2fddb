// contract_loop_nest_schedules: loops with >= and --, <= with a variable += step, -= on long, an unsigned index, an inner loop parallel per outer row, parallel outer loops with private inner loops (a row prefix sum).
#include <stdio.h>
#define N 1000
static int a[N + 1], b[N + 1];
static long f(int i) { return (long)i * i % 97; }
static void setv(int *p, int i) { *p = (int)f(i) + 1; }
int main(void) {
  int lo = 3, hi = N, st = 3;
  #pragma nano loop schedule(tss, 40, 2)
  for (int i = hi; i >= 0; i--) a[i] = (int)f(i);
  #pragma nano loop schedule(fixed, st)
  for (int i = lo; i <= hi; i += st) b[i] = a[i] + a[i - 3];
  #pragma nano loop schedule(gss, st * 2)
  for (long i = N; i > 500; i -= 2) setv(&b[i], (int)i);
  #pragma nano loop
  for (unsigned u = 0; u < 100u; u++) a[u] = (int)(u * 3);
  long s = 0;
  for (int i = 0; i <= N; i++) s += a[i] * 3 + b[i];
  int m2[30][40];
  for (int i = 0; i < 30; i++) {
    #pragma nano loop schedule(static)
    for (int j = 0; j < 40; j++) m2[i][j] = i * j + (i > 0 ? 1 : 0);
  }
  #pragma nano loop schedule(factoring)
  for (int i = 1; i < 30; i++)
    for (int j = 0; j < 40; j++) m2[i][j] += m2[i][j] * 2 - j;
  #pragma nano loop schedule(affinity)
  for (int i = 0; i < 30; i++)
    for (int j = 1; j < 40; j++) m2[i][j] += m2[i][j - 1];
  long t = 0; for (int i = 0; i < 30; i++) for (int j = 0; j < 40; j++) t += m2[i][j] * (i + j);
  printf("%ld %ld\n", s, t);
  return 0;
}
