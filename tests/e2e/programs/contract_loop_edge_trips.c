// contract_loop_edge_trips: canonical loops at the edges of LANGUAGE.md's form — every schedule, negative steps with >= and >,
// <= with a step of 2, unsigned/size_t/unsigned long long/int16_t/char/long long induction variables, a size_t loop counting
// down to 0 with `s > 0` (subscript s - 1), bounds next to INT_MAX, empty loops (lo == hi, counting down from 3 to > 3) and a
// one-iteration loop; a loop variable declared outside the loop keeps its exit value.
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#define N 1000
static double a[N], b[N];
static long c[N];
static int m[40][50];

int main(void) {
  for (int i = 0; i < N; i++) b[i] = i * 0.5;
  #pragma nano loop schedule(static)
  for (int i = N - 1; i >= 0; i--) a[i] = b[i] * 2;
  #pragma nano loop schedule(fixed, 7)
  for (int i = N - 1; i > 0; i -= 3) c[i] = i;
  #pragma nano loop schedule(gss, 4)
  for (int i = 1; i <= N - 1; i += 2) c[i - 1] = -i;
  #pragma nano loop schedule(tss, 50, 2)
  for (unsigned u = 0; u < N; u++) a[u] += 1.0;
  #pragma nano loop schedule(factoring)
  for (size_t s = 0; s < N; s++) b[s] = a[s] - b[s];
  #pragma nano loop schedule(affinity)
  for (size_t s = N; s > 0; s--) b[s - 1] += 0.25;
  #pragma nano loop schedule(tss)
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 50; j++) m[i][j] = i * 100 + j;
  int lo = 5, hi = 5;
  #pragma nano loop
  for (int i = lo; i < hi; i++) a[i] = -1000;
  #pragma nano loop schedule(gss)
  for (int i = 7; i <= 7; i++) a[i] = 777;
  #pragma nano loop
  for (int i = 3; i > 3; i--) a[i] = -5;
  #pragma nano loop schedule(gss, 2)
  for (long long q = 10; q <= 20; q++) c[q] += 1000;
  #pragma nano loop
  for (char ch = 'a'; ch <= 'z'; ch++) c[ch - 'a' + 100] += ch;
  #pragma nano loop
  for (int16_t s = -50; s < 50; s += 7) c[s + 150] += 5;
  #pragma nano loop schedule(factoring)
  for (int j = INT_MAX - 10; j < INT_MAX; j++) c[j - (INT_MAX - 10) + 200] += 3;
  #pragma nano loop schedule(affinity)
  for (unsigned long long z = 0; z < 29ull; z += 4) c[z + 260] += 9;
  int i;
  #pragma nano loop
  for (i = 0; i < N; i += 3) c[i] += 2;
  double sa = 0, sb = 0;
  long sc = 0, sm = 0;
  for (int k = 0; k < N; k++) { sa += a[k]; sb += b[k]; sc = sc * 3 + c[k]; }
  for (int r = 0; r < 40; r++)
    for (int k = 0; k < 50; k++) sm += m[r][k] * (r + k);
  printf("%.2f %.2f %ld %ld %.1f %d\n", sa, sb, sc, sm, a[7], i);
  return 0;
}
