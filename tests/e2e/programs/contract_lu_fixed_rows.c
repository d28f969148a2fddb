/* LU and a 1-D update from a pivot row on a fixed-size global 2-D array with a
   run-time n (probe5 D11): accepted as parallel loops, same result as the elision. */
#include <stdio.h>
#define N 64
double a[N][N], v[N];
int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) { v[i] = i + 1; for (int j = 0; j < n; j++) a[i][j] = (i == j) ? n : 1.0 / (1 + i + j); }
  int k = n / 16;
  #pragma nano loop
  for (int i = k + 1; i < n; i++) v[i] = v[i] - v[k];          /* 1-D: i > k always */
  for (int kk = 0; kk < n - 1; kk++) {
    #pragma nano loop
    for (int i = kk + 1; i < n; i++) {                          /* LU: row i from row kk, i > kk */
      double f = a[i][kk] / a[kk][kk];
      for (int j = kk + 1; j < n; j++) a[i][j] -= f * a[kk][j];
      a[i][kk] = f;
    }
  }
  double h = 0; for (int i = 0; i < n; i++) { h += v[i]; for (int j = 0; j < n; j++) h += a[i][j] * ((i + 2 * j) % 5); }
  printf("%.9f\n", h);
  return 0;
}
