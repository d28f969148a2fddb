// Tasks in loops (blocked Cholesky of LANGUAGE.md): every kernel call
// registers the blocks it reads and writes; no wait inside the loops, one
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
    // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(A[k][k]), nano_len_((long long)(((bs - 1) * bs + bs - 1) * 8 + 8)));
    for (int i = k + 1; i < nb; i++) {
      #pragma nano task
      trsm(A[k][k], A[k][i], bs);
      // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(const char *)(A[k][k]), nano_len_((long long)((bs * bs - 1) * 8 + 8))); nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(A[k][i]), nano_len_((long long)((bs * bs - 1) * 8 + 8)));
    }
    for (int i = k + 1; i < nb; i++) {
      for (int j = k + 1; j < i; j++) {
        #pragma nano task
        gemm(A[k][i], A[k][j], A[j][i], bs);
      }
      #pragma nano task
      syrk(A[k][i], A[i][i], bs);
    }
  }
}
// CHECK-NOT: nano_wait
// CHECK: nano_wait_all_(); }
