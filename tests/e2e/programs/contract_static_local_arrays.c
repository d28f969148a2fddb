// contract_static_local_arrays: a callee's static local ARRAY written through
// subscripts (`static int hist[4]; ++hist[k & 3];`) is one object shared by
// every call, like a global only its function can name. Tasks calling such a
// function are nano-threads of their own (each returns how many ran in the
// creating nano-thread: 0 in every build), ordered among themselves as the
// calls of the elision (the counts they return depend on that order), and the
// creator's own later call waits for them. Before: every such task ran in the
// creating nano-thread ("the memory reached through 'tally(...)' cannot be
// bounded"): a subscript counted as letting the array's address escape.
// E2E-EXTRA: nano_thread_probe.cpp
#include <stdio.h>

#include "nano_thread_probe.h"

/* The new count of bin k (a one-dimensional histogram). */
static int tally(int k, void *creator, int *missed) {
  static int hist[4];
  *missed = probe_missed(creator);
  return ++hist[k & 3];
}

/* A running sum per cell of a two-dimensional table. */
static long accumulate(int r, int c, long v, void *creator, int *missed) {
  static long grid[3][4];
  *missed = probe_missed(creator);
  grid[r % 3][c & 3] += v;
  return grid[r % 3][c & 3];
}

static int counts[16], missed[16], missed2[12];
static long sums[12];

int main(void) {
  void *me = probe_current();
  int m = 0;
  #pragma nano task
  m = probe_missed(me); /* a plain task: every translated build has the runtime */
  for (int i = 0; i < 16; i++) {
    #pragma nano task
    counts[i] = tally(i * 3 + i / 4, me, &missed[i]);
  }
  int ignored;
  int after = tally(1, 0, &ignored); /* waits for the 16 tasks */
  for (int i = 0; i < 12; i++) {
    #pragma nano task
    sums[i] = accumulate(i / 2, i & 1, i * 10 + 1, me, &missed2[i]);
  }
  long last = accumulate(5, 1, 1000, 0, &ignored);
  for (int i = 0; i < 16; i++) {
    printf("%d ", counts[i]);
    m += missed[i];
  }
  printf("| %d\n", after);
  for (int i = 0; i < 12; i++) {
    printf("%ld ", sums[i]);
    m += missed2[i];
  }
  printf("| %ld\nmissed %d\n", last, m);
  return 0;
}
