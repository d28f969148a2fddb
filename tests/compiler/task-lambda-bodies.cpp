// A `return` inside a lambda, or inside a member function of a class declared
// in the task statement, leaves that function, not the task: the statement is
// still a task (it ran in order with "a task statement cannot contain
// 'return'"). A lambda the statement creates and calls contributes its body's
// accesses at the call (captured variables whole, the lambda's own parameters
// and locals private); a static member function has a summary like any
// function. A task calling a closure variable created before it (not mutable)
// is outlined in place (where the closure type can be named) and runs the
// lambda's body: `later(2)` writes b[2].
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: not grep warning: %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

static int bias = 0;

int main() {
  int a[100], b[100], out = 0;
  for (int i = 0; i < 100; i++) a[i] = i;
  // (no warning: a `return` in a lambda is not the task's)
  #pragma nano task
  {
    auto square = [](int x) {
      if (x < 0) return -x * x;
      return x * x;
    };
    for (int i = 0; i < 100; i++) b[i] = square(a[i]);
  }
  // CHECK: nano_create(nano_task_1,
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(b)), static_cast<size_t>(400)); nano_access(nano_t_, NANO_IN, nano_bytes_(&(a)), static_cast<size_t>(400));
  int first = b[3];
  // CHECK: nano_wait_handle_(&nano_h_{{1}}); int first = b[3];
  #pragma nano task
  {
    int k = 3;
    auto shifted = [&](int i) { return a[i] + k + bias; };
    out = shifted(5);
  }
  // CHECK: nano_create(nano_task_2,
  // The call's argument is known: it reads a[5], not all of a.
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(out)), static_cast<size_t>(4)); nano_access(nano_t_, NANO_IN, (nano_bytes_(&(a)) + (20)), static_cast<size_t>(4)); nano_access(nano_t_, NANO_IN, nano_bytes_(&(::bias)), static_cast<size_t>(4));
  bias = 7;
  // CHECK: nano_wait_handle_(&nano_h_{{2}}); bias = 7;
  #pragma nano task
  {
    struct Local {
      static int twice(int x) { return 2 * x; }
    };
    a[0] = Local::twice(4);
  }
  // CHECK: nano_create(nano_task_3,
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(a)), static_cast<size_t>(4));
  int z = a[0];
  // CHECK: nano_wait_handle_(&nano_h_{{3}}); int z = a[0];
  auto later = [&](int i) { b[i] = -1; };
  #pragma nano task
  later(2);
  // CHECK: (*nano_a_->later)(2);
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, nano_bytes_(&(later)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_OUT, (nano_bytes_(&(b)) + (8)), static_cast<size_t>(4));
  std::printf("%d %d %d %d %d\n", first, out, z, bias, b[2]);
  return 0;
}
