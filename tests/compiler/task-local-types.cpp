// A task whose statement uses an object of a class declared inside the function
// is outlined in place, where that type can be named (decltype in its argument
// block). A call of a closure variable the function declared before the task
// runs that lambda's body: the task accesses what the body reaches through its
// captures (`counter`, by reference) and reads the closure, called through its
// address.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: not grep warning: %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
int main() {
  int counter = 0;
  auto inc = [&counter](int k) { counter += k; };
  #pragma nano task
  inc(2);
  // CHECK: using nano_ty_[[I:[0-9]+]]_inc = decltype(&(inc));
  // CHECK: (*nano_a_->inc)(2);
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, nano_bytes_(&(inc)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(counter)), static_cast<size_t>(4));
  struct Point { int x, y; };
  Point p{1, 2};
  #pragma nano task
  counter += p.x + p.y;
  // CHECK: using nano_ty_[[P:[0-9]+]]_counter = decltype(&(counter)); using nano_ty_[[P]]_p = decltype(&(p));
  // CHECK: (*nano_a_->counter) += (*nano_a_->p).x + (*nano_a_->p).y;{{ }}}
  return counter;
}
