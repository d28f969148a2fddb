// `__func__`, `__FUNCTION__` and `__PRETTY_FUNCTION__` in a task's statement or
// a loop's body name the function the user wrote: the outlined copy spells its
// name as a literal (probe12 W2: they named nano_task_N / nano_body_N, so
// `sizeof(__func__)` was 12, not 5).
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <string.h>
void work(int *out) {
  char name[64] = "";
  int len = 0, v[4];
  #pragma nano task
  { strcpy(name, __func__); }
  #pragma nano task
  len = (int)sizeof(__FUNCTION__);
  #pragma nano loop
  for (int i = 0; i < 4; i++) v[i] = (int)sizeof(__PRETTY_FUNCTION__) + i;
  #pragma nano wait
  *out = len + v[3] + name[0];
}
// CHECK: void nano_body_1(
// CHECK: v[i] = (int)sizeof("void work(int *)") + i;
// CHECK: static void nano_task_2(
// CHECK: { strcpy((*nano_a_->name), "work"); }
// CHECK: static void nano_task_3(
// CHECK: (*nano_a_->len) = (int)sizeof("work");
