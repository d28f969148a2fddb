// A dimension whose subscripts never take the same value over the loop's
// iterations separates two accesses of a fixed-size 2-D array (C requires
// every other subscript to stay inside its dimension): the LU row update
// `a[i][j] -= f * a[k][j]` for i from k + 1 never writes row k (probe5 D11:
// it was "cannot prove" for `double a[M][M]` with a run-time n, accepted for
// a VLA and a flat array). Loops whose rows do meet are still errors.
// RUN: not %translate %s -- 2>&1 | %FileCheck %s
#define M 64
double g[M][M];

void lu_rows(double a[M][M], int n) {
  for (int k = 0; k < n - 1; k++) {
    #pragma nano loop
    for (int i = k + 1; i < n; i++) {
      double f = a[i][k] / a[k][k];
      for (int j = k + 1; j < n; j++) a[i][j] -= f * a[k][j];
      a[i][k] = f;
    }
  }
}

void pivot_row_global(int n, int kk) {
  #pragma nano loop
  for (int i = kk + 1; i < n; i++)
    for (int j = 0; j < n; j++) g[i][j] -= g[kk][j];
}

void rows_below_downward(int n, int k) {
  #pragma nano loop
  for (int i = n - 1; i > k; i--)
    for (int j = 0; j < n; j++) g[i][j] += g[k][j];
}

// CHECK-NOT: error:
void pivot_row_included(int n, int k) {
  #pragma nano loop
  for (int i = k; i < n; i++)
    for (int j = 0; j < n; j++) g[i][j] -= g[k][j];
// CHECK: loop-deps-dimension-bounds.c:[[@LINE-1]]:33: error: cannot prove that iterations are independent: 'g[i][j]' and 'g[k][j]' may access the same element of 'g' in different iterations of the loop over 'i' at line [[@LINE-2]]; if no two iterations access the same memory, add 'independent' to the pragma
}

void previous_row(int n, int k) {
  #pragma nano loop
  for (int i = k + 1; i < n; i++)
    for (int j = 0; j < n; j++) g[i][j] -= g[i - 1][j];
// CHECK: loop-deps-dimension-bounds.c:[[@LINE-1]]:33: error: cannot prove that iterations are independent: 'g[i][j]' and 'g[i - 1][j]' may access the same element of 'g' in different iterations of the loop over 'i' at line [[@LINE-2]]
}
// CHECK-NOT: error:
