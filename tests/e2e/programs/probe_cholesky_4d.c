// probe_cholesky_4d: the blocked Cholesky of LANGUAGE.md on a static 4-D array double A[NB][NB][BS][BS], kernels taking double a[BS][BS]; dependences between the block tasks are found at run time.
#include <stdio.h>
#include <math.h>
#define NB 4
#define BS 8
static double A[NB][NB][BS][BS];
static void potrf(double a[BS][BS]) {
  for (int j = 0; j < BS; j++) {
    for (int k = 0; k < j; k++) a[j][j] -= a[k][j] * a[k][j];
    a[j][j] = sqrt(a[j][j]);
    for (int i = j + 1; i < BS; i++) {
      for (int k = 0; k < j; k++) a[j][i] -= a[k][j] * a[k][i];
      a[j][i] /= a[j][j];
    }
  }
}
static void trsm(double t[BS][BS], double b[BS][BS]) {
  for (int c = 0; c < BS; c++)
    for (int r = 0; r < BS; r++) {
      for (int k = 0; k < r; k++) b[r][c] -= t[k][r] * b[k][c];
      b[r][c] /= t[r][r];
    }
}
static void gemm(double a[BS][BS], double b[BS][BS], double c[BS][BS]) {
  for (int i = 0; i < BS; i++) for (int j = 0; j < BS; j++) for (int k = 0; k < BS; k++) c[i][j] -= b[k][i] * a[k][j];
}
static void syrk(double a[BS][BS], double c[BS][BS]) {
  for (int i = 0; i < BS; i++) for (int j = 0; j < BS; j++) for (int k = 0; k < BS; k++) c[i][j] -= a[k][i] * a[k][j];
}
int main(void) {
  int n = NB * BS;
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++)
    A[i / BS][j / BS][i % BS][j % BS] = (i == j ? n + 1.0 : 1.0 / (1 + i + j));
  for (int k = 0; k < NB; k++) {
    #pragma nano task
    potrf(A[k][k]);
    for (int i = k + 1; i < NB; i++) {
      #pragma nano task
      trsm(A[k][k], A[k][i]);
    }
    for (int i = k + 1; i < NB; i++) {
      for (int j = k + 1; j < i; j++) {
        #pragma nano task
        gemm(A[k][i], A[k][j], A[j][i]);
      }
      #pragma nano task
      syrk(A[k][i], A[i][i]);
    }
  }
  double cs = 0;
  for (int bi = 0; bi < NB; bi++) for (int bj = bi; bj < NB; bj++)
    for (int e = 0; e < BS * BS; e++) cs += A[bi][bj][e / BS][e % BS] * (1 + e % 5);
  printf("%.9f\n", cs);
  return 0;
}
