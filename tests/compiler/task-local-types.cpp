// A task whose statement uses an object of a class declared inside the function
// is outlined in place, where that type can be named (decltype in its argument
// block). A call of a local lambda has accesses the compiler cannot bound (the
// closure's captures): that statement runs in the creating nano-thread, with a
// warning naming the call.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
int main() {
  int counter = 0;
  auto inc = [&counter](int k) { counter += k; };
  #pragma nano task
  inc(2);
  // WARN: task-local-types.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'inc(2)' cannot be bounded; name the memory it accesses in an in/out/inout clause
  struct Point { int x, y; };
  Point p{1, 2};
  #pragma nano task
  counter += p.x + p.y;
  // CHECK: using nano_ty_[[P:[0-9]+]]_counter = decltype(&(counter)); using nano_ty_[[P]]_p = decltype(&(p));
  // CHECK: (*nano_a_->counter) += (*nano_a_->p).x + (*nano_a_->p).y;{{ }}}
  return counter;
}
// WARN-NOT: warning:
