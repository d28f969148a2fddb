// A call that is a constant expression (`std::numeric_limits<double>::max()`,
// a constexpr function of constants) is computed by the compiler and accesses
// no memory: a loop calling it runs in parallel, a task calling it is ordered
// by nothing (black box bb65 1: "'max' has no body in this file", an error).
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error|may access any' %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <limits>
#include <vector>

constexpr long cube(long x) { return x * x * x; }

void clamp_all(const std::vector<double> &v, std::vector<double> &best) {
  #pragma nano loop
  for (std::size_t i = 0; i < v.size(); i++) {
    double m = std::numeric_limits<double>::max();
    double lo = std::numeric_limits<double>::lowest() + std::numeric_limits<double>::epsilon();
    if (v[i] < m) m = v[i];
    best[i] = m > lo ? m + (double)cube(3) : lo;
  }
}
// CHECK-LABEL: void clamp_all(
// CHECK: nano_parallel_for(

void tasks(long *a, long *b) {
  #pragma nano task out(a[0])
  a[0] = std::numeric_limits<long>::max();
  #pragma nano task out(b[0])
  b[0] = cube(4);
}
// EXPLAIN: loop-constant-calls.cpp:17:3: remark: loop runs in parallel (nano_parallel_for)
// EXPLAIN: loop-constant-calls.cpp:29:3: remark: task write 'a[0]'
// EXPLAIN-NOT: remark: task {{read|write}}
// EXPLAIN: loop-constant-calls.cpp:28:25: remark: task write 'a[0]' (named in a clause)
// EXPLAIN-NOT: remark: task {{read|write}}
// EXPLAIN: loop-constant-calls.cpp:31:3: remark: task write 'b[0]'
// EXPLAIN-NOT: remark: task {{read|write}}
// EXPLAIN: loop-constant-calls.cpp:30:25: remark: task write 'b[0]' (named in a clause)
