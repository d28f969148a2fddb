// A loop body calling a lambda that its function declared before the loop
// (not `mutable`) contributes what the lambda's body does: a captureless
// lambda only its parameters, one capturing by reference or by value the
// captured variables, at the elements its integer parameters select (the
// arguments replace them). A lambda subscripting with anything else reaches
// its captured variables whole: the iterations may overlap.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DOVERLAPPING 2>&1 | %FileCheck %s --check-prefix=OVERLAP
#include <cstdio>
#include <vector>

static double a[1000], b[1000];

int main() {
  const int n = 1000;
  std::vector<double> in(n, 2.0), out(n);
  for (int i = 0; i < n; i++) a[i] = i * 0.5;
  auto body = [&](int i) { out[i] = in[i] * i; };
  #pragma nano loop
  for (int i = 0; i < n; i++) body(i);
  // EXPLAIN: loop-named-lambdas.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  auto sq = [](double x) { return x * x; };
  #pragma nano loop
  for (int i = 0; i < n; i++) b[i] = sq(a[i]);
  // EXPLAIN: loop-named-lambdas.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  double scale = 3;
  std::vector<double> c(n);
  auto scaled = [=, &c, &in](int k) { c[k] = in[k] * scale; };
  #pragma nano loop
  for (int i = 0; i < n; i++) scaled(i);
  // EXPLAIN: loop-named-lambdas.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef OVERLAPPING
  int shift = 1;
  auto next = [&](int i) { out[i + shift] = out[i]; };
  #pragma nano loop
  for (int i = 0; i < n - 1; i++) next(i);
  // OVERLAP: loop-named-lambdas.cpp:[[@LINE-1]]:35: error: cannot prove that iterations are independent: the memory 'next(i)' writes through 'out.data()' cannot be bounded; add 'independent' to the pragma if they are
#endif
  double s = 0;
  for (int i = 0; i < n; i++) s += out[i] + b[i] + c[i];
  std::printf("%.2f\n", s);
  return 0;
}
