// std::min, std::max, std::clamp in a loop bound read their arguments only, and
// std::size(a) of an array is its extent whatever the loop writes into a. Each
// loop below was refused as "the bound or step has side effects" or "the bound
// depends on 'arr', which the loop may modify" (bb55 m11).
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// RUN: %clang -fsyntax-only -std=c++17 -Wall -Werror -I %runtime_include %t.cpp
#include <algorithm>
#include <iterator>
#include <vector>
long bounds(int n, std::vector<long> &v) {
  long arr[30];
  #pragma nano loop
  for (int i = 0; i < std::min(n, 20); i++) v[i] = i;
  #pragma nano loop
  for (int i = 0; i < std::max(n, 20); i++) v[i] += i;
  #pragma nano loop
  for (int i = 0; i < std::clamp(n, 0, 99); i++) v[i] *= 2;
  #pragma nano loop
  for (size_t i = 0; i < std::size(arr); i++) arr[i] = static_cast<long>(i);
  return arr[3] + v[0];
}
// CHECK-COUNT-4: nano_parallel_for(
// ERR-NOT: error
