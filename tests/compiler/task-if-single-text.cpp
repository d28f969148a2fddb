// C++ side of task-if-single-text.c: the cut-off of a statement declaring a
// static local runs the outlined entry over raw storage for its argument
// block; a task outlined where it stands (in a lambda, in a template) names
// its entry once, in a local pointer both paths call. (A static local of a
// lambda is keyed by a stand-in whose name took the lambda's `operator()`,
// which did not compile.)
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++17
#include <cstdio>

template <class T> T ticket(int k) {
  T r = 0;
  // CHECK: void (*nano_entry_[[T:[0-9]+]])(void *) = +[](void *nano_ep_)
  // CHECK: if (!(k % 2)) { alignas(struct nano_args_[[T]]) unsigned char nano_c_[sizeof(struct nano_args_[[T]])];
  // CHECK-SAME: nano_entry_[[T]](nano_a_); } else {
  #pragma nano task if(k % 2)
  { static T seen = 0; seen++; r = seen; }
  return r;
}

int main() {
  long t = 0;
  for (int k = 0; k < 6; k++) t += ticket<long>(k);
  auto step = [](int k) {
    int r = 0;
    #pragma nano task if(k > 2)
    { static int calls = 0; r = ++calls; }
    return r;
  };
  int last = 0;
  for (int k = 0; k < 5; k++) last = step(k);
  std::printf("%ld %d\n", t, last);
  return t == 21 && last == 5 ? 0 : 1;
}
