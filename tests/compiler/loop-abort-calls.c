// A loop body or task that ends the program abnormally on bad data (`abort()`,
// `__builtin_trap()`) leaves no state for other iterations or tasks to see,
// whichever runs first: the loop runs in parallel and the task is a task
// (review s20: abort was taken as a use of the C library's state, and the loop
// refused with advice about reordered output). `exit` flushes the streams and
// may print: still kept in order, with the library-state message.
// RUN: not %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <stdio.h>
#include <stdlib.h>
static void check(long v) { if (v < 0) abort(); }
static void check_and_say(long v) { if (v < 0) { fprintf(stderr, "bad %ld\n", v); exit(1); } }
int main(void) {
  long a[100], b[100], s = 0;
  #pragma nano loop
  for (int i = 0; i < 100; i++) { a[i] = i; if (a[i] < 0) abort(); }
  // CHECK-DAG: loop-abort-calls.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 100; i++) { b[i] = a[i] * 2; check(b[i]); if (b[i] > 1000) __builtin_trap(); }
  // CHECK-DAG: loop-abort-calls.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano task
  { s = a[5] + b[5]; check(s); }
  // CHECK-DAG: loop-abort-calls.c:[[@LINE-1]]:28: remark: task read 's'
  #pragma nano loop
  for (int i = 0; i < 100; i++) { a[i] = i; check_and_say(a[i]); }
  // CHECK-DAG: loop-abort-calls.c:[[@LINE-1]]:45: error: cannot prove that iterations are independent: 'check_and_say(a[i])' may access any global state ('check_and_say' calls a function that may access any global, the C library's state among them); iterations running at once would update it (output, the C library's buffers, a random seed) in any order
  // CHECK-NOT: loop-abort-calls.c:{{16|19|22}}:{{.*}}error
  // CHECK-NOT: loop-abort-calls.c:{{16|19|22}}:{{.*}}warning
  #pragma nano wait
  printf("%ld\n", s);
  return 0;
}
