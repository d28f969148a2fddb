// Only the file being compiled is rewritten: a directive written in an included
// file, or produced by `_Pragma` in a macro, is ignored with a warning that says
// so and what to do (before, silently: the statements just ran in order).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clang -fsyntax-only -Wall -I %runtime_include -I %S %t.c
// RUN: not grep "nano declare" %t.err
// RUN: not grep "error" %t.err
// RUN: %FileCheck %s --check-prefix=DECLARED < %t.c
#include "Inputs/header-tasks.h"
// CHECK-DAG: header-tasks.h:5:3: warning: '#pragma nano task' in an included file is ignored: the statement runs sequentially; only the file being compiled is translated, so move the function into it
// CHECK-DAG: header-tasks.h:7:3: warning: '#pragma nano task' in an included file is ignored
#define SPAWN _Pragma("nano task")
int f(int v);
int main(void) {
  int a;
  SPAWN
  a = f(1);
  // CHECK-DAG: pragma-untranslated.c:[[@LINE-2]]:3: warning: '#pragma nano task' produced by a macro ('_Pragma') is ignored: the statement runs sequentially; write '#pragma nano task' on its own line instead
  // A macro holding its statement and the directive, followed by a
  // declaration: ignored too, not bound to that declaration (an error before).
#define DO_TASK(dst, v) do { _Pragma("nano task") dst = f(v); } while (0)
  DO_TASK(a, 2);
  // CHECK-DAG: pragma-untranslated.c:[[@LINE-1]]:3: warning: '#pragma nano task' produced by a macro ('_Pragma') is ignored
  int z = a + 1;
  static double d1[100], d2[100];
  // DECLARED-COUNT-2: nano{{_}}create(nano_task_{{[0-9]+}},
  #pragma nano task
  header_kfill(d1, 100);
  #pragma nano task
  header_kfill(d2, 100);
  return z + (int)header_fib(5);
}
