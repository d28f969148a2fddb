// A callee's static local is one object shared by every call: tasks calling
// it cannot register it, so they run inline, in order (they were reordered).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

static int next_id(void) { static int id; return id++; }
static int ids[8];

int main(void) {
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    ids[i] = next_id();
    // CHECK: task-callee-static-local.c:15:5: warning: task runs in the creating nano-thread: the memory reached through 'next_id()' cannot be bounded; name the memory it accesses in an in/out/inout clause
  }
  for (int i = 0; i < 8; i++) printf("%d ", ids[i]);
  printf("\n");
  return 0;
}
