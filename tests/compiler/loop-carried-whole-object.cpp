// A loop whose every iteration changes a container as a whole (`v.push_back(i)`,
// `v.resize(i)`) is a loop-carried dependence on that object itself, reported as
// such, not as "the same element" of it.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s
#include <vector>

void grow(std::vector<int> &v, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) v.push_back(i);
  // CHECK: loop-carried-whole-object.cpp:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: every iteration reads and writes 'v' itself, in the loop over 'i' at line [[@LINE-1]]
}

void shrink(std::vector<int> &v, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) v.resize(n - i);
  // CHECK: loop-carried-whole-object.cpp:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: every iteration reads and writes 'v' itself, in the loop over 'i' at line [[@LINE-1]]
}
