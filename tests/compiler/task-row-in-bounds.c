// A row of a 2-D array written up to a variable length (`b[c][i]` for i < r
// of `char b[4][8]`) stays in its row, as C's indexing requires (r <= 8):
//  - a task reading the previous row through a callee (`work(r, b[c])`) does
//    not make the next row's writes wait for it (before: the creator waited
//    every iteration, so the tasks never overlapped);
//  - the same loop under `#pragma nano loop` is accepted (before: "cannot
//    prove that iterations are independent").
// A flat array offers no row extent: the writes of `f[c * 8 + i]` still wait.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
#include <stdlib.h>
static long work(int r, const char *q) {
  long s = 0;
  for (int i = 0; i < r; i++) s += q[i] * (i + 1);
  return s;
}
static long rows(int r) {
  long cnt[4];
  char b[4][8];
  for (int c = 0; c < 4; c++) {
    // EXPLAIN-NOT: wait inserted here: this statement writes 'b[c][i]'
    for (int i = 0; i < r; i++) b[c][i] = (char)('a' + i + c);
    #pragma nano task
    cnt[c] = work(r, b[c]);
  }
  return cnt[0] + cnt[1] + cnt[2] + cnt[3];
}
static long rows_loop(int r) {
  long cnt[4];
  char b[4][8];
  #pragma nano loop
  for (int c = 0; c < 4; c++) {
    for (int i = 0; i < r; i++) b[c][i] = (char)('A' + i + c);
    cnt[c] = work(r, b[c]);
  }
  return cnt[0] + cnt[1] + cnt[2] + cnt[3];
}
static long flat(int r) {
  long cnt[4];
  char f[32];
  for (int c = 0; c < 4; c++) {
    // EXPLAIN: task-row-in-bounds.c:[[@LINE+1]]:5: remark: wait inserted here: this statement writes 'f[c * 8 + i]' which a task reads in an earlier iteration
    for (int i = 0; i < r; i++) f[c * 8 + i] = (char)('0' + i + c);
    #pragma nano task
    cnt[c] = work(r, f + c * 8);
  }
  return cnt[0] + cnt[1] + cnt[2] + cnt[3];
}
int main(int argc, char **argv) {
  int r = argc > 1 ? atoi(argv[1]) : 7;
  printf("%ld %ld %ld\n", rows(r), rows_loop(r), flat(r));
  return 0;
}
