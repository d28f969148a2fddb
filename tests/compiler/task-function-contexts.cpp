// Tasks and loops in the places a function body can be: a lambda at namespace
// scope and one in a default member initialiser (they were "'#pragma nano task'
// must appear inside a function body"), in-class members, noexcept and
// extern "C" functions, attributes and variadic functions (which worked). The
// directives of a function-try-block run in parallel (the translator crashed on
// it; then they ran sequentially with a warning: task-function-try-block.cpp).
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// WARN-NOT: warning:
#include <cstdarg>
#include <cstdio>
#include <functional>
#include <stdexcept>

static long work(long x) {
  long s = 0;
  for (long i = 0; i < x * 50; i++) s += i % 7;
  return s;
}

auto file_lambda = [](int n) {
  long a = 0, b = 0;
  #pragma nano task
  a = work(n);
  #pragma nano task
  b = work(n + 1);
  return a + b;
};
// CHECK: #include <nano/nano.h>
// CHECK: auto file_lambda = [](int n) {nano_task *nano_h_
// CHECK: nano_submit

static long guarded(int n) try {
  long a = 0, b = 0;
  #pragma nano task
  a = work(n);
  #pragma nano task
  b = work(n + 2);
  if (n < 0) throw std::runtime_error("negative");
  return a + b;
} catch (const std::exception &) {
  return -1;
}
// CHECK-LABEL: static long guarded(int n) try {nano_task *nano_h_
// CHECK: nano_create
// CHECK: } catch (const std::exception &) {

struct Holder {
  std::function<long(int)> run = [](int n) {
    long v[4];
    #pragma nano loop
    for (int i = 0; i < 4; i++) v[i] = work(n + i);
    return v[0] + v[3];
  };
  long in_class(int n) noexcept {
    long a = 0, b = 0;
    #pragma nano task
    a = work(n);
    #pragma nano task
    b = work(n + 5);
    return a + b;
  }
};
// CHECK: std::function<long(int)> run = [](int n) {
// CHECK: nano_parallel_for

extern "C" long c_linkage(int n) {
  long a = 0, b = 0;
  #pragma nano task
  a = work(n);
  #pragma nano task
  b = work(n + 3);
  return 2 * a + b;
}

[[nodiscard]] __attribute__((noinline)) static long attributed(int n) {
  long a = 0, b = 0;
  #pragma nano task
  a = work(n);
  #pragma nano task
  b = work(n + 4);
  return a - b;
}

static long variadic(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long a[4];
  for (int i = 0; i < n; i++) {
    int k = va_arg(ap, int);
    #pragma nano task
    a[i] = work(k);
  }
  va_end(ap);
  return a[0] + a[1] + a[2];
}

int main() {
  Holder h;
  std::printf("%ld %ld %ld %ld %ld %ld %ld %ld\n", file_lambda(3), guarded(4), guarded(-1), h.in_class(5), h.run(2),
              c_linkage(6), attributed(7), variadic(3, 5, 6, 7));
  return 0;
}
// WARN-NOT: warning:
