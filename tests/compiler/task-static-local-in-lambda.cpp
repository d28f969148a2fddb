// C++: a task naming a static local of its function inside a lambda. A lambda
// never captures a static local; the outlined copy reaches it through the
// argument block (`(*nano_a_->s)`), which a lambda with a capture-default can
// name and one without cannot: that task runs sequentially, with a warning
// (review s22: the generated code did not compile).
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
int run() {
  static int s = 4;
  int r = 0, q = 0;
  #pragma nano task
  r = [] { return s + 1; }();
  // WARN: [[@LINE-1]]:{{[0-9]+}}: warning: '#pragma nano task' ignored: the statement names 's' in a lambda that does not capture it, which the task's outlined copy, reaching it through its argument block, cannot do (give the lambda a '[&]' default); the statement runs sequentially
  #pragma nano task
  q = [&] { return s + 2; }();
  #pragma nano wait
  return r + q;
  // CHECK: (*nano_a_->q) = [&] { return (*nano_a_->s) + 2; }();
}
// WARN-NOT: warning:
