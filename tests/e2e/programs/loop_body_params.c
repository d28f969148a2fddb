// loop_body_params: loop bodies whose captured variables are parameters of the inlined chunk body — restrict pointers, VLA rows, constant and run-time steps (`i -= 3`, `i = i - 2`, `i = i + 4`), a private scalar and a reduction together.
#include <stdio.h>

static void scale_rows(int n, int m, const double (*restrict from)[m], double (*restrict to)[m], double f) {
  #pragma nano loop schedule(fixed, 3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) to[i][j] = f * from[i][j] + j;
}

static void saxpy(long n, double a, const double *restrict x, double *restrict y) {
  #pragma nano loop schedule(static)
  for (long i = 0; i < n; i++) y[i] += a * x[i];
}

int main(void) {
  enum { N = 37, M = 5, L = 1000 };
  static double from[N][M], to[N][M], x[L], y[L];
  static int out[L];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) from[i][j] = i * M + j;
  scale_rows(N, M, (const double (*)[M])from, to, 0.5);
  for (int i = 0; i < L; i++) { x[i] = i % 7; y[i] = i % 3; }
  saxpy(L, 2.0, x, y);
  int i = 0;
  #pragma nano loop schedule(gss)
  for (i = 998; i > 10; i = i - 2) out[i] += i % 11;
  #pragma nano loop schedule(fixed, 5)
  for (int k = 997; k >= 0; k -= 3) out[k] += 3;
  #pragma nano loop
  for (int k = 1; k < L; k = k + 4) out[k] += 7;
  int step = 6, last = -1;
  long hits = 0;
  #pragma nano loop schedule(fixed, 4) reduction(+: hits)
  for (int k = 2; k < L; k += step) {
    last = k * 2;
    out[k] += last % 13;
    hits += out[k] % 2;
  }
  double s = 0;
  for (int r = 0; r < N; r++)
    for (int c = 0; c < M; c++) s += to[r][c] * (r + 1);
  long t = 0;
  for (int k = 0; k < L; k++) t += (long)out[k] * (k % 17 + 1) + (long)y[k];
  printf("rows %.1f, sum %ld, i after %d, last %d, hits %ld\n", s, t, i, last, hits);
  return 0;
}
