// std::min, std::max, std::clamp and std::minmax access their reference
// arguments and nothing else: a loop `m = std::max(m, v[i])` is a max
// reduction, and a task calling them reads what it passes. Before, as
// functions without a visible body, they were assumed to touch every global,
// so such loops were rejected and such tasks conflicted with every global.
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -std=c++17 -Wall -Werror -I %runtime_include %t.cpp
#include <algorithm>
#include <vector>

int g_other;
int a[4], b[4], x;

long largest(const std::vector<long> &v) {
  long m = 0, lo = 1000;
  #pragma nano loop
  for (int i = 0; i < (int)v.size(); i++) {
    m = std::max(m, v[i]);
    lo = std::min(v[i], lo);
  }
  // EXPLAIN-DAG: std-min-max.cpp:[[@LINE-4]]:3: remark: reduction on 'm' with operator 'max'
  // EXPLAIN-DAG: std-min-max.cpp:[[@LINE-5]]:3: remark: reduction on 'lo' with operator 'min'
  return m + lo;
}

void reads_its_arguments() {
  #pragma nano task
  x = std::clamp(a[0], b[1], 10);
  // EXPLAIN-DAG: std-min-max.cpp:[[@LINE-1]]:18: remark: task read 'a[0]'
  // EXPLAIN-DAG: std-min-max.cpp:[[@LINE-2]]:24: remark: task read 'b[1]'
  g_other = 1;
  a[0] = 3;
  // EXPLAIN-DAG: std-min-max.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement writes 'a[0]' which a task reads
}
// EXPLAIN-NOT: wait inserted here: this statement writes 'g_other'
