// Divide-and-conquer recursion in index form (a, lo, hi) reaches a fixed point:
// the summary is the section the parameters span ([lo, hi) of each array, the
// while-loop subscripts of the merge assumed within its copy loop's bounds), and
// the recursive calls' sections [lo, mid) and [mid, hi) lie inside it (an empty
// section is inside anything). The tasks register those halves and run as
// nano-threads; they used to run inline ("recursion did not reach a fixed point").
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
static void merge(int *a, int *tmp, int lo, int mid, int hi) {
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  for (k = lo; k < hi; k++) a[k] = tmp[k];
}
static void msort(int *a, int *tmp, int lo, int hi) {
  if (hi - lo < 2) return;
  int mid = lo + (hi - lo) / 2;
  #pragma nano task
  msort(a, tmp, lo, mid);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((char *)(a) + (lo * 4)), nano_len_(
  #pragma nano task
  msort(a, tmp, mid, hi);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((char *)(a) + (mid * 4)), nano_len_(
  merge(a, tmp, lo, mid, hi);
  // CHECK: nano_wait_all_(); merge(a, tmp, lo, mid, hi);
}
// DIAG-NOT: recursion did not reach a fixed point
// DIAG-NOT: warning
static int v[1000], t[1000];
int main(void) {
  unsigned s = 7;
  for (int i = 0; i < 1000; i++) { s = s * 1103515245u + 12345u; v[i] = (int)(s >> 8) % 1000; }
  msort(v, t, 0, 1000);
  int sorted = 1;
  for (int i = 1; i < 1000; i++) sorted &= v[i - 1] <= v[i];
  printf("%d %d %d\n", sorted, v[0], v[999]);
  return 0;
}
