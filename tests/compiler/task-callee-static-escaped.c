// A callee's static local array handed to another function (`inc(count, 1)`)
// is one object shared by every call, reachable under the callee's parameter
// name: a task calling the function cannot register it, so the task runs in
// the creating nano-thread, in order. Before, the array was taken for a
// private local (it is never written by name), the summary had no access, and
// the tasks below raced on it: two of them could return the same count.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

static void inc(long *v, int n) {
  for (int i = 0; i < n; i++) v[i] += 1;
}
static long next_ticket(void) {
  static long count[1];
  inc(count, 1);
  return count[0];
}

int main(void) {
  long tickets[6];
  for (int i = 0; i < 6; i++) {
#pragma nano task
    tickets[i] = next_ticket();
    // WARN: task-callee-static-escaped.c:[[@LINE-1]]:5: warning: task runs in the creating nano-thread: the memory reached through 'next_ticket()' cannot be bounded; name the memory it accesses in an in/out/inout clause
  }
#pragma nano wait
  for (int i = 0; i < 6; i++) printf("%ld ", tickets[i]);
  printf("\n");
  return 0;
}
