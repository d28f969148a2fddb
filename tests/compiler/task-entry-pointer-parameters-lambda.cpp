// A lambda's pointer parameter is set by each call: it may point into a
// variable of the enclosing function the lambda captures (here it does), so the
// write of that variable after a task reading through the parameter waits
// (the rule of task-entry-pointer-parameters.c is for the function's own
// automatic variables).
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WAITS --implicit-check-not="wait inserted" < %t.err
// RUN: not grep -E "warning|error" %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
static void consume(const long *b, long *out) { *out = b[0] + b[1]; }

long through_lambda(int n) {
  long cnt[16] = {};
  auto sweep = [&](const long *board) {
    for (int c = 0; c < n; c++) {
      // WAITS: task-entry-pointer-parameters-lambda.cpp:[[@LINE+1]]:7: remark: wait inserted here: this statement writes 'cnt[c]' which a task reads in an earlier iteration
      cnt[c] = 0;
      #pragma nano task
      consume(board, &cnt[c]);
    }
    #pragma nano wait
  };
  sweep(cnt);
  return cnt[0];
}
