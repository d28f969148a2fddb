// Triangular sweeps of a 2-D array whose dimensions meet only one at a time:
// `m[i][j] = m[j][i]` for j < i writes the lower triangle and reads the upper
// one. In each dimension alone some other iteration meets it (row i is read
// by every later iteration's column sweep), but never in both at once: the
// joint test over the subscripts' spans (Access::SubscriptSpans) proves the
// iterations independent (black-box d02: "loop-carried dependence" on a
// valid loop). Sweeps that do meet in both dimensions are still errors.
// E2E
// RUN: %translate %s > %t.c 2> %t.err
// RUN: not grep -E "warning|error" %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: not %translate %s -- -DMEET 2>&1 | %FileCheck %s
#include <stdio.h>

#define N 80
static long m[N][N];

static void mirror_lower(int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) m[i][j] = m[j][i];
}

static void add_transpose_with_diagonal(int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) m[i][j] += m[j][i];
}

static void mirror_upper_downward(void) {
  #pragma nano loop
  for (int i = N - 1; i >= 0; i--)
    for (int j = i + 1; j < N; j++) m[i][j] = m[j][i] + 1;
}

#ifdef MEET
static void one_past_the_diagonal(int n) {
  // CHECK: loop-deps-triangular.c:[[@LINE+3]]:38: error: loop-carried dependence prevents parallel execution: 'm[i][j]' and 'm[j][i + 1]' access the same element of 'm' in different iterations of the loop over 'i' at line [[@LINE+2]]
  #pragma nano loop
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j <= i + 1; j++) m[i][j] = m[j][i + 1];
}

static void whole_transpose(void) {
  // CHECK: loop-deps-triangular.c:[[@LINE+3]]:33: error: loop-carried dependence prevents parallel execution: 'm[i][j]' and 'm[j][i]' access the same element of 'm' in different iterations of the loop over 'i' at line [[@LINE+2]]
  #pragma nano loop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) m[i][j] = m[j][i];
}
#endif

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) m[i][j] = i * 100 + j;
  mirror_lower(N);
  add_transpose_with_diagonal(N);
  mirror_upper_downward();
  long s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s = (s * 7 + m[i][j]) % 1000000007;
  printf("%ld\n", s);
  return 0;
}
