// C++: a lambda capturing a constant local by name and by reference (`[&K]`)
// whose body takes K's address, in a task or a loop body: the outlined copy
// binds the capture to the creator's object (`[&K = (*nano_a_->K)]`), so
// `&K` is the creator's address. When the lambda also needs K as a constant
// expression (`std::array<int, K>`), which a bound capture is not, the task or
// loop runs sequentially, with a warning that says to capture with `[&]`.
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
static const int *kept;
int run() {
  const int K = 3;
  kept = &K;
  int a = 0, b = 0, c[4] = {0, 0, 0, 0}, d[4] = {0, 0, 0, 0};
  #pragma nano task
  a = [&K] { return &K == kept; }();
  #pragma nano task
  b = [&K] { std::array<int, K> t{}; return (&K == kept) + (int)t.size(); }();
  // WARN-DAG: [[@LINE-1]]:{{[0-9]+}}: warning: '#pragma nano task' ignored: a lambda capturing the constant 'K' by name and by reference ('[&K]') takes its address and also uses it as a constant expression, which the outlined copy cannot both keep (capture it with '[&]' instead); the statement runs sequentially
  #pragma nano loop
  for (int i = 0; i < 4; i++) c[i] = [&K] { return &K == kept; }() + i;
  #pragma nano loop
  for (int i = 0; i < 4; i++) d[i] = [&K, i] { switch (i) { case K: return 1; } return (int)(&K == kept); }();
  // WARN-DAG: [[@LINE-2]]:{{[0-9]+}}: warning: '#pragma nano loop' ignored: a lambda capturing the constant 'K'
  #pragma nano wait
  return a + b + c[3] + d[3];
  // The outlined loop body, then the outlined task, after the function:
  // CHECK: c[i] = [&K = (*nano_ref_K)] { return &K == kept; }() + i;
  // CHECK: (*nano_a_->a) = [&K = (*nano_a_->K)] { return &K == kept; }();
}
// WARN-NOT: warning:
