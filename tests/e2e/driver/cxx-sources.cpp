// C++ sources: by extension with nanocc, and everything with nanocc++; linked
// as C++ (the C++ standard library comes along).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -O2 -std=c++20 %s -o %t/by-extension
// RUN: %t/by-extension | %FileCheck %s
// RUN: %nanoccxx -O2 -std=c++20 %s -o %t/by-name
// RUN: %t/by-name | %FileCheck %s
// CHECK: total 4950 over 100 values
#include <cstdio>
#include <numeric>
#include <vector>

template <typename T> T total(const std::vector<T> &Values) {
  return std::accumulate(Values.begin(), Values.end(), T{});
}

int main() {
  std::vector<long> Values(100);
#pragma nano task
  std::iota(Values.begin(), Values.end(), 0L);
  std::printf("total %ld over %zu values\n", total(Values), Values.size());
  return 0;
}
