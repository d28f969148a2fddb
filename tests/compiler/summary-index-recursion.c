// Divide-and-conquer recursion in index form (a, tmp, lo, hi). The merge's
// while-loop subscripts (i++, j++, k++) cannot be bounded, and the compiler does
// not guess a lower bound for them: a guess of [lowest, highest) of the bounded
// accesses was unsound (an insertion sort's a[j] with j down to 0 next to a[i]
// for i from 1 summarised as [1, n)). So the plain form runs its tasks in the
// creating nano-thread, with a warning that says what to add; with in/out
// clauses naming the halves the tasks run as nano-threads.
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
  #pragma nano task inout(a[lo:mid-lo], tmp[lo:mid-lo])
  msort(a, tmp, lo, mid);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&(a)[lo], (size_t)(mid-lo) * sizeof((a)[0]));
  // CHECK-SAME: nano_submit(nano_t_);
  #pragma nano task inout(a[mid:hi-mid], tmp[mid:hi-mid])
  msort(a, tmp, mid, hi);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&(a)[mid], (size_t)(hi-mid) * sizeof((a)[0]));
  // CHECK-SAME: nano_submit(nano_t_);
  merge(a, tmp, lo, mid, hi);
  // CHECK: nano_wait_all_(); merge(a, tmp, lo, mid, hi);
}
static void msort_plain(int *a, int *tmp, int lo, int hi) {
  if (hi - lo < 2) return;
  int mid = lo + (hi - lo) / 2;
  #pragma nano task
  msort_plain(a, tmp, lo, mid);
  // DIAG: summary-index-recursion.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the region accessed through '{{a|tmp}}' cannot be bounded; add an in/out/inout clause naming it
  #pragma nano task
  msort_plain(a, tmp, mid, hi);
  // DIAG: summary-index-recursion.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the region accessed through '{{a|tmp}}' cannot be bounded; add an in/out/inout clause naming it
  merge(a, tmp, lo, mid, hi);
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
