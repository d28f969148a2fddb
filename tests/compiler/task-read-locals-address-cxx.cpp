// C++: a local that a task's statement or a loop's body only reads but binds a
// reference to (a reference variable, a reference parameter, std::addressof)
// or takes the address of reaches the outlined code as the variable itself
// (probe12 W4: it was a copy, so `&r == &x` was false there).
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Wextra -Wconversion -Wsign-conversion -Werror -I %runtime_include %t.cpp
#include <memory>
static bool same(const long &a, const long *p) { return &a == p; }
int f(const long *p, int *out) {
  long x = 5, y = 7, z = 9, w = 1;
  int r1 = -1, r2 = -1, r3 = -1;
  #pragma nano task
  { const long &r = x; r1 = (&r == p) + (int)w; }
  #pragma nano task
  { r2 = same(y, p); }
  #pragma nano task
  { r3 = (std::addressof(z) == p); }
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = same(x, p) + (int)w;
  #pragma nano wait
  return r1 + r2 + r3;
}
// The loop: x by reference, w copied.
// CHECK: nano_la_.x = &(x); nano_la_.p = p; nano_la_.w = w;
// CHECK: nano_body_1({{.*}}, long &x, const long *p, long w) {
// CHECK: nano_body_1({{.*}}, *nano_a_->x, nano_a_->p, nano_a_->w);
// The tasks: x, y and z by address, w copied.
// CHECK: static void nano_task_2(
// CHECK: { const long &r = (*nano_a_->x); (*nano_a_->r1) = (&r == nano_a_->p) + (int)nano_a_->w; }
// CHECK: static void nano_task_3(
// CHECK: { (*nano_a_->r2) = same((*nano_a_->y), nano_a_->p); }
// CHECK: static void nano_task_4(
// CHECK: { (*nano_a_->r3) = (std::addressof((*nano_a_->z)) == nano_a_->p); }
