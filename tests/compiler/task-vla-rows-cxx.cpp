// C++ has no variable-length arrays (Clang accepts them as an extension): a
// compound task using a multi-dimensional one runs in the creating nano-thread,
// with a warning saying what to use instead (in C it receives the pointer to
// its first row: task-alloca-vla.c). A one-dimensional one is received as a
// pointer to its first element, and registered by its address.
// RUN: %translate %s -- -std=c++17 -Wno-vla-cxx-extension > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -Wno-vla-cxx-extension -I %runtime_include %t.cpp
#include <cstdio>

long grid(int n) {
  long m[n][n];
  #pragma nano task
  { for (int i = 0; i < n; i++) m[i][0] = i; }
  // WARN: task-vla-rows-cxx.cpp:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: the statement uses 'm', a multi-dimensional variable-length array (a C extension in C++), which a task cannot receive; use a std::vector or a pointer with explicit index arithmetic; the statement runs sequentially
  // WARN-NOT: warning:
  long s = 0;
  for (int i = 0; i < n; i++) s += m[i][0];
  return s;
}
// CHECK-LABEL: long grid(int n) {
// CHECK: { for (int i = 0; i < n; i++) m[i][0] = i; }

double line(int n) {
  double a[n];
  double s = 0;
  #pragma nano task
  { for (int i = 0; i < n; i++) a[i] = i * 0.5; }
  #pragma nano task
  { for (int i = 0; i < n; i++) s += a[i]; }
  #pragma nano wait
  return s;
}
// CHECK-LABEL: double line(int n) {
// CHECK: nano_a_->a = a; nano_access(nano_t_, NANO_OUT, (const char *)&(a), nano_len_(
// CHECK: nano_access(nano_t_, NANO_IN, (const char *)&(a), nano_len_(

int main() {
  std::printf("%ld %g\n", grid(4), line(100));
  return 0;
}
