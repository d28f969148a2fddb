// Nested parallel loops in C++: in a free function (outlined chunk functions,
// the outer body holding the inner loop's creation), in a member function and
// in a lambda (chunk lambdas at the site, the inner one inside the outer one),
// and in a function template (the pattern rewritten once). An inner reduction
// is private to its outer iteration.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: not grep -n '^[[:space:]]*#[[:space:]]*pragma[[:space:]]*nano' %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

static double grid[30][200];

static void fill(int rows, int cols) {
  #pragma nano loop schedule(static)
  for (int i = 0; i < rows; i++) {
    #pragma nano loop
    for (int j = 0; j < cols; j++) grid[i][j] = i * 0.5 - j;
  }
  // EXPLAIN: loop-nested-cxx.cpp:[[@LINE-2]]:5: remark: loop runs in parallel (nano_parallel_for)
  // EXPLAIN: loop-nested-cxx.cpp:[[@LINE-5]]:3: remark: loop runs in parallel (nano_parallel_for)
}
// CHECK: void nano_body_{{[0-9]+}}(
// CHECK: { const int64_t nano_step_ = {{.*}}; struct nano_largs_{{[0-9]+}} nano_la_; {{.*}}nano_la_.i = i; {{.*}}nano_parallel_for(nano_n_, &nano_s_, nano_loop_{{[0-9]+}}, &nano_la_); if (nano_exc_) std::rethrow_exception(nano_exc_); }

class Table {
public:
  Table(int r, int c) : rows_(r), cols_(c), cells_(r * c), sums_(r) {}
  void build() {
    #pragma nano loop independent
    for (int i = 0; i < rows_; i++) {
      double s = 0;
      #pragma nano loop reduction(+: s) independent
      for (int j = 0; j < cols_; j++) {
        cells_[i * cols_ + j] = (i * 7 + j) % 11;
        s += cells_[i * cols_ + j];
      }
      sums_[i] = s;
    }
    // EXPLAIN: loop-nested-cxx.cpp:[[@LINE-6]]:7: remark: loop runs in parallel (nano_parallel_reduce)
    // EXPLAIN: loop-nested-cxx.cpp:[[@LINE-10]]:5: remark: loop runs in parallel (nano_parallel_for)
    // CHECK: auto nano_body_[[OUT:[0-9]+]] = [&](int64_t nano_lo_, int64_t nano_hi_) {
    // CHECK: auto nano_body_[[IN:[0-9]+]] = [&, i](int64_t nano_lo_, int64_t nano_hi_, nano_lred_{{[0-9]+}} *nano_r_) {
    // CHECK: nano_parallel_reduce(nano_n_, &nano_s_, {{.*}}, &nano_body_[[IN]],
    // CHECK: nano_parallel_for(nano_n_, &nano_s_, {{.*}}, &nano_body_[[OUT]]);
  }
  double total() const {
    double t = 0;
    for (double s : sums_) t += s;
    return t;
  }
private:
  int rows_, cols_;
  std::vector<double> cells_, sums_;
};

template <class T> T sumOfProducts(const std::vector<T> &a, int n) {
  std::vector<T> row(n);
  #pragma nano loop independent
  for (int i = 0; i < n; i++) {
    T s = 0;
    #pragma nano loop reduction(+: s)
    for (int j = 0; j < n; j++) s += a[i] * a[j];
    row[i] = s;
  }
  T t = 0;
  for (int i = 0; i < n; i++) t += row[i];
  return t;
}

int main() {
  fill(30, 200);
  Table tb(50, 60);
  tb.build();
  std::vector<long> a(100);
  for (int i = 0; i < 100; i++) a[i] = i % 13;
  long p = sumOfProducts(a, 100);
  std::vector<int> out(40 * 40);
  auto square = [&](int n) {
    #pragma nano loop
    for (int i = 0; i < n; i++) {
      #pragma nano loop
      for (int j = 0; j < n; j++) out[i * n + j] = i * j;
    }
  };
  square(40);
  long q = 0;
  for (int v : out) q += v;
  double g = 0;
  for (int i = 0; i < 30; i++) g += grid[i][i] + grid[i][199];
  std::printf("%.1f %.1f %ld %ld\n", g, tb.total(), p, q);
  return 0;
}
