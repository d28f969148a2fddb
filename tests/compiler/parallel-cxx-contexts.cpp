// `#pragma nano parallel` in a function template, a member function and a
// lambda: the block is decomposed into nodes in each (in a template, in its
// instantiation: the pattern's calls are dependent and would all look cheap,
// so the block used to run in the creator without a word). A template never
// instantiated keeps its block sequential with a warning.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
static void init(double *v, int n, double x) {
  for (int i = 0; i < n; i++) v[i] = x * (i % 13);
}
static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
template <typename T> T pipeline(T *a, T *b, int n) {
  T r = 0;
  #pragma nano parallel
  {
    init(a, n, 1.0);
    // CHECK: using nano_ty_[[A:[0-9]+]]_a = std::remove_cv_t<decltype(a)>;
    // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_((a)), {{.*}}); nano_set_label(nano_t_, "init");
    init(b, n, 2.0);
    // a and b may be one array: no static arc, both nodes register their
    // ranges and the runtime orders them when they overlap.
    // CHECK: using nano_ty_[[B:[0-9]+]]_b = std::remove_cv_t<decltype(b)>;
    // CHECK-NOT: nano_precede
    // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_((b)), {{.*}}); nano_set_label(nano_t_, "init");
    r = sum(a, n) + sum(b, n);
    // CHECK: using nano_ty_{{[0-9]+}}_r = decltype(&(r));
    // CHECK: if (nano_h_[[A]]) nano_precede(nano_h_[[A]], nano_t_); if (nano_h_[[B]]) nano_precede(nano_h_[[B]], nano_t_);
  }
  return r;
}
struct Pair {
  double a[1000], b[1000];
  double run() {
    double r = 0;
    #pragma nano parallel
    {
      init(a, 1000, 1.0);
      // CHECK: nano_create(nano_task_{{[0-9]+}},
      init(b, 1000, 2.0);
      r = sum(a, 1000) + sum(b, 1000);
    }
    return r;
  }
};
template <typename T> void never_used(T *a) {
  #pragma nano parallel
  {
    init(a, 10, 1.0);
  }
  // WARN: parallel-cxx-contexts.cpp:[[@LINE-4]]:16: warning: '#pragma nano parallel' ignored: the template is never instantiated in this translation unit, so its block cannot be analysed (instantiate it in this file); the statement runs sequentially
}
// WARN-NOT: warning:
int main() {
  static double a[1000], b[1000];
  Pair p;
  auto lam = [&]() {
    double r = 0;
    #pragma nano parallel
    {
      init(a, 1000, 3.0);
      // CHECK: using nano_ty_{{[0-9]+}}_a = decltype(&(a));
      init(b, 1000, 4.0);
      r = sum(a, 1000) + sum(b, 1000);
    }
    return r;
    // CHECK: nano_wait_handles_({{.*}} return r;
  };
  std::printf("%g %g %g\n", pipeline(a, b, 1000), p.run(), lam());
  return 0;
}
