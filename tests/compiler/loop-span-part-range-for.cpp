// A range-based for loop in a parallel loop's body over part of a std::span
// built without side effects (`for (double &x : std::span<double>(w)
// .subspan(i * 10, 10)) x += 1;`): each use of the reference variable is in
// the part the span shows, elements [i * 10, i * 10 + 10) of w's buffer, and
// building the span only reads its operands. Parts disjoint across iterations
// are independent; overlapping parts (`.subspan(i * 10, 11)`) are a carried
// dependence. Before: the construction stood for all of w, read and written
// in every iteration ("every iteration accesses 'w', the same element of 'w'").
// What builds the span is read: a length the body writes is a dependence.
// RUN: not %translate %s -- -std=c++20 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <span>
#include <vector>

double disjoint(std::vector<double> &w, double (&c)[1000], int n) {
  std::vector<double> u(10 * n, 1.0), v(4 * n);
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (double &x : std::span<double>(w).subspan(i * 10, 10)) x += 1;
  #pragma nano loop
  for (int i = 0; i < 100; i++)
    for (double &x : std::span<double>(c).subspan(i * 10, 10)) x *= 2;
  #pragma nano loop
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (const double &x : std::span<const double>(u).subspan(i * 10, 10)) s += x;
    for (double &y : std::span<double>(v).subspan(i * 4).first(4)) y = s;
  }
  return v[0];
}

void overlapping(std::vector<double> &w, int n, int m) {
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (double &x : std::span<double>(w).subspan(i * 10, 11)) x += 1;
  // CHECK: loop-span-part-range-for.cpp:[[# @LINE - 1]]:64: error: cannot prove that iterations are independent: 'x' and itself may access the same element of 'w.data()' in different iterations of the loop over 'i' at line [[# @LINE - 2]] ('x' is an element of the view 'std::span<double>(w).subspan(i * 10, 11)'); if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-span-part-range-for.cpp:[[# @LINE - 2]]:64: note: read/write of 'w' here
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (double &x : std::span<double>(w).subspan(i * 10, 10)) x = w[i] * 2;
  // CHECK: loop-span-part-range-for.cpp:[[# @LINE - 1]]:64: error: cannot prove that iterations are independent: 'x' and 'w[i]' may access the same element of 'w.data()' in different iterations of the loop over 'i' at line [[# @LINE - 2]] ('x' is an element of the view 'std::span<double>(w).subspan(i * 10, 10)'); if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-span-part-range-for.cpp:[[# @LINE - 2]]:64: note: write of 'w' here
  // CHECK: loop-span-part-range-for.cpp:[[# @LINE - 3]]:68: note: read of 'w' here
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (double &x : std::span<double>(w).subspan(i * 10, m)) { x += 1; m = 3; }
  // CHECK: loop-span-part-range-for.cpp:[[# @LINE - 1]]:73: error: loop-carried dependence on 'm': it is written in one iteration and read in another, and it is not a recognised reduction (the recognised forms are 'v op= e', 'v = v op e', 'v = min(v, e)', 'v = max(v, e)' and 'if (e > v) v = e', with no other use of 'v' in the body)
  // CHECK: loop-span-part-range-for.cpp:[[# @LINE - 2]]:73: note: write of 'm' here
  // CHECK: loop-span-part-range-for.cpp:[[# @LINE - 3]]:59: note: read of 'm' here
}
