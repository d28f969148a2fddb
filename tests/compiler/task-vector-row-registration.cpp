// A task on one row `rows[k]` of a std::vector of std::vectors (`heavy(rows[k])`,
// `rows[k].push_back(x)`) registers that row's object, which stands for the
// row's own buffer, and a read of the outer vector's header: tasks on distinct
// rows run in parallel (before: each wrote the outer vector whole and every
// creation waited for the task before it). A task on the outer vector whole
// registers its buffer, which holds the rows; a task reaching a row's elements
// through a pointer (`scale(rows[1].data(), n)`) is ordered with the row tasks
// by the container-elements stand-in.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

static void heavy(std::vector<double> &v, int reps) {
  for (int r = 0; r < reps; r++)
    for (size_t i = 1; i < v.size(); i++) v[i] = v[i] * 0.5 + v[i - 1] * 0.25 + r;
}
static void grow(std::vector<double> &v, double x) { v.push_back(x); }
static void scale(double *p, int n) {
  for (int i = 0; i < n; i++) p[i] *= 2;
}
static double total(const std::vector<std::vector<double>> &rows) {
  double s = 0;
  for (const auto &r : rows)
    for (double x : r) s += x;
  return s;
}

int main() {
  std::vector<std::vector<double>> rows(4, std::vector<double>(64, 1.0));
  // EXPLAIN-NOT: wait inserted here: this statement reads 'rows' which a task writes in an earlier iteration
  for (int k = 0; k < 4; k++) {
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(rows)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_INOUT, nano_bytes_((&(rows[k]))), static_cast<size_t>(24));
    #pragma nano task
    heavy(rows[k], 3 + k);
  }
  int two = 2;
  #pragma nano task
  grow(rows[two], 7.0);
  #pragma nano task
  heavy(rows[two], 2);
  #pragma nano task
  scale(rows[1].data(), 64);
  double t = 0;
  #pragma nano task
  t = total(rows);
  for (int k = 0; k < 4; k++) {
    #pragma nano task
    grow(rows[k], t);
  }
  std::printf("%.3f %.3f %zu\n", t, total(rows), rows[2].size());
  return 0;
}
