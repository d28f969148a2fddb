// Reads of a vector's elements that the loop body does not spell out must still be
// told apart from the loop's writes (bb56 1, 2): a range-based for over a whole
// container in a const member (`g.sum()`) or in the loop body, a callee reading
// `in[i + 1]` through a `const std::vector<double> &` parameter, and one reading
// `g.d[i + 1]` through a const member of a `const Grid &` parameter. Each may
// read the very vector the loop writes (a reference to it, or the caller passing
// it twice); before, each loop ran in parallel and raced. Distinct named vectors
// still run in parallel (`distinct`).
// RUN: not %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <vector>

struct Grid {
  std::vector<double> d;
  double sum() const {
    double s = 0;
    for (double x : d) s += x;
    return s;
  }
  double next(int i) const { return d[static_cast<std::size_t>(i + 1)]; }
};

void member_range_for(Grid &g, int n) {
  auto &a = g.d;
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = g.sum() + 1;
  // CHECK: loop-hidden-container-reads.cpp:[[@LINE-1]]:38: error: cannot prove that iterations are independent: the memory 'g.sum()' reads through 'g.d.data()' cannot be bounded; if no two iterations access the same memory, add 'independent' to the pragma
}

void body_range_for(std::vector<double> &a, const std::vector<double> &w, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (double x : w) s += x;
    // CHECK: loop-hidden-container-reads.cpp:[[@LINE-1]]:21: error: cannot prove that iterations are independent: the memory 'w' reads through 'w.data()' cannot be bounded; if no two iterations access the same memory, add 'independent' to the pragma
    a[i] = s;
  }
}

static double nx(const std::vector<double> &in, int i) { return in[static_cast<std::size_t>(i + 1)]; }
void const_reference_callee(const std::vector<double> &in, std::vector<double> &out, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = nx(in, i) * 2;
  // CHECK: loop-hidden-container-reads.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'out[i]' and the read of 'in.data()' in 'nx(in, i)' access the same element in different iterations of the loop over 'i' at line [[@LINE-1]] if 'out' and 'in' are the same container; if no two iterations access the same memory, add 'independent' to the pragma
}

static double at(const Grid &g, int i) { return g.next(i); }
void record_reference_callee(const Grid &g, std::vector<double> &out, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = at(g, i) * 2;
  // CHECK: loop-hidden-container-reads.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'out[i]' and the read of 'g.d.data()' in 'at(g, i)' access the same element in different iterations of the loop over 'i' at line [[@LINE-1]] if 'out' and 'g.d' are the same container; if no two iterations access the same memory, add 'independent' to the pragma
}

double distinct(int n) {
  std::vector<double> w(100, 1.0), out(100), in(101, 2.0);
  Grid g{std::vector<double>(101, 3.0)};
  #pragma nano loop
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (double x : w) s += x;
    out[i] = s + g.sum() + nx(in, i) + at(g, i);
  }
  return out[0];
}
// CHECK-NOT: error:
