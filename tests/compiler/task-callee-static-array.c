// A callee's static local ARRAY indexed by its function (`static int
// hist[16]; ++hist[k & 15];`) is one object shared by every call, like a
// static scalar: indexing does not let its address out, so it gets a
// file-scope stand-in whose one byte keys the whole array, the tasks calling
// the function register it (INOUT) and are ordered among themselves, and the
// creator's own later call waits for them. Before: "the memory reached through
// 'tally(i)' cannot be bounded" (any subscript counted as the array's address
// escaping). An array whose address does escape (`&seen[k]` returned) still
// makes its task run inline, with a warning.
// E2E
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=REMARK
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

// CHECK-DAG: static __attribute__((unused)) char nano_static_tally_hist_[[@LINE+1]]_{{[0-9]+}}_;
static int tally(int k) { static int hist[16]; return ++hist[k & 15]; }
// CHECK-DAG: static __attribute__((unused)) char nano_static_cell_grid_[[@LINE+1]]_{{[0-9]+}}_;
static long cell(int r, int c, long v) { static long grid[3][4]; grid[r % 3][c & 3] += v; return grid[r % 3][c & 3]; }
static int *slot(int k) { static int seen[4]; return &seen[k & 3]; }
static int counts[8];
static long sums[6];

int main(void) {
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    counts[i] = tally(i);
    // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&nano_static_tally_hist_{{[0-9_]+}}, 1);
    // REMARK: task-callee-static-array.c:[[@LINE-2]]:17: remark: task read/write 'hist' (the static local 'hist' of 'tally', one object shared by every call, is ordered like a global)
  }
  int after = tally(3); // waits for the 8 tasks
  // CHECK: nano_wait_all_();{{ }}int after = tally(3);
  for (int i = 0; i < 6; i++) {
    #pragma nano task
    sums[i] = cell(i / 2, i & 1, i + 1);
    // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&nano_static_cell_grid_{{[0-9_]+}}, 1);
  }
  int *s = slot(1);
  *s += 1;
  int got = 0;
  #pragma nano task
  got = *slot(1) + 1;
  // WARN: task-callee-static-array.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through '*slot(1)' cannot be bounded; name the memory it accesses in an in/out/inout clause
  // WARN-NOT: warning:
  for (int i = 0; i < 8; i++) printf("%d ", counts[i]);
  printf("| %d | %ld %ld %ld %ld %ld %ld | %d\n", after, sums[0], sums[1], sums[2], sums[3], sums[4], sums[5], got);
  return 0;
}
