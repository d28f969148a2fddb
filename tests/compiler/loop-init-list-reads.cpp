// An element read inside a braced initialiser (`P{s, a[i].y}`) is a value: it
// binds no reference, so the container stays out of every pointer's reach and a
// loop writing another container's elements runs in parallel (black box bb65 2:
// the syntactic form's unconverted `a[i].y` made `a` escape, and `out[i] = ...`
// "may point to overlapping memory" with `a.size()`). A reference parameter
// (`out`) never names an automatic variable of the call (`local`): it was bound
// before the variable existed. (`Counter c{sum}`, a reference member bound by
// the initialiser: task-reference-members.cpp.)
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <vector>

struct P { double x, y; };

void sums(const std::vector<P> &a, std::vector<P> &out) {
  std::vector<P> local(a);
  std::vector<P> copy(local);
  #pragma nano loop
  for (std::size_t i = 0; i < local.size(); i++) {
    double s = 0;
    for (std::size_t j = 0; j < local.size(); j++) s += local[j].x;
    copy[i] = P{s, local[i].y};
  }
  // EXPLAIN: loop-init-list-reads.cpp:21:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (std::size_t i = 0; i < local.size(); i++) {
    double s = 0;
    for (std::size_t j = 0; j < local.size(); j++) s += local[j].x;
    out[i] = P{s, local[i].y};
  }
}
// EXPLAIN: loop-init-list-reads.cpp:28:3: remark: loop runs in parallel (nano_parallel_for)
