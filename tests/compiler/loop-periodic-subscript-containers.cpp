// As loop-periodic-subscript.c, on a std::vector and a std::array (bb59 5: their
// elements got the unprovable error, with its 'independent' hint).
// RUN: not %translate %s -- -std=c++20 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <array>
#include <vector>
void hist(std::vector<long> &v, std::array<long, 8> &a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) v[i % 7] += i;
  // CHECK: loop-periodic-subscript-containers.cpp:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'v[i % 7]' is the same element of 'v' in iterations 7 apart (its subscript repeats every 7 values of 'i')
  #pragma nano loop
  for (int i = 0; i < n; i++) a[(i + 3) % 8] = i;
  // CHECK: loop-periodic-subscript-containers.cpp:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'a[(i + 3) % 8]' is the same element of 'a' in iterations 8 apart
}
