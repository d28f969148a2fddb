// A loop writing through a std::span it builds in each iteration
// (`(std::span<double>(w))[i + 1] = ...`): the loop dependence test sees no
// access through a view, so the construction stands for what the view reaches
// (the vector, read and written) and the loop-carried dependence is reported.
// In a task the construction reads only the vector's header, and the view's
// use registers what it reaches (task-span-temporary-parts.cpp); in the loop
// test that narrowing lost the dependence (the loop ran in parallel).
// RUN: not %translate %s -- -std=c++20 2>&1 | %FileCheck %s
#include <span>
#include <vector>

void f(std::vector<double> &w) {
  #pragma nano loop
  for (int i = 0; i < 99; i++)
    (std::span<double>(w))[i + 1] = (std::span<double>(w))[i] + 1;
  // CHECK: loop-temporary-span-writes.cpp:[[# @LINE - 1]]:24: error: loop-carried dependence prevents parallel execution: every iteration accesses 'w', the same element of 'w', in the loop over 'i' at line [[# @LINE - 2]]
  // CHECK: note: read/write of 'w' here
}

// CHECK-NOT: error:
