// A local reference bound to an element of a standard container (`long &x =
// v[i];`, `Counter &c = cs[i];`) is that element, as with an array: iterations
// binding distinct elements run in parallel, and one binding another
// iteration's element is a carried dependence. In a task the container stands
// for the element, so a later use of the container waits for the task.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DCARRIED 2>&1 | %FileCheck %s --check-prefix=CARRIED
#include <cstdio>
#include <vector>

struct Counter {
  long hits = 0;
  double weight = 1;
};

int main() {
  std::vector<long> v(64);
  std::vector<Counter> cs(32);
  #pragma nano loop
  for (int i = 0; i < 64; i++) {
    long &x = v[i];
    x = i * 3;
  }
  // EXPLAIN: loop-reference-container-elements.cpp:[[@LINE-4]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 32; i++) {
    Counter &c = cs[i];
    c.hits += i;
    c.weight *= 2;
  }
  // EXPLAIN: loop-reference-container-elements.cpp:[[@LINE-5]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef CARRIED
  #pragma nano loop
  for (int i = 0; i < 63; i++) {
    long &next = v[i + 1];
    next += v[i];
  }
  // CARRIED: loop-reference-container-elements.cpp:[[@LINE-2]]:5: error: loop-carried dependence prevents parallel execution
#endif
  #pragma nano task
  {
    long &first = v[0];
    first = 1000;
  }
  long total = v[0];
  // EXPLAIN: loop-reference-container-elements.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'v' which a task writes
  for (long x : v) total += x;
  for (const Counter &c : cs) total += c.hits + static_cast<long>(c.weight);
  std::printf("%ld\n", total);
  return 0;
}
