// A loop writing through a std::span it builds in each iteration
// (`(std::span<double>(w))[i + 1] = ...`): in the loop dependence test an
// element of a view built without side effects is that element of the memory
// the view shows (loop-temporary-span-elements.cpp), so the loop-carried
// dependence between elements i + 1 and i of w's buffer is reported. In a task
// the construction reads only the vector's header, and the view's use
// registers what it reaches (task-span-temporary-parts.cpp); in the loop test
// that narrowing lost the dependence (the loop ran in parallel), and then the
// construction stood for the whole vector (the message named 'w', "the same
// element of 'w'").
// RUN: not %translate %s -- -std=c++20 2>&1 | %FileCheck %s
#include <span>
#include <vector>

void f(std::vector<double> &w) {
  #pragma nano loop
  for (int i = 0; i < 99; i++)
    (std::span<double>(w))[i + 1] = (std::span<double>(w))[i] + 1;
  // CHECK: loop-temporary-span-writes.cpp:[[# @LINE - 1]]:5: error: loop-carried dependence prevents parallel execution: '(std::span<double>(w))[i + 1]' and '(std::span<double>(w))[i]' access the same element of 'w.data()' in different iterations of the loop over 'i' at line [[# @LINE - 2]]
  // CHECK: loop-temporary-span-writes.cpp:[[# @LINE - 2]]:5: note: write of 'w' here
  // CHECK: loop-temporary-span-writes.cpp:[[# @LINE - 3]]:37: note: read of 'w' here
}

// CHECK-NOT: error:
