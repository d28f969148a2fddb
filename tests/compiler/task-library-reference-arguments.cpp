// A read-only local passed to a library function's reference parameter that sees
// only its value (std::min, std::max) is copied into the task, as
// any read-only local: binding it there must not capture it by address, which
// made a loop creating such tasks wait for each one at 'i++' (review s20 A8).
// A user function's reference parameter and std::addressof still give the
// variable itself (probe12 W4: task-read-locals-address-cxx.cpp).
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s --input-file=%t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -I %runtime_include %t.cpp
#include <algorithm>
static long slow(long v) { return v % 7; }
static bool same(const long &a, const long *b) { return &a == b; }
void run(long *out, long n, const long *p) {
  for (long i = 0; i < 64; i++) {
    #pragma nano task
    { out[i] = slow(std::min(i, n)) + std::max(i, n); }
  }
  // CHECK: nano_a_->i = i; nano_a_->n = n;
  // CHECK-SAME: nano_submit_release(nano_t_); }
  // CHECK-NEXT: }
  // CHECK: { (*nano_a_->out)[nano_a_->i] = slow(std::min(nano_a_->i, nano_a_->n));
  #pragma nano wait
  long x = 5;
  bool r = false;
  #pragma nano task
  { r = same(x, p); }
  // CHECK: nano_a_->x = &(x);
  #pragma nano wait
  out[0] = r;
}
