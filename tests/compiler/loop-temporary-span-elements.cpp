// Elements of a std::span built in a loop's body (`(std::span<double>(w))[i]`,
// `std::span<double>(w).subspan(k)[i]`, a span of a C array or of a pointer
// and a count): the element of the memory the view shows, as `w[i]` would be
// (the element reached through `w.data()`), so each iteration touching its own
// element i is independent, and the dependence tests see the subscripts of
// carried dependences. Before: the construction stood for the whole vector,
// read and written in every iteration, and `(std::span<double>(w))[i] += 1`
// was refused as "every iteration accesses 'w', the same element of 'w'".
// What builds the view is read: a count written by the loop still conflicts.
// RUN: not %translate %s -- -std=c++20 2>&1 | %FileCheck %s
#include <span>
#include <vector>

void own_elements(std::vector<double> &w, double (&c)[100], double *p, int n, int k) {
  #pragma nano loop
  for (int i = 0; i < 100; i++)
    (std::span<double>(w))[i] += 1;
  #pragma nano loop
  for (int i = 0; i < 100; i++)
    std::span<double>(w).subspan(k)[i] = std::span<const double>(w)[i + k] * 2;
  #pragma nano loop
  for (int i = 0; i < 100; i++)
    (std::span<double>(c))[i] = c[i] + 1;
  #pragma nano loop
  for (int i = 0; i < n; i++)
    std::span<double>(p, n)[i] *= 2;
  #pragma nano loop
  for (int i = 0; i < 50; i++)
    std::span<double>(w).first(50)[i] = w[i + 50];
}

void carried(std::vector<double> &w, double (&c)[100], double *p, int m) {
  #pragma nano loop
  for (int i = 0; i < 99; i++)
    (std::span<double>(w))[i + 1] = w[i] + 1;
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 1]]:5: error: loop-carried dependence prevents parallel execution: '(std::span<double>(w))[i + 1]' and 'w[i]' access the same element of 'w.data()' in different iterations of the loop over 'i' at line [[# @LINE - 2]]
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 2]]:5: note: write of 'w' here
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 3]]:37: note: read of 'w' here
  #pragma nano loop
  for (int i = 0; i < 99; i++)
    (std::span<double>(c))[i] = std::span<double>(c)[i + 1];
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 1]]:5: error: loop-carried dependence prevents parallel execution: '(std::span<double>(c))[i]' and 'std::span<double>(c)[i + 1]' access the same element of 'c' in different iterations of the loop over 'i' at line [[# @LINE - 2]]
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 2]]:5: note: write of 'c' here
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 3]]:33: note: read of 'c' here
  #pragma nano loop
  for (int i = 0; i < 99; i++)
  {
    std::span<double>(p, m)[i] = 1;
    m = i + 2;
  }
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 2]]:5: error: loop-carried dependence on 'm': it is written in one iteration and read in another, and it is not a recognised reduction (the recognised forms are 'v op= e', 'v = v op e', 'v = min(v, e)', 'v = max(v, e)' and 'if (e > v) v = e', with no other use of 'v' in the body)
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 3]]:5: note: write of 'm' here
  // CHECK: loop-temporary-span-elements.cpp:[[# @LINE - 5]]:26: note: read of 'm' here
}

// CHECK-NOT: error:
