// task_mergesort_index: mergesort in index form, msort(a, tmp, lo, hi), without clauses:
// the merge's while-loop subscripts cannot be bounded, so the halves run in the creating
// nano-thread (the compiler warns and asks for in/out clauses); the result is the
// sequential one.
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
  #pragma nano task
  msort(a, tmp, mid, hi);
  merge(a, tmp, lo, mid, hi);
}
static int v[5000], t[5000];
int main(void) {
  unsigned s = 12345;
  for (int i = 0; i < 5000; i++) { s = s * 1103515245u + 12345u; v[i] = (int)(s >> 8) % 100000; }
  msort(v, t, 0, 5000);
  long h = 0;
  for (int i = 0; i < 5000; i++) h = h * 31 + v[i];
  int sorted = 1;
  for (int i = 1; i < 5000; i++) sorted &= v[i - 1] <= v[i];
  printf("%d %ld\n", sorted, h);
  return 0;
}
