// A loop or task whose calls use the C library's global state (output, time,
// random numbers), directly or through a callee, is told why it stays in order
// and what 'independent' or clauses would give up (probe12 P4). Before: the
// loop said "if no two iterations access the same memory, add 'independent' to the pragma", which reorders the
// output, and the task "the memory reached through 'say(i + 100)' cannot be
// bounded". The function reached is named ('say' calls 'puts': black box bb61
// 5). An external function without a body keeps its own message, also
// beside the library's state (review s20 D).
// RUN: not %translate %s 2>&1 | %FileCheck %s
#include <stdio.h>
static void say(int i) { puts(i > 0 ? "positive" : "other"); }
void record(int i);
static void say_and_record(int i) { say(i); record(i); }
int main(void) {
  int x[10];
  #pragma nano loop
  for (int i = 0; i < 10; i++) printf("%d\n", i);
  // CHECK-DAG: library-state-messages.c:[[@LINE-1]]:32: error: cannot prove that iterations are independent: 'printf("%d\n", i)' may access any global state ('printf' uses the C library's global state (I/O, time, random numbers)); iterations running at once would update it (output, the C library's buffers, a random seed) in any order: remove the pragma to keep the loop sequential, or add 'independent' only if that order does not matter
  #pragma nano loop
  for (int i = 0; i < 10; i++) { x[i] = i; say(i); }
  // CHECK-DAG: library-state-messages.c:[[@LINE-1]]:44: error: cannot prove that iterations are independent: 'say(i)' may access any global state ('say' calls 'puts', which may access any global, the C library's state among them); iterations running at once
  #pragma nano loop
  for (int i = 0; i < 10; i++) { x[i] = i; say_and_record(i); }
  // CHECK-DAG: library-state-messages.c:[[@LINE-1]]:44: error: cannot prove that iterations are independent: 'say_and_record(i)' may access any memory ('say_and_record' calls 'puts', which may access any global, the C library's state among them); if no two iterations access the same memory, add 'independent' to the pragma
  #pragma nano task
  say(x[3] + 100);
  // CHECK-DAG: library-state-messages.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: 'say(x[3] + 100)' may touch any global state ('say' calls 'puts', which may access any global, the C library's state among them), such as output, whose order the program keeps; to run it as a task when that order does not matter, name what it accesses in in/out/inout clauses
  #pragma nano task in(x[3])
  say(x[3] + 200);
  // CHECK-NOT: library-state-messages.c:[[@LINE-1]]
  return 0;
}
