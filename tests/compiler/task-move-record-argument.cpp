// A record moved into a by-value parameter (`consume(std::move(x))`, x a
// struct with a std::vector member and an implicit move constructor) is the
// object x, as a moved std::vector is: the task reads and writes x and runs
// in parallel with one on another record.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <utility>
#include <vector>

struct Batch {
  std::vector<double> values;
};
static double consume(Batch b) {
  double s = 0;
  for (double x : b.values) s += x;
  return s;
}

int main() {
  Batch x{std::vector<double>(100, 1.0)}, y{std::vector<double>(50, 2.0)};
  double cx = 0, cy = 0;
  // EXPLAIN-NOT: warning
  // EXPLAIN: task-move-record-argument.cpp:[[@LINE+2]]:26: remark: task read/write 'x'
  #pragma nano task
  cx = consume(std::move(x));
  #pragma nano task
  cy = consume(std::move(y));
  #pragma nano wait
  std::printf("%.1f %.1f %zu\n", cx, cy, x.values.size());
  return 0;
}
