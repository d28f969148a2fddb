// A loop body calling a lambda that its function declared before the loop
// (not `mutable`) contributes what the lambda's body does: a captureless
// lambda only its parameters, one capturing by reference or by value the
// captured variables, at the elements its integer parameters and the
// integers it captures select (the arguments replace the parameters; a
// captured integer is the caller's variable of its name where that name is
// the function's only such variable and the copy, if any, is current). A
// lambda subscripting with anything else reaches its captured variables whole:
// the iterations may overlap.
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
  // A lambda taking a reference: the argument is the element it reaches (the
  // closure itself is not modified by the call).
  auto twice = [](double &x) { x *= 2; };
  #pragma nano loop
  for (int i = 0; i < n; i++) twice(b[i]);
  // EXPLAIN: loop-named-lambdas.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  // Integers captured by reference (or by value and never modified) keep
  // their names: row i of m columns is apart from the other rows.
  int rows = 20, cols = 50;
  std::vector<double> grid(rows * cols);
  auto row = [&](int i) {
    for (int j = 0; j < cols; j++) grid[i * cols + j] = i + 0.25 * j;
  };
  #pragma nano loop
  for (int i = 0; i < rows; i++) row(i);
  // EXPLAIN: loop-named-lambdas.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  auto rowCopy = [=, &grid](int i) {
    for (int j = 0; j < cols; j++) grid[i * cols + j] += rows;
  };
  #pragma nano loop
  for (int i = 0; i < rows; i++) rowCopy(i);
  // EXPLAIN: loop-named-lambdas.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef OVERLAPPING
  int shift = 1;
  auto next = [&](int i) { out[i + shift] = out[i]; };
  #pragma nano loop
  for (int i = 0; i < n - 1; i++) next(i);
  // OVERLAP: loop-named-lambdas.cpp:[[@LINE-1]]:35: error: cannot prove that iterations are independent: the write of 'out.data()' in 'next(i)' and the read of 'out.data()' in 'next(i)' may access the same element of 'out.data()' in different iterations of the loop over 'i' at line [[@LINE-1]]; if no two iterations access the same memory, add 'independent' to the pragma
  // A copy of a variable the function modifies later holds an older value.
  int width = 10;
  auto band = [=, &grid](int i) { grid[i * width] = 1; };
  width = 5;
  #pragma nano loop
  for (int i = 0; i < rows; i++) band(i);
  // OVERLAP: loop-named-lambdas.cpp:[[@LINE-1]]:34: error: cannot prove that iterations are independent: the memory 'band(i)' writes through 'grid.data()' cannot be bounded; if no two iterations access the same memory, add 'independent' to the pragma
  // Another variable of the function has the captured one's name.
  auto strip = [&](int i) { grid[i * cols + 1] = 2; };
  {
    int cols = 1;
    #pragma nano loop
    for (int i = 0; i < rows; i++) strip(i + cols);
    // OVERLAP: loop-named-lambdas.cpp:[[@LINE-1]]:36: error: cannot prove that iterations are independent: the memory 'strip(i + cols)' writes through 'grid.data()' cannot be bounded; if no two iterations access the same memory, add 'independent' to the pragma
  }
#endif
  double s = 0;
  for (int i = 0; i < n; i++) s += out[i] + b[i] + c[i];
  for (double g : grid) s += g;
  std::printf("%.2f\n", s);
  return 0;
}
