// C++: a task or a loop body naming a static local of its function inside a
// lambda. A lambda never captures a static local; the outlined task reaches it
// through the argument block (`(*nano_a_->s)`), the outlined loop body as a
// parameter, which a lambda with a capture-default can name and one without
// cannot: that task or loop runs sequentially, with a warning (review s22:
// the generated code did not compile).
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
int run() {
  static int s = 4;
  int r = 0, q = 0;
  #pragma nano task
  r = [] { return s + 1; }();
  // WARN-DAG: [[@LINE-1]]:{{[0-9]+}}: warning: '#pragma nano task' ignored: the statement names 's' in a lambda that does not capture it, which the task's outlined copy, reaching it through its argument block, cannot do (give the lambda a '[&]' default); the statement runs sequentially
  #pragma nano task
  q = [&] { return s + 2; }();
  int out[4] = {0, 0, 0, 0}, in[4] = {0, 0, 0, 0};
  #pragma nano loop
  for (int i = 0; i < 4; i++) out[i] = [] { return s; }() + i;
  // WARN-DAG: [[@LINE-2]]:{{[0-9]+}}: warning: '#pragma nano loop' ignored: the body names the static local 's' in a lambda that does not capture it, which the outlined loop, receiving it as a parameter or capture, cannot do (give the lambda a '[&]' default); the statement runs sequentially
  #pragma nano loop
  for (int i = 0; i < 4; i++) in[i] = [&] { return s; }() + i;
  #pragma nano wait
  return r + q + out[3] + in[3];
  // CHECK: in[i] = [&] { return s; }() + i;
  // CHECK: (*nano_a_->q) = [&] { return (*nano_a_->s) + 2; }();
}
// WARN-NOT: warning:
