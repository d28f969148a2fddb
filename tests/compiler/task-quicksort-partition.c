// Quicksort with Lomuto's partition: `i` starts at lo and moves up by one at
// most once per iteration of the loop over j, so it stays within lo and lo
// plus that loop's trip count (CounterRanges: a trip-counted counter), and
// `a[++i]` lies in a[lo..hi]. qs's summary is then a[lo..hi] and the two
// recursive tasks register a[lo..i-1] and a[i+1..hi]: they run in parallel
// (black-box r14: both ran in their creator, "the region accessed through
// 'a' cannot be bounded"). The guard `if (lo >= hi) return;` makes the trip
// count non-negative, so the section stays affine in i. A counter that may
// move twice in one iteration, or in a loop that runs more than once, is
// bounded by no trip count, nor one whose loop's body moves the loop's
// variable: those tasks still run in their creator.
// E2E
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep -E "warning|error" %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %translate %s -- -DTWICE 2>&1 >/dev/null | %FileCheck %s --check-prefix=TWICE
#include <stdio.h>
#include <stdlib.h>

static void qs(int *a, int lo, int hi) {
  if (lo >= hi) return;
  int p = a[lo], i = lo;
  for (int j = lo + 1; j <= hi; j++)
    if (a[j] < p) { int t = a[++i]; a[i] = a[j]; a[j] = t; }
  int t = a[lo]; a[lo] = a[i]; a[i] = t;
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)(a) + (lo * 4)), nano_len_((long long)((lo + i - 1 - (lo + 1) + 1) * 4 + 4 - lo * 4)));
  #pragma nano task if(hi - lo > 64)
  qs(a, lo, i - 1);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)(a) + ((i + 1) * 4)), nano_len_((long long)((i + 1 + hi - (i + 2) + 1) * 4 + 4 - (i + 1) * 4)));
  #pragma nano task if(hi - lo > 64)
  qs(a, i + 1, hi);
}

#ifdef TWICE
static void spread(int *a, int lo, int hi) {
  int i = lo;
  for (int j = lo; j < hi; j++)
    if (a[j] > 0) { a[++i] = 1; a[++i] = 2; } // up to two steps an iteration
}
static void rounds(int *a, int lo, int hi) {
  int i = lo;
  for (int r = 0; r < 2; r++) // the loop over j runs twice
    for (int j = lo; j < hi; j++)
      if (a[j] > 0) a[++i] = 1;
}
static void stepped_back(int *a, int lo, int hi) {
  int i = lo;
  for (int j = lo; j < hi; j++) { // the body moves j back: more trips than hi - lo
    if (a[j] > 0) a[++i] = 1;
    if (a[j] > 5) j--;
  }
}
void callers(int *a) {
  // TWICE: task-quicksort-partition.c:[[@LINE+2]]:3: warning: task runs in the creating nano-thread
  #pragma nano task
  spread(a, 0, 10);
  // TWICE: task-quicksort-partition.c:[[@LINE+2]]:3: warning: task runs in the creating nano-thread
  #pragma nano task
  rounds(a, 20, 30);
  // TWICE: task-quicksort-partition.c:[[@LINE+2]]:3: warning: task runs in the creating nano-thread
  #pragma nano task
  stepped_back(a, 40, 50);
}
#endif

int main(void) {
  int n = 20000;
  int *a = malloc(sizeof(int) * (size_t)n);
  unsigned s = 1;
  for (int k = 0; k < n; k++) {
    s = s * 1103515245u + 12345u;
    a[k] = (int)(s >> 8) % 100000;
  }
  qs(a, 0, n - 1);
  long h = 0;
  for (int k = 0; k < n; k++) {
    if (k && a[k - 1] > a[k]) {
      printf("unsorted at %d\n", k);
      return 1;
    }
    h = (h * 31 + a[k]) % 1000000007;
  }
  printf("%ld\n", h);
  free(a);
  return 0;
}
