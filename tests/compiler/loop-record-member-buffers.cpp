// A loop body calling a function that takes a struct by reference or pointer and
// uses it only to read its integer fields and to subscript its std::vector members
// (`g.cells[y * g.w + x] = v`) reaches those members' elements, its parameters
// replaced by the arguments and `g.w` by the argument's field: iterations that
// touch distinct elements run in parallel. A function that touches elements
// another iteration touches, changes a field or grows a member keeps the loop
// sequential with an error.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DREFUSED 2>&1 | %FileCheck %s --check-prefix=REFUSED
#include <cstdio>
#include <vector>

struct Grid {
  int w, h;
  std::vector<double> cells;
};
struct Pair {
  int k;
  std::vector<long> in, out;
};

static void setRow(Grid &g, int y) {
  for (int x = 0; x < g.w; ++x) g.cells[y * g.w + x] = y * 100.0 + x;
}
static void scaleCell(Grid &g, int i) {
  if (i < static_cast<int>(g.cells.size())) g.cells[i] *= g.h;
}
static void scaled(Pair &p, int i) { p.out[i] = p.in[i] * p.k; }
// Through a pointer: `g->cells` is the argument's member.
static void addRow(Grid *g, int y) {
  for (int x = 0; x < g->w; ++x) g->cells[y * g->w + x] += 1;
}
static void addRows(Grid *g) {
  #pragma nano loop
  for (int y = 0; y < g->h; ++y) addRow(g, y);
  // EXPLAIN: loop-record-member-buffers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
}
// A trivially copied struct passed by value: its pointer is the argument's.
struct Span {
  int n;
  double *d;
};
static void halve(Span s, int i) { s.d[i] /= 2; }
#ifdef REFUSED
static void shiftRow(Grid &g, int y) {
  for (int x = 0; x < g.w; ++x) g.cells[(y + 1) * g.w + x] = g.cells[y * g.w + x];
}
static void setWidth(Grid &g, int y) { g.cells[y] = 1; g.w = y; }
static void growRow(Grid &g, int y) { g.cells[y] = 1; if (y == 0) g.cells.push_back(0); }
// A copy made by a constructor of the class owns a buffer of its own.
struct Owned {
  int n;
  double *d;
  explicit Owned(double *from) : n(8), d(from) {}
  Owned(const Owned &o) : n(o.n), d(new double[o.n]) { for (int i = 0; i < n; ++i) d[i] = o.d[i]; }
  ~Owned() { delete[] d; }
};
static void setOwned(Owned o, int i) { o.d[i] = i; }
#endif

int main() {
  Grid g{8, 6, std::vector<double>(48)};
  Pair p{3, std::vector<long>(20, 5), std::vector<long>(20)};
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) setRow(g, y);
  // EXPLAIN: loop-record-member-buffers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < g.w * g.h; ++i) scaleCell(g, i);
  // EXPLAIN: loop-record-member-buffers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 20; ++i) scaled(p, i);
  // EXPLAIN: loop-record-member-buffers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) addRow(&g, y);
  // EXPLAIN: loop-record-member-buffers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  addRows(&g);
  Span half{g.w * g.h, g.cells.data()};
  #pragma nano loop
  for (int i = 0; i < half.n; ++i) halve(half, i);
  // EXPLAIN: loop-record-member-buffers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef REFUSED
  #pragma nano loop
  for (int y = 0; y < g.h - 1; ++y) shiftRow(g, y);
  // REFUSED: loop-record-member-buffers.cpp:[[@LINE-1]]:37: error: cannot prove that iterations are independent: the write of 'g.cells.data()' in 'shiftRow(g, y)' and the read of 'g.cells.data()' in 'shiftRow(g, y)' may access the same element of 'g.cells.data()' in different iterations of the loop over 'y' at line [[@LINE-1]]; if no two iterations access the same memory, add 'independent' to the pragma
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) setWidth(g, y);
  // REFUSED: loop-record-member-buffers.cpp:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: the write of 'g' in 'setWidth(g, y)' and the read of 'g' reach 'g', one object whose parts are not told apart, in different iterations of the loop over 'y' at line [[@LINE-1]]
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) growRow(g, y);
  // REFUSED: loop-record-member-buffers.cpp:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: the read/write of 'g' in 'growRow(g, y)' and the read of 'g' reach 'g', one object whose parts are not told apart, in different iterations of the loop over 'y' at line [[@LINE-1]]
  Owned o(g.cells.data());
  #pragma nano loop
  for (int i = 0; i < 8; ++i) setOwned(o, i);
  // REFUSED: loop-record-member-buffers.cpp:[[@LINE-1]]:40: error: cannot prove that iterations are independent: 'd[i]' may access any memory ('Owned::Owned' accesses memory through 'd[i]'); if no two iterations access the same memory, add 'independent' to the pragma
#endif
  double s = 0;
  for (double c : g.cells) s += c;
  long t = 0;
  for (long v : p.out) t += v;
  std::printf("cells %.1f, out %ld\n", s, t);
  return 0;
}
