// app_sparselu_lazy_blocks: BOTS sparselu as a user writes it from LANGUAGE.md: a sparse block matrix (array of block pointers, NULL = empty), fill-in blocks allocated lazily INSIDE compound tasks, tasks on blocks through pointers (lu0/fwd/bdiv/bmod); dependences between task instances found at run time.
// E2E-ARGS: 12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define BS 24
static float *new_block(void) { float *b = malloc(BS * BS * sizeof *b); memset(b, 0, BS * BS * sizeof *b); return b; }
static void lu0(float *diag) {
  for (int k = 0; k < BS; k++)
    for (int i = k + 1; i < BS; i++) {
      diag[i * BS + k] = diag[i * BS + k] / diag[k * BS + k];
      for (int j = k + 1; j < BS; j++) diag[i * BS + j] -= diag[i * BS + k] * diag[k * BS + j];
    }
}
static void bdiv(const float *diag, float *row) {
  for (int i = 0; i < BS; i++)
    for (int k = 0; k < BS; k++) {
      row[i * BS + k] = row[i * BS + k] / diag[k * BS + k];
      for (int j = k + 1; j < BS; j++) row[i * BS + j] -= row[i * BS + k] * diag[k * BS + j];
    }
}
static void fwd(const float *diag, float *col) {
  for (int k = 0; k < BS; k++)
    for (int i = k + 1; i < BS; i++)
      for (int j = 0; j < BS; j++) col[i * BS + j] -= diag[i * BS + k] * col[k * BS + j];
}
static void bmod(const float *row, const float *col, float *inner) {
  for (int i = 0; i < BS; i++)
    for (int j = 0; j < BS; j++)
      for (int k = 0; k < BS; k++) inner[i * BS + j] -= row[i * BS + k] * col[k * BS + j];
}
static void genmat(float **M, int nb) {
  unsigned seed = 1325;
  for (int ii = 0; ii < nb; ii++)
    for (int jj = 0; jj < nb; jj++) {
      int null_entry = (ii < jj && ii % 3 != 0) || (ii > jj && jj % 3 != 0) || (ii % 2 == 1 && ii != jj) || (jj % 2 == 1 && ii != jj);
      if (null_entry) { M[ii * nb + jj] = NULL; continue; }
      float *p = new_block();
      for (int i = 0; i < BS * BS; i++) { seed = (3125 * seed) % 65536; p[i] = (float)((seed - 32768.0) / 16384.0); }
      if (ii == jj) for (int i = 0; i < BS; i++) p[i * BS + i] += 4.0f * BS;
      M[ii * nb + jj] = p;
    }
}
static void sparselu(float **M, int nb) {
  for (int kk = 0; kk < nb; kk++) {
    #pragma nano task
    lu0(M[kk * nb + kk]);
    for (int jj = kk + 1; jj < nb; jj++)
      if (M[kk * nb + jj] != NULL) {
        #pragma nano task
        fwd(M[kk * nb + kk], M[kk * nb + jj]);
      }
    for (int ii = kk + 1; ii < nb; ii++)
      if (M[ii * nb + kk] != NULL) {
        #pragma nano task
        bdiv(M[kk * nb + kk], M[ii * nb + kk]);
      }
    for (int ii = kk + 1; ii < nb; ii++)
      if (M[ii * nb + kk] != NULL)
        for (int jj = kk + 1; jj < nb; jj++)
          if (M[kk * nb + jj] != NULL) {
            #pragma nano task
            {
              if (M[ii * nb + jj] == NULL) M[ii * nb + jj] = new_block();
              bmod(M[ii * nb + kk], M[kk * nb + jj], M[ii * nb + jj]);
            }
          }
  }
}
int main(int argc, char **argv) {
  int nb = argc > 1 ? atoi(argv[1]) : 12;
  float **M = malloc((size_t)(nb * nb) * sizeof *M);
  genmat(M, nb);
  sparselu(M, nb);
  double sum = 0; int blocks = 0;
  for (int i = 0; i < nb * nb; i++)
    if (M[i]) { blocks++; for (int k = 0; k < BS * BS; k++) sum += M[i][k] * (double)((i + k) % 7 + 1); }
  printf("blocks=%d checksum=%.6e\n", blocks, sum);
  for (int i = 0; i < nb * nb; i++) free(M[i]);
  free(M);
  return 0;
}
