// A task whose statement passes a lambda to a call is outlined as written (the
// lambda is created inside the task; its closure type has no name to copy it
// into the argument block). std::for_each, std::transform, std::generate...
// with a lambda confined to its arguments (no capture but copies of
// arithmetic values, no variable with static storage, only standard calls)
// access the ranges the iterators delimit. Before, every such task ran
// sequentially ("a lambda, whose closure type cannot be named").
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <algorithm>
#include <cmath>
#include <vector>

void halves(std::vector<double> &v, std::vector<double> &w, int h, double k) {
  #pragma nano task
  std::for_each(v.begin(), v.begin() + h, [](double &x) { x = std::sqrt(x); });
  #pragma nano task
  std::for_each(v.begin() + h, v.end(), [k](double &x) { x *= k; });
  #pragma nano task
  std::transform(v.begin(), v.begin() + h, w.begin(), [](double x) { return x + 1; });
  #pragma nano task
  std::transform(v.begin() + h, v.end(), w.begin() + h, w.begin() + h, [](double x, double y) { return x * y; });
  #pragma nano task
  std::generate(w.begin(), w.begin() + h, [] { return 2.0; });
  // EXPLAIN-NOT: warning:
}
// CHECK-LABEL: void halves(
// CHECK: if (v.data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())), nano_len_(static_cast<long long>{{[(]}}(h * 8))));
// CHECK: if (v.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((v.data())) + (h * 8)),
// CHECK: if (v.data()) nano_access(nano_t_, NANO_IN, nano_bytes_((v.data())), nano_len_(static_cast<long long>{{[(]}}(h * 8))));
// CHECK-SAME: if (w.data()) nano_access(nano_t_, NANO_OUT, nano_bytes_((w.data())), nano_len_(static_cast<long long>{{[(]}}(h * 8))));
// CHECK: if (v.data()) nano_access(nano_t_, NANO_IN, (nano_bytes_((v.data())) + (h * 8)),
// CHECK-SAME: if (w.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + (h * 8)),
// CHECK: if (w.data()) nano_access(nano_t_, NANO_OUT, nano_bytes_((w.data())), nano_len_(static_cast<long long>{{[(]}}(h * 8))));
// CHECK: {{^}}  std::for_each((*nano_a_->v).begin(), (*nano_a_->v).begin() + nano_a_->h, [](double &x) { x = std::sqrt(x); });
// CHECK: {{^}}  std::for_each((*nano_a_->v).begin() + nano_a_->h, (*nano_a_->v).end(), [k](double &x) { x *= k; });

static double total;
void escaping(std::vector<double> &v, double &acc) {
  #pragma nano task
  std::for_each(v.begin(), v.end(), [](double x) { total += x; });
  // EXPLAIN: task-std-algorithm-lambdas.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread
  #pragma nano task
  std::for_each(v.begin(), v.end(), [&acc](double x) { acc += x; });
  // EXPLAIN: task-std-algorithm-lambdas.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread
  double *p = &acc;
  #pragma nano task
  std::for_each(v.begin(), v.end(), [p](double x) { *p += x; });
  // EXPLAIN: task-std-algorithm-lambdas.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread
}

// A lambda taking its element by non-const reference may write it: the range
// count_if reads is written too (bb71 F1).
long counting(std::vector<long> &z) {
  long c;
  #pragma nano task
  c = std::count_if(z.begin(), z.end(), [](long &x) { x += 2; return (x & 3) == 3; });
  return c;
}
// CHECK-LABEL: long counting(
// CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((z.data())),
