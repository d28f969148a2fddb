// Divide-and-conquer recursion in index form (a, tmp, lo, hi). The merge's
// while-loop subscripts are bounded by what the code shows, never assumed:
// a[i++] and a[j++] by their loops' tests (i < mid, j < hi) from lo and mid on,
// tmp[k++] as the sum of i's and j's ranges (k steps exactly once with one of
// them, and k0 - i0 - j0 = -mid), up to the copy loop that sets k again. So
// msort_plain(a, tmp, lo, mid) accesses a[lo:mid-lo] and tmp from lo: the
// plain form's halves register disjoint sections and run in parallel (they
// registered a[0:hi] and tmp[0:hi] of their half, one after the other, under
// an assumed hull of the bounded accesses, which was unsound: probe5 D4);
// with in/out clauses naming the halves the tasks run in parallel too.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
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
  #pragma nano task inout(a[lo:mid-lo], tmp[lo:mid-lo])
  msort(a, tmp, lo, mid);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&(a)[lo], (size_t)(mid-lo) * sizeof((a)[0]));
  // CHECK-SAME: nano_submit(nano_t_);
  #pragma nano task inout(a[mid:hi-mid], tmp[mid:hi-mid])
  msort(a, tmp, mid, hi);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&(a)[mid], (size_t)(hi-mid) * sizeof((a)[0]));
  // CHECK-SAME: nano_submit(nano_t_);
  merge(a, tmp, lo, mid, hi);
  // CHECK: nano_wait_handle_(&nano_h_1); nano_wait_handle_(&nano_h_2); merge(a, tmp, lo, mid, hi);
}
static void msort_plain(int *a, int *tmp, int lo, int hi) {
  if (hi - lo < 2) return;
  int mid = lo + (hi - lo) / 2;
  #pragma nano task
  msort_plain(a, tmp, lo, mid);
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)((const char *)(a) + (lo * 4)), nano_len_((long long)(lo * 4 + (mid - 1) * 4 + 4 - lo * 4 - lo * 4)));
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)(tmp) + ((0 - (lo + (mid - lo) / 2) + lo + lo + (mid - lo) / 2) * 4)),
  // CHECK-SAME: nano_set_label(nano_t_, "msort_plain");
  #pragma nano task
  msort_plain(a, tmp, mid, hi);
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)((const char *)(a) + (mid * 4)), nano_len_((long long)(mid * 4 + (hi - 1) * 4 + 4 - mid * 4 - mid * 4)));
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)(tmp) + ((0 - (mid + (hi - mid) / 2) + mid + mid + (hi - mid) / 2) * 4)),
  // CHECK-SAME: nano_set_label(nano_t_, "msort_plain");
  // DIAG-NOT: warning
  merge(a, tmp, lo, mid, hi);
  // CHECK: nano_wait_handle_(&nano_h_3); nano_wait_handle_(&nano_h_4); merge(a, tmp, lo, mid, hi);
}
static int v[1000], t[1000], w[1000];
int main(void) {
  unsigned s = 7;
  for (int i = 0; i < 1000; i++) { s = s * 1103515245u + 12345u; w[i] = v[i] = (int)(s >> 8) % 1000; }
  msort(v, t, 0, 1000);
  msort_plain(w, t, 0, 1000);
  int sorted = 1;
  for (int i = 1; i < 1000; i++) sorted &= v[i - 1] <= v[i] && w[i - 1] <= w[i];
  for (int i = 0; i < 1000; i++) sorted &= v[i] == w[i];
  printf("%d %d %d\n", sorted, v[0], v[999]);
  return 0;
}
