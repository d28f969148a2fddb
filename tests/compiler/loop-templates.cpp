// Loops in templates and member functions are outlined in place: the chunk is a
// lambda at the site (it sees `this`, private members and the template's
// parameters) and a captureless entry the runtime calls. A template's loop is
// checked in every instantiation (its pattern's AST is dependent); a template
// never instantiated in the file keeps its loop sequential, with a warning.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>
template <typename T, int N> struct Grid {
  T cells[N];
  void init() {
    #pragma nano loop
    for (int i = 0; i < N; i++) cells[i] = T(i * 2);
    // CHECK: auto nano_body_[[G:[0-9]+]] = [&](int64_t nano_lo_, int64_t nano_hi_) {
    // CHECK-SAME: try { cells[i] = T(i * 2); }
    // CHECK-SAME: nano_parallel_for(nano_n_, &nano_s_, +[](int64_t nano_lo_, int64_t nano_hi_, void *nano_p_) { (*static_cast<decltype(nano_body_[[G]]) *>(nano_p_))(nano_lo_, nano_hi_); }, &nano_body_[[G]]);
  }
};
// The step is a run-time value in the pattern (it may depend on the template's
// arguments); `last` is written before it is read: a chunk-local copy.
template <typename T> T tfill(T *a, int n, int step) {
  T last = 0;
  #pragma nano loop
  for (int i = 0; i < n; i += step) { last = T(i); a[i] = last; }
  // CHECK: [&, nano_lp_last = &last, a, nano_n_](int64_t nano_lo_, int64_t nano_hi_) { decltype(last) last{};
  // CHECK-SAME: nano_v_ += nano_step_
  // CHECK-SAME: if (nano_hi_ == nano_n_) *nano_lp_last = last;
  return last;
}
// A min reduction whose identity depends on T.
template <typename T> T tmin(const std::vector<T> &v) {
  T s = v[0];
  #pragma nano loop
  for (std::size_t i = 0; i < v.size(); i++) s = v[i] < s ? v[i] : s;
  // CHECK: struct nano_lred_[[R:[0-9]+]] { decltype(s) nano_r_s; };
  // CHECK-SAME: std::numeric_limits<decltype(p->nano_r_s)>::has_infinity ? std::numeric_limits<decltype(p->nano_r_s)>::infinity() : std::numeric_limits<decltype(p->nano_r_s)>::max()
  // CHECK-SAME: if (p->nano_r_s < a->nano_r_s) a->nano_r_s = p->nano_r_s;
  return s;
}
template <typename T> void never_used(T *a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = T(0);
  // WARN: loop-templates.cpp:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: the template is never instantiated in this translation unit, so its loop cannot be analysed (instantiate it in this file); the statement runs sequentially
}
// WARN-NOT: error:
// WARN-NOT: warning:
int main() {
  Grid<long, 37> g;
  g.init();
  int a[10];
  double d[10] = {0};
  int la = tfill(a, 10, 1);
  double ld = tfill(d, 10, 3);
  std::vector<int> v(10, 1);
  v[4] = -3;
  std::vector<double> w(10, 0.5);
  std::printf("%ld %d %d %g %d %g %g\n", g.cells[36], a[3], la, ld, tmin(v), tmin(w), d[9]);
  return 0;
}
