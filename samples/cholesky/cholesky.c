/* cholesky: blocked Cholesky factorisation with tasks created in loops (dependences found at run time).
 *
 *   cholesky [nb [bs]]     defaults: nb = 6 blocks per side, bs = 16 (a 96 x 96 matrix)
 *
 * The matrix is symmetric positive definite, stored as nb x nb blocks of bs x bs
 * doubles (row-major inside a block). The factorisation overwrites the upper
 * blocks A[k][i] (k <= i) with U such that A = U^T U. Each kernel call is a task;
 * which task instances depend on which is only known at run time (it depends on
 * k, i, j), so the compiler registers their accesses and the runtime orders them.
 * stdout: the residual check and a checksum of U; stderr: the time of the factorisation. */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double seconds_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* a <- U with U^T U = a (upper triangle; the strict lower triangle is zeroed). */
static void potrf(double *a, int bs) {
  for (int j = 0; j < bs; j++) {
    double d = a[j * bs + j];
    for (int p = 0; p < j; p++) d -= a[p * bs + j] * a[p * bs + j];
    d = sqrt(d);
    a[j * bs + j] = d;
    for (int c = j + 1; c < bs; c++) {
      double s = a[j * bs + c];
      for (int p = 0; p < j; p++) s -= a[p * bs + j] * a[p * bs + c];
      a[j * bs + c] = s / d;
    }
    for (int r = j + 1; r < bs; r++) a[r * bs + j] = 0.0;
  }
}

/* b <- X solving u^T X = b, with u upper triangular (a factored diagonal block). */
static void trsm(const double *u, double *b, int bs) {
  for (int r = 0; r < bs; r++) {
    for (int p = 0; p < r; p++) {
      double f = u[p * bs + r];
      for (int c = 0; c < bs; c++) b[r * bs + c] -= f * b[p * bs + c];
    }
    double d = u[r * bs + r];
    for (int c = 0; c < bs; c++) b[r * bs + c] /= d;
  }
}

/* c <- c - b^T a */
static void gemm(const double *a, const double *b, double *c, int bs) {
  for (int p = 0; p < bs; p++)
    for (int r = 0; r < bs; r++) {
      double f = b[p * bs + r];
      for (int q = 0; q < bs; q++) c[r * bs + q] -= f * a[p * bs + q];
    }
}

/* c <- c - a^T a */
static void syrk(const double *a, double *c, int bs) {
  for (int p = 0; p < bs; p++)
    for (int r = 0; r < bs; r++) {
      double f = a[p * bs + r];
      for (int q = 0; q < bs; q++) c[r * bs + q] -= f * a[p * bs + q];
    }
}

/* The blocked right-looking factorisation of LANGUAGE.md's example. */
static void cholesky(int nb, int bs, double *A[nb][nb]) {
  for (int k = 0; k < nb; k++) {
    #pragma nano task label("potrf")
    potrf(A[k][k], bs);
    for (int i = k + 1; i < nb; i++) {
      #pragma nano task label("trsm")
      trsm(A[k][k], A[k][i], bs);
    }
    for (int i = k + 1; i < nb; i++) {
      for (int j = k + 1; j < i; j++) {
        #pragma nano task label("gemm")
        gemm(A[k][i], A[k][j], A[j][i], bs);
      }
      #pragma nano task label("syrk")
      syrk(A[k][i], A[i][i], bs);
    }
  }
}

/* Element (r, c) of the test matrix: symmetric, diagonally dominant, hence positive definite. */
static double element(int r, int c, int n) {
  int d = r > c ? r - c : c - r;
  return (r == c ? (double)n : 0.0) + 1.0 / (1.0 + d) + 0.001 * ((r + c) % 7);
}

int main(int argc, char **argv) {
  int nb = argc > 1 ? atoi(argv[1]) : 6;
  int bs = argc > 2 ? atoi(argv[2]) : 16;
  if (nb < 1 || bs < 1 || nb > 512 || bs > 1024) {
    fprintf(stderr, "usage: cholesky [blocks per side (1..512) [block size (1..1024)]]\n");
    return 2;
  }
  int n = nb * bs;
  double *(*A)[nb] = malloc(sizeof(double *[nb][nb]));
  double *storage = malloc((size_t)n * (size_t)n * sizeof(double));
  if (!A || !storage) {
    fprintf(stderr, "cholesky: out of memory for a %d x %d matrix\n", n, n);
    return 1;
  }
  for (int bi = 0; bi < nb; bi++)
    for (int bj = 0; bj < nb; bj++) {
      double *block = storage + ((size_t)bi * (size_t)nb + (size_t)bj) * (size_t)bs * (size_t)bs;
      A[bi][bj] = block;
      for (int r = 0; r < bs; r++)
        for (int c = 0; c < bs; c++) block[r * bs + c] = element(bi * bs + r, bj * bs + c, n);
    }

  double start = seconds_now();
  cholesky(nb, bs, A);
  double elapsed = seconds_now() - start;

  /* Residual of U^T U against the input over the upper triangle; on big matrices
   * every 7th row only, to keep the check cheaper than the factorisation. */
  int row_step = n > 512 ? 7 : 1;
  double max_residual = 0.0, checksum = 0.0;
  for (int r = 0; r < n; r += row_step)
    for (int c = r; c < n; c++) {
      double s = 0.0;
      for (int p = 0; p <= r; p++) {
        const double *upr = A[p / bs][r / bs], *upc = A[p / bs][c / bs];
        s += upr[(p % bs) * bs + r % bs] * upc[(p % bs) * bs + c % bs];
      }
      double residual = fabs(s - element(r, c, n));
      if (residual > max_residual) max_residual = residual;
    }
  for (int bi = 0; bi < nb; bi++)
    for (int bj = bi; bj < nb; bj++)
      for (int e = 0; e < bs * bs; e++) checksum += A[bi][bj][e] * (double)(1 + (e % 5));

  int ok = max_residual < 1e-9 * n;
  printf("cholesky: %d x %d matrix in %d x %d blocks of %d x %d\n", n, n, nb, nb, bs, bs);
  printf("residual check: %s\n", ok ? "passed" : "FAILED");
  printf("checksum of U: %.6e\n", checksum);
  fprintf(stderr, "time: %.6f s (max residual %.3e)\n", elapsed, max_residual);
  free(storage);
  free(A);
  return ok ? 0 : 1;
}
