// A loop body calling a generic lambda (`[&](auto i) { ... }`) declared
// before the loop contributes what the specialization it calls does, as a
// lambda with declared parameter types does: independent element writes are
// accepted, a carried dependence through it is reported (a generic lambda was
// analysed as touching any memory).
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++20 -DCARRIED 2>&1 | %FileCheck %s
#include <vector>
long run(int n) {
  std::vector<long> a(n), b(n);
  auto put = [&](auto i, auto v) { a[i] = v * 3; };
  #pragma nano loop
  for (int i = 0; i < n; i++) put(i, (long)i);
  auto shift = [&](auto i) { b[i] = a[i] + a[(i + 1) % n]; };
  #pragma nano loop
  for (int i = 0; i < n; i++) shift(i);
  auto twice = [](auto x) { return x * 2; };
  long s = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++) s += twice(b[i]);
#ifdef CARRIED
  auto next = [&](auto i) { a[i + 1] = a[i] + 1; };
  #pragma nano loop
  for (int i = 0; i < n - 1; i++) next(i);
  // CHECK: loop-generic-lambdas.cpp:[[@LINE-1]]:35: error: loop-carried dependence prevents parallel execution: the write of 'a.data()' in 'next(i)' and the read of 'a.data()' in 'next(i)' access the same element of 'a.data()' in different iterations of the loop over 'i' at line [[@LINE-1]]
#endif
  return s;
}
