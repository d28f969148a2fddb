// A task pragma in a lambda body makes a task of the lambda, which is a function
// of its own: the task is outlined in place (its entry is a captureless lambda,
// its argument block a local struct), its handle is the lambda's, and the lambda
// waits for it before it returns. A generic lambda is lowered like a template.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
static int sq(int i) { return i * i; }
static int g[8];
int main() {
  int a[8] = {0};
  auto f = [&](int i) {
    // CHECK: auto f = [&](int i) {nano_task *nano_h_[[F:[0-9]+]] = nullptr;
    #pragma nano task
    a[i] = sq(i);
    // CHECK: using nano_ty_[[F]]_a = decltype(&(a)); using nano_ty_[[F]]_i = std::remove_cv_t<decltype(i)>;
    // CHECK: (*nano_a_->a)[nano_a_->i] = sq(nano_a_->i); }, sizeof(struct nano_args_[[F]]), &nano_p_);
    // CHECK-SAME: nano_access(nano_t_, NANO_OUT, (nano_bytes_(&(a)) + (i * 4)), nano_len_(static_cast<long long>((i * 4 + 4 - i * 4))));
  };
  // CHECK: nano_wait_handle_(&nano_h_[[F]]); };
  for (int i = 0; i < 8; i++) f(i);
  auto h = [](int i) {
    #pragma nano task
    g[i] = sq(i) + 1;
    return i;
  };
  // CHECK: nano_wait_handle_(&nano_h_[[H:[0-9]+]]); return i;
  int s = 0;
  for (int i = 0; i < 8; i++) s += h(i) - i;
  for (int x : a) s += x;
  // A generic lambda is a template: its task is analysed in its instantiation.
  auto gen = [](auto k) {
    long r;
    #pragma nano task
    r = sq(static_cast<int>(k)) + 1L;
    return r;
  };
  // CHECK: auto gen = [](auto k) {nano_task *nano_h_[[G:[0-9]+]] = nullptr;
  // CHECK: (*nano_a_->r) = sq(static_cast<int>(nano_a_->k)) + 1L;{{ }}}
  // CHECK: nano_wait_handle_(&nano_h_[[G]]); return r;
  s += static_cast<int>(gen(3));
  // The task of main itself is still a task of main.
  #pragma nano task
  s += g[3];
  // CHECK: nano_submit
  std::printf("%d\n", s);
  return 0;
}
// WARN-NOT: warning:
