// A reduction clause naming a data member used in the loop (`n`, which is
// `this->n` in a member function) is refused with what to do: reduce into a
// local declared before the loop and assign it back. Done so (-DFIXED), the
// loop is parallel.
// RUN: not %translate %s -- -std=c++17 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %translate %s -- -std=c++17 -DFIXED > %t.cpp 2> %t.fixed.err
// RUN: not grep -E "warning|error" %t.fixed.err
// RUN: %FileCheck %s --check-prefix=FIXED < %t.cpp
// RUN: %clangxx -std=c++17 -DFIXED -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstddef>
#include <vector>

struct Stats {
  long n = 0;
  void run(const std::vector<int> &v) {
#ifndef FIXED
    #pragma nano loop reduction(+: n)
    for (std::size_t i = 0; i < v.size(); i++) n += v[i];
    // CHECK: loop-reduction-data-member.cpp:[[@LINE-2]]:36: error: reduction variable 'n' is a data member; a reduction is on a variable: accumulate into a local declared before the loop ('auto n_sum = n;'), name it in the clause, and assign it back after the loop ('n = n_sum;')
#else
    auto n_sum = n;
    #pragma nano loop reduction(+: n_sum)
    for (std::size_t i = 0; i < v.size(); i++) n_sum += v[i];
    // FIXED: nano_parallel_reduce(
    n = n_sum;
#endif
  }
};

int main() {
  std::vector<int> v(100, 2);
  Stats s;
  s.run(v);
  return s.n == 200 ? 0 : 1;
}
