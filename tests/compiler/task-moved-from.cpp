// `std::move(x)` handed to a move assignment or to a by-value parameter it
// move-constructs writes x (it is left moved-from): the creator's next use of x
// waits for the task. Before: x was only read, and `v1.size()` ran at once.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %translate %s --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

static std::size_t keep(std::string s) { return s.size(); }

int main() {
  std::vector<long> v1(100, 2), v2;
  #pragma nano task
  v2 = std::move(v1);
  // EXPLAIN: task-moved-from.cpp:[[@LINE-1]]:18: remark: task read/write 'v1'
  std::size_t s1 = v1.size();
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); std::size_t s1 = v1.size();
  std::string a(50, 'x');
  std::size_t n = 0;
  #pragma nano task
  n = keep(std::move(a));
  std::size_t s2 = a.size();
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); std::size_t s2 = a.size();
  std::printf("%zu %zu %zu %zu\n", s1, v2.size(), s2, n);
  return 0;
}
