// Divide-and-conquer recursion in pointer form (samples/mergesort): sort(a, tmp, n)
// recurses on (a, tmp, n/2) and (a + n/2, tmp + n/2, n - n/2). The while-loop
// subscripts are bounded by what the code shows (probe5 D4: they were assumed
// within the bounded accesses): the merge's a[i++], a[j++] by their loops' tests,
// tmp[k++] as the sum of i's and j's ranges, tmp[0:max(mid, n)]; the insertion
// sort's a[j] by `j >= 0` before it and a[j + 1] = key by the furthest value of
// j's tested steps (-1). The summary is a[0:n], tmp[0:max(n/2, n)], the fixed
// point is reached, and both halves run as nano-threads. The insertion sort's
// summary starts at a[0] although its only affine access, a[i], starts at a[1]:
// the task that writes a[0] after it waits.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
static void insertion_sort(int *a, long n) {
  for (long i = 1; i < n; i++) {
    int key = a[i];
    long j = i - 1;
    while (j >= 0 && a[j] > key) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
}
static void merge(int *restrict a, int *restrict tmp, long mid, long n) {
  long i = 0, j = mid, k = 0;
  while (i < mid && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  for (long m = 0; m < n; m++) a[m] = tmp[m];
}
static void sort(int *restrict a, int *restrict tmp, long n) {
  if (n < 32) {
    insertion_sort(a, n);
    return;
  }
  long mid = n / 2;
  #pragma nano task
  sort(a, tmp, mid);
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)(const char *)(a), nano_len_((long long)((mid - 1) * 4 + 4)));
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)(tmp) + ((0 - mid / 2 + mid / 2) * 4)), nano_len_((long long)((0 - mid / 2 + mid / 2) * 4 + (0 - mid / 2 + mid / 2 - 1 + ((((mid / 2) > (mid) ? (mid / 2) : (mid))) > (mid) ?
  // CHECK-SAME: nano_submit(nano_t_);
  #pragma nano task
  sort(a + mid, tmp + mid, n - mid);
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)((const char *)(a) + (mid * 4)), nano_len_((long long)((n - mid - 1) * 4 + 4)));
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)(tmp) + (mid * 4 + (0 - (n - mid) / 2 + (n - mid) / 2) * 4)),
  // CHECK-SAME: nano_submit(nano_t_);
  merge(a, tmp, mid, n);
}
// DIAG-NOT: warning
// DIAG-NOT: did not reach a fixed point
static int first_after_sort(int *a, long n) {
  #pragma nano task
  insertion_sort(a, n);
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)(const char *)(a), nano_len_((long long)((n - 1) * 4 + 4)));
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)(const char *)(a), (size_t)4);
  #pragma nano task
  a[0] = -a[0];
  return a[0];
}
static int v[5000], t[5000];
int main(void) {
  unsigned s = 7;
  for (int i = 0; i < 5000; i++) { s = s * 1103515245u + 12345u; v[i] = (int)(s >> 8) % 1000; }
  sort(v, t, 5000);
  int sorted = 1;
  for (int i = 1; i < 5000; i++) sorted &= v[i - 1] <= v[i];
  int w[40];
  for (int i = 0; i < 40; i++) w[i] = 40 - i;
  printf("%d %d %d %d\n", sorted, v[0], v[4999], first_after_sort(w, 40));
  return 0;
}
