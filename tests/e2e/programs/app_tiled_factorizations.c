// app_tiled_factorizations: tiled LU without pivoting whose tiles are pointers into ONE tile-major array (TILE(T, i, j)), then the blocked forward and backward triangular solves on blocks of the right-hand side; one task per tile kernel, no clauses, dependences between instances found at run time.
// E2E-ARGS: 6 32
#include <stdio.h>
#include <stdlib.h>
/* LU, no pivoting: tiles T + (i*nb + j)*bs*bs */
static void getrf(double *a, int bs) {
  for (int k = 0; k < bs; k++)
    for (int i = k + 1; i < bs; i++) {
      a[i * bs + k] /= a[k * bs + k];
      for (int j = k + 1; j < bs; j++) a[i * bs + j] -= a[i * bs + k] * a[k * bs + j];
    }
}
static void trsm_l(const double *lu, double *b, int bs) {   /* b = inv(L) b, unit lower */
  for (int k = 0; k < bs; k++)
    for (int i = k + 1; i < bs; i++)
      for (int j = 0; j < bs; j++) b[i * bs + j] -= lu[i * bs + k] * b[k * bs + j];
}
static void trsm_u(const double *lu, double *b, int bs) {   /* b = b inv(U) */
  for (int i = 0; i < bs; i++)
    for (int k = 0; k < bs; k++) {
      b[i * bs + k] /= lu[k * bs + k];
      for (int j = k + 1; j < bs; j++) b[i * bs + j] -= b[i * bs + k] * lu[k * bs + j];
    }
}
static void gemm_nn(const double *a, const double *b, double *c, int bs) {   /* c -= a b */
  for (int i = 0; i < bs; i++)
    for (int k = 0; k < bs; k++)
      for (int j = 0; j < bs; j++) c[i * bs + j] -= a[i * bs + k] * b[k * bs + j];
}
#define TILE(T, i, j) ((T) + ((size_t)(i) * nb + (size_t)(j)) * bs * bs)
static void lu(double *T, int nb, int bs) {
  for (int k = 0; k < nb; k++) {
    #pragma nano task
    getrf(TILE(T, k, k), bs);
    for (int j = k + 1; j < nb; j++) {
      #pragma nano task
      trsm_l(TILE(T, k, k), TILE(T, k, j), bs);
    }
    for (int i = k + 1; i < nb; i++) {
      #pragma nano task
      trsm_u(TILE(T, k, k), TILE(T, i, k), bs);
    }
    for (int i = k + 1; i < nb; i++)
      for (int j = k + 1; j < nb; j++) {
        #pragma nano task
        gemm_nn(TILE(T, i, k), TILE(T, k, j), TILE(T, i, j), bs);
      }
  }
}
/* triangular solves on blocks of the right-hand side, with the LU tiles */
static void trsv_lower_unit(const double *lu, double *y, int bs) {
  for (int i = 0; i < bs; i++) for (int k = 0; k < i; k++) y[i] -= lu[i * bs + k] * y[k];
}
static void trsv_upper(const double *lu, double *y, int bs) {
  for (int i = bs - 1; i >= 0; i--) { for (int k = i + 1; k < bs; k++) y[i] -= lu[i * bs + k] * y[k]; y[i] /= lu[i * bs + i]; }
}
static void gemv_sub(const double *a, const double *x, double *y, int bs) {
  for (int i = 0; i < bs; i++) for (int k = 0; k < bs; k++) y[i] -= a[i * bs + k] * x[k];
}
static void solve(const double *T, double *y, int nb, int bs) {
  for (int k = 0; k < nb; k++) {           /* L z = b, block forward substitution */
    #pragma nano task
    trsv_lower_unit(TILE(T, k, k), y + k * bs, bs);
    for (int i = k + 1; i < nb; i++) {
      #pragma nano task
      gemv_sub(TILE(T, i, k), y + k * bs, y + i * bs, bs);
    }
  }
  for (int k = nb - 1; k >= 0; k--) {      /* U x = z, block backward substitution */
    #pragma nano task
    trsv_upper(TILE(T, k, k), y + k * bs, bs);
    for (int i = 0; i < k; i++) {
      #pragma nano task
      gemv_sub(TILE(T, i, k), y + k * bs, y + i * bs, bs);
    }
  }
}
int main(int argc, char **argv) {
  int nb = argc > 1 ? atoi(argv[1]) : 6, bs = argc > 2 ? atoi(argv[2]) : 32, n = nb * bs;
  double *T = malloc((size_t)n * n * sizeof *T), *y = malloc((size_t)n * sizeof *y);
  for (int I = 0; I < n; I++)
    for (int J = 0; J < n; J++)
      TILE(T, I / bs, J / bs)[(I % bs) * bs + J % bs] = 1.0 / (1.0 + abs(I - J)) + (I == J ? n : 0) + 0.01 * ((I * 3 + J) % 5);
  for (int i = 0; i < n; i++) y[i] = 1.0 + i % 3;
  lu(T, nb, bs);
  solve(T, y, nb, bs);
  double ls = 0, ys = 0;
  for (size_t e = 0; e < (size_t)n * n; e++) ls += T[e] * (double)(1 + e % 5);
  for (int i = 0; i < n; i++) ys += y[i] * (i + 1);
  printf("lu=%.10e x=%.10e x0=%.12f\n", ls, ys, y[0]);
  free(T); free(y);
  return 0;
}
