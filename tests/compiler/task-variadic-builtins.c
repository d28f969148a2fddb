// A callee that uses va_start/va_arg/va_end, or a `const` builtin such as
// __builtin_popcount, accesses nothing the caller can see through them: its
// tasks are created (they ran in order: "calls a function that may access any
// global").
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep "warning:" %t.err
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
#include <stdarg.h>
static long vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long);
  va_end(ap);
  return s;
}
static void vfill(long *out, int n, ...) {
  va_list ap, copy;
  va_start(ap, n);
  va_copy(copy, ap);
  for (int i = 0; i < n; i++) out[i] = va_arg(copy, int);
  va_end(copy);
  va_end(ap);
}
static int bits(unsigned v) { return __builtin_popcount(v); }
// CHECK-LABEL: long use{{\(}}void) {
// CHECK-COUNT-3: nano{{_}}create(nano_task_{{[0-9]+}},
long use(void) {
  long r1, out[3];
  int b;
  #pragma nano task
  r1 = vsum(3, 1L, 2L, 3L);
  #pragma nano task
  vfill(out, 3, 4, 5, 6);
  #pragma nano task
  b = bits(0xF0u);
  return r1 + out[2] + b;
}
