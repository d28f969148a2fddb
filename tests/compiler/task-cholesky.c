// Tasks in loops (blocked Cholesky of LANGUAGE.md): every kernel call
// registers the blocks it reads and writes (each registration guarded by a
// null test of the block's pointer); no wait inside the loops, one
// nano_wait_all at the exit.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
void potrf(double *a, int bs) {
  for (int i = 0; i < bs; i++) for (int j = 0; j < bs; j++) a[i * bs + j] += 1;
}
void trsm(const double *u, double *b, int bs) {
  for (int i = 0; i < bs * bs; i++) b[i] -= u[i];
}
void gemm(const double *a, const double *b, double *c, int bs) {
  for (int i = 0; i < bs * bs; i++) c[i] -= a[i] * b[i];
}
void syrk(const double *a, double *c, int bs) {
  for (int i = 0; i < bs * bs; i++) c[i] -= a[i] * a[i];
}

void cholesky(int nb, int bs, double *A[nb][nb]) {
  for (int k = 0; k < nb; k++) {
    #pragma nano task
    potrf(A[k][k], bs);
    // CHECK: if (A[k][k]) nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(A[k][k]), nano_len_((long long)(((bs - 1) * bs + bs - 1) * 8 + 8))); nano_set_label(nano_t_, "potrf");
    for (int i = k + 1; i < nb; i++) {
      #pragma nano task
      trsm(A[k][k], A[k][i], bs);
      // CHECK: if (A[k][i]) nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(A[k][i]), nano_len_((long long)((bs * bs - 1) * 8 + 8))); if (A[k][k]) nano_access(nano_t_, NANO_IN, (const void *)(const char *)(A[k][k]), nano_len_((long long)((bs * bs - 1) * 8 + 8))); nano_set_label(nano_t_, "trsm");
    }
    for (int i = k + 1; i < nb; i++) {
      for (int j = k + 1; j < i; j++) {
        #pragma nano task
        gemm(A[k][i], A[k][j], A[j][i], bs);
        // CHECK: if (A[j][i]) nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(A[j][i]), nano_len_((long long)((bs * bs - 1) * 8 + 8))); if (A[k][i]) nano_access(nano_t_, NANO_IN, (const void *)(const char *)(A[k][i]), nano_len_((long long)((bs * bs - 1) * 8 + 8))); if (A[k][j]) nano_access(nano_t_, NANO_IN, (const void *)(const char *)(A[k][j]), nano_len_((long long)((bs * bs - 1) * 8 + 8))); nano_set_label(nano_t_, "gemm");
      }
      #pragma nano task
      syrk(A[k][i], A[i][i], bs);
      // CHECK: if (A[i][i]) nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(A[i][i]), nano_len_((long long)((bs * bs - 1) * 8 + 8))); if (A[k][i]) nano_access(nano_t_, NANO_IN, (const void *)(const char *)(A[k][i]), nano_len_((long long)((bs * bs - 1) * 8 + 8))); nano_set_label(nano_t_, "syrk");
    }
  }
}
// CHECK-NOT: nano_wait
// CHECK: nano_wait_all_(); }
