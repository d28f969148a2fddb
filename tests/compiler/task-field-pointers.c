// A pointer to a field (&s.f, s.arr decayed, &s.in.z) reaches the struct: the
// struct escapes, so reading it under its own name waits for a task writing
// through the pointer. Before, only `&s` and `a` (a whole array) escaped.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
struct S { int f; int arr[4]; struct { int z; } in; };
int main(void) {
  struct S s = {1, {1, 2, 3, 4}, {9}};
  int *p = &s.f;
  #pragma nano task
  *p = 50;
  int a1 = s.f;
  // CHECK: nano_wait_handle_(&nano_h_1); int a1 = s.f;
  int *q = s.arr;
  #pragma nano task
  q[0] = 60;
  int a2 = s.arr[0];
  // CHECK: nano_wait_handle_(&nano_h_2); int a2 = s.arr[0];
  int *z = &s.in.z;
  #pragma nano task
  *z = 70;
  int a3 = s.in.z;
  // CHECK: nano_wait_handle_(&nano_h_3); int a3 = s.in.z;
  printf("%d %d %d\n", a1, a2, a3);
  return 0;
}
