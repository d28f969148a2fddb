// `#pragma nano declare reads() writes()`: empty lists declare a function that
// touches no memory (a pure external function); its calls run as tasks, without
// the conservative default's warning, and independent calls get no arc.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
#pragma nano declare reads() writes()
int twice(int);
#pragma nano declare reads(v[0:n]) writes()
long total(const long *v, int n);

int main(void) {
  long v[4] = {1, 2, 3, 4};
  int x = 0, y = 0;
  long t = 0;
  #pragma nano task
  x = twice(21);
  // CHECK: nano_create(nano_task_1,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(x), (size_t)4); nano_set_label(nano_t_, "twice");
  // CHECK-NOT: nano_wait_{{(handle|all)}}_(
  #pragma nano task
  y = twice(4);
  // CHECK: nano_create(nano_task_2,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(y), (size_t)4); nano_set_label(nano_t_, "twice");
  // CHECK-NOT: nano_wait_{{(handle|all)}}_(
  #pragma nano task
  t = total(v, 4);
  // CHECK: nano_create(nano_task_3,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(t), (size_t)8); nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(v), (size_t)32); nano_set_label(nano_t_, "total");
  printf("%d %d %ld\n", x, y, t);
  return 0;
}
// WARN-NOT: warning
// WARN-NOT: error
