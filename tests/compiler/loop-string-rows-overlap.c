// String functions bounded by their rows (loop-string-rows.c) still show the
// dependences between rows: copying row i + 1 into row i is an anti-dependence
// between iterations, and a destination that is no array row (a pointer into a
// buffer) has no known end, so the loop is refused as unprovable.
// RUN: not %translate %s 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <string.h>

static char lab[100][16];

void shift(void) {
  #pragma nano loop
  for (int i = 0; i < 99; i++) strcpy(lab[i], lab[i + 1]);
  // CHECK: loop-string-rows-overlap.c:[[@LINE-1]]:32: error: loop-carried dependence prevents parallel execution: the write of 'lab[i]' in 'strcpy(lab[i], lab[i + 1])' and the read of 'lab[i + 1]' in 'strcpy(lab[i], lab[i + 1])' access the same element of 'lab' in different iterations of the loop over 'i' at line [[@LINE-1]]
  // CHECK: loop-string-rows-overlap.c:[[@LINE-2]]:32: note: write of 'lab[i]' in 'strcpy(lab[i], lab[i + 1])' here
  // CHECK: loop-string-rows-overlap.c:[[@LINE-3]]:32: note: read of 'lab[i + 1]' in 'strcpy(lab[i], lab[i + 1])' here
}

void through_pointer(char *buf, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) strcpy(buf + 16 * i, "x");
  // CHECK: loop-string-rows-overlap.c:[[@LINE-1]]:31: error: cannot prove that iterations are independent: the memory 'strcpy(buf + 16 * i, "x")' writes through 'buf' cannot be bounded ('strcpy' writes the string); if no two iterations access the same memory, add 'independent' to the pragma
}
