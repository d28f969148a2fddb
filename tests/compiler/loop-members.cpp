// Loops in member functions -- defined in and out of the class, const -- run in
// parallel: the chunk lambda captures `this` (members, private ones included,
// are reached through it) and the read-only locals and parameters by copy. A
// container's own buffer of arithmetic elements holds no record, so it never
// overlaps a member read through `this` (`scale_` below).
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>
class Signal {
public:
  explicit Signal(int n) : v_(n) {}
  void fill(double k) {
    #pragma nano loop
    for (int i = 0; i < static_cast<int>(v_.size()); i++) v_[i] = scale_ * k * (i % 7);
    // CHECK: auto nano_body_[[F:[0-9]+]] = [&, k](int64_t nano_lo_, int64_t nano_hi_) {
    // CHECK-SAME: try { v_[i] = scale_ * k * (i % 7); }
    // CHECK-SAME: nano_parallel_for(nano_n_, &nano_s_, {{.*}}, &nano_body_[[F]]);
  }
  double sum() const;
private:
  int n() const { return static_cast<int>(v_.size()); }
  std::vector<double> v_;
  double scale_ = 0.5;
};
double Signal::sum() const {
  double s = 0;
  #pragma nano loop schedule(fixed, 8)
  for (int i = 0; i < n(); i++) s += v_[i];
  // CHECK: nano_schedule nano_s_ = {NANO_SCHEDULE_FIXED, static_cast<int64_t>((8)), 0, 0};
  // CHECK-SAME: struct nano_lred_[[S:[0-9]+]] { decltype(s) nano_r_s; };
  // CHECK-SAME: nano_parallel_reduce(
  // CHECK-SAME: s = nano_red_.nano_r_s;
  return s;
}
// WARN-NOT: warning:
// WARN-NOT: error:
int main() {
  Signal s(1000);
  s.fill(2.0);
  std::printf("%.1f\n", s.sum());
  return 0;
}
