// Lomuto's quicksort with the pivot's index copied into a local (`int m = i +
// 1;`, bb53 2): the local is its value, `i + 1`, and `i` is read where m's
// initialiser reads it, after the partition loop, where the trip-counted range
// of task-quicksort-partition.c bounds it. So qs's summary is a[lo..hi] and the
// two recursive tasks run in parallel, as with `i` written in the calls.
// Before, the summary lost i's range ("the subscript depends on 'i', which
// changes inside 'qs'") and both tasks ran in their creator. A counter assigned
// again after the partition is no trip-counted counter: unbounded (AGAIN).
// E2E
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep -E "warning|error" %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %translate %s -- -DAGAIN 2>&1 >/dev/null | %FileCheck %s --check-prefix=AGAIN
#include <stdio.h>
#include <stdlib.h>

static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

void qs(int *a, int lo, int hi) {
  if (lo >= hi) return;
  int p = a[hi];
  int i = lo - 1;
  for (int j = lo; j < hi; j++)
    if (a[j] < p) swap(&a[++i], &a[j]);
  swap(&a[i + 1], &a[hi]);
  int m = i + 1;
#ifdef AGAIN
  i = lo;
  // AGAIN: warning: task runs in the creating nano-thread
#endif
  // CHECK: nano_access(nano_t_, NANO_INOUT,
  #pragma nano task
  qs(a, lo, m - 1);
  // CHECK: nano_access(nano_t_, NANO_INOUT,
  #pragma nano task
  qs(a, m + 1, hi);
}

int main(void) {
  int n = 20000;
  int *a = malloc(sizeof(int) * (size_t)n);
  if (!a) return 1;
  unsigned s = 12345;
  for (int k = 0; k < n; k++) {
    s = s * 1103515245u + 12345u;
    a[k] = (int)(s >> 8) % 100000;
  }
  qs(a, 0, n - 1);
  long bad = 0;
  for (int k = 1; k < n; k++) bad += a[k - 1] > a[k];
  printf("out of order: %ld, first %d, last %d\n", bad, a[0], a[n - 1]);
  free(a);
  return 0;
}
