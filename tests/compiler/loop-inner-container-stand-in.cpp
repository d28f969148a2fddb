// An element of an inner container (`t[i][j]` of a std::vector of
// std::vector) is followed as its whole row. Two rows that meet in different
// iterations under different subscripts (`t[i][j]` and `t[i - 1][j - 1]`, an
// anti-diagonal wavefront whose iterations touch distinct elements) are an
// unprovable case, which `independent` accepts: it was reported as a proven
// dependence, which `independent` does not waive (bb72 F1). The same
// subscript in two rows (`a[i][j]` and `a[i + 1][j]`) is still proven; one
// row under a subscript moving with the loop's variable is independent.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <algorithm>
#include <vector>

void wavefront(std::vector<std::vector<int>> &t, int n) {
  for (int d = 2; d <= 2 * n; d++) {
    int lo = std::max(1, d - n), hi = std::min(n, d - 1);
    #pragma nano loop
    for (int i = lo; i <= hi; i++) {
      int j = d - i;
      t[i][j] = t[i - 1][j - 1] + 1;
    }
    // CHECK: loop-inner-container-stand-in.cpp:[[@LINE-2]]:7: error: cannot prove that iterations are independent: 't[i][j]' and 't[i - 1][j - 1]' may access the same element of an inner container of 't' in different iterations of the loop over 'i' at line [[@LINE-4]] (an inner container's elements are followed as the whole container); if no two iterations access the same memory, add 'independent' to the pragma
    #pragma nano loop independent
    for (int i = lo; i <= hi; i++) {
      int j = d - i;
      t[i][j] = t[i - 1][j - 1] + 1;
    }
  }
}

// One row, an element of it per iteration: independent (bb73 8: refused).
void one_row(std::vector<std::vector<long>> &t, int i, int n) {
  #pragma nano loop
  for (int j = 0; j < n; j++) t[i][j] = j;
  #pragma nano loop
  for (int j = 0; j < n / 2; j++) t[i][2 * j + 1] += t[i][2 * j + 1] * 3;
}

void next_row(std::vector<std::vector<int>> &a, int n) {
  #pragma nano loop
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j < n; j++) a[i][j] = a[i + 1][j];
  // CHECK: loop-inner-container-stand-in.cpp:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: 'a[i][j]' and 'a[i + 1][j]' access the same element of 'a.data()'
}
