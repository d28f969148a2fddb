// Two directives on one statement: after '#pragma nano task', the next
// directive runs as part of the task (a warning, no unused outlined function);
// '#pragma nano loop' followed by another directive is an error at the second.
// RUN: %translate %s -- -DFIRST > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clang -DFIRST -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: not %translate %s -- -DSECOND 2>&1 | %FileCheck %s --check-prefix=ERR
#include <stdio.h>
static int a[100];
int main(void) {
  int r = 0;
#ifdef FIRST
  #pragma nano task
  #pragma nano loop
  // WARN: pragma-stacked.c:[[@LINE-1]]:16: warning: '#pragma nano loop' inside a task of the same function is executed as part of the enclosing task; to run it as a nano-thread, move it into a function that the task calls
  for (int i = 0; i < 100; i++) a[i] = i;
  #pragma nano task
  #pragma nano task
  // WARN: pragma-stacked.c:[[@LINE-1]]:16: warning: '#pragma nano task' inside a task of the same function is executed as part of the enclosing task; to run it as a nano-thread, move it into a function that the task calls
  r = 7;
#endif
#ifdef SECOND
  #pragma nano loop
  #pragma nano task
  // ERR: pragma-stacked.c:[[@LINE-1]]:16: error: '#pragma nano loop' applies to a 'for' loop, not to another directive ('#pragma nano task')
  for (int i = 0; i < 100; i++) a[i] = i;
#endif
  printf("%d %d\n", a[50], r);
  return 0;
}
