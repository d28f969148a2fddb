// A task in a loop reading an array its iteration's block declares: the block's end
// waits for it (the array dies there), so the loop's tasks run one after another.
// --explain shows that wait, and a warning says so when the array could move into
// the task (bb57 2: a BOTS-style n-queens got no speed-up, without a word). No
// warning when a later statement of the block reads it (that waits anyway), when
// the task reaches it only through a pointer, or when the task declares it itself.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
#include <string.h>

static long sum(const int *b, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += b[i] * (i + 1);
  return s;
}

int main(void) {
  int board[8] = {3, 1, 4, 1, 5, 9, 2, 6};
  long r[8], q[8], t[8];
  for (int k = 0; k < 8; k++) {
    int copy[8];
    memcpy(copy, board, sizeof copy);
    copy[k] = 0;
    #pragma nano task
    r[k] = sum(copy, 8);
  }
  // CHECK: task-scope-end-wait-loop.c:[[@LINE-1]]:3: remark: wait inserted at the end of this block: 'copy', which task 1 accesses, goes out of scope here
  // CHECK: task-scope-end-wait-loop.c:[[@LINE-3]]:5: warning: the tasks this statement creates in different iterations of the loop at line [[@LINE-8]] run one after another: each is waited for at line [[@LINE-2]], the end of the block where 'copy', which it accesses, goes out of scope; to let them overlap, declare 'copy' inside the task (a braced task statement) so that each task has its own [-Wnano-sequential]
  for (int k = 0; k < 8; k++) {
    int copy[8];
    memcpy(copy, board, sizeof copy);
    #pragma nano task
    q[k] = sum(copy, 8);
    q[k] += copy[k];
  }
  for (int k = 0; k < 8; k++) {
    #pragma nano task
    {
      int copy[8];
      memcpy(copy, board, sizeof copy);
      copy[k] = 0;
      t[k] = sum(copy, 8);
    }
  }
  // CHECK-NOT: warning: the tasks this statement creates
  long total = 0;
  for (int k = 0; k < 8; k++) total += r[k] + 3 * q[k] + 7 * t[k];
  printf("%ld\n", total);
  return 0;
}
