// A task whose statement names a captured variable where the outlined copy
// cannot rewrite it runs in its creator, with the reason where the name is
// spelled: inside a macro's definition, in an included file, or across a
// line continuation. Before, the last two were said to be inside a macro's
// definition, with advice that did not apply (bb79 16, 17).
// RUN: %translate %s -- -I %S/Inputs 2>&1 >/dev/null | %FileCheck %s
#include <stdio.h>

static long slow(long v) { long s = 0; for (long k = 0; k < 3000; k++) s += (k * v) % 11; return s; }
#define BUMP() (acc += 1)

int main(void) {
  long acc = 1, result = 2, other = 0;
  #pragma nano task
  {
#include "task-included-body.inc"
  }
  // CHECK: task-unrewritable-names.c:[[@LINE-3]]:3: warning: '#pragma nano task' ignored: 'acc' is named in the included file '{{.*}}task-included-body.inc' (line 1), which the task's outlined copy cannot rewrite (write the task's code in this file); the statement runs sequentially
  #pragma nano task
  { other = res\
ult + slow(4); }
  // CHECK: task-unrewritable-names.c:[[@LINE-2]]:3: warning: '#pragma nano task' ignored: 'result' is spelled across a line continuation (a backslash at the end of a line), which the task's outlined copy cannot rewrite (write the name on one line); the statement runs sequentially
  #pragma nano task
  { BUMP(); other += slow(5); }
  // CHECK: task-unrewritable-names.c:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: 'acc' is named inside the definition of a macro, which the task's outlined copy cannot rewrite (pass it to the macro as an argument); the statement runs sequentially
  printf("%ld %ld\n", acc, other);
  return 0;
}
