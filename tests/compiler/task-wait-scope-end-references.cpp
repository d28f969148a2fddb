// A reference bound to a temporary keeps it alive until the end of its block:
// a task reaching it through the reference makes that end wait. A reference to
// an element of an outer container does not (its referent outlives the block);
// one to a local of the block does.
// E2E
// RUN: %translate %s > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
#include <cstdio>
#include <vector>

static std::vector<double> make(int k) { return std::vector<double>(64, k); }

static void scale(std::vector<double> &v) {
  for (double &x : v) x *= 2;
}
static double first(const double (&a)[64]) { return a[0] + a[63]; }
static double total(const std::vector<double> &v) {
  double s = 0;
  for (double x : v) s += x;
  return s;
}

int main() {
  double sums[4] = {0, 0, 0, 0};
  // CHECK-LABEL: int main()
  for (int k = 0; k < 4; k++) {
    const std::vector<double> &tmp = make(k);
    #pragma nano task
    sums[k] = total(tmp);
    // CHECK: nano_submit(nano_t_);
    // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); }
  }
  for (int k = 0; k < 4; k++) {
    double tmp[64] = {1.0 * k};
    auto &alias = tmp; // a reference to a local of the block
    #pragma nano task
    sums[k] += first(alias);
    // CHECK: nano_submit(nano_t_);
    // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); }
  }
  std::vector<std::vector<double>> rows(4, std::vector<double>(64, 1.0));
  for (int k = 0; k < 4; k++) {
    std::vector<double> &row = rows[k];
    #pragma nano task
    scale(row);
    // CHECK: nano_submit_release(nano_t_); }
    // CHECK-NOT: nano_wait_handle_
  }
  // CHECK: nano_wait_all_();
  std::printf("%g %g %g\n", sums[3], rows[3][63], sums[0] + sums[1] + sums[2]);
  return 0;
}
