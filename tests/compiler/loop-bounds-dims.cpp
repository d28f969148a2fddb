// Two loop forms a C++ or C programmer writes every day:
//  - `i < v.size()`: a bound made of const member calls (or pure functions) on objects
//    the body does not resize is loop-invariant, hence canonical; growing the container
//    in the body, or a bound that calls an unknown function, is not;
//  - a loop over the second subscript (`m[i][j]` swept over `i` by an inner loop): the
//    subscripts are compared dimension by dimension, so column j's iteration touching
//    only column j is independent, while `m[i][j - 1]` or a transposed read are not.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s
#include <string>
#include <vector>

int opaque_bound(int);
int m[30][40];
double grid[64][64];

void size_bounds(std::vector<int> &w, const std::string &s, std::vector<char> &out) {
  long ws = 0;
  #pragma nano loop reduction(+: ws)
  for (std::size_t i = 0; i < w.size(); i++) ws += w[i];
  #pragma nano loop
  for (std::size_t i = 0; i < w.size(); i++) w[i] = (int)i;
  #pragma nano loop
  for (std::size_t i = 0; i < s.length() && i < out.size(); i++) out[i] = s[i];
  #pragma nano loop
  for (std::size_t i = 0; i < w.size(); i += 2) w.at(i) = 0;
}

void size_bound_modified(std::vector<int> &w) {
  #pragma nano loop
  for (std::size_t i = 0; i < w.size(); i++) w.push_back(1);
  // CHECK: loop-bounds-dims.cpp:[[@LINE-1]]:31: error: loop is not in canonical form: the bound depends on 'w', which the loop modifies
  #pragma nano loop
  for (int i = 0; i < opaque_bound(3); i++) w[i] = 1;
  // CHECK: loop-bounds-dims.cpp:[[@LINE-1]]:23: error: loop is not in canonical form: the bound 'opaque_bound(3)' has side effects (it assigns, or calls a function that may write); compute it into a local variable before the loop
}

void columns() {
  #pragma nano loop
  for (int j = 0; j < 40; j++)
    for (int i = 0; i < 30; i++) m[i][j] = i + j;
  #pragma nano loop
  for (int j = 0; j < 40; j++)
    for (int i = 1; i < 30; i++) m[i][j] += m[i - 1][j];
  #pragma nano loop
  for (int j = 1; j < 63; j += 2)
    for (int i = 0; i < 64; i++) grid[i][j] = grid[i][j + 1] + grid[i][j - 1];
}

void column_carried() {
  #pragma nano loop
  for (int j = 1; j < 40; j++)
    for (int i = 0; i < 30; i++) m[i][j] = m[i][j - 1] + 1;
  // CHECK: loop-bounds-dims.cpp:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: 'm[i][j]' and 'm[i][j - 1]' access the same element of 'm' in different iterations
  // CHECK: note: write of 'm' here
  // CHECK: note: read of 'm' here
}

void transposed() {
  #pragma nano loop
  for (int j = 0; j < 30; j++)
    for (int i = 0; i < 30; i++) m[i][j] = m[j][i];
  // CHECK: loop-bounds-dims.cpp:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: 'm[i][j]' and 'm[j][i]' access the same element of 'm' in different iterations
}
// CHECK-NOT: error:
