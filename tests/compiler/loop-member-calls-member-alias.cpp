// A loop writing a vector member through a reference to it while reading the
// object: the reference names the object's own buffer, so the two may overlap
// (loop-member-calls-member.cpp accepts the buffers of other variables).
// RUN: not %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <cstddef>
#include <vector>

struct Grid {
  int c;
  std::vector<double> d;
  double get(int i) const { return d[static_cast<std::size_t>(i)]; }
  double mid() const { return d[d.size() / 2]; }
};
double first(const Grid &g) { return g.get(0); }

double shifted(Grid &g) {
  std::vector<double> &alias = g.d;
  double z = first(g);
  #pragma nano loop
  for (int i = 1; i < 100; i++) alias[i] = g.get(i - 1) + z;
  // CHECK: loop-member-calls-member-alias.cpp:[[@LINE-1]]:33: error: cannot prove that iterations are independent: 'alias[i]' and the read of 'g.d.data()' in 'g.get(i - 1)' access the same element in different iterations of the loop over 'i' at line [[@LINE-1]] if 'alias' and 'g.d' are the same container; if no two iterations access the same memory, add 'independent' to the pragma
  return alias[99];
}

double middle(Grid &g) {
  std::vector<double> &alias = g.d;
  double z = first(g);
  #pragma nano loop
  for (int i = 0; i < 100; i++) alias[i] = g.mid() + z;
  // CHECK: loop-member-calls-member-alias.cpp:[[@LINE-1]]:44: error: cannot prove that iterations are independent: the memory 'g.mid()' reads through 'g.d.data()' cannot be bounded (the section the call reaches is not an affine expression: it uses 'd.size()'); if no two iterations access the same memory, add 'independent' to the pragma
  return alias[99];
}
// CHECK-NOT: error:
