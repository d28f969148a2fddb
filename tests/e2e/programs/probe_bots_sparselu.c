// probe_bots_sparselu: BOTS sparselu with NULL tiles (double *A[NB][NB], tiles allocated by the creator when bmod first fills them); lu0 in the creator, fwd/bdiv/bmod tasks whose dependences are the tiles' byte ranges, found at run time.
#include <stdio.h>
#include <stdlib.h>
#define NB 6
#define BS 8
static double *A[NB][NB];
static double *alloc_block(void) { return calloc(BS * BS, sizeof(double)); }
static void lu0(double *d) {
  for (int k = 0; k < BS; k++)
    for (int i = k + 1; i < BS; i++) {
      d[i*BS+k] /= d[k*BS+k];
      for (int j = k + 1; j < BS; j++) d[i*BS+j] -= d[i*BS+k] * d[k*BS+j];
    }
}
static void fwd(const double *d, double *c) {
  for (int k = 0; k < BS; k++) for (int i = k + 1; i < BS; i++)
    for (int j = 0; j < BS; j++) c[i*BS+j] -= d[i*BS+k] * c[k*BS+j];
}
static void bdiv(const double *d, double *r) {
  for (int i = 0; i < BS; i++) for (int k = 0; k < BS; k++) {
    r[i*BS+k] /= d[k*BS+k];
    for (int j = k + 1; j < BS; j++) r[i*BS+j] -= r[i*BS+k] * d[k*BS+j];
  }
}
static void bmod(const double *r, const double *c, double *in) {
  for (int i = 0; i < BS; i++) for (int j = 0; j < BS; j++) for (int k = 0; k < BS; k++)
    in[i*BS+j] -= r[i*BS+k] * c[k*BS+j];
}
static void genmat(void) {
  unsigned s = 1325;
  for (int ii = 0; ii < NB; ii++) for (int jj = 0; jj < NB; jj++) {
    int null = ((ii < jj) && (ii % 3 != 0)) || ((ii > jj) && (jj % 3 != 0)) || ((ii % 2 == 1) && (ii != jj)) || ((jj % 2 == 1) && (ii != jj));
    if (null) { A[ii][jj] = NULL; continue; }
    A[ii][jj] = alloc_block();
    for (int i = 0; i < BS * BS; i++) { s = (3125 * s) % 65536; A[ii][jj][i] = (s - 32768.0) / 16384.0 + (i % (BS+1) == 0 ? 8.0 : 0); }
  }
}
static void sparselu(void) {
  for (int kk = 0; kk < NB; kk++) {
    lu0(A[kk][kk]);
    for (int jj = kk + 1; jj < NB; jj++)
      if (A[kk][jj] != NULL) {
        #pragma nano task
        fwd(A[kk][kk], A[kk][jj]);
      }
    for (int ii = kk + 1; ii < NB; ii++)
      if (A[ii][kk] != NULL) {
        #pragma nano task
        bdiv(A[kk][kk], A[ii][kk]);
      }
    for (int ii = kk + 1; ii < NB; ii++)
      if (A[ii][kk] != NULL)
        for (int jj = kk + 1; jj < NB; jj++)
          if (A[kk][jj] != NULL) {
            if (A[ii][jj] == NULL) A[ii][jj] = alloc_block();
            #pragma nano task
            bmod(A[ii][kk], A[kk][jj], A[ii][jj]);
          }
  }
}
int main(void) {
  genmat();
  sparselu();
  double ck = 0; int nn = 0;
  for (int i = 0; i < NB; i++) for (int j = 0; j < NB; j++) if (A[i][j]) { nn++; for (int k = 0; k < BS*BS; k++) ck += A[i][j][k] * (k + 1); }
  printf("nonnull=%d ck=%.6e\n", nn, ck);
  return 0;
}
