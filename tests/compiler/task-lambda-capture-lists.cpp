// A task statement calling a lambda with an explicit capture list: the list
// names variables, so their uses are not renamed to the argument block's
// members (`[&(*nano_a_->x)]` does not compile); the outlined body binds each
// such variable under its own name to the task's address (or copy) of it.
// Default captures and init-captures keep renaming their uses (an
// init-capture's initialiser is an expression of the enclosing scope).
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
static double g;
static void init(double *v, int n, double x) { for (int i = 0; i < n; i++) v[i] = x; }
int main() {
  double x = 0, y = 1;
  // WARN-NOT: warning
  #pragma nano task
  [&x]() { x = 1; }();
  #pragma nano task
  [x]() { g = x + 2; }();
  #pragma nano task
  [&x, y]() mutable { y += 1; x += y; }();
  #pragma nano task
  [=]() { g += y; }();
  #pragma nano task
  [z = x + 1, &y]() { y += z; }();
  double a[100], b[100];
  #pragma nano parallel
  {
    init(a, 100, x);
    [&b, x]() { init(b, 100, x * 2); }();
  }
  std::printf("%g %g %g %g %g\n", x, y, g, a[0], b[99]);
}
// CHECK-LABEL: static void nano_task_1(void *nano_p_) {
// CHECK-NEXT: struct nano_args_1 *nano_a_ = static_cast<struct nano_args_1 *>(nano_p_);
// CHECK-NEXT: (void)nano_a_; auto &x = (*nano_a_->x);
// CHECK: #line 18
// CHECK-NEXT: {{^}}  [&x]() { x = 1; }();
// CHECK-LABEL: static void nano_task_2(void *nano_p_) {
// CHECK: (void)nano_a_; auto &x = nano_a_->x;
// CHECK-NEXT: #line 20
// CHECK-NEXT: {{^}}  [x]() { g = x + 2; }();
// CHECK-LABEL: static void nano_task_3(void *nano_p_) {
// CHECK: (void)nano_a_; auto &x = (*nano_a_->x); auto &y = (*nano_a_->y);
// CHECK-NEXT: #line 22
// CHECK-NEXT: {{^}}  [&x, y]() mutable { y += 1; x += y; }();
// CHECK-LABEL: static void nano_task_4(void *nano_p_) {
// CHECK: (void)nano_a_;{{ *$}}
// CHECK-NEXT: #line 24
// CHECK-NEXT: {{^}}  [=]() { g += nano_a_->y; }();
// CHECK-LABEL: static void nano_task_5(void *nano_p_) {
// CHECK: (void)nano_a_; auto &y = (*nano_a_->y);
// CHECK-NEXT: #line 26
// CHECK-NEXT: {{^}}  [z = nano_a_->x + 1, &y]() { y += z; }();
// CHECK-LABEL: static void nano_task_7(void *nano_p_) {
// CHECK: (void)nano_a_; auto &b = (*nano_a_->b); auto &x = nano_a_->x;
// CHECK-NEXT: #line 31
// CHECK-NEXT: {{^}}    [&b, x]() { init(b, 100, x * 2); }();
