// A task pragma in a lambda body is not lowered as a task of the enclosing
// function (whose handles the lambda cannot capture and which would not wait
// for it): it runs in order inside the lambda, with a warning naming the lambda.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
static int sq(int i) { return i * i; }
static int g[8];
int main() {
  int a[8] = {0};
  auto f = [&](int i) {
    #pragma nano task
    // WARN: task-in-lambda.cpp:[[@LINE-1]]:18: warning: '#pragma nano task' ignored: a task in the body of the lambda at line 14 is not supported yet; the statement runs sequentially
    a[i] = sq(i);
  };
  for (int i = 0; i < 8; i++) f(i);
  auto h = [](int i) {
    #pragma nano task
    // WARN: task-in-lambda.cpp:[[@LINE-1]]:18: warning: '#pragma nano task' ignored: a task in the body of the lambda at line 20 is not supported yet; the statement runs sequentially
    g[i] = sq(i) + 1;
  };
  for (int i = 0; i < 8; i++) h(i);
  int s = 0;
  for (int x : a) s += x;
  // The task of main itself is still a task.
  #pragma nano task
  s += g[3];
  // CHECK: nano_submit
  std::printf("%d\n", s);
  return 0;
}
