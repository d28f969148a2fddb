// probe_cholesky_tile_pointers: LANGUAGE.md's blocked Cholesky (lower form) on a VLA of tile pointers double *A[nb][nb] (nb from argv), potrf/trsm/gemm/syrk tasks on malloc'd tiles.
// E2E-ARGS: 6
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static void potrf(double *a, int bs) {
  for (int j = 0; j < bs; j++) {
    for (int k = 0; k < j; k++) a[j*bs+j] -= a[j*bs+k] * a[j*bs+k];
    a[j*bs+j] = sqrt(a[j*bs+j]);
    for (int i = j + 1; i < bs; i++) {
      for (int k = 0; k < j; k++) a[i*bs+j] -= a[i*bs+k] * a[j*bs+k];
      a[i*bs+j] /= a[j*bs+j];
    }
  }
}
/* b := b * inv(a)^T, a lower triangular */
static void trsm(const double *a, double *b, int bs) {
  for (int i = 0; i < bs; i++)
    for (int j = 0; j < bs; j++) {
      double s = b[i*bs+j];
      for (int k = 0; k < j; k++) s -= b[i*bs+k] * a[j*bs+k];
      b[i*bs+j] = s / a[j*bs+j];
    }
}
/* c -= a * b^T */
static void gemm(const double *a, const double *b, double *c, int bs) {
  for (int i = 0; i < bs; i++) for (int j = 0; j < bs; j++) {
    double s = 0; for (int k = 0; k < bs; k++) s += a[i*bs+k] * b[j*bs+k];
    c[i*bs+j] -= s;
  }
}
static void syrk(const double *a, double *c, int bs) {
  for (int i = 0; i < bs; i++) for (int j = 0; j <= i; j++) {
    double s = 0; for (int k = 0; k < bs; k++) s += a[i*bs+k] * a[j*bs+k];
    c[i*bs+j] -= s;
  }
}
int main(int argc, char **argv) {
  int nb = argc > 1 ? atoi(argv[1]) : 5, bs = 16, n = nb * bs;
  double *A[nb][nb];
  for (int i = 0; i < nb; i++) for (int j = 0; j < nb; j++) A[i][j] = malloc(sizeof(double) * bs * bs);
  for (int I = 0; I < n; I++) for (int J = 0; J < n; J++) {
    double v = (I == J) ? n + 1.0 : 1.0 / (1.0 + abs(I - J));
    A[I / bs][J / bs][(I % bs) * bs + J % bs] = v;
  }
  /* lower-triangular tiled Cholesky: A[i][k] for i >= k */
  for (int k = 0; k < nb; k++) {
    #pragma nano task
    potrf(A[k][k], bs);
    for (int i = k + 1; i < nb; i++) {
      #pragma nano task
      trsm(A[k][k], A[i][k], bs);
    }
    for (int i = k + 1; i < nb; i++) {
      for (int j = k + 1; j < i; j++) {
        #pragma nano task
        gemm(A[i][k], A[j][k], A[i][j], bs);
      }
      #pragma nano task
      syrk(A[i][k], A[i][i], bs);
    }
  }
  double ck = 0;
  for (int i = 0; i < nb; i++) for (int j = 0; j <= i; j++) for (int t = 0; t < bs * bs; t++) {
    int r = t / bs, c = t % bs;
    if (i == j && c > r) continue;
    ck += A[i][j][t] * (1 + (i * 7 + j * 3 + t) % 11);
  }
  printf("ck=%.9e\n", ck);
  return 0;
}
