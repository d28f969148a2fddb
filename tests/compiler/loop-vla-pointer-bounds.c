// A loop body using a pointer to variable-length rows (`long (*dst)[n]`)
// receives the variables the rows' bounds name, also when the body itself
// names them only in the loop bounds or not at all: the outlined body's
// parameter types use them.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static void transpose(int n, int m, long (*src)[m], long (*restrict dst)[n]) {
  #pragma nano loop independent
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) dst[j][i] = src[i][j];
  // EXPLAIN: loop-vla-pointer-bounds.c:[[@LINE-2]]:3: remark: loop runs in parallel (nano_parallel_for)
}

// The bound `w` appears only in the type of `rows`.
static void clear(int h, int w, double (*rows)[w]) {
  #pragma nano loop
  for (int i = 0; i < h; i++) rows[i][0] = rows[i][1] = 0;
  // EXPLAIN: loop-vla-pointer-bounds.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
}

int main(void) {
  enum { N = 37, M = 23 };
  static long a[N][M], b[M][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) a[i][j] = i * 100 + j;
  transpose(N, M, a, b);
  long sum = 0;
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++) sum += b[j][i] * (i + 1) - a[i][j] * (i + 1);
  static double g[9][5];
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 5; j++) g[i][j] = 1;
  clear(9, 5, g);
  double left = 0;
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 5; j++) left += g[i][j];
  printf("%ld %s %g\n", sum, b[M - 1][N - 1] == a[N - 1][M - 1] ? "ok" : "wrong", left);
  return 0;
}
