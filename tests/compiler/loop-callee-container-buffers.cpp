// A member function of the file reading a std::vector member (`g.get(i)`
// returning `d[i]`) reaches that member's buffer of the call's object, and a
// named lambda taking a std::vector by reference (`set(out, i)`) the
// argument's buffer, at the elements its body subscripts, in the caller's
// terms (review: both were "any memory" and the loops were refused, one note
// naming '' as the access).
// RUN: not %translate %s -- -std=c++20 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <vector>

struct Grid {
  std::vector<double> d;
  double get(int i) const { return d[i]; }
};

void member_reads(Grid &g, const Grid *p, std::vector<double> &out) {
  #pragma nano loop
  for (int i = 0; i < 1000; i++) out[i] = g.get(i) * 2;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) out[i] += p->get(i);
}

void lambda_by_reference(std::vector<double> &out, const std::vector<double> &in) {
  auto set = [](std::vector<double> &v, int i, double x) { v[i] = x; };
  auto get = [](const std::vector<double> &v, int i) { return v[i]; };
  #pragma nano loop
  for (int i = 0; i < 1000; i++) set(out, i, get(in, i) + i);
}

// Still refused: the neighbour's element is another iteration's.
void lambda_neighbour(std::vector<double> &out) {
  auto set = [](std::vector<double> &v, int i, double x) { v[i] = x; };
  #pragma nano loop
  for (int i = 1; i < 1000; i++) set(out, i, out[i - 1]);
  // CHECK: loop-callee-container-buffers.cpp:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: the write of 'out.data()' in 'set(out, i, out[i - 1])' and 'out[i - 1]' access the same element
}
