// A subscript converting the loop index with a C++ cast between integer types
// (`static_cast<std::size_t>(i)`, `std::size_t(i)`) is affine as with a C cast:
// the iterations' elements are told apart, and a carried dependence is still found.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DCARRIED 2>&1 | %FileCheck %s --check-prefix=CARRIED
#include <cstddef>
#include <cstdio>
#include <vector>

struct Matrix {
  std::size_t rows, cols;
  std::vector<long> d;
  Matrix(std::size_t r, std::size_t c) : rows(r), cols(c), d(r * c) {}
  void fill() {
    #pragma nano loop
    for (int i = 0; i < static_cast<int>(rows); i++)
      for (std::size_t j = 0; j < cols; j++) d[static_cast<std::size_t>(i) * cols + j] = i * 10 + static_cast<long>(j);
    // EXPLAIN: loop-cxx-cast-subscripts.cpp:[[@LINE-2]]:5: remark: loop runs in parallel (nano_parallel_for)
  }
};

static double a[1000];

int main() {
  #pragma nano loop
  for (int i = 0; i < 1000; i++) a[static_cast<std::size_t>(i)] = i;
  // EXPLAIN: loop-cxx-cast-subscripts.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 500; i++) a[std::size_t(i) + 500] += a[std::size_t(i)];
  // EXPLAIN: loop-cxx-cast-subscripts.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef CARRIED
  #pragma nano loop
  for (int i = 0; i < 999; i++) a[static_cast<std::size_t>(i) + 1] = a[static_cast<std::size_t>(i)];
  // CARRIED: loop-cxx-cast-subscripts.cpp:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: 'a[static_cast<std::size_t>(i) + 1]' and 'a[static_cast<std::size_t>(i)]' access the same element of 'a' in different iterations of the loop over 'i'
#endif
  Matrix m(7, 5);
  m.fill();
  double s = 0;
  for (double x : a) s += x;
  long t = 0;
  for (long x : m.d) t += x;
  std::printf("%g %ld\n", s, t);
  return 0;
}
