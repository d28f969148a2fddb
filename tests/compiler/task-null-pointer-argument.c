// A null pointer argument reaches no memory: a call passing NULL, 0, (long *)0 or
// nullptr-like constants where the callee writes through the parameter on a path
// that tests it is a task of its own, registering only what the other arguments
// reach (before: "task runs in the creating nano-thread: the memory reached
// through 'NULL' cannot be bounded"; probe12 P1).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --input-file=%t.c
// RUN: %FileCheck %s --check-prefix=QUIET --allow-empty --input-file=%t.err
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
#include <stddef.h>
static long work(long n, long *stats) {
  long s = 0;
  for (long i = 0; i < n; i++) s += i % 7;
  if (stats) *stats = s;
  return s;
}
int main(void) {
  long a, b, c, d, st = 0;
  #pragma nano task
  a = work(1000, NULL);
  // CHECK: nano_create(nano_task_1,{{ }}
  // CHECK-NOT: nano_access({{.*}}NULL
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(a), (size_t)8);
  // CHECK-NOT: nano_access
  // CHECK: nano_submit
  #pragma nano task
  b = work(2000, &st);
  // CHECK: nano_create(nano_task_2,{{ }}
  // CHECK-DAG: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(b), (size_t)8);
  // CHECK-DAG: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(st), (size_t)8);
  #pragma nano task
  c = work(3000, 0);
  // CHECK: nano_create(nano_task_3,{{ }}
  #pragma nano task
  d = work(4000, (long *)0);
  // CHECK: nano_create(nano_task_4,{{ }}
  #pragma nano wait
  return (int)(a + b + c + d + st);
}
// QUIET-NOT: warning
