// A task whose statement uses a local lambda or an object of a local class runs
// in the creating nano-thread: the argument block, declared outside the function,
// cannot name those types (it used to spell the closure's unnamed type). The
// warning names the local type.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
int main() {
  int counter = 0;
  auto inc = [&counter](int k) { counter += k; };
  #pragma nano task
  inc(2);
  // WARN: task-local-types.cpp:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: the statement uses 'inc', a lambda, whose closure type cannot be named in the task's argument block; the statement runs sequentially
  struct Point { int x, y; };
  Point p{1, 2};
  #pragma nano task
  counter += p.x + p.y;
  // WARN: task-local-types.cpp:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: the statement uses 'p', whose type 'Point' is declared inside the function and cannot be named in the task's argument block (declare the type at file scope); the statement runs sequentially
  return counter;
}
