// C++: a local array or a local std::array / std::vector whose address,
// elements or iterators no pointer has been given is reached only through its
// own name: a loop writing it while reading `*this` (a const member function)
// or through a pointer parameter is parallel (see
// loop-local-containers-escaped.cpp for containers handed to a function).
// E2E
// RUN: %translate %s --explain > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -n 'error:\|warning:' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <cstdio>
#include <vector>

struct Grid {
  long cells[400];
  long part(int k) const {
    long s = 0;
    for (int i = k * 100; i < k * 100 + 100; i++) s += cells[i];
    return s;
  }
  std::array<long, 4> parts() const {
    std::array<long, 4> q{};
    #pragma nano loop
    for (int k = 0; k < 4; k++) q[k] = part(k);
    // EXPLAIN: loop-local-containers.cpp:[[@LINE-1]]:5: remark: loop runs in parallel (nano_parallel_for)
    return q;
  }
  long parts_c() const {
    long q[4];
    #pragma nano loop
    for (int k = 0; k < 4; k++) q[k] = part(k);
    // EXPLAIN: loop-local-containers.cpp:[[@LINE-1]]:5: remark: loop runs in parallel (nano_parallel_for)
    return q[0] + q[3];
  }
};

long free_fn(const Grid *g) {
  std::vector<long> q(4);
  #pragma nano loop
  for (int k = 0; k < 4; k++) q[k] = g->part(k);
  // EXPLAIN: loop-local-containers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  return q[1] + q[2];
}

int main() {
  static Grid g;
  for (int i = 0; i < 400; i++) g.cells[i] = i;
  auto q = g.parts();
  std::printf("%ld %ld %ld %ld\n", q[0], q[3], g.parts_c(), free_fn(&g));
}
