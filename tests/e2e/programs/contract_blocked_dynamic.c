// contract_blocked_dynamic: tasks over blocks of a 3-D array in a triangular loop nest (Cholesky-like): dependences between task instances found at run time.
#include <stdio.h>
#define NB 5
#define BS 8
static double A[NB][NB][BS * BS];
static void upd(double *c, const double *a, const double *b) { for (int i = 0; i < BS * BS; i++) c[i] = c[i] * 0.5 + a[i] - b[i] * 0.25; }
static void diag(double *a) { for (int i = 0; i < BS * BS; i++) a[i] = a[i] * 0.75 + 1.0; }
int main(void) {
  for (int i = 0; i < NB; i++) for (int j = 0; j < NB; j++) for (int k = 0; k < BS * BS; k++) A[i][j][k] = (i * 7 + j * 3 + k) % 11;
  for (int k = 0; k < NB; k++) {
    #pragma nano task
    diag(A[k][k]);
    for (int i = k + 1; i < NB; i++) {
      #pragma nano task
      upd(A[k][i], A[k][k], A[i][k]);
    }
    for (int i = k + 1; i < NB; i++)
      for (int j = k + 1; j <= i; j++) {
        #pragma nano task
        upd(A[j][i], A[k][i], A[k][j]);
      }
  }
  double s = 0;
  for (int i = 0; i < NB; i++) for (int j = 0; j < NB; j++) for (int k = 0; k < BS * BS; k++) s += A[i][j][k] * (k + 1);
  printf("%.6f\n", s);
  return 0;
}
