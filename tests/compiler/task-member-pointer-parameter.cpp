// A member function taking a pointer and a count (`fill(double *r, int n)`)
// writes the section r[0:n]; called on a field of the object (`fill(a_, 64)`,
// `fill(a_ + 32, 32)`) that section of the field is registered, as for a
// free or static function: tasks on distinct parts run in parallel, and a
// later reader of a part waits for its writer only.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

class Field {
  double a_[64], b_[64];
  double total_ = 0;
  void fill(double *r, int n, double v) {
    for (int i = 0; i < n; i++) r[i] = v + i;
  }
  double sum(const double *r, int n) const {
    double s = 0;
    for (int i = 0; i < n; i++) s += r[i];
    return s;
  }

public:
  // EXPLAIN-NOT: warning
  void run() {
    // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_((this)), static_cast<size_t>(512));
    #pragma nano task
    fill(a_, 64, 1);
    // CHECK: nano_access(nano_t_, NANO_OUT, (nano_bytes_((this)) + (512)), static_cast<size_t>(256));
    #pragma nano task
    fill(b_, 32, 2);
    // CHECK: nano_access(nano_t_, NANO_OUT, (nano_bytes_((this)) + (768)), static_cast<size_t>(256));
    #pragma nano task
    fill(b_ + 32, 32, 3);
    double low = 0;
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_((this)), static_cast<size_t>(256));
    #pragma nano task
    low = sum(a_, 32);
    #pragma nano wait
    total_ = low + sum(b_, 64);
  }
  double total() const { return total_; }
};

int main() {
  Field f;
  f.run();
  std::printf("%.1f\n", f.total());
  return 0;
}
